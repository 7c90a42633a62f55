// `npm run bench`: every benchmark in bench/, one after the other on this machine, then one table.
// Needs a build (`npm run build`). Each benchmark module exports `run(): Promise<Row[]>` (see
// bench/lib.ts) and can also be run on its own (`node bench/<name>.ts`). Exits 1 when a row fails
// its bar. Writes reports/bench.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { printTable, type Row } from './lib.ts';

/** bench/lead-throughput.ts (lead POST vs an empty Fastify route), its printed figures as rows. */
function leadThroughput(file: string): Row[] {
  const r = spawnSync(process.execPath, [file], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  const out = r.stdout ?? '';
  const bench = 'lead POST vs empty Fastify';
  const line = (label: string) => out.split('\n').find((l) => l.includes(label)) ?? '';
  const figures = (l: string) => ({
    rps: Number(l.match(/([\d.]+) req\/s/)?.[1] ?? Number.NaN),
    p99: Number(l.match(/p99\s+([\d.]+) ms/)?.[1] ?? Number.NaN),
  });
  const empty = figures(line('empty Fastify route'));
  const leads = figures(line('POST send-contact-email'));
  const stored = line('leads stored in SQLite').trim();
  if (!Number.isFinite(empty.rps) || !Number.isFinite(leads.rps)) {
    return [{ bench, measure: 'run', ours: `exit ${r.status}; no figures printed`, ok: false }];
  }
  const ratio = leads.rps / empty.rps;
  return [
    {
      bench,
      measure: 'req/s (SQLite, every lead committed)',
      ours: leads.rps.toFixed(0),
      peer: empty.rps.toFixed(0),
      ratio: ratio.toFixed(2),
      bar: '≥ 0.40',
      ok: ratio >= 0.4,
    },
    {
      bench,
      measure: 'p99 ms',
      ours: leads.p99.toFixed(2),
      peer: empty.p99.toFixed(2),
      ratio: (leads.p99 / empty.p99).toFixed(2),
    },
    {
      bench,
      measure: stored.replace(/:.*/, '') || 'leads stored',
      ours: stored.replace(/^[^:]*:\s*/, ''),
      ok: r.status === 0,
    },
  ];
}

const BENCHES = [
  'lead-throughput', // lead POST vs an empty Fastify route (server side of the project)
  'static-vs-nginx',
  'fault-kill',
  'smtp-outage',
  'webhook-outage', // receiver down 60 s under lead load: every lead.created delivered
  'hostile-input',
  'topology', // lead POSTs through nginx to two servers on PostgreSQL vs one server on SQLite
  'coverage-import', // a generated 5M-row BDC state file: time and peak memory (issue 27)
  'broadband-api', // availability and plans p95 with 40,000 ZIPs and 2,000 plans (issue 27)
];

if (!existsSync('build/client/index.html')) {
  console.error('bench: no build in build/client; run `npm run build` first.');
  process.exit(1);
}

const rows: Row[] = [];
const started = Date.now();
for (const name of BENCHES) {
  const file = new URL(`./${name}.ts`, import.meta.url);
  if (!existsSync(file)) {
    rows.push({ bench: name, measure: 'missing', ours: `bench/${name}.ts not found`, ok: false });
    continue;
  }
  console.log(`\n=== bench/${name}.ts`);
  const t = Date.now();
  if (name === 'lead-throughput') {
    // Runs its targets in child processes and prints its own figures: run it as a process and read them.
    rows.push(...leadThroughput(file.pathname));
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
