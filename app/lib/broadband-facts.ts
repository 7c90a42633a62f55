// The Broadband Facts label (FCC 47 CFR 8.1(a)) as rows, in the label's order: what the plan
// finder shows, what the comparison aligns row by row, and the snapshot a plan request stores.
// Pure; a field the provider left out reads "Not provided", a charge that does not apply "None",
// never an empty cell; values as the label words them (a fee "up to $8.95", "Included" or
// "Varies", a typical speed as a range, a link field that is text stays text). Type-only imports:
// no zod in the bundle.
import type { PlanFee, PlanLabel } from '../../contracts/plans';

export type FactRow = {
  /** Stable key, the same for every plan (the comparison aligns on it). */
  key: string;
  label: string;
  value: string;
  /** A link the label gives (policies, terms, support): only an http(s) address is one. */
  href?: string;
};

export type FactSection = { key: string; title: string; rows: FactRow[] };

export const NOT_PROVIDED = 'Not provided';
export const NONE = 'None';

export function dollars(n: number): string {
  return `$${n.toFixed(2)}`;
}

const figure = (n: number) => Number(n.toFixed(2)).toLocaleString('en-US');

/** A typical value or range as the label gives it: "300 Mbps", "67–622 Mbps", "35–58 ms". */
export function typicalRange(low: number | null, high: number | null | undefined, unit: string): string {
  if (low === null) return NOT_PROVIDED;
  return high !== null && high !== undefined && high !== low
    ? `${figure(low)}–${figure(high)} ${unit}`
    : `${figure(low)} ${unit}`;
}

function months(n: number): string {
  return n === 1 ? '1 month' : `${n} months`;
}

/** One fee's amount as the label words it: "$15.00", "up to $8.95", "Included", "Varies". */
export function feeAmount(fee: Pick<PlanFee, 'amount' | 'basis'>): string {
  if (fee.basis === 'included') return 'Included';
  if (fee.amount === null || fee.basis === 'varies') return 'Varies';
  return fee.basis === 'up-to' ? `up to ${dollars(fee.amount)}` : dollars(fee.amount);
}

function fees(list: readonly PlanFee[]): string {
  if (list.length === 0) return NONE;
  return list.map((f) => `${f.description || 'Fee'}: ${feeAmount(f)}`).join('; ');
}

/** Whether a label's link field is a web address (a label may put text there: "See contract"). */
export const isWebLink = (v: string): boolean => /^https?:\/\/[^\s]+$/i.test(v);

function link(key: string, label: string, url: string | null, missing = NOT_PROVIDED): FactRow {
  if (!url) return { key, label, value: missing };
  return isWebLink(url) ? { key, label, value: url, href: url } : { key, label, value: url };
}

/** "Nov 27, 2026" from the label's date (YYYY-MM-DD), the same in every time zone. */
export function labelDateText(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The price a visitor pays now: the intro rate while it lasts, otherwise the monthly price. */
export function priceNow(label: PlanLabel): number {
  return label.introRate && label.introRatePrice !== null ? label.introRatePrice : label.monthlyPrice;
}

/** "$35.00 a month for 12 months, then $45.00", or the plain monthly price. */
export function priceSummary(label: PlanLabel): string {
  if (label.introRate && label.introRatePrice !== null) {
    const term = label.introRateMonths !== null ? ` for ${months(label.introRateMonths)}` : '';
    return `${dollars(label.introRatePrice)} a month${term}, then ${dollars(label.monthlyPrice)}`;
  }
  return `${dollars(label.monthlyPrice)} a month`;
}

export function planName(label: Pick<PlanLabel, 'servicePlanName' | 'tierPlanName'>): string {
  return [label.servicePlanName, label.tierPlanName].filter(Boolean).join(' ') || NOT_PROVIDED;
}

function introRow(label: PlanLabel): string {
  if (label.introRate === null) return NOT_PROVIDED;
  if (!label.introRate) return 'This monthly price is not an introductory rate';
  if (label.introRatePrice === null) return `Introductory rate: price ${NOT_PROVIDED.toLowerCase()}`;
  const term = label.introRateMonths !== null ? months(label.introRateMonths) : 'a term not provided';
  return `${dollars(label.introRatePrice)} a month is an introductory rate for ${term}; then ${dollars(label.monthlyPrice)} a month`;
}

function dataIncluded(label: PlanLabel): string {
  // "Unlimited" on the label, or the allowance left blank: the FCC's format means no data cap.
  if (label.dataUnlimited) return 'Unlimited (no data cap)';
  if (label.monthlyDataAllowanceGb === null) return NOT_PROVIDED;
  const gb = label.monthlyDataAllowanceGb;
  return gb >= 1000 ? `${Number((gb / 1000).toFixed(2))} TB` : `${gb} GB`;
}

function overage(label: PlanLabel): string {
  if (typeof label.overUsagePrice === 'number' && typeof label.overUsageIncrementGb === 'number')
    return `${dollars(label.overUsagePrice).replace(/\.00$/, '')} per ${figure(label.overUsageIncrementGb)} GB`;
  if (label.dataUnlimited && !label.overUsageDataPrice) return NONE;
  if (!label.overUsageDataPrice) return NOT_PROVIDED;
  return label.additionalDataIncrements
    ? `${label.overUsageDataPrice} (in increments of ${label.additionalDataIncrements})`
    : label.overUsageDataPrice;
}

/** "Fixed broadband consumer disclosure", with the connection type when it says more than Fixed. */
function disclosure(label: PlanLabel): string {
  const kind = `${label.fixed ? 'Fixed' : 'Mobile'} broadband consumer disclosure`;
  if (!label.connectionType) return `${kind}, connection type not provided`;
  return /^(fixed|mobile)( broadband)?$/i.test(label.connectionType.trim())
    ? kind
    : `${kind}, ${label.connectionType}`;
}

/** The label, section by section, in the FCC label's order. */
export function factsOf(label: PlanLabel): FactSection[] {
  const contract = label.contractRequired
    ? `Required${label.contractMonths !== null ? `: ${months(label.contractMonths)}` : ` (length ${NOT_PROVIDED.toLowerCase()})`}`
    : NONE;
  return [
    {
      key: 'plan',
      title: 'Plan',
      rows: [
        { key: 'provider', label: 'Provider', value: label.providerName || NOT_PROVIDED },
        { key: 'plan', label: 'Plan', value: planName(label) },
        {
          key: 'disclosure',
          label: 'Disclosure',
          value: disclosure(label),
        },
      ],
    },
    {
      key: 'price',
      title: 'Monthly price',
      rows: [
        { key: 'monthlyPrice', label: 'Monthly price', value: dollars(priceNow(label)) },
        { key: 'introRate', label: 'Introductory rate', value: introRow(label) },
        { key: 'contract', label: 'Length of contract', value: contract },
        link(
          'contractTerms',
          'Contract terms',
          label.contractTermsUrl,
          label.contractRequired ? NOT_PROVIDED : NONE,
        ),
      ],
    },
    {
      key: 'charges',
      title: 'Additional charges and terms',
      rows: [
        { key: 'monthlyFees', label: 'Provider monthly fees', value: fees(label.monthlyFees) },
        {
          key: 'oneTimeFees',
          label: 'One-time fees at the time of purchase',
          value: fees(label.oneTimeFees),
        },
        {
          key: 'earlyTerminationFee',
          label: 'Early termination fee',
          value:
            label.earlyTerminationFee !== null
              ? dollars(label.earlyTerminationFee)
              : label.contractRequired
                ? NOT_PROVIDED
                : NONE,
        },
        { key: 'tax', label: 'Government taxes', value: label.tax || NOT_PROVIDED },
      ],
    },
    {
      key: 'discounts',
      title: 'Discounts and bundles',
      rows: [link('bundles', 'Available discounts and bundles', label.bundleDiscountsUrl)],
    },
    {
      key: 'speeds',
      title: 'Speeds provided with plan',
      rows: [
        {
          key: 'download',
          label: 'Typical download speed',
          value: typicalRange(label.typicalDownloadMbps, label.typicalDownloadMaxMbps, 'Mbps'),
        },
        {
          key: 'upload',
          label: 'Typical upload speed',
          value: typicalRange(label.typicalUploadMbps, label.typicalUploadMaxMbps, 'Mbps'),
        },
        {
          key: 'latency',
          label: 'Typical latency',
          value: typicalRange(label.typicalLatencyMs, label.typicalLatencyMaxMs, 'ms'),
        },
      ],
    },
    {
      key: 'data',
      title: 'Data',
      rows: [
        { key: 'dataIncluded', label: 'Data included with monthly price', value: dataIncluded(label) },
        { key: 'overage', label: 'Charges for additional data usage', value: overage(label) },
      ],
    },
    {
      key: 'policies',
      title: 'Policies',
      rows: [
        link(
          'dataPolicy',
          'Data allowance policy',
          label.dataAllowancePolicyUrl,
          label.dataUnlimited ? NONE : NOT_PROVIDED,
        ),
        link('networkPolicy', 'Network management policy', label.networkManagementPolicyUrl),
        link('privacyPolicy', 'Privacy policy', label.privacyPolicyUrl),
      ],
    },
    {
      key: 'support',
      title: 'Customer support',
      rows: [
        { key: 'phone', label: 'Phone', value: label.customerSupportPhone || NOT_PROVIDED },
        link('website', 'Website', label.customerSupportWeb),
      ],
    },
    {
      key: 'id',
      title: 'Unique plan identifier',
      rows: [{ key: 'uniquePlanId', label: 'Unique plan identifier', value: label.uniquePlanId }],
    },
  ];
}

/** Every row's key, in order (the comparison's rows). */
export function factKeys(): string[] {
  return factsOf(EMPTY_LABEL).flatMap((s) => s.rows.map((r) => r.key));
}

/** The label fields a plan request stores: what the visitor saw, row label → value. */
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
