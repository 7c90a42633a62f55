// Security headers on every response: the fixed ones are @fastify/helmet's (asked once at start-up). The
// Content-Security-Policy is ours per reply: HTML pages carry their own that allows exactly their
// inline scripts by sha256 hash (computed by the static-site index); every other response gets the
// same policy without script hashes (API answers a stricter one).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type CspOptions = { scriptHashes?: string[]; frameSrc?: string[] };

/**
 * Paths that may show a frame: the contact page's map (a third party's, after a click) and the
 * console's shell (every /admin page), whose content editor previews a draft in frames of the
 * site's own origin (GET /api/admin/content/preview/…, decision 089).
 */
export const frameSourcesByPath: Record<string, string[]> = {
  '/contact-us': ['https://www.openstreetmap.org'],
  '/__spa-fallback.html': ["'self'"],
};

export function contentSecurityPolicy(opts: CspOptions = {}, https = false): string {
  const script = ["'self'", ...(opts.scriptHashes ?? []).map((h) => `'${h}'`)];
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${opts.frameSrc?.length ? opts.frameSrc.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

function helmetOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The headers @fastify/helmet sets with these options, asked of it once at start-up (a bare
 * Fastify with the plugin answers one request). They depend on the options only (no CSP nonces),
 * so every reply gets the same ones: set in one call, instead of helmet's chain of a dozen
 * middlewares per request (about 4 % of a lead's CPU time, bench/lead-throughput.ts).
 */
export async function helmetHeaders(https: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(https));
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = Fastify({ logger: false });
  plain.get('/', async () => '');
  const bare = await plain.inject({ method: 'GET', url: '/' });
  await plain.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (name in bare.headers || typeof value !== 'string') continue;
    headers[name] = value;
  }
  return headers;
}

export default fp(
  async (app: FastifyInstance) => {
    const https = app.config.siteUrl.startsWith('https:');
    const fixed = await helmetHeaders(https);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(fixed);
      done();
    });
    const defaultCsp = contentSecurityPolicy({}, https);
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      const api = request.url.startsWith('/api/');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', api ? API_CSP : defaultCsp);
      }
      // API answers are personal or one-off (tokens, lead receipts, errors): never cached, unless a
      // route says otherwise on purpose (the static ZIP lookup data).
      if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
