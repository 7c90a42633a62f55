// One clock (decision 036): server product code never reads the system time itself; it asks the
// injected clock (app.clock, or the Clock a module is handed), so tests can move time. Only
// server/clock.ts calls Date.now(); `new Date(x)` with a time is fine, `new Date()` is not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : productFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

it('reads the time only through the clock module', () => {
  const files = productFiles(root);
  expect(files.length).toBeGreaterThan(50);
  const offenders = files
    .filter((f) => relative(root, f) !== 'clock.ts')
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(root, f)}:${i + 1}` }))
        .filter(({ line }) => /\bDate\.now\(\)|new Date\(\)/.test(line.replace(/\/\/.*$/, '')))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
  expect(offenders).toEqual([]);
});
