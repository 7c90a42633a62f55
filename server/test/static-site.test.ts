import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../../scripts/files.ts';
import { inlineScriptHashes, urlPathOf } from '../plugins/external/static.ts';
import { loadConfig } from '../shared/config.ts';
import { type App, build, injectFetch, removeDir, startServer, testConfig } from './helper.ts';

const inline1 = 'window.__ctx = {"a":1};';
const inline2 = 'console.log("boot")';
const ldJson = '{"@context":"https://schema.org","@type":"Organization"}';
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title><script type="application/ld+json">${ldJson}</script>` +
  `<script>${inline1}</script><script type="module" src="/assets/app-abc123.js"></script></head>` +
  `<body><h1>${title}</h1><script type="module">${inline2}</script>${' '.repeat(600)}</body></html>`;

function sha(s: string) {
  return `sha256-${createHash('sha256').update(s).digest('base64')}`;
}

/** A file and its precompressed twins (.br, .gz), as scripts/postbuild.ts leaves them. */
const withSiblings = (path: string, body: string) => ({
  [path]: body,
  [`${path}.br`]: brotliCompressSync(body),
  [`${path}.gz`]: gzipSync(body),
});

function fixtureBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'homewire-build-'));
  writeTree(root, {
    ...withSiblings('index.html', page('Home')),
    ...withSiblings('about-us/index.html', page('About')),
    ...withSiblings('contact-us/index.html', page('Contact')),
    'es/index.html': page('Inicio'),
    'service/tv/provider-detail/xfinity/index.html': page('Xfinity'),
    'service/tv/provider-detail/xfinity.data': '[{"_1":2}]',
    ...withSiblings('assets/app-abc123.js', `export const x = 1;${' '.repeat(600)}`),
    'assets/app-abc123.css': 'body{color:red}',
    '__spa-fallback.html': page('Fallback'),
  });
  return root;
}

let root: string;
let app: App;
let cfgDir: string;

beforeAll(async () => {
  root = fixtureBuild();
  const config = testConfig({ buildDir: root });
  cfgDir = config.dataDir;
  app = await build(config);
});
afterAll(async () => {
  await app.close();
  removeDir(root);
  removeDir(cfgDir);
});

// app.inject, like a client that does not follow redirects.
const get = (path: string, headers: Record<string, string> = {}) => injectFetch(app)(path, { headers });

describe('static site', () => {
  it('serves prerendered HTML per route with revalidation headers', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/about-us', 'About'],
      ['/service/tv/provider-detail/xfinity', 'Xfinity'],
    ] as const) {
      const res = await get(path, { 'accept-encoding': 'identity' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // A strong ETag from the bytes (each encoding its own), the same on every app server.
      expect(res.headers.get('etag')).toMatch(/^".+"$/);
      expect(res.headers.get('last-modified')).toBeTruthy();
      expect(await res.text()).toContain(`<h1>${title}</h1>`);
    }
  });

  /** The About page asked for with `acceptEncoding`: sent in `encoding`, and the About page once decoded. */
  async function aboutIn(acceptEncoding: string, encoding: 'br' | 'gzip') {
    const res = await get('/about-us', { 'accept-encoding': acceptEncoding });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    const body = Buffer.from(await res.arrayBuffer());
    // fetch decodes transparently; either way the page must be the About page
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    const text = body.toString().includes('<h1>About</h1>') ? body.toString() : decode(body).toString();
    expect(text).toContain('<h1>About</h1>');
    return res;
  }

  it('serves the brotli or gzip sibling by Accept-Encoding', async () => {
    const br = await aboutIn('gzip, deflate, br', 'br');
    expect(br.headers.get('vary')?.toLowerCase()).toBe('accept-encoding');
    const gz = await aboutIn('gzip', 'gzip');

    const refused = await get('/about-us', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toContain('<h1>About</h1>');
    expect(br.headers.get('etag')).not.toBe(gz.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    const otherEncoding = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers 304 to If-Modified-Since when no If-None-Match is given', async () => {
    const first = await get('/about-us', { 'accept-encoding': 'gzip' });
    const lastModified = first.headers.get('last-modified') ?? '';
    const again = await get('/about-us', { 'accept-encoding': 'gzip', 'if-modified-since': lastModified });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const stale = await get('/about-us', {
      'accept-encoding': 'gzip',
      'if-modified-since': lastModified,
      'if-none-match': '"something-else"',
    });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const getRes = await get('/about-us', { 'accept-encoding': 'br' });
    const head = await injectFetch(app)('/about-us', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    for (const name of [
      'content-type',
      'content-length',
      'content-encoding',
      'etag',
      'content-security-policy',
    ])
      expect(head.headers.get(name), name).toBe(getRes.headers.get(name));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers a byte range with 206, an unsatisfiable one with 416, a stale If-Range in full', async () => {
    const full = await (await get('/assets/app-abc123.css', { 'accept-encoding': 'identity' })).text();
    const part = await get('/assets/app-abc123.css', { 'accept-encoding': 'identity', range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${full.length}`);
    expect(await part.text()).toBe(full.slice(0, 4));
    const suffix = await get('/assets/app-abc123.css', { 'accept-encoding': 'identity', range: 'bytes=-5' });
    expect(await suffix.text()).toBe(full.slice(-5));
    const beyond = await get('/assets/app-abc123.css', { range: 'bytes=9999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${full.length}`);
    const stale = await get('/assets/app-abc123.css', { range: 'bytes=0-3', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(full);
  });

  it('serves from memory: no file is read or stat-ed per request', async () => {
    // A build indexed at start-up and then taken away is still served whole.
    const gone = fixtureBuild();
    const config = testConfig({ buildDir: gone });
    const served = await build(config);
    try {
      removeDir(gone);
      const res = await injectFetch(served)('/service/tv/provider-detail/xfinity');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<h1>Xfinity</h1>');
      expect((await injectFetch(served)('/admin/leads')).status).toBe(200);
    } finally {
      await served.close();
      removeDir(config.dataDir);
    }
  });

  it('answers over a socket exactly as the route does, from the fast path', async () => {
    // The listening server answers files of the index before Fastify's routing (decision 050):
    // status, headers and bytes must be the route's own, whatever the encoding, method or validator.
    const lines: string[] = [];
    const config = testConfig({ buildDir: root, logLevel: 'info', instanceName: 'web-7' });
    const running = await startServer(config, { logStream: { write: (l) => lines.push(l) } });
    const raw = (method: string, path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((res, rej) => {
        const req = httpRequest(`${running.url}${path}`, { method, headers }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            res({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', rej);
        req.end();
      });
    const perConnection = new Set(['date', 'connection', 'keep-alive']);
    // (Fastify's HEAD route gives a 304 `content-length: 0`; the fast path, none, as for GET.)
    const comparable = (h: Record<string, unknown>, status: number) =>
      Object.fromEntries(
        Object.entries(h).filter(
          ([k]) => !perConnection.has(k) && !(status === 304 && k === 'content-length'),
        ),
      );
    try {
      const paths = ['/', '/about-us', '/service/tv/provider-detail/xfinity', '/assets/app-abc123.js'];
      let answers = 0;
      for (const path of [...paths, '/service/tv/provider-detail/xfinity.data', '/about-us?utm=1']) {
        for (const method of ['GET', 'HEAD']) {
          for (const encoding of ['br, gzip', 'gzip', 'identity']) {
            const etag = (await running.app.inject({ url: path, headers: { 'accept-encoding': encoding } }))
              .headers.etag as string;
            for (const extra of [{}, { 'if-none-match': etag }] as Record<string, string>[]) {
              const headers = { 'accept-encoding': encoding, ...extra };
              const viaRoute = await running.app.inject({ method: method as 'GET', url: path, headers });
              const viaSocket = await raw(method, path, headers);
              const what = `${method} ${path} ${JSON.stringify(headers)}`;
              expect(viaSocket.status, what).toBe(viaRoute.statusCode);
              expect(comparable(viaSocket.headers, viaSocket.status), what).toEqual(
                comparable(viaRoute.headers, viaRoute.statusCode),
              );
              expect(viaSocket.body.equals(viaRoute.rawPayload), what).toBe(true);
              answers++;
            }
          }
        }
      }
      expect((await raw('GET', '/about-us', {})).headers['x-served-by']).toBe('web-7');
      answers++;
      // Every one of those socket answers came from the fast path (its access lines say so).
      expect(lines.filter((l) => l.includes('"reqId":"static-')).length).toBe(answers);
      // Not the fast path: a range, a path of another spelling, a malformed request.
      const part = await raw('GET', '/about-us', { 'accept-encoding': 'identity', range: 'bytes=0-9' });
      expect(part.status).toBe(206);
      expect((await raw('GET', '/about-us/', {})).status).toBe(301);
      // Two Host headers: refused by plugins/external/strict-http.ts, as on any other path.
      const twoHosts = await new Promise<string>((res, rej) => {
        const socket = connect(Number(new URL(running.url).port), '127.0.0.1');
        let text = '';
        socket.on('data', (d) => {
          text += d;
        });
        socket.on('end', () => res(text));
        socket.on('error', rej);
        socket.end(
          'GET /about-us HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
        );
      });
      expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
      const health = await raw('GET', '/healthz', {});
      expect(health.status).toBe(200);
      expect(health.headers['x-served-by']).toBe('web-7');
      // Refused by a hook (CSRF): still named.
      const refused = await running.app.inject({ url: '/api/nope', method: 'POST' });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['x-served-by']).toBe('web-7');
      expect(lines.filter((l) => l.includes('"reqId":"static-')).length).toBe(answers);
    } finally {
      await running.close();
      removeDir(config.dataDir);
    }
  });

  it('caches hashed assets for a year, immutable; .data files revalidate', async () => {
    const js = await get('/assets/app-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const css = await get('/assets/app-abc123.css');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const data = await get('/service/tv/provider-detail/xfinity.data');
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toBe('no-cache');
    expect(await data.text()).toBe('[{"_1":2}]');
  });

  it('redirects /home and trailing slashes permanently, unknown paths to /', async () => {
    const home = await get('/home');
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/');
    const slash = await get('/about-us/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/about-us');
    const slashQuery = await get('/about-us/?utm=1');
    expect(slashQuery.headers.get('location')).toBe('/about-us?utm=1');
    // The Spanish home keeps its slash, as / does: /es/ is the page, its other spellings lead there.
    expect((await get('/es/')).status).toBe(200);
    for (const path of ['/es', '/es/index.html', '/es//']) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe('/es/');
    }
    for (const path of [
      '/nope',
      '/service/tv/provider-detail/nobody',
      '/../etc/passwd',
      '/__spa-fallback.html',
      '/%5F%5Fspa-fallback.html',
    ]) {
      const res = await get(path);
      expect([301, 302], path).toContain(res.status);
      expect(res.headers.get('location'), path).toBe('/');
    }
    // A broken link on a Spanish page lands on the Spanish home, however it is spelled.
    for (const path of ['/es/nope', '/es/service/tv/provider-detail/nobody', '/es/nope/', '/es/%6Eope']) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/es/');
    }
    expect((await get('/esnope')).headers.get('location')).toBe('/');
  });

  it('answers JSON 404 under /api', async () => {
    for (const path of ['/api/nope', '/api']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    }
    // State-changing methods meet the CSRF check before routing.
    const post = await injectFetch(app)('/api/nope', { method: 'POST' });
    expect(post.status).toBe(403);
    expect((await post.json()).statusCode).toBe(403);
  });

  it('answers liveness and readiness', async () => {
    const live = await get('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
  });
});

describe('security headers', () => {
  it('puts the fixed headers on every response, HSTS only for https', async () => {
    for (const path of ['/', '/assets/app-abc123.js', '/api/nope', '/nope', '/healthz']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('allows exactly the inline scripts of each page by hash, never unsafe-inline', async () => {
    const res = await get('/about-us');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", `'${sha(inline1)}'`, `'${sha(inline2)}'`]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain(sha(ldJson));
  });

  it('allows the OpenStreetMap frame only on /contact-us', async () => {
    const contact = (await get('/contact-us')).headers.get('content-security-policy') ?? '';
    expect(contact).toContain('frame-src https://www.openstreetmap.org');
    const about = (await get('/about-us')).headers.get('content-security-policy') ?? '';
    expect(about).not.toContain('openstreetmap');
  });

  it('sends HSTS when SITE_URL is https', async () => {
    const config = testConfig({ buildDir: root, siteUrl: 'https://www.example.com' });
    const https = await build(config);
    try {
      const res = await injectFetch(https)('/');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    } finally {
      await https.close();
      removeDir(config.dataDir);
    }
  });

  it('computes hashes only for executable inline scripts', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script><script type="text/plain">c</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('config', () => {
  it('applies defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'homewire-cfg-'));
    try {
      const c = loadConfig({ DATA_DIR: dir });
      expect(c.port).toBe(3000);
      expect(c.host).toBe('0.0.0.0');
      expect(c.siteUrl).toBe('http://localhost:3000');
      expect(c.leadRateLimit).toBe(5);
      expect(c.worker).toBe(true);
      expect(c.trustProxy).toBe(false);
      expect(c.buildDir).toBe(resolve('build/client'));
      // generated once and kept
      expect(c.cookieSecret.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dir }).cookieSecret).toBe(c.cookieSecret);
      // A server on another port does not claim to be on 3000.
      expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
      expect(loadConfig({ DATA_DIR: dir, SITE_URL: 'https://www.example.com/' }).siteUrl).toBe(
        'https://www.example.com',
      );
    } finally {
      removeDir(dir);
    }
  });

  it('lists every bad variable', () => {
    const bad = {
      PORT: 'abc',
      SITE_URL: 'ftp://x',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      COOKIE_SECRET: 'short',
    };
    expect(() => loadConfig(bad)).toThrowError(/PORT[\s\S]*SITE_URL|SITE_URL[\s\S]*PORT/);
    try {
      loadConfig(bad);
    } catch (err) {
      const problems = (err as { problems: string[] }).problems;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
        ['COOKIE_SECRET', 'DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SITE_URL'].sort(),
      );
    }
  });
});

describe.skipIf(!existsSync('build/client/index.html'))('the real build', () => {
  let real: App;
  let dir: string;
  beforeAll(async () => {
    const config = testConfig({ buildDir: resolve('build/client') });
    dir = config.dataDir;
    real = await build(config);
  });
  afterAll(async () => {
    await real.close();
    removeDir(dir);
  });

  it('serves every prerendered page with a CSP listing its inline scripts', async () => {
    const root = resolve('build/client');
    const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html') && !f.startsWith('__'))
      .map((f) => ({ urlPath: urlPathOf(root, join(root, f)) }));
    expect(pages.length).toBeGreaterThan(5);
    for (const entry of pages) {
      const res = await injectFetch(real)(entry.urlPath);
      expect(res.status, entry.urlPath).toBe(200);
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      // Hashed here, independently of the server's inlineScriptHashes: every classic or module
      // inline script of the page, and nothing else, is allowed.
      const scripts = [
        ...html.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(scripts.length, entry.urlPath).toBeGreaterThan(0);
      const allowed = (/script-src ([^;]*)/.exec(csp)?.[1] ?? '')
        .split(' ')
        .filter((s) => s.startsWith("'sha256-"));
      expect(allowed.sort(), entry.urlPath).toEqual(
        [...new Set(scripts.map((m) => `'${sha(m[1] ?? '')}'`))].sort(),
      );
      expect(csp).not.toContain('unsafe-inline');
      expect(html).not.toMatch(/\sstyle="/);
    }
  });

  it('serves the SPA shell for /admin paths, with its CSP, never cached and not indexed', async () => {
    for (const path of ['/admin', '/admin/leads/some-id', '/admin/enroll']) {
      const res = await injectFetch(real)(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const h of inlineScriptHashes(html)) expect(csp, path).toContain(`'${h}'`);
    }
    // Elsewhere an unknown path still goes home, and the shell's own file name is not served.
    expect((await injectFetch(real)('/administrator')).status).toBe(302);
    expect((await injectFetch(real)('/__spa-fallback.html')).status).toBe(302);
  });
});
