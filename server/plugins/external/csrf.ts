// CSRF defence for every state-changing request, with @fastify/csrf-protection: GET /api/csrf
// keeps a random secret in an HttpOnly cookie signed with COOKIE_SECRET and hands the page a token
// derived from it in the readable XSRF-TOKEN cookie; a non-GET request must send that token back
// in X-XSRF-TOKEN, and it must verify against the secret (docs/decisions/012). Before that, a
// cross-site Origin or Sec-Fetch-Site is refused outright. Every refusal is a 403.
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../contracts/transport.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function csrf(app: FastifyInstance): Promise<void> {
  const secure = app.config.siteUrl.startsWith('https:');
  const siteOrigin = new URL(app.config.siteUrl).origin;
  const headerName = CSRF_HEADER.toLowerCase();
  const common = { path: '/', sameSite: 'lax' as const, secure };

  await app.register(csrfProtection, {
    sessionPlugin: '@fastify/cookie',
    // __Host- binds the secret cookie to this exact origin; browsers only accept it over https.
    cookieKey: secure ? '__Host-xsrf-id' : 'xsrf-id',
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
    const host = request.headers.host;
    return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (!sameOrigin(request)) return reply.forbidden('Cross-site request refused.');
    app.csrfProtection(request, reply, done);
  });

  app.get('/api/csrf', async (_request, reply) => {
    // Keeps the browser's secret if it has one, so several tabs hold valid tokens at once.
    const token = reply.generateCsrf();
    reply.setCookie(CSRF_COOKIE, token, { ...common, httpOnly: false });
    reply.header('cache-control', 'no-store');
    return reply.code(204).send();
  });
}

export default fp(csrf, { name: 'csrf', dependencies: ['config', 'cookie', 'helmet', 'sensible'] });
