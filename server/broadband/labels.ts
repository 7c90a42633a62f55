// Broadband Facts label CSVs (the FCC's template and the variants real providers publish):
// columns by name in any order, singular header variants, NULL and empty as missing, trailing
// spaces, fee lists as ';'-separated descriptions paired with ';'-separated amounts, speeds in
// Mbps unless the file is declared kbps. Every error of a file is collected with its line and
// column; a file with any error yields no label (decision 040).
import { createHash } from 'node:crypto';
import type { PlanTechnology } from '../db/schema.ts';
import { type CsvRecord, headerKey, type ImportError } from './input.ts';

export type SpeedUnit = 'mbps' | 'kbps';

export type Fee = { description: string; amount: number };

/** A label as stored in label_json and answered by /api/plans (numbers in dollars, Mbps, ms, months). */
export type Label = {
  uniquePlanId: string;
  frn: string;
  fixed: boolean;
  providerName: string;
  servicePlanName: string | null;
  tierPlanName: string | null;
  connectionType: string;
  technology: PlanTechnology;
  monthlyPrice: number;
  introRate: boolean | null;
  introRatePrice: number | null;
  introRateMonths: number | null;
  contractRequired: boolean;
  contractMonths: number | null;
  contractTermsUrl: string | null;
  earlyTerminationFee: number | null;
  oneTimeFees: Fee[];
  monthlyFees: Fee[];
  tax: string | null;
  bundleDiscountsUrl: string | null;
  typicalDownloadMbps: number | null;
  typicalUploadMbps: number | null;
  typicalLatencyMs: number | null;
  /** null when unlimited or not given (see dataUnlimited). */
  monthlyDataAllowanceGb: number | null;
  dataUnlimited: boolean;
  overUsageDataPrice: string | null;
  additionalDataIncrements: string | null;
  dataAllowancePolicyUrl: string | null;
  networkManagementPolicyUrl: string | null;
  privacyPolicyUrl: string | null;
  customerSupportPhone: string | null;
  customerSupportWeb: string | null;
};

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
  [/fib(er|re)|ftt[hpx]|\bpon\b/i, 'fiber'],
  [/cable|docsis|hfc|coax/i, 'cable'],
  [/dsl|copper|vdsl|adsl/i, 'dsl'],
  [/satellite|\bgso\b|\bleo\b/i, 'satellite'],
  [/fixed[\s_-]*wireless|\bfwa\b|\b5g\b|\blte\b|\b4g\b|wireless/i, 'fixed-wireless'],
  [/^other$/i, 'other'],
];

/** The plan technology a label's connection_type names; undefined when it names none we know. */
export function labelTechnology(connectionType: string): PlanTechnology | undefined {
  return TECHNOLOGY_WORDS.find(([re]) => re.test(connectionType))?.[1];
}

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

const missing = (v: string | undefined): boolean => v === undefined || v === '' || /^null$/i.test(v);

function money(v: string): number | undefined {
  const s = v.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(s)) return undefined;
  return Number(s);
}

function yesNo(v: string): boolean | undefined {
  if (/^(yes|y|true|1)$/i.test(v)) return true;
  if (/^(no|n|false|0)$/i.test(v)) return false;
  return undefined;
}

function months(v: string): number | undefined {
  const m = /^(\d+)(\s*(months?|mos?\.?))?$/i.exec(v);
  return m ? Number(m[1]) : undefined;
}

/** A speed in Mbps: a plain number in the file's unit, or a number with its own unit. */
function speed(v: string, unit: SpeedUnit): number | undefined {
  const m = /^(\d+(?:\.\d+)?|\.\d+)\s*(kbps|mbps|gbps)?$/i.exec(v.replace(/,(?=\d{3})/g, ''));
  if (!m) return undefined;
  const n = Number(m[1]);
  const u = (m[2]?.toLowerCase() ?? unit) as SpeedUnit | 'gbps';
  return u === 'kbps' ? n / 1000 : u === 'gbps' ? n * 1000 : n;
}

function latency(v: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(ms)?$/i.exec(v);
  return m ? Number(m[1]) : undefined;
}

function allowance(v: string): { gb: number | null; unlimited: boolean } | undefined {
  if (/^unlimited$/i.test(v)) return { gb: null, unlimited: true };
  const m = /^(\d+(?:\.\d+)?)\s*(gb|tb)?$/i.exec(v.replace(/,(?=\d{3})/g, ''));
  if (!m) return undefined;
  return { gb: Number(m[1]) * (m[2]?.toLowerCase() === 'tb' ? 1000 : 1), unlimited: false };
}

/** Creates the label parser of one file from its header record. */
export function labelParser(file: string, header: string[], unit: SpeedUnit) {
  const index = new Map<Column, number>();
  const headerErrors = new RowErrors(file, 1);
  header.forEach((name, i) => {
    const column = aliases.get(headerKey(name));
    if (!column) return; // extra columns are allowed and ignored
    if (index.has(column)) headerErrors.add(name.trim(), `the column ${column} appears twice`);
    else index.set(column, i);
  });
  for (const c of REQUIRED) if (!index.has(c)) headerErrors.add(c, `the required column ${c} is missing`);
  const seen = new Map<string, number>();

  function parseRecord(record: CsvRecord): { label?: ParsedLabel; errors: ImportError[] } {
    const errors = new RowErrors(file, record.line);
    const raw = (c: Column): string | undefined => {
      const i = index.get(c);
      const v = i === undefined ? undefined : record.fields[i]?.trim();
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
        errors.add(c, `${JSON.stringify(v)} is not ${what}`);
        return null;
      }
      return n;
    };
    const fees = (descrCol: Column, amountCol: Column): Fee[] => {
      const d = raw(descrCol);
      const a = raw(amountCol);
      const descrs = d === undefined ? [] : d.split(';').map((s) => s.trim());
      const amountTexts = a === undefined ? [] : a.split(';').map((s) => s.trim());
      const amounts = amountTexts.map((s) => money(s));
      const bad = amountTexts.filter((_, i) => amounts[i] === undefined);
      if (bad.length > 0) {
        errors.add(amountCol, `${bad.map((b) => JSON.stringify(b)).join(', ')} is not an amount in dollars`);
        return [];
      }
      if (descrs.length === 0 && amounts.every((n) => n === 0)) return [];
      if (descrs.length !== amounts.length) {
        errors.add(
          amountCol,
          `${amounts.length} amount${amounts.length === 1 ? '' : 's'} for ${descrs.length} description${descrs.length === 1 ? '' : 's'} in ${descrCol}`,
        );
        return [];
      }
      return descrs.map((description, i) => ({ description, amount: amounts[i] as number }));
    };

    if (record.fields.length !== header.length)
      errors.add(undefined, `${record.fields.length} fields where the header has ${header.length}`);

    const planId = raw('unique_plan_id');
    const idMatch = planId ? PLAN_ID.exec(planId) : null;
    if (!planId) errors.add('unique_plan_id', 'unique_plan_id is required');
    else if (!idMatch)
      errors.add(
        'unique_plan_id',
        `${JSON.stringify(planId)} is not F or M, a 10-digit FRN and 15 upper-case letters or digits`,
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
    let technology: PlanTechnology | undefined;
    if (!connectionType) errors.add('connection_type', 'connection_type is required');
    else {
      technology = labelTechnology(connectionType);
      if (!technology)
        errors.add(
          'connection_type',
          `${JSON.stringify(connectionType)} names no known technology (fiber, cable, DSL, fixed wireless, satellite, other)`,
        );
    }
    const monthlyPrice = num('monthly_price', money, 'an amount in dollars', true);
    const introRate = num('intro_rate', yesNo, 'yes or no');
    const introRatePrice = num('intro_rate_price', money, 'an amount in dollars');
    const introRateMonths = num('intro_rate_time', months, 'a number of months');
    const contractRequired = num('contract_req', yesNo, 'yes or no', true);
    const contractMonths = num('contract_time', months, 'a number of months');
    const earlyTerminationFee = num('early_termination_fee', money, 'an amount in dollars');
    const oneTimeFees = fees('single_purchase_fee_descr', 'single_purchase_fees');
    const monthlyFees = fees('monthly_provider_fee_descr', 'monthly_provider_fees');
    const speedWhat = `a speed in ${unit === 'kbps' ? 'kbps' : 'Mbps'}`;
    const down = num('typical_download_speed', (v) => speed(v, unit), speedWhat);
    const up = num('typical_upload_speed', (v) => speed(v, unit), speedWhat);
    const lat = num('typical_latency', latency, 'a latency in ms');
    const data = num('monthly_data_allow', allowance, 'a data allowance in GB or "Unlimited"');

    if (errors.list.length > 0 || !idMatch || !technology) return { errors: errors.list };
    const label: Label = {
      uniquePlanId: planId as string,
      frn: idMatch[2] as string,
      fixed: idMatch[1] === 'F',
      providerName: providerName as string,
      servicePlanName,
      tierPlanName,
      connectionType: connectionType as string,
      technology,
      monthlyPrice: monthlyPrice as number,
      introRate,
      introRatePrice,
      introRateMonths,
      contractRequired: contractRequired ?? false,
      contractMonths,
      contractTermsUrl: text('contract_terms_url'),
      earlyTerminationFee,
      oneTimeFees,
      monthlyFees,
      tax: text('tax'),
      bundleDiscountsUrl: text('bundle_discounts_url'),
      typicalDownloadMbps: down,
      typicalUploadMbps: up,
      typicalLatencyMs: lat,
      monthlyDataAllowanceGb: data?.gb ?? null,
      dataUnlimited: data?.unlimited ?? false,
      overUsageDataPrice: text('over_usage_data_price'),
      additionalDataIncrements: text('additional_data_increments'),
      dataAllowancePolicyUrl: text('data_allowance_policy_url'),
      networkManagementPolicyUrl: text('network_management_policy_url'),
      privacyPolicyUrl: text('privacy_policy_url'),
      customerSupportPhone: text('customer_support_phone'),
      customerSupportWeb: text('customer_support_web'),
    };
    const hash = createHash('sha256').update(JSON.stringify(label)).digest('hex');
    return { label: { label, line: record.line, hash }, errors: [] };
  }

  return { headerErrors: headerErrors.list, parseRecord };
}
