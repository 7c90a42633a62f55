// Security headers on every response: @fastify/helmet sets the fixed ones. The
// Content-Security-Policy is ours per reply: HTML pages carry their own that allows exactly their
// inline scripts by sha256 hash (computed by the static-site index); every other response gets the
// same policy without script hashes (API answers a stricter one).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type CspOptions = { scriptHashes?: string[]; frameSrc?: string[] };

/** Paths that may show a third-party frame after a click (the contact page's map). */
export const frameSourcesByPath: Record<string, string[]> = {
  '/contact-us': ['https://www.openstreetmap.org'],
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

export default fp(
  async (app: FastifyInstance) => {
    const https = app.config.siteUrl.startsWith('https:');
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      originAgentCluster: true,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
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
