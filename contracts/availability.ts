import { INVALID_ZIP_MESSAGE, ZIP_PATTERN } from './rules.ts';
import { z } from './zod.ts';

// GET /api/availability/{zip}: which providers may serve a ZIP code's area. A ZIP code is not a
// service boundary (docs/routes.md, departures), so the answer lists providers that *may* be available;
// the exact check is the availability request with an address.

/** A US ZIP code as typed (the +4 is ignored for the lookup). */
export { ZIP_PATTERN } from './rules.ts';

/** The path parameter of GET /api/availability/{zip}. */
export const AvailabilityParams = z.object({
  zip: z.string().trim().regex(ZIP_PATTERN, INVALID_ZIP_MESSAGE),
});
export type AvailabilityParams = z.infer<typeof AvailabilityParams>;

/** How a provider's presence in the area was decided. */
export const CoverageBasis = z.enum([
  /** The provider serves every state and DC (satellite, streaming). */
  'nationwide',
  /** The provider lists this state in its public footprint; coverage inside the state varies. */
  'state',
  /** No public state list: only an address check can tell. */
  'check-address',
]);
export type CoverageBasis = z.infer<typeof CoverageBasis>;

export const AvailableProvider = z.object({
  slug: z.string(),
  name: z.string(),
  /** The provider's detail page on this site. */
  path: z.string().startsWith('/'),
  coverage: CoverageBasis,
});
export type AvailableProvider = z.infer<typeof AvailableProvider>;

export const InternetTechnologyGroup = z.object({
  type: z.enum(['5g-fixed-wireless', 'cable', 'fiber', 'dsl-fiber', 'satellite']),
  label: z.string(),
  providers: z.array(AvailableProvider),
});
export type InternetTechnologyGroup = z.infer<typeof InternetTechnologyGroup>;

/** Fixed broadband technologies as the site names them (BDC codes and label connection types map here). */
export const BroadbandTechnology = z.enum(['fiber', 'cable', 'dsl', 'fixed-wireless', 'satellite', 'other']);
export type BroadbandTechnology = z.infer<typeof BroadbandTechnology>;

/** One BDC technology a provider reports in the ZIP. */
export const CoverageTechnology = z.object({
  /** The FCC BDC technology code (10, 40, 50, 60, 61, 70, 71, 72, 0). */
  code: z.number().int(),
  type: BroadbandTechnology,
  /** The technology in words ("Fiber to the premises", "Cable", …). */
  label: z.string(),
  maxDownloadMbps: z.number(),
  maxUploadMbps: z.number(),
  /** Residential locations in the ZIP the provider reports with this technology. */
  locations: z.number().int(),
  /** Their share of every location with any reported service in the ZIP, 0..1. */
  share: z.number().min(0).max(1),
  /** Every location reported has latency under 100 ms. */
  lowLatency: z.boolean(),
});
export type CoverageTechnology = z.infer<typeof CoverageTechnology>;

export const CoverageProvider = z.object({
  /** The provider's FCC Registration Number (10 digits). */
  frn: z.string().regex(/^\d{10}$/),
  /** The brand name it reports to the FCC. */
  name: z.string(),
  technologies: z.array(CoverageTechnology),
  maxDownloadMbps: z.number(),
  maxUploadMbps: z.number(),
  /** The largest share of one of its technologies (a location may be served by several). */
  share: z.number().min(0).max(1),
  /** The provider's page on this site, when its brand is one the site covers. */
  path: z.string().startsWith('/').optional(),
});
export type CoverageProvider = z.infer<typeof CoverageProvider>;

/**
 * The internet answer from imported coverage (basis "coverage": FCC Broadband Data Collection,
 * residential, rolled up to the ZIP), or "estimate" when no coverage of the ZIP's state is
 * imported: then providers is empty and the state-footprint groups of `providers` are the answer.
 */
export const InternetCoverage = z.object({
  basis: z.enum(['coverage', 'estimate']),
  /** The generated sample data shipped for a fresh install, not real coverage. */
  sample: z.boolean(),
  /** The data's "as of" date (YYYY-MM-DD); null for an estimate. */
  asOf: z.string().nullable(),
  /** Locations with any residential service reported in the ZIP. */
  locations: z.number().int(),
  /** Most locations served first. */
  providers: z.array(CoverageProvider),
});
export type InternetCoverage = z.infer<typeof InternetCoverage>;

export const AvailabilityResponse = z.object({
  /** The 5-digit ZIP looked up (without a +4). */
  zip: z.string().regex(/^\d{5}$/),
  city: z.string(),
  /** Two-letter USPS code (states, DC, territories, military). */
  state: z.string().length(2),
  providers: z.object({
    /** Grouped by technology, in the order of the internet listing. Empty groups are left out. */
    internet: z.array(InternetTechnologyGroup),
    tv: z.array(AvailableProvider),
    streaming: z.array(AvailableProvider),
  }),
  /** Internet providers reported in the ZIP itself (or why there is only the state estimate). */
  coverage: InternetCoverage,
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;
