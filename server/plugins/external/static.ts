// Serves the prerendered build from an index made once at start-up (decision 050): canonical URL →
// the file's bytes, its precompressed .br/.gz siblings, a content-hash ETag per encoding, its
// Content-Type, Cache-Control and, for HTML, the page's own CSP (the hashes of its inline scripts).
// A request reads no directory and stats no file: it is a Map lookup and a Buffer write. Ours too
// are the canonical URLs: /home → /, a trailing slash or /index.html → the path without it (301, only
// to a page that exists; a language's home, /es/, keeps its slash as / does), an unknown path → / (302, SPEC 2); /api/* answers JSON 404; every /admin
// path (the operator console, client-rendered) gets the SPA shell, never cached.
//
// The same index feeds the nginx include the build writes (scripts/nginx-static.ts), so nginx and
// this server send each page with the same policy.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { isConsolePath } from '../../../content/page-paths.ts';
import { LANGUAGES } from '../../../contracts/languages.ts';
import { NotFound } from '../../shared/errors.ts';
import { contentSecurityPolicy, frameSourcesByPath } from './helmet.ts';
import { isValidHost } from './strict-http.ts';

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
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The home pages of the other languages (`es/index.html`): their URL keeps the slash, as / does (/es/). */
const languageHomes = new Set(LANGUAGES.filter((l) => l !== 'en').map((l) => `${l}/index.html`));

/**
 * Where an unknown path goes (SPEC 2: home, 302): the home of its language, so a broken link on a
 * Spanish page (/es/…) lands on /es/, not on the English home.
 */
export function homeFor(path: string): string {
  const language = LANGUAGES.find((l) => l !== 'en' && (path === `/${l}` || path.startsWith(`/${l}/`)));
  return language ? `/${language}/` : '/';
}

/** The canonical URL path of a file under the build root (`about-us/index.html` → `/about-us`). */
export function urlPathOf(root: string, file: string): string {
  const rel = relative(root, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (languageHomes.has(rel)) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.replace(/\/index\.html$/, '')}`;
}

/** The Content-Type @fastify/send would give the file (utf-8 for text, JSON and JavaScript). */
export function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return /^(text\/|application\/json|application\/javascript)/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The Cache-Control of a URL path: a year for hashed assets, never for the console's pages (its
 * shell, and the sign-in page, prerendered).
 */
export function cacheControlOf(urlPath: string): string {
  if (urlPath === CONSOLE_SHELL || isConsolePath(urlPath)) return 'no-store';
  return urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/** Every regular file under `dir` (symlinks followed), depth first. */
function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (st.isFile()) out.push(p);
  }
  return out;
}

export type BuildFile = {
  /** Canonical URL path, decoded (`/about-us`, `/assets/app-x.js`). */
  urlPath: string;
  /** Absolute path of the uncompressed file. */
  file: string;
  /** Path relative to the build root, with `/` (`about-us/index.html`). */
  rel: string;
  /** The page's CSP (HTML only). */
  csp?: string;
};

/**
 * The files of a build that are served under their own URL: everything but the precompressed
 * siblings, dotfiles and `__*` build internals (the console shell is served for /admin only). HTML
 * files carry their page's CSP. Shared by the server and the nginx include (scripts/nginx-static.ts).
 */
export function buildFiles(root: string, https: boolean): { files: BuildFile[]; shell?: BuildFile } {
  const files: BuildFile[] = [];
  let shell: BuildFile | undefined;
  if (!existsSync(root)) return { files };
  for (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const rel = relative(root, file).split(sep).join('/');
    const segments = rel.split('/');
    if (segments.some((s) => s.startsWith('.'))) continue;
    const urlPath = urlPathOf(root, file);
    const entry: BuildFile = { urlPath, file, rel };
    if (rel.endsWith('.html')) {
      entry.csp = contentSecurityPolicy(
        {
          scriptHashes: inlineScriptHashes(readFileSync(file, 'utf8')),
          frameSrc: frameSourcesByPath[urlPath],
        },
        https,
      );
    }
    if (urlPath === CONSOLE_SHELL) shell = entry;
    else if (!segments.some((s) => s.startsWith('__'))) files.push(entry);
  }
  return { files, shell };
}

type Variant = {
  body: Buffer;
  etag: string;
  /** The headers of a 200, Content-Length included. */
  headers: Record<string, string>;
};

export type StaticEntry = {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  lastModifiedMs: number;
};

/** Reads one file and its siblings into memory with every header it will be sent with. */
function entryOf(f: BuildFile): StaticEntry {
  const stat = statSync(f.file);
  // HTTP dates have whole seconds: compare If-Modified-Since against the truncated time.
  const lastModifiedMs = Math.floor(stat.mtimeMs / 1000) * 1000;
  const common: Record<string, string> = {
    'content-type': contentTypeOf(f.file),
    'cache-control': cacheControlOf(f.urlPath),
    'last-modified': new Date(lastModifiedMs).toUTCString(),
    'accept-ranges': 'bytes',
  };
  if (f.csp) common['content-security-policy'] = f.csp;
  // The console's prerendered sign-in page: never indexed, as every /admin path (sessions.ts).
  if (isConsolePath(f.urlPath)) common['x-robots-tag'] = 'noindex';
  const br = existsSync(`${f.file}.br`) ? readFileSync(`${f.file}.br`) : undefined;
  const gz = existsSync(`${f.file}.gz`) ? readFileSync(`${f.file}.gz`) : undefined;
  if (br || gz) common.vary = 'Accept-Encoding';
  const variant = (body: Buffer, encoding?: 'br' | 'gzip'): Variant => {
    // Content-based, so every app server behind a balancer gives the same ETag for the same bytes.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return {
      body,
      etag,
      headers: {
        ...common,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        etag,
        'content-length': String(body.length),
      },
    };
  };
  return {
    identity: variant(readFileSync(f.file)),
    ...(br ? { br: variant(br, 'br') } : {}),
    ...(gz ? { gzip: variant(gz, 'gzip') } : {}),
    lastModifiedMs,
  };
}

type Coding = 'br' | 'gzip' | 'identity';

/** The best encoding an Accept-Encoding allows among br, gzip, identity (ties: br, then gzip). */
export function negotiate(header: string | undefined): Coding {
  if (!header) return 'identity';
  let br = -1;
  let gzip = -1;
  let star = -1;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    let q = 1;
    for (const p of params) {
      const t = p.trim();
      if (t.startsWith('q=')) q = Number(t.slice(2)) || 0;
    }
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') star = q;
  }
  if (br < 0) br = star;
  if (gzip < 0) gzip = star;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  // Sent uncompressed even to `identity;q=0`: a 406 would help no one.
  return 'identity';
}

/** Accept-Encoding values repeat (a handful of browsers): the decision is memoised per value. */
function negotiator() {
  const memo = new Map<string, Coding>();
  return (header: string | undefined): Coding => {
    if (header === undefined) return 'identity';
    let c = memo.get(header);
    if (c === undefined) {
      c = negotiate(header);
      if (memo.size >= 256) memo.clear();
      memo.set(header, c);
    }
    return c;
  };
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  for (const t of ifNoneMatch.split(',')) {
    const tag = t.trim();
    if (tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

/** One byte range of `size` bytes, `'unsatisfiable'`, or undefined to send the whole body. */
export function byteRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined; // not bytes, several ranges or malformed: the whole body (as @fastify/send)
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return undefined;
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
    if (b !== '' && Number(b) < start) return undefined;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export function buildStaticIndex(root: string, https: boolean) {
  const { files, shell } = buildFiles(root, https);
  const index = new Map<string, StaticEntry>();
  let bytes = 0;
  for (const f of files) {
    const e = entryOf(f);
    index.set(f.urlPath, e);
    bytes += e.identity.body.length + (e.br?.body.length ?? 0) + (e.gzip?.body.length ?? 0);
  }
  return { index, shell: shell ? entryOf(shell) : undefined, bytes };
}

/** Headers every static answer gets from the rest of the app (helmet's, say), not from the index. */
const OWN_HEADERS = new Set([
  'content-type',
  'cache-control',
  'last-modified',
  'accept-ranges',
  'vary',
  'content-encoding',
  'etag',
  'content-length',
  'content-security-policy',
  // Node's own, per connection or per answer
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

type FastVariant = { body: Buffer; etag: string; ok: string[]; notModified: string[] };
type FastEntry = { identity: FastVariant; br?: FastVariant; gzip?: FastVariant; lastModifiedMs: number };

/**
 * The request listener of the fast path, or undefined when it must not run: access lines are
 * written (LOG_LEVEL info or lower) behind a trusted proxy, whose client address only Fastify works
 * out. Returns false for a request it leaves to Fastify.
 */
async function fastPath(
  app: FastifyInstance,
  indexNow: () => Map<string, StaticEntry>,
  encodingFor: (header: string | undefined) => Coding,
): Promise<((req: IncomingMessage, res: ServerResponse) => boolean) | undefined> {
  const logged = (app.log as unknown as Logger).isLevelEnabled('info');
  if (logged && app.config.trustProxy !== false) return undefined;
  const first = indexNow().keys().next().value;
  if (first === undefined) return undefined;
  // What the rest of the app adds to a static answer (helmet's headers, the instance name, …).
  const probe = await app.inject({ method: 'GET', url: encodeURI(first) });
  if (probe.statusCode !== 200) {
    app.log.warn({ path: first, statusCode: probe.statusCode }, 'static fast path not installed');
    return undefined;
  }
  const extra: string[] = [];
  for (const [name, value] of Object.entries(probe.headers)) {
    if (OWN_HEADERS.has(name) || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) extra.push(name, String(v));
  }
  const defaultCsp = contentSecurityPolicy({}, app.config.siteUrl.startsWith('https:'));
  const flat = (headers: Record<string, string>, omit?: string) => {
    const out = [...extra];
    for (const [k, v] of Object.entries(headers)) if (k !== omit) out.push(k, v);
    if (!('content-security-policy' in headers)) out.push('content-security-policy', defaultCsp);
    return out;
  };
  const fastVariant = (v: Variant): FastVariant => ({
    body: v.body,
    etag: v.etag,
    ok: flat(v.headers),
    notModified: flat(v.headers, 'content-length'),
  });
  // Only paths the router gives to the static routes ('/' and '/*': the whole path is the
  // wildcard), not to a more specific route.
  const routedHere = (path: string) =>
    path === '/' ||
    (app.findRoute({ method: 'GET', url: path })?.params as Record<string, string> | undefined)?.['*'] ===
      path.slice(1);
  /** The fast path's table of an index: built again when a publish swaps the site (reload). */
  const tableOf = (index: Map<string, StaticEntry>) => {
    const table = new Map<string, FastEntry>();
    for (const [path, e] of index) {
      // Only what the static route answers under this very spelling (not /healthz, say).
      if (encodeURI(path) !== path || !routedHere(path)) continue;
      table.set(path, {
        identity: fastVariant(e.identity),
        ...(e.br ? { br: fastVariant(e.br) } : {}),
        ...(e.gzip ? { gzip: fastVariant(e.gzip) } : {}),
        lastModifiedMs: e.lastModifiedMs,
      });
    }
    return table;
  };
  let tableIndex = indexNow();
  let table = tableOf(tableIndex);
  let served = 0;
  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (tableIndex !== indexNow()) {
      tableIndex = indexNow();
      table = tableOf(tableIndex);
    }
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const entry = table.get(q === -1 ? url : url.slice(0, q));
    if (entry === undefined) return false;
    // One pass over the raw headers (req.headers would build an object of all of them): the
    // three this answer depends on, and what plugins/external/strict-http.ts would refuse (a
    // second or malformed Host, Transfer-Encoding in HTTP/1.0), which Fastify then answers.
    const raw = req.rawHeaders;
    let acceptEncoding: string | undefined;
    let inm: string | undefined;
    let ims: string | undefined;
    let hosts = 0;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i] as string;
      const value = raw[i + 1] as string;
      switch (name.length) {
        case 4:
          if (name.toLowerCase() !== 'host') break;
          if (++hosts > 1 || !isValidHost(value)) return false;
          break;
        case 5:
          if (name.toLowerCase() === 'range') return false;
          break;
        case 13:
          if (name.toLowerCase() === 'if-none-match') inm = inm === undefined ? value : `${inm}, ${value}`;
          break;
        case 15:
          if (name.toLowerCase() === 'accept-encoding')
            acceptEncoding = acceptEncoding === undefined ? value : `${acceptEncoding}, ${value}`;
          break;
        case 17: {
          const lower = name.toLowerCase();
          if (lower === 'if-modified-since') ims ??= value;
          else if (lower === 'transfer-encoding' && req.httpVersion === '1.0') return false;
          break;
        }
      }
    }
    const started = logged ? performance.now() : 0;
    const coding = encodingFor(acceptEncoding);
    const v = (coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : undefined) ?? entry.identity;
    const fresh =
      inm !== undefined
        ? etagMatches(inm, v.etag)
        : ims !== undefined && Date.parse(ims) >= entry.lastModifiedMs;
    const status = fresh ? 304 : 200;
    res.writeHead(status, fresh ? v.notModified : v.ok);
    res.end(fresh ? undefined : v.body);
    if (logged) {
      // The access line Fastify's onResponse hook writes (app.ts), with the same fields.
      app.log.info(
        {
          reqId: `static-${++served}`,
          req: { method, url, ip: req.socket.remoteAddress },
          statusCode: status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request completed',
      );
    }
    return true;
  };
}

async function staticSite(app: FastifyInstance): Promise<void> {
  const https = app.config.siteUrl.startsWith('https:');
  const load = (root: string) => {
    const loaded = buildStaticIndex(root, https);
    app.log.info({ root, files: loaded.index.size, bytes: loaded.bytes }, 'static site indexed');
    return loaded;
  };
  // The site served: the build, until a publish (server/content/, decision 089) hands over a
  // release. serve() swaps it in one assignment, so a request sees the old site or the new one.
  let site = load(resolve(app.config.buildDir));
  app.decorate('staticSite', {
    serve(root: string) {
      site = load(resolve(root));
    },
  });
  const encodingFor = negotiator();

  function serve(request: FastifyRequest, reply: FastifyReply, entry: StaticEntry) {
    const h = request.headers;
    const coding = encodingFor(h['accept-encoding']);
    const v = (coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : undefined) ?? entry.identity;
    const inm = h['if-none-match'];
    const ims = h['if-modified-since'];
    if (
      inm !== undefined
        ? etagMatches(inm, v.etag)
        : ims !== undefined && Date.parse(ims) >= entry.lastModifiedMs
    ) {
      reply.headers(v.headers);
      reply.removeHeader('content-length');
      return reply.code(304).send();
    }
    const range = h.range;
    if (range !== undefined) {
      const ifRange = h['if-range'] as string | undefined;
      const fresh =
        ifRange === undefined ||
        (ifRange.includes('"') ? ifRange.trim() === v.etag : Date.parse(ifRange) >= entry.lastModifiedMs);
      const r = fresh ? byteRange(range, v.body.length) : undefined;
      if (r === 'unsatisfiable') {
        reply.header('content-range', `bytes */${v.body.length}`);
        return reply.code(416).send();
      }
      if (r) {
        reply.headers(v.headers);
        reply.header('content-range', `bytes ${r.start}-${r.end}/${v.body.length}`);
        reply.header('content-length', String(r.end - r.start + 1));
        reply.code(206);
        return reply.send(v.body.subarray(r.start, r.end + 1));
      }
    }
    reply.headers(v.headers);
    // HEAD too: Fastify's HEAD route sends the length of this body and drops it.
    return reply.send(v.body);
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.url;
    const q = raw.indexOf('?');
    const rawPath = q === -1 ? raw : raw.slice(0, q);
    if (isApi(rawPath)) return reply.callNotFound();
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return reply.redirect('/', 302);
    }
    const { index, shell } = site;
    const entry = index.get(path);
    if (entry) return serve(request, reply, entry);
    if (isConsolePath(rawPath)) return shell ? serve(request, reply, shell) : reply.callNotFound();
    // Canonical forms: /home → /, /about-us/ and /about-us/index.html → /about-us. Only to a page
    // that exists (and never to `//host`): anything else goes home.
    const query = q === -1 ? '' : raw.slice(q);
    if (path === '/home' || path === '/home/') return reply.redirect(`/${query}`, 301);
    let canonical = rawPath.replace(/\/index\.html$/, '/');
    if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '') || '/';
    // A language's home keeps its slash (/es → /es/), as / does.
    if (canonical !== '/' && index.has(decodeURIComponent(`${canonical}/`))) canonical = `${canonical}/`;
    if (canonical !== rawPath && (canonical === '/' || index.has(decodeURIComponent(canonical)))) {
      return reply.redirect(canonical + query, 301);
    }
    return reply.redirect(homeFor(path), 302);
  };
  app.get('/', handler);
  app.get('/*', handler);

  // The fast path (decision 050): once listening, a GET or HEAD of a file in the index is answered
  // straight from the HTTP server's request event, before Fastify's routing and hooks, with the very
  // headers the route above sends (taken once from an injected request). Anything else (another
  // path, a Range, a malformed request, a closing server) goes to Fastify as usual.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onListen', async () => {
    const fast = await fastPath(app, () => site.index, encodingFor);
    if (!fast) return;
    const server = app.server;
    const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    const [fastify] = listeners;
    if (listeners.length !== 1 || !fastify) {
      app.log.warn({ listeners: listeners.length }, 'static fast path not installed');
      return;
    }
    server.removeListener('request', fastify);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (closing || !fast(req, res)) fastify(req, res);
    });
  });

  // No route: GET and HEAD go to the home page (crawlers see the redirect too); other methods and
  // /api/* answer JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && !isApi(path)) return reply.redirect(homeFor(path), 302);
    throw new NotFound(`No route for ${request.method}.`);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The static site: `serve(root)` makes another directory (a published release) the one served. */
    staticSite: { serve(root: string): void };
  }
}

export default fp(staticSite, { name: 'static', dependencies: ['config'] });
