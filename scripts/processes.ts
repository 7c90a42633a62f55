// Process plumbing written once for tests, benchmarks and scripts: a free loopback port, the real
// server (`node server/main.ts`) started and waited for, and one Chromium launch configuration.
import { type ChildProcess, spawn } from 'node:child_process';
import getPort from 'get-port';

/** Debian's Chromium; never a download. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Firefox ESR: the other engine, driven over WebDriver BiDi (tests/e2e/firefox.test.ts). */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A loopback port that was free a moment ago, and never handed out twice in this process:
 * get-port keeps the ports it returned, so two calls before either port is bound (nginx's HTTP and
 * HTTPS listeners, say) cannot get the same one, which the kernel's own choice allows.
 */
export function freePort(): Promise<number> {
  return getPort({ host: '127.0.0.1', reserve: true });
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  log: () => string;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * Starts `node server/main.ts` on 127.0.0.1 (a free port unless given) with `env` over the current
 * environment, and resolves once /healthz answers. Generous timeout: the 2-core machines are often
 * busy with builds.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    port,
    timeoutMs = 60_000,
    cwd,
  }: {
    port?: number;
    timeoutMs?: number;
    /** Another checkout to run `server/main.ts` from (a benchmark's baseline); this one by default. */
    cwd?: string;
  } = {},
): Promise<ServerProcess> {
  const actualPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${actualPort}`;
  let log = '';
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(actualPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in ${timeoutMs / 1000} s:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: actualPort,
    child,
    log: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
