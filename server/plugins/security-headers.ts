// Security headers on every response. HTML pages carry their own Content-Security-Policy that
// allows exactly their inline scripts by sha256 hash (computed by the static-site index); every
// other response gets the same policy without script hashes.
import type { FastifyInstance } from 'fastify';

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

export function registerSecurityHeaders(app: FastifyInstance, siteUrl: string): void {
  const https = siteUrl.startsWith('https:');
  const defaultCsp = contentSecurityPolicy({}, https);
  const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  const fixed: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'origin-agent-cluster': '?1',
  };
  if (https) fixed['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [k, v] of Object.entries(fixed)) reply.header(k, v);
    const api = request.url.startsWith('/api/');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', api ? apiCsp : defaultCsp);
    }
    // API answers are personal or one-off (tokens, lead receipts, errors): never cached, unless a
    // route says otherwise on purpose (the static ZIP lookup data).
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
