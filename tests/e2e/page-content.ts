// Issue 5: what each listing and provider detail page must show (its own name, its sections and
// the SPEC values), as checks on a page already open. routes.test.ts runs them on its one load of
// each route at 1366 px, so no page is loaded again just for these.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { categoryPaths, genericDetailPath, providerPath } from '../../content/base/paths.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import { tvProviderDetail } from '../../content/providers/tv-details.server.ts';

async function h1(page: Page): Promise<string> {
  return (await page.locator('h1').first().textContent()) ?? '';
}

/** Ids of sections that must be on the page and visible. */
async function expectSections(page: Page, ids: string[]) {
  for (const id of ids) {
    expect(await page.locator(`#${id}`).isVisible(), `#${id} on ${page.url()}`).toBe(true);
  }
}

/** A category's detail pages: the generic one (its h1 names `genericName`), then one per provider. */
function detailPages(
  category: 'internet' | 'streaming',
  genericName: string,
  providers: readonly { slug: string; name: string }[],
) {
  return [
    { path: genericDetailPath[category], name: genericName },
    ...providers.map((p) => ({ path: providerPath[category](p.slug), name: p.name })),
  ];
}

/** What a detail page shows: the sections that must be visible, and how many of each element. */
type Layout = { sections: string[]; counts: Record<string, number> };

async function expectLayout(page: Page, { sections, counts }: Layout) {
  await expectSections(page, sections);
  for (const [selector, n] of Object.entries(counts)) {
    expect(await page.locator(selector).count(), `${selector} on ${page.url()}`).toBe(n);
  }
}

const tvLayout: Layout = {
  sections: ['packages', 'regional-prices', 'equipment', 'testimonials', 'faq'],
  counts: {
    '#packages article': 4,
    '#regional-prices table': 3,
    '#equipment article': 2,
    'input[name="zipCode"]': 2,
  },
};
const internetLayout: Layout = {
  sections: ['features', 'plans', 'compare', 'resources', 'testimonials', 'faq'],
  counts: {
    '#features article': 3,
    '#plans article': 4,
    '#compare tbody tr': 5,
    '[aria-labelledby="other-services-title"] a': 4,
    'input[name="zipCode"]': 1,
  },
};
const streamingLayout: Layout = {
  sections: ['plans', 'packages', 'providers-near-you', 'bundles', 'testimonials', 'faq'],
  counts: { '#plans article': 4 },
};

type Check = { name: string; check: (page: Page) => Promise<void> };

/** The issue-5 checks of one route, by path (routes without any are not listed). */
export const pageContentChecks = new Map<string, Check[]>();
function add(path: string, name: string, check: (page: Page) => Promise<void>) {
  pageContentChecks.set(path, [...(pageContentChecks.get(path) ?? []), { name, check }]);
}

for (const p of tvProviders) {
  add(
    providerPath.tv(p.slug),
    'TV provider page: its name, sections and the prices of its content module',
    async (page) => {
      expect(await h1(page)).toContain(p.name);
      await expectLayout(page, tvLayout);
      expect(await page.locator('#promotion-title').isVisible()).toBe(true);
      // The page shows the same data the content module (and the API) serves.
      const prices = await page.locator('#packages [data-price-amount]').allTextContents();
      expect(prices).toEqual(tvProviderDetail(p.slug)?.packages.map((x) => x.price));
    },
  );
}

for (const t of detailPages('internet', 'internet', internetProviders)) {
  add(t.path, 'internet detail page: its name and sections', async (page) => {
    expect(await h1(page)).toContain(t.name);
    await expectLayout(page, internetLayout);
  });
}

add(genericDetailPath.internet, 'the generic internet page shows the SPEC sample plans', async (page) => {
  const text = (await page.locator('#plans').textContent()) ?? '';
  for (const s of ['Connect Basic', '$19.99', '150 Mbps', 'Connect Extra', '$24.99', '100-300 Mbps']) {
    expect(text).toContain(s);
  }
  for (const s of ['Connect Gigabit', '$44.99', '1,200 Mbps', 'Gigabit More', '$69.99', '1,600 Mbps']) {
    expect(text).toContain(s);
  }
  expect(text).toContain('Connect up to 50 devices');
});

for (const t of detailPages('streaming', 'streaming', streamingProviders)) {
  add(t.path, 'streaming detail page: its name, sections and packages table', async (page) => {
    expect((await h1(page)).toLowerCase()).toContain(t.name.toLowerCase());
    await expectLayout(page, streamingLayout);
    const table = page.locator('#packages table');
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Packages',
      'Price',
      'Live Channels',
      'Streams',
      'Cloud DVR',
      'Availability',
    ]);
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows[0]).toContain('85-100+');
    expect(rows[0]).toContain('$73.00');
    expect(rows[1]).toContain('$34.99');
    expect(rows.every((r) => r.includes('Unlimited for 9 months'))).toBe(true);
    const actions = table.getByRole('link', { name: 'Check Availability' });
    const buttons = table.getByRole('button', { name: 'Check Availability' });
    expect((await actions.count()) + (await buttons.count())).toBe(2);
  });
}

add(categoryPaths.tv, 'TV listing: its providers and blocks', async (tv) => {
  await expectSections(tv, ['providers', 'channel-lineups', 'comparison', 'providers-near-you', 'streaming']);
  expect(await tv.locator('#comparison thead th').allTextContents()).toEqual([
    'Providers',
    'Max channels',
    'Tv Type',
    'Availability',
  ]);
  const channels = await tv.locator('#comparison tbody tr td:nth-child(2)').allTextContents();
  expect(channels).toContain('190+');
  expect(channels).toContain('350+');
});

add(categoryPaths.internet, 'internet listing: its providers and blocks', async (internet) => {
  await expectSections(internet, [
    'providers',
    'providers-by-type',
    'providers-near-you',
    'testimonials',
    'faq',
  ]);
  const groups = await internet.locator('#providers-by-type h3').allTextContents();
  expect(groups).toEqual(['5G / fixed wireless', 'Cable', 'Fiber', 'DSL / fiber', 'Satellite']);
});

add(categoryPaths.streaming, 'streaming listing: its providers and blocks', async (streaming) => {
  await expectSections(streaming, ['on-demand', 'live', 'providers-near-you', 'testimonials', 'faq']);
});
