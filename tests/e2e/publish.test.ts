// Publishing keeps pages static (issue 38 item 4, decision 089): pages rendered again with the
// built server bundle are the build's own bytes when nothing is published; a published document
// changes its page and no other; a document that does not pass its schema fails the render and
// nothing served changes; a release goes live in one rename and leaves the build untouched.
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { homePageSeed } from '../../content/home-page.ts';
import { consolePrerenderPaths, prerenderPaths, SPA_FALLBACK } from '../../content/pages.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { internetDetail } from '../../content/providers/internet-details.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import { shareImages } from '../../content/share-images.ts';
import { documentId, type PublishedSet } from '../../contracts/content-documents.ts';
import { budgets } from '../../scripts/check-budgets.ts';
import { pagesOf, publishRelease } from '../../server/content/publish.ts';
import { currentLink, currentRelease, pruneReleases } from '../../server/content/releases.ts';
import { RenderError, renderPages } from '../../server/content/render-pages.ts';
import { drawShareImage } from '../../server/content/share-image.ts';

const buildDir = resolve('build');
const serverBuildFile = join(buildDir, 'server', 'index.js');
const clientDir = join(buildDir, 'client');
const built = (path: string) => readFileSync(join(clientDir, path), 'utf8');
const siteDir = mkdtempSync(join(tmpdir(), 'publish-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const xfinity = { kind: 'provider-packages', key: 'internet/xfinity', language: 'en' } as const;
const xfinityPage = '/service/internet/provider-detail/xfinity';
/** The seed's xfinity packages with the first one's price changed. */
function xfinityAt(price: string): PublishedSet {
  const seed = internetDetail('xfinity');
  if (!seed) throw new Error('no xfinity in the seed');
  const [first, ...rest] = seed.plans;
  return {
    [documentId(xfinity)]: {
      version: 2,
      data: { packages: [{ ...first, price }, ...rest], samplePricing: false },
    },
  };
}

describe('a render with nothing published', () => {
  test('is the build prerender, byte for byte, on every page', async () => {
    // The console's shell too: it carries the root's data (the site's contacts).
    const paths = [...prerenderPaths(), ...consolePrerenderPaths, SPA_FALLBACK];
    const files = await renderPages({ serverBuildFile, paths, published: {} });
    expect(files.filter((f) => f.path.endsWith('.html')).length).toBe(paths.length - 2);
    const differ = files.filter((f) => f.contents !== built(f.path)).map((f) => f.path);
    expect(differ).toEqual([]);
  });
});

describe('a published document', () => {
  test('changes its own page, in the HTML and the data the client reads, and no other page', async () => {
    expect(pagesOf(xfinity)).toEqual([xfinityPage]);
    // A listing page's document: its page first, then the provider pages showing its testimonials.
    const internetEs = pagesOf({ kind: 'listing-page', key: 'internet', language: 'es' });
    expect(internetEs.slice(0, 3)).toEqual([
      '/es/service/internet',
      '/es/service/internet/provider-detail',
      '/es/service/internet/provider-detail/spectrum',
    ]);
    expect(internetEs).toHaveLength(2 + internetProviders.length);
    // What every internet page shares: the generic page and each provider's, in its language.
    expect(pagesOf({ kind: 'internet-pages', key: 'internet', language: 'en' })).toEqual(
      internetEs.slice(1).map((p) => p.slice(3)),
    );
    // A tool's banner: its page, in its language.
    expect(pagesOf({ kind: 'tool-page', key: 'speed-calculator', language: 'es' })).toEqual([
      '/es/speed-calculator',
    ]);
    // The TV pages' headings: every TV provider's page, in its language (there is no generic one).
    expect(pagesOf({ kind: 'tv-pages', key: 'tv', language: 'es' })).toEqual(
      tvProviders.map((p) => `/es/service/tv/provider-detail/${p.slug}`),
    );
    expect(pagesOf({ kind: 'listing-page', key: 'tv', language: 'en' })).toEqual([
      '/service/tv',
      ...tvProviders.map((p) => `/service/tv/provider-detail/${p.slug}`),
    ]);
    const seedPrice = internetDetail('xfinity')?.plans[0]?.price;
    const paths = [xfinityPage, `/es${xfinityPage}`, '/service/internet/provider-detail/verizon'];
    const files = await renderPages({ serverBuildFile, paths, published: xfinityAt('$12.34') });
    const file = (p: string) => files.find((f) => f.path === p)?.contents ?? '';
    const html = file(`${xfinityPage.slice(1)}/index.html`);
    expect(html).toContain('$12.34');
    expect(html).not.toContain(`>${seedPrice}<`);
    // The structured data follows: the page's JSON-LD offers the new price.
    expect(html).toContain('"price":"12.34"');
    expect(file(`${xfinityPage.slice(1)}.data`)).toContain('$12.34');
    // samplePricing false: the page no longer says its prices are a sample.
    const sampleLead = 'Illustrative plans and prices to compare speeds with Xfinity';
    expect(built(`${xfinityPage.slice(1)}/index.html`)).toContain(sampleLead);
    expect(html).not.toContain(sampleLead);
    // The budgets hold: the same scripts and stylesheets as the build's page, the HTML within budget.
    const assetsOf = (page: string) => [...new Set(page.match(/\/assets\/[\w.-]+/g))].sort();
    expect(assetsOf(html)).toEqual(assetsOf(built(`${xfinityPage.slice(1)}/index.html`)));
    expect(assetsOf(html).length).toBeGreaterThan(5);
    expect(gzipSync(html).length).toBeLessThanOrEqual(budgets.htmlGzip);
    for (const other of [
      `es${xfinityPage}/index.html`,
      'service/internet/provider-detail/verizon/index.html',
    ])
      expect(file(other)).toBe(built(other));
  });

  test("moves its page's lastmod in the sitemap to the day it went live, and no other page's", async () => {
    const files = await renderPages({
      serverBuildFile,
      paths: ['/sitemap.xml'],
      published: xfinityAt('$12.34'),
      pageDates: { [xfinityPage]: '2031-05-06' },
    });
    const sitemap = files.find((f) => f.path === 'sitemap.xml')?.contents ?? '';
    const lastmods = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc><lastmod>([^<]+)</g)].map(
      (m) => [m[1], m[2]],
    );
    expect(lastmods.filter(([, day]) => day === '2031-05-06')).toEqual([[xfinityPage, '2031-05-06']]);
    const buildDay = /<lastmod>([^<]+)</.exec(built('sitemap.xml'))?.[1];
    expect(lastmods.length).toBeGreaterThan(90);
    expect(lastmods.filter(([path]) => path !== xfinityPage).every(([, day]) => day === buildDay)).toBe(true);
  });

  test('that fails its schema fails the render, naming the page', async () => {
    const render = renderPages({ serverBuildFile, paths: [xfinityPage], published: xfinityAt('$0.00') });
    await expect(render).rejects.toBeInstanceOf(RenderError);
    await expect(render).rejects.toThrow(
      '/service/internet/provider-detail/xfinity: answered 500: packages.0.price: A price must be more than $0',
    );
  });
});

describe('a release', () => {
  test('goes live in one rename, with the new page compressed, the rest linked and the build untouched', async () => {
    const before = built(`${xfinityPage.slice(1)}/index.html`);
    const result = await publishRelease({
      clientDir,
      serverBuildFile,
      siteDir,
      id: 'r1',
      published: xfinityAt('$12.34'),
    });
    // The sitemap is rendered again with it (unchanged here: this document has no publish day).
    expect(result.pages).toEqual([xfinityPage, '/sitemap.xml']);
    expect(result.changed.sort()).toEqual([
      `${xfinityPage.slice(1)}.data`,
      `${xfinityPage.slice(1)}/index.html`,
    ]);
    expect(currentRelease(siteDir)).toBe('r1');
    expect(readlinkSync(currentLink(siteDir))).toBe('releases/r1');
    const live = join(currentLink(siteDir), 'client');
    expect(readFileSync(join(live, xfinityPage, 'index.html'), 'utf8')).toContain('$12.34');
    expect(existsSync(join(live, xfinityPage, 'index.html.br'))).toBe(true);
    expect(readFileSync(join(live, 'plans', 'index.html'), 'utf8')).toBe(built('plans/index.html'));
    expect(built(`${xfinityPage.slice(1)}/index.html`)).toBe(before);
  });

  test('that fails to render stages nothing and leaves the live release as it was', async () => {
    await expect(
      publishRelease({
        clientDir,
        serverBuildFile,
        siteDir,
        id: 'r2',
        published: xfinityAt('twelve dollars'),
      }),
    ).rejects.toBeInstanceOf(RenderError);
    expect(currentRelease(siteDir)).toBe('r1');
    expect(existsSync(join(siteDir, 'releases', 'r2'))).toBe(false);
  });

  test('rolled back is a publish of the earlier set: the seed page again', async () => {
    await publishRelease({ clientDir, serverBuildFile, siteDir, id: 'r3', published: {} });
    expect(currentRelease(siteDir)).toBe('r3');
    const live = join(currentLink(siteDir), 'client');
    expect(readFileSync(join(live, xfinityPage, 'index.html'), 'utf8')).toBe(
      built(`${xfinityPage.slice(1)}/index.html`),
    );
  });

  test('pruned: the live release and the newest others stay, the rest go', async () => {
    for (const id of ['r4', 'r5', 'r6'])
      await publishRelease({ clientDir, serverBuildFile, siteDir, id, published: {} });
    expect(currentRelease(siteDir)).toBe('r6');
    const removed = pruneReleases(siteDir, 2, Date.now());
    expect(removed.sort()).toEqual(['r1', 'r3']);
    expect(readdirSync(join(siteDir, 'releases')).sort()).toEqual(['r4', 'r5', 'r6']);
  });
});

describe('the home page’s share image', () => {
  const homeWith = (title: string, language: 'en' | 'es' = 'en'): PublishedSet => {
    const seed = homePageSeed[language];
    return {
      [documentId({ kind: 'home-page', key: 'home', language })]: {
        version: 2,
        data: { ...seed, banner: { ...seed.banner, title } },
      },
    };
  };
  /** A PNG's width and height, from its IHDR chunk. */
  const sizeOf = (png: Buffer) => ({
    png: png.subarray(1, 4).toString(),
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  });

  test('is drawn again with a new title, 1200×630, and stays the build’s while the title does', async () => {
    const result = await publishRelease({
      clientDir,
      serverBuildFile,
      siteDir,
      id: 'share-1',
      published: homeWith('Spring prices are here'),
    });
    expect(result.changed).toContain('share/home.png');
    expect(result.changed).not.toContain('share/es/home.png');
    const live = join(currentLink(siteDir), 'client');
    const drawn = readFileSync(join(live, 'share', 'home.png'));
    expect(sizeOf(drawn)).toEqual({ png: 'PNG', width: 1200, height: 630 });
    expect(drawn.equals(readFileSync(join(clientDir, 'share', 'home.png')))).toBe(false);
    const expected = await drawShareImage(
      { ...shareImages.home, title: 'Spring prices are here' },
      readFileSync(join(clientDir, 'favicon.svg'), 'utf8'),
    );
    expect(drawn.equals(Buffer.from(expected))).toBe(true);

    // Only an answer changed: the card is the build's file, linked, not drawn.
    const seed = homePageSeed.en;
    const faqOnly = await publishRelease({
      clientDir,
      serverBuildFile,
      siteDir,
      id: 'share-2',
      published: {
        [documentId({ kind: 'home-page', key: 'home', language: 'en' })]: {
          version: 3,
          data: { ...seed, faqs: seed.faqs.map((f, i) => (i === 0 ? { ...f, answer: 'Call us.' } : f)) },
        },
      },
    });
    expect(faqOnly.changed).not.toContain('share/home.png');
    const linked = join(currentLink(siteDir), 'client', 'share', 'home.png');
    expect(statSync(linked).ino).toBe(statSync(join(clientDir, 'share', 'home.png')).ino);
  });
});
