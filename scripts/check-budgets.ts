// Budgets per prerendered route, measured on the build output (run after `npm run build`):
// - initial JS: every script the page loads to hydrate, read from React Router's build manifest
//   (the manifest module, the client entry, each matched route's module and their static imports,
//   as the bundler resolved them); lazy import()s are not counted. Gzip ≤ 140 KB.
// - CSS: every stylesheet the HTML links, gzip ≤ 20 KB.
// - HTML: the document itself, gzip ≤ 30 KB.
// - every <img>, and every art-directed <picture><source media>, carries width and height (no
//   layout shift while images load).
// - no chunk that only the operator console (app/console/) loads is among a page's scripts.
// - no page's initial JS grows: each route's gzip bytes ≤ its committed baseline in
//   scripts/initial-js-baseline.json (+ 32 B for hash and SITE_URL noise); a route without a
//   baseline fails too. After a deliberate change, `node scripts/check-budgets.ts --update-baseline`
//   rewrites the file to the build's figures, and the diff shows every page's growth in review.
// Prints a table of all routes, writes reports/budgets.json, exits 1 naming each route over budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';
import { allPages } from '../content/pages.ts';

const clientDir = process.env.BUILD_DIR ?? 'build/client';
const KB = 1024;
export const budgets = { jsGzip: 140 * KB, cssGzip: 20 * KB, htmlGzip: 30 * KB };

/**
 * Per-route initial JS (gzip bytes) as committed: a page may not grow past it. The slack absorbs what
 * changes without any page growing: chunk hashes in import specifiers (same length, other letters,
 * a byte or two of gzip) and SITE_URL baked into the site data.
 */
export const baselineFile = join(dirname(import.meta.filename), 'initial-js-baseline.json');
export const baselineSlackBytes = 32;
type Baseline = { note: string; routes: Record<string, number> };

export function readBaseline(file = baselineFile): Baseline {
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
}

/** Why a route's initial JS fails its baseline, or undefined when it does not. */
export function baselineFailure(
  path: string,
  jsBytes: number,
  baseline: Baseline,
  slack = baselineSlackBytes,
): string | undefined {
  const was = baseline.routes[path];
  if (was === undefined) return `initial JS has no baseline in ${baselineFile} (run with --update-baseline)`;
  if (jsBytes > was + slack) return `initial JS grew ${jsBytes - was} B past its baseline ${was} B`;
  return undefined;
}

export function htmlFileFor(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html');
}

/** Attributes of every start tag named `tag` (lower-case names; values unescaped for &amp; only). */
export function tags(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  const re = new RegExp(`<${tag}(?=[\\s/>])([^>]*)>`, 'gi');
  for (const m of html.matchAll(re)) {
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[(a[1] ?? '').toLowerCase()] = (a[2] ?? a[3] ?? a[4] ?? '').replace(/&amp;/g, '&');
    }
    out.push(attrs);
  }
  return out;
}

const gzCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

function assetFile(urlPath: string): string {
  return join(clientDir, urlPath.split(/[?#]/)[0] ?? '');
}

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type BrowserManifest = {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

let manifest: BrowserManifest | undefined;
/** React Router's browser manifest (build/client/assets/manifest-*.js), the build's module graph. */
export function browserManifest(): BrowserManifest {
  if (manifest) return manifest;
  const assets = join(clientDir, 'assets');
  const found = readdirSync(assets).filter((n) => /^manifest-[\w-]+\.js$/.test(n));
  if (found.length !== 1)
    throw new Error(`check-budgets: expected one manifest-*.js in ${assets}, found ${found.length}`);
  const code = readFileSync(join(assets, found[0] as string), 'utf8');
  manifest = JSON.parse(
    code.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as BrowserManifest;
  return manifest;
}

function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) =>
      // An index route keeps its path: the console's inbox is the index at /admin, not at /.
      r.index
        ? { id: r.id, index: true, path: r.path }
        : { id: r.id, path: r.path, children: routeTree(routes, r.id) },
    );
}

/**
 * The JavaScript a page loads before it is interactive, as React Router lists it: the manifest, the
 * client entry and its imports, and each matched route's module with its static imports.
 */
export function initialScripts(path: string): string[] {
  const m = browserManifest();
  const matches = matchRoutes(routeTree(m.routes), path) ?? [];
  const ids = matches.map((match) => match.route.id as string);
  return [
    ...new Set([
      m.url,
      m.entry.module,
      ...m.entry.imports,
      ...ids.flatMap((id) => {
        const r = m.routes[id] as ManifestRoute;
        return [r.module, ...(r.imports ?? [])];
      }),
    ]),
  ].sort();
}

/** Route ids of the operator console (app/console/): client-rendered, for operators only. */
const isConsoleRoute = (id: string) => id.startsWith('console/');

/**
 * The chunks only the operator console loads: its route modules and their imports, less anything
 * the client entry or a public route also loads. No public page may list one of them.
 */
export function consoleOnlyChunks(): Set<string> {
  const m = browserManifest();
  const shared = new Set([m.url, m.entry.module, ...m.entry.imports]);
  const consoleFiles = new Set<string>();
  for (const r of Object.values(m.routes)) {
    for (const f of [r.module, ...(r.imports ?? [])]) (isConsoleRoute(r.id) ? consoleFiles : shared).add(f);
  }
  return new Set([...consoleFiles].filter((f) => !shared.has(f)));
}

export type RouteFigures = {
  path: string;
  html: number;
  js: number;
  jsFiles: string[];
  css: number;
  cssFiles: string[];
  imagesWithoutSize: string[];
  missing: string[];
  over: string[];
};

export function measureRoute(path: string): RouteFigures {
  const file = htmlFileFor(path);
  const figures: RouteFigures = {
    path,
    html: 0,
    js: 0,
    jsFiles: [],
    css: 0,
    cssFiles: [],
    imagesWithoutSize: [],
    missing: [],
    over: [],
  };
  if (!existsSync(file)) {
    figures.over.push(`no prerendered HTML at ${file}`);
    return figures;
  }
  const html = readFileSync(file, 'utf8');
  figures.html = gzipSize(file);

  figures.jsFiles = initialScripts(path);
  for (const url of figures.jsFiles) {
    if (existsSync(assetFile(url))) figures.js += gzipSize(assetFile(url));
    else figures.missing.push(url);
  }
  const consoleChunks = consoleOnlyChunks();
  for (const url of figures.jsFiles) {
    if (consoleChunks.has(url)) figures.over.push(`loads the operator console's chunk ${url}`);
  }

  for (const l of tags(html, 'link')) {
    const rel = (l.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('stylesheet') && l.href?.startsWith('/')) {
      const url = l.href;
      figures.cssFiles.push(url);
      if (existsSync(assetFile(url))) figures.css += gzipSize(assetFile(url));
      else figures.missing.push(url);
    }
  }

  const sized = (a: Record<string, string>) => /^\d+$/.test(a.width ?? '') && /^\d+$/.test(a.height ?? '');
  for (const img of tags(html, 'img')) {
    if (!sized(img)) figures.imagesWithoutSize.push(img.src ?? img.srcset ?? '(no src)');
  }
  // Art direction: a <source media=…> may have another aspect ratio than the <img>, so it needs its own size.
  for (const picture of html.match(/<picture\b[\s\S]*?<\/picture>/gi) ?? []) {
    for (const source of tags(picture, 'source')) {
      if (source.media && !sized(source)) figures.imagesWithoutSize.push(`<source> ${source.srcset ?? ''}`);
    }
  }

  if (figures.js > budgets.jsGzip) figures.over.push(`initial JS ${kb(figures.js)} > ${kb(budgets.jsGzip)}`);
  if (figures.css > budgets.cssGzip) figures.over.push(`CSS ${kb(figures.css)} > ${kb(budgets.cssGzip)}`);
  if (figures.html > budgets.htmlGzip)
    figures.over.push(`HTML ${kb(figures.html)} > ${kb(budgets.htmlGzip)}`);
  if (figures.imagesWithoutSize.length > 0) {
    figures.over.push(`images without width/height: ${figures.imagesWithoutSize.join(', ')}`);
  }
  for (const m of figures.missing) figures.over.push(`references missing file ${m}`);
  return figures;
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

function versus(path: string, js: number, baseline: Baseline): string {
  const was = baseline.routes[path];
  if (was === undefined) return 'new';
  return js === was ? '0 B' : `${js > was ? '+' : ''}${js - was} B`;
}

function main() {
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.error(`check-budgets: no build in ${clientDir}; run \`npm run build\` first.`);
    process.exit(1);
  }
  const rows = allPages().map((p) => measureRoute(p.path));
  const update = process.argv.includes('--update-baseline');
  if (update) {
    const routes = Object.fromEntries(rows.map((r) => [r.path, r.js]));
    const note =
      'Initial JS per route, gzip bytes, from scripts/check-budgets.ts. A page may not grow past its figure; rewrite with --update-baseline after a deliberate change.';
    writeFileSync(baselineFile, `${JSON.stringify({ note, routes }, null, 2)}\n`);
    console.log(`baseline written to ${baselineFile}`);
  }
  const baseline = readBaseline();
  for (const r of rows) {
    const failure = baselineFailure(r.path, r.js, baseline);
    if (failure) r.over.push(failure);
  }
  const width = Math.max(5, ...rows.map((r) => r.path.length));
  console.log(
    `Budgets (gzip): initial JS ≤ ${kb(budgets.jsGzip)} and ≤ its baseline + ${baselineSlackBytes} B, CSS ≤ ${kb(budgets.cssGzip)}, HTML ≤ ${kb(budgets.htmlGzip)}; images need width and height`,
  );
  console.log(
    `${pad('route', width)}  ${pad('JS', 9, true)}  ${pad('vs base', 8, true)}  ${pad('files', 5, true)}  ${pad('CSS', 8, true)}  ${pad('HTML', 8, true)}  ${pad('img w/o size', 12, true)}  result`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.path, width)}  ${pad(kb(r.js), 9, true)}  ${pad(versus(r.path, r.js, baseline), 8, true)}  ${pad(String(r.jsFiles.length), 5, true)}  ${pad(kb(r.css), 8, true)}  ${pad(kb(r.html), 8, true)}  ${pad(String(r.imagesWithoutSize.length), 12, true)}  ${r.over.length === 0 ? 'ok' : 'OVER'}`,
    );
  }
  const max = (k: 'js' | 'css' | 'html') => Math.max(...rows.map((r) => r[k]));
  console.log(
    `largest: JS ${kb(max('js'))}, CSS ${kb(max('css'))}, HTML ${kb(max('html'))} (${rows.length} routes)`,
  );

  mkdirSync('reports', { recursive: true });
  const report = {
    generatedAt: new Date().toISOString(),
    budgetsBytesGzip: budgets,
    baselineSlackBytes,
    routes: rows.map((r) => ({
      path: r.path,
      jsGzipBytes: r.js,
      jsBaselineBytes: baseline.routes[r.path] ?? null,
      cssGzipBytes: r.css,
      htmlGzipBytes: r.html,
      jsFiles: r.jsFiles,
      cssFiles: r.cssFiles,
      imagesWithoutSize: r.imagesWithoutSize,
      failures: r.over,
    })),
  };
  writeFileSync('reports/budgets.json', `${JSON.stringify(report, null, 2)}\n`);

  const failing = rows.filter((r) => r.over.length > 0);
  if (failing.length > 0) {
    console.error(`\n${failing.length} route(s) over budget:`);
    for (const r of failing) console.error(`  ${r.path}: ${r.over.join('; ')}`);
    process.exit(1);
  }
  console.log('all routes within budget; report in reports/budgets.json');
}

if (import.meta.main) main();
