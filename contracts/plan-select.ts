// Which of a ZIP's plans a finder query shows, in which order, and what each costs: one function
// for GET /api/plans (server/broadband/answers.ts) and for the finder in the browser, which filters
// and sorts the ZIP's plans it already holds without a round trip (issue 39 item 2). Pure, and
// free of zod (types only), so that it can sit in the finder's JavaScript.
import type { BroadbandTechnology } from './availability';
import type { Plan, PlanFee, PlanLabel, PlanSort } from './plans';

/** A finder query's filters (GET /api/plans's, absent meaning no filter). */
export type PlanFilterQuery = {
  technology?: readonly BroadbandTechnology[] | undefined;
  minDownload?: number | undefined;
  minUpload?: number | undefined;
  maxPrice?: number | undefined;
  maxLatency?: number | undefined;
  noContract?: boolean | undefined;
  noDataCap?: boolean | undefined;
};

/**
 * What a plan costs beyond its advertised price, from its label:
 * - monthlyCost: the regular monthly price plus every monthly provider fee with an amount (a fee
 *   "up to" an amount counted at that amount: the most the visitor is told they may pay);
 * - firstYearCost: twelve months at the intro rate while it lasts (when the label gives its term),
 *   then the regular price, plus twelve months of those fees and every one-time fee with an amount;
 * - upTo: a fee was counted at its upper bound; varies: a fee has no amount on the label (the cost
 *   leaves it out and the page says so).
 */
export type PlanCost = { monthlyCost: number; firstYearCost: number; upTo: boolean; varies: boolean };

const cents = (n: number) => Math.round(n * 100) / 100;

function feeTotal(fees: readonly PlanFee[]): { total: number; upTo: boolean; varies: boolean } {
  let total = 0;
  let upTo = false;
  let varies = false;
  for (const f of fees) {
    if (f.basis === 'included') continue;
    if (f.amount === null || !Number.isFinite(f.amount)) {
      varies = true;
      continue;
    }
    total += f.amount;
    if (f.basis === 'up-to') upTo = true;
  }
  return { total, upTo, varies };
}

type CostFields = Pick<
  PlanLabel,
  'monthlyPrice' | 'introRate' | 'introRatePrice' | 'introRateMonths' | 'monthlyFees' | 'oneTimeFees'
>;

export function planCost(label: CostFields): PlanCost {
  const monthly = feeTotal(label.monthlyFees);
  const once = feeTotal(label.oneTimeFees);
  const introMonths =
    label.introRate && label.introRatePrice !== null && label.introRateMonths !== null
      ? Math.min(12, Math.max(0, label.introRateMonths))
      : 0;
  const prices = introMonths * (label.introRatePrice ?? 0) + (12 - introMonths) * label.monthlyPrice;
  return {
    monthlyCost: cents(label.monthlyPrice + monthly.total),
    firstYearCost: cents(prices + 12 * monthly.total + once.total),
    upTo: monthly.upTo || once.upTo,
    varies: monthly.varies || once.varies,
  };
}

/** Whether a plan passes every filter of a query (a filter on a figure the label lacks fails it). */
export function matchesPlan(plan: Plan, q: PlanFilterQuery): boolean {
  const atLeast = (v: number | null, min: number | undefined) =>
    min === undefined || (v !== null && v >= min);
  const atMost = (v: number | null, max: number | undefined) => max === undefined || (v !== null && v <= max);
  if (q.technology?.length && !plan.technologies.some((t) => q.technology?.includes(t))) return false;
  return (
    atLeast(plan.typicalDownloadMbps, q.minDownload) &&
    atLeast(plan.typicalUploadMbps, q.minUpload) &&
    atMost(plan.monthlyPrice, q.maxPrice) &&
    atMost(plan.label.typicalLatencyMs, q.maxLatency) &&
    (!q.noContract || !plan.contractRequired) &&
    (!q.noDataCap || plan.dataUnlimited)
  );
}

/** Satellite last at an equal sort key: a wired plan serves better at the same price or speed. */
const satelliteRank = (p: Plan) => (p.technologies.every((t) => t === 'satellite') ? 1 : 0);
const nullLast = (v: number | null) => (v === null ? Number.POSITIVE_INFINITY : v);

/** Each sort's first key (lower first); ties go to wired plans, then the lower price, then the id. */
const sortKey: Record<PlanSort, (p: Plan) => number> = {
  price: (p) => p.monthlyPrice,
  download: (p) => -(p.typicalDownloadMbps ?? -1),
  'price-per-mbps': (p) => nullLast(p.pricePerMbps),
  'monthly-cost': (p) => p.cost.monthlyCost,
  'first-year-cost': (p) => p.cost.firstYearCost,
};

/** A new array of the plans in a sort's order. */
export function sortPlans(plans: readonly Plan[], sort: PlanSort): Plan[] {
  const key = sortKey[sort];
  return plans
    .map((p) => ({ p, k: key(p) }))
    .sort(
      (a, b) =>
        a.k - b.k ||
        satelliteRank(a.p) - satelliteRank(b.p) ||
        a.p.monthlyPrice - b.p.monthlyPrice ||
        (a.p.labelId < b.p.labelId ? -1 : a.p.labelId > b.p.labelId ? 1 : 0),
    )
    .map((x) => x.p);
}

/** The plans a query shows, in its order. */
export const selectPlans = (plans: readonly Plan[], q: PlanFilterQuery & { sort: PlanSort }): Plan[] =>
  sortPlans(
    plans.filter((p) => matchesPlan(p, q)),
    q.sort,
  );
