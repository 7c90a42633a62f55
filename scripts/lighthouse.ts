// Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) on a representative set of
// pages served by the real server from build/client: home, each listing, one provider page of each
// category, contact, the plan finder (empty and with the plans at a sample ZIP), the calculator,
// and the Spanish home, a Spanish provider page and the Spanish finder with its plans.
// Bars: performance ≥ 95, accessibility, best practices and SEO 100, CLS ≤ 0.02.
// Writes reports/lighthouse.json and prints a table (scores, LCP, CLS, TBT); exits 1 below a bar.
//
// Runs after `npm run build`. Starts `node server/main.ts` on a free loopback port with a throwaway
// DATA_DIR, unless LIGHTHOUSE_BASE_URL points at a server that is already running. The site it
// serves is the build with an editor's publish on the measured home and provider pages
// (republishedSet(); decision 089): the pages as a publish renders them must hold the same bars.
// Pages run one after the other in one Debian Chromium. Accessibility, best practices and SEO are
// deterministic; the performance score depends on how busy the machine is (2 cores shared with
// builds), so a page whose performance is below the bar (or whose trace failed) is measured again,
// up to LIGHTHOUSE_RETRIES more times (default 2), and passes if one run meets every bar. Every run
// is in the report.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { categoryPaths, providerPath } from '../content/base/paths.ts';
import { internetProviders } from '../content/providers/internet.ts';
import { streamingProviders } from '../content/providers/streaming.ts';
import { tvProviders } from '../content/providers/tv.ts';
import { type ContentData, documentId, type PublishedSet } from '../contracts/content-documents.ts';
import { seedDocuments } from '../server/content/seed.ts';
import {
  CHROMIUM_ARGS,
  type ChildProcess,
  chromiumPath,
  spawnProcess,
  startServerProcess,
} from './processes.ts';

const CHROME = process.env.CHROME_PATH ?? chromiumPath;
const CHROME_FLAGS = CHROMIUM_ARGS;
const RETRIES = Number(process.env.LIGHTHOUSE_RETRIES ?? 2);

/** docs/architecture.md's performance bar. */
export const designPerformanceBar = 95;
// LIGHTHOUSE_MIN_PERFORMANCE overrides the performance gate (e.g. on a machine much slower than the
// 2-core one these pages are measured on); by default it is docs/architecture.md's bar.
export const bars = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? designPerformanceBar),
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.02,
};
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const categories: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export function lighthousePages(): string[] {
  const first = <T extends { slug: string }>(list: readonly T[]) => (list[0] as T).slug;
  return [
    '/',
    categoryPaths.tv,
    categoryPaths.internet,
    categoryPaths.streaming,
    providerPath.tv(first(tvProviders)),
    providerPath.internet(first(internetProviders)),
    providerPath.streaming(first(streamingProviders)),
    '/contact-us',
    '/plans',
    // The finder with an answer on screen (the sample data's Seattle ZIP): its list renders after
    // hydration, the work the empty page does not do (decision 043).
    '/plans?zip=98101',
    '/speed-calculator',
    // The Spanish pages (issue 37): they load the Spanish catalog before hydrating.
    '/es/',
    `/es${providerPath.tv(first(tvProviders))}`,
    '/es/plans?zip=98101',
  ];
}

let lighthouseVersion = '';

type Run = {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  child?: ChildProcess,
  log?: () => string,
) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what}: process exited with ${child.exitCode}\n${log?.()}`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await sleep(150);
  }
  throw new Error(`${what}: not ready in 30 s\n${log?.() ?? ''}`);
}

/**
 * The documents an editor's publish changes on the measured pages (issue 38: Lighthouse must hold
 * on republished pages): the home page's title and an FAQ answer with bold and a link (both
 * languages), and a price on the measured internet and TV provider pages.
 */
export function republishedSet(): PublishedSet {
  const set: PublishedSet = {};
  for (const d of seedDocuments()) {
    const id = documentId(d.ref);
    if (d.ref.kind === 'home-page') {
      const home = d.data as ContentData<'home-page'>;
      set[id] = {
        version: 2,
        data: {
          ...home,
          banner: { ...home.banner, title: `${home.banner.title}, this week` },
          faqs: home.faqs.map((f, i) =>
            i === 1 ? { ...f, answer: `${f.answer}\n\n**Free**, always: [see the plans](/plans).` } : f,
          ),
        },
      };
    } else if (
      d.ref.kind === 'provider-packages' &&
      d.ref.language === 'en' &&
      (d.ref.key === `internet/${internetProviders[0]?.slug}` || d.ref.key === `tv/${tvProviders[0]?.slug}`)
    ) {
      const cards = d.data as ContentData<'provider-packages'>;
      set[id] = {
        version: 2,
        data: { ...cards, packages: cards.packages.map((p, i) => (i === 0 ? { ...p, price: '$12.34' } : p)) },
      };
    }
  }
  return set;
}

/**
 * Serves the build with republishedSet() published: a release staged as a publish stages it
 * (server/content/publish.ts), given to the server as its build. LIGHTHOUSE_REPUBLISH=0 serves
 * the build as it is.
 */
async function siteToServe(root: string): Promise<string> {
  if (process.env.LIGHTHOUSE_REPUBLISH === '0') return resolve('build/client');
  const siteDir = join(root, 'republished');
  const { publishRelease } = await import('../server/content/publish.ts');
  const result = await publishRelease({
    clientDir: resolve('build/client'),
    serverBuildFile: resolve('build/server/index.js'),
    siteDir,
    id: 'lighthouse',
    published: republishedSet(),
  });
  console.log(`lighthouse: measuring republished pages ${result.pages.join(', ')}`);
  return join(siteDir, 'releases', 'lighthouse', 'client');
}

async function startServer(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'lighthouse-server-'));
  const server = await startServerProcess({ DATA_DIR: root, BUILD_DIR: await siteToServe(root) });
  return {
    baseURL: server.url,
    stop: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function startChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  if (!existsSync(CHROME)) throw new Error(`Chromium not found at ${CHROME}: apt-get install -y chromium`);
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'));
  const chrome = spawnProcess(
    [CHROME, ...CHROME_FLAGS, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    { stdout: 'ignore' },
  );
  const portFile = join(userDataDir, 'DevToolsActivePort');
  await waitFor(
    async () => existsSync(portFile) && readFileSync(portFile, 'utf8').includes('\n'),
    'chromium',
    chrome.child,
    chrome.output,
  );
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    stop: async () => {
      await chrome.stop('SIGTERM');
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // The full-page screenshot only illustrates elements in Lighthouse's HTML report, which this
    // script does not write; no audit reads it (lighthouse/core/runner.js), and it took 1.3 s a page.
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  lighthouseVersion = lhr.lighthouseVersion;
  if (lhr.runtimeError) throw new Error(`Lighthouse runtime error on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const run: Run = {
    scores,
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    failing: [],
  };
  for (const c of categories) {
    if (scores[c] < bars[c]) {
      // Name the audits that cost points so the failure is actionable.
      const lost = (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ''}`.trim());
      run.failing.push(`${c} ${scores[c]} < ${bars[c]}${lost.length ? ` (${lost.join(', ')})` : ''}`);
    }
  }
  if (!(run.cls <= bars.cls)) run.failing.push(`CLS ${run.cls.toFixed(3)} > ${bars.cls}`);
  return run;
}

function fmtRow(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
}

async function main() {
  if (!process.env.LIGHTHOUSE_BASE_URL && !existsSync('build/client/index.html')) {
    console.error('lighthouse: no build in build/client; run `npm run build` first.');
    process.exit(1);
  }
  const server = process.env.LIGHTHOUSE_BASE_URL
    ? { baseURL: process.env.LIGHTHOUSE_BASE_URL.replace(/\/+$/, ''), stop: async () => {} }
    : await startServer();
  const chrome = await startChrome();
  // LIGHTHOUSE_PAGES=/plans,/speed-calculator measures only those (a quick check of one change).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = only?.length ? only : lighthousePages();
  const results: { path: string; runs: Run[]; best: Run; ok: boolean }[] = [];
  const started = Date.now();
  try {
    // A first Lighthouse run in a fresh Chromium measures its cold start (TBT of several hundred ms
    // that no visitor's warm browser has); one unrecorded run warms it up.
    await audit(`${server.baseURL}/`, chrome.port).catch(() => {});
    for (const path of pages) {
      const runs: Run[] = [];
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        let run: Run;
        try {
          run = await audit(`${server.baseURL}${path}`, chrome.port);
        } catch (err) {
          // Lighthouse's own trace failures (NO_NAVSTART, NO_FCP under load) say nothing about the page.
          run = {
            scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 },
            lcpMs: Number.NaN,
            cls: Number.NaN,
            tbtMs: Number.NaN,
            failing: [`lighthouse error: ${(err as Error).message}`],
          };
        }
        runs.push(run);
        // Accessibility, best practices and SEO do not change between runs; performance does.
        const loadDependent = run.failing.some(
          (f) => f.startsWith('performance') || f.startsWith('lighthouse error'),
        );
        console.log(
          `${path}: perf ${run.scores.performance}, a11y ${run.scores.accessibility}, bp ${run.scores['best-practices']}, seo ${run.scores.seo}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms${run.failing.length ? `  below bar: ${run.failing.join('; ')}` : ''}`,
        );
        if (!loadDependent) break;
        if (attempt < RETRIES) {
          console.log(`${path}: measuring again (performance and tracing depend on machine load)`);
        }
      }
      const passing = runs.find((r) => r.failing.length === 0);
      const best =
        passing ??
        runs.reduce((a, b) =>
          b.failing.length < a.failing.length ||
          (b.failing.length === a.failing.length && b.scores.performance > a.scores.performance)
            ? b
            : a,
        );
      results.push({ path, runs, best, ok: passing !== undefined });
    }
  } finally {
    await chrome.stop();
    await server.stop();
  }

  const widths = [Math.max(4, ...pages.map((p) => p.length)), 4, 4, 4, 4, 8, 6, 7, 6];
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile, ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s; bars: performance ≥ ${bars.performance}, accessibility / best practices / SEO ${bars.seo}, CLS ≤ ${bars.cls}`,
  );
  console.log(fmtRow(['page', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'CLS', 'TBT', 'result'], widths));
  for (const r of results) {
    const b = r.best;
    console.log(
      fmtRow(
        [
          r.path,
          String(b.scores.performance),
          String(b.scores.accessibility),
          String(b.scores['best-practices']),
          String(b.scores.seo),
          `${(b.lcpMs / 1000).toFixed(2)} s`,
          b.cls.toFixed(3),
          `${Math.round(b.tbtMs)} ms`,
          r.ok ? 'ok' : 'BELOW',
        ],
        widths,
      ),
    );
  }

  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse.json',
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        lighthouse: lighthouseVersion,
        formFactor: 'mobile (defaults)',
        bars,
        pages: results.map((r) => ({
          path: r.path,
          ok: r.ok,
          scores: r.best.scores,
          lcpMs: Math.round(r.best.lcpMs),
          cls: Number(r.best.cls.toFixed(4)),
          tbtMs: Math.round(r.best.tbtMs),
          failing: r.best.failing,
          runs: r.runs.map((x) => ({
            scores: x.scores,
            lcpMs: Math.round(x.lcpMs),
            cls: Number(x.cls.toFixed(4)),
            tbtMs: Math.round(x.tbtMs),
          })),
        })),
      },
      null,
      2,
    )}\n`,
  );
  if (bars.performance < designPerformanceBar) {
    // A lowered gate (LIGHTHOUSE_MIN_PERFORMANCE) still names the pages under docs/architecture.md's bar.
    const underDesign = results.filter((r) => r.best.scores.performance < designPerformanceBar);
    if (underDesign.length > 0) {
      console.log(
        `\nUnder docs/architecture.md's performance bar of ${designPerformanceBar} (gate lowered to ${bars.performance}): ${underDesign
          .map((r) => `${r.path} ${r.best.scores.performance}`)
          .join(', ')}`,
      );
    }
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.error(`\n${failed.length} page(s) below a bar:`);
    for (const r of failed) console.error(`  ${r.path}: ${r.best.failing.join('; ')}`);
    process.exit(1);
  }
  console.log('all pages meet the bars; report in reports/lighthouse.json');
}

await main();
