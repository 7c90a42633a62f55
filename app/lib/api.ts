// Fetch wrapper for the JSON API (docs/api.md), the one client of the public site and the operator
// console (app/admin/session.ts adds the console's session handling on top): a timeout, the CSRF
// double-submit token on every non-GET, one Idempotency-Key per submission, errors parsed into the
// contract's shape. The transport names are copies of contracts/api.ts (importing it would pull zod
// into every page); a test keeps them equal.
import { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER } from '../../contracts/transport.ts';
import { readCookie } from './cookies';
import type { RequestFailure } from './error-messages';
import { errorMessages } from './error-messages';

const requestTimeoutMs = 30_000;

/** Error body of every API failure (docs/api.md). */
export type ApiErrorBody = {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string>;
  exception?: string;
  /** Why a console request found no session (a 401): 'session-expired' or 'no-session'. */
  reason?: string;
};

export class ApiError extends Error {
  readonly failure: RequestFailure;
  readonly body: ApiErrorBody | undefined;

  constructor(failure: RequestFailure, body?: ApiErrorBody) {
    super(failure.kind === 'client' ? failure.message : (body?.message ?? `HTTP ${failure.status}`));
    this.name = 'ApiError';
    this.failure = failure;
    this.body = body;
  }

  /** 0 when the server could not be reached or the failure happened in the browser. */
  get status(): number {
    return this.failure.kind === 'http' ? this.failure.status : 0;
  }

  get fieldErrors(): Record<string, string> | undefined {
    const fe = this.body?.fieldErrors;
    return this.status === 400 && fe && Object.keys(fe).length > 0 ? fe : undefined;
  }
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function isErrorBody(v: unknown): v is ApiErrorBody {
  return typeof v === 'object' && v !== null && typeof (v as ApiErrorBody).message === 'string';
}

async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: ApiErrorBody | undefined;
  try {
    const parsed: unknown = await res.json();
    if (isErrorBody(parsed)) body = parsed;
  } catch {
    // Not JSON (a proxy's error page, an empty body): the status alone decides the message.
  }
  return new ApiError(
    {
      kind: 'http',
      status: res.status,
      exception: body?.exception,
      retryAfterSeconds: parseRetryAfter(res.headers.get('Retry-After')),
    },
    body,
  );
}

/** fetch() rejected: tell the visitor's own connection problems from a server we cannot reach. */
function errorFromRejection(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const name = e instanceof Error ? e.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ApiError({ kind: 'client', message: errorMessages.timedOut });
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ApiError({ kind: 'client', message: errorMessages.deviceOffline });
  }
  // Connection refused, reset or dropped: the status-0 case of SPEC 8.
  return new ApiError({ kind: 'http', status: 0 });
}

let pendingToken: Promise<string | undefined> | undefined;

/** GET /api/csrf sets the XSRF-TOKEN cookie; concurrent callers share one request. */
export function refreshCsrfToken(): Promise<string | undefined> {
  pendingToken ??= (async () => {
    try {
      const res = await fetch('/api/csrf', {
        credentials: 'same-origin',
        cache: 'no-store',
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
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
};

/**
 * Sends one request and resolves with the parsed JSON answer (undefined for an empty one), or
 * rejects with an ApiError. A 403 on a non-GET refreshes the CSRF token once and retries with the
 * same Idempotency-Key, so a stale token never costs the visitor a lead.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const unsafe = method !== 'GET';
  const send = async (token: string | undefined): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (unsafe && token) headers[CSRF_HEADER] = token;
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
    return fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(requestTimeoutMs)])
        : AbortSignal.timeout(requestTimeoutMs),
    });
  };

  let res: Response;
  try {
    res = await send(unsafe ? await csrfToken() : undefined);
    if (res.status === 403 && unsafe) res = await send(await refreshCsrfToken());
  } catch (e) {
    // The caller gave up (a navigation moved on): not a failure to show, so its own reason.
    if (options.signal?.aborted) throw options.signal.reason;
    throw errorFromRejection(e);
  }
  if (!res.ok) throw await errorFromResponse(res);
  if (res.status === 204) return undefined as T;
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw errorFromRejection(e);
  }
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({ kind: 'client', message: 'The answer from the server could not be read.' });
  }
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
