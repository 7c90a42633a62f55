// The Broadband Facts label (FCC 47 CFR 8.1(a)) as rows, in the label's order: what the plan
// finder shows, what the comparison aligns row by row, and the snapshot a plan request stores.
// Pure; a field the provider left out reads "Not provided", a charge that does not apply "None",
// never an empty cell; values as the label words them (a fee "up to $8.95", "Included" or
// "Varies", a typical speed as a range, a link field that is text stays text). The field names
// and our words are the plan finder's catalog area (English by default, the page's language when
// given: issue 37); the snapshot a plan request stores stays English. Type-only imports: no zod in
// the bundle.
import type { PlanCost } from '../../../contracts/plan-select';
import type { PlanFee, PlanLabel } from '../../../contracts/plans';
import { type FactWords, type PlanFinderMessages, planFinder } from '../../i18n/plan-finder';

export type { FactWords };

const english = planFinder.facts;

export type FactRow = {
  /** Stable key, the same for every plan (the comparison aligns on it). */
  key: string;
  label: string;
  value: string;
  /** A link the label gives (policies, terms, support): only an http(s) address is one. */
  href?: string;
};

export type FactSection = { key: string; title: string; rows: FactRow[] };

export const NOT_PROVIDED = english.notProvided;
export const NONE = english.none;

export function dollars(n: number): string {
  return `$${n.toFixed(2)}`;
}

const figure = (n: number) => Number(n.toFixed(2)).toLocaleString('en-US');

/** A typical value or range as the label gives it: "300 Mbps", "67–622 Mbps", "35–58 ms". */
export function typicalRange(
  low: number | null,
  high: number | null | undefined,
  unit: string,
  notProvided = NOT_PROVIDED,
): string {
  if (low === null) return notProvided;
  return high !== null && high !== undefined && high !== low
    ? `${figure(low)}–${figure(high)} ${unit}`
    : `${figure(low)} ${unit}`;
}

/** One fee's amount as the label words it: "$15.00", "up to $8.95", "Included", "Varies". */
export function feeAmount(fee: Pick<PlanFee, 'amount' | 'basis'>, w: FactWords = english): string {
  if (fee.basis === 'included') return w.included;
  if (fee.amount === null || fee.basis === 'varies') return w.varies;
  return fee.basis === 'up-to' ? w.upTo(dollars(fee.amount)) : dollars(fee.amount);
}

function fees(list: readonly PlanFee[], w: FactWords): string {
  if (list.length === 0) return w.none;
  return list.map((f) => `${f.description || w.fee}: ${feeAmount(f, w)}`).join('; ');
}

/** Whether a label's link field is a web address (a label may put text there: "See contract"). */
export const isWebLink = (v: string): boolean => /^https?:\/\/[^\s]+$/i.test(v);

function link(key: string, label: string, url: string | null, missing: string): FactRow {
  if (!url) return { key, label, value: missing };
  return isWebLink(url) ? { key, label, value: url, href: url } : { key, label, value: url };
}

/** "Nov 27, 2026" from the label's date (YYYY-MM-DD), the same in every time zone; "27 nov 2026" in es-US. */
export function labelDateText(date: string, locale = 'en-US'): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "$55.00", "up to $55.00" (a fee counted at its bound), then "plus fees that vary" where one has no amount. */
export function costText(
  amount: number,
  cost: PlanCost,
  w: Pick<PlanFinderMessages['card'], 'upTo' | 'plusVarying'>,
): string {
  const figure = cost.upTo ? `${w.upTo} ${dollars(amount)}` : dollars(amount);
  return cost.varies ? `${figure} ${w.plusVarying}` : figure;
}

/** The price a visitor pays now: the intro rate while it lasts, otherwise the monthly price. */
export function priceNow(label: PlanLabel): number {
  return label.introRate && label.introRatePrice !== null ? label.introRatePrice : label.monthlyPrice;
}

/** "$35.00 a month for 12 months, then $45.00", or the plain monthly price. */
export function priceSummary(label: PlanLabel): string {
  if (label.introRate && label.introRatePrice !== null) {
    const term = label.introRateMonths !== null ? ` for ${english.months(label.introRateMonths)}` : '';
    return `${dollars(label.introRatePrice)} a month${term}, then ${dollars(label.monthlyPrice)}`;
  }
  return `${dollars(label.monthlyPrice)} a month`;
}

export function planName(
  label: Pick<PlanLabel, 'servicePlanName' | 'tierPlanName'>,
  notProvided = NOT_PROVIDED,
): string {
  return [label.servicePlanName, label.tierPlanName].filter(Boolean).join(' ') || notProvided;
}

function introRow(label: PlanLabel, w: FactWords): string {
  if (label.introRate === null) return w.notProvided;
  if (!label.introRate) return w.notIntro;
  if (label.introRatePrice === null) return w.introPriceMissing;
  const term = label.introRateMonths !== null ? w.months(label.introRateMonths) : w.termMissing;
  return w.intro(dollars(label.introRatePrice), term, dollars(label.monthlyPrice));
}

function dataIncluded(label: PlanLabel, w: FactWords): string {
  // "Unlimited" on the label, or the allowance left blank: the FCC's format means no data cap.
  if (label.dataUnlimited) return w.unlimited;
  if (label.monthlyDataAllowanceGb === null) return w.notProvided;
  const gb = label.monthlyDataAllowanceGb;
  return gb >= 1000 ? `${Number((gb / 1000).toFixed(2))} TB` : `${gb} GB`;
}

function overage(label: PlanLabel, w: FactWords): string {
  if (typeof label.overUsagePrice === 'number' && typeof label.overUsageIncrementGb === 'number')
    return w.overage(dollars(label.overUsagePrice).replace(/\.00$/, ''), figure(label.overUsageIncrementGb));
  if (label.dataUnlimited && !label.overUsageDataPrice) return w.none;
  if (!label.overUsageDataPrice) return w.notProvided;
  return label.additionalDataIncrements
    ? w.increments(label.overUsageDataPrice, label.additionalDataIncrements)
    : label.overUsageDataPrice;
}

/**
 * "Fixed broadband consumer disclosure", with the connection type when it says more than Fixed
 * (a Spanish label's Fijo or Móvil says no more).
 */
function disclosure(label: PlanLabel, w: FactWords): string {
  const kind = w.disclosure(label.fixed);
  if (!label.connectionType) return `${kind}, ${w.connectionMissing}`;
  return /^(fixed|mobile|fij[oa]|m[oó]vil)( broadband)?$/i.test(label.connectionType.trim())
    ? kind
    : `${kind}, ${label.connectionType}`;
}

/** The label, section by section, in the FCC label's order; field names and our words in `w`'s language. */
export function factsOf(label: PlanLabel, w: FactWords = english): FactSection[] {
  const NOT_PROVIDED = w.notProvided;
  const NONE = w.none;
  const { sections: title, rows: name } = w;
  const contract = label.contractRequired
    ? w.contractRequired(label.contractMonths !== null ? w.months(label.contractMonths) : null)
    : NONE;
  return [
    {
      key: 'plan',
      title: title.plan,
      rows: [
        { key: 'provider', label: name.provider, value: label.providerName || NOT_PROVIDED },
        { key: 'plan', label: name.plan, value: planName(label, NOT_PROVIDED) },
        { key: 'disclosure', label: name.disclosure, value: disclosure(label, w) },
      ],
    },
    {
      key: 'price',
      title: title.price,
      rows: [
        { key: 'monthlyPrice', label: name.monthlyPrice, value: dollars(priceNow(label)) },
        { key: 'introRate', label: name.introRate, value: introRow(label, w) },
        { key: 'contract', label: name.contract, value: contract },
        link(
          'contractTerms',
          name.contractTerms,
          label.contractTermsUrl,
          label.contractRequired ? NOT_PROVIDED : NONE,
        ),
      ],
    },
    {
      key: 'charges',
      title: title.charges,
      rows: [
        { key: 'monthlyFees', label: name.monthlyFees, value: fees(label.monthlyFees, w) },
        { key: 'oneTimeFees', label: name.oneTimeFees, value: fees(label.oneTimeFees, w) },
        {
          key: 'earlyTerminationFee',
          label: name.earlyTerminationFee,
          value:
            label.earlyTerminationFee !== null
              ? dollars(label.earlyTerminationFee)
              : label.contractRequired
                ? NOT_PROVIDED
                : NONE,
        },
        { key: 'tax', label: name.tax, value: label.tax || NOT_PROVIDED },
      ],
    },
    {
      key: 'discounts',
      title: title.discounts,
      rows: [link('bundles', name.bundles, label.bundleDiscountsUrl, NOT_PROVIDED)],
    },
    {
      key: 'speeds',
      title: title.speeds,
      rows: [
        {
          key: 'download',
          label: name.download,
          value: typicalRange(label.typicalDownloadMbps, label.typicalDownloadMaxMbps, 'Mbps', NOT_PROVIDED),
        },
        {
          key: 'upload',
          label: name.upload,
          value: typicalRange(label.typicalUploadMbps, label.typicalUploadMaxMbps, 'Mbps', NOT_PROVIDED),
        },
        {
          key: 'latency',
          label: name.latency,
          value: typicalRange(label.typicalLatencyMs, label.typicalLatencyMaxMs, 'ms', NOT_PROVIDED),
        },
      ],
    },
    {
      key: 'data',
      title: title.data,
      rows: [
        { key: 'dataIncluded', label: name.dataIncluded, value: dataIncluded(label, w) },
        { key: 'overage', label: name.overage, value: overage(label, w) },
      ],
    },
    {
      key: 'policies',
      title: title.policies,
      rows: [
        link(
          'dataPolicy',
          name.dataPolicy,
          label.dataAllowancePolicyUrl,
          label.dataUnlimited ? NONE : NOT_PROVIDED,
        ),
        link('networkPolicy', name.networkPolicy, label.networkManagementPolicyUrl, NOT_PROVIDED),
        link('privacyPolicy', name.privacyPolicy, label.privacyPolicyUrl, NOT_PROVIDED),
      ],
    },
    {
      key: 'support',
      title: title.support,
      rows: [
        { key: 'phone', label: name.phone, value: label.customerSupportPhone || NOT_PROVIDED },
        link('website', name.website, label.customerSupportWeb, NOT_PROVIDED),
      ],
    },
    {
      key: 'id',
      title: title.id,
      rows: [{ key: 'uniquePlanId', label: name.uniquePlanId, value: label.uniquePlanId }],
    },
  ];
}

/** Every row's key, in order (the comparison's rows). */
export function factKeys(): string[] {
  return factsOf(EMPTY_LABEL).flatMap((s) => s.rows.map((r) => r.key));
}

/**
 * The label fields a plan request stores: what the visitor saw, row label → value, in English
 * whatever the page's language (the sales team's and the export's columns are the English names).
 */
export function factsSnapshot(label: PlanLabel): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of factsOf(label)) for (const r of s.rows) out[r.label] = r.value;
  return out;
}

/** A label with every optional field missing (for the row list and tests). */
export const EMPTY_LABEL: PlanLabel = {
  uniquePlanId: '',
  frn: '',
  fixed: true,
  providerName: '',
  servicePlanName: null,
  tierPlanName: null,
  connectionType: '',
  technology: null,
  monthlyPrice: 0,
  introRate: null,
  introRatePrice: null,
  introRateMonths: null,
  contractRequired: false,
  contractMonths: null,
  contractTermsUrl: null,
  earlyTerminationFee: null,
  oneTimeFees: [],
  monthlyFees: [],
  tax: null,
  bundleDiscountsUrl: null,
  typicalDownloadMbps: null,
  typicalUploadMbps: null,
  typicalLatencyMs: null,
  monthlyDataAllowanceGb: null,
  dataUnlimited: false,
  overUsageDataPrice: null,
  additionalDataIncrements: null,
  dataAllowancePolicyUrl: null,
  networkManagementPolicyUrl: null,
  privacyPolicyUrl: null,
  customerSupportPhone: null,
  customerSupportWeb: null,
};
