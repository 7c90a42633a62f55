// The forms in the other engine: Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core
// (playwright-core's BiDi Firefox asks this ESR for commands it does not have yet; decision 033),
// against the same real server and SMTP sink as the Chromium tests. A visitor on a phone using
// the keyboard alone sends the contact form and the Check Availability dialog, and finds, filters,
// sorts and compares plans with the finder's own controls and asks for one; each lead must be
// stored and mailed, each success announced, and no page may log an error.
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { SUCCESS_MESSAGE } from '../../contracts/api.ts';
import { firefoxPath } from '../../scripts/processes.ts';
import { baseURL } from './browser.ts';
import { mailFor, theLead, uniqueEmail } from './forms-support.ts';

const installed = existsSync(firefoxPath);
/** What this test asks of puppeteer's BiDi frame (puppeteer-core's BidiFrame, not exported by name). */
type BidiFrame = {
  browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
};
/** A phone's viewport, CSS pixels. */
const PHONE = { width: 375, height: 800 };
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  if (!installed) return;
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: null,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A page at phone width that records every console error and uncaught error. */
async function phonePage(path: string): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${path}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${path}: ${(e as Error).message}`));
  // WebDriver BiDi's browsingContext.setViewport itself: puppeteer's page.setViewport also sends
  // emulation.setScreenOrientationOverride, which this ESR (140) does not know, and a window is
  // never narrower than 450 px.
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({ viewport: PHONE });
  await page.goto(`${baseURL()}${path}`);
  await page.waitForSelector('html[data-hydrated]'); // the app's public "hydrated" signal
  expect(await page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
  return page;
}

/**
 * Waits until `check` is true in the page (5 s at most). Not page.waitForFunction: puppeteer runs
 * its polling through `new Function` in the page, which the site's CSP (no 'unsafe-eval') refuses
 * in this Firefox; page.evaluate goes through WebDriver BiDi's script.callFunction instead.
 */
async function until(page: Page, check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`still false after ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The form control labelled `label` (its label's text up to a required mark) inside `scope`. */
async function field(page: Page, scope: string, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    (scope, label) => {
      for (const l of document.querySelectorAll<HTMLLabelElement>(`${scope} label`)) {
        const text = (l.textContent ?? '').replace(/\*|\(optional\)/g, '').trim();
        if (text === label) return l.control;
      }
      return null;
    },
    scope,
    label,
  );
  const el = handle.asElement() as ElementHandle<Element> | null;
  if (!el) throw new Error(`no field labelled ${label} in ${scope}`);
  return el;
}

/** Types into the fields in order, moving between them with Tab as a keyboard user does. */
async function typeInto(page: Page, scope: string, values: [string, string][]) {
  const [first] = values;
  if (first) await (await field(page, scope, first[0])).focus();
  for (const [i, [label, value]] of values.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    const f = await field(page, scope, label);
    expect(await f.evaluate((el) => el === document.activeElement), `Tab reaches ${label}`).toBe(true);
    await page.keyboard.type(value);
  }
}

/** Types a visitor into the form at `scope` by keyboard: Name, a fresh Email, then `more`; returns the address. */
async function typeVisitor(
  page: Page,
  scope: string,
  name: string,
  more: [string, string][],
): Promise<string> {
  const email = uniqueEmail(`firefox-${name.toLowerCase().replace(/\W+/g, '-')}`);
  await typeInto(page, scope, [['Name', name], ['Email', email], ...more]);
  return email;
}

/**
 * Moves focus to the element matching `selector` with Tab (Shift+Tab when it comes before the
 * focused element), as a keyboard user would, and checks the focus is visible there.
 */
async function tabTo(page: Page, selector: string, max = 150): Promise<void> {
  const before = await page.$eval(
    selector,
    (t) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      Boolean(t.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  const key = before ? 'Shift' : undefined;
  for (let i = 0; i < max; i++) {
    if (await page.$eval(selector, (t) => t === document.activeElement)) {
      expect(
        await page.$eval(selector, (t) => t.matches(':focus-visible')),
        `focus visible on ${selector}`,
      ).toBe(true);
      return;
    }
    if (key) await page.keyboard.down(key);
    await page.keyboard.press('Tab');
    if (key) await page.keyboard.up(key);
  }
  throw new Error(`tabTo: ${max} Tab presses did not reach ${selector}`);
}

function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

async function toastText(page: Page): Promise<string> {
  const toast = await page.waitForSelector('.Toastify__toast', { visible: true });
  return ((await toast?.evaluate((el) => (el as HTMLElement).innerText)) ?? '').replace(/\s+/g, ' ').trim();
}

describe.skipIf(!installed)(
  `forms in Firefox ESR (${installed ? firefoxPath : 'not installed: apt-get install -y firefox-esr'})`,
  () => {
    it('sends the contact form by keyboard alone: stored, mailed, success announced', async () => {
      const page = await phonePage('/contact-us');
      const form = 'form[data-form="contact"]';
      await page.$eval(form, (f) => f.scrollIntoView());
      await page.waitForSelector(`${form}[data-live="true"]`);
      const email = await typeVisitor(page, form, 'Fern Firefox', [
        ['Subject', 'Gecko check'],
        ['Comment', 'Sent from Firefox with the keyboard.'],
      ]);
      // On past the save-my-details box and its cookie note to the button.
      for (let i = 0; i < 4 && (await focusedText(page)) !== 'Send Message'; i++)
        await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Send Message');
      await page.keyboard.press('Enter');
      expect(await toastText(page)).toContain(SUCCESS_MESSAGE);
      expect(await page.$eval(`${form} textarea`, (t) => (t as HTMLTextAreaElement).value)).toBe('');
      const lead = await theLead(email);
      expect(lead).toMatchObject({
        kind: 'contact',
        name: 'Fern Firefox',
        subject: 'Gecko check',
        page: '/contact-us',
      });
      expect(await mailFor(lead.id)).toContain('Sent from Firefox with the keyboard.');
      await page.close();
    });

    it('opens Check Availability with Enter, keeps focus inside, sends it with Enter; Escape gives focus back', async () => {
      const page = await phonePage('/service/tv');
      const opener = await page.evaluateHandle(() =>
        [...document.querySelectorAll('main button')].find(
          (b) => b.textContent?.trim() === 'Check Availability',
        ),
      );
      await (opener.asElement() as ElementHandle<Element>).focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('dialog[open]');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
      const email = await typeVisitor(page, 'dialog[open]', 'Gecko Visitor', [
        ['Address', '12 Harbor Lane'],
        ['City', 'Arlington'],
        ['ZIP code', '22201'],
        ['Phone number', '(703) 555-0166'],
      ]);
      // The consent disclosure is shown above the button, as in Chromium.
      const notice = await page.$eval('dialog[open] [data-consent-version]', (el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const hint of copy.querySelectorAll('.sr-only')) hint.remove(); // a link's screen-reader hint
        return { text: copy.textContent, version: el.getAttribute('data-consent-version') };
      });
      expect(notice).toEqual({ text: currentConsent.text, version: currentConsent.version });
      await page.keyboard.press('Enter');
      expect(await toastText(page)).toContain(SUCCESS_MESSAGE);
      const lead = await theLead(email);
      expect(lead).toMatchObject({
        kind: 'availability',
        phone: '+17035550166',
        zip_code: '22201',
        consent_version: currentConsent.version,
      });

      // Again, then Escape: the dialog closes and focus is back on the button that opened it.
      await (opener.asElement() as ElementHandle<Element>).focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('dialog[open]');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { hidden: true });
      expect(await page.evaluate((b) => b === document.activeElement, opener)).toBe(true);
      await page.close();
    });

    it('plan finder by keyboard alone: sample ZIP → filtered, sorted plans → compare two → a label → Get this plan', async () => {
      const page = await phonePage('/plans');
      const status = () => page.$eval('#plans-status', (el) => el.textContent ?? '');
      await tabTo(page, '#plans-zip');
      await page.keyboard.type('98101');
      await page.keyboard.press('Enter');
      await until(page, () =>
        /plans at 98101/.test(document.querySelector('#plans-status')?.textContent ?? ''),
      );
      // On a phone the filters are folded once a ZIP is asked for: their button opens them.
      await tabTo(page, '[data-filters-toggle]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#plans-min-down', { visible: true });
      // The filters and sort with the controls themselves, reached with Tab and set by typing the
      // start of an option into each closed select, as a keyboard user does.
      await tabTo(page, '#plans-min-down');
      await page.keyboard.type('20');
      await until(page, () => location.search.includes('minDownload=200'));
      await tabTo(page, '#plans-max-price');
      await page.keyboard.type('$7');
      await until(page, () => location.search.includes('maxPrice=75'));
      await tabTo(page, '#plans-sort');
      await page.keyboard.type('F');
      await until(page, () => location.search.includes('sort=download'));
      expect(await page.evaluate(() => location.search)).toBe(
        '?zip=98101&minDownload=200&maxPrice=75&sort=download',
      );
      await until(page, () =>
        /fastest download first/.test(document.querySelector('#plans-status')?.textContent ?? ''),
      );
      // The list settles on the last query's answer (each option typed through is a query).
      await until(page, () => {
        const speeds = [...document.querySelectorAll('ul[aria-busy="false"] [data-download]')].map((el) => {
          const t = el.textContent ?? '';
          return t.endsWith('Gbps') ? Number.parseFloat(t) * 1000 : Number.parseFloat(t);
        });
        return speeds.length > 2 && speeds.every((v) => v >= 200);
      });
      // Focus stayed on the control the visitor used (announced in the live region, no focus jump).
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('plans-sort');
      expect(await status()).toMatch(/Sample data/);
      const ids = await page.$$eval('[data-plan]', (cards) => cards.map((c) => c.getAttribute('data-plan')));
      expect(ids.length).toBeGreaterThan(2);
      // Compare the first two (Space on each checkbox), then open the comparison with Enter.
      for (const i of [0, 1]) {
        const box = (await page.$$('[data-plan] input[type="checkbox"]'))[i] as ElementHandle<Element>;
        await box.focus();
        await page.keyboard.press(' ');
      }
      await until(page, () =>
        [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Compare 2 plans'),
      );
      const compareButton = await page.evaluateHandle(() =>
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Compare 2 plans'),
      );
      await (compareButton.asElement() as ElementHandle<Element>).focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-compare]');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('compare-title');
      // The first plan's label, then Get this plan.
      const first = (await page.$('[data-plan]')) as ElementHandle<Element>;
      await ((await first.$('button[aria-controls]')) as ElementHandle<Element>).focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-plan] [data-facts-label]');
      const get = (await first.$('button.btn-accent')) as ElementHandle<Element>;
      await get.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('dialog[open]');
      const email = await typeVisitor(page, 'dialog[open]', 'Gecko Finder', [
        ['ZIP code', '98101'],
        ['Phone number', '(206) 555-0166'],
      ]);
      await page.keyboard.press('Enter');
      expect(await toastText(page)).toContain(SUCCESS_MESSAGE);
      const lead = await theLead(email);
      const pkg = JSON.parse(lead.package_json ?? '{}');
      expect(pkg.label.uniquePlanId).toBe(ids[0]);
      expect(pkg.label.facts['Unique plan identifier']).toBe(ids[0]);
      await page.close();
    });

    it('logged no error on any page', () => {
      expect(errors).toEqual([]);
    });
  },
);
