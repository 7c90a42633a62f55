// Lead POST throughput of this tree against commit 8b271e8 (the lead path before the console,
// issue 26 item 3), measured in one run on this machine, with p50 and p99 latency.
//
//   npm run bench     (or: node bench/lead-throughput.ts [--ref b6a2bd5 ...])
//
// Knobs (environment, checked in bench/settings.ts): BENCH_LEAD_BASELINE (8b271e8),
// BENCH_LEAD_CONNECTIONS ("16,64"), BENCH_LEAD_SECONDS per round (5), BENCH_LEAD_ROUNDS (3),
// BENCH_LEAD_REFS (more commits to measure, comma separated), BENCH_CPU_PROF (a directory: each
// server runs under `node --cpu-prof` and leaves its profile there), SQLITE_SYNCHRONOUS
// (FULL unless NORMAL), BENCH_WORKER=1 (outbox worker in process).
//
// Each commit other than this tree is checked out in a temporary `git worktree add --detach`
// under os.tmpdir(), with this tree's node_modules hard-linked into it (`cp -al`): 8b271e8's
// lock holds the same version of every package it has (checked: 390 of 391, the one missing is
// a test-only @testing-library package). Each target is its own server process on its own
// SQLite file in a temp DATA_DIR, built by that commit's own buildApp() and test config:
// CSRF checked (one fresh token), validation, rate limit raised out of the way, lead + outbox
// row committed (synchronous=FULL, group commit) before each 201, info logs serialised to a
// discarding sink; the outbox worker off. The body is the same availability lead for every
// target (with consentVersion where the commit knows consent). Rounds alternate the order of
// the targets (A B, B A, …) so that both see the same machine load; the ratio to the baseline is
// the figure to read on a shared machine, with the server's CPU time per lead and the bytes it
// caused to be written to storage per lead (/proc/<pid>/stat and /proc/<pid>/io).
//
// The load generator is a closed loop over raw keep-alive sockets (one request in flight per
// connection, as autocannon without pipelining): the request bytes are built once, the answer's
// status line and Content-Length are read, nothing else is parsed. It runs in this process, so
// it shares the two cores with the server it measures: the same for every target.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { node, processOutput, spawnProcess } from '../scripts/processes.ts';
import { benchLead } from './lib.ts';
import { settings } from './settings.ts';

const repoRoot = resolve(import.meta.dirname, '..');

// ---------- child: one target's server ----------

async function serve(root: string, dataDir: string): Promise<void> {
  const mod = (file: string) => import(pathToFileURL(join(root, file)).href);
  const { buildApp } = await mod('server/app.ts');
  // Commit 8b271e8 kept its test config in a module at server/'s root (gone since), later commits
  // in server/test/helper.ts.
  const helper = existsSync(join(root, 'server/test/helper.ts'))
    ? 'server/test/helper.ts'
    : 'server/test-support.ts';
  const { testConfig } = await mod(helper);
  const consentVersion: string | undefined = existsSync(join(root, 'content/consent.ts'))
    ? (await mod('content/consent.ts')).currentConsent?.version
    : undefined;
  const app = await buildApp(
    testConfig({
      dataDir,
      leadRateLimit: 1_000_000_000,
      sqliteSynchronous: process.env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
      worker: process.env.BENCH_WORKER === '1',
      logLevel: 'info',
      outbox: { pollMs: 1000, baseDelayMs: 5000, maxDelayMs: 900_000, maxAttempts: 12, leaseMs: 120_000 },
    }),
    // The clock: later commits take it as a required option, earlier ones ignore it.
    { logStream: { write: () => {} }, now: Date.now },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  process.stdout.write(`READY ${JSON.stringify({ port, consentVersion: consentVersion ?? null })}\n`);
}

// ---------- targets ----------

type Target = {
  label: string;
  root: string;
  dataDir: string;
  port: number;
  consentVersion: string | null;
  stop: () => Promise<void>;
  /** CPU seconds (user + system) the server process has used so far (Linux /proc; NaN elsewhere). */
  cpu: () => number;
  /** Bytes the server process has caused to be written to storage so far (Linux /proc/<pid>/io write_bytes). */
  written: () => number;
  request?: Buffer;
};

const TICKS = 100; // USER_HZ on Linux

function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return Number.NaN;
  }
}

function writtenBytes(pid: number | undefined): number {
  try {
    return Number(/^write_bytes: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

function git(...args: string[]): string {
  return processOutput(['git', ...args], { cwd: repoRoot });
}

/** A detached worktree of `ref` with this tree's node_modules hard-linked in. */
function worktreeOf(ref: string, parent: string): string {
  const dir = join(parent, `wt-${ref.replace(/[^\w.-]/g, '_')}`);
  git('worktree', 'add', '--quiet', '--detach', '--force', dir, ref);
  processOutput(['cp', '-al', join(repoRoot, 'node_modules'), join(dir, 'node_modules')]);
  return dir;
}

async function startTarget(label: string, root: string, scratch: string, cpuProf?: string): Promise<Target> {
  const dataDir = mkdtempSync(join(scratch, 'data-'));
  const execArgv = cpuProf
    ? ['--cpu-prof', `--cpu-prof-dir=${join(cpuProf, label.replace(/[^\w.-]/g, '_'))}`]
    : [];
  const p = spawnProcess(node(...execArgv, import.meta.filename, '--serve', root, '--data', dataDir), {
    cwd: root,
    stderr: 'inherit',
  });
  const ready = JSON.parse(
    (
      await p.waitForOutput(/READY (.+)\n/).catch((err: Error) => {
        throw new Error(`${label}: server exited before it listened (${err.message.slice(0, 200)})`);
      })
    )[1] as string,
  ) as { port: number; consentVersion: string | null };
  const child = p.child;
  return {
    label,
    root,
    dataDir,
    ...ready,
    stop: () => p.stop('SIGTERM', 120_000),
    cpu: () => cpuSeconds(child.pid),
    written: () => writtenBytes(child.pid),
  };
}

// ---------- raw keep-alive load generator ----------

function get(port: number, path: string): Promise<{ status: number; head: string }> {
  return new Promise((res, rej) => {
    const s = net.connect(port, '127.0.0.1');
    let buf = '';
    s.setEncoding('latin1');
    s.on('data', (d) => {
      buf += d;
      const end = buf.indexOf('\r\n\r\n');
      if (end >= 0) {
        s.destroy();
        res({ status: Number(buf.slice(9, 12)), head: buf.slice(0, end) });
      }
    });
    s.on('error', rej);
    s.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

/** The lead POST as bytes: a CSRF session's cookies and token, the body for this target. */
async function leadRequest(t: Target): Promise<Buffer> {
  const { status, head } = await get(t.port, '/api/csrf');
  if (status !== 204 && status !== 200) throw new Error(`${t.label}: GET /api/csrf answered ${status}`);
  const cookies = [...head.matchAll(/^set-cookie:\s*([^;\r\n]+)/gim)].map((m) => m[1] as string);
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error(`${t.label}: no XSRF-TOKEN cookie`);
  const body = JSON.stringify(
    t.consentVersion ? { ...benchLead, consentVersion: t.consentVersion } : benchLead,
  );
  return Buffer.from(
    'POST /api/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\n' +
      `Cookie: ${cookies.join('; ')}\r\nX-XSRF-Token: ${decodeURIComponent(token)}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

type Sample = {
  ok: number;
  other: number;
  errors: number;
  ms: number;
  latencies: Float64Array;
  /** CPU seconds the server used during the round. */
  cpu?: number;
  /** Bytes the server wrote to storage during the round (WAL frames, checkpoints). */
  written?: number;
};

/** `connections` sockets, each sending `request` again as soon as its answer is complete. */
function round(port: number, request: Buffer, connections: number, ms: number): Promise<Sample> {
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  let errors = 0;
  const t0 = performance.now();
  const end = t0 + ms;
  const one = () =>
    new Promise<void>((done) => {
      const s = net.connect(port, '127.0.0.1');
      s.setNoDelay(true);
      let buf: Buffer = Buffer.alloc(0);
      let sent = 0;
      const send = () => {
        if (performance.now() >= end) {
          s.destroy();
          done();
          return;
        }
        sent = performance.now();
        s.write(request);
      };
      s.on('connect', send);
      s.on('data', (d: Buffer) => {
        buf = buf.length ? Buffer.concat([buf, d]) : d;
        for (;;) {
          const headEnd = buf.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = buf.toString('latin1', 0, headEnd);
          const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
          if (buf.length < headEnd + 4 + length) return;
          buf = buf.subarray(headEnd + 4 + length);
          const status = Number(head.slice(9, 12));
          if (status === 201) {
            ok++;
            latencies.push(performance.now() - sent);
          } else other++;
          send();
        }
      });
      s.on('error', () => {
        errors++;
        s.destroy();
        done();
      });
      s.on('close', () => done());
    });
  return Promise.all(Array.from({ length: connections }, one)).then(() => ({
    ok,
    other,
    errors,
    ms: performance.now() - t0,
    latencies: Float64Array.from(latencies),
  }));
}

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export type LeadFigures = {
  label: string;
  connections: number;
  rps: number;
  roundsRps: number[];
  p50: number;
  p99: number;
  /** Server CPU time per 201 (user + system), µs: what a lead costs, robust to a loaded machine. */
  cpuPerLead: number;
  /** Bytes written to storage per lead (KB). */
  kbPerLead: number;
  ok: number;
  other: number;
  errors: number;
};

function summarise(label: string, connections: number, samples: Sample[]): LeadFigures {
  const all = new Float64Array(samples.reduce((n, s) => n + s.latencies.length, 0));
  let at = 0;
  for (const s of samples) {
    all.set(s.latencies, at);
    at += s.latencies.length;
  }
  all.sort();
  const seconds = samples.reduce((a, s) => a + s.ms, 0) / 1000;
  const ok = samples.reduce((a, s) => a + s.ok, 0);
  return {
    label,
    connections,
    rps: ok / seconds,
    roundsRps: samples.map((s) => s.ok / (s.ms / 1000)),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    cpuPerLead: (1e6 * samples.reduce((a, s) => a + (s.cpu ?? Number.NaN), 0)) / ok,
    kbPerLead: samples.reduce((a, s) => a + (s.written ?? Number.NaN), 0) / 1024 / ok,
    ok,
    other: samples.reduce((a, s) => a + s.other, 0),
    errors: samples.reduce((a, s) => a + s.errors, 0),
  };
}

function storedLeads(dataDir: string): Promise<number> {
  return import('node:sqlite').then(({ DatabaseSync }) => {
    const db = new DatabaseSync(join(dataDir, 'site.db'), { readOnly: true });
    try {
      return Number((db.prepare('select count(*) as n from leads').all()[0] as { n: number }).n);
    } finally {
      db.close();
    }
  });
}

// ---------- main ----------

async function main() {
  const { values } = parseArgs({
    options: {
      serve: { type: 'string' },
      data: { type: 'string' },
      ref: { type: 'string', multiple: true },
    },
  });
  if (values.serve) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
    await serve(values.serve, values.data as string);
    return;
  }

  const baseline = settings.BENCH_LEAD_BASELINE;
  const refs = [
    baseline,
    ...(settings.BENCH_LEAD_REFS ? settings.BENCH_LEAD_REFS.split(',') : []),
    ...(values.ref ?? []),
  ].filter((r, i, all) => r && all.indexOf(r) === i);
  const connectionCounts = settings.BENCH_LEAD_CONNECTIONS.split(',').map(Number);
  const roundMs = settings.BENCH_LEAD_SECONDS * 1000;
  const rounds = settings.BENCH_LEAD_ROUNDS;
  const cpuProf = settings.BENCH_CPU_PROF ? resolve(settings.BENCH_CPU_PROF) : undefined;
  if (cpuProf) mkdirSync(cpuProf, { recursive: true });

  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const scratch = mkdtempSync(join(tmpdir(), 'homewire-lead-bench-'));
  const worktrees: string[] = [];
  const targets: Target[] = [];
  const load = { before: loadavg(), after: [0, 0, 0] };
  const results: LeadFigures[] = [];
  const stored: Record<string, { stored: number; answered: number }> = {};
  try {
    for (const ref of refs) {
      const root = worktreeOf(ref, scratch);
      worktrees.push(root);
      targets.push(await startTarget(`${ref} (${git('rev-parse', '--short', ref)})`, root, scratch, cpuProf));
    }
    targets.push(
      await startTarget(`this tree (${head}${dirty ? ' + changes' : ''})`, repoRoot, scratch, cpuProf),
    );
    for (const t of targets) t.request = await leadRequest(t);
    const answered = new Map<Target, number>(targets.map((t) => [t, 0]));

    for (const connections of connectionCounts) {
      // Warm-up: JIT, connections, SQLite page cache.
      for (const t of targets) {
        const w = await round(t.port, t.request as Buffer, connections, 2000);
        answered.set(t, (answered.get(t) ?? 0) + w.ok);
      }
      const samples = new Map<Target, Sample[]>(targets.map((t) => [t, []]));
      for (let i = 0; i < rounds; i++) {
        const order = i % 2 ? [...targets].reverse() : targets;
        for (const t of order) {
          const cpu0 = t.cpu();
          const written0 = t.written();
          const s = await round(t.port, t.request as Buffer, connections, roundMs);
          s.cpu = t.cpu() - cpu0;
          s.written = t.written() - written0;
          answered.set(t, (answered.get(t) ?? 0) + s.ok);
          samples.get(t)?.push(s);
        }
      }
      for (const t of targets) results.push(summarise(t.label, connections, samples.get(t) ?? []));
    }
    load.after = loadavg();
    for (const t of targets) await t.stop();
    for (const t of targets)
      stored[t.label] = { stored: await storedLeads(t.dataDir), answered: answered.get(t) ?? 0 };
  } finally {
    for (const t of targets) await t.stop().catch(() => {});
    for (const w of worktrees) {
      try {
        git('worktree', 'remove', '--force', w);
      } catch {
        // removed below with the scratch directory; `git worktree prune` forgets it
      }
    }
    rmSync(scratch, { recursive: true, force: true });
    git('worktree', 'prune');
  }

  const base = targets[0]?.label ?? '';
  const n = (x: number, d = 0) => x.toFixed(d);
  console.log(
    `lead-throughput: POST /api/send-contact-email, ${rounds} alternating rounds of ${settings.BENCH_LEAD_SECONDS} s per target and connection count, ` +
      `Node ${process.version}, ${cpus().length} CPUs, load average ${load.before.map((x) => x.toFixed(1)).join(' ')} before / ${load.after.map((x) => x.toFixed(1)).join(' ')} after, ` +
      `SQLite synchronous=${process.env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL'}, outbox worker ${process.env.BENCH_WORKER === '1' ? 'in process' : 'off'}, ${new Date().toISOString()}`,
  );
  for (const connections of connectionCounts) {
    const ref = results.find((r) => r.connections === connections && r.label === base);
    console.log(`  ${connections} connections`);
    for (const r of results.filter((x) => x.connections === connections)) {
      const ratio = ref ? r.rps / ref.rps : Number.NaN;
      console.log(
        `    ${r.label.padEnd(28)} ${n(r.rps).padStart(6)} req/s  p50 ${n(r.p50, 2).padStart(6)} ms  p99 ${n(r.p99, 2).padStart(6)} ms  ${n(r.cpuPerLead).padStart(4)} µs CPU/lead  ${n(r.kbPerLead, 1).padStart(4)} KB written/lead  ` +
          `x${n(ratio, 2)} of ${refs[0]}  rounds ${r.roundsRps.map((x) => n(x)).join(' / ')}` +
          `${r.other || r.errors ? `  (${r.other} non-201, ${r.errors} socket errors)` : ''}`,
      );
    }
  }
  let missing = false;
  for (const [label, s] of Object.entries(stored)) {
    console.log(`  ${label}: ${s.stored} leads stored, ${s.answered} answered 201`);
    if (s.stored < s.answered) missing = true;
  }
  const last = targets.at(-1)?.label;
  console.log(
    `RESULT ${JSON.stringify({
      baseline: base,
      ours: last,
      results: results.map((r) => ({
        ...r,
        ratio: r.rps / (results.find((x) => x.connections === r.connections && x.label === base)?.rps ?? 1),
      })),
      stored,
    })}`,
  );
  if (missing) {
    console.error('  ERROR: fewer leads stored than 201 answers');
    process.exitCode = 1;
  }
  if (results.some((r) => r.other || r.errors)) {
    console.error('  ERROR: answers other than 201, or socket errors');
    process.exitCode = 1;
  }
}

await main();
