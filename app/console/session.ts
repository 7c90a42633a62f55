// The console's session, for its route modules' clientLoader, clientAction and clientMiddleware:
// every /api/admin request goes through the site's one fetch client (app/lib/api.ts: timeout,
// CSRF token, one retry on a 403), and a request that finds no session (401) becomes a redirect
// to /admin/sign-in that brings the operator back to where they were.
import { createContext, data, href, type RouterContext, replace } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import type { ConsoleOperator, OperatorRole, SignedIn } from '../../contracts/console.ts';
import { ApiError, type ApiRequestOptions, apiRequest } from '../lib/api';
import { resumeChanges } from './lead-changes';
import { pruneDrafts, stashDrafts } from './note-draft';

/** The signed-in operator, set by the console layout's middleware for every loader and action below it. */
export const operatorContext = createContext<ConsoleOperator>();

/**
 * Who this tab last knew to be signed in: saves asking /api/admin/me on every navigation, and tells
 * a session that ended under the operator's feet (a 401 after a live session: "expired") from a
 * visit without one. Set by sign-in and enrollment, cleared by sign-out and by any 401.
 */
let known: ConsoleOperator | null = null;
let asking: Promise<ConsoleOperator> | undefined;

export function rememberOperator(operator: ConsoleOperator): void {
  known = operator;
  pruneDrafts();
  resumeChanges(operator.id);
}

/** The operator this tab last knew to be signed in, if any (asks nothing). */
export function knownOperator(): ConsoleOperator | null {
  return known;
}

export function forgetOperator(): void {
  known = null;
  asking = undefined;
}

/** Where to come back to after signing in: only paths inside the console. */
export function safeNext(next: string | null): string {
  return next && /^\/admin(\/|\?|$)/.test(next) && !next.startsWith('/admin/sign-in') ? next : '/admin';
}

/** The sign-in page's address for a session that ended while the operator was at `next`. */
export function signInPath(next: string, expired: boolean): string {
  const params = new URLSearchParams({ next });
  if (expired) params.set('expired', '1');
  return `${href('/admin/sign-in')}?${params}`;
}

/** The page a loader or action request is for, without React Router's own `?index`. */
function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  return url.pathname + url.search;
}

/**
 * A console API request on behalf of a loader or action: aborted with it, and a 401 (the session
 * ended or never was) thrown as a redirect to sign in and back to `request`'s page.
 */
export async function consoleApi<T>(
  request: Request,
  path: string,
  options: Omit<ApiRequestOptions, 'signal'> = {},
): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...options, signal: request.signal });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      const expired = e.body?.reason === 'session-expired' || known !== null;
      forgetOperator();
      // A note about a person does not stay in the browser of a session that ended (note-draft.ts).
      stashDrafts();
      throw replace(signInPath(pageOf(request), expired));
    }
    throw e;
  }
}

/** The signed-in operator (asked once per tab, then remembered), or a redirect to sign in. */
export async function currentOperator(request: Request): Promise<ConsoleOperator> {
  if (known) return known;
  // Shared by the navigations that ask at once, so not aborted with the first of them.
  asking ??= consoleApi<SignedIn>(new Request(request.url), ADMIN_API.me).then(
    (r) => {
      known = r.operator;
      return r.operator;
    },
    (e: unknown) => {
      asking = undefined;
      throw e;
    },
  );
  return asking;
}

/** Thrown by a page's clientLoader for an operator whose role may not see it: the page's title and why it is empty. */
export type AdminsOnly = { title: string; why: string };

type Context = { get: <T>(key: RouterContext<T>) => T };

/**
 * The roles that may see each kind of console page, as the server's access of its API (decision
 * 089): the leads are the agents' and admins', the site's content the editors' and admins'.
 */
export const PAGE_ROLES = {
  admin: ['admin'],
  leads: ['admin', 'agent'],
  content: ['admin', 'editor'],
} as const satisfies Record<string, readonly OperatorRole[]>;

/** Whether `operator` may see the pages of `access`. */
export function mayOpen(operator: ConsoleOperator, access: keyof typeof PAGE_ROLES): boolean {
  return (PAGE_ROLES[access] as readonly OperatorRole[]).includes(operator.role);
}

/** The operator, if their role may see the page; else a 403 its ErrorBoundary shows as the page's title and why. */
function onlyFor(access: keyof typeof PAGE_ROLES, context: Context, title: string, why: string) {
  const operator = context.get(operatorContext);
  if (!mayOpen(operator, access)) throw data({ title, why } satisfies AdminsOnly, { status: 403 });
  return operator;
}

/** The operator of an admin-only page, or a 403 its ErrorBoundary shows as the page's title and why. */
export function adminOnly(context: Context, title: string, why: string): ConsoleOperator {
  return onlyFor('admin', context, title, why);
}

/** The operator of a page of the site's content (editors and admins), or the same 403 for an agent. */
export function editorsOnly(context: Context, title: string, why: string): ConsoleOperator {
  return onlyFor('content', context, title, why);
}

/** The operator of a page of leads (agents and admins), or the same 403 for an editor. */
export function agentsOnly(context: Context, title: string, why: string): ConsoleOperator {
  return onlyFor('leads', context, title, why);
}
