// Issue 5: TV, Internet and Streaming listings and every provider detail page: the plan-duration
// toggle and the header's menu links. What each listing and detail page shows (its name, sections
// and SPEC values: page-content.ts), axe-core at 375 and 1366 px and the tables scrolling in their
// own box at 375 px are checked in routes.test.ts, on the one page load per route and width.
import { describe, expect, test } from 'vitest';
import { contactLink, menuGroups, whatToWatch } from '../../app/components/header/menu.ts';
import { providerPath } from '../../content/base/paths.ts';
import { planDurationsTv } from '../../content/base/ui.ts';
import { baseURL, holdHydration, openPage, waitForHydration } from './browser.ts';

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

describe('the header before the page has hydrated', () => {
  test('is solid over a page opened at one of its sections, and clear at its top, before any script runs', async () => {
    const hold = holdHydration();
    const page = await openPage('/service/tv#comparison', {
      width: 375,
      height: 812,
      hydrated: false,
      beforeGoto: hold.beforeGoto,
    });
    const background = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('body > header') as Element).backgroundColor,
      );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The brand's navy (#0f1c45): the header's words stay readable over the section under it.
    await expect.poll(background).toBe('rgb(15, 28, 69)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    hold.release();
    await waitForHydration(page);
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
      // Back to home by the history, as a visitor would, instead of loading home again per link:
      // the next link starts from home, with home's title back (so its check above means something).
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(homeTitle);
    }
  }, 120_000);
});
