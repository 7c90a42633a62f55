// Issue 8: quality bars on every route, against the built site served by the real server, over
// HTTP (the prerendered HTML crawlers see):
// - no two routes share a title, meta description or canonical URL;
// - sitemap.xml lists exactly the routes, on the canonical origin;
// - security headers on every HTML response, API responses not cacheable, CSRF cookie flags.
// What needs the page in a browser (axe-core at 375 and 1366 px, JSON-LD matching what the page
// shows, one title/description/canonical per route, no CSP violation or other console error) is
// checked in routes.test.ts, on the one page load per route and width.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { allPages } from '../../content/pages.ts';
import { baseURL } from './browser.ts';
import { headFacts, scripts } from './page-facts.ts';

const pages = allPages();

type Fetched = { status: number; headers: Headers; html: string };
const fetched = new Map<string, Fetched>();

beforeAll(async () => {
  for (const p of pages) {
    const res = await fetch(`${baseURL()}${p.path}`, { redirect: 'manual' });
    fetched.set(p.path, { status: res.status, headers: res.headers, html: await res.text() });
  }
}, 60_000);

function get(path: string): Fetched {
  const f = fetched.get(path);
  if (!f) throw new Error(`not fetched: ${path}`);
  return f;
}

// ---------- the tests ----------

describe('head: unique title, description and canonical URL', () => {
  test.each([
    ['title', (h: string) => headFacts(h).titles[0]],
    ['meta description', (h: string) => headFacts(h).descriptions[0]],
    ['canonical URL', (h: string) => headFacts(h).canonicals[0]],
  ] as const)('no two routes share a %s', (_name, pick) => {
    const seen = new Map<string, string[]>();
    for (const p of pages) {
      const v = pick(get(p.path).html) ?? '';
      seen.set(v, [...(seen.get(v) ?? []), p.path]);
    }
    const dupes = [...seen]
      .filter(([, paths]) => paths.length > 1)
      .map(([v, paths]) => `"${v}": ${paths.join(', ')}`);
    expect(dupes).toEqual([]);
  });
});

describe('sitemap.xml', () => {
  test('lists exactly the routes, once each, on the canonical origin', async () => {
    const res = await fetch(`${baseURL()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? ''));
    const paths = locs.map((u) => u.pathname);
    expect(paths.length).toBe(new Set(paths).size);
    expect([...paths].sort()).toEqual(pages.map((p) => p.path).sort());
    const canonicalOrigin = new URL(headFacts(get('/').html).canonicals[0] ?? '').origin;
    expect(new Set(locs.map((u) => u.origin))).toEqual(new Set([canonicalOrigin]));
  });
});

function cspDirectives(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

describe('security headers', () => {
  test('every HTML response has the CSP, nosniff, Referrer-Policy and Permissions-Policy', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const { headers, html } = get(p.path);
      const csp = headers.get('content-security-policy');
      if (!csp) {
        problems.push(`${p.path}: no Content-Security-Policy`);
      } else {
        const d = cspDirectives(csp);
        const scriptSrc = d.get('script-src') ?? d.get('default-src');
        if (!scriptSrc) problems.push(`${p.path}: CSP restricts no scripts (no script-src or default-src)`);
        for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
          if (scriptSrc?.includes(bad)) problems.push(`${p.path}: script-src allows ${bad}`);
        }
        if (d.get('frame-ancestors')?.join(' ') !== "'none'")
          problems.push(`${p.path}: frame-ancestors is not 'none'`);
        if (!d.get('object-src')?.includes("'none'") && !d.get('default-src')?.includes("'none'")) {
          problems.push(`${p.path}: object-src is not 'none'`);
        }
        if (!d.has('base-uri')) problems.push(`${p.path}: no base-uri`);
        // Every inline script of the page is allowed by its hash, or the browser blocks it.
        for (const s of scripts(html)) {
          if (/\bsrc\s*=/.test(s.attrs) || /application\/ld\+json/.test(s.attrs)) continue;
          const hash = `'sha256-${createHash('sha256').update(s.body).digest('base64')}'`;
          if (!scriptSrc?.includes(hash))
            problems.push(`${p.path}: inline script not allowed by hash: ${s.body.slice(0, 60)}`);
        }
      }
      if (headers.get('x-content-type-options') !== 'nosniff')
        problems.push(`${p.path}: no X-Content-Type-Options: nosniff`);
      const referrer = headers.get('referrer-policy') ?? '';
      if (
        !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)
      ) {
        problems.push(`${p.path}: Referrer-Policy "${referrer}"`);
      }
      const permissions = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation']) {
        if (!new RegExp(`(^|,)\\s*${feature}=\\(\\)`).test(permissions)) {
          problems.push(`${p.path}: Permissions-Policy does not disable ${feature}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('API responses are not cacheable', async () => {
    const responses = [
      ['GET /api/csrf', await fetch(`${baseURL()}/api/csrf`)],
      ['GET /api/no-such-endpoint', await fetch(`${baseURL()}/api/no-such-endpoint`)],
      [
        'POST /api/send-contact-email without CSRF',
        await fetch(`${baseURL()}/api/send-contact-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ],
      ['GET /api/tv-providers/xfinity', await fetch(`${baseURL()}/api/tv-providers/xfinity`)],
    ] as const;
    const problems = responses
      .filter(([, res]) => !/\bno-store\b/.test(res.headers.get('cache-control') ?? ''))
      .map(([name, res]) => `${name} (${res.status}): Cache-Control "${res.headers.get('cache-control')}"`);
    expect(problems).toEqual([]);
    const [, csrf] = responses[0];
    expect(csrf.status, 'GET /api/csrf').toBe(204);
  });

  test('GET /api/csrf sets the token cookie readable by the page and an HttpOnly secret, both SameSite=Lax, Path=/', async () => {
    const res = await fetch(`${baseURL()}/api/csrf`);
    expect(res.status).toBe(204);
    const cookies = res.headers.getSetCookie().map((c) => {
      const [pair = '', ...flags] = c.split(';').map((s) => s.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const f = new Map(flags.map((x) => [x.split('=')[0]?.toLowerCase() ?? '', x.split('=')[1] ?? '']));
      return { name, flags: f };
    });
    const token = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(token, 'XSRF-TOKEN cookie').toBeDefined();
    expect(token?.flags.has('httponly'), 'XSRF-TOKEN is readable by the page (not HttpOnly)').toBe(false);
    const secrets = cookies.filter((c) => c.name !== 'XSRF-TOKEN');
    expect(secrets.length, 'an HttpOnly secret cookie besides XSRF-TOKEN').toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c.flags.get('samesite')?.toLowerCase(), `${c.name} SameSite`).toBe('lax');
      expect(c.flags.get('path'), `${c.name} Path`).toBe('/');
    }
    for (const c of secrets) expect(c.flags.has('httponly'), `${c.name} HttpOnly`).toBe(true);
  });
});
