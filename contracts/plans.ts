import { BroadbandTechnology } from './availability.ts';
import { INVALID_ZIP_MESSAGE, ZIP_PATTERN } from './rules.ts';
import { wholeNumberParam, z } from './zod.ts';

// GET /api/plans?zip=…: the Broadband Facts labels of the providers that report service in a
// ZIP with the plan's technology (decision 040), filtered and sorted by query parameters.

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const amount = (max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number')
    .transform(Number)
    .pipe(z.number().max(max));

/**
 * price: lowest advertised (regular) price first; monthly-cost: lowest price with monthly provider
 * fees first; first-year-cost: lowest first-year cost (intro rate, fees, one-time fees) first;
 * download: fastest first; price-per-mbps: cheapest per Mbps first (contracts/plan-select.ts).
 */
export const PlanSort = z.enum(['price', 'monthly-cost', 'first-year-cost', 'download', 'price-per-mbps']);
export type PlanSort = z.infer<typeof PlanSort>;

export const PlansQuery = z.strictObject({
  zip: z.string().trim().regex(ZIP_PATTERN, INVALID_ZIP_MESSAGE),
  /** One or more, comma-separated: fiber,cable,dsl,fixed-wireless,satellite,other. */
  technology: z
    .string()
    .transform((v) => v.split(',').map((t) => t.trim()))
    .pipe(z.array(BroadbandTechnology).min(1))
    .optional(),
  /** Minimum typical download speed, Mbps. */
  minDownload: amount(100_000).optional(),
  /** Minimum typical upload speed, Mbps (the speed calculator's upload need). */
  minUpload: amount(100_000).optional(),
  /** Maximum monthly price, dollars. */
  maxPrice: amount(100_000).optional(),
  /** Maximum typical latency, ms. */
  maxLatency: amount(100_000).optional(),
  noContract: flag.optional(),
  noDataCap: flag.optional(),
  sort: PlanSort.default('price'),
  limit: wholeNumberParam(1, 200, 50),
  /** Plans to skip (paging: every plan of a ZIP is reachable, `total` says how many there are). */
  offset: wholeNumberParam(0, 100_000, 0),
  /**
   * The page's language: es answers each plan with its provider's Spanish label where one is
   * imported, else the English one (its `language` says which).
   */
  language: z.enum(['en', 'es']).default('en'),
});
export type PlansQuery = z.infer<typeof PlansQuery>;

/**
 * One fee as the label words it: an amount (absent basis), an upper bound ("Up to 8.95": amount
 * is the bound), included in the price (amount 0) or varying (amount null: the label gives none).
 */
export const PlanFee = z.object({
  description: z.string(),
  amount: z.number().nullable(),
  basis: z.enum(['up-to', 'included', 'varies']).optional(),
});
export type PlanFee = z.infer<typeof PlanFee>;

/** A label's fields as imported (prices in dollars, speeds in Mbps, latency ms, time in months). */
export const PlanLabel = z.object({
  uniquePlanId: z.string(),
  frn: z.string(),
  fixed: z.boolean(),
  providerName: z.string(),
  servicePlanName: z.string().nullable(),
  tierPlanName: z.string().nullable(),
  connectionType: z.string(),
  /**
   * The technology the label's connection_type names. Null when it says only Fixed (the FCC's
   * format): the plan's technology then comes from the provider's coverage where it is offered.
   */
  technology: BroadbandTechnology.nullable(),
  /**
   * The label's language: a Spanish label is kept as that plan's Spanish version. In an answer of
   * /api/plans it is always given: es only when the page asked for Spanish and the provider
   * publishes a Spanish label for the plan.
   */
  language: z.enum(['en', 'es']).optional(),
  monthlyPrice: z.number(),
  introRate: z.boolean().nullable(),
  introRatePrice: z.number().nullable(),
  introRateMonths: z.number().nullable(),
  contractRequired: z.boolean(),
  contractMonths: z.number().nullable(),
  contractTermsUrl: z.string().nullable(),
  earlyTerminationFee: z.number().nullable(),
  oneTimeFees: z.array(PlanFee),
  monthlyFees: z.array(PlanFee),
  tax: z.string().nullable(),
  bundleDiscountsUrl: z.string().nullable(),
  /** Typical speeds and latency; a range on the label (`67 - 622`) is low here, high in *Max. */
  typicalDownloadMbps: z.number().nullable(),
  typicalDownloadMaxMbps: z.number().nullable().optional(),
  typicalUploadMbps: z.number().nullable(),
  typicalUploadMaxMbps: z.number().nullable().optional(),
  typicalLatencyMs: z.number().nullable(),
  typicalLatencyMaxMs: z.number().nullable().optional(),
  /** null with dataUnlimited: no data cap (Unlimited, or the allowance left blank or NULL). */
  monthlyDataAllowanceGb: z.number().nullable(),
  dataUnlimited: z.boolean(),
  /** The overage charge as written, and as numbers when it reads as dollars per GB increment. */
  overUsageDataPrice: z.string().nullable(),
  additionalDataIncrements: z.string().nullable(),
  overUsagePrice: z.number().nullable().optional(),
  overUsageIncrementGb: z.number().nullable().optional(),
  dataAllowancePolicyUrl: z.string().nullable(),
  networkManagementPolicyUrl: z.string().nullable(),
  privacyPolicyUrl: z.string().nullable(),
  customerSupportPhone: z.string().nullable(),
  customerSupportWeb: z.string().nullable(),
});
export type PlanLabel = z.infer<typeof PlanLabel>;

export const Plan = z.object({
  /** This version of the label (keep it with a lead: the label the visitor saw). */
  labelId: z.string(),
  name: z.string(),
  provider: z.object({ frn: z.string(), name: z.string() }),
  /**
   * The plan's technology: one when the label names it (`technologyFrom: label`), the plan's name
   * says it (`plan-name`) or the provider reports only one in the ZIP (`coverage`); several when
   * the provider reports more than one here and nothing tells which ("fiber or cable").
   */
  technologies: z.array(BroadbandTechnology).min(1),
  technologyFrom: z.enum(['label', 'plan-name', 'coverage']),
  /** The date this version of the label was first imported (the label's version). */
  labelDate: z.string(),
  monthlyPrice: z.number(),
  typicalDownloadMbps: z.number().nullable(),
  typicalUploadMbps: z.number().nullable(),
  /** monthlyPrice / typicalDownloadMbps, null without a typical download speed. */
  pricePerMbps: z.number().nullable(),
  /** What the plan costs with its provider fees (contracts/plan-select.ts, planCost). */
  cost: z.object({
    monthlyCost: z.number(),
    firstYearCost: z.number(),
    upTo: z.boolean(),
    varies: z.boolean(),
  }),
  contractRequired: z.boolean(),
  dataUnlimited: z.boolean(),
  /** The provider's maximum advertised download in the ZIP for this technology (FCC BDC). */
  zipMaxDownloadMbps: z.number(),
  /** Whether that maximum reaches the label's typical download (null: the label gives none). */
  reachesTypicalSpeed: z.boolean().nullable(),
  sample: z.boolean(),
  label: PlanLabel,
});
export type Plan = z.infer<typeof Plan>;

export const PlansResponse = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  /** coverage: answered from imported coverage; none: no coverage of this ZIP's state is imported. */
  basis: z.enum(['coverage', 'none']),
  sample: z.boolean(),
  asOf: z.string().nullable(),
  /** Plans matching the filters, before offset and limit. */
  total: z.number().int(),
  offset: z.number().int(),
  plans: z.array(Plan),
});
export type PlansResponse = z.infer<typeof PlansResponse>;
