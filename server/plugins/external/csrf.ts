// CSRF defence for every state-changing request (OWASP signed double-submit cookie):
// GET /api/csrf sets XSRF-TOKEN (readable by the page) and an HttpOnly random id; the token is a
// nonce plus an HMAC of (id, nonce) under COOKIE_SECRET. A non-GET request must echo the token in
// X-XSRF-TOKEN, and the token must verify against the id. Cross-site Origin/Sec-Fetch-Site → 403.
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../contracts/api.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfCookieNames(secure: boolean) {
  // __Host- binds the secret cookie to this exact origin; browsers only accept it over https.
  return { token: CSRF_COOKIE, id: secure ? '__Host-xsrf-id' : 'xsrf-id' };
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

async function csrf(app: FastifyInstance): Promise<void> {
  const opts = { secret: app.config.cookieSecret, siteUrl: app.config.siteUrl };
  const secure = opts.siteUrl.startsWith('https:');
  const names = csrfCookieNames(secure);
  const key = createSecretKey(createHmac('sha256', opts.secret).update('csrf').digest());
  const sign = (id: string, nonce: string) =>
    createHmac('sha256', key).update(`${id}|${nonce}`).digest('base64url');
  const siteOrigin = new URL(opts.siteUrl).origin;
  const headerName = CSRF_HEADER.toLowerCase();

  function sameOrigin(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') return false;
    const origin = request.headers.origin;
    if (origin === undefined) return true; // non-browser clients; the token still has to match
    if (origin === siteOrigin) return true;
    const host = request.headers.host;
    return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  }

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

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!sameOrigin(request)) return reply.forbidden('Cross-site request refused.');
    if (!tokenValid(request)) return reply.forbidden('Missing or invalid CSRF token.');
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

export default fp(csrf, { name: 'csrf', dependencies: ['config', 'cookie', 'helmet', 'sensible'] });
