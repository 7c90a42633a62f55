// Prerendered HTML throughput: our server vs nginx (Debian package) serving the same build/client
// directory, both from precompressed .gz files (the client asks for gzip), one process / one worker
// each, on loopback, each page with its CSP and the same security headers (nginx runs the
// include the build writes for production, scripts/nginx-static.ts). Closed-loop keep-alive load from this process; the same generator and the same
// machine for all, so the ratio is the figure to read, not the absolute numbers. With
// BENCH_BASELINE=<commit> that commit's server (bench/baseline.ts) runs too, in the same rounds.
// Env: BENCH_STATIC_SECONDS (per page and server, default 4), BENCH_CONNECTIONS (default 32),
// BENCH_STATIC_ROUNDS (alternating slices per page, default 4), BENCH_STATIC_PAGES (comma-separated).
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NGINX, startNginx } from '../scripts/nginx-site.ts';
import { nginxStaticConf } from '../scripts/nginx-static.ts';
import { checkoutBaseline } from './baseline.ts';
import {
  combine,
  fmt,
  freePort,
  type LoadResult,
  load,
  type Row,
  removeDir,
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
    stop: async () => {
      await stop('SIGQUIT'); // graceful
      removeDir(dir);
    },
  };
}

type Target = { name: string; url: string };

/**
 * Every target in alternating slices (a, b, c, a, b, c, …) so that a change in machine load (other
 * processes on the 2 cores) hits all alike; each slice is SECONDS / ROUNDS long.
 */
async function measure(targets: Target[], page: string): Promise<LoadResult[]> {
  const headers = { 'accept-encoding': 'gzip' };
  const run = (t: Target, seconds: number) =>
    load({ connections: CONNECTIONS, seconds, next: () => ({ url: t.url + page, headers }) });
  // Warm-up (JIT, file caches, connections), not counted.
  for (const t of targets) await run(t, 0.5);
  const results: LoadResult[][] = targets.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [k, t] of targets.entries()) results[k]?.push(await run(t, SECONDS / ROUNDS));
  }
  return results.map(combine);
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
  let nginx: Awaited<ReturnType<typeof serveWithNginx>> | undefined;
  try {
    const start = async (cwd?: string) => {
      const dataDir = tempDir('static');
      dirs.push(dataDir);
      const s = await startServer({ dataDir, env: { WORKER: 'false' }, cwd });
      servers.push(s);
      return s;
    };
    const targets: Target[] = [{ name: 'ours', url: (await start()).url }];
    if (baseline) targets.push({ name: baseline.commit, url: (await start(baseline.dir)).url });
    nginx = await serveWithNginx(root);
    targets.push({ name: 'nginx', url: nginx.url });
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
      const n = results[results.length - 1] as LoadResult;
      for (const [k, t] of targets.entries()) {
        const r = results[k] as LoadResult;
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
    for (const s of servers) await s.stop();
    for (const d of dirs) removeDir(d);
    baseline?.remove();
  }
  return rows;
}

if (import.meta.main) await runStandalone(run);
