// Every API path, once, for both sides: the server registers its routes with these patterns and
// the browser builds its requests with apiPath(). No zod here (the public pages import it), and
// no path spelled by hand elsewhere: scripts/api-paths.test.ts reads the sources and checks both.
// The console's paths are in admin-api-paths.ts, so the public pages do not carry them.

import type { ADMIN_API } from './admin-api-paths.ts';

export const API = {
  csrf: '/api/csrf',
  contact: '/api/send-contact-email',
  packageRequest: '/api/send-package-email',
  availability: '/api/availability/:zip',
  plans: '/api/plans',
  tvProvider: '/api/tv-providers/:slug',
  consent: '/api/consent',
  privacyRequests: '/api/privacy-requests',
  privacyConfirm: '/api/privacy-requests/confirm',
} as const;

/** Any path pattern of the tables. */
export type ApiPattern = (typeof API)[keyof typeof API] | (typeof ADMIN_API)[keyof typeof ADMIN_API];

/** The names a pattern's `:params` take. */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string | number | boolean | undefined> | URLSearchParams | string;

/**
 * A request path from a pattern: each `:param` filled (URI-encoded), then the query, if any
 * (undefined values left out). `apiPath(ADMIN_API.lead, { id })`, `apiPath(API.plans, {}, query)`.
 */
export function apiPath<P extends ApiPattern>(
  pattern: P,
  ...[params, query]: Params<P> extends never
    ? [params?: Record<string, never>, query?: Query]
    : [params: Record<Params<P>, string>, query?: Query]
): string {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
  if (query === undefined) return path;
  let search: string;
  if (typeof query === 'string') search = query.replace(/^\?/, '');
  else if (query instanceof URLSearchParams) search = query.toString();
  else {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) p.set(k, String(v));
    search = p.toString();
  }
  return search ? `${path}?${search}` : path;
}
