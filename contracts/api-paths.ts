// Every API path, once, for both sides: the server registers its routes with these patterns and
// the browser builds its requests with apiPath(). No zod here (the public pages import it), and
// no path spelled by hand elsewhere: scripts/api-paths.test.ts reads the sources and checks both.

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

/** The console's API (apart, so the public pages do not carry it). */
export const ADMIN_API = {
  me: '/api/admin/me',
  events: '/api/admin/events',
  assignees: '/api/admin/assignees',
  queues: '/api/admin/queues',
  leads: '/api/admin/leads',
  leadsExport: '/api/admin/leads/export.csv',
  lead: '/api/admin/leads/:id',
  leadAssign: '/api/admin/leads/:id/assign',
  leadNotes: '/api/admin/leads/:id/notes',
  leadStatus: '/api/admin/leads/:id/status',
  reports: '/api/admin/reports',
  audit: '/api/admin/audit',
  outbox: '/api/admin/outbox',
  outboxRetry: '/api/admin/outbox/:id/retry',
  operators: '/api/admin/operators',
  operatorDisable: '/api/admin/operators/:id/disable',
  operatorEnrollment: '/api/admin/operators/:id/enrollment',
  privacyRequests: '/api/admin/privacy-requests',
  data: '/api/admin/data',
  dataLabels: '/api/admin/data/labels',
  enrollOptions: '/api/admin/auth/enroll/options',
  enrollVerify: '/api/admin/auth/enroll/verify',
  signInOptions: '/api/admin/auth/signin/options',
  signInVerify: '/api/admin/auth/signin/verify',
  signOut: '/api/admin/auth/signout',
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
