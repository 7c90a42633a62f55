import { describe, expect, it } from 'vitest';
import { EMPTY_LABEL } from '../app/components/plans/broadband-facts';
import { matchesPlan, planCost, selectPlans } from './plan-select';
import type { Plan, PlanLabel } from './plans';

/** A fiber plan's label: the finder's empty label with the fields these tests read. */
const label = (over: Partial<PlanLabel> = {}): PlanLabel => ({
  ...EMPTY_LABEL,
  uniquePlanId: 'F0000000001PLAN0000000001',
  frn: '0000000001',
  providerName: 'Alpha',
  technology: 'fiber',
  monthlyPrice: 45,
  introRate: false,
  typicalDownloadMbps: 300,
  typicalUploadMbps: 300,
  typicalLatencyMs: 10,
  dataUnlimited: true,
  ...over,
});

const plan = (id: string, l: PlanLabel, technologies: Plan['technologies'] = ['fiber']): Plan => ({
  labelId: id,
  name: 'Alpha 300',
  provider: { frn: l.frn, name: l.providerName },
  technologies,
  technologyFrom: 'label',
  labelDate: '2026-11-27',
  monthlyPrice: l.monthlyPrice,
  typicalDownloadMbps: l.typicalDownloadMbps,
  typicalUploadMbps: l.typicalUploadMbps,
  pricePerMbps: l.typicalDownloadMbps ? l.monthlyPrice / l.typicalDownloadMbps : null,
  cost: planCost(l),
  contractRequired: l.contractRequired,
  dataUnlimited: l.dataUnlimited,
  zipMaxDownloadMbps: 1000,
  reachesTypicalSpeed: true,
  sample: false,
  label: l,
});

describe('a plan’s true cost', () => {
  it('is the price when the label lists no fee', () => {
    expect(planCost(label())).toEqual({ monthlyCost: 45, firstYearCost: 540, upTo: false, varies: false });
  });

  it('adds monthly provider fees each month and one-time fees once; an included fee adds nothing', () => {
    const cost = planCost(
      label({
        monthlyFees: [
          { description: 'Equipment', amount: 15 },
          { description: 'Network', amount: 0, basis: 'included' },
        ],
        oneTimeFees: [{ description: 'Installation', amount: 99.99 }],
      }),
    );
    expect(cost).toEqual({ monthlyCost: 60, firstYearCost: 12 * 60 + 99.99, upTo: false, varies: false });
  });

  it('counts the intro rate for its months (at most twelve) and the regular price after', () => {
    const intro = (months: number | null) =>
      planCost(label({ introRate: true, introRatePrice: 30, introRateMonths: months })).firstYearCost;
    expect(intro(6)).toBe(6 * 30 + 6 * 45);
    expect(intro(24)).toBe(12 * 30);
    // A term the label leaves out: the regular price all year (never less than the visitor pays).
    expect(intro(null)).toBe(12 * 45);
  });

  it('counts an "up to" fee at its bound and says so; a fee without an amount is left out and said', () => {
    const cost = planCost(
      label({
        monthlyFees: [
          { description: 'Modem', amount: 8.95, basis: 'up-to' },
          { description: 'Broadcast TV', amount: null, basis: 'varies' },
        ],
      }),
    );
    expect(cost).toEqual({ monthlyCost: 53.95, firstYearCost: 647.4, upTo: true, varies: true });
  });
});

describe('the finder’s filters and sorts (the API’s and the browser’s)', () => {
  const cheapWithFees = plan(
    'a',
    label({
      monthlyPrice: 40,
      monthlyFees: [{ description: 'Equipment', amount: 15 }],
      typicalLatencyMs: 30,
    }),
  );
  const plain = plan('b', label({ monthlyPrice: 50, typicalLatencyMs: null }));
  const satellite = plan('c', label({ monthlyPrice: 50, typicalLatencyMs: 600 }), ['satellite']);
  const all = [satellite, cheapWithFees, plain];

  it('sorts by the advertised price, by the price with fees and by the first year', () => {
    const ids = (sort: Parameters<typeof selectPlans>[1]['sort']) =>
      selectPlans(all, { sort }).map((p) => p.labelId);
    // At an equal key the wired plan comes first.
    expect(ids('price')).toEqual(['a', 'b', 'c']);
    expect(ids('monthly-cost')).toEqual(['b', 'c', 'a']);
    expect(ids('first-year-cost')).toEqual(['b', 'c', 'a']);
  });

  it('filters on latency: a label without one does not pass', () => {
    expect(all.filter((p) => matchesPlan(p, { maxLatency: 50 })).map((p) => p.labelId)).toEqual(['a']);
    expect(all.filter((p) => matchesPlan(p, {})).length).toBe(3);
    expect(all.filter((p) => matchesPlan(p, { technology: ['satellite'] })).map((p) => p.labelId)).toEqual([
      'c',
    ]);
  });
});
