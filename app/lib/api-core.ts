// The one place the browser calls fetch() for the JSON API (docs/api.md; paths from
// contracts/api-paths.ts): a timeout, the caller's abort signal, errors parsed into the contract's
// shape as an ApiError. app/lib/api.ts builds the CSRF token and the Idempotency-Key on top for
// requests that change something; a public page that only reads (the ZIP lookup, the plan
// finder) imports this alone, so it does not carry that code.
import type { FileProblem } from '../../contracts/api.ts';
import { errorMessages, type RequestFailure } from './error-messages';

export const requestTimeoutMs = 30_000;

/** Error body of every API failure (docs/api.md). */
export type ApiErrorBody = {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string>;
  exception?: string;
  /** Why a console request found no session (a 401): 'session-expired' or 'no-session'. */
  reason?: string;
  /** A 409's current state of what changed since it was read (a lead: LeadConflict). */
  conflict?: unknown;
  /** A refused file's problems by line and column (a label upload's 422). */
  errors?: readonly FileProblem[];
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

export async function errorFromResponse(res: Response): Promise<ApiError> {
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
export function errorFromRejection(e: unknown): ApiError {
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

/** fetch() with the API's timeout and the caller's signal; a rejection becomes an ApiError (or the caller's abort reason). */
export async function apiFetch(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(path, {
      credentials: 'same-origin',
      ...init,
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)])
        : AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (e) {
    // The caller gave up (a navigation moved on): not a failure to show, so its own reason.
    if (signal?.aborted) throw signal.reason;
    throw errorFromRejection(e);
  }
}

/** An answer's JSON (undefined when empty), or the ApiError its status and body say. */
export async function readJson<T>(res: Response, signal?: AbortSignal): Promise<T> {
  if (!res.ok) throw await errorFromResponse(res);
  if (res.status === 204) return undefined as T;
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    if (signal?.aborted) throw signal.reason;
    throw errorFromRejection(e);
  }
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({ kind: 'client', message: 'The answer from the server could not be read.' });
  }
}

/** GET of a public read (no CSRF token needed); the browser's HTTP cache may answer it. */
export async function apiGet<T>(
  path: string,
  options: { signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<T> {
  const res = await apiFetch(
    path,
    { headers: { Accept: 'application/json' }, cache: options.cache ?? 'default' },
    options.signal,
  );
  return readJson<T>(res, options.signal);
}
