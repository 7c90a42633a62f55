import { INVALID_ZIP_MESSAGE, ZIP_PATTERN } from './rules.ts';
import { z } from './zod.ts';

// GET /api/availability/{zip}: which providers may serve a ZIP code's area. A ZIP code is not a
// service boundary (DESIGN.md, departures), so the answer lists providers that *may* be available;
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
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;
