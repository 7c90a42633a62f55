// The plan finder's state in the URL (/plans?zip=…&technology=…&minDownload=…&minUpload=…&maxPrice=…&
// maxLatency=…&noContract=true&noDataCap=true&sort=…): the same names as GET /api/plans (contracts/plans.ts),
// so the page's query string is the API's. Pure; the URL is read by plan-url.ts (zod), which the
// page loads apart.
import type { BroadbandTechnology } from '../../../contracts/availability';
import type { PlanFilterQuery } from '../../../contracts/plan-select';
import type { PlanSort } from '../../../contracts/plans';
import { type PlanFinderMessages, planFinder } from '../../i18n/plan-finder';

/** The words the filters are said in: the plan finder's area in the page's language (English by default). */
type Words = Pick<PlanFinderMessages, 'technologies' | 'technologiesOr' | 'sorts' | 'activeFilters'>;

export type PlanFilters = {
  zip: string;
  technology: BroadbandTechnology[];
  minDownload: number | null;
  minUpload: number | null;
  maxPrice: number | null;
  maxLatency: number | null;
  noContract: boolean;
  noDataCap: boolean;
  sort: PlanSort;
};

/** The technologies a visitor can filter on, in this order. */
export const technologies: readonly BroadbandTechnology[] = [
  'fiber',
  'cable',
  'dsl',
  'fixed-wireless',
  'satellite',
];

export const technologyLabel = (t: BroadbandTechnology, w: Words = planFinder): string =>
  w.technologies[t] ?? w.technologies.other;

/** A plan's technology in words: "Fiber", or "Fiber or cable" when coverage leaves several. */
export function technologiesText(list: readonly BroadbandTechnology[], w: Words = planFinder): string {
  return list
    .map((t, i) => (i === 0 || t === 'dsl' ? technologyLabel(t, w) : technologyLabel(t, w).toLowerCase()))
    .join(w.technologiesOr);
}

/** The sorts, in the order the control lists them (their words: the area's `sorts`). */
export const sorts: readonly PlanSort[] = [
  'price',
  'monthly-cost',
  'first-year-cost',
  'download',
  'price-per-mbps',
];

export const minDownloadOptions = [25, 50, 100, 200, 300, 500, 1000] as const;
export const minUploadOptions = [5, 10, 20, 35, 50, 100, 500] as const;
export const maxPriceOptions = [30, 40, 50, 60, 75, 100, 150] as const;
/** Typical latency, ms: fiber and cable usually under 30, low-orbit satellite 30-60, geostationary 600. */
export const maxLatencyOptions = [20, 30, 50, 100] as const;

export const emptyFilters: PlanFilters = {
  zip: '',
  technology: [],
  minDownload: null,
  minUpload: null,
  maxPrice: null,
  maxLatency: null,
  noContract: false,
  noDataCap: false,
  sort: 'price',
};

/** The query string for the page and for GET /api/plans (defaults left out). */
export function filtersQuery(f: PlanFilters): string {
  const p = new URLSearchParams();
  if (f.zip) p.set('zip', f.zip);
  if (f.technology.length) p.set('technology', f.technology.join(','));
  if (f.minDownload !== null) p.set('minDownload', String(f.minDownload));
  if (f.minUpload !== null) p.set('minUpload', String(f.minUpload));
  if (f.maxPrice !== null) p.set('maxPrice', String(f.maxPrice));
  if (f.maxLatency !== null) p.set('maxLatency', String(f.maxLatency));
  if (f.noContract) p.set('noContract', 'true');
  if (f.noDataCap) p.set('noDataCap', 'true');
  if (f.sort !== 'price') p.set('sort', f.sort);
  return p.toString();
}

/** Five digits, or ZIP+4 (the API answers for the first five). */
export function isValidZip(zip: string): boolean {
  return /^\d{5}(?:-?\d{4})?$/.test(zip);
}

/** The filters in use, in words, each with the change that removes it ("filter to loosen"). */
export function activeFilters(
  f: PlanFilters,
  w: Words = planFinder,
): { label: string; without: PlanFilters }[] {
  const out: { label: string; without: PlanFilters }[] = [];
  const a = w.activeFilters;
  if (f.technology.length)
    out.push({
      label: a.technology(f.technology.map((t) => technologyLabel(t, w)).join(', ')),
      without: { ...f, technology: [] },
    });
  if (f.minDownload !== null)
    out.push({ label: a.minDownload(f.minDownload), without: { ...f, minDownload: null } });
  if (f.minUpload !== null) out.push({ label: a.minUpload(f.minUpload), without: { ...f, minUpload: null } });
  if (f.maxPrice !== null) out.push({ label: a.maxPrice(f.maxPrice), without: { ...f, maxPrice: null } });
  if (f.maxLatency !== null)
    out.push({ label: a.maxLatency(f.maxLatency), without: { ...f, maxLatency: null } });
  if (f.noContract) out.push({ label: a.noContract, without: { ...f, noContract: false } });
  if (f.noDataCap) out.push({ label: a.noDataCap, without: { ...f, noDataCap: false } });
  return out;
}

/** The filters as the query contracts/plan-select.ts applies (the API's, null meaning none). */
export function filterQuery(f: PlanFilters): PlanFilterQuery & { sort: PlanSort } {
  const given = (n: number | null) => n ?? undefined;
  return {
    technology: f.technology,
    minDownload: given(f.minDownload),
    minUpload: given(f.minUpload),
    maxPrice: given(f.maxPrice),
    maxLatency: given(f.maxLatency),
    noContract: f.noContract,
    noDataCap: f.noDataCap,
    sort: f.sort,
  };
}
