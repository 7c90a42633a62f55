// Chromium (Debian's, never a download) driven by playwright-core. Importing this module in a test
// file registers hooks that close the pages after each test and fail the test on any console error
// or uncaught page error, unless the test allowed that error explicitly, and on any
// `securitypolicyviolation` event (a CSP violation a library swallows logs no console error).
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/processes.ts';

export { CHROMIUM_ARGS };

let browser: Browser | undefined;
type Tracked = { page: Page; errors: string[]; allow: RegExp[] };
let tracked: Tracked[] = [];

export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  return browser;
}

export function baseURL(): string {
  return inject('baseURL');
}

export type OpenPageOptions = {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Console errors matching one of these do not fail the test (for tests that provoke failures). */
  allowConsoleErrors?: RegExp[];
  /** Stop waiting after this load state. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
  /**
   * Also wait until React has hydrated the page (default true). Pages hydrate after their first
   * paint (decision 006), so `load` alone does not mean the buttons work yet.
   */
  hydrated?: boolean;
  /** Runs on the new page before it navigates (e.g. to hold a script back with page.route). */
  beforeGoto?: (page: Page) => Promise<unknown>;
};

/**
 * Resolves once React has taken over the document (from then on clicks reach its handlers): the
 * root layout's effect sets `data-hydrated` on <html> (app/root.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds the client entry back, as a slow connection would, so a test can act on the prerendered
 * page before React takes it over: pass `beforeGoto` (with `hydrated: false`) to openPage, then
 * `release()` and waitForHydration().
 */
export function holdHydration(): { beforeGoto: (page: Page) => Promise<unknown>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  return {
    release: () => release(),
    beforeGoto: (page) =>
      page.route('**/assets/entry.client-*.js', async (route) => {
        await held;
        await route.continue();
      }),
  };
}

/** The text of an HTML attribute value or text node as the markup spells it (the entities React writes). */
export function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Opens a fresh browser context and page on a path of the site under test. */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<Page> {
  const b = await getBrowser();
  const context = await b.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  const entry: Tracked = { page, errors: [], allow: options.allowConsoleErrors ?? [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') entry.errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => entry.errors.push(`pageerror: ${err.message}`));
  await context.exposeFunction('__reportCspViolation', (text: string) => entry.errors.push(`csp: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  tracked.push(entry);
  await options.beforeGoto?.(page);
  await page.goto(path, { waitUntil: options.waitUntil ?? 'load' });
  if (options.hydrated ?? true) await waitForHydration(page);
  return page;
}

afterEach(async () => {
  const current = tracked;
  tracked = [];
  const errors: string[] = [];
  for (const t of current) {
    errors.push(...t.errors.filter((e) => !t.allow.some((re) => re.test(e))));
    await t.page.context().close();
  }
  expect(errors, 'console errors or CSP violations on the page').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});
