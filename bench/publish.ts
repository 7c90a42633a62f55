// Publishing's cost (issue 38, decision 089): from "publish" to a release ready to serve (pages
// rendered with the built server bundle, the release hard-linked from the build, the changed files
// written and compressed, nginx's include written, `current` swapped), for one page and for every
// page. The time for other servers and nginx to follow is the topology test's (npm run
// test:topology prints it). Usage: node bench/publish.ts (needs a build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ContentData, documentId, type PublishedSet } from '../contracts/content-documents.ts';
import { writeNginxStaticConf } from '../scripts/nginx-static.ts';
import { publishRelease } from '../server/content/publish.ts';
import { seedDocuments } from '../server/content/seed.ts';
import type { Row } from './lib.ts';

const clientDir = resolve('build/client');
const serverBuildFile = resolve('build/server/index.js');
const finish = (dir: string, servedFrom: string) => writeNginxStaticConf(dir, servedFrom);

/**
 * Seed documents changed (a provider's first package's price, a page's title; with `contacts`, the
 * site's phone number, which every page shows): every page those documents are on changes.
 */
function everyDocumentChanged(price: string, only?: string, contacts = false): PublishedSet {
  const set: PublishedSet = {};
  for (const d of seedDocuments()) {
    const id = documentId(d.ref);
    if (only && id !== only) continue;
    if (d.ref.kind === 'site-contacts') {
      if (contacts) set[id] = { version: 2, data: { ...d.data, phone: '1-800-555-0199' } };
      continue;
    }
    if (d.ref.kind === 'provider-logo') {
      // A logo on every provider's tiles (its bytes are not read by a render: the page names it).
      set[id] = {
        version: 2,
        data: { logo: { src: `/media/${'0'.repeat(64)}.png`, width: 240, height: 80 } },
      };
      continue;
    }
    if (d.ref.kind === 'provider' || d.ref.kind === 'tv-provider' || d.ref.kind === 'streaming-provider') {
      // A provider renamed (internet, TV, streaming): every page's menu says the new name.
      const data = d.data as ContentData<'provider' | 'tv-provider' | 'streaming-provider'>;
      set[id] = { version: 2, data: { ...data, name: `${data.name.slice(0, 30)} ${price}` } };
      continue;
    }
    if (d.ref.kind === 'internet-pages') {
      // The comparison's first tier from the new price (a price the whole table shows).
      const data = d.data as ContentData<'internet-pages'>;
      const [first, ...rest] = data.comparison;
      if (first)
        set[id] = { version: 2, data: { ...data, comparison: [{ ...first, priceFrom: price }, ...rest] } };
      continue;
    }
    if (d.ref.kind === 'streaming-pages') {
      const data = d.data as ContentData<'streaming-pages'>;
      const [first, ...rest] = data.packages;
      if (first) set[id] = { version: 2, data: { ...data, packages: [{ ...first, price }, ...rest] } };
      continue;
    }
    if (d.ref.kind !== 'provider-packages') {
      // A page's title (tv-pages has none: its headings are every TV page's, changed by the prices).
      if (!('banner' in d.data)) continue;
      const copy = d.data as ContentData<'home-page' | 'about-page' | 'contact-page' | 'listing-page'>;
      set[id] = {
        version: 2,
        data: { ...copy, banner: { ...copy.banner, title: `${copy.banner.title} ${price}` } },
      };
      continue;
    }
    const packages = d.data as ContentData<'provider-packages'>;
    const [first, ...rest] = packages.packages;
    set[id] = { version: 2, data: { ...packages, packages: [{ ...first, price }, ...rest] } };
  }
  return set;
}

export async function run(): Promise<Row[]> {
  const siteDir = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const rows: Row[] = [];
  const bench = 'publish';
  try {
    const one = 'provider-packages:internet/xfinity:en';
    const time = async (id: string, published: PublishedSet) => {
      const t = performance.now();
      const r = await publishRelease({ clientDir, serverBuildFile, siteDir, id, published, finish });
      return {
        ms: performance.now() - t,
        pages: r.pages.length,
        rendered: r.rendered,
        changed: r.changed.length,
      };
    };
    const cold = await time('one-cold', everyDocumentChanged('$12.34', one));
    rows.push({
      bench,
      measure: 'one page, first publish of the process (bundle imported)',
      ours: `${cold.ms.toFixed(0)} ms`,
    });
    const warm = await time('one-warm', everyDocumentChanged('$12.35', one));
    rows.push({
      bench,
      measure: `one page (${warm.changed} files written)`,
      ours: `${warm.ms.toFixed(0)} ms`,
    });
    const providers = await time('providers', everyDocumentChanged('$12.36'));
    rows.push({
      bench,
      measure: `every page with packages or copy (provider, home, About, contact and listing pages): ${providers.pages} pages, ${providers.changed} files written`,
      ours: `${providers.ms.toFixed(0)} ms`,
    });
    // The phone number changed in both languages: every page shows it (its header and footer).
    const every = await time('every-page', everyDocumentChanged('$12.37', undefined, true));
    rows.push({
      bench,
      measure: `every page (the site's phone number changed): ${every.pages} pages, ${every.changed} files written`,
      ours: `${every.ms.toFixed(0)} ms`,
    });
    // A provider renamed (every page's menus), then one price beside it: the price's page and the
    // sitemap are rendered, every other page linked from the release before (decision 089).
    const rename = 'provider:internet/at-t:en';
    const renamed = everyDocumentChanged('$12.38', rename);
    await time('renamed', renamed);
    const beside = await time('renamed-and-price', { ...renamed, ...everyDocumentChanged('$12.39', one) });
    rows.push({
      bench,
      measure: `one page, a provider renamed before (on every page): ${beside.pages} pages, ${beside.rendered} rendered`,
      ours: `${beside.ms.toFixed(0)} ms`,
    });
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await run());
}
