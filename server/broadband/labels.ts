// Broadband Facts label CSVs as providers publish them (the FCC's template and its variants):
// columns by name in any order and case, singular header variants, NULL and empty as missing,
// `="59.99"` (Excel's text form), fee lists as ';'-separated descriptions paired with
// ';'-separated amounts that may read "Up to 8.95", "Included" or "Varies", speeds and latency as
// single values or ranges with or without units, speeds in Mbps unless the file is declared kbps.
// connection_type is "Fixed" or "Mobile" in the FCC's format: a fixed plan's technology then comes
// from the provider's coverage where it is offered (server/broadband/answers.ts); a technology
// word there (some files put one) is kept as given. Only finite numbers in plausible ranges, only
// http(s) links, and text without control or bidi characters are stored. Every error of a file is
// collected with its line and column; a file with any error yields no label (decision 040, 081).
import { createHash } from 'node:crypto';
import { singleLine } from '../../contracts/api.ts';
import type { PlanLabel } from '../../contracts/plans.ts';
import type { PlanTechnology } from '../db/schema.ts';
import { type CsvRecord, headerKey, type ImportError } from './input.ts';

export type SpeedUnit = 'mbps' | 'kbps';
export type LabelLanguage = 'en' | 'es';

export type Fee = PlanLabel['oneTimeFees'][number];

/** A label as stored in label_json and answered by /api/plans (numbers in dollars, Mbps, ms, months). */
export type Label = Required<PlanLabel>;

export type ParsedLabel = { label: Label; line: number; hash: string };

/** The template's columns; each also matches its listed variants (after headerKey()). */
const COLUMNS = {
  unique_plan_id: [],
  provider_name: [],
  service_plan_name: [],
  tier_plan_name: [],
  connection_type: [],
  monthly_price: [],
  intro_rate: [],
  intro_rate_price: [],
  intro_rate_time: [],
  contract_req: ['contract_required'],
  contract_time: [],
  contract_terms_url: [],
  early_termination_fee: [],
  single_purchase_fee_descr: ['single_purchase_fees_descr', 'single_purchase_fee_description'],
  single_purchase_fees: ['single_purchase_fee'],
  monthly_provider_fee_descr: ['monthly_provider_fees_descr', 'monthly_provider_fee_description'],
  monthly_provider_fees: ['monthly_provider_fee'],
  tax: [],
  bundle_discounts_url: ['bundle_discount_url'],
  typical_download_speed: [],
  typical_upload_speed: [],
  typical_latency: [],
  monthly_data_allow: ['monthly_data_allowance'],
  over_usage_data_price: [],
  additional_data_increments: ['additional_data_increment'],
  data_allowance_policy_url: [],
  network_management_policy_url: [],
  privacy_policy_url: [],
  customer_support_phone: [],
  customer_support_web: [],
} as const satisfies Record<string, readonly string[]>;

type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['unique_plan_id', 'provider_name', 'connection_type', 'monthly_price'];

const aliases = new Map<string, Column>();
for (const [name, variants] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
  aliases.set(name, name);
  for (const v of variants) aliases.set(v, name);
}

export const PLAN_ID = /^([FM])(\d{10})([A-Z0-9]{15})$/;

const TECHNOLOGY_WORDS: [RegExp, PlanTechnology][] = [
  [/fib(er|re)|ftt[hpx]|\bpon\b|fibra/i, 'fiber'],
  [/cable|docsis|\bhfc\b|coax/i, 'cable'],
  [/dsl|copper|cobre/i, 'dsl'],
  [/sat[eé]l+ite?|\bgso\b|\bngso\b|\bleo\b/i, 'satellite'],
  [/fixed[\s_-]*wireless|inal[aá]mbrica\s+fija|\bfwa\b|\b5g\b|\blte\b|\b4g\b|wireless/i, 'fixed-wireless'],
  [/^other$/i, 'other'],
];

/** The plan technology a text (connection_type, a plan's name) names; undefined when none. */
export function labelTechnology(text: string): PlanTechnology | undefined {
  return TECHNOLOGY_WORDS.find(([re]) => re.test(text))?.[1];
}

/** connection_type as the FCC's format has it: Fixed or Mobile (English or Spanish, any case). */
const FIXED = /^(fixed|fijo|fija)(\s+broadband)?$/i;
const MOBILE = /^(mobile|m[oó]vil)(\s+broadband)?$/i;

/** Plausible ranges: a number outside is an error, never stored (Infinity broke /api/plans). */
export const LIMITS = {
  dollars: 100_000,
  mbps: 100_000,
  ms: 100_000,
  months: 240,
  gb: 10_000_000,
} as const;

class RowErrors {
  readonly list: ImportError[] = [];
  private readonly file: string;
  private readonly line: number;
  constructor(file: string, line: number) {
    this.file = file;
    this.line = line;
  }
  add(column: string | undefined, message: string): void {
    this.list.push({ file: this.file, line: this.line, column, message });
  }
}

/** A cell as text: Excel's `="59.99"` unwrapped, control and bidi characters removed, trimmed. */
export function cellText(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  const excel = /^=\s*"(.*)"$/s.exec(v.trim());
  return singleLine(excel ? (excel[1] as string) : v).trim();
}

const missing = (v: string | undefined): boolean => v === undefined || v === '' || /^null$/i.test(v);

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const within = (n: number, max: number): number | undefined =>
  Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
const withoutThousands = (v: string) => v.replace(/,(?=\d{3}(\D|$))/g, '');

export function money(v: string): number | undefined {
  const s = withoutThousands(v.replace(/^\$\s*|\s*(usd|dollars?)$/gi, '').trim());
  if (!new RegExp(`^${NUMBER}$`).test(s)) return undefined;
  return within(Number(s), LIMITS.dollars);
}

/** A fee amount: dollars, "Up to 8.95" (a bound), "Included" (0) or "Varies" (no amount). */
function feeAmount(v: string): Omit<Fee, 'description'> | undefined {
  if (/^(included|incluid[oa]s?|no charge|free|gratis)$/i.test(v)) return { amount: 0, basis: 'included' };
  if (/^(varies|variable|var[ií]a)$/i.test(v)) return { amount: null, basis: 'varies' };
  const bound = /^(up to|hasta)\s+(.*)$/i.exec(v);
  if (bound) {
    const n = money(bound[2] as string);
    return n === undefined ? undefined : { amount: n, basis: 'up-to' };
  }
  const n = money(v);
  return n === undefined ? undefined : { amount: n };
}

function yesNo(v: string): boolean | undefined {
  if (/^(yes|y|true|1|s[ií])$/i.test(v)) return true;
  if (/^(no|n|false|0)$/i.test(v)) return false;
  return undefined;
}

function months(v: string): number | undefined {
  const m = /^(\d+)(\s*(months?|mos?\.?|mes(es)?))?$/i.exec(v);
  return m ? within(Number(m[1]), LIMITS.months) : undefined;
}

type Range = { low: number; high: number | null };

/** A value or a range (`67 - 622`, `67 to 622`), with an optional unit after either number. */
function range(
  v: string,
  units: string,
  toBase: (n: number, unit: string | undefined) => number,
  max: number,
) {
  const one = String.raw`(${NUMBER})\s*(${units})?`;
  const m = new RegExp(String.raw`^${one}(?:\s*(?:-|–|to|a)\s*${one})?$`, 'i').exec(withoutThousands(v));
  if (!m) return undefined;
  const unitOf = (u: string | undefined) => (u ?? m[4] ?? m[2])?.toLowerCase();
  const low = within(toBase(Number(m[1]), unitOf(m[2])), max);
  const high = m[3] === undefined ? null : within(toBase(Number(m[3]), unitOf(m[4])), max);
  if (low === undefined || high === undefined || (high !== null && high < low)) return undefined;
  return { low, high } satisfies Range;
}

/** A speed in Mbps: numbers in the file's unit, or with their own unit. */
function speed(v: string, unit: SpeedUnit): Range | undefined {
  return range(
    v,
    'kbps|mbps|gbps|kb/s|mb/s|gb/s',
    (n, u) => {
      const k = (u ?? unit).replace('/s', 'bps');
      return k === 'kbps' ? n / 1000 : k === 'gbps' ? n * 1000 : n;
    },
    LIMITS.mbps,
  );
}

function latency(v: string): Range | undefined {
  return range(v, 'ms|milliseconds', (n) => n, LIMITS.ms);
}

function allowance(v: string): { gb: number | null; unlimited: boolean } | undefined {
  if (/^(unlimited|ilimitad[oa]s?|none|no cap|no data cap|no limit|n\/a)$/i.test(v))
    return { gb: null, unlimited: true };
  const m = new RegExp(`^(${NUMBER})\\s*(gb|tb)?$`, 'i').exec(withoutThousands(v));
  if (!m) return undefined;
  const gb = within(Number(m[1]) * (m[2]?.toLowerCase() === 'tb' ? 1000 : 1), LIMITS.gb);
  return gb === undefined ? undefined : { gb, unlimited: false };
}

/** An increment of data in GB ("10", "50 GB", "1 TB"), or undefined when it is not one. */
function increment(v: string): number | undefined {
  const m = new RegExp(`^(${NUMBER})\\s*(gb|tb)?$`, 'i').exec(withoutThousands(v));
  return m ? within(Number(m[1]) * (m[2]?.toLowerCase() === 'tb' ? 1000 : 1), LIMITS.gb) : undefined;
}

/**
 * A link field: an http(s) URL is kept; a bare host (`www.example.com/x`) gets https://; another
 * scheme (`javascript:`, `data:`) or a scheme-relative `//host` is dropped; other text is kept as
 * text (shown as text, never as a link).
 */
export function linkField(v: string | undefined): string | null {
  if (v === undefined) return null;
  if (/^https?:\/\//i.test(v)) {
    try {
      return new URL(v).protocol.startsWith('http') ? v : null;
    } catch {
      return null;
    }
  }
  if (/^\/\/|^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(v)) return `https://${v}`;
  return v;
}

const SPANISH =
  /\b(mensual(es)?|cargos?|tarifas?|instalaci[oó]n|equipos?|incluid[oa]s?|impuestos?|velocidad|meses|alquiler|activaci[oó]n|pagos?|servicios?|s[ií]|por mes|de datos|precio|cuota|fijo|m[oó]vil|hasta|var[ií]a)\b/gi;
const ENGLISH =
  /\b(monthly|fees?|charges?|install(ation)?|equipment|included|tax(es)?|speed|months|rental|activation|payments?|service|yes|per month|data|price|fixed|mobile|up to|varies|late)\b/gi;

/** The language of a file's labels: Spanish when its words are mostly Spanish. */
export function labelsLanguage(texts: string[]): LabelLanguage {
  const all = texts.join(' \n ');
  const es = all.match(SPANISH)?.length ?? 0;
  const en = all.match(ENGLISH)?.length ?? 0;
  return es > en ? 'es' : 'en';
}

/** Creates the label parser of one file from its header record. */
export function labelParser(file: string, header: string[], unit: SpeedUnit) {
  const index = new Map<Column, number>();
  const headerProblems: string[] = [];
  header.forEach((name, i) => {
    const column = aliases.get(headerKey(cellText(name) ?? ''));
    if (!column) return; // extra columns are allowed and ignored
    if (index.has(column)) headerProblems.push(`${column} appears twice`);
    else index.set(column, i);
  });
  const absent = REQUIRED.filter((c) => !index.has(c));
  if (absent.length > 0)
    headerProblems.push(
      `the required column${absent.length === 1 ? '' : 's'} ${absent.join(', ')} ${absent.length === 1 ? 'is' : 'are'} missing`,
    );
  // One message for the header, not one per row: a file whose header is wrong is not read further.
  const headerErrors: ImportError[] =
    headerProblems.length === 0
      ? []
      : [
          {
            file,
            line: 1,
            column: absent.length === 1 ? absent[0] : undefined,
            message: `the header is not a Broadband Facts label header: ${headerProblems.join('; ')}`,
          },
        ];
  const seen = new Map<string, number>();

  function parseRecord(record: CsvRecord): { label?: ParsedLabel; errors: ImportError[] } {
    const errors = new RowErrors(file, record.line);
    const raw = (c: Column): string | undefined => {
      const i = index.get(c);
      const v = i === undefined ? undefined : cellText(record.fields[i]);
      return missing(v) ? undefined : v;
    };
    const text = (c: Column): string | null => raw(c) ?? null;
    const num = <T>(
      c: Column,
      parse: (v: string) => T | undefined,
      what: string,
      required = false,
    ): T | null => {
      const v = raw(c);
      if (v === undefined) {
        if (required) errors.add(c, `${c} is required`);
        return null;
      }
      const n = parse(v);
      if (n === undefined) {
        errors.add(c, `${JSON.stringify(v.slice(0, 80))} is not ${what}`);
        return null;
      }
      return n;
    };
    const fees = (descrCol: Column, amountCol: Column): Fee[] => {
      const d = raw(descrCol);
      const a = raw(amountCol);
      const descrs = d === undefined ? [] : d.split(';').map((s) => s.trim());
      const amountTexts = a === undefined ? [] : a.split(';').map((s) => s.trim());
      const amounts = amountTexts.map((s) => feeAmount(s));
      const bad = amountTexts.filter((_, i) => amounts[i] === undefined);
      if (bad.length > 0) {
        errors.add(
          amountCol,
          `${bad.map((b) => JSON.stringify(b.slice(0, 40))).join(', ')} is not an amount in dollars (up to ${LIMITS.dollars.toLocaleString('en-US')}), "Up to" an amount, "Included" or "Varies"`,
        );
        return [];
      }
      if (descrs.length === 0 && amounts.every((f) => f?.amount === 0)) return [];
      if (descrs.length !== amounts.length) {
        errors.add(
          amountCol,
          `${amounts.length} amount${amounts.length === 1 ? '' : 's'} for ${descrs.length} description${descrs.length === 1 ? '' : 's'} in ${descrCol}`,
        );
        return [];
      }
      return descrs.map((description, i) => ({ description, ...(amounts[i] as Omit<Fee, 'description'>) }));
    };

    if (record.fields.length !== header.length)
      errors.add(undefined, `${record.fields.length} fields where the header has ${header.length}`);

    const planId = raw('unique_plan_id');
    const idMatch = planId ? PLAN_ID.exec(planId) : null;
    if (!planId) errors.add('unique_plan_id', 'unique_plan_id is required');
    else if (!idMatch)
      errors.add(
        'unique_plan_id',
        `${JSON.stringify(planId.slice(0, 80))} is not F or M, a 10-digit FRN and 15 upper-case letters or digits`,
      );
    else {
      const earlier = seen.get(planId);
      if (earlier !== undefined) errors.add('unique_plan_id', `${planId} is also on line ${earlier}`);
      else seen.set(planId, record.line);
    }

    const providerName = text('provider_name');
    if (!providerName) errors.add('provider_name', 'provider_name is required');
    const servicePlanName = text('service_plan_name');
    const tierPlanName = text('tier_plan_name');
    if (!servicePlanName && !tierPlanName)
      errors.add('service_plan_name', 'service_plan_name or tier_plan_name is required');
    const connectionType = text('connection_type');
    let technology: PlanTechnology | null = null;
    let mobile = false;
    if (!connectionType) errors.add('connection_type', 'connection_type is required');
    else if (MOBILE.test(connectionType)) mobile = true;
    else if (!FIXED.test(connectionType)) {
      const named = labelTechnology(connectionType);
      if (named) technology = named;
      else
        errors.add(
          'connection_type',
          `${JSON.stringify(connectionType.slice(0, 80))} is neither Fixed nor Mobile, nor a technology (fiber, cable, DSL, fixed wireless, satellite, other)`,
        );
    }
    const monthlyPrice = num('monthly_price', money, 'an amount in dollars', true);
    const introRate = num('intro_rate', yesNo, 'yes or no');
    const introRatePrice = num('intro_rate_price', money, 'an amount in dollars');
    const introRateMonths = num('intro_rate_time', months, 'a number of months');
    const contractRequired = num('contract_req', yesNo, 'yes or no');
    const contractMonths = num('contract_time', months, 'a number of months');
    const earlyTerminationFee = num('early_termination_fee', money, 'an amount in dollars');
    const oneTimeFees = fees('single_purchase_fee_descr', 'single_purchase_fees');
    const monthlyFees = fees('monthly_provider_fee_descr', 'monthly_provider_fees');
    const speedWhat = `a speed or a range of speeds in ${unit === 'kbps' ? 'kbps' : 'Mbps'}`;
    const down = num('typical_download_speed', (v) => speed(v, unit), speedWhat);
    const up = num('typical_upload_speed', (v) => speed(v, unit), speedWhat);
    const lat = num('typical_latency', latency, 'a latency or a range in ms');
    const data = num('monthly_data_allow', allowance, 'a data allowance in GB or "Unlimited"');
    const overText = text('over_usage_data_price');
    const incrementText = text('additional_data_increments');

    if (errors.list.length > 0 || !idMatch || !providerName || monthlyPrice === null || !connectionType)
      return { errors: errors.list };
    const label: Label = {
      uniquePlanId: planId as string,
      frn: idMatch[2] as string,
      fixed: idMatch[1] === 'F' && !mobile,
      providerName,
      servicePlanName,
      tierPlanName,
      connectionType,
      technology,
      language: 'en',
      monthlyPrice,
      introRate,
      introRatePrice,
      introRateMonths,
      contractRequired: contractRequired ?? false,
      contractMonths,
      contractTermsUrl: linkField(raw('contract_terms_url')),
      earlyTerminationFee,
      oneTimeFees,
      monthlyFees,
      tax: text('tax'),
      bundleDiscountsUrl: linkField(raw('bundle_discounts_url')),
      typicalDownloadMbps: down?.low ?? null,
      typicalDownloadMaxMbps: down?.high ?? null,
      typicalUploadMbps: up?.low ?? null,
      typicalUploadMaxMbps: up?.high ?? null,
      typicalLatencyMs: lat?.low ?? null,
      typicalLatencyMaxMs: lat?.high ?? null,
      // A blank or NULL allowance means no data limit (the FCC's data dictionary).
      monthlyDataAllowanceGb: data?.gb ?? null,
      dataUnlimited: data === null ? true : data.unlimited,
      overUsageDataPrice: overText,
      additionalDataIncrements: incrementText,
      overUsagePrice: overText === null ? null : (money(overText) ?? null),
      overUsageIncrementGb: incrementText === null ? null : (increment(incrementText) ?? null),
      dataAllowancePolicyUrl: linkField(raw('data_allowance_policy_url')),
      networkManagementPolicyUrl: linkField(raw('network_management_policy_url')),
      privacyPolicyUrl: linkField(raw('privacy_policy_url')),
      customerSupportPhone: text('customer_support_phone'),
      customerSupportWeb: linkField(raw('customer_support_web')),
    };
    return { label: { label, line: record.line, hash: labelHash(label) }, errors: [] };
  }

  return { headerErrors, parseRecord };
}

/** The SHA-256 of a label's normalised fields: an unchanged label keeps its stored version. */
export function labelHash(label: Label): string {
  return createHash('sha256').update(JSON.stringify(label)).digest('hex');
}

/** The words of a label a reader sees, for telling its language. */
export function labelWords(label: Label): string[] {
  return [
    label.servicePlanName ?? '',
    label.tierPlanName ?? '',
    label.tax ?? '',
    label.connectionType,
    ...label.oneTimeFees.map((f) => f.description),
    ...label.monthlyFees.map((f) => f.description),
  ];
}
