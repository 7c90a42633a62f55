// Serves the prerendered build with @fastify/static (precompressed siblings, ETag, Last-Modified,
// 304s, ranges). Ours are only the per-page CSP (the hashes of each page's inline scripts, in
// setHeaders), the caching policy per file and the canonical URLs: /home → /, a trailing slash or
// /index.html → the path without it (301), an unknown path → / (302, SPEC 2); /api/* answers JSON 404;
// every /admin path (the operator console, client-rendered) gets the SPA shell, never cached.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, frameSourcesByPath } from './helmet.ts';

// Where mime's defaults differ from what browsers and React Router expect (`.data` is React
// Router's turbo-stream of a prerendered loader; JavaScript is text/javascript per RFC 9239).
send.mime.define(
  {
    'text/javascript': ['js', 'mjs'],
    'application/manifest+json': ['webmanifest'],
    'text/x-script': ['data'],
  },
  true,
);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** sha256 hashes of the inline scripts a CSP must allow: no src, not a JSON data block. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript')
      continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The SPA shell React Router writes for routes it does not prerender: the console's document. */
const CONSOLE_SHELL = '/__spa-fallback.html';
const isConsole = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The canonical URL path of a file under the build root (`about-us/index.html` → `/about-us`). */
export function urlPathOf(root: string, file: string): string {
  const rel = relative(root, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '')}`;
}

/**
 * The per-page CSP: made from the page's own HTML the first time it is served and kept while the
 * file is unchanged (keyed by path and mtime, so a rebuilt page gets its new hashes).
 */
function pagePolicies(root: string, https: boolean) {
  const cache = new Map<string, { mtimeMs: number; csp: string }>();
  return (file: string, stat: Stats): string => {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.csp;
    const html = readFileSync(file, 'utf8');
    const csp = contentSecurityPolicy(
      { scriptHashes: inlineScriptHashes(html), frameSrc: frameSourcesByPath[urlPathOf(root, file)] },
      https,
    );
    cache.set(file, { mtimeMs: stat.mtimeMs, csp });
    return csp;
  };
}

/** The canonical form of a path that exists in another spelling, or undefined. */
function canonicalRedirect(path: string): string | undefined {
  if (path === '/home' || path === '/home/') return '/';
  let canonical = path.replace(/\/index\.html$/, '/');
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '');
  return canonical !== path ? canonical || '/' : undefined;
}

/** A URL that names a build internal (`/__spa-fallback.html`, also percent-encoded). */
function namesInternalFile(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return true;
  }
  return path.split('/').some((s) => s.startsWith('__'));
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

async function staticSite(app: FastifyInstance): Promise<void> {
  const root = resolve(app.config.buildDir);
  const policyOf = pagePolicies(root, app.config.siteUrl.startsWith('https:'));
  const servable = (path: string) => {
    if (path.startsWith('//') || path.includes('/.') || path.includes('/__')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    const file = join(root, decoded);
    return file.startsWith(root + sep) && (existsSync(join(file, 'index.html')) || existsSync(file));
  };

  // Canonical redirects before @fastify/static sees the path (it would serve /about-us/ too).
  // A callback hook (no promise per request): it runs for every request, the API's included.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const raw = request.url;
    const q = raw.indexOf('?');
    const path = q === -1 ? raw : raw.slice(0, q);
    if (isApi(path) || isConsole(path)) return done();
    const canonical = canonicalRedirect(path);
    if (canonical === undefined) return done();
    // Only to a page that exists (and never to `//host`): anything else goes home.
    if (canonical !== '/' && !servable(canonical)) reply.redirect('/', 302);
    else reply.redirect(canonical + (q === -1 ? '' : raw.slice(q)), 301);
  });

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false, // set per file below
    // Build internals (React Router's __spa-fallback.html and the like) are not pages of their own.
    // Judged on the request's URL, so that a fallback may still reply.sendFile('__spa-fallback.html').
    allowedPath: (_pathName, _root, request) => !namesInternalFile(request.url),
    setHeaders: (reply, file, stat) => {
      const logical = file.replace(/\.(br|gz)$/, '');
      const urlPath = urlPathOf(root, logical);
      reply.header(
        'cache-control',
        urlPath === CONSOLE_SHELL ? 'no-store' : urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
      if (logical.endsWith('.html')) reply.header('content-security-policy', policyOf(logical, stat));
    },
  });

  // No file: GET and HEAD go to the home page (crawlers see the redirect too).
  // Other methods and /api/* answer JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && isConsole(path)) return reply.sendFile(CONSOLE_SHELL.slice(1));
    if (read && !isApi(path)) return reply.redirect('/', 302);
    return reply.notFound(`No route for ${request.method}.`);
  });
}

export default fp(staticSite, { name: 'static', dependencies: ['config', 'sensible'] });
