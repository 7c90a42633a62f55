// Issue 18, item 9: IBM's Equal Access checker (accessibility-checker-engine, the rules bundled in
// its ace.js; no network) on every route at 375 and 1366 px, next to axe in quality.test.ts.
// Violations fail the test; "potential" findings (which need a person to judge) are written to
// reports/equal-access-potential.json for review.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { allPages } from '../../content/pages.ts';
import { openPage } from './browser.ts';

// ace.js declares a top-level `var ace`; Playwright wraps init scripts in a function, so publish it.
const ACE_SOURCE = `${readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8')}\nwindow.ace = ace;`;
const WIDTHS = [375, 1366] as const;
const REPORT = resolve('reports/equal-access-potential.json');

type Finding = { ruleId: string; reasonId: string; message: string; path: string; snippet: string };
const potential: Record<string, Finding[]> = {};

describe.each(WIDTHS)('IBM Equal Access at %i px', (width) => {
  test.each(allPages().map((p) => [p.path]))('%s has no violation', async (path) => {
    // An init script is injected by the browser, not by the page, so the CSP does not apply to it.
    const page = await openPage(path, { width, beforeGoto: (p) => p.addInitScript({ content: ACE_SOURCE }) });
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
    const violations = results.filter((r) => r.kind === 'FAIL');
    potential[`${path} @ ${width}px`] = results
      .filter((r) => r.kind === 'POTENTIAL')
      .map(({ kind: _k, ...f }) => f);
    expect(violations.map((v) => `${v.ruleId}: ${v.message} (${v.path})`)).toEqual([]);
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
