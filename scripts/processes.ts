// Process plumbing written once for tests, benchmarks and scripts: the one spawner of child
// processes (spawnProcess to keep running; runProcess and runProcessSync to run to the end,
// processOutput for a tool's answer), a free loopback port, the real server (`node
// server/main.ts`) started and waited for, and one Chromium launch configuration. Tests, e2e,
// benchmarks and scripts start processes through this module only: Biome refuses
// node:child_process anywhere else (scripts/no-child-process.grit; scripts/ensure-deps.mjs aside,
// which runs under the system's Node before this module's dependencies are installed).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import getPort from 'get-port';

export type { ChildProcess };

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

export type Spawned = {
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far (both, interleaved; the last `keepBytes`). */
  output: () => string;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  alive: () => boolean;
  /** Resolves with the first match of `re` in the output; rejects if it exits first or on timeout. */
  waitForOutput: (re: RegExp, timeoutMs?: number) => Promise<RegExpExecArray>;
  /** Sends the signal (SIGTERM by default), waits for the exit, and after `graceMs` sends SIGKILL. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
};

export type SpawnOptions = {
  /**
   * The child's environment: `env` over the current one ('inherit', the default), or over PATH and
   * HOME only ('clean': a test of configuration from the environment sees only what it sets).
   */
  env?: Record<string, string>;
  baseEnv?: 'inherit' | 'clean';
  cwd?: string;
  /**
   * Where the child's stdout and stderr go: collected ('pipe', the default), the parent's
   * ('inherit': a benchmark's progress) or nowhere ('ignore').
   */
  stdout?: 'pipe' | 'inherit' | 'ignore';
  stderr?: 'pipe' | 'inherit' | 'ignore';
  /** Output kept at most (the oldest half is dropped past it); default 4 MB. */
  keepBytes?: number;
};

/** `node …args` with this process's Node (the project's own). */
export const node = (...args: string[]): string[] => [process.execPath, ...args];

function environment(opts: Pick<SpawnOptions, 'env' | 'baseEnv'>): Record<string, string | undefined> {
  const base: Record<string, string | undefined> =
    opts.baseEnv === 'clean' ? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } : process.env;
  return { ...base, ...opts.env };
}

/** Starts `command` (argv; `node(...)` for a Node script) and collects its output. */
export function spawnProcess(command: string[], opts: SpawnOptions = {}): Spawned {
  const [file, ...args] = command as [string, ...string[]];
  const child = spawn(file, args, {
    cwd: opts.cwd,
    env: environment(opts),
    stdio: ['ignore', opts.stdout ?? 'pipe', opts.stderr ?? 'pipe'],
  });
  const keep = opts.keepBytes ?? 4_000_000;
  let out = '';
  const collect = (d: Buffer) => {
    out += d;
    if (out.length > keep) out = out.slice(-Math.floor(keep / 2));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => out,
    exited,
    alive,
    waitForOutput: (re, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const timer = setInterval(() => {
          const m = re.exec(out);
          if (m) {
            clearInterval(timer);
            resolve(m);
          } else if (!alive()) {
            clearInterval(timer);
            reject(new Error(`exited (code ${child.exitCode}, signal ${child.signalCode}): ${out}`));
          } else if (Date.now() > deadline) {
            clearInterval(timer);
            reject(new Error(`no ${re} in ${timeoutMs / 1000} s: ${out}`));
          }
        }, 20);
      }),
    stop: async (signal = 'SIGTERM', graceMs = 30_000) => {
      if (!alive()) return;
      child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
      if (alive()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Runs a command to its end (an operator tool, say); resolves with its exit code and output. */
export function runProcess(
  command: string[],
  opts: RunOptions = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [file, ...args] = command as [string, ...string[]];
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: opts.cwd, env: environment(opts) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export type RunOptions = Pick<SpawnOptions, 'env' | 'baseEnv' | 'cwd'>;

export type SyncRun = {
  /** The exit code; null when killed by a signal or not started (then `error` says why). */
  code: number | null;
  stdout: string;
  stderr: string;
  error?: Error;
};

/**
 * Runs a command to its end, blocking (a script's step, a tool a synchronous helper needs):
 * output collected ('pipe', up to `maxBuffer` bytes, 64 MB by default), shown ('inherit') or
 * dropped ('ignore').
 */
export function runProcessSync(
  command: string[],
  opts: RunOptions & { stdio?: 'pipe' | 'inherit' | 'ignore'; maxBuffer?: number } = {},
): SyncRun {
  const [file, ...args] = command as [string, ...string[]];
  const r = spawnSync(file, args, {
    cwd: opts.cwd,
    env: environment(opts),
    stdio: opts.stdio === undefined || opts.stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : opts.stdio,
    encoding: 'utf8',
    maxBuffer: opts.maxBuffer ?? 64 * 1024 * 1024,
  });
  return {
    code: r.status,
    stdout: r.stdout ?? '',
    stderr: r.stderr ?? '',
    ...(r.error ? { error: r.error } : {}),
  };
}

/**
 * A tool's answer (git rev-parse, id -u …): its stdout, trimmed. Throws, with what it wrote to
 * stderr, when it cannot start or exits with another code than 0. `stdio: 'inherit'` shows its
 * output instead (and returns '').
 */
export function processOutput(
  command: string[],
  opts: RunOptions & { stdio?: 'pipe' | 'inherit' | 'ignore' } = {},
): string {
  const r = runProcessSync(command, opts);
  if (r.error) throw new Error(`${command[0]}: ${r.error.message}`);
  if (r.code !== 0)
    throw new Error(
      `${command.join(' ')} exited with ${r.code ?? 'a signal'}: ${(r.stderr || r.stdout).trim()}`,
    );
  return r.stdout.trim();
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
  const p = spawnProcess(node('server/main.ts'), {
    cwd,
    env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(actualPort) },
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!p.alive()) throw new Error(`server exited with ${p.child.exitCode}:\n${p.output()}`);
    if (Date.now() > deadline) {
      p.child.kill('SIGKILL');
      throw new Error(`server not healthy in ${timeoutMs / 1000} s:\n${p.output()}`);
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
    child: p.child,
    log: p.output,
    stop: (signal = 'SIGTERM') => p.stop(signal, 60_000),
  };
}
