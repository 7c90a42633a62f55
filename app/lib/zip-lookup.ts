// Browser side of the availability-by-ZIP lookup: GET /api/availability/{zip} through the API
// client (a GET needs no CSRF token), one request per ZIP per page view. The prompt loads this
// module with its first lookup (zip-prompt.tsx), so a page carries only zip-memory.ts until a
// visitor looks a ZIP up. Type-only import of the contract: no zod in the bundle.
import { API, apiPath } from '../../contracts/api-paths';
import type { AvailabilityResponse } from '../../contracts/availability';
import { ApiError, apiGet } from './api-core';

export { isZip, rememberedZip, rememberZip } from './zip-memory';

export type ZipLookupResult =
  | { status: 'found'; data: AvailabilityResponse }
  | { status: 'unknown'; zip: string }
  | { status: 'failed'; zip: string };

const inflight = new Map<string, Promise<ZipLookupResult>>();

async function fetchZip(zip: string): Promise<ZipLookupResult> {
  try {
    return { status: 'found', data: await apiGet<AvailabilityResponse>(apiPath(API.availability, { zip })) };
  } catch (e) {
    return e instanceof ApiError && e.status === 404 ? { status: 'unknown', zip } : { status: 'failed', zip };
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
