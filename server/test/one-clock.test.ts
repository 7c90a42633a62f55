// One clock (decisions 036 and 082): server product code never reads the system time itself; it
// asks the injected clock (app.clock, or the Clock a module is handed), so tests can move time.
// Only server/shared/clock.ts names Date.now; `new Date(x)` with a time is fine, `new Date()` is not. The
// clock is a required parameter: no module falls back to the system time when none is passed
// (`now?:`, `?? Date.now`, `now = Date.now()`), and the entries (main.ts, worker.ts, the CLIs)
// pass systemClock themselves.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
/** content/ is product code too (the server reads it: consent versions, plans). */
const content = join(root, '..', 'content');

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : productFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Lines of the product files (server/ and content/, not clock.ts) that match, comments left out. */
function offending(pattern: RegExp): string[] {
  const files = [...productFiles(root), ...productFiles(content)];
  expect(files.length).toBeGreaterThan(50);
  return files
    .filter((f) => relative(root, f) !== 'shared/clock.ts')
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(root, f)}:${i + 1}` }))
        .filter(({ line }) => pattern.test(line.replace(/\/\/.*$/, '')))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
}

it('reads the time only through the clock module', () => {
  // Date.now called or handed on as a default (`?? Date.now`), and new Date() without a time.
  expect(offending(/\bDate\.now\b|new Date\(\)/)).toEqual([]);
});

it('writes a time as text through isoAt, not by hand', () => {
  // `new Date(ms).toISOString()` beside isoAt was 14 (then 29) ways of writing the same text.
  expect(offending(/new Date\(.*\)\.toISOString\(\)/)).toEqual([]);
});

it('takes the clock as a required parameter: no optional clock, no fallback to the system time', () => {
  expect(offending(/\b(now|clock)\?\s*:\s*(Clock\b|\(\)\s*=>\s*number)|\?\?\s*systemClock\b/)).toEqual([]);
  // The standalone worker passes its clock like the server does (app.clock there).
  expect(readFileSync(join(root, 'worker.ts'), 'utf8')).toMatch(/\bnow: systemClock\b/);
  expect(readFileSync(join(root, 'main.ts'), 'utf8')).toMatch(/\bnow: systemClock\b/);
});
