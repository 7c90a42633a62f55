// Shared pieces of the benchmarks: the real server as a child process on a loopback port with a
// throwaway DATA_DIR, an in-process SMTP server that can go down and come back, a keep-alive HTTP
// load generator bounded by count and time, CSRF session setup, the SQLite file read directly, and
// the result rows that bench/run.ts prints as one table.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { currentConsent } from '../content/consent.ts';
import { freePort, type ServerProcess, startServerProcess } from '../scripts/processes.ts';
import { type SmtpSink, startSmtpSink } from '../scripts/sinks.ts';

/** One line of the final table. */
export type Row = {
  bench: string;
  measure: string;
  ours: string;
  peer?: string;
  ratio?: string;
  bar?: string;
  ok?: boolean;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export { freePort };

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `bench-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A throwaway directory that `cleanups` removes, for a run that undoes what it started at its end. */
export function tempDirFor(cleanups: (() => unknown)[], prefix: string): string {
  const dir = tempDir(prefix);
  cleanups.push(() => removeDir(dir));
  return dir;
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${what}: not ready in ${timeoutMs / 1000} s`);
}

export const COOKIE_SECRET = 'bench-cookie-secret-bench-cookie-secret-0123456789';

export type { ServerProcess };

/** Starts `node server/main.ts` on the build with the given DATA_DIR and extra environment. */
export function startServer(opts: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Run another checkout's server (bench/baseline.ts) on this build. */
  cwd?: string;
}): Promise<ServerProcess> {
  return startServerProcess(
    {
      DATA_DIR: opts.dataDir,
      BUILD_DIR: resolve('build/client'),
      COOKIE_SECRET,
      LEAD_RATE_LIMIT: '1000000',
      ...opts.env,
    },
    { port: opts.port, cwd: opts.cwd },
  );
}

export type BenchServer = { server: ServerProcess; dataDir: string; headers: Record<string, string> };

/**
 * The server on a throwaway DATA_DIR, with a lead session's headers, for `use`; stopped and the
 * directory removed after.
 */
export async function withServer<T>(
  opts: { name: string; env?: Record<string, string> },
  use: (s: BenchServer) => Promise<T>,
): Promise<T> {
  const dataDir = tempDir(opts.name);
  const server = await startServer({ dataDir, env: opts.env });
  try {
    return await use({ server, dataDir, headers: await leadSession(server.url) });
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
}

/** An SMTP server in this process that counts every message by Message-ID; can go down and up. */
export class MailSink {
  port = 0;
  received = 0;
  byMessageId = new Map<string, number>();
  private sink: SmtpSink | undefined;

  async up(): Promise<void> {
    this.sink = await startSmtpSink({
      port: this.port,
      closeTimeoutMs: 200,
      onMessage: (raw) => {
        const head = raw.toString('utf8').split(/\r?\n\r?\n/)[0] ?? '';
        const id = head.match(/^message-id:\s*(.+)$/im)?.[1]?.trim() ?? `no-id-${this.received}`;
        this.received += 1;
        this.byMessageId.set(id, (this.byMessageId.get(id) ?? 0) + 1);
      },
    });
    this.port = this.sink.port;
  }

  /** Stops listening and drops open connections: the mail server is down. */
  async down(): Promise<void> {
    const sink = this.sink;
    this.sink = undefined;
    await sink?.close();
  }

  /** Whether the mail with this Message-ID (as the outbox stores it) arrived. */
  delivered(messageId: string): boolean {
    const t = messageId.trim();
    return this.byMessageId.has(t.startsWith('<') ? t : `<${t}>`);
  }

  /** Mails that arrived more than once. */
  duplicates(): number {
    return [...this.byMessageId.values()].filter((n) => n > 1).length;
  }
}

// ---------- HTTP load ----------

export function agent(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request over a keep-alive agent; rejects on a network error (reset, refused). */
export function request(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  return new Promise((res, rej) => {
    const req = (url.startsWith('https:') ? https : http).request(
      url,
      {
        // https: the topology benchmark's nginx has a certificate made a moment ago.
        rejectUnauthorized: false,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: opts.agent,
        timeout: opts.timeoutMs ?? 15_000,
      },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          res({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }),
        );
        r.on('error', rej);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', rej);
    if (opts.body !== undefined) req.end(opts.body);
    else req.end();
  });
}

export type LoadResult = {
  requests: number;
  errors: number;
  statuses: Map<number, number>;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  /** Sorted, in ms. */
  latencies: number[];
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/**
 * Closed-loop load: `connections` workers each send the next request as soon as the previous one
 * answered, until `seconds` elapsed or `maxRequests` were sent. Latencies in ms.
 */
export async function load(opts: {
  connections: number;
  seconds: number;
  maxRequests?: number;
  next: (i: number) => { url: string; method?: string; headers?: Record<string, string>; body?: string };
  onAnswer?: (i: number, a: Answer) => void;
  onError?: (i: number, err: Error) => void;
  stop?: () => boolean;
  /** Default: a keep-alive http.Agent with `connections` sockets. */
  agent?: http.Agent;
}): Promise<LoadResult> {
  const ag = opts.agent ?? agent(opts.connections);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  const max = opts.maxRequests ?? Number.POSITIVE_INFINITY;
  async function worker() {
    while (performance.now() < end && sent < max && !opts.stop?.()) {
      const i = sent++;
      const r = opts.next(i);
      const t = performance.now();
      try {
        const a = await request(r.url, { ...r, agent: ag });
        latencies.push(performance.now() - t);
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        bytes += a.body.length;
        opts.onAnswer?.(i, a);
      } catch (err) {
        errors++;
        opts.onError?.(i, err as Error);
        await sleep(20); // a refused connection answers at once; do not spin
      }
    }
  }
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  ag.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    statuses,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bytes,
    latencies,
  };
}

/** Adds up several load runs of the same target into one result. */
export function combine(results: LoadResult[]): LoadResult {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const r of results) for (const [s, n] of r.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
  const seconds = results.reduce((t, r) => t + r.seconds, 0);
  return {
    requests: latencies.length,
    errors: results.reduce((t, r) => t + r.errors, 0),
    statuses,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bytes: results.reduce((t, r) => t + r.bytes, 0),
    latencies,
  };
}

// ---------- the lead API ----------

/**
 * A lead client's headers: GET /api/csrf and send both cookies and the token back, as the browser
 * would, with its Origin unless `origin: false`. Over node:http(s) rather than fetch(), which
 * refuses the topology benchmark's self-signed certificate; `agent` for a keep-alive front.
 */
export async function leadSession(
  baseURL: string,
  opts: { agent?: http.Agent; origin?: boolean } = {},
): Promise<Record<string, string>> {
  const res = await request(`${baseURL}/api/csrf`, { agent: opts.agent });
  if (res.status !== 204) throw new Error(`GET /api/csrf answered ${res.status}`);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return {
    'content-type': 'application/json',
    cookie: cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(token),
    ...(opts.origin === false ? {} : { origin: baseURL }),
  };
}

/** The availability lead that bench/lead-throughput.ts and bench/lead-pages.ts post again and again
 * (without the consent version, which each tree reads from its own content/consent.ts). */
export const benchLead = {
  name: 'Bench Mark',
  email: 'bench@example.com',
  address: '1 Loop Rd',
  city: 'Localhost',
  zipCode: '30301',
  contact: '(404) 555-0100',
  page: '/service/tv',
};

/** A valid lead of each kind in turn, unique per index. */
export function validLead(i: number): { path: string; body: Record<string, unknown> } {
  const who = { name: `Bench Visitor ${i}`, email: `bench.${i}@example.com` };
  switch (i % 3) {
    case 0:
      return {
        path: '/api/send-contact-email',
        body: { ...who, subject: 'Question', comment: `Benchmark lead ${i}`, page: '/contact-us' },
      };
    case 1:
      return {
        path: '/api/send-contact-email',
        body: {
          ...who,
          zipCode: '80202',
          contact: '(303) 555-0142',
          city: 'Denver',
          page: '/service/tv',
          consentVersion: currentConsent.version,
        },
      };
    default:
      return {
        path: '/api/send-package-email',
        body: {
          ...who,
          mbps: '120',
          packageTitle: 'Internet + TV Box',
          packageDescription: ['120 Mbps download', '200+ channels'],
          price: '$69.99',
          planDuration: 'One Month',
          recommendation: true,
          zipCode: '80202',
          contact: '303-555-0142',
          page: '/',
          consentVersion: currentConsent.version,
        },
      };
  }
}

/**
 * Closed-loop lead load: validLead(i) POSTed to `base` with `headers` (a CSRF session's) from
 * `connections` workers, as load() runs them. The ids answered 201 are pushed to `ids` as they come.
 */
export async function loadLeads(opts: {
  base: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  stop?: () => boolean;
  agent?: http.Agent;
  ids?: string[];
}): Promise<{ result: LoadResult; ids: string[] }> {
  const ids = opts.ids ?? [];
  const result = await load({
    connections: opts.connections,
    seconds: opts.seconds,
    stop: opts.stop,
    agent: opts.agent,
    next: (i) => {
      const lead = validLead(i);
      return {
        url: opts.base + lead.path,
        method: 'POST',
        headers: opts.headers,
        body: JSON.stringify(lead.body),
      };
    },
    onAnswer: (_i, a) => {
      if (a.status === 201) ids.push(JSON.parse(a.body.toString()).id);
    },
  });
  return { result, ids };
}

// ---------- the database, read directly ----------

export function openDb(dataDir: string): DatabaseSync {
  return new DatabaseSync(join(dataDir, 'site.db'), { readOnly: true });
}

export function count(db: DatabaseSync, sql: string, ...params: (string | number)[]): number {
  // all(), not get(): get() leaves the statement unfinished, and an unfinished statement keeps its
  // read transaction (an old WAL snapshot) open, so later counts on this connection can miss
  // rows committed meanwhile.
  const row = db.prepare(sql).all(...params)[0] as Record<string, number> | undefined;
  return Number(Object.values(row ?? {})[0] ?? 0);
}

// ---------- output ----------

export function fmt(n: number, digits = 0): string {
  return Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
}

export function printTable(rows: Row[]): void {
  const header = ['benchmark', 'measure', 'ours', 'peer', 'ratio', 'bar', 'result'];
  const cells = rows.map((r) => [
    r.bench,
    r.measure,
    r.ours,
    r.peer ?? '',
    r.ratio ?? '',
    r.bar ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
}

/** For a bench file run on its own: print its rows and exit 1 when one failed its bar. */
export async function runStandalone(run: () => Promise<Row[]>): Promise<void> {
  const rows = await run();
  console.log('');
  printTable(rows);
  process.exit(rows.some((r) => r.ok === false) ? 1 : 0);
}
