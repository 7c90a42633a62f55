// The console's fetch helper for /api/admin/*: CSRF double-submit token on every non-GET (the
// same cookie pair as the public API), JSON in and out, and one place that notices an ended
// session so every page can send the operator to sign in and bring them back afterwards.
import { CSRF_COOKIE as csrfCookieName, CSRF_HEADER as csrfHeaderName } from '../../contracts/transport.ts';
import { readCookie } from '../lib/cookies';

export type Operator = { id: string; email: string; role: 'admin' | 'agent' };

export class AdminApiError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  constructor(status: number, message: string, reason?: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

let csrfPromise: Promise<void> | undefined;
async function csrfToken(): Promise<string> {
  let token = readCookie(csrfCookieName);
  if (!token) {
    csrfPromise ??= fetch('/api/csrf', { credentials: 'same-origin' }).then(() => undefined);
    await csrfPromise;
    csrfPromise = undefined;
    token = readCookie(csrfCookieName);
  }
  return token ?? '';
}

type Listener = (reason: string) => void;
const sessionListeners = new Set<Listener>();
/** Called when any request finds no live session (401). */
export function onSessionEnded(listener: Listener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

export async function adminFetch<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    headers[csrfHeaderName] = await csrfToken();
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
      signal: init.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new AdminApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  let body: { message?: string; reason?: string } | undefined;
  try {
    body = await res.json();
  } catch {}
  if (!res.ok) {
    const err = new AdminApiError(
      res.status,
      body?.message ?? `The server answered ${res.status}.`,
      body?.reason,
    );
    if (res.status === 401 && !path.startsWith('/api/admin/auth/')) {
      for (const l of sessionListeners) l(body?.reason ?? 'no-session');
    }
    throw err;
  }
  return body as T;
}

/** Where to come back to after signing in: only paths inside the console. */
export function safeNext(next: string | null): string {
  return next && /^\/admin(\/|\?|$)/.test(next) && !next.startsWith('/admin/sign-in') ? next : '/admin';
}
