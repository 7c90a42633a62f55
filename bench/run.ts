// `npm run bench`: every benchmark in bench/, one after the other on this machine, then one table.
// Needs a build (`npm run build`). Each benchmark module exports `run(): Promise<Row[]>` (see
// bench/lib.ts) and can also be run on its own (`node bench/<name>.ts`). Exits 1 when a row fails
// its bar. Writes reports/bench.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { printTable, type Row } from './lib.ts';

const BENCHES = [
  'lead-throughput', // lead POST vs an empty Fastify route (server side of the project)
  'static-vs-nginx',
  'fault-kill',
  'smtp-outage',
  'hostile-input',
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
