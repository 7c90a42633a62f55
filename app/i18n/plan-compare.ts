// The plan finder's comparison (app/components/plans/plan-compare.tsx, loaded when a plan is first
// ticked to compare): its own area, so its words travel in its chunk, not in the finder's first
// load. The Spanish twin is plan-compare.es.ts.
export const planCompare = {
  heading: (n: number) => `Compare ${n} plans`,
  close: 'Close comparison',
  /** Around the "differs" mark: "Rows marked [differs] are where the plans are not the same." */
  legendBefore: 'Rows marked',
  differs: 'differs',
  legendAfter: 'are where the plans are not the same.',
  sample: 'Sample data: fictional providers and plans.',
  /** Narrow screens: names the buttons that pick the plan shown. */
  planShown: 'Plan shown',
  caption: 'Broadband Facts of the plans compared, row by row',
  /** The comparison's first rows: what each plan costs with its fees (contracts/plan-select.ts). */
  cost: {
    section: 'What it costs',
    monthly: 'Monthly cost with provider fees',
    firstYear: 'First-year cost (intro rate, fees, one-time fees)',
  },
  remove: 'Remove',
  /** After "Remove", for screen readers: the provider and the plan. */
  removeWhat: (provider: string, plan: string) => ` ${provider} ${plan} from the comparison`,
};

export type PlanCompareMessages = typeof planCompare;
