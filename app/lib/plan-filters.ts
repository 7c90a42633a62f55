// The plan finder's state in the URL (/plans?zip=…&technology=…&minDownload=…&maxPrice=…&
// noContract=true&noDataCap=true&sort=…): the same names as GET /api/plans (contracts/plans.ts),
// so the page's query string is the API's. Pure; the URL is read by plan-url.ts (zod), which the
// page loads apart.
import type { BroadbandTechnology } from '../../contracts/availability';
import type { PlanSort } from '../../contracts/plans';

export type PlanFilters = {
  zip: string;
  technology: BroadbandTechnology[];
  minDownload: number | null;
  maxPrice: number | null;
  noContract: boolean;
  noDataCap: boolean;
  sort: PlanSort;
};

export const technologies: readonly { id: BroadbandTechnology; label: string }[] = [
  { id: 'fiber', label: 'Fiber' },
  { id: 'cable', label: 'Cable' },
  { id: 'dsl', label: 'DSL' },
  { id: 'fixed-wireless', label: 'Fixed wireless' },
  { id: 'satellite', label: 'Satellite' },
];

export const technologyLabel = (t: BroadbandTechnology): string =>
  technologies.find((x) => x.id === t)?.label ?? 'Other';

/** A plan's technology in words: "Fiber", or "Fiber or cable" when coverage leaves several. */
export function technologiesText(list: readonly BroadbandTechnology[]): string {
  return list
    .map((t, i) => (i === 0 || t === 'dsl' ? technologyLabel(t) : technologyLabel(t).toLowerCase()))
    .join(' or ');
}

export const sorts: readonly { id: PlanSort; label: string }[] = [
  { id: 'price', label: 'Lowest regular price' },
  { id: 'download', label: 'Fastest download' },
  { id: 'price-per-mbps', label: 'Lowest price per Mbps' },
];

export const minDownloadOptions = [25, 50, 100, 200, 300, 500, 1000] as const;
export const maxPriceOptions = [30, 40, 50, 60, 75, 100, 150] as const;

export const emptyFilters: PlanFilters = {
  zip: '',
  technology: [],
  minDownload: null,
  maxPrice: null,
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
  if (f.maxPrice !== null) p.set('maxPrice', String(f.maxPrice));
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
export function activeFilters(f: PlanFilters): { label: string; without: PlanFilters }[] {
  const out: { label: string; without: PlanFilters }[] = [];
  if (f.technology.length)
    out.push({
      label: `technology: ${f.technology.map(technologyLabel).join(', ')}`,
      without: { ...f, technology: [] },
    });
  if (f.minDownload !== null)
    out.push({ label: `at least ${f.minDownload} Mbps download`, without: { ...f, minDownload: null } });
  if (f.maxPrice !== null)
    out.push({ label: `at most $${f.maxPrice} a month`, without: { ...f, maxPrice: null } });
  if (f.noContract) out.push({ label: 'no contract', without: { ...f, noContract: false } });
  if (f.noDataCap) out.push({ label: 'no data cap', without: { ...f, noDataCap: false } });
  return out;
}
