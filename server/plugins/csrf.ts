// CSRF defence for every state-changing request (OWASP signed double-submit cookie):
// GET /api/csrf sets XSRF-TOKEN (readable by the page) and an HttpOnly random id; the token is a
// nonce plus an HMAC of (id, nonce) under COOKIE_SECRET. A non-GET request must echo the token in
// X-XSRF-TOKEN, and the token must verify against the id. Cross-site Origin/Sec-Fetch-Site → 403.
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../../contracts/api.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent a state-changing request, as proven by its CSRF pair (a hash of the id cookie). */
    csrfClient: string | null;
  }
}

export function csrfCookieNames(secure: boolean) {
  // __Host- binds the secret cookie to this exact origin; browsers only accept it over https.
  return { token: CSRF_COOKIE, id: secure ? '__Host-xsrf-id' : 'xsrf-id' };
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export async function registerCsrf(
  app: FastifyInstance,
  opts: {
    secret: string;
    siteUrl: string;
    /** Only SITE_URL's origin is same-origin (SITE_URL set); otherwise also the request's own Host. */
    siteOriginOnly?: boolean;
  },
): Promise<void> {
  const secure = opts.siteUrl.startsWith('https:');
  const names = csrfCookieNames(secure);
  const key = createSecretKey(createHmac('sha256', opts.secret).update('csrf').digest());
  const sign = (id: string, nonce: string) =>
    createHmac('sha256', key).update(`${id}|${nonce}`).digest('base64url');
  const siteOrigin = new URL(opts.siteUrl).origin;
  const headerName = CSRF_HEADER.toLowerCase();

  await app.register(fastifyCookie);

  function forbidden(reply: FastifyReply, message: string) {
    return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message });
  }

  function sameOrigin(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') return false;
    const origin = request.headers.origin;
    if (origin === undefined) return true; // non-browser clients; the token still has to match
    if (origin === siteOrigin) return true;
    // The Host header is the client's to choose: with SITE_URL set it proves nothing.
    if (opts.siteOriginOnly) return false;
    const host = request.headers.host;
    return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  }

  // A stable, non-secret name for the browser behind a verified request (the id cookie is secret).
  const clientOf = (id: string) =>
    createHmac('sha256', key).update(`client|${id}`).digest('base64url').slice(0, 22);

  // Verified (id, token) pairs: a browser sends the same pair many times.
  const verified = new Set<string>();

  function tokenValid(request: FastifyRequest): boolean {
    const header = request.headers[headerName];
    const cookie = request.cookies[names.token];
    const id = request.cookies[names.id];
    if (typeof header !== 'string' || !cookie || !id) return false;
    if (!safeEqual(header, cookie)) return false;
    const pair = `${id} ${cookie}`;
    if (verified.has(pair)) return true;
    const dot = cookie.indexOf('.');
    if (dot <= 0) return false;
    if (!safeEqual(cookie.slice(dot + 1), sign(id, cookie.slice(0, dot)))) return false;
    if (verified.size >= 10_000) verified.clear();
    verified.add(pair);
    return true;
  }

  app.decorateRequest('csrfClient', null);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!sameOrigin(request)) return forbidden(reply, 'Cross-site request refused.');
    if (!tokenValid(request)) return forbidden(reply, 'Missing or invalid CSRF token.');
    request.csrfClient = clientOf(request.cookies[names.id] as string);
  });

  app.get('/api/csrf', async (request, reply) => {
    // Keep the browser's id if it has one, so several tabs share a valid pair.
    const id = request.cookies[names.id] || randomBytes(18).toString('base64url');
    const nonce = randomBytes(18).toString('base64url');
    const common = { path: '/', sameSite: 'lax' as const, secure };
    reply.setCookie(names.id, id, { ...common, httpOnly: true });
    reply.setCookie(names.token, `${nonce}.${sign(id, nonce)}`, { ...common, httpOnly: false });
    reply.header('cache-control', 'no-store');
    return reply.code(204).send();
  });
}
