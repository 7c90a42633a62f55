// Prerendered HTML throughput: our server vs nginx (Debian package) serving the same build/client
// directory, both from precompressed .gz files (the client asks for gzip), one process / one worker
// each, on loopback, each page with its CSP and the same security headers (nginx runs the
// include the build writes for production, scripts/nginx-static.ts). Closed-loop keep-alive load from this process; the same generator and the same
// machine for all, so the ratio is the figure to read, not the absolute numbers. With
// BENCH_BASELINE=<commit> that commit's server (bench/baseline.ts) runs too, in the same rounds.
// Env: BENCH_STATIC_SECONDS (per page and server, default 4), BENCH_CONNECTIONS (default 32),
// BENCH_STATIC_ROUNDS (alternating slices per page, default 4), BENCH_STATIC_PAGES (comma-separated),
// BENCH_STATIC_FLOOR=1 (also a bare node:http server sending our bytes: bench/static-floor.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NGINX, startNginx } from '../scripts/nginx-site.ts';
import { nginxStaticConf } from '../scripts/nginx-static.ts';
import { node, spawnProcess } from '../scripts/processes.ts';
import { checkoutBaseline } from './baseline.ts';
import {
  combine,
  fmt,
  freePort,
  type LoadResult,
  load,
  type Row,
  removeDir,
  request,
  runStandalone,
  type ServerProcess,
  startServer,
  tempDir,
  waitFor,
} from './lib.ts';
import { settings } from './settings.ts';

const { BENCH_STATIC_SECONDS: SECONDS, BENCH_CONNECTIONS: CONNECTIONS } = settings;
const ROUNDS = Number(process.env.BENCH_STATIC_ROUNDS ?? 4);
const PAGES = (process.env.BENCH_STATIC_PAGES ?? '/,/service/tv/provider-detail/xfinity,/contact-us').split(
  ',',
);

async function serveWithNginx(root: string) {
  const dir = tempDir('nginx');
  const port = await freePort();
  // The production include (deploy/nginx/homewire.conf): each page with its CSP and the app's
  // security headers, so that nginx sends what our server sends.
  writeFileSync(join(dir, 'homewire-static.conf'), (await nginxStaticConf(root)).text);
  const { child, stop } = startNginx({
    dir,
    http: `include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    gzip_vary on;
    include ${dir}/homewire-static.conf;
    location @app { return 404; }
  }`,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${log}`);
        return (await fetch(`${url}/`)).ok;
      },
      'nginx',
      10_000,
    );
  } catch (err) {
    child.kill('SIGKILL');
    removeDir(dir);
    throw new Error(`${(err as Error).message}\n${log}`);
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      await stop('SIGQUIT'); // graceful
      removeDir(dir);
    },
  };
}

/** `pids` are the processes that do the serving (ours, or nginx's worker), for their CPU time. */
type Target = { name: string; url: string; pids: () => number[] };

const TICK = 100; // USER_HZ: /proc's clock ticks per second on Linux
/** User + system CPU seconds of these processes so far (Linux /proc). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / TICK;
}

/** The processes whose parent is `pid` (nginx's workers). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

type Measured = LoadResult & { cpuMicrosPerRequest: number };

/**
 * Every target in alternating slices (a, b, c, a, b, c, …) so that a change in machine load (other
 * processes on the 2 cores) hits all alike; each slice is SECONDS / ROUNDS long.
 */
async function measure(targets: Target[], page: string): Promise<Measured[]> {
  const headers = { 'accept-encoding': 'gzip' };
  const run = (t: Target, seconds: number) =>
    load({ connections: CONNECTIONS, seconds, next: () => ({ url: t.url + page, headers }) });
  // Warm-up (JIT, file caches, connections), not counted.
  for (const t of targets) await run(t, 0.5);
  const results: LoadResult[][] = targets.map(() => []);
  const cpu = targets.map(() => 0);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [k, t] of targets.entries()) {
      const before = cpuSeconds(t.pids());
      results[k]?.push(await run(t, SECONDS / ROUNDS));
      cpu[k] = (cpu[k] ?? 0) + cpuSeconds(t.pids()) - before;
    }
  }
  // CPU per answer is the figure least moved by other load on the machine (it slows both alike).
  return results.map((r, k) => {
    const c = combine(r);
    return { ...c, cpuMicrosPerRequest: ((cpu[k] ?? 0) * 1e6) / c.requests };
  });
}

/** bench/static-floor.ts with our server's gzip answers for PAGES. */
async function startFloor(ours: string) {
  const answers: Record<string, { headers: string[]; body: string }> = {};
  for (const page of PAGES) {
    const a = await request(ours + page, { headers: { 'accept-encoding': 'gzip' } });
    const headers = Object.entries(a.headers)
      .filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k))
      .flatMap(([k, v]) => [k, String(v)]);
    answers[page] = { headers, body: a.body.toString('base64') };
  }
  const dir = tempDir('floor');
  writeFileSync(join(dir, 'answers.json'), JSON.stringify(answers));
  const port = await freePort();
  const floor = spawnProcess(
    node(join(import.meta.dirname, 'static-floor.ts'), join(dir, 'answers.json'), String(port)),
    {
      stderr: 'inherit',
    },
  );
  const child = floor.child;
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}${PAGES[0]}`)).ok, 'bare node:http', 10_000);
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      await floor.stop();
      removeDir(dir);
    },
  };
}

export async function run(): Promise<Row[]> {
  const root = resolve('build/client');
  if (!existsSync(join(root, 'index.html'))) throw new Error('no build in build/client: npm run build first');
  if (!existsSync(NGINX)) {
    return [
      {
        bench: 'static HTML vs nginx',
        measure: 'skipped',
        ours: `no nginx at ${NGINX} (apt-get install -y nginx)`,
        ok: false,
      },
    ];
  }
  const baseline = checkoutBaseline();
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const rows: Row[] = [];
  const stops: (() => Promise<void>)[] = [];
  let nginx: Awaited<ReturnType<typeof serveWithNginx>> | undefined;
  try {
    const start = async (cwd?: string) => {
      const dataDir = tempDir('static');
      dirs.push(dataDir);
      const s = await startServer({ dataDir, env: { WORKER: 'false' }, cwd });
      servers.push(s);
      return s;
    };
    const target = (name: string, s: ServerProcess): Target => ({
      name,
      url: s.url,
      pids: () => [s.child.pid as number],
    });
    const targets: Target[] = [target('ours', await start())];
    if (baseline) targets.push(target(baseline.commit, await start(baseline.dir)));
    if (process.env.BENCH_STATIC_FLOOR === '1') {
      const floor = await startFloor(targets[0]?.url as string);
      stops.push(floor.stop);
      targets.push({ name: 'bare node:http', url: floor.url, pids: () => [floor.pid] });
    }
    nginx = await serveWithNginx(root);
    const master = nginx.pid;
    targets.push({ name: 'nginx', url: nginx.url, pids: () => childrenOf(master) });
    for (const page of PAGES) {
      // Same bytes from all: check the answers match before timing them.
      const bodies = await Promise.all(
        targets.map(async (t) => {
          const r = await fetch(t.url + page, { headers: { 'accept-encoding': 'identity' } });
          return r.status === 200 ? await r.text() : `status ${r.status}`;
        }),
      );
      if (bodies.some((b) => b !== bodies[0]))
        throw new Error(`${page}: the servers do not serve the same page`);
      const results = await measure(targets, page);
      const n = results[results.length - 1] as Measured;
      for (const [k, t] of targets.entries()) {
        const r = results[k] as Measured;
        const bad = r.errors + r.requests - (r.statuses.get(200) ?? 0);
        if (bad) throw new Error(`${page}: ${bad} non-200 answers or errors from ${t.name}`);
        if (t.name === 'nginx') continue;
        rows.push(
          {
            bench: 'static HTML vs nginx',
            measure: `${page} req/s (${t.name})`,
            ours: fmt(r.rps),
            peer: fmt(n.rps),
            ratio: (r.rps / n.rps).toFixed(2),
            ...(t.name === 'ours' ? { bar: '≥ 1.00', ok: r.rps >= n.rps } : {}),
          },
          {
            bench: 'static HTML vs nginx',
            measure: `${page} CPU µs/answer (${t.name})`,
            ours: fmt(r.cpuMicrosPerRequest, 1),
            peer: fmt(n.cpuMicrosPerRequest, 1),
            ratio: (r.cpuMicrosPerRequest / n.cpuMicrosPerRequest).toFixed(2),
          },
          {
            bench: 'static HTML vs nginx',
            measure: `${page} p99 ms (${t.name})`,
            ours: fmt(r.p99, 1),
            peer: fmt(n.p99, 1),
            ratio: (r.p99 / n.p99).toFixed(2),
          },
        );
      }
    }
  } finally {
    await nginx?.stop();
    for (const stop of stops) await stop();
    for (const s of servers) await s.stop();
    for (const d of dirs) removeDir(d);
    baseline?.remove();
  }
  return rows;
}

if (import.meta.main) await runStandalone(run);
