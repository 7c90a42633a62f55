// Issue 5: TV, Internet and Streaming listings and every provider detail page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { contactLink, menuGroups, whatToWatch } from '../../app/components/header/menu.ts';
import { categoryPaths, genericDetailPath, providerPath } from '../../content/pages.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import { tvProviderDetail } from '../../content/providers/tv-details.server.ts';
import { planDurationsTv } from '../../content/ui.ts';
import { baseURL, holdHydration, openPage, waitForHydration } from './browser.ts';

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

describe('every provider page renders its own name and sections', () => {
  test('TV provider pages', async () => {
    for (const p of tvProviders) {
      const page = await openPage(providerPath.tv(p.slug));
      expect(await h1(page)).toContain(p.name);
      await expectLayout(page, tvLayout);
      expect(await page.locator('#promotion-title').isVisible()).toBe(true);
      // The page shows the same data the content module (and the API) serves.
      const prices = await page.locator('#packages [data-price-amount]').allTextContents();
      expect(prices).toEqual(tvProviderDetail(p.slug)?.packages.map((x) => x.price));
      await page.context().close();
    }
  }, 120_000);

  test('internet detail pages, generic and per provider', async () => {
    for (const t of detailPages('internet', 'internet', internetProviders)) {
      const page = await openPage(t.path);
      expect(await h1(page)).toContain(t.name);
      await expectLayout(page, internetLayout);
      await page.context().close();
    }
  }, 120_000);

  test('the generic internet page shows the SPEC sample plans', async () => {
    const page = await openPage(genericDetailPath.internet);
    const text = (await page.locator('#plans').textContent()) ?? '';
    for (const s of ['Connect Basic', '$19.99', '150 Mbps', 'Connect Extra', '$24.99', '100-300 Mbps']) {
      expect(text).toContain(s);
    }
    for (const s of ['Connect Gigabit', '$44.99', '1,200 Mbps', 'Gigabit More', '$69.99', '1,600 Mbps']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Connect up to 50 devices');
  });

  test('streaming detail pages, generic and per service', async () => {
    for (const t of detailPages('streaming', 'streaming', streamingProviders)) {
      const page = await openPage(t.path);
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
      await page.context().close();
    }
  }, 120_000);

  test('listings show their providers and blocks', async () => {
    const tv = await openPage(categoryPaths.tv);
    await expectSections(tv, [
      'providers',
      'channel-lineups',
      'comparison',
      'providers-near-you',
      'streaming',
    ]);
    expect(await tv.locator('#comparison thead th').allTextContents()).toEqual([
      'Providers',
      'Max channels',
      'Tv Type',
      'Availability',
    ]);
    const channels = await tv.locator('#comparison tbody tr td:nth-child(2)').allTextContents();
    expect(channels).toContain('190+');
    expect(channels).toContain('350+');

    const internet = await openPage(categoryPaths.internet);
    await expectSections(internet, [
      'providers',
      'providers-by-type',
      'providers-near-you',
      'testimonials',
      'faq',
    ]);
    const groups = await internet.locator('#providers-by-type h3').allTextContents();
    expect(groups).toEqual(['5G / fixed wireless', 'Cable', 'Fiber', 'DSL / fiber', 'Satellite']);

    const streaming = await openPage(categoryPaths.streaming);
    await expectSections(streaming, ['on-demand', 'live', 'providers-near-you', 'testimonials', 'faq']);
  });
});

describe('TV plan-duration toggle', () => {
  test('rewrites every price suffix to the selected value and no amount', async () => {
    const page = await openPage(providerPath.tv('xfinity'));
    const amounts = page.locator('#packages [data-price-amount]');
    const suffixes = page.locator('#packages [data-price-suffix]');
    const before = await amounts.allTextContents();
    expect(before).toEqual(['$20.00', '$50.00', '$68.50', '$69.99']);
    expect(new Set(await suffixes.allTextContents())).toEqual(new Set(['/month']));
    for (const option of [...planDurationsTv].reverse()) {
      // The radio is visually hidden inside its label, as people click it.
      await page.locator('#packages label', { hasText: option.label }).click();
      expect(await page.getByRole('radio', { name: option.label }).isChecked()).toBe(true);
      await expect
        .poll(async () => new Set(await suffixes.allTextContents()))
        .toEqual(new Set([`/${option.value}`]));
      expect(await suffixes.count()).toBe(4);
      expect(await amounts.allTextContents()).toEqual(before);
    }
  });

  test('a duration chosen before the page has hydrated sets the prices once it has', async () => {
    // Hold React back, as a slow connection would, while the visitor acts on the page.
    const hold = holdHydration();
    const page = await openPage(providerPath.tv('xfinity'), { hydrated: false, beforeGoto: hold.beforeGoto });
    const sixMonths = planDurationsTv.find((o) => o.value === 'months');
    if (!sixMonths) throw new Error('no six-month option in planDurationsTv');
    await page.locator('#packages label', { hasText: sixMonths.label }).click();
    hold.release();
    await waitForHydration(page);
    await expect
      .poll(async () => new Set(await page.locator('#packages [data-price-suffix]').allTextContents()))
      .toEqual(new Set([`/${sixMonths.value}`]));
  });
});

describe('tables at 375 px', () => {
  const pages = [
    categoryPaths.tv,
    providerPath.tv('spectrum'),
    providerPath.internet('google'),
    genericDetailPath.streaming,
  ];
  test.each(pages.map((p) => [p]))('%s: tables scroll in their own box, the page does not', async (path) => {
    const page = await openPage(path, { width: 375 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = await page.locator('table').evaluateAll((tables) =>
      tables.map((t) => {
        const box = t.parentElement as HTMLElement;
        box.scrollLeft = 80;
        return {
          overflowX: getComputedStyle(box).overflowX,
          scrolls: box.scrollWidth > box.clientWidth,
          moved: box.scrollLeft > 0,
          inside: box.getBoundingClientRect().right <= window.innerWidth,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const b of boxes) expect(b).toEqual({ overflowX: 'auto', scrolls: true, moved: true, inside: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

describe('header menu links', () => {
  const links = [...menuGroups.flatMap((g) => [g.overview, ...g.links]), whatToWatch, contactLink].filter(
    (l, i, all) => all.findIndex((x) => x.to === l.to) === i,
  );

  test('every link answers 200 itself, with no redirect', async () => {
    for (const l of links) {
      const res = await fetch(`${baseURL()}${l.to}`, { redirect: 'manual' });
      expect(res.status, l.to).toBe(200);
    }
  });

  test('every link lands on a page of its own by client navigation, not on home', async () => {
    const page = await openPage('/', { waitUntil: 'networkidle' });
    const homeTitle = await page.title();
    for (const l of links) {
      // Closed dropdowns hide their links, so the click is dispatched rather than done by pointer.
      const link = page.locator(`header a[href="${l.to}"]`).first();
      expect(await link.count(), `header link to ${l.to}`).toBe(1);
      await link.dispatchEvent('click');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(l.to);
      await expect.poll(() => page.title(), { timeout: 10_000 }).not.toBe(homeTitle);
      await page.goto('/', { waitUntil: 'networkidle' });
    }
  }, 120_000);
});

describe('accessibility (axe-core)', () => {
  const kinds = [
    categoryPaths.tv,
    providerPath.tv('xfinity'),
    categoryPaths.internet,
    providerPath.internet('xfinity'),
    genericDetailPath.internet,
    categoryPaths.streaming,
    providerPath.streaming('youtube-tv'),
    genericDetailPath.streaming,
  ];
  const cases = kinds.flatMap((path) => [375, 1366].map((width) => [path, width] as const));
  test.each(cases)('%s at %i px has no violations', async (path, width) => {
    const page = await openPage(path, { width });
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
});
