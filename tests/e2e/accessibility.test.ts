// Issue 18: what a keyboard and screen-reader walk found that axe cannot see, checked in Chromium
// with real key presses: focus kept through the contact form's swap, the mobile menu's Escape and
// focus trap, focus-ring contrast on every background, the testimonials carousel (reduced motion,
// hidden off-screen slides, announcements), focus after a client-side navigation, and the
// comparison table's tab stop only where it scrolls. Reflow at 320 px on every route is checked on
// routes.test.ts's one page load per route and width.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allPages } from '../../content/pages.ts';
import { siteContactsSeed } from '../../content/site-contacts.ts';
import { telHref } from '../../contracts/phone.ts';
import { openPage } from './browser.ts';
import { theLead, uniqueEmail } from './forms-support.ts';

const contacts = siteContactsSeed.en;

const pages = allPages();

/** What has focus, described so a failure message says where it went. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name =
      el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}:${name}`;
  });
}

describe('contact form: the swap to the live form keeps focus and submits', () => {
  const form = (page: Page) => page.locator('form[data-form="contact"]');

  /** Holds the live form's module back until release(), so the test acts inside the swap. */
  async function holdLiveForm(page: Page) {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/assets/contact-form-live-*.js', async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  async function fillStatic(page: Page, email: string) {
    await form(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  }

  /** Shift+Tab from the first footer link: the Send Message button, by keyboard only. */
  async function focusSendFromFooter(page: Page) {
    await page.locator('footer a').first().focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button:Send Message');
  }

  test.each([1366, 375])(
    'at %i px, focus stays on Send Message and Enter after the swap sends',
    async (width) => {
      const page = await openPage('/contact-us', { width });
      const release = await holdLiveForm(page);
      const email = uniqueEmail('a11y-swap');
      await fillStatic(page, email);
      await focusSendFromFooter(page);
      release();
      await page.locator('form[data-form="contact"][data-live="true"]').waitFor();
      expect(await focused(page)).toBe('button:Send Message');
      await page.keyboard.press('Enter');
      expect((await theLead(email)).name).toBe('Ada Lovelace');
    },
  );

  test('Enter pressed while the live form is still loading is sent once it arrives', async () => {
    const page = await openPage('/contact-us', { width: 1366 });
    const release = await holdLiveForm(page);
    const email = uniqueEmail('a11y-swap');
    await fillStatic(page, email);
    await focusSendFromFooter(page);
    await page.keyboard.press('Enter');
    release();
    expect((await theLead(email)).name).toBe('Ada Lovelace');
    expect(await focused(page)).not.toBe('body');
  });
});

describe('mobile menu (375 px)', () => {
  const menuButton = (page: Page) => page.locator('button[aria-controls="mobile-menu"]');

  /** The home page at 375 px with the menu opened from the keyboard (Enter on the menu button). */
  async function openMenuByKeyboard(): Promise<Page> {
    const page = await openPage('/', { width: 375 });
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    return page;
  }

  test('Escape closes the menu and returns focus to the menu button', async () => {
    const page = await openMenuByKeyboard();
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toBe('body');
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('button:Open menu');
  });

  test('tabbing past the end of the open menu never reaches content hidden under it', async () => {
    const page = await openMenuByKeyboard();
    // Expand the first group, then walk forward through the whole menu and one step beyond it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const stops = await page.locator('#mobile-menu a:visible, #mobile-menu summary:visible').count();
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const menu = document.getElementById('mobile-menu') as HTMLElement;
        if (!el || menu.hidden || menu.contains(el)) return 'ok';
        // Focus is outside an open menu: it must not sit under the menu's box.
        const r = el.getBoundingClientRect();
        const m = menu.getBoundingClientRect();
        const under = r.bottom > m.top && r.top < m.bottom;
        return under
          ? `focus under the open menu: ${el.tagName} ${el.textContent?.trim().slice(0, 30)}`
          : 'ok';
      });
      expect(state).toBe('ok');
    }
    expect(await page.locator('#mobile-menu').isHidden()).toBe(true);
  });
});

describe('focus indicators reach 3:1 against what they replace (WCAG 2.4.13)', () => {
  /**
   * Screenshots the control's surroundings unfocused and focused (keyboard focus), and counts the
   * pixels whose colour changed by at least 3:1. WCAG 2.4.13 asks for an area at least as large as
   * a 2 px thick perimeter of the control.
   */
  async function ringArea(page: Page, control: Locator): Promise<{ area: number; needed: number }> {
    await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    // Let the header settle: it turns solid once scrolled past 10 px, with a colour transition.
    await page.waitForFunction(
      () =>
        document.querySelector('body > header')?.getAttribute('data-solid') === String(window.scrollY > 10),
    );
    // Its transitions, that is: the animation that makes it solid before hydration follows the
    // scroll (app.css) and never finishes.
    await page.locator('body > header').evaluate((el) =>
      Promise.all(
        el
          .getAnimations({ subtree: true })
          .filter((a) => a.timeline === document.timeline)
          .map((a) => a.finished),
      ),
    );
    const box = await control.boundingBox();
    if (!box) throw new Error('control not rendered');
    const pad = 8;
    const clip = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
    const before = await page.screenshot({ clip });
    await control.focus();
    const after = await page.screenshot({ clip });
    await control.blur();
    const area = await page.evaluate(
      async ([a, b]) => {
        const decode = async (b64: string) => {
          const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
          ctx.drawImage(bitmap, 0, 0);
          return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        };
        const lin = (c: number) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        const lum = (d: Uint8ClampedArray, i: number) =>
          0.2126 * lin(d[i] ?? 0) + 0.7152 * lin(d[i + 1] ?? 0) + 0.0722 * lin(d[i + 2] ?? 0);
        const [p, q] = [await decode(a as string), await decode(b as string)];
        let n = 0;
        for (let i = 0; i < p.length; i += 4) {
          const [l1, l2] = [lum(p, i), lum(q, i)];
          if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3) n++;
        }
        return n;
      },
      [before.toString('base64'), after.toString('base64')],
    );
    // The perimeter of the control's (rounded) box: straight sides plus the corners' quarter circles.
    const radius = await control.evaluate(
      (el) => Number.parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0,
    );
    const r = Math.min(radius, box.width / 2, box.height / 2);
    const perimeter = 2 * (box.width + box.height) - (8 - 2 * Math.PI) * r;
    return { area, needed: Math.round(2 * perimeter) };
  }

  const cases: [string, number, string, (page: Page) => Locator][] = [
    ['orange Call button on the dark header', 1366, '/', (p) => p.locator('header a.btn-accent').first()],
    [
      'orange round Call button on the dark header',
      375,
      '/',
      (p) => p.locator(`header a.size-11[href="${telHref(contacts.phone)}"]`),
    ],
    [
      'orange "Talk to a specialist" on the dark hero',
      1366,
      '/',
      (p) => p.getByRole('link', { name: 'Talk to a specialist' }).first(),
    ],
    ['blue button on white', 1366, '/contact-us', (p) => p.getByRole('button', { name: 'Send Message' })],
    ['text field on white', 375, '/contact-us', (p) => p.getByRole('textbox', { name: 'Name', exact: true })],
    ['link on the dark footer', 1366, '/', (p) => p.locator('footer a').first()],
    ['menu button on the dark header', 375, '/', (p) => p.locator('button[aria-controls="mobile-menu"]')],
  ];

  test.each(cases)('%s (%i px)', async (_name, width, path, pick) => {
    const page = await openPage(path, { width });
    const form = page.locator('form[data-form="contact"]');
    if ((await form.count()) > 0) {
      // The live form takes the static one's place once it nears the viewport (the control is a new
      // element then): measure the form a visitor keeps using, not the one about to be replaced.
      await form.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.locator('form[data-form="contact"][data-live="true"]').waitFor();
    }
    const { area, needed } = await ringArea(page, pick(page));
    expect(area).toBeGreaterThanOrEqual(needed);
  });
});

describe('testimonials carousel (WAI-ARIA APG)', () => {
  const next = (page: Page) => page.getByRole('button', { name: 'Next testimonial' });
  const hiddenFlags = (page: Page) =>
    page
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-hidden') === 'true'));

  test('with reduced motion, Next jumps instead of sliding', async () => {
    const page = await openPage('/', { width: 1366, reducedMotion: 'reduce' });
    await next(page).scrollIntoViewIfNeeded();
    // Embla loads as the carousel nears the viewport; wait until it has taken the track.
    await page.waitForFunction(() => {
      const t = document.querySelector('[data-testid="carousel-track"]') as HTMLElement | null;
      return !!t && getComputedStyle(t).transform !== 'none';
    });
    await next(page).focus();
    const positions = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const track = document.querySelector('[data-testid="carousel-track"]') as HTMLElement;
          const seen = new Set<string>();
          const start = performance.now();
          const tick = () => {
            seen.add(getComputedStyle(track).transform);
            if (performance.now() - start < 900) requestAnimationFrame(tick);
            else resolve(seen.size);
          };
          tick();
        }),
    );
    await page.keyboard.press('Enter');
    // Before and after, nothing in between.
    expect(await positions).toBeLessThanOrEqual(2);
  });

  test('off-screen slides are hidden from assistive technology and a move is announced', async () => {
    const page = await openPage('/', { width: 375 });
    await next(page).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await hiddenFlags(page)).filter((h) => !h).length).toBe(1);
    expect((await hiddenFlags(page))[0]).toBe(false);
    const status = page.locator('[data-testid="carousel-status"]');
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await status.textContent()).toBe('');
    await next(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hiddenFlags(page)).toEqual((await hiddenFlags(page)).map((_, i) => i !== 1));
    await expect.poll(() => status.textContent()).toMatch(/^Showing testimonial 2 of \d+$/);
    await page.getByRole('button', { name: 'Go to slide 4' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toMatch(/^Showing testimonial 4 of \d+$/);
  });
});

describe('client-side navigation moves focus to the new page', () => {
  test('following a link focuses the new main heading, not the clicked link', async () => {
    const page = await openPage('/', { width: 1366 });
    const link = page.locator('footer a[href="/about-us"]').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/about-us');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const h1 = await page.locator('main h1').textContent();
    expect(await focused(page)).toBe(`h1:${h1?.trim().replace(/\s+/g, ' ').slice(0, 40)}`);
  });
});

describe('comparison tables are a tab stop only where they scroll', () => {
  const path = pages.find((p) => p.path.startsWith('/service/tv/'))?.path ?? '/service/tv';

  test.each([
    [1366, false],
    [375, true],
  ])('at %i px the scroll box is focusable: %s', async (width, scrolls) => {
    const page = await openPage(path, { width });
    const boxes = page.locator('section:has(> table)');
    const states = () =>
      boxes.evaluateAll((els) =>
        els.map((e) => ({
          scrolls: e.scrollWidth > e.clientWidth,
          focusable: e.getAttribute('tabindex') === '0',
        })),
      );
    expect((await states()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await states()).every((s) => s.focusable === s.scrolls)).toBe(true);
    expect((await states()).some((s) => s.scrolls)).toBe(scrolls);
  });
});
