// Issue 8: quality bars on every route, against the built site served by the real server.
// - axe-core (WCAG 2.0/2.1 A and AA, best practices) finds no violation at 375 and 1366 px;
// - unique title, meta description and canonical URL;
// - JSON-LD parses and has the types the page's content calls for, decided from what the page
//   shows: Organization everywhere, FAQPage where an FAQ accordion is shown (and only there),
//   BreadcrumbList on provider pages, a Product with an Offer for every plan card shown;
// - sitemap.xml lists exactly the routes, on the canonical origin;
// - security headers on every HTML response, API responses not cacheable, CSRF cookie flags;
// - no CSP violation (or other console error) in the browser on any page: browser.ts fails the
//   test on any console error, and a CSP violation is one.
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { allPages } from '../../content/pages.ts';
import { baseURL, decodeEntities, openPage } from './browser.ts';

const pages = allPages();
const WIDTHS = [375, 1366] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

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

// ---------- small HTML helpers (prerendered markup is what crawlers see) ----------

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i'));
  return m ? decodeEntities(m[1] ?? m[2] ?? '') : undefined;
}

function headFacts(html: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1] ?? ''));
  const metaTags = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => m[0]);
  const descriptions = metaTags
    .filter((t) => attr(t, 'name') === 'description')
    .map((t) => attr(t, 'content') ?? '');
  const canonicals = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => attr(t, 'rel') === 'canonical')
    .map((t) => attr(t, 'href') ?? '');
  return { titles, descriptions, canonicals };
}

type Script = { attrs: string; body: string };
function scripts(html: string): Script[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: m[1] ?? '',
    body: m[2] ?? '',
  }));
}

type Json = Record<string, unknown>;

function jsonLdBlocks(html: string): { parsed: unknown[]; errors: string[] } {
  const parsed: unknown[] = [];
  const errors: string[] = [];
  for (const s of scripts(html)) {
    if (!/type\s*=\s*["']application\/ld\+json["']/i.test(s.attrs)) continue;
    try {
      parsed.push(JSON.parse(s.body));
    } catch (err) {
      errors.push(`${(err as Error).message}: ${s.body.slice(0, 120)}`);
    }
  }
  return { parsed, errors };
}

/** Every object in the JSON-LD (through arrays, @graph and nested values). */
function allNodes(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) allNodes(v, out);
  else if (value && typeof value === 'object') {
    out.push(value as Json);
    for (const v of Object.values(value)) allNodes(v, out);
  }
  return out;
}

function typesOf(node: Json): string[] {
  const t = node['@type'];
  return Array.isArray(t) ? t.map(String) : t === undefined ? [] : [String(t)];
}

function ofType(nodes: Json[], type: string): Json[] {
  return nodes.filter((n) => typesOf(n).includes(type));
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
}

// ---------- what the page shows, read from the rendered DOM ----------

type Shown = {
  faqQuestions: string[];
  planCards: { title: string; price: string }[];
};

async function shownContent(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const text = (el: Element | null) => {
      if (!el) return '';
      const clone = el.cloneNode(true) as Element;
      for (const hidden of clone.querySelectorAll('.sr-only, [aria-hidden="true"]')) hidden.remove();
      return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    // An FAQ is a <details name=…> accordion (DESIGN.md) or anything the screens mark data-faq.
    const faqQuestions = [
      ...document.querySelectorAll('main details[name] > summary, main [data-faq] summary'),
    ]
      .map((s) => text(s))
      .filter((t, i, all) => t !== '' && all.indexOf(t) === i);
    // A plan card: an element holding a "Choose Plan" control (SPEC 3) or marked data-plan-card.
    const controls = [...document.querySelectorAll('main a, main button')].filter((el) =>
      /^\s*choose plan\s*$/i.test(el.textContent ?? ''),
    );
    const cards = new Set<Element>();
    for (const c of controls) {
      const card = c.closest('article, li, [data-plan-card]');
      if (card) cards.add(card);
    }
    for (const c of document.querySelectorAll('main [data-plan-card]')) cards.add(c);
    const planCards = [...cards].map((card) => ({
      title: text(card.querySelector('h2, h3, h4')),
      price: (
        card.querySelector('[data-price-amount]')?.textContent ??
        text(card)
          .match(/\$\s?[\d,]+(?:\.\d+)?/g)
          ?.pop() ??
        ''
      ).trim(),
    }));
    return { faqQuestions, planCards };
  });
}

function amount(price: string): string {
  const m = price.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  return m ? String(Number(m[0])) : '';
}

/** What the JSON-LD of a page lacks, given what the page shows. Empty when it is right. */
function jsonLdProblems(path: string, html: string, shown: Shown): string[] {
  const problems: string[] = [];
  const { parsed, errors } = jsonLdBlocks(html);
  for (const e of errors) problems.push(`JSON-LD does not parse: ${e}`);
  const top = parsed.flatMap((p) => {
    const graph = (p as Json)?.['@graph'];
    return Array.isArray(graph) ? (graph as Json[]) : asArray(p);
  }) as Json[];
  for (const t of top)
    if (t?.['@context'] !== 'https://schema.org')
      problems.push(`JSON-LD block without @context https://schema.org: ${typesOf(t).join(',')}`);
  const nodes = allNodes(parsed);

  if (ofType(top, 'Organization').length !== 1) problems.push('expected exactly one Organization');

  const faqPages = ofType(nodes, 'FAQPage');
  if (shown.faqQuestions.length > 0) {
    if (faqPages.length === 0)
      problems.push(`an FAQ is shown (${shown.faqQuestions.length} questions) but there is no FAQPage`);
    const names = new Set(
      faqPages.flatMap((f) => asArray(f.mainEntity) as Json[]).map((q) => String(q?.name ?? '').trim()),
    );
    for (const q of shown.faqQuestions)
      if (!names.has(q)) problems.push(`FAQ question not in FAQPage: "${q}"`);
    for (const f of faqPages) {
      for (const q of asArray(f.mainEntity) as Json[]) {
        const answer = q?.acceptedAnswer as Json | undefined;
        if (
          !typesOf(q).includes('Question') ||
          !answer ||
          !typesOf(answer).includes('Answer') ||
          !answer.text
        ) {
          problems.push(`FAQPage entry without Question/Answer text: ${JSON.stringify(q).slice(0, 100)}`);
        }
      }
    }
  } else if (faqPages.length > 0) {
    problems.push('FAQPage JSON-LD but no FAQ shown on the page');
  }

  if (/\/provider-detail\/[^/]+$/.test(path)) {
    const crumbs = ofType(nodes, 'BreadcrumbList');
    if (crumbs.length === 0) problems.push('provider page without BreadcrumbList');
    for (const list of crumbs) {
      const items = asArray(list.itemListElement) as Json[];
      const positions = items.map((i) => Number(i?.position));
      if (items.length < 2 || positions.some((p, i) => p !== i + 1)) {
        problems.push(`BreadcrumbList items must be positioned 1..n: ${positions.join(',')}`);
      }
      const last = items.at(-1);
      const lastUrl =
        typeof last?.item === 'string' ? last.item : ((last?.item as Json | undefined)?.['@id'] as string);
      if (!lastUrl || new URL(lastUrl).pathname !== path)
        problems.push(`last breadcrumb is not this page: ${lastUrl}`);
    }
  }

  const products = ofType(nodes, 'Product');
  const offers = products.flatMap((p) =>
    (asArray(p.offers) as Json[]).map((o) => ({ product: String(p.name ?? ''), offer: o })),
  );
  for (const card of shown.planCards) {
    const match = offers.find(
      ({ product, offer }) =>
        typesOf(offer).includes('Offer') &&
        product.includes(card.title) &&
        amount(String(offer.price ?? '')) === amount(card.price) &&
        typeof offer.priceCurrency === 'string',
    );
    if (!match)
      problems.push(`plan card "${card.title}" at ${card.price} has no Product with a matching Offer`);
  }
  for (const p of products) {
    const name = String(p.name ?? '');
    if (!shown.planCards.some((c) => name.includes(c.title))) {
      problems.push(`Product "${name}" in JSON-LD but no plan card shows it`);
    }
  }
  return problems;
}

function formatViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' | ')}`)
      .join('\n');
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
    return `${v.id} (${v.impact}): ${v.help} [${v.nodes.length} node(s)] ${v.helpUrl}\n${nodes}${more}`;
  });
}

// ---------- the tests ----------

describe('every route in the browser: axe at 375 and 1366 px, JSON-LD matching what is shown', () => {
  test.each(pages.map((p) => [p.path]))(
    '%s',
    async (path) => {
      const problems: string[] = [];
      for (const width of WIDTHS) {
        const page = await openPage(path, { width, height: width < 768 ? 812 : 900 });
        // Let hydration and first effects run, so axe sees the page a visitor interacts with.
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        for (const v of formatViolations(results)) problems.push(`axe at ${width} px: ${v}`);
        if (width === 1366) {
          const shown = await shownContent(page);
          for (const p of jsonLdProblems(path, get(path).html, shown)) problems.push(`JSON-LD: ${p}`);
        }
        await page.context().close();
      }
      // One readable list per route instead of a diff of long strings.
      if (problems.length > 0)
        throw new Error(`${path}: ${problems.length} problem(s)\n${problems.join('\n')}`);
    },
    90_000,
  );
});

describe('head: unique title, description and canonical URL', () => {
  test('every route has exactly one title, meta description and absolute canonical URL for its own path', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const f = get(p.path);
      if (f.status !== 200) problems.push(`${p.path}: status ${f.status}`);
      const { titles, descriptions, canonicals } = headFacts(f.html);
      if (titles.length !== 1 || !titles[0]?.trim()) problems.push(`${p.path}: ${titles.length} titles`);
      if (descriptions.length !== 1 || !(descriptions[0] ?? '').trim()) {
        problems.push(`${p.path}: ${descriptions.length} meta descriptions (or an empty one)`);
      }
      if (canonicals.length !== 1) problems.push(`${p.path}: ${canonicals.length} canonical links`);
      else {
        const url = new URL(canonicals[0] ?? '', 'http://relative.invalid');
        if (url.host === 'relative.invalid') problems.push(`${p.path}: canonical is relative`);
        if (url.pathname !== p.path) problems.push(`${p.path}: canonical points at ${url.pathname}`);
      }
    }
    expect(problems).toEqual([]);
  });

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
