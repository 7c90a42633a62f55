// Interaction to Next Paint of the public pages' interactions (issue 39 item 5): Lighthouse user
// flows, one timespan step per interaction, against this tree's build and against the site built
// from an earlier commit (90c1453 by default, the commit the issue measured), in the same run.
//
//   npm run bench -- flows      (or: node bench/flows.ts [--against 90c1453] [--runs 3] [--only /,/plans])
//
// Needs a build (`npm run build`). The earlier commit is checked out once with `git worktree add`
// at /tmp/flows-<sha>, given its own node_modules (a link to this tree's when the two lock files
// are the same, `npm install` otherwise) and built there with `react-router build`; a later run
// finds that build and reuses it. Each site is its own `node server/main.ts` (that commit's server
// for its build) on a free loopback port with a throwaway DATA_DIR, which serves the generated
// sample data, so both answer the same ZIP with the same plans.
//
// Lighthouse's settings are its mobile defaults (a Moto G Power's screen, slow 4G, 4× CPU
// slowdown) with DevTools throttling instead of simulated: Lighthouse computes INP only from a real
// trace (its interaction-to-next-paint audit is not applicable under simulation). The page is
// loaded and hydrated with the same screen and throttling set by the benchmark, outside any step,
// so that a step records only the interaction it is named for. A step's INP is Lighthouse's: the
// longest interaction in it (a step that types a word reports its slowest keystroke).
//
// The flows run interleaved, flow by flow (ours, theirs, ours, theirs…), each in a fresh browser
// context of one Debian Chromium, so that both sites see the same machine load; the table gives
// each step's median over the runs with the worst in brackets, and the ratio of the medians.
// A control that the earlier commit does not have makes its step "n/a" on that side.
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type FlowResult, startFlow } from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { providerPath } from '../content/base/paths.ts';
import { tvProviders } from '../content/providers/tv.ts';
import { CHROMIUM_ARGS, chromiumPath, node, processOutput } from '../scripts/processes.ts';
import {
  fmt,
  percentile,
  type Row,
  removeDir,
  runStandalone,
  type ServerProcess,
  sleep,
  startServer,
  tempDir,
  waitFor,
} from './lib.ts';

const repoRoot = resolve(import.meta.dirname, '..');

/** The commit issue 39 measured its interactions on. */
export const DEFAULT_AGAINST = '90c1453';
export const DEFAULT_RUNS = 3;

/** The audit that holds a timespan step's INP in Lighthouse 13 (no longer "experimental-"). */
const INP_AUDIT = 'interaction-to-next-paint';

/** A sample ZIP with plans in the generated data of both commits (tests/e2e/plan-finder.test.ts). */
const PLANS_ZIP = '98101';

// ---------- the earlier commit's build ----------

/**
 * The earlier commit's worktree at /tmp/flows-<sha>, built; made the first time, reused after.
 * Its node_modules is this tree's (a link) when both lock files are the same, its own otherwise.
 */
export function prepareAgainst(ref: string): { commit: string; root: string } {
  const git = (...args: string[]) => processOutput(['git', '-C', repoRoot, ...args]);
  const commit = git('rev-parse', '--short=7', '--verify', `${ref}^{commit}`);
  const root = `/tmp/flows-${commit}`;
  if (existsSync(join(root, 'build/client/index.html'))) return { commit, root };
  if (!existsSync(root)) git('worktree', 'add', '--detach', root, commit);
  if (!existsSync(join(root, 'node_modules'))) {
    const sameLock =
      git('show', `${commit}:package-lock.json`) ===
      readFileSync(join(repoRoot, 'package-lock.json'), 'utf8').trim();
    if (sameLock) symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    else {
      console.log(`flows: npm install in ${root} (its lock differs from this tree's)`);
      processOutput(['npm', 'install', '--no-audit', '--no-fund', '--prefer-offline'], {
        cwd: root,
        stdio: 'inherit',
      });
    }
  }
  console.log(`flows: building ${commit} in ${root}`);
  processOutput(node(join(root, 'node_modules/.bin/react-router'), 'build'), { cwd: root, stdio: 'inherit' });
  return { commit, root };
}

// ---------- the browser ----------

// Declared as Required<> of an optional setting, which lets it be undefined; it never is.
const mobile = screenEmulationMetrics.mobile as NonNullable<typeof screenEmulationMetrics.mobile>;
const slow4G = throttling.mobileSlow4G;

/** Lighthouse's mobile settings with DevTools throttling: the flags of every step. */
export const flowFlags = {
  formFactor: 'mobile' as const,
  screenEmulation: mobile,
  throttlingMethod: 'devtools' as const,
  throttling: { ...slow4G, cpuSlowdownMultiplier: 4 },
  // Only INP is read; the other audits would only add minutes of trace processing per run.
  onlyAudits: [INP_AUDIT],
  logLevel: 'error' as const,
};

/**
 * The screen and throttling Lighthouse sets at each step, with the commands it sends
 * (core/lib/emulation.js), over a session of the benchmark's own. Set before the page loads, so
 * that the page is laid out and hydrated as it will be measured and a step's start changes
 * nothing on it; and again after each step, since the end of a step (Lighthouse detaching its
 * session) puts the page back to the browser's own 780 px window and full CPU speed (measured).
 */
async function emulateMobile(session: CDPSession): Promise<void> {
  const { width, height, deviceScaleFactor, mobile: isMobile } = mobile;
  // Cleared first: the same override sent again after a step left the device pixel ratio at 1.
  await session.send('Emulation.clearDeviceMetricsOverride');
  await session.send('Emulation.setDeviceMetricsOverride', {
    width,
    height,
    deviceScaleFactor,
    mobile: isMobile,
  });
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: isMobile });
  await session.send('Emulation.setCPUThrottlingRate', { rate: flowFlags.throttling.cpuSlowdownMultiplier });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4G.requestLatencyMs,
    // Lighthouse's own conversion: Kbps to bytes per second.
    downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
  });
}

/** Until the network has been quiet for half a second and two frames have been painted. */
async function settle(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
  await sleep(300);
}

/** The page's first element matching `selector`, once it is in the DOM and visible. */
async function visible(page: Page, selector: string, timeout = 20_000) {
  const el = await page.waitForSelector(selector, { visible: true, timeout });
  if (!el) throw new Error(`no ${selector}`);
  return el;
}

/** Focuses the element without an interaction (a step then measures only its keys). */
async function focus(page: Page, selector: string): Promise<void> {
  const el = await visible(page, selector);
  await el.evaluate((e) => {
    e.scrollIntoView({ block: 'center' });
    (e as HTMLElement).focus();
  });
}

/** A real click (trusted pointer events, as a visitor's) at the element's centre, in view. */
async function click(page: Page, selector: string): Promise<void> {
  const el = await visible(page, selector);
  await el.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await el.click();
}

/** What `selector` (CSS or Puppeteer's ::-p- selectors) finds first: its value, or whether it is ticked. */
async function read(page: Page, selector: string): Promise<{ value: string; checked: boolean } | undefined> {
  const el = await page.$(selector);
  return el?.evaluate((e) => ({
    value: (e as HTMLInputElement | HTMLSelectElement).value,
    checked: (e as HTMLInputElement).checked === true,
  }));
}

/** Presses `key` in the focused select or input and waits until its value changed. */
async function pressAndChange(page: Page, selector: string, key: 'ArrowDown' | 'ArrowUp'): Promise<void> {
  const before = (await read(page, selector))?.value;
  await page.keyboard.press(key);
  await waitFor(
    async () => (await read(page, selector))?.value !== before,
    `${selector} changed by ${key}`,
    10_000,
  );
}

/** Clicks a checkbox or radio and waits until `ticked` (itself by default) is ticked. */
async function tick(page: Page, selector: string, ticked = selector): Promise<void> {
  await click(page, selector);
  await waitFor(async () => (await read(page, ticked))?.checked === true, `${ticked} ticked`, 10_000);
}

// ---------- the flows ----------

/**
 * One interaction measured as its own timespan step: `prepare` (outside the step: focus, open
 * what the step needs) then `act`, which performs the interaction and waits for what it shows.
 */
type Step = { name: string; prepare?: (page: Page) => Promise<void>; act: (page: Page) => Promise<void> };
type Flow = { name: string; path: string; ready?: (page: Page) => Promise<void>; steps: Step[] };

/** The second choice of the page's plan-duration toggle (home and TV provider pages): its label. */
const secondDuration = '//fieldset[legend[normalize-space()="Plan duration"]]//label[2]';
const durationStep: Step = {
  name: 'duration toggle',
  act: (page) => tick(page, `::-p-xpath(${secondDuration})`, `::-p-xpath(${secondDuration}//input)`),
};

/** The n-th plan card's (from 1) element matching `inner` (XPath below the card). */
const card = (n: number, inner: string) => `::-p-xpath((//*[@data-plan])[${n}]${inner})`;

/**
 * Where the plan finder's filters fold behind a button on a phone (since 1b6caf8), opens them
 * (not measured: the steps measure the filters themselves).
 */
async function showFilters(page: Page): Promise<void> {
  const shown = await page
    .$eval('input[name="technology"][value="fiber"]', (e) => e.checkVisibility())
    .catch(() => false);
  if (!shown) {
    await click(page, '::-p-xpath(//button[starts-with(normalize-space(), "Filters and sort")])');
    await visible(page, 'input[name="technology"][value="fiber"]', 10_000);
  }
}

/** The flows of issue 39's table, each a page and its interactions in order. */
export function flows(): Flow[] {
  // The first TV provider's page: internet provider pages have no duration toggle.
  const tvProvider = providerPath.tv((tvProviders[0] as { slug: string }).slug);
  return [
    { name: 'home', path: '/', steps: [durationStep] },
    { name: 'TV provider', path: tvProvider, steps: [durationStep] },
    {
      name: 'TV listing',
      path: '/service/tv',
      steps: [
        {
          name: 'Check Availability dialog',
          act: async (page) => {
            await click(page, '::-p-aria([name="Check Availability"][role="button"])');
            await visible(page, '::-p-aria([name="Check Availability"][role="dialog"])', 10_000);
          },
        },
      ],
    },
    {
      name: 'contact',
      path: '/contact-us',
      // The form turns live (its validation and sending code loaded) once it is in view.
      ready: async (page) => {
        await focus(page, 'form[data-form="contact"]');
        await visible(page, 'form[data-form="contact"][data-live="true"]', 30_000);
      },
      steps: [
        {
          name: 'type a name (worst key)',
          prepare: (page) =>
            focus(page, 'form[data-form="contact"] :is(input[type="text"], input:not([type]))'),
          act: async (page) => {
            // A visitor's pace: each key its own interaction, not a burst that one frame absorbs.
            await page.keyboard.type('Grace Hopper', { delay: 120 });
          },
        },
      ],
    },
    {
      name: 'plans',
      path: '/plans',
      steps: [
        {
          name: `ZIP ${PLANS_ZIP} and submit`,
          prepare: (page) => focus(page, '#plans-zip'),
          act: async (page) => {
            await page.keyboard.type(PLANS_ZIP, { delay: 120 });
            await page.keyboard.press('Enter');
            await visible(page, '[data-plan]', 30_000);
          },
        },
        {
          name: 'fiber checkbox',
          prepare: showFilters,
          act: (page) => tick(page, 'input[name="technology"][value="fiber"]'),
        },
        {
          name: 'minimum download select',
          prepare: async (page) => {
            await showFilters(page);
            await focus(page, '#plans-min-down');
          },
          act: (page) => pressAndChange(page, '#plans-min-down', 'ArrowDown'),
        },
        {
          name: 'maximum price select',
          // The lowest price would leave no plan to compare: the highest but one.
          prepare: async (page) => {
            await showFilters(page);
            await focus(page, '#plans-max-price');
            await page.$eval('#plans-max-price', (s) => {
              (s as HTMLSelectElement).selectedIndex = (s as HTMLSelectElement).options.length - 1;
            });
          },
          act: (page) => pressAndChange(page, '#plans-max-price', 'ArrowUp'),
        },
        {
          name: 'no-contract checkbox',
          prepare: showFilters,
          act: (page) => tick(page, 'input[name="noContract"]'),
        },
        {
          name: 'sort select',
          prepare: async (page) => {
            await showFilters(page);
            await focus(page, '#plans-sort');
          },
          act: (page) => pressAndChange(page, '#plans-sort', 'ArrowDown'),
        },
        {
          name: 'add three plans to compare',
          act: async (page) => {
            for (const n of [1, 2, 3]) await tick(page, card(n, '//input[@type="checkbox"]'));
          },
        },
        {
          name: 'open the comparison',
          act: async (page) => {
            await click(page, '::-p-aria([name="Compare 3 plans"][role="button"])');
            await visible(page, '[data-compare]', 20_000);
          },
        },
        {
          name: 'open a Broadband Facts label',
          act: async (page) => {
            await click(page, card(1, '//button[@aria-controls]'));
            await visible(page, card(1, '//*[@data-facts-label]'), 20_000);
          },
        },
      ],
    },
    {
      name: 'speed calculator',
      path: '/speed-calculator',
      steps: [
        {
          name: 'change one input',
          prepare: (page) => focus(page, '::-p-aria([name="Online games"])'),
          act: (page) => pressAndChange(page, '#calc-gaming', 'ArrowUp'),
        },
      ],
    },
  ];
}

/** What one step measured: INP in ms, or why there is none. */
export type Measured = { inp: number } | { na: string };

function inpOf(step: FlowResult.Step): Measured {
  const a = step.lhr.audits[INP_AUDIT];
  if (step.lhr.runtimeError) return { na: step.lhr.runtimeError.message };
  if (!a) return { na: `no ${INP_AUDIT} audit` };
  if (typeof a.numericValue === 'number') return { inp: a.numericValue };
  return { na: a.scoreDisplayMode === 'notApplicable' ? 'no interaction recorded' : (a.errorMessage ?? '?') };
}

const message = (err: unknown) => String((err as Error)?.message ?? err).split('\n')[0] ?? '';

/**
 * One flow on one site in a fresh browser context: the page loaded and hydrated, then each step.
 * A step whose control is missing, or that did not do what it should, is "n/a" with the reason.
 */
async function runFlow(browser: Browser, baseURL: string, flow: Flow): Promise<Measured[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const session = await page.createCDPSession();
    await emulateMobile(session);
    try {
      await page.goto(baseURL + flow.path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
      await settle(page);
      await flow.ready?.(page);
      await settle(page);
    } catch (err) {
      return flow.steps.map(() => ({ na: `page: ${message(err)}` }));
    }
    const lhFlow = await startFlow(page, { name: flow.name, flags: flowFlags });
    const failed = new Map<number, string>();
    const measured: number[] = [];
    for (const [i, step] of flow.steps.entries()) {
      try {
        await step.prepare?.(page);
        await settle(page);
      } catch (err) {
        failed.set(i, `prepare: ${message(err)}`);
        continue;
      }
      await lhFlow.startTimespan({ name: `${flow.name}: ${step.name}` });
      try {
        await step.act(page);
        await settle(page);
      } catch (err) {
        failed.set(i, message(err));
      }
      await lhFlow.endTimespan();
      measured.push(i);
      await emulateMobile(session);
    }
    const result = measured.length > 0 ? await lhFlow.createFlowResult() : { steps: [] };
    return flow.steps.map((_, i): Measured => {
      const why = failed.get(i);
      if (why) return { na: why };
      const step = result.steps[measured.indexOf(i)];
      return step ? inpOf(step) : { na: 'no step' };
    });
  } finally {
    await context.close();
  }
}

// ---------- figures ----------

export type StepFigures = { flow: string; step: string; ours: Measured[]; theirs: Measured[] };

const values = (m: Measured[]) => m.flatMap((x) => ('inp' in x ? [x.inp] : []));

/** Median and worst of the runs that measured something; NaN when none did. */
export function summary(m: Measured[]): { median: number; worst: number; n: number } {
  const v = values(m).sort((a, b) => a - b);
  if (v.length === 0) return { median: Number.NaN, worst: Number.NaN, n: 0 };
  const mid = Math.floor(v.length / 2);
  const median = v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
  return { median, worst: percentile(v, 100), n: v.length };
}

/** "median (worst) ms", or "n/a" when no run measured the step. */
export function cell(m: Measured[]): string {
  const s = summary(m);
  return s.n === 0 ? 'n/a' : `${fmt(s.median)} (${fmt(s.worst)}) ms`;
}

export function rowsOf(figures: StepFigures[]): Row[] {
  return figures.map((f) => {
    const ours = summary(f.ours);
    const theirs = summary(f.theirs);
    const ratio = ours.median / theirs.median;
    return {
      bench: 'flows',
      measure: `INP ${f.flow}: ${f.step}`,
      ours: cell(f.ours),
      peer: cell(f.theirs),
      ratio: Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a',
    };
  });
}

/** Why steps were n/a, once per distinct reason: the figures alone do not say. */
function notes(figures: StepFigures[], against: string): string[] {
  const out = new Set<string>();
  for (const f of figures) {
    for (const [side, list] of [
      ['ours', f.ours],
      [against, f.theirs],
    ] as const) {
      for (const m of list) if ('na' in m) out.add(`${side}, ${f.flow}: ${f.step}: n/a (${m.na})`);
    }
  }
  return [...out];
}

// ---------- the run ----------

/** This tree's commit, and whether what the site is built from has changes not committed. */
function oursName(): string {
  const git = (...args: string[]) => processOutput(['git', '-C', repoRoot, ...args]);
  const dirty = git('status', '--porcelain', '--', 'app', 'content', 'contracts', 'public', 'server') !== '';
  return `${git('rev-parse', '--short=7', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;
}

export async function run(opts: { against?: string; runs?: number; only?: string } = {}): Promise<Row[]> {
  const against = opts.against ?? DEFAULT_AGAINST;
  const runs = opts.runs ?? DEFAULT_RUNS;
  if (!existsSync('build/client/index.html')) throw new Error('no build in build/client: npm run build');
  const theirsBuild = prepareAgainst(against);
  const started = Date.now();
  const ours = oursName();
  console.log(
    `flows: ours (${ours}) against ${theirsBuild.commit}, ${runs} run(s); load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let browser: Browser | undefined;
  try {
    const dataDir = (name: string) => {
      const d = tempDir(name);
      dirs.push(d);
      return d;
    };
    const oursServer = await startServer({ dataDir: dataDir('flows-ours') });
    servers.push(oursServer);
    const theirs = await startServer({
      dataDir: dataDir('flows-theirs'),
      cwd: theirsBuild.root,
      env: { BUILD_DIR: join(theirsBuild.root, 'build/client') },
    });
    servers.push(theirs);
    browser = await puppeteer.launch({
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
      headless: true,
      defaultViewport: null,
    });
    // --only: the flows of these paths, comma-separated (a change's own interactions, measured quicker).
    const only = opts.only?.split(',');
    const list = flows().filter((f) => !only || only.includes(f.path));
    if (!list.length)
      throw new Error(
        `no flow is on ${opts.only}: ${flows()
          .map((f) => f.path)
          .join(', ')}`,
      );
    const figures: StepFigures[] = list.flatMap((flow) =>
      flow.steps.map((s) => ({ flow: `${flow.path}`, step: s.name, ours: [], theirs: [] })),
    );
    const at = (flow: Flow, i: number) =>
      figures.find((f) => f.flow === flow.path && f.step === flow.steps[i]?.name) as StepFigures;
    for (let r = 1; r <= runs; r++) {
      for (const flow of list) {
        for (const side of ['ours', 'theirs'] as const) {
          const t = Date.now();
          const got = await runFlow(browser, side === 'ours' ? oursServer.url : theirs.url, flow);
          for (const [i, m] of got.entries()) at(flow, i)[side].push(m);
          console.log(
            `run ${r}/${runs} ${side.padEnd(6)} ${flow.path}: ${got
              .map((m) => ('inp' in m ? `${Math.round(m.inp)}` : 'n/a'))
              .join(', ')} ms (${((Date.now() - t) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }
    for (const n of notes(figures, theirsBuild.commit)) console.log(`note: ${n}`);
    console.log(
      `RESULT ${JSON.stringify({
        bench: 'flows',
        ours,
        against: theirsBuild.commit,
        runs,
        seconds: Math.round((Date.now() - started) / 1000),
        steps: figures.map((f) => ({
          flow: f.flow,
          step: f.step,
          ours: f.ours.map((m) => ('inp' in m ? m.inp : null)),
          theirs: f.theirs.map((m) => ('inp' in m ? m.inp : null)),
        })),
      })}`,
    );
    return rowsOf(figures);
  } finally {
    await browser?.close();
    for (const s of servers) await s.stop();
    for (const d of dirs) removeDir(d);
  }
}

if (import.meta.main) {
  const { values: args } = parseArgs({
    options: { against: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' } },
  });
  const runs = args.runs === undefined ? DEFAULT_RUNS : Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('flows: --runs takes a whole number of at least 1');
    process.exit(2);
  }
  await runStandalone(() => run({ against: args.against, runs, ...(args.only ? { only: args.only } : {}) }));
}
