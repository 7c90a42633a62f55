import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, parseRetryAfter, Submission } from './api';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Array<(call: Call) => Response | Promise<Response>>;

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup
  document.cookie = `XSRF-TOKEN=${value}; Path=/`;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  clearCookies();
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url: String(url), init };
      calls.push(call);
      const next = answers.shift();
      if (!next) throw new Error(`unexpected fetch ${url}`);
      return next(call);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

const header = (c: Call | undefined, name: string) =>
  (c?.init.headers as Record<string, string> | undefined)?.[name];

describe('apiRequest', () => {
  it('fetches /api/csrf first when there is no token cookie, then sends it as X-XSRF-TOKEN', async () => {
    answers.push(
      () => {
        setCookie('tok-1');
        return new Response(null, { status: 204 });
      },
      () => json(201, { message: 'Message sent successfully.', id: 'L1' }),
    );
    const res = await apiRequest<{ message: string }>('/api/send-contact-email', {
      method: 'POST',
      body: { name: 'A' },
      idempotencyKey: 'key-1',
    });
    expect(res.message).toBe('Message sent successfully.');
    expect(calls.map((c) => c.url)).toEqual(['/api/csrf', '/api/send-contact-email']);
    expect(header(calls[1], 'X-XSRF-TOKEN')).toBe('tok-1');
    expect(header(calls[1], 'Idempotency-Key')).toBe('key-1');
    expect(calls[1]?.init.body).toBe('{"name":"A"}');
  });

  it('uses an existing token cookie without asking for a new one', async () => {
    setCookie('tok-0');
    answers.push(() => json(201, { message: 'ok' }));
    await apiRequest('/api/send-contact-email', { method: 'POST', body: {} });
    expect(calls.map((c) => c.url)).toEqual(['/api/send-contact-email']);
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBe('tok-0');
  });

  it('sends no CSRF header on GET', async () => {
    setCookie('tok-0');
    answers.push(() => json(200, { ok: true }));
    await apiRequest('/api/tv-providers/xfinity');
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBeUndefined();
  });

  it('refreshes a stale token once on 403 and retries with the same Idempotency-Key', async () => {
    setCookie('stale');
    answers.push(
      () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Invalid CSRF token' }),
      () => {
        setCookie('fresh');
        return new Response(null, { status: 204 });
      },
      () => json(201, { message: 'ok' }),
    );
    await apiRequest('/api/send-contact-email', { method: 'POST', body: {}, idempotencyKey: 'k' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/send-contact-email',
      '/api/csrf',
      '/api/send-contact-email',
    ]);
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBe('stale');
    expect(header(calls[2], 'X-XSRF-TOKEN')).toBe('fresh');
    expect(header(calls[2], 'Idempotency-Key')).toBe('k');
  });

  it('gives up after one retry when the 403 persists', async () => {
    setCookie('stale');
    const forbidden = () => json(403, { statusCode: 403, error: 'Forbidden', message: 'no' });
    answers.push(forbidden, () => new Response(null, { status: 204 }), forbidden);
    const err = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(403);
    expect(calls).toHaveLength(3);
  });

  it('parses the error body, field errors and the exception', async () => {
    setCookie('t');
    answers.push(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        fieldErrors: { email: 'Enter a valid email address.' },
      }),
    );
    const err = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(err.status).toBe(400);
    expect(err.fieldErrors).toEqual({ email: 'Enter a valid email address.' });

    answers.push(() =>
      json(500, { statusCode: 500, error: 'x', message: 'y', exception: 'ArgumentCountError' }),
    );
    const err500 = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(err500.failure).toEqual({
      kind: 'http',
      status: 500,
      exception: 'ArgumentCountError',
      retryAfterSeconds: undefined,
    });
  });

  it('reads Retry-After on 429', async () => {
    setCookie('t');
    answers.push(() =>
      json(429, { statusCode: 429, error: 'Too Many Requests', message: 'slow' }, { 'Retry-After': '30' }),
    );
    const err = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(err.failure).toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it('treats a non-JSON error body by its status alone', async () => {
    setCookie('t');
    answers.push(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const err = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(err.status).toBe(502);
    expect(err.body).toBeUndefined();
  });

  it('maps a rejected fetch (refused or dropped connection) to status 0', async () => {
    setCookie('t');
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(err.failure).toEqual({ kind: 'http', status: 0 });
  });

  it("rejects with the caller's own reason when the caller aborts (a navigation moved on)", async () => {
    const ac = new AbortController();
    answers.push(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason));
          ac.abort(new DOMException('left', 'AbortError'));
        }),
    );
    const err = await apiRequest('/api/admin/leads', { signal: ac.signal }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('maps a timeout to a client-side error', async () => {
    setCookie('t');
    answers.push(() => {
      throw new DOMException('timed out', 'TimeoutError');
    });
    const err = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(err.failure.kind).toBe('client');
  });
});

describe('Submission', () => {
  it('reuses the key while the same body is retried and starts a new one after a change or success', () => {
    const s = new Submission();
    const k1 = s.keyFor({ a: 1 });
    expect(k1).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.keyFor({ a: 1 })).toBe(k1);
    const k2 = s.keyFor({ a: 2 });
    expect(k2).not.toBe(k1);
    s.complete();
    expect(s.keyFor({ a: 2 })).not.toBe(k2);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(new Date(60_000).toUTCString(), 0)).toBe(60);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
