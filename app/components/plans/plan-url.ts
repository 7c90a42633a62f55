// The plan finder's URL (and its controls' values) read through a zod schema in which every field
// has its default: anything missing or malformed is left out, never cast. The technologies and
// sorts are the API's own (contracts/plans.ts: the page's query string is the API's). Not in the
// finder's initial JS: zod would put /plans over its budget (scripts/check-budgets.ts), so
// plans.tsx loads this module while the page hydrates and reads the URL once both are done.
import { BroadbandTechnology } from '../../../contracts/availability';
import { PlanSort } from '../../../contracts/plans';
import { z } from '../../../contracts/zod.ts';
import type { PlanFilters } from './plan-filters';

const Sort = PlanSort.catch('price');
/** Dollars or Mbps: up to six digits and two decimals; anything else is no filter. */
const Amount = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/)
  .transform(Number)
  .nullable()
  .catch(null);
const Flag = z
  .enum(['true', '1'])
  .transform(() => true)
  .catch(false);

/** The finder's query string, each field its default when missing or malformed. */
const FinderUrl = z.object({
  zip: z.string().trim().catch(''),
  /** Comma-separated; a technology the API does not know is dropped, the others kept once. */
  technology: z
    .string()
    .transform((v) => [
      ...new Set(
        v.split(',').flatMap((t) => {
          const known = BroadbandTechnology.safeParse(t.trim());
          return known.success ? [known.data] : [];
        }),
      ),
    ])
    .catch([]),
  minDownload: Amount,
  minUpload: Amount,
  maxPrice: Amount,
  maxLatency: Amount,
  noContract: Flag,
  noDataCap: Flag,
  sort: Sort,
});

export function parseFilters(search: string): PlanFilters {
  return FinderUrl.parse(Object.fromEntries(new URLSearchParams(search)));
}

/** A sort control's value (the default when it is not one of the sorts). */
export const readSort = (value: string): PlanSort => Sort.parse(value);
/** A speed or price control's value (no filter when empty or not an amount). */
export const readAmount = (value: string): number | null => Amount.parse(value);
