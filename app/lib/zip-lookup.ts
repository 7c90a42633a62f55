// Browser side of the availability-by-ZIP lookup: GET /api/availability/{zip} (a GET needs no
// CSRF token), one request per ZIP per page view, and the last ZIP remembered for the session so
// every zip prompt on the next page starts from it. Type-only import: no zod in the bundle.
import type { AvailabilityResponse } from '../../contracts/availability';

export type ZipLookupResult =
  | { status: 'found'; data: AvailabilityResponse }
  | { status: 'unknown'; zip: string }
  | { status: 'failed'; zip: string };

export type RememberedZip = { zip: string; city?: string };

const STORAGE_KEY = 'homewire.zip';
/** Fired on window when a prompt remembers a ZIP, so the page's other prompts can follow. */
export const ZIP_EVENT = 'homewire:zip';

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

export function rememberedZip(): RememberedZip | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<RememberedZip>;
    return typeof value.zip === 'string' && isZip(value.zip)
      ? { zip: value.zip, city: typeof value.city === 'string' ? value.city : undefined }
      : undefined;
  } catch {
    return undefined; // storage disabled or a malformed value: start empty
  }
}

export function rememberZip(value: RememberedZip): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage disabled (private mode, quota): the prompt still works, it just won't prefill
  }
  window.dispatchEvent(new CustomEvent<RememberedZip>(ZIP_EVENT, { detail: value }));
}
