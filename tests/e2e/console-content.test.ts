// The console's editor pages (issue 38, decision 089) in Chromium: an editor signs in and lands on
// the content list, finds the English Xfinity document, changes the first package's price (saved
// by itself, seen in the preview), publishes it and the public page shows it; the history rolls it
// back to the seed and the public page shows the seed's price again. Two editors on one draft: the
// second save gets the 409 and loads the first one's draft. An agent gets the content pages' 403
// and an editor the leads'. Keyboard: the packages move with the focus kept. An internet provider
// added from the list, its states named, previewed and published. axe-clean at 1366 and 375 px. Its own server (console-support.ts), on SQLite or, with TEST_DATABASE_URL, PostgreSQL.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internetDetail } from '../../content/providers/internet-details.ts';
import { axe, backend, focused, shot, signedIn, site, startSite, stopSite } from './console-support.ts';

const PUBLIC_PAGE = '/service/internet/provider-detail/xfinity';
const XFINITY = '/admin/content/provider-packages/en/internet/xfinity';
const seedPrice = internetDetail('xfinity')?.plans[0]?.price as string;
/** The preview's frames: sandboxed without scripts, so axe cannot run in them (they are the public pages, checked by their own tests). */
const FRAMES = ['iframe'];

/** The public page as a visitor gets it from the same server. */
const publicPage = async (path = PUBLIC_PAGE) => (await fetch(`${site.base}${path}`)).text();

/** The first package's fieldset of the document page. */
const firstPackage = (page: Page) => page.getByRole('group', { name: /^Package 1/ });

/** What the preview frame at `width` shows of a part of the page (the plans unless told). */
const previewText = (page: Page, width: 375 | 1366, part = '#plans') =>
  page
    .frameLocator(`iframe[title$="(${width} px wide)"]`)
    .locator(part)
    .textContent({ timeout: 2000 })
    .catch(() => '');

/** The message said beside a field: the last of the notes its aria-describedby names. */
async function fieldMessage(page: Page, field: Locator): Promise<string | null> {
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${described.split(' ').at(-1)}"]`).textContent();
}

/** The document page axe-clean at 1366 px, then at 375 px without sideways scroll (a screenshot of each). */
async function checkedAtBothWidths(page: Page, name: string): Promise<void> {
  expect(await axe(page, FRAMES)).toEqual([]);
  await shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axe(page, FRAMES)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, `${name}-375`);
}

/** Publishes the draft now and waits until its version is live. */
async function publishNow(page: Page, version = 2): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect
    .poll(() => page.getByText(`Published: version ${version} is live`).count(), { timeout: 30_000 })
    .toBe(1);
}

/**
 * Errors the page logged (console.error, an uncaught exception, a refused frame), React's hydration
 * errors among them: a console page loaded whole hydrates the SPA shell, rendered to match it.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  // The refusals this test asks for: a publish of a draft with a problem (400), its preview (422),
  // an SVG upload (422), a provider's malformed address (400) and one in use (409).
  const expected = (text: string) =>
    /Failed to load resource: the server responded with a status of (400|409|422)/.test(text);
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (!expected(e.message)) errors.push(e.message);
  });
  return errors;
}

beforeAll(async () => {
  await startSite('console-content', { leadRateLimit: 100 });
});

afterAll(stopSite);

describe(`the console's editor pages in Chromium (${backend})`, () => {
  it('edit a price, see it saved and in the preview, publish it, roll it back from the history', async () => {
    const page = await signedIn('ed@example.com', 'editor');
    const errors = errorsOf(page);
    // An editor's console is the content: no lead pages in the bar, and /admin brings them here.
    expect(new URL(page.url()).pathname).toBe('/admin/content');
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Content']);
    await page.goto('/admin');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/content');
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    expect(await axe(page)).toEqual([]);

    await page.getByLabel('Search (provider or key)').fill('xfinity internet');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.url()).toContain('q=xfinity+internet');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await shot(page, 'content-list-1366');
    await page.getByRole('link', { name: 'Xfinity internet packages (English)' }).click();
    await page.getByRole('heading', { name: 'Xfinity internet packages' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(XFINITY);
    await expect
      .poll(() => previewText(page, 375), {
        message: "the preview frame shows the page (the console's CSP must allow frame-src 'self')",
      })
      .toContain(seedPrice);

    // The price: saved about a second after the last key, and the preview shows it.
    const price = firstPackage(page).getByLabel('Price', { exact: true });
    expect(await price.inputValue()).toBe(seedPrice);
    await price.fill('$12.34');
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    // The Spanish page still says the old price: the page says so, with a link to the field and one
    // to the Spanish document.
    const twin = page.locator('[data-twin-prices]');
    await expect
      .poll(() => twin.textContent())
      .toContain(`packages.0.price: $12.34 here, ${seedPrice} in Español`);
    expect(await twin.getByRole('link', { name: 'Open it in Español' }).getAttribute('href')).toBe(
      '/admin/content/provider-packages/es/internet/xfinity',
    );
    await twin.getByRole('link', { name: 'packages.0.price' }).click();
    expect(await price.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => previewText(page, 375)).toContain('$12.34');
    await expect.poll(() => previewText(page, 1366)).toContain('$12.34');
    expect(await publicPage()).not.toContain('$12.34');

    // A price the schema refuses is said beside the field (and the draft still saved).
    await price.fill('$0');
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, price)).toBe('A price must be more than $0');
    // Published now, it is refused by field, each a link to the field.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('packages.0.price: A price must be more than $0');
    await page.getByRole('alert').getByRole('link', { name: 'packages.0.price' }).click();
    expect(await price.evaluate((el) => el === document.activeElement)).toBe(true);
    await price.fill('$12.34');
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe(null);

    await publishNow(page);
    expect(await publicPage()).toContain('$12.34');
    const history = page.getByRole('region', { name: 'History' });
    await expect
      .poll(() => history.getByRole('listitem').first().textContent())
      .toContain(`packages.0.price: ${seedPrice} → $12.34`);
    expect(await history.getByRole('listitem').first().textContent()).toContain('Live');
    await checkedAtBothWidths(page, 'content-document');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Roll back to the seed: behind a confirmation, then the public page has the seed's price again.
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await history.getByRole('button', { name: 'Roll back to version 1' }).click();
    await expect.poll(() => page.getByText('Version 1 is live again, as version 3.').count()).toBe(1);
    expect(asked[0]).toContain('Roll back to version 1?');
    const html = await publicPage();
    expect(html).toContain(seedPrice);
    expect(html).not.toContain('$12.34');
    await expect.poll(() => price.inputValue()).toBe(seedPrice);
    await expect.poll(() => previewText(page, 375)).not.toContain('$12.34');

    // The list says so: version 3 live, no draft; the publishes list has both.
    await page.getByRole('link', { name: '← All documents' }).click();
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    await page.getByLabel('Search (provider or key)').fill('xfinity internet');
    await page.keyboard.press('Enter');
    const listed = page.getByRole('region', { name: 'Documents' }).locator('tbody tr');
    await expect.poll(() => listed.count()).toBe(2);
    expect(await listed.first().textContent()).toContain('Version 3');
    const publishes = page.getByRole('region', { name: 'Publishes, newest first' });
    expect(await publishes.locator('tbody tr').count()).toBe(2);
    expect(await publishes.locator('tbody tr').first().textContent()).toContain('a rollback');
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'content-list-375');
    expect(errors).toEqual([]);
  });

  it('the home page: an FAQ answer with bold and a link, a link to no page refused by field, published as rich text', async () => {
    const page = await signedIn('hana@example.com', 'editor');
    const errors = errorsOf(page);
    await page.goto('/admin/content/home-page/en/home');
    await page.getByRole('heading', { name: 'Home page' }).waitFor();
    // The labels and help are the schema's own.
    const banner = page.getByRole('group', { name: 'Banner' });
    expect(await banner.getByLabel('Title').inputValue()).toBe(
      'Compare TV, internet and streaming plans near you',
    );
    const second = page.getByRole('group', { name: /^Question 2: Does it cost anything/ });
    const answer = second.getByLabel('Answer');
    const help = (await answer.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${help.split(' ')[0]}"]`).textContent()).toContain('**Bold**');

    await answer.fill('No, it is **free**. See [every plan](/no-such-page).');
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The refusal, among whatever else is announced (a failure names every alert on the page).
    const refusal = page.getByRole('alert').filter({ hasText: 'goes to no page' });
    await refusal.waitFor({ timeout: 15_000 }).catch(async (error: Error) => {
      const alerts = await page.getByRole('alert').allTextContents();
      throw new Error(`${error.message}\nalerts: ${JSON.stringify(alerts)}`);
    });
    expect(await refusal.textContent()).toContain(
      'faqs.1.answer: The link “/no-such-page” goes to no page on this site',
    );
    await refusal.getByRole('link', { name: 'faqs.1.answer' }).click();
    expect(await answer.evaluate((el) => el === document.activeElement)).toBe(true);

    // A heading is not something the page shows: said beside the field as it is typed.
    await answer.fill('## Free');
    await expect.poll(() => answer.getAttribute('aria-invalid')).toBe('true');
    await answer.fill('No, it is **free**. See [every plan](/plans).');
    await expect.poll(() => answer.getAttribute('aria-invalid')).toBe(null);
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    await publishNow(page);
    const home = await publicPage('/');
    expect(home).toContain('No, it is <strong class="font-semibold text-ink">free</strong>. See <a');
    expect(home).toMatch(/<a[^>]*href="\/plans"[^>]*>every plan<\/a>/);
    expect(await publicPage('/es/')).not.toContain('every plan');
    await checkedAtBothWidths(page, 'content-home');
    expect(errors).toEqual([]);
  });

  it('the site’s phone number: a number that is not a US one said beside the field, a new one on every page and in the console', async () => {
    const page = await signedIn('ivo@example.com', 'editor');
    const errors = errorsOf(page);
    await page.goto('/admin/content/site-contacts/en/contacts');
    await page.getByRole('heading', { name: 'Phone numbers and hours' }).waitFor();
    const phone = page.getByLabel('Phone', { exact: true });
    expect(await phone.inputValue()).toBe('1-800-555-0142');
    await phone.fill('555-0142');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, phone)).toBe(
      'Write a US phone number with its area code, such as 1-800-555-0142',
    );
    await phone.fill('(303) 555-0199');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe(null);
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    // The preview is the contact page with the draft.
    await expect.poll(() => previewText(page, 1366, '#get-in-touch')).toContain('(303) 555-0199');
    await checkedAtBothWidths(page, 'content-contacts');
    await publishNow(page);
    for (const path of ['/', '/plans', '/about-us'])
      expect(await publicPage(path), path).toContain('href="tel:+13035550199"');
    expect(await publicPage('/es/')).not.toContain('tel:+13035550199');
    // The console's own pages load from the shell the publish rendered again.
    expect(await publicPage('/admin/content')).toContain('(303) 555-0199');
    expect(errors).toEqual([]);
  });

  it('the comparison every internet page shows: a price range upside down said beside the field, the new range previewed and live on every internet page', async () => {
    const page = await signedIn('noa@example.com', 'editor');
    const errors = errorsOf(page);
    await page.goto('/admin/content/internet-pages/en/internet');
    await page.getByRole('heading', { name: 'Every internet provider page' }).waitFor();
    expect(await page.getByText('English · Internet provider pages').count()).toBe(1);
    // The cards keep their places (each has its icon there); the rows move.
    const moves = (name: RegExp) =>
      page.getByRole('group', { name }).getByRole('button', { name: /^Move/ }).count();
    expect(await moves(/^Card 2: Wi-Fi hotspots/)).toBe(0);
    expect(await moves(/^Row 2: Connect More/)).toBe(2);
    const row = page.getByRole('group', { name: /^Row 2: Connect More/ });
    const to = row.getByLabel('Price to');
    expect(await to.inputValue()).toBe('$39.99');
    await to.fill('$20.00');
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, to)).toBe('The highest price cannot be under the lowest');
    await to.fill('$34.99');
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe(null);
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    // The preview is the generic internet page's comparison, at both widths.
    for (const width of [375, 1366] as const)
      await expect.poll(() => previewText(page, width, '#compare')).toContain('$24.99-$34.99/mo.');
    await checkedAtBothWidths(page, 'content-internet-pages');
    await publishNow(page);
    for (const path of ['/service/internet/provider-detail', '/service/internet/provider-detail/viasat'])
      expect(await publicPage(path), path).toContain('$24.99-$34.99/mo.');
    expect(await publicPage('/es/service/internet/provider-detail/viasat')).toContain('$24.99-$39.99/mes');
    expect(errors).toEqual([]);
  });

  it('a listing page’s “providers near you” band: a name in braces that no page fills said beside the field, the new heading previewed at both widths', async () => {
    const page = await signedIn('max@example.com', 'editor');
    const errors = errorsOf(page);
    await page.goto('/admin/content/listing-page/en/streaming');
    const band = page.getByRole('group', { name: 'Providers near you' });
    await band.waitFor();
    const heading = band.getByLabel('Heading');
    expect(await heading.inputValue()).toBe('Streaming and internet near you');
    await heading.fill('Is {provider} near you?');
    await expect.poll(() => heading.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, heading)).toBe(
      '“{provider}” would show as written: this text fills in no name in braces',
    );
    await heading.fill('Streaming tonight? Check your street');
    await expect.poll(() => heading.getAttribute('aria-invalid')).toBe(null);
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    for (const width of [375, 1366] as const)
      await expect
        .poll(() => previewText(page, width, '#providers-near-you'))
        .toBe('Streaming tonight? Check your street');
    await checkedAtBothWidths(page, 'content-listing');
    expect(errors).toEqual([]);
  });

  it('the About page’s counters and team: fixed in their places, a counter that is not a whole number said beside the field, a new role previewed and live in Spanish only', async () => {
    const page = await signedIn('eva@example.com', 'editor');
    const errors = errorsOf(page);
    await page.goto('/admin/content/about-page/es/about');
    await page.getByRole('heading', { name: 'About page' }).waitFor();
    // The counters and the cards keep their places (the icons and portraits are there).
    const counter = page.getByRole('group', { name: /^Counter 1: Usuarios en total/ });
    expect(await counter.getByRole('button').count()).toBe(0);
    const team = page.getByRole('group', { name: /^Team member 1: Olivia Bennett/ });
    expect(await team.getByRole('button').count()).toBe(0);
    const figure = counter.getByLabel('Number', { exact: true });
    expect(await figure.inputValue()).toBe('28');
    await figure.fill('2.5');
    await expect.poll(() => figure.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, figure)).toBe('Write a whole number, such as 28');
    await figure.fill('31');
    await expect.poll(() => figure.getAttribute('aria-invalid')).toBe(null);
    await team.getByLabel('Role').fill('Fundadora y directora ejecutiva');
    const heading = page.getByRole('group', { name: 'Our team' }).getByLabel('Heading');
    await heading.fill('Quién contesta su llamada');
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    for (const width of [375, 1366] as const) {
      await expect.poll(() => previewText(page, width, '#team')).toContain('Fundadora y directora ejecutiva');
      await expect.poll(() => previewText(page, width, '#team')).toContain('Quién contesta su llamada');
    }
    await checkedAtBothWidths(page, 'content-about');
    await publishNow(page);
    const spanish = await publicPage('/es/about-us');
    expect(spanish).toContain('Fundadora y directora ejecutiva');
    expect(spanish).toMatch(/<span aria-hidden="true"[^>]*>31<!-- -->K</);
    const english = await publicPage('/about-us');
    expect(english).toContain('Chief Executive Officer');
    expect(english).not.toContain('Quién contesta');
    expect(errors).toEqual([]);
  });

  it('a provider’s logo: an SVG refused beside the field, a PNG uploaded, previewed in its tile and published on both languages’ pages', async () => {
    const page = await signedIn('lia@example.com', 'editor');
    const errors = errorsOf(page);
    await page.goto('/admin/content/provider-logo/en/cox');
    await page.getByRole('heading', { name: 'Cox logo' }).waitFor();
    expect(await page.getByText('All languages · Provider logo').count()).toBe(1);
    const file = page.getByLabel('Upload a logo');
    expect(await file.getAttribute('type')).toBe('file');
    // From the keyboard: the file input is reached by Tab like any field.
    const fileFocused = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'file');
    await file.focus();
    expect(await fileFocused()).toBe(true);
    await file.setInputFiles('tests/fixtures/images/logo.svg');
    await expect.poll(() => file.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, file)).toBe(
      'SVG images are not accepted: they can carry script. Export the logo as a PNG or WebP.',
    );
    await file.setInputFiles('tests/fixtures/images/logo.png');
    // Its label now says a logo is there: "Upload another logo".
    const another = page.getByLabel('Upload another logo');
    const now = page.getByRole('img', { name: 'The logo now' });
    await now.waitFor();
    expect(await now.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(await page.getByText('240 × 80 pixels', { exact: true }).count()).toBe(1);
    // What a screen reader hears after the upload (the field's polite live region).
    await expect
      .poll(() =>
        page.locator('#field-logo ~ p[aria-live], fieldset p[aria-live="polite"]').first().textContent(),
      )
      .toBe('Uploaded: 240 × 80 pixels, in the draft now.');
    await expect.poll(() => another.getAttribute('aria-invalid')).toBe(null);
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    // The preview is Cox's listing page with the logo in its tile, at both widths.
    for (const width of [375, 1366] as const)
      await expect
        .poll(() =>
          page
            .frameLocator(`iframe[title$="(${width} px wide)"]`)
            .locator('#providers img[src^="/media/"]')
            .count()
            .catch(() => 0),
        )
        .toBeGreaterThan(0);
    await checkedAtBothWidths(page, 'content-logo');
    await publishNow(page);
    const src = (await now.getAttribute('src')) as string;
    for (const path of ['/service/internet', '/es/service/tv', '/'])
      expect(await publicPage(path), path).toContain(`src="${src}"`);
    // The public page as a visitor sees it: the logo loads (served from /media/, cached for good).
    const visitor = await page.context().newPage();
    await visitor.setViewportSize({ width: 375, height: 800 });
    await visitor.goto('/service/internet#providers');
    const tile = visitor.getByRole('link', { name: /^Cox/ }).first();
    const img = tile.locator('img');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(240);
    await tile.scrollIntoViewIfNeeded();
    await shot(visitor, 'listing-logo-375');
    await visitor.close();
    // Removed again: the initial is back once published.
    await page.getByRole('button', { name: 'Remove the logo' }).click();
    expect(await fileFocused()).toBe(true);
    expect(await page.getByText('None: the page shows the name’s initial.').count()).toBe(1);
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('tells the second of two editors who saved first, and loads their draft on request', async () => {
    const doc = '/admin/content/provider-packages/es/internet/xfinity';
    const ann = await signedIn('ann@example.com', 'editor');
    const bea = await signedIn('bea@example.com', 'editor');
    for (const p of [ann, bea]) {
      await p.goto(doc);
      await firstPackage(p).waitFor();
    }
    await firstPackage(bea).getByLabel('Price', { exact: true }).fill('$15.00');
    await expect.poll(() => bea.getByText(/^Saved \d/).count()).toBe(1);
    const title = firstPackage(ann).getByLabel('Name', { exact: true });
    await title.fill('Plan de Ann');
    const alert = ann.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('bea@example.com saved this document');
    expect(await alert.textContent()).toContain('Your change is not saved.');
    await alert.getByRole('button', { name: 'Load their draft' }).click();
    expect(await firstPackage(ann).getByLabel('Price', { exact: true }).inputValue()).toBe('$15.00');
    expect(await title.inputValue()).not.toBe('Plan de Ann');
    expect(await ann.getByRole('alert').count()).toBe(0);
  });

  it('moves a package from the keyboard, the focus going with it', async () => {
    const page = await signedIn('keys@example.com', 'editor');
    await page.goto('/admin/content/provider-packages/en/internet/spectrum');
    const first = firstPackage(page);
    const name = (await first.getByLabel('Name', { exact: true }).inputValue()).trim();
    await first.getByRole('button', { name: /^Move down/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe(`Move down Package 2: ${name}`);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe(`Move up Package 2: ${name}`);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe(`Move down Package 1: ${name}`);
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe('none');
    await expect.poll(() => page.getByText(/^Saved \d/).count()).toBe(1);
  });

  it('adds an internet provider: a malformed and a taken address said, its states named, previewed and published in both languages', async () => {
    const page = await signedIn('nia@example.com', 'editor');
    const errors = errorsOf(page);
    await page.goto('/admin/content');
    const form = page.getByRole('form', { name: 'Add a provider' });
    await form.getByLabel('Name').fill('Cascade Fiber');
    const address = form.getByLabel('Address');
    await address.fill('Cascade Fiber');
    const add = form.getByRole('button', { name: 'Add the provider' });
    await add.click();
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, address)).toBe(
      'Lower-case letters and digits, words joined by single hyphens: acme-fiber.',
    );
    expect(await axe(page, FRAMES)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    if (process.env.CONSOLE_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SCREENSHOTS}/content-add-provider.png` });
    await address.fill('xfinity');
    await add.click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'address' }).textContent())
      .toContain('A provider of the site already has the address “xfinity”');
    await address.fill('cascade-fiber');
    await form.getByLabel('Kind of connection').selectOption({ label: 'Fiber' });
    await add.click();
    await page.waitForURL('**/admin/content/provider/en/internet/cascade-fiber');
    await page.getByRole('heading', { name: 'Cascade Fiber (internet provider)' }).waitFor();
    expect(await page.getByLabel('On the site').isChecked()).toBe(true);
    const states = page.getByLabel('States');
    await states.fill('WA\nOX');
    await expect.poll(() => states.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, states)).toBe(
      'Line 2: Write each state as its two-letter postal code: WA',
    );
    await states.fill('WA\nOR');
    await expect.poll(() => states.getAttribute('aria-invalid')).toBe(null);
    await expect.poll(() => page.getByText(/^Saved \d{1,2}:\d{2}/).count()).toBe(1);
    for (const width of [375, 1366] as const)
      await expect.poll(() => previewText(page, width, 'h1')).toBe('Cascade Fiber internet plans');
    await checkedAtBothWidths(page, 'content-provider');
    await publishNow(page);
    const path = '/service/internet/provider-detail/cascade-fiber';
    expect(await publicPage(path)).toContain('Cascade Fiber internet plans');
    expect(await publicPage(`/es${path}`)).toContain('Planes de internet de Cascade Fiber');
    expect(await publicPage('/')).toContain(`href="${path}"`);
    // The public page as a visitor has it: axe-clean, no sideways scroll on a phone, in Spanish too;
    // and the home page's Internet menu names it, opened from the keyboard.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Cascade Fiber internet plans' }).waitFor();
    // Hydrated first: a table box that scrolls becomes a tab stop when the page's code has measured it.
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => axe(page, [])).toEqual([]);
    await shot(page, 'provider-page-1366');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/es${path}`);
    await page.getByRole('heading', { level: 1, name: 'Planes de internet de Cascade Fiber' }).waitFor();
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => axe(page, [])).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'provider-page-es-375');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    if (process.env.CONSOLE_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SCREENSHOTS}/provider-menu-1366.png` });
    const internet = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Internet' });
    await internet.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cascade Fiber' });
    await link.waitFor();
    if (process.env.CONSOLE_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SCREENSHOTS}/provider-menu-open-1366.png` });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${path}`);
    expect(errors).toEqual([]);
  });

  it('adds a TV provider from the keyboard: the service chosen, its kinds and its channels asked, a bad number said', async () => {
    const page = await signedIn('tia@example.com', 'editor', 375);
    const errors = errorsOf(page);
    await page.goto('/admin/content');
    const form = page.getByRole('form', { name: 'Add a provider' });
    const service = form.getByLabel('Service');
    await service.focus();
    await service.selectOption({ label: 'TV' });
    // The TV provider's kinds, and its channels and where it sells, are asked; the internet kinds are gone.
    const kind = form.getByLabel('Kind of TV service');
    await kind.waitFor();
    expect(await kind.locator('option').allTextContents()).toEqual(['Cable', 'Satellite', 'Fiber']);
    expect(await form.getByLabel('Kind of connection').count()).toBe(0);
    await form.getByLabel('Name').fill('Harbor TV');
    await form.getByLabel('Address').fill('harbor-tv');
    const channels = form.getByLabel('Channels');
    await channels.fill('lots');
    await form.getByLabel('Where it sells').fill('3 states');
    await channels.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => channels.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, channels)).toBe('A number of channels, with + if it is “or more”: 300+');
    expect(await axe(page, FRAMES)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await form.scrollIntoViewIfNeeded();
    if (process.env.CONSOLE_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SCREENSHOTS}/content-add-tv-provider-375.png` });
    await channels.fill('140+');
    await channels.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/content/tv-provider/en/tv/harbor-tv');
    await page.getByRole('heading', { name: 'Harbor TV (TV provider)' }).waitFor();
    expect(await page.getByLabel('Channels').inputValue()).toBe('140+');
    expect(await page.getByLabel('Kind of TV service').inputValue()).toBe('Cable');
    expect(await page.getByLabel('On the site').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('refuses an agent the content pages, and an editor the lead pages, with a page that says why', async () => {
    const agent = await signedIn('agent@example.com', 'agent');
    const nav = agent.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link', { name: 'Content' }).count()).toBe(0);
    await agent.goto('/admin/content');
    await expect
      .poll(() => agent.getByRole('alert').textContent())
      .toContain('Only editors and admins edit the site’s content.');
    expect(await agent.locator('table').count()).toBe(0);
    await agent.goto(XFINITY);
    await expect
      .poll(() => agent.getByRole('alert').textContent())
      .toContain('Only editors and admins edit the site’s content.');

    const editor = await signedIn('eve@example.com', 'editor', 375);
    await editor.goto('/admin/reports');
    await expect.poll(() => editor.getByRole('alert').textContent()).toContain('only agents and admins');
  });
});
