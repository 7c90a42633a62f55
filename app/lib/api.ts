// Fetch wrapper for the JSON API (docs/api.md), the one client of the public site, the plan finder
// and the operator console (app/console/session.ts adds the console's session handling on top; the
// console's event stream is an EventSource), paths from contracts/api-paths.ts: a timeout, the CSRF
// double-submit token on every non-GET, one Idempotency-Key per submission, errors parsed into the
// contract's shape. The transport names are copies of contracts/api.ts (importing it would pull zod
// into every page); a test keeps them equal.

import { API } from '../../contracts/api-paths.ts';
import { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER } from '../../contracts/transport.ts';
import { apiFetch, errorFromRejection, errorFromResponse, readJson } from './api-core';
import { readCookie } from './cookies';

export { ApiError, type ApiErrorBody, parseRetryAfter } from './api-core';

let pendingToken: Promise<string | undefined> | undefined;

/** GET /api/csrf sets the XSRF-TOKEN cookie; concurrent callers share one request. */
export function refreshCsrfToken(): Promise<string | undefined> {
  pendingToken ??= (async () => {
    try {
      const res = await apiFetch(API.csrf, { cache: 'no-store' });
      if (!res.ok) throw await errorFromResponse(res);
      return readCookie(CSRF_COOKIE);
    } catch (e) {
      throw errorFromRejection(e);
    } finally {
      pendingToken = undefined;
    }
  })();
  return pendingToken;
}

async function csrfToken(): Promise<string | undefined> {
  return readCookie(CSRF_COOKIE) ?? (await refreshCsrfToken());
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  idempotencyKey?: string;
  /** Aborts the request (a loader's request.signal when the navigation is left): rejects with it. */
  signal?: AbortSignal;
  /** The HTTP cache: no-store by default (the console's data); public lookups may use the cache. */
  cache?: RequestCache;
};

/**
 * Sends one request and resolves with the parsed JSON answer (undefined for an empty one), or
 * rejects with an ApiError. A 403 on a non-GET refreshes the CSRF token once and retries with the
 * same Idempotency-Key, so a stale token never costs the visitor a lead.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const unsafe = method !== 'GET';
  const send = (token: string | undefined): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (unsafe && token) headers[CSRF_HEADER] = token;
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
    return apiFetch(
      path,
      {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        cache: options.cache ?? 'no-store',
      },
      options.signal,
    );
  };
  let res = await send(unsafe ? await csrfToken() : undefined);
  if (res.status === 403 && unsafe) res = await send(await refreshCsrfToken());
  return readJson<T>(res, options.signal);
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http previews still deserve a unique key.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One Idempotency-Key per submission: sending the same body again (the visitor retries after a
 * failure whose outcome they cannot know) reuses the key, so the server stores the lead once.
 * A changed body, or a completed submission, starts a new key.
 */
export class Submission {
  private key: string | undefined;
  private body: string | undefined;

  keyFor(body: unknown): string {
    const json = JSON.stringify(body);
    if (this.key === undefined || json !== this.body) {
      this.key = uuid();
      this.body = json;
    }
    return this.key;
  }

  complete(): void {
    this.key = undefined;
    this.body = undefined;
  }
}
