// Chromium (Debian's, never a download) driven by playwright-core. Importing this module in a test
// file registers hooks that close the pages after each test and fail the test on any console error
// or uncaught page error, unless the test allowed that error explicitly, and on any
// `securitypolicyviolation` event (a CSP violation a library swallows logs no console error).
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/processes.ts';

export { CHROMIUM_ARGS };

let browser: Browser | undefined;
type Tracked = { page: Page; errors: string[]; allow: RegExp[] };
let tracked: Tracked[] = [];
/** Pages opened with `keep`: closed by closePage, or after the file at the latest. */
const kept: Tracked[] = [];

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
  /** The browser's language (navigator.languages and Accept-Language), e.g. `es-MX`; Chromium's own otherwise. */
  locale?: string;
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
  /**
   * The page outlives the test (or hook) that opened it: no afterEach closes or checks it. Close it
   * with closePage, which hands back its console errors for the caller to assert.
   */
  keep?: boolean;
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
    ...(options.locale ? { locale: options.locale } : {}),
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
  (options.keep ? kept : tracked).push(entry);
  await options.beforeGoto?.(page);
  const response = await page.goto(path, { waitUntil: options.waitUntil ?? 'load' });
  if (response) navigations.set(page, response);
  if (options.hydrated ?? true) await waitForHydration(page);
  return page;
}

const navigations = new WeakMap<Page, Response>();

/** The answer to the navigation openPage made: the status, headers and HTML the server sent for the path. */
export function navigationResponse(page: Page): Response {
  const response = navigations.get(page);
  if (!response) throw new Error(`no navigation response for ${page.url()}`);
  return response;
}

/**
 * Closes a page opened with openPage and hands back the console errors and CSP violations it logged
 * (less those it allowed), for code that asserts them itself: a page opened with `keep` in a
 * beforeAll, looked at by several tests. A page closed this way is not checked after the test.
 */
export async function closePage(page: Page): Promise<string[]> {
  let t: Tracked | undefined;
  for (const list of [kept, tracked]) {
    const i = list.findIndex((x) => x.page === page);
    if (i >= 0) [t] = list.splice(i, 1);
  }
  await page.context().close();
  return t ? t.errors.filter((e) => !t.allow.some((re) => re.test(e))) : [];
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
  for (const t of kept.splice(0)) await t.page.context().close();
  await browser?.close();
  browser = undefined;
});
