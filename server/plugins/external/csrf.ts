// CSRF defence for every state-changing request, with @fastify/csrf-protection: GET /api/csrf
// keeps a random secret in an HttpOnly cookie signed with COOKIE_SECRET and hands the page a token
// derived from it in the readable XSRF-TOKEN cookie; a non-GET request must send that token back
// in X-XSRF-TOKEN, and it must verify against the secret (docs/decisions/012). Before that, a
// cross-site Origin or Sec-Fetch-Site is refused outright. Every refusal is a 403.

import { createHmac, createSecretKey } from 'node:crypto';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NoContent } from '../../../contracts/api.ts';
import { API } from '../../../contracts/api-paths.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../contracts/transport.ts';
import { Forbidden } from '../../shared/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent a state-changing request, as proven by its CSRF secret (an HMAC of it). */
    csrfClient: string | null;
  }
}

async function csrf(app: FastifyInstance): Promise<void> {
  const secure = app.config.siteUrl.startsWith('https:');
  const siteOrigin = new URL(app.config.siteUrl).origin;
  const headerName = CSRF_HEADER.toLowerCase();
  const common = { path: '/', sameSite: 'lax' as const, secure };
  // __Host- binds the secret cookie to this exact origin; browsers only accept it over https.
  const cookieKey = secure ? '__Host-xsrf-id' : 'xsrf-id';

  await app.register(csrfProtection, {
    sessionPlugin: '@fastify/cookie',
    cookieKey,
    cookieOpts: { ...common, httpOnly: true, signed: true },
    getToken: (request) => {
      const token = request.headers[headerName];
      return typeof token === 'string' ? token : undefined;
    },
  });

  function sameOrigin(request: FastifyRequest): boolean {
    if (request.headers['sec-fetch-site'] === 'cross-site') return false;
    const origin = request.headers.origin;
    if (origin === undefined) return true; // non-browser clients; the token still has to verify
    if (origin === siteOrigin) return true;
    // The Host header is the client's to choose: with SITE_URL set it proves nothing.
    if (app.config.siteUrlExplicit) return false;
    const host = request.headers.host;
    return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  }

  // A stable, non-secret name for the browser behind a verified request: an HMAC of its secret
  // cookie. Idempotency keys are scoped to it (routes/api/leads).
  const clientKey = createSecretKey(
    createHmac('sha256', app.config.cookieSecret).update('csrf-client').digest(),
  );
  const clientOf = (secret: string) =>
    createHmac('sha256', clientKey).update(secret).digest('base64url').slice(0, 22);
  app.decorateRequest('csrfClient', null);

  // Verified (signed secret cookie, token) pairs and the client each names. A token verifies
  // against its secret the same way every time (no validity window, no user info: a pure function
  // of the two strings and COOKIE_SECRET), and a browser sends the same pair with each request:
  // the three HMACs (cookie signature, token, client name) are computed once per pair instead of
  // per request. Only pairs that verified are kept, so a refusal is always checked in full.
  const verified = new Map<string, string>();
  const VERIFIED_MAX = 10_000;

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (!sameOrigin(request)) return done(new Forbidden('Cross-site request refused.'));
    const secret = request.cookies[cookieKey];
    const token = request.headers[headerName];
    const pair = secret && typeof token === 'string' ? `${secret}\n${token}` : undefined;
    const known = pair === undefined ? undefined : verified.get(pair);
    if (known !== undefined) {
      request.csrfClient = known;
      return done();
    }
    app.csrfProtection(request, reply, (err?: Error) => {
      if (!err && secret) {
        request.csrfClient = clientOf(secret);
        if (pair !== undefined) {
          if (verified.size >= VERIFIED_MAX) verified.clear();
          verified.set(pair, request.csrfClient);
        }
      }
      done(err);
    });
  });

  app.get(API.csrf, { schema: { response: { 204: NoContent } } }, async (_request, reply) => {
    // Keeps the browser's secret if it has one, so several tabs hold valid tokens at once.
    const token = reply.generateCsrf();
    reply.setCookie(CSRF_COOKIE, token, { ...common, httpOnly: false });
    reply.header('cache-control', 'no-store');
    return reply.code(204).send();
  });
}

export default fp(csrf, {
  name: 'csrf',
  dependencies: ['config', 'cookie', 'helmet', 'strict-http'],
});
