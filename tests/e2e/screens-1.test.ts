// Issue 4: Home, About, Contact us, Terms, Sitemap and Privacy policy — their sections and SPEC
// values in a real browser and the carousel per width. axe-core and sideways scroll at 375 and
// 1366 px, on these pages as on every route, are checked in routes.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { achievements, team } from '../../content/about.ts';
import { testimonialCarousel } from '../../content/base/ui.ts';
import { homeFaqs } from '../../content/faqs.ts';
import { homePackages } from '../../content/packages.ts';
import { allPages } from '../../content/pages.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import { site } from '../../content/site.ts';
import { siteContactsSeed } from '../../content/site-contacts.ts';
import { termsSections } from '../../content/terms.ts';
import { testimonials } from '../../content/testimonials.ts';
import { telHref } from '../../contracts/phone.ts';
import { openPage, waitForHydration } from './browser.ts';

const contacts = siteContactsSeed.en;

/**
 * Scrolls an element into view and waits until the browser has rendered two frames since, so the
 * intersection observers have been told (they are notified in a frame's rendering steps).
 */
async function scrollTo(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Waits until React has hydrated the prerendered document and run its first effects. */
const hydrated = waitForHydration; // data-hydrated is set by the root layout's effect, after its children's

async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('Home', () => {
  test('has every section of SPEC 2 with its links', async () => {
    const page = await openPage('/');
    for (const id of [
      'services',
      'top-providers',
      'packages',
      'why-choose-us',
      'special-offer',
      'testimonials',
      'faq',
    ]) {
      expect(await page.locator(`main section#${id}`).count(), id).toBe(1);
    }
    const banner = page.locator('main section').first();
    expect(await banner.locator('a[href="/contact-us"]').count()).toBe(1);
    for (const path of ['/service/tv', '/service/internet', '/service/streaming']) {
      expect(await page.locator(`#services a[href="${path}"]`).count(), path).toBe(1);
      expect(await page.locator(`#top-providers a[href="${path}"]`).textContent()).toMatch(/See All/);
    }
    expect(await page.locator('#special-offer').textContent()).toMatch(/unlimited online TV/i);
    expect(await page.locator('#special-offer').textContent()).toMatch(/free WiFi router/i);
    expect(await page.getByRole('button', { name: 'Subscribe Now' }).count()).toBe(1);
  });

  test('shows the four SPEC packages; the progress circles count up once they are visible', async () => {
    const page = await openPage('/', { height: 700 });
    const cards = page.locator('#packages article');
    expect(await cards.count()).toBe(4);
    // Prerendered with the real figures; once hydrated, rewound to 0 until seen (below the fold).
    await hydrated(page);
    await expect
      .poll(() => texts(page, '#packages [data-testid="mbps-value"]'), { timeout: 10_000 })
      .toEqual(['0', '0', '0', '0']);
    await scrollTo(page, '#packages ul');
    await expect
      .poll(() => texts(page, '#packages [data-testid="mbps-value"]'), { timeout: 5000 })
      .toEqual(homePackages.map((p) => p.mbps));
    expect(await texts(page, '#packages [data-price-amount]')).toEqual([
      '$25.99',
      '$45.99',
      '$69.99',
      '$145.99',
    ]);
    expect(homePackages.map((p) => [p.mbps, p.price])).toEqual([
      ['30', '$25.99'],
      ['80', '$45.99'],
      ['120', '$69.99'],
      ['200', '$145.99'],
    ]);
    const recommended = page.locator('#packages article', { hasText: 'Recommendation' });
    expect(await recommended.count()).toBe(1);
    expect(await recommended.locator('[data-price-amount]').textContent()).toBe('$69.99');
    expect(await page.getByRole('heading', { name: /^Internet \+ TV Box ?, up to 120 Mbps$/ }).count()).toBe(
      1,
    );
  });

  test('reduced motion shows the final speeds at once', async () => {
    const page = await openPage('/', { reducedMotion: 'reduce', height: 700 });
    await hydrated(page);
    expect(await texts(page, '#packages [data-testid="mbps-value"]')).toEqual(
      homePackages.map((p) => p.mbps),
    );
  });

  test('the duration toggle sets the label on all four cards and never changes an amount', async () => {
    const page = await openPage('/');
    const labels = () => texts(page, '#packages [data-plan-duration]');
    expect(await labels()).toEqual(Array(4).fill('One Month plan'));
    expect(await page.getByRole('radio', { name: 'One Month' }).isChecked()).toBe(true);
    for (const [name, label] of [
      ['Six Months', 'Six Months plan'],
      ['One Year', 'One Year plan'],
      ['One Month', 'One Month plan'],
    ]) {
      // The radio itself is visually hidden; people click its label.
      await page.locator('#packages label', { hasText: name }).click();
      expect(await labels()).toEqual(Array(4).fill(label));
      expect(await texts(page, '#packages [data-price-amount]')).toEqual(homePackages.map((p) => p.price));
    }
    // Keyboard: arrows move within the radio group.
    await page.getByRole('radio', { name: 'One Month' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Six Months' }).isChecked()).toBe(true);
    // The special offer's request says the duration chosen above the packages (the choice is held
    // by the packages' section, not the page: issue 39).
    await page.locator('#special-offer').getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Request this plan' });
    await dialog.waitFor();
    expect(await dialog.locator('[data-plan-duration]').innerText()).toBe('Six Months');
  });

  test('Choose Plan is never dead', async () => {
    const page = await openPage('/');
    const buttons = page.locator('#packages').getByRole('link', { name: 'Choose Plan' });
    const count = await buttons.count();
    // Either links (until the plan dialog is wired) or buttons (after).
    if (count > 0) {
      expect(count).toBe(4);
      expect(await buttons.first().getAttribute('href')).toBe('/contact-us');
    } else {
      expect(await page.locator('#packages').getByRole('button', { name: 'Choose Plan' }).count()).toBe(4);
    }
  });

  test('FAQ: 4 questions, the first open, opening one closes the others; FAQPage JSON-LD', async () => {
    const page = await openPage('/');
    const details = page.locator('#faq details');
    expect(await details.count()).toBe(4);
    expect(await texts(page, '#faq summary')).toEqual(homeFaqs.map((f) => f.title));
    const open = () =>
      page.locator('#faq details').evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open));
    expect(await open()).toEqual([true, false, false, false]);
    await page.locator('#faq summary').nth(2).click();
    expect(await open()).toEqual([false, false, true, false]);
    // Keyboard: Enter on a focused summary toggles it.
    await page.locator('#faq summary').nth(3).focus();
    await page.keyboard.press('Enter');
    expect(await open()).toEqual([false, false, false, true]);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(4);
  });
});

describe('testimonials carousel', () => {
  /** Slides whose card is at least 90% inside the carousel viewport. */
  async function visibleSlides(page: Page): Promise<number> {
    return page.locator('[data-testid="carousel-track"]').evaluate((track) => {
      const vp = (track.parentElement as HTMLElement).getBoundingClientRect();
      return [...track.querySelectorAll('figure')].filter((f) => {
        const r = f.getBoundingClientRect();
        const inside = Math.min(r.right, vp.right) - Math.max(r.left, vp.left);
        return inside / r.width > 0.9;
      }).length;
    });
  }

  test.each([
    [375, 1],
    [768, 2],
    [1192, 3],
    [1366, 3],
  ])('at %i px shows %i item(s)', async (width, items) => {
    const page = await openPage('/', { width });
    await scrollTo(page, '#testimonials');
    expect(testimonialCarousel.itemsPerWidth.filter((b) => b.minWidth <= width).at(-1)?.items).toBe(items);
    await expect.poll(() => visibleSlides(page)).toBe(items);
  });

  test('has named arrows, one dot per slide, 5-of-5 ratings, and loops', async () => {
    const page = await openPage('/', { width: 1366 });
    const carousel = page.locator('[aria-roledescription="carousel"]');
    expect(await carousel.getAttribute('aria-label')).toBeTruthy();
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(testimonials.length);
    expect(await page.getByText('Rated 5 out of 5').count()).toBe(testimonials.length);
    for (let i = 1; i <= testimonials.length; i++) {
      expect(await page.getByRole('button', { name: `Go to slide ${i}` }).count()).toBe(1);
    }
    const current = () => page.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Go to slide 1');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(current).toBe('Go to slide 2');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(current).toBe(`Go to slide ${testimonials.length}`);
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect.poll(current).toBe('Go to slide 3');
  });
});

describe('testimonials carousel loading', () => {
  test('the carousel library is not part of the first paint; it loads as the carousel nears the viewport', async () => {
    const page = await openPage('/', { width: 1366, height: 900 });
    const emblaRequested = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => /\/assets\/embla-carousel[^/]*\.js$/.test(e.name)),
      );
    await page.waitForLoadState('networkidle');
    expect(await emblaRequested()).toBe(false);
    await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    await expect.poll(emblaRequested).toBe(true);
  });
});

describe('About', () => {
  test('what-we-do cards, story, mission, 6 team cards and the best-providers grid', async () => {
    const page = await openPage('/about-us');
    expect(await page.locator('#what-we-do article').count()).toBe(3);
    expect(await page.locator('#story h2').textContent()).toBe('Our story');
    expect(await page.locator('#mission h2').textContent()).toBe('Our mission');
    expect(await page.locator('#team article').count()).toBe(6);
    expect(await texts(page, '#team article h3')).toEqual(team.map((m) => m.name));
    for (const img of await page.locator('#team img').all()) {
      expect(await img.getAttribute('width')).toBe('240');
      expect(await img.getAttribute('height')).toBe('240');
    }
    expect(await page.locator('#best-providers a').count()).toBeGreaterThanOrEqual(8);
  });

  test('the four counters count from 0 to 28K, 13K, 68K and 10K in about a second once half visible', async () => {
    const page = await openPage('/about-us', { height: 700 });
    const values = () => texts(page, '[data-testid="achievement-value"]');
    await hydrated(page);
    await expect.poll(values, { timeout: 10_000 }).toEqual(['0K', '0K', '0K', '0K']);
    expect(await texts(page, '[data-testid="achievement"] dt')).toEqual(achievements.map((a) => a.label));
    await scrollTo(page, '#achievements dl');
    const started = Date.now();
    await expect.poll(values, { timeout: 5000, interval: 50 }).toEqual(['28K', '13K', '68K', '10K']);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(600);
    expect(elapsed).toBeLessThan(2500);
  });

  test('reduced motion shows the final counters at once', async () => {
    const page = await openPage('/about-us', { reducedMotion: 'reduce', height: 700 });
    await hydrated(page);
    expect(await texts(page, '[data-testid="achievement-value"]')).toEqual(['28K', '13K', '68K', '10K']);
  });
});

describe('Contact us', () => {
  test('address, two phones, e-mail, hours, Need help and the message form', async () => {
    const page = await openPage('/contact-us');
    const main = page.locator('main');
    expect(await main.locator('address').textContent()).toContain(site.address.street);
    expect(await main.locator(`a[href="${telHref(contacts.phone)}"]`).count()).toBeGreaterThanOrEqual(1);
    expect(await main.locator(`a[href="${telHref(contacts.supportPhone)}"]`).count()).toBe(1);
    expect(await main.locator(`a[href="mailto:${contacts.email}"]`).count()).toBe(1);
    expect(await page.getByTestId('opening-hours').textContent()).toBe('Monday to Sunday, 7am-11pm ET');
    expect(await main.getByText('Need help right now?').count()).toBe(1);
    expect(await main.getByRole('button', { name: 'Chat With Us' }).count()).toBe(1);
    const form = page.locator('#send-us-a-message form');
    for (const label of ['Name', 'Email', 'Subject', 'Comment']) {
      expect(await form.getByLabel(label, { exact: false }).count(), label).toBeGreaterThanOrEqual(1);
    }
    expect(await form.getByRole('checkbox').count()).toBe(1);
    expect(await page.locator('#send-us-a-message h2').textContent()).toBe('Send Us A Message');
  });

  test('the map loads nothing from OpenStreetMap until asked', async () => {
    const page = await openPage('/contact-us', { waitUntil: 'networkidle' });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    // Never leave localhost in tests: answer the embed ourselves.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
    await scrollTo(page, '#map');
    expect(await page.locator('#map iframe').count()).toBe(0);
    expect(requests.filter((u) => u.includes('openstreetmap'))).toEqual([]);
    const link = page.getByRole('link', { name: /Open in OpenStreetMap/ });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect.poll(() => page.locator('#map iframe').count()).toBe(1);
    expect(await page.locator('#map iframe').getAttribute('title')).toMatch(/Map/);
    await expect.poll(() => requests.some((u) => u.includes('openstreetmap.org/export/embed'))).toBe(true);
  });

  test('submitting the form never makes a native POST or leaves the page', async () => {
    const page = await openPage('/contact-us');
    const documentPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.resourceType() === 'document') documentPosts.push(r.url());
    });
    // Never leave localhost: whatever the form sends is answered here, and counted.
    let apiPosts = 0;
    await page.route('**/api/**', (route) => {
      if (route.request().method() === 'POST') apiPosts++;
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: '{"message":"ok","id":"x"}',
      });
    });
    const form = page.locator('#send-us-a-message form');
    await form.getByRole('textbox', { name: 'Name' }).fill('Test Visitor');
    await form.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
    await form.getByRole('button', { name: /Send/ }).click();
    // The script handled the submit: it sent the message itself (a native submit would have
    // navigated instead).
    await expect.poll(() => apiPosts).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    expect(documentPosts).toEqual([]);
  });
});

describe('Terms, Privacy policy and Sitemap', () => {
  test('Terms has the nine sections', async () => {
    const page = await openPage('/terms-conditions');
    expect(await page.locator('main article h2, main section[id] h2').count()).toBe(9);
    expect(termsSections).toHaveLength(9);
  });

  test('Privacy policy is true to the code', async () => {
    const page = await openPage('/privacy-policy');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(contacts.email);
    expect(text).toMatch(/salted hash/);
    expect(text).toMatch(/24 months/);
    expect(text).toMatch(/do not sell/);
    expect(text).toMatch(/Save my details/);
    expect(text).toMatch(/placeholder legal text/i);
  });

  test('Sitemap is a diagram of Home, TV, Internet, Streaming (every provider) and About Us, each a link', async () => {
    const page = await openPage('/sitemap');
    const nav = page.getByRole('navigation', { name: 'Site map' });
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
    expect(await texts(page, '[data-testid="sitemap-branch"] > a')).toEqual([
      'TV',
      'Internet',
      'Streaming',
      'About Us',
    ]);
    const hrefs = new Set(await nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    for (const p of [...tvProviders, ...internetProviders, ...streamingProviders]) {
      expect(
        [...hrefs].some((h) => h?.endsWith(`/${p.slug}`)),
        p.slug,
      ).toBe(true);
    }
    const known = new Set(allPages().map((p) => p.path));
    for (const h of hrefs) expect(known.has(h ?? ''), h ?? '').toBe(true);
  });
});
