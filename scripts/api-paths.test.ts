// One HTTP client and one table of API paths (issue 35 item 2): in the browser code, fetch() is
// called only by app/lib/api-core.ts (EventSource aside: the console's event stream), and no API
// path is spelled by hand outside contracts/api-paths.ts and admin-api-paths.ts, in the browser
// code or in the server's routes (server/test/api-paths.test.ts checks that the server registers
// every path of the table). Comments may name paths, and code may test the bare '/api/' prefix.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '+types' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code of a file without its comments (line and block), strings kept. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const read = (dir: string) =>
  sources(join(ROOT, dir)).map((p) => ({ file: relative(ROOT, p), text: code(p) }));
const app = read('app');
const routes = [...read('server/routes'), ...read('server/plugins')];

it('calls fetch() in the browser code only from app/lib/api-core.ts', () => {
  const callers = app.filter((f) => /\bfetch\(/.test(f.text)).map((f) => f.file);
  expect(callers).toEqual(['app/lib/api-core.ts']);
});

it('spells no API path outside the path table', () => {
  const spelled = [...app, ...routes].flatMap((f) =>
    [...f.text.matchAll(/['"`]\/api\/[^'"`]+['"`]?/g)].map((m) => `${f.file}: ${m[0]}`),
  );
  expect(spelled).toEqual([]);
});
