// The per-page initial JS baseline (scripts/initial-js-baseline.json): growth past it fails the
// budgets gate, and every public page has a figure (a new page has to be added deliberately).
import { describe, expect, test } from 'vitest';
import { allPages } from '../content/pages.ts';
import { baselineFailure, baselineSlackBytes, readBaseline } from './check-budgets.ts';

const baseline = { note: '', routes: { '/': 100_000, '/sitemap': 90_000 } };

describe('initial JS baseline', () => {
  test('a page at or below its baseline passes, within the slack too', () => {
    expect(baselineFailure('/', 100_000, baseline)).toBeUndefined();
    expect(baselineFailure('/', 95_000, baseline)).toBeUndefined();
    expect(baselineFailure('/', 100_000 + baselineSlackBytes, baseline)).toBeUndefined();
  });

  test('a page that grows past it fails, naming the growth', () => {
    // The plan finder's manifest entries, page list and menu links: about 200 B on every page.
    expect(baselineFailure('/sitemap', 90_200, baseline)).toMatch(/grew 200 B past its baseline 90000 B/);
    expect(baselineFailure('/', 100_000 + baselineSlackBytes + 1, baseline)).toMatch(/grew/);
  });

  test('a page without a baseline fails', () => {
    expect(baselineFailure('/new-page', 1, baseline)).toMatch(/no baseline/);
  });

  test('the committed baseline has a figure for every public page, and only those', () => {
    const committed = readBaseline();
    const paths = allPages().map((p) => p.path);
    expect(Object.keys(committed.routes).sort()).toEqual(paths.sort());
    for (const bytes of Object.values(committed.routes)) expect(bytes).toBeGreaterThan(50_000);
  });
});
