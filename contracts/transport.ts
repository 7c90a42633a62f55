// Names and shapes the browser (app/lib/api.ts) and the server share on the wire. Zod-free, so the
// page bundle imports them without pulling in the schemas of contracts/api.ts.

/** GET /api/csrf sets this readable cookie; every non-GET echoes it in CSRF_HEADER. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 201 answer of the lead endpoints (and of a replay with the same Idempotency-Key). */
export type LeadResponse = { message: string; id: string };

/** The port the server listens on, and the origin the build and server assume, when unset. */
export const DEFAULT_PORT = 3000;

/** SITE_URL, or the local origin on PORT: one default for the build and the server. */
export function siteUrlFrom(env: { SITE_URL?: string; PORT?: string }): string {
  const port = env.PORT?.trim() || String(DEFAULT_PORT);
  const url = env.SITE_URL?.trim() || `http://localhost:${port}`;
  return url.replace(/\/+$/, '');
}
