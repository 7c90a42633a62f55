// `npm run bench`: every benchmark in bench/, one after the other on this machine, then one table;
// `npm run bench -- NAME…` only those named (flows, which takes about 15 minutes, runs only so).
// Needs a build (`npm run build`). Each benchmark module exports `run(): Promise<Row[]>` (see
// bench/lib.ts) and can also be run on its own (`node bench/<name>.ts`). Exits 1 when a row fails
// its bar. Writes reports/bench.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { node, runProcess } from '../scripts/processes.ts';
import { printTable, type Row } from './lib.ts';

/**
 * bench/lead-throughput.ts (the lead POST of this tree against 8b271e8, the lead path before the
 * console, at 16 and 64 connections): its RESULT line as rows. Bar (issue 26): at least 0.9 of
 * 8b271e8's requests per second at each connection count.
 */
async function leadThroughput(file: string): Promise<Row[]> {
  const r = await runProcess(node(file));
  const out = r.stdout ?? '';
  process.stdout.write(out.replace(/^RESULT .*\n?/m, ''));
  process.stderr.write(r.stderr ?? '');
  const bench = 'lead POST vs 8b271e8';
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) return [{ bench, measure: 'run', ours: `exit ${r.code}; no figures printed`, ok: false }];
  type Figures = { label: string; connections: number; rps: number; p50: number; p99: number; ratio: number };
  const result = JSON.parse(line.slice('RESULT '.length)) as {
    baseline: string;
    ours: string;
    results: Figures[];
  };
  const rows: Row[] = [];
  for (const ours of result.results.filter((x) => x.label === result.ours)) {
    const base = result.results.find(
      (x) => x.label === result.baseline && x.connections === ours.connections,
    );
    if (!base) continue;
    rows.push(
      {
        bench,
        measure: `req/s, ${ours.connections} connections (SQLite FULL)`,
        ours: ours.rps.toFixed(0),
        peer: base.rps.toFixed(0),
        ratio: ours.ratio.toFixed(2),
        bar: '≥ 0.90',
        ok: ours.ratio >= 0.9,
      },
      {
        bench,
        measure: `p50 / p99 ms, ${ours.connections} connections`,
        ours: `${ours.p50.toFixed(2)} / ${ours.p99.toFixed(2)}`,
        peer: `${base.p50.toFixed(2)} / ${base.p99.toFixed(2)}`,
      },
    );
  }
  rows.push({ bench, measure: 'every 201 stored', ours: r.code === 0 ? 'yes' : 'NO', ok: r.code === 0 });
  return rows;
}

const BENCHES = [
  'lead-throughput', // lead POST vs 8b271e8 (before the console), at 16 and 64 connections
  'static-vs-nginx',
  'fault-kill',
  'smtp-outage',
  'webhook-outage', // receiver down 60 s under lead load: every lead.created delivered
  'hostile-input',
  'topology', // lead POSTs through nginx to two servers on PostgreSQL vs one server on SQLite
  'coverage-import', // a generated 5M-row BDC state file: time and peak memory (issue 27)
  'broadband-api', // availability and plans p95 with 40,000 ZIPs and 2,000 plans (issue 27)
  'publish', // an editor's publish: one page, every provider page, every page (issue 38)
  'js-floor', // the JavaScript React and React Router cost every page, and the route closest to it (issue 39)
  'flows', // INP of the public pages' interactions, Lighthouse user flows vs 90c1453 (issue 39)
];

/** Benchmarks too long for every `npm run bench`: they run when named. */
const ONLY_WHEN_NAMED = new Set(['flows']);

const named = process.argv.slice(2);
const unknown = named.filter((n) => !BENCHES.includes(n));
if (unknown.length > 0) {
  console.error(`bench: no benchmark named ${unknown.join(', ')}; there are ${BENCHES.join(', ')}`);
  process.exit(2);
}
const selected =
  named.length > 0
    ? BENCHES.filter((n) => named.includes(n))
    : BENCHES.filter((n) => !ONLY_WHEN_NAMED.has(n));

if (!existsSync('build/client/index.html')) {
  console.error('bench: no build in build/client; run `npm run build` first.');
  process.exit(1);
}

const rows: Row[] = [];
const started = Date.now();
for (const name of selected) {
  const file = new URL(`./${name}.ts`, import.meta.url);
  if (!existsSync(file)) {
    rows.push({ bench: name, measure: 'missing', ours: `bench/${name}.ts not found`, ok: false });
    continue;
  }
  console.log(`\n=== bench/${name}.ts`);
  const t = Date.now();
  if (name === 'lead-throughput') {
    // Runs its targets in child processes and prints its own figures: run it as a process and read them.
    rows.push(...(await leadThroughput(file.pathname)));
    console.log(`(${((Date.now() - t) / 1000).toFixed(0)} s)`);
    continue;
  }
  try {
    const mod = (await import(file.href)) as { run?: () => Promise<Row[]> };
    if (typeof mod.run !== 'function') throw new Error('exports no run()');
    const got = await mod.run();
    printTable(got);
    rows.push(...got);
  } catch (err) {
    console.error(err);
    rows.push({
      bench: name,
      measure: 'error',
      ours: String((err as Error).message).split('\n')[0] ?? '',
      ok: false,
    });
  }
  console.log(`(${((Date.now() - t) / 1000).toFixed(0)} s)`);
}

console.log(
  `\n=== all benchmarks (${((Date.now() - started) / 1000).toFixed(0)} s, ${new Date().toISOString()})`,
);
printTable(rows);
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench.json',
  `${JSON.stringify({ generatedAt: new Date().toISOString(), rows }, null, 2)}\n`,
);
process.exit(rows.some((r) => r.ok === false) ? 1 : 0);
