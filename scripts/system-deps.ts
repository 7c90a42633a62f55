// Finds (and, as root with apt-get, installs) the system programs the tests need: Debian's
// Chromium for the browser tests, Debian's Firefox ESR for the forms in the other engine, and
// Debian's PostgreSQL for the PostgreSQL run of the lead tests.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromiumPath,
  firefoxPath,
  freePort,
  processOutput,
  runProcessSync,
  type Spawned,
  spawnProcess,
} from './processes.ts';

export { chromiumPath, firefoxPath };

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;

function aptInstall(pkg: string) {
  if (!isRoot || !hasApt) return false;
  console.log(`Installing ${pkg} with apt-get...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    processOutput(['apt-get', 'update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  processOutput(['apt-get', 'install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  return true;
}

/** Chromium must be there: the browser tests never skip. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  aptInstall('chromium');
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}. Install it: apt-get install -y chromium`);
  }
}

/** Firefox ESR as well, installed like Chromium; without it (and no apt as root) its tests say why they skip. */
export function ensureFirefox() {
  if (!existsSync(firefoxPath)) aptInstall('firefox-esr');
}

function pgBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return undefined;
}

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 with trust auth and returns its URL and a
 * stop function. Returns undefined (with the reason) when PostgreSQL is not available.
 */
export type TestPostgres = {
  url: string;
  /** Stops the cluster and removes its directory. */
  stop: () => void;
  /** `pg_ctl stop -m immediate`: every backend killed at once, as in a crash or an outage. */
  crash: () => void;
  /** Starts the stopped cluster again on the same port and data. */
  restart: () => void;
};

export async function startPostgres(): Promise<TestPostgres | { skipped: string }> {
  let bin = pgBinDir();
  if (!bin && aptInstall('postgresql')) bin = pgBinDir();
  if (!bin) return { skipped: 'PostgreSQL is not installed (apt-get install -y postgresql)' };
  const dir = mkdtempSync(join(tmpdir(), 'pgtest-'));
  const port = await freePort();
  // initdb refuses to run as root: run the server as the postgres system user then.
  const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot)
    chownSync(
      dir,
      Number(processOutput(['id', '-u', 'postgres'])),
      Number(processOutput(['id', '-g', 'postgres'])),
    );
  const run = (cmd: string, args: string[], check = true) => {
    const argv = [...asUser, cmd, ...args];
    const r = runProcessSync(argv);
    if (check && r.code !== 0)
      throw new Error(`${cmd} failed: ${r.error?.message ?? (r.stderr || r.stdout)}`);
  };
  const pgCtl = join(bin, 'pg_ctl');
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run(pgCtl, [
      '-D',
      data,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'], false);
      rmSync(dir, { recursive: true, force: true });
    },
    crash: () => run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']),
    restart: start,
  };
}

/**
 * Starts Debian's redis-server on a free loopback port, without persistence, and returns its URL,
 * a `pause` that stops it (the port stays reserved for `resume`) and a stop function. Returns the
 * reason instead when redis-server is not installed and cannot be.
 */
export type TestRedis = {
  url: string;
  port: number;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startRedis(): Promise<TestRedis | { skipped: string }> {
  const bin = '/usr/bin/redis-server';
  if (!existsSync(bin)) aptInstall('redis-server');
  if (!existsSync(bin)) return { skipped: 'redis-server is not installed (apt-get install -y redis-server)' };
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redistest-'));
  let redis: Spawned | undefined;
  const start = async () => {
    redis = spawnProcess(
      [bin, '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdout: 'ignore', stderr: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await new Promise<boolean>((res) => {
        const s = connect(port, '127.0.0.1');
        s.once('connect', () => {
          s.destroy();
          res(true);
        });
        s.once('error', () => res(false));
      });
      if (up) return;
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const halt = async () => {
    await redis?.stop('SIGKILL');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: halt,
    resume: start,
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL and Redis for a run that cannot do without them (the topology benchmark and check):
 * unavailable is an error, not a skip. Their stops go onto `cleanups`, to run in reverse order.
 */
export async function requirePostgresAndRedis(
  cleanups: (() => unknown)[],
): Promise<{ pg: TestPostgres; redis: TestRedis }> {
  const pg = await startPostgres();
  if ('skipped' in pg) throw new Error(pg.skipped);
  cleanups.push(() => pg.stop());
  const redis = await startRedis();
  if ('skipped' in redis) throw new Error(redis.skipped);
  cleanups.push(() => redis.stop());
  return { pg, redis };
}
