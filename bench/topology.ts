// Lead POSTs per second through the scale-out topology vs one server on SQLite, same machine.
//
// Topology: nginx running deploy/nginx/homewire.conf (HTTPS, HTTP/2 capable, keep-alive to the
// upstream) in front of two app servers on one PostgreSQL, limits in Redis. Peer: one app server
// on SQLite (synchronous=FULL), plain HTTP on loopback, no proxy. Both: WORKER=false (no mail
// delivery competing for the CPU), the rate limit raised out of the way, the same closed-loop
// keep-alive generator in this process, the same lead bodies. Every 201 is checked to be stored.
// Env: BENCH_TOPOLOGY_SECONDS (per target, default 10), BENCH_CONNECTIONS (default 32).
import { mkdirSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { join } from 'node:path';
import pg from 'pg';
import { startNginxSite } from '../scripts/nginx-site.ts';
import { requirePostgresAndRedis } from '../scripts/system-deps.ts';
import {
  count,
  fmt,
  type LoadResult,
  leadSession,
  loadLeads,
  openDb,
  type Row,
  request,
  runStandalone,
  startServer,
  tempDirFor,
  waitFor,
} from './lib.ts';
import { settings } from './settings.ts';

const { BENCH_TOPOLOGY_SECONDS: SECONDS, BENCH_CONNECTIONS: CONNECTIONS } = settings;
const BENCH = 'leads: 2 servers + nginx + PostgreSQL vs 1 server on SQLite';

async function leadLoad(base: string, agent?: https.Agent): Promise<{ result: LoadResult; ids: string[] }> {
  // The CSRF pair is fetched through the same front (any server can check it: one cookie secret).
  // No Origin: a non-browser client (nginx passes the Host without the port, which a browser's
  // Origin on this benchmark's random port would not match; on 443 it does).
  const headers = await leadSession(base, { agent, origin: false });
  return loadLeads({ base, headers, connections: CONNECTIONS, seconds: SECONDS, agent });
}

const statusText = (r: LoadResult) =>
  [...r.statuses]
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')
    .concat(r.errors ? ` errors×${r.errors}` : '');

export async function run(): Promise<Row[]> {
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    // --- one server on SQLite
    const sqliteDir = tempDirFor(cleanups, 'bench-topology-sqlite');
    const single = await startServer({ dataDir: sqliteDir, env: { WORKER: 'false' } });
    const one = await leadLoad(single.url);
    await single.stop();
    const db = openDb(sqliteDir);
    const storedOne = one.ids.filter(
      (id) => count(db, 'select count(*) from leads where id = ?', id) === 1,
    ).length;
    db.close();

    // --- the topology
    const { pg: pgc, redis } = await requirePostgresAndRedis(cleanups);
    const dir = tempDirFor(cleanups, 'bench-topology');
    const env = { WORKER: 'false', DATABASE_URL: pgc.url, REDIS_URL: redis.url, TRUST_PROXY: '1' };
    const a = await startServer({ dataDir: dir, env });
    cleanups.push(() => a.stop());
    const b = await startServer({ dataDir: dir, env });
    cleanups.push(() => b.stop());
    const nginxDir = tempDirFor(cleanups, 'bench-topology-nginx');
    const nginx = await startNginxSite({
      dir: nginxDir,
      siteDir: join(dir, 'site'),
      appPorts: [a.port, b.port],
    });
    cleanups.push(nginx.stop);
    const front = `https://127.0.0.1:${nginx.httpsPort}`;
    const agent = new https.Agent({
      keepAlive: true,
      maxSockets: CONNECTIONS,
      maxFreeSockets: CONNECTIONS,
      rejectUnauthorized: false,
    });
    await waitFor(async () => (await request(`${front}/readyz`, { agent })).status === 200, 'nginx');
    const two = await leadLoad(front, agent);
    agent.destroy();
    const client = new pg.Client({ connectionString: pgc.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>('select count(*) as n from leads where id = any($1)', [
      two.ids,
    ]);
    await client.end();
    const storedTwo = Number(rows[0]?.n ?? 0);

    const ratio = two.result.rps / one.result.rps;
    const figures = {
      generatedAt: new Date().toISOString(),
      seconds: SECONDS,
      connections: CONNECTIONS,
      topology: {
        rps: two.result.rps,
        p99: two.result.p99,
        answers: statusText(two.result),
        stored: storedTwo,
      },
      sqlite: {
        rps: one.result.rps,
        p99: one.result.p99,
        answers: statusText(one.result),
        stored: storedOne,
      },
    };
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bench-topology.json', `${JSON.stringify(figures, null, 2)}\n`);
    return [
      {
        bench: BENCH,
        measure: 'lead POST/s (topology vs SQLite)',
        ours: fmt(two.result.rps),
        peer: fmt(one.result.rps),
        ratio: ratio.toFixed(2),
      },
      { bench: BENCH, measure: 'p99 ms', ours: fmt(two.result.p99, 1), peer: fmt(one.result.p99, 1) },
      { bench: BENCH, measure: 'answers', ours: statusText(two.result), peer: statusText(one.result) },
      {
        bench: BENCH,
        measure: 'every 201 stored',
        ours: `${storedTwo}/${two.ids.length}`,
        peer: `${storedOne}/${one.ids.length}`,
        bar: 'all',
        ok: storedTwo === two.ids.length && storedOne === one.ids.length && two.ids.length > 0,
      },
    ];
  } finally {
    for (const c of cleanups.reverse()) await c();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone(run);
