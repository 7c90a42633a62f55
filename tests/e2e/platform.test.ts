// Issue 2: redirects, machine-readable files, and the shell's header, menus and scroll behaviour.
// Every route answering 200 with prerendered markup and rendering in the browser is checked in
// routes.test.ts (one page load per route and width); unique titles and canonical URLs in
// quality.test.ts.
import { describe, expect, test } from 'vitest';
import { site } from '../../content/site.ts';
import { siteContactsSeed } from '../../content/site-contacts.ts';
import { telHref } from '../../contracts/phone.ts';
import { baseURL, openPage } from './browser.ts';

const contacts = siteContactsSeed.en;

describe('redirects and machine-readable files', () => {
  test('/home answers 301 to /', async () => {
    const res = await fetch(`${baseURL()}/home`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', baseURL()).pathname).toBe('/');
  });

  test('an unknown path redirects to home, server-side', async () => {
    const res = await fetch(`${baseURL()}/no/such/page`, { redirect: 'manual' });
    expect([301, 302, 307, 308]).toContain(res.status);
    expect(new URL(res.headers.get('location') ?? '', baseURL()).pathname).toBe('/');
  });

  test('an unknown path ends on the home page in the browser', async () => {
    const page = await openPage('/service/internet/provider-detail/nope/extra');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('an unknown API path answers a JSON 404, not a redirect', async () => {
    const res = await fetch(`${baseURL()}/api/does-not-exist`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ statusCode: 404 });
  });

  test('robots.txt points at the sitemap', async () => {
    const text = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(text).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  });

  test('the favicon is served', async () => {
    const res = await fetch(`${baseURL()}/favicon.svg`);
    expect(res.status).toBe(200);
  });
});

describe('header', () => {
  test('is transparent at the top and solid once scrolled more than 10 px', async () => {
    const page = await openPage('/', { width: 1366, height: 700 });
    const header = page.locator('body > header');
    await expect.poll(() => header.getAttribute('data-solid')).toBe('false');
    // Scrolls, then resolves once the scroll event has been handled and React has rendered (two
    // frames later), so a header that stays transparent is read after it had its chance to change.
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((done) => {
            window.addEventListener(
              'scroll',
              () => requestAnimationFrame(() => requestAnimationFrame(() => done())),
              { once: true },
            );
            window.scrollTo(0, top);
          }),
        y,
      );
    await scrollTo(10);
    expect(await header.getAttribute('data-solid')).toBe('false');
    await scrollTo(11);
    await expect.poll(() => header.getAttribute('data-solid')).toBe('true');
    // The colour is read once its 200 ms transition has finished, not part-way through it (the
    // animation that follows the scroll, app.css, never finishes: it is not waited for).
    const bg = await header.evaluate(async (el) => {
      await Promise.all(
        el
          .getAnimations()
          .filter((a) => a.timeline === document.timeline)
          .map((a) => a.finished),
      );
      return getComputedStyle(el).backgroundColor;
    });
    expect(bg).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-solid')).toBe('false');
  });

  test('has the logo home link and a call button with the toll-free number', async () => {
    const page = await openPage('/about-us');
    const call = page.locator('body > header a[href^="tel:"]:visible');
    expect(await call.getAttribute('href')).toBe(telHref(contacts.phone));
    await page
      .locator('body > header')
      .getByRole('link', { name: `${site.name} home` })
      .click();
    await page.waitForURL(`${baseURL()}/`);
  });

  test('dropdowns open on hover at 1280 px and close when the pointer leaves', async () => {
    const page = await openPage('/', { width: 1280 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Internet' });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => nav.getByRole('link', { name: 'Ziply Fiber' }).isVisible()).toBe(true);
    await page.mouse.move(5, 800);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Ziply Fiber' }).isVisible()).toBe(false);
  });

  test('dropdowns work from the keyboard', async () => {
    const page = await openPage('/', { width: 1280 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'TV' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Xfinity');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/service\/tv\/provider-detail\/xfinity$/);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  });

  test('below 992 px the hamburger opens an accordion menu that a link click closes', async () => {
    const page = await openPage('/', { width: 375, height: 800 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.locator('body > header').getAttribute('data-solid')).toBe('true');
    await menu.getByText('Streaming', { exact: true }).click();
    const link = menu.getByRole('link', { name: 'Netflix' });
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(/\/service\/streaming\/provider-detail\/netflix$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  test('the mobile menu closes with its close button', async () => {
    const page = await openPage('/', { width: 375 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
  });
});

describe('footer', () => {
  test('has the company links, the contact block and the current year', async () => {
    const page = await openPage('/');
    const footer = page.locator('body > footer');
    for (const name of [
      'Sitemap',
      'Home',
      'About us',
      'Contact us',
      'Terms & Conditions',
      'Privacy Policy',
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain(contacts.email);
    expect(text).toContain(contacts.phone);
    expect(text).toContain(site.address.street);
    expect(text).toContain(String(new Date().getFullYear()));
  });
});

describe('scroll restoration', () => {
  test('a new page starts at the top; back restores the previous position', async () => {
    const page = await openPage('/sitemap', { width: 375, height: 600 });
    const max = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(max).toBeGreaterThan(400);
    const target = Math.floor(max * 0.6);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(target);
    // A DOM click: Playwright's click would first scroll the link into view and move the position.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('footer a[href="/about-us"]')?.click(),
    );
    await page.waitForURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/sitemap$/);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(target);
  });
});
