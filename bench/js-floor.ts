// The JavaScript floor of a public page (issue 39 item 3, decision 090): what React 19 and React
// Router 8 cost before any code of ours, bundled and minified the way the build does (rolldown,
// production), gzip -9 as the budgets count; then the build's own framework chunks and every
// public route's total (reports/budgets.json, written by `node scripts/check-budgets.ts`), with
// the route that comes closest to the floor and what its chunks are.
// Usage: node bench/js-floor.ts (after npm run build and the budgets check). Also `npm run bench -- js-floor`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import type { Row } from './lib.ts';

const ENTRIES = {
  // What hydrating a page costs with React alone: react and react-dom's client.
  react: `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.body, createElement('div'));`,
  // …and with React Router's framework runtime, as app/entry.client.tsx hydrates the document.
  'react + react-router': `import { createElement, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
startTransition(() => { hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))); });`,
};

const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** One entry bundled for the browser, minified, in production: its gzip bytes. */
async function bundled(source: string): Promise<number> {
  const id = '\0floor-entry';
  const bundle = await rolldown({
    input: id,
    cwd: resolve('.'),
    platform: 'browser',
    // React Router's "use client" is for RSC bundlers; dropping it here is what the build does too.
    onLog: (level, log, handler) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      {
        name: 'floor-entry',
        resolveId: (s) => (s === id ? id : null),
        load: (s) => (s === id ? source : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  return output.reduce((sum, o) => sum + (o.type === 'chunk' ? gz(o.code) : 0), 0);
}

type Route = { path: string; jsGzipBytes: number; jsFiles: string[] };

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const bench = 'JS floor (gzip)';
  for (const [name, source] of Object.entries(ENTRIES))
    rows.push({ bench, measure: `${name}, bundled alone`, ours: kb(await bundled(source)) });
  let report: { routes: Route[] };
  try {
    report = JSON.parse(readFileSync('reports/budgets.json', 'utf8'));
  } catch {
    throw new Error(
      'No reports/budgets.json: run `npm run build` and `node scripts/check-budgets.ts` first.',
    );
  }
  const chunk = (f: string) => f.replace(/^\/assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
  const client = resolve('build/client');
  const size = (file: string) => gz(readFileSync(join(client, file)));
  const home = report.routes.find((r) => r.path === '/');
  const framework = (home?.jsFiles ?? []).filter((f) =>
    /\/(entry\.client|router|rolldown-runtime|manifest)-/.test(f),
  );
  for (const f of framework) rows.push({ bench, measure: `build: ${chunk(f)}`, ours: kb(size(f)) });
  const frameworkBytes = framework.reduce((sum, f) => sum + size(f), 0);
  rows.push({ bench, measure: 'build: framework chunks, every page', ours: kb(frameworkBytes) });
  const sorted = [...report.routes].sort((a, b) => a.jsGzipBytes - b.jsGzipBytes);
  const closest = sorted[0] as Route;
  const largest = sorted.at(-1) as Route;
  rows.push({
    bench,
    measure: `closest route: ${closest.path} (${closest.jsFiles.length} chunks)`,
    ours: kb(closest.jsGzipBytes),
    bar: '≤ 100 KB',
    ok: closest.jsGzipBytes <= 100 * 1024,
  });
  for (const f of closest.jsFiles.filter((f) => !framework.includes(f)).sort((a, b) => size(b) - size(a)))
    rows.push({ bench, measure: `  ${chunk(f)}`, ours: kb(size(f)) });
  rows.push({ bench, measure: `largest route: ${largest.path}`, ours: kb(largest.jsGzipBytes) });
  return rows;
}

if (import.meta.main) {
  const { printTable } = await import('./lib.ts');
  printTable(await run());
}
