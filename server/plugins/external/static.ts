// Serves the prerendered build from an index made once at startup: canonical URL → file, its
// precompressed .br/.gz siblings, an ETag and, for HTML, a CSP with the hashes of its inline
// scripts. Unknown paths redirect to / (SPEC 2) except under /api, which answers JSON 404, and
// under /admin (the operator console), which gets the SPA shell.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, frameSourcesByPath } from './helmet.ts';

type Body = { data: Buffer; etag: string };
export type StaticEntry = {
  urlPath: string;
  file: string;
  type: string;
  cacheControl: string;
  lastModified: string;
  identity: Body;
  br?: Body;
  gzip?: Body;
  csp?: string;
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

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

function etagOf(data: Buffer, suffix = ''): string {
  return `"${createHash('sha1').update(data).digest('base64url').slice(0, 22)}${suffix}"`;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (entry.isFile()) out.push(p);
  }
  return out;
}

function staticEntry(file: string, urlPath: string, https: boolean): StaticEntry {
  const data = readFileSync(file);
  const ext = extname(file).toLowerCase();
  const entry: StaticEntry = {
    urlPath,
    file,
    type: types[ext] ?? 'application/octet-stream',
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    lastModified: statSync(file).mtime.toUTCString(),
    identity: { data, etag: etagOf(data) },
  };
  for (const [enc, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(file + suffix)) {
      const c = readFileSync(file + suffix);
      entry[enc] = { data: c, etag: etagOf(data, `-${enc}`) };
    }
  }
  if (ext === '.html') {
    entry.csp = contentSecurityPolicy(
      { scriptHashes: inlineScriptHashes(data.toString('utf8')), frameSrc: frameSourcesByPath[urlPath] },
      https,
    );
  }
  return entry;
}

/** The SPA shell (React Router's __spa-fallback.html) that every /admin path is served, no-store. */
export function consoleShellEntry(root: string, https = false): StaticEntry | undefined {
  const file = join(root, '__spa-fallback.html');
  if (!existsSync(file)) return undefined;
  return { ...staticEntry(file, '/admin', https), cacheControl: 'no-store' };
}

export function buildStaticIndex(root: string, https = false): Map<string, StaticEntry> {
  const index = new Map<string, StaticEntry>();
  if (!existsSync(root)) return index;
  for (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const rel = relative(root, file).split(sep).join('/');
    if (rel.startsWith('__') || rel.split('/').some((s) => s.startsWith('.'))) continue;
    let urlPath: string;
    if (rel === 'index.html') urlPath = '/';
    else if (rel.endsWith('/index.html')) urlPath = `/${rel.slice(0, -'/index.html'.length)}`;
    else urlPath = `/${rel}`;
    index.set(urlPath, staticEntry(file, urlPath, https));
  }
  return index;
}

/** Which encodings the client accepts (q=0 refuses). */
function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function send(request: FastifyRequest, reply: FastifyReply, entry: StaticEntry) {
  const ae = request.headers['accept-encoding'];
  let body = entry.identity;
  let encoding: string | undefined;
  if (entry.br && accepts(ae, 'br')) {
    body = entry.br;
    encoding = 'br';
  } else if (entry.gzip && accepts(ae, 'gzip')) {
    body = entry.gzip;
    encoding = 'gzip';
  }
  reply.header('content-type', entry.type);
  reply.header('cache-control', entry.cacheControl);
  reply.header('etag', body.etag);
  reply.header('last-modified', entry.lastModified);
  if (entry.br || entry.gzip) reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  if (entry.csp) reply.header('content-security-policy', entry.csp);
  const inm = request.headers['if-none-match'];
  const ims = request.headers['if-modified-since'];
  const fresh = inm
    ? inm.split(',').some((t) => t.trim().replace(/^W\//, '') === body.etag || t.trim() === '*')
    : ims
      ? Date.parse(ims) >= Date.parse(entry.lastModified)
      : false;
  if (fresh) return reply.code(304).send();
  reply.header('content-length', body.data.length);
  return reply.code(200).send(request.method === 'HEAD' ? undefined : body.data);
}

async function staticSite(app: FastifyInstance): Promise<void> {
  const opts = { root: app.config.buildDir, siteUrl: app.config.siteUrl };
  const index = buildStaticIndex(opts.root, opts.siteUrl.startsWith('https:'));
  app.log.info({ files: index.size, root: opts.root }, 'static site indexed');
  const consoleShell = consoleShellEntry(opts.root, opts.siteUrl.startsWith('https:'));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.url;
    const q = raw.indexOf('?');
    const rawPath = q === -1 ? raw : raw.slice(0, q);
    const query = q === -1 ? '' : raw.slice(q);
    if (rawPath === '/api' || rawPath.startsWith('/api/')) return reply.notFound('No such API endpoint.');
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return reply.redirect('/', 302);
    }
    const entry = index.get(path);
    if (entry) return send(request, reply, entry);
    // The operator console is client-rendered: every /admin path gets the SPA shell, never cached.
    if ((path === '/admin' || path.startsWith('/admin/')) && consoleShell) {
      return send(request, reply, consoleShell);
    }
    // Canonical forms: /home → /, /about-us/ → /about-us (and /about-us/index.html → /about-us).
    if (path === '/home' || path === '/home/') return reply.redirect(`/${query}`, 301);
    let canonical = path.replace(/\/index\.html$/, '/');
    if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '');
    if (canonical !== path && (canonical === '/' || index.has(canonical))) {
      return reply.redirect(encodeURI(canonical) + query, 301);
    }
    return reply.redirect('/', 302);
  };
  app.get('/*', handler);
  app.get('/', handler);
}

export default fp(staticSite, { name: 'static', dependencies: ['config', 'sensible'] });
