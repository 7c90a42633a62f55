// Finds (and, as root with apt-get, installs) the system programs the tests need: Debian's
// Chromium for the browser tests and Debian's PostgreSQL for the PostgreSQL run of the lead tests.
import { execSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, freePort } from './processes.ts';

export { chromiumPath };

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;

function aptInstall(pkg: string) {
  if (!isRoot || !hasApt) return false;
  console.log(`Installing ${pkg} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execSync(`apt-get install -y -qq ${pkg}`, { stdio: 'inherit', env });
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
export async function startPostgres(): Promise<{ url: string; stop: () => void } | { skipped: string }> {
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
      Number(execSync('id -u postgres').toString()),
      Number(execSync('id -g postgres').toString()),
    );
  const run = (cmd: string, args: string[], check = true) => {
    const argv = [...asUser, cmd, ...args];
    const r = spawnSync(argv[0] as string, argv.slice(1), { encoding: 'utf8' });
    if (check && r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const pgCtl = join(bin, 'pg_ctl');
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
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
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'], false);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
