// Browser side of the availability-by-ZIP lookup: GET /api/availability/{zip} (a GET needs no
// CSRF token), one request per ZIP per page view, and the last ZIP remembered for the session so
// every zip prompt on the next page starts from it. Type-only import: no zod in the bundle.
import type { AvailabilityResponse } from '../../contracts/availability';

export type ZipLookupResult =
  | { status: 'found'; data: AvailabilityResponse }
  | { status: 'unknown'; zip: string }
  | { status: 'failed'; zip: string };

const STORAGE_KEY = 'homewire.zip';

const inflight = new Map<string, Promise<ZipLookupResult>>();

export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

async function fetchZip(zip: string): Promise<ZipLookupResult> {
  try {
    const res = await fetch(`/api/availability/${zip}`, { headers: { accept: 'application/json' } });
    if (res.status === 404) return { status: 'unknown', zip };
    if (!res.ok) return { status: 'failed', zip };
    return { status: 'found', data: (await res.json()) as AvailabilityResponse };
  } catch {
    return { status: 'failed', zip };
  }
}

/** Looks a 5-digit ZIP up; answers are kept for the page view, failures are retried next time. */
export function lookupZip(zip: string): Promise<ZipLookupResult> {
  let pending = inflight.get(zip);
  if (!pending) {
    pending = fetchZip(zip).then((result) => {
      if (result.status === 'failed') inflight.delete(zip);
      return result;
    });
    inflight.set(zip, pending);
  }
  return pending;
}

/** The last ZIP looked up in this session (the city comes again with its lookup). */
export function rememberedZip(): string | undefined {
  try {
    const zip = sessionStorage.getItem(STORAGE_KEY);
    return zip && isZip(zip) ? zip : undefined;
  } catch {
    return undefined; // storage disabled: start empty
  }
}

export function rememberZip(zip: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, zip);
  } catch {
    // storage disabled (private mode, quota): the prompt still works, it just won't prefill
  }
}
