// Prerendered HTML throughput: our server vs nginx (Debian package) serving the same build/client
// directory, both from precompressed .gz files (the client asks for gzip), one process / one worker
// each, on loopback. Closed-loop keep-alive load from this process; the same generator and the same
// machine for both, so the ratio is the figure to read, not the absolute numbers.
// Env: BENCH_STATIC_SECONDS (per page and server, default 4), BENCH_CONNECTIONS (default 32).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NGINX, startNginx } from '../scripts/nginx-site.ts';
import {
  combine,
  fmt,
  freePort,
  type LoadResult,
  load,
  type Row,
  removeDir,
  runStandalone,
  startServer,
  tempDir,
  waitFor,
} from './lib.ts';
import { settings } from './settings.ts';

const { BENCH_STATIC_SECONDS: SECONDS, BENCH_CONNECTIONS: CONNECTIONS } = settings;
const PAGES = ['/', '/service/tv/provider-detail/xfinity', '/contact-us'];

async function serveWithNginx(root: string) {
  const dir = tempDir('nginx');
  const port = await freePort();
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
    location / { try_files $uri $uri/index.html =404; }
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

const ROUNDS = 4;

/**
 * Both servers in alternating slices (ours, nginx, ours, nginx, …) so that a change in machine load
 * (other processes on the 2 cores) hits both alike; each slice is SECONDS / ROUNDS long.
 */
async function measurePair(a: string, b: string): Promise<[LoadResult, LoadResult]> {
  const headers = { 'accept-encoding': 'gzip' };
  const run = (url: string, seconds: number) =>
    load({ connections: CONNECTIONS, seconds, next: () => ({ url, headers }) });
  // Warm-up (JIT, file caches, connections), not counted.
  await run(a, 0.5);
  await run(b, 0.5);
  const ra: LoadResult[] = [];
  const rb: LoadResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    ra.push(await run(a, SECONDS / ROUNDS));
    rb.push(await run(b, SECONDS / ROUNDS));
  }
  return [combine(ra), combine(rb)];
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
  const dataDir = tempDir('static');
  const ours = await startServer({ dataDir, env: { WORKER: 'false' } });
  const nginx = await serveWithNginx(root);
  const rows: Row[] = [];
  try {
    for (const page of PAGES) {
      // Same bytes from both: check the two answers match before timing them.
      const a = await fetch(`${ours.url}${page}`, { headers: { 'accept-encoding': 'identity' } });
      const b = await fetch(`${nginx.url}${page}`, { headers: { 'accept-encoding': 'identity' } });
      if (a.status !== 200 || b.status !== 200 || (await a.text()) !== (await b.text())) {
        throw new Error(
          `${page}: our server and nginx do not serve the same page (${a.status}, ${b.status})`,
        );
      }
      const [o, n] = await measurePair(`${ours.url}${page}`, `${nginx.url}${page}`);
      const bad = (r: LoadResult) => r.errors + r.requests - (r.statuses.get(200) ?? 0);
      if (bad(o) || bad(n))
        throw new Error(`${page}: non-200 answers or errors (ours ${bad(o)}, nginx ${bad(n)})`);
      rows.push(
        {
          bench: 'static HTML vs nginx',
          measure: `${page} req/s`,
          ours: fmt(o.rps),
          peer: fmt(n.rps),
          ratio: (o.rps / n.rps).toFixed(2),
        },
        {
          bench: 'static HTML vs nginx',
          measure: `${page} p99 ms`,
          ours: fmt(o.p99, 1),
          peer: fmt(n.p99, 1),
          ratio: (o.p99 / n.p99).toFixed(2),
        },
      );
    }
  } finally {
    await nginx.stop();
    await ours.stop();
    removeDir(dataDir);
  }
  return rows;
}

if (import.meta.main) await runStandalone(run);
