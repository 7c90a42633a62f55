// `npm test`: every check the project has, with one summary at the end. Steps: typecheck, lint,
// build, then all Vitest projects (e2e in Chromium against the built site and the real server,
// side by side with unit and integration on SQLite and PostgreSQL and e2e-console; the budget
// and HTML checks beside them), then Lighthouse alone.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { runProcessSync, spawnProcess } from './processes.ts';
import { ensureChromium, ensureFirefox, startPostgres } from './system-deps.ts';

type Step = { name: string; cmd: string; args: string[]; env?: Record<string, string> };
const bin = (name: string) => `node_modules/.bin/${name}`;

const results: { name: string; ok: boolean; seconds: number }[] = [];
/** The Vitest JSON reports this run writes, one per Vitest process. */
const reports = ['reports/vitest-e2e.json', 'reports/vitest-server.json'];
const vitestArgs = (report: string, projects: string[]) => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=reports/vitest-${report}.json`,
];
function run(step: Step): boolean {
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const started = Date.now();
  const ok = runProcessSync([step.cmd, ...step.args], { stdio: 'inherit', env: step.env }).code === 0;
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

/** Like run, without blocking: `buffered` collects the output and prints it when the step ends. */
async function runAsync(step: Step, options: { buffered?: boolean } = {}): Promise<boolean> {
  console.log(
    `\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}${options.buffered ? ' (output when it ends)' : ''}`,
  );
  const started = Date.now();
  const spawned = spawnProcess([step.cmd, ...step.args], { env: step.env, keepBytes: 64_000_000 });
  if (!options.buffered) {
    spawned.child.stdout?.pipe(process.stdout);
    spawned.child.stderr?.pipe(process.stderr);
  }
  const code = await spawned.exited;
  if (options.buffered) console.log(`\n=== ${step.name}: its output\n${spawned.output()}`);
  results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  return code === 0;
}

const startedAt = Date.now();
mkdirSync('reports', { recursive: true });
for (const report of reports) rmSync(report, { force: true });
ensureChromium();
ensureFirefox();
const pg = await startPostgres();
const pgEnv: Record<string, string> = 'url' in pg ? { TEST_DATABASE_URL: pg.url } : {};
if ('skipped' in pg) console.warn(`PostgreSQL run skipped: ${pg.skipped}`);

try {
  run({ name: 'typecheck', cmd: bin('react-router'), args: ['typegen'] }) &&
    run({ name: 'typecheck', cmd: bin('tsc'), args: ['-p', '.'] });
  run({ name: 'lint', cmd: bin('biome'), args: ['ci', '.'] });
  // `npm run build` is `react-router typegen && react-router build`; the types were just generated.
  const built = run({ name: 'build', cmd: bin('react-router'), args: ['build'] });
  // Two Vitest runs side by side, each one file at a time: the browser files of the public site
  // (e2e), and the console's browser files (e2e-console) with the unit and integration files
  // (mostly waiting on sockets, timers and fsync), so that the two end at about the same time
  // (bench/results/history.md, "Test suite time"). The second run's output is printed whole when it
  // ends, so neither log is cut into the other. Lighthouse runs alone after both: beside a browser
  // run it read 75 for a page that reads 100 alone, and beside the integration files (niced) its
  // total blocking time rose to 210-430 ms on pages that block for under 100 ms alone.
  // The budget and HTML checks read only the build: they run beside the Vitest runs' start.
  const early = built
    ? ['scripts/check-budgets.ts', 'scripts/check-html.ts'].filter((g) => existsSync(g))
    : [];
  await Promise.all([
    runAsync({ name: 'vitest e2e', cmd: bin('vitest'), args: vitestArgs('e2e', ['e2e']), env: pgEnv }),
    runAsync(
      {
        name: 'vitest unit, integration and e2e-console',
        cmd: bin('vitest'),
        args: vitestArgs('server', ['unit', 'integration', 'e2e-console']),
        env: pgEnv,
      },
      { buffered: true },
    ),
    (async () => {
      for (const gate of early)
        await runAsync({ name: gate, cmd: process.execPath, args: [gate] }, { buffered: true });
    })(),
  ]);
  if (built && existsSync('scripts/lighthouse.ts'))
    run({ name: 'scripts/lighthouse.ts', cmd: process.execPath, args: ['scripts/lighthouse.ts'] });
} finally {
  if ('stop' in pg) pg.stop();
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Per Vitest project: tests, and the seconds its files took (integration and e2e run one file at a time). */
const projects = new Map<string, { tests: number; seconds: number }>();
/** Every failing test, named with its file and the first lines of why: the summary is what a CI log shows. */
const failures: string[] = [];
for (const path of reports.filter((r) => existsSync(r))) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const path = relative(process.cwd(), file.name);
    const name = path.startsWith('tests/e2e/') ? 'e2e' : path.startsWith('server/') ? 'integration' : 'unit';
    const p = projects.get(name) ?? { tests: 0, seconds: 0 };
    p.tests += file.assertionResults?.length ?? 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')
        .slice(0, 4)
        .join('\n        ');
      failures.push(`${path} > ${test.fullName}\n        ${why}`);
    }
    // A file that failed without a failing test (an error while loading it, a hook that threw).
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((t: { status: string }) => t.status === 'failed')
    )
      failures.push(
        `${path}\n        ${String(file.message ?? '')
          .split('\n')
          .slice(0, 4)
          .join('\n        ')}`,
      );
    p.seconds += ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000;
    projects.set(name, p);
  }
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
for (const [name, p] of projects)
  console.log(`      vitest ${name}: ${p.tests} tests, ${p.seconds.toFixed(1)} s in its files`);
// The vitest steps fail exactly when tests fail; count those tests, not the steps, unless a run
// failed without a failing test (a crash in global setup, say).
const isVitest = (name: string) => name.startsWith('vitest');
const vitestStepFailed = results.some((r) => isVitest(r.name) && !r.ok);
const otherFailedSteps = results.filter((r) => !isVitest(r.name) && !r.ok).length;
const totalFailed = failed + otherFailedSteps + (vitestStepFailed && failed === 0 ? 1 : 0);
console.log(
  `checks: ${results.filter((r) => r.ok).length} passed, ${results.length - results.filter((r) => r.ok).length} failed`,
);
console.log(
  `${passed} passed, ${totalFailed} failed, ${skipped} skipped, in ${Math.round((Date.now() - startedAt) / 1000)} s`,
);
// A Vitest run that failed with no failing test in its report: an unhandled error (Vitest prints
// it under "Unhandled Errors" in that run's output) or a crash.
for (const r of results)
  if (isVitest(r.name) && !r.ok && failures.length === 0)
    failures.push(`${r.name}: failed without a failing test; see "Unhandled Errors" in its output above`);
// Last, so the tail of a CI log names them.
if (failures.length > 0) console.log(`\n=== failing tests\n${failures.map((f) => `FAIL  ${f}`).join('\n')}`);
process.exit(totalFailed > 0 || passed === 0 ? 1 : 0);
