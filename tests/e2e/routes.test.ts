// Every route in the browser, one page load per route and width (issue 26, item 4). Each load is
// examined once in a beforeAll, every check of every earlier file that opened all routes, then
// asserted in a test of its own, so a failure names the route, the width and the check:
// - the navigation's own answer: 200, HTML, prerendered (h1, header, footer, title, canonical in the
//   markup itself), exactly one title, meta description and absolute canonical URL for its own
//   path (issues 2 and 8);
// - rendered with its heading visible, one header and one footer, at its own path (issue 2);
// - each listing and provider detail page shows its own name, sections and SPEC values (issue 5,
//   page-content.ts, run on the open page);
// - JSON-LD matching what the page shows (issue 8);
// - axe-core (WCAG 2.0/2.1 A and AA, best practices: the rules axe also runs by default) finds no
//   violation at 375 and 1366 px (issues 4, 5 and 8);
// - IBM's Equal Access checker (accessibility-checker-engine, the rules bundled in its ace.js; no
//   network) finds no violation at 375 and 1366 px; "potential" findings (which need a person to
//   judge) are written to reports/equal-access-potential.json for review (issue 18, item 9);
// - no sideways scroll: reflow at 320 px (WCAG 1.4.10, issue 18: the 375 px load narrowed to 320
//   px, as zooming a page to 400 % does without reloading it) and at 375 and 1366 px (issue 4);
//   the wide tables of four pages scroll in their own box at 375 px (issue 5);
// - no console error, uncaught page error or CSP violation at any width (browser.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categoryPaths, genericDetailPath, providerPath } from '../../content/base/paths.ts';
import { allPages } from '../../content/pages.ts';
import { closePage, navigationResponse, openPage } from './browser.ts';
import { pageContentChecks } from './page-content.ts';
import { formatViolations, headProblems, jsonLdProblems, shownContent } from './page-facts.ts';

const require = createRequire(import.meta.url);
const pages = allPages();
/** 320 comes after 375: its pass is the 375 px load narrowed to 320 px (reflow, WCAG 1.4.10). */
const WIDTHS = [375, 320, 1366] as const;
type Width = (typeof WIDTHS)[number];
/** Widths with a page load of their own. */
type LoadedWidth = Exclude<Width, 320>;
/** Where axe-core and Equal Access run (320 px is the reflow check alone, as WCAG 1.4.10 asks). */
const CHECKED_WIDTHS: readonly Width[] = [375, 1366];
const HEIGHT: Record<Width, number> = { 320: 640, 375: 812, 1366: 900 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Pages with wide tables, which must scroll inside their own box at 375 px. */
const TABLE_PAGES = new Set([
  categoryPaths.tv,
  providerPath.tv('spectrum'),
  providerPath.internet('google'),
  genericDetailPath.streaming,
]);

// ace.js declares a top-level `var ace`; Playwright wraps init scripts in a function, so publish it.
const ACE_SOURCE = `${readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8')}\nwindow.ace = ace;`;
// axe-core's own build, given to the page as Equal Access's is (it sets window.axe).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const REPORT = resolve('reports/equal-access-potential.json');

type Finding = { ruleId: string; reasonId: string; message: string; path: string; snippet: string };
const potential: Record<string, Finding[]> = {};

/** Everything one load of a route at one width shows; the tests below only assert on it. */
type Seen = {
  /** At 375 px: the document's overflow once the window is narrowed to 320 px (the 320 px pass). */
  reflow320?: Seen['overflow'];
  /** The navigation's own response: what the server sent for the path. */
  response: { status: number; contentType: string; html: string };
  /** The document's scroll width against its client width and the window's inner width. */
  overflow: { scrollWidth: number; clientWidth: number; innerWidth: number; offenders: string[] };
  shell?: { h1Visible: boolean; headers: number; footers: number; pathname: string };
  jsonLd?: string[];
  axe?: string[];
  equalAccess?: string[];
  tables?: { before: number; after: number; boxes: Record<string, unknown>[] };
};

async function equalAccess(page: Page): Promise<{ violations: string[]; potential: Finding[] }> {
  const results = await page.evaluate(async () => {
    type Result = {
      ruleId: string;
      reasonId: string;
      value: [string, string];
      message: string;
      path: { dom: string };
      snippet: string;
    };
    const ace = (
      window as unknown as {
        ace: { Checker: new () => { check: (d: Document, r: string[]) => Promise<{ results: Result[] }> } };
      }
    ).ace;
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && (r.value[1] === 'FAIL' || r.value[1] === 'POTENTIAL'))
      .map((r) => ({
        kind: r.value[1],
        ruleId: r.ruleId,
        reasonId: String(r.reasonId),
        message: r.message,
        path: r.path.dom,
        snippet: r.snippet.slice(0, 200),
      }));
  });
  return {
    violations: results.filter((r) => r.kind === 'FAIL').map((v) => `${v.ruleId}: ${v.message} (${v.path})`),
    potential: results.filter((r) => r.kind === 'POTENTIAL').map(({ kind: _k, ...f }) => f),
  };
}

/**
 * axe-core with AXE_TAGS, run as axe.run() in the page itself with only the violations collected in
 * full: what AxeBuilder's "legacy mode" runs, without sending axe's source into the page again on
 * every call (about 400 ms a load; the source is an init script of the page, as Equal Access's is).
 * The default mode runs axe.runPartial() in every frame and combines the parts in a second, blank
 * page; the routes have no frames (the contact page's map iframe exists only after a click), so both
 * give the same violations (bench/results/history.md, "Test suite time").
 */
function axe(page: Page): Promise<AxeResults> {
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    AXE_TAGS,
  );
}

function overflow(page: Page): Promise<Seen['overflow']> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          (r.right > width + 0.5 || r.left < -0.5) &&
          el.closest('[hidden], .sr-only, .overflow-hidden, .overflow-x-auto') === null
        );
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)}`);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      innerWidth: window.innerWidth,
      offenders,
    };
  });
}

/** Narrows the window to `width`, waits for two frames (layout and paint), reads, and puts it back. */
async function resized<T>(page: Page, width: Width, read: () => Promise<T>): Promise<T> {
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const before = page.viewportSize() ?? { width: 375, height: HEIGHT[375] };
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await frames();
  const result = await read();
  await page.setViewportSize(before);
  await frames();
  return result;
}

/** Scrolls each table's box sideways: it must scroll, inside the window, and the page must not. */
async function tables(page: Page): Promise<Seen['tables']> {
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const before = await sideways();
  const boxes = await page.locator('table').evaluateAll((all) =>
    all.map((t) => {
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
  return { before, after: await sideways(), boxes };
}

/**
 * Loads `path` at `width` once and looks at everything there is to check (nothing is asserted here).
 * The page stays open for the checks that read it directly (page-content.ts); the last test closes it.
 */
async function look(path: string, width: LoadedWidth): Promise<{ seen: Seen; page: Page }> {
  const checked = CHECKED_WIDTHS.includes(width);
  const page = await openPage(path, {
    width,
    height: HEIGHT[width],
    keep: true,
    // An init script is injected by the browser, not by the page, so the CSP does not apply to it.
    beforeGoto: async (p) =>
      checked
        ? Promise.all([p.addInitScript({ content: ACE_SOURCE }), p.addInitScript({ content: AXE_SOURCE })])
        : undefined,
  });
  try {
    const nav = navigationResponse(page);
    const response = {
      status: nav.status(),
      contentType: nav.headers()['content-type'] ?? '',
      html: await nav.text(),
    };
    // openPage waited for hydration (the root layout's effect, after its children's), so the checkers
    // see the page a visitor interacts with; waiting for the network to idle as well cost 0.5 s a load.
    const seen: Seen = { response, overflow: await overflow(page) };
    if (width === 1366) {
      seen.shell = {
        h1Visible: await page
          .locator('h1')
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(
            () => true,
            () => false,
          ),
        headers: await page.locator('body > header').count(),
        footers: await page.locator('body > footer').count(),
        pathname: new URL(page.url()).pathname,
      };
    }
    if (checked) {
      seen.axe = formatViolations(await axe(page));
      const ace = await equalAccess(page);
      seen.equalAccess = ace.violations;
      potential[`${path} @ ${width}px`] = ace.potential;
    }
    if (width === 1366) seen.jsonLd = jsonLdProblems(path, response.html, await shownContent(page));
    if (width === 375) {
      // Reflow: the same page narrowed to 320 px (zoomed to 400 % of a 1280 px window), then back.
      seen.reflow320 = await resized(page, 320, () => overflow(page));
      // Last: it scrolls the tables' boxes.
      if (TABLE_PAGES.has(path)) seen.tables = await tables(page);
    }
    return { seen, page };
  } catch (err) {
    await closePage(page);
    throw err;
  }
}

describe('axe-core', () => {
  test('the WCAG A/AA and best-practice rules asserted below are every rule axe runs by default', () => {
    // screens-1/2 ran axe with its defaults, quality with these tags; one run with the tags covers both.
    const axeCore = require('axe-core') as {
      _audit: { rules: { id: string; tags: string[]; enabled?: boolean }[]; tagExclude?: string[] };
    };
    const excluded = axeCore._audit.tagExclude ?? [];
    const runnable = axeCore._audit.rules.filter((r) => !r.tags.some((t) => excluded.includes(t)));
    const byDefault = runnable.filter((r) => r.enabled !== false).map((r) => r.id);
    const tagged = runnable.filter((r) => r.tags.some((t) => AXE_TAGS.includes(t))).map((r) => r.id);
    expect(byDefault.filter((id) => !tagged.includes(id))).toEqual([]);
  });
});

describe.each(pages.map((p) => p.path))('%s', (path) => {
  /** What the 375 px load saw, for the 320 px pass that follows it. */
  let at375: Seen | undefined;
  describe.each(WIDTHS)('at %i px', (width) => {
    let seen: Seen;
    let page: Page | undefined;
    beforeAll(async () => {
      if (width === 320) {
        // The 375 px load, narrowed (look()); its console errors are asserted in the 375 px pass.
        if (!at375?.reflow320) throw new Error('the 375 px pass did not run first');
        seen = { response: at375.response, overflow: at375.reflow320 };
        return;
      }
      ({ seen, page } = await look(path, width));
      if (width === 375) at375 = seen;
    });
    afterAll(async () => {
      if (page) await closePage(page);
    });

    if (width === 1366) {
      test('answers 200 with prerendered markup', () => {
        const { status, contentType, html } = seen.response;
        expect(status).toBe(200);
        expect(contentType).toMatch(/text\/html/);
        // Prerendered: the heading and the shell are in the HTML itself, not rendered later by JS.
        expect(html).toMatch(/<h1[\s>]/);
        expect(html).toContain('<header');
        expect(html).toContain('<footer');
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
      });

      test('has exactly one title, meta description and absolute canonical URL for its own path', () => {
        expect(headProblems(path, seen.response.status, seen.response.html)).toEqual([]);
      });

      test('renders with its heading, header and footer', () => {
        expect(seen.shell).toEqual({ h1Visible: true, headers: 1, footers: 1, pathname: path });
      });

      test('JSON-LD matches what the page shows', () => {
        expect(seen.jsonLd).toEqual([]);
      });

      for (const { name, check } of pageContentChecks.get(path) ?? []) {
        test(name, () => check(page as Page));
      }
    }

    if (CHECKED_WIDTHS.includes(width)) {
      test('axe-core finds no violation', () => {
        // One readable list instead of a diff of long strings.
        if (seen.axe?.length)
          throw new Error(`${path}: ${seen.axe.length} violation(s)\n${seen.axe.join('\n')}`);
        expect(seen.axe).toEqual([]);
      });

      test('IBM Equal Access finds no violation', () => {
        expect(seen.equalAccess).toEqual([]);
      });
    }

    test('does not scroll sideways', () => {
      const { scrollWidth, clientWidth, innerWidth, offenders } = seen.overflow;
      expect(innerWidth, 'the window is as wide as this pass says').toBe(width);
      expect(scrollWidth, offenders.join(', ')).toBeLessThanOrEqual(clientWidth);
      if (width !== 320) expect(scrollWidth - innerWidth, offenders.join(', ')).toBe(0);
    });

    if (width === 375 && TABLE_PAGES.has(path)) {
      test('tables scroll in their own box, the page does not', () => {
        const t = seen.tables;
        expect(t?.before).toBeLessThanOrEqual(0);
        expect(t?.boxes.length).toBeGreaterThan(0);
        for (const b of t?.boxes ?? [])
          expect(b).toEqual({ overflowX: 'auto', scrolls: true, moved: true, inside: true });
        expect(t?.after).toBeLessThanOrEqual(0);
      });
    }

    // Last, as it closes the page: everything above has run on it (at 375 px, the narrowing to
    // 320 px too).
    if (width !== 320)
      test('logs no console error, page error or CSP violation', async () => {
        const errors = page ? await closePage(page) : [];
        page = undefined;
        expect(errors, 'console errors or CSP violations on the page').toEqual([]);
      });
  });
});

afterAll(() => {
  mkdirSync(join(REPORT, '..'), { recursive: true });
  const byRule: Record<string, number> = {};
  for (const list of Object.values(potential))
    for (const f of list) byRule[f.ruleId] = (byRule[f.ruleId] ?? 0) + 1;
  writeFileSync(
    REPORT,
    `${JSON.stringify({ checker: 'accessibility-checker-engine', ruleset: 'IBM_Accessibility', potentialByRule: byRule, pages: potential }, null, 2)}\n`,
  );
});
