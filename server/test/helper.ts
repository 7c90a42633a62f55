// Helpers for the integration tests (the shape of fastify/demo's test/helper.ts): a config
// pointing at temporary directories; build() for tests that need no socket (app.inject, wrapped
// as fetch() so assertions read Responses); startServer() on a random loopback port only for
// process-level behaviour (keep-alive, shutdown, outages).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type ChildProcess, freePort, node, runProcess, spawnProcess } from '../../scripts/processes.ts';
import { startSmtpSink } from '../../scripts/sinks.ts';
import { type App, type BuildOptions as AppBuildOptions, buildApp } from '../app.ts';
import { systemClock } from '../shared/clock.ts';

/** buildApp's options; the clock is the real time unless a test passes its own. */
export type BuildOptions = Partial<AppBuildOptions>;

export type { App };

import type { SoftAuthenticator } from '../console/soft-authenticator.ts';
import type { Db } from '../db/database.ts';
import { Outbox } from '../outbox/outbox.ts';
import { type Config, loadConfig } from '../shared/config.ts';

/** An outbox of MAIL_FROM without webhook endpoints, for tests that queue mail outside an app. */
export function mailOutbox(mailFrom = 'website@example.com'): Outbox {
  return new Outbox({ mailFrom, webhooks: undefined });
}

/**
 * The app's configuration as the server would parse it from this environment (server/shared/config.ts,
 * so defaults live in one place), with what tests need instead: a temporary DATA_DIR, a fixed
 * cookie secret, no build, silent logs, the worker off, limits out of the way, a fast outbox.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'homewire-test-'));
  const config = loadConfig({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    BUILD_DIR: join(dataDir, 'no-build'),
    LEAD_RATE_LIMIT: '1000',
    MAX_CONNECTIONS_PER_CLIENT: '0',
    WORKER: 'false',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '50',
    OUTBOX_BASE_DELAY_MS: '100',
    OUTBOX_MAX_DELAY_MS: '1000',
    OUTBOX_MAX_ATTEMPTS: '5',
    OUTBOX_LEASE_MS: '10000',
  });
  // The site origin the tests name (http://localhost:3000, implicit like a default install's),
  // while the server itself listens on any free port.
  return { ...config, port: 0, ...overrides };
}

export type Running = { app: App; url: string; close: () => Promise<void> };

/** The app from a test config, ready and not listening. Close it; remove config.dataDir after. */
export async function build(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = await buildApp(config, { now: systemClock, ...options });
  await app.ready();
  return app;
}

type InjectInit = { method?: string; headers?: Record<string, string>; body?: string };

/** fetch() without a socket: the request goes through app.inject, the answer is a Response. */
export function injectFetch(app: App) {
  return async (path: string, init: InjectInit = {}): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: init.headers,
      payload: init.body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || init.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

export async function startServer(config: Config, options: BuildOptions = {}): Promise<Running> {
  const app = await buildApp(config, { now: systemClock, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// A real SMTP server in the test process, and just enough MIME decoding to read what nodemailer
// sends (mailparser cannot be installed here).

export type ReceivedMail = {
  raw: string;
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  rcptTo: string[];
};

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const str = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < str.length; i++) {
    if (str[i] === '=' && /^[0-9A-F]{2}$/i.test(str.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(str.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(str[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _cs, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, m.index)), body: raw.slice(m.index + m[0].length) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const enc = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(raw: string, rcptTo: string[] = []): ReceivedMail {
  const top = splitPart(raw);
  const out = { text: '', html: '' };
  const visit = (headers: Map<string, string>, body: string) => {
    const type = headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        const p = splitPart(part.replace(/^\r?\n/, ''));
        visit(p.headers, p.body);
      }
    } else if (type.toLowerCase().startsWith('text/html')) out.html += decodeBody(headers, body);
    else if (type.toLowerCase().startsWith('text/plain')) out.text += decodeBody(headers, body);
  };
  visit(top.headers, top.body);
  return {
    raw,
    headers: top.headers,
    subject: decodeWords(top.headers.get('subject') ?? ''),
    messageId: top.headers.get('message-id') ?? '',
    text: out.text,
    html: out.html,
    rcptTo,
  };
}

export type TestSmtp = { port: number; url: string; received: ReceivedMail[]; close: () => Promise<void> };

/** Starts an SMTP server on 127.0.0.1 (port 0 = any free port) that keeps every message. */
export async function startSmtp(port = 0, received: ReceivedMail[] = []): Promise<TestSmtp> {
  const sink = await startSmtpSink({
    port,
    onMessage: (raw, rcptTo) => received.push(parseMail(raw.toString('utf8'), rcptTo)),
  });
  return { ...sink, received };
}

export { freePort };

// ---------------------------------------------------------------------------------------------
// A browser-like API client: fetches the CSRF cookie pair first, then sends it back.

export class ApiClient {
  readonly base: string;
  cookies = new Map<string, string>();

  constructor(base: string) {
    this.base = base;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get token(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  async csrf(): Promise<Response> {
    const res = await fetch(`${this.base}/api/csrf`, { headers: { cookie: this.cookieHeader() } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = (pair ?? '').indexOf('=');
      this.cookies.set((pair ?? '').slice(0, i), (pair ?? '').slice(i + 1));
    }
    return res;
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    if (!this.cookies.size) await this.csrf();
    return fetch(this.base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: this.cookieHeader(),
        'x-xsrf-token': this.token,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
}

/** A browser-like console client: keeps every cookie the server sets (CSRF pair, session) and forgets cleared ones. */
export class ConsoleClient extends ApiClient {
  keep(res: Response): Response {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, i);
      const value = (pair ?? '').slice(i + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  async get(path: string): Promise<Response> {
    return this.keep(await fetch(this.base + path, { headers: { cookie: this.cookieHeader() } }));
  }
  override async post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.keep(await super.post(path, body, headers));
  }
  async put(path: string, body: unknown): Promise<Response> {
    if (!this.cookies.size) await this.csrf();
    return this.keep(
      await fetch(this.base + path, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          cookie: this.cookieHeader(),
          'x-xsrf-token': this.token,
        },
        body: JSON.stringify(body),
      }),
    );
  }
  get session(): string | undefined {
    return this.cookies.get('admin_session');
  }

  /** Enrolls a passkey with the invitation link's token (as the enrollment page does); signed in after. */
  async enroll(link: string, key: SoftAuthenticator): Promise<Response> {
    const token = link.split('#token=')[1] as string;
    const opt = await this.post('/api/admin/auth/enroll/options', { token });
    const { challengeId, options } = await opt.json();
    return this.post('/api/admin/auth/enroll/verify', {
      token,
      challengeId,
      response: key.register(options),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Database backends: SQLite always; PostgreSQL when TEST_DATABASE_URL names a server where we may
// create throwaway databases.

export type Backend = { name: 'sqlite' | 'postgres'; enabled: boolean; skipReason?: string };

export const backends: Backend[] = [
  { name: 'sqlite', enabled: true },
  {
    name: 'postgres',
    enabled: Boolean(process.env.TEST_DATABASE_URL),
    skipReason:
      'skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:55432/postgres) to run against PostgreSQL',
  },
];

/** A fresh database for one suite: undefined for SQLite (a new DATA_DIR is enough), or a new PG database. */
export async function freshDatabaseUrl(
  backend: Backend,
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (backend.name === 'sqlite') return { url: undefined, drop: async () => {} };
  return createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
}

/**
 * A new, empty database on the PostgreSQL server at `admin` (a URL of a role that may create
 * databases), named `<prefix>_<time>_<random>`: its URL, and drop() to remove it.
 */
export async function createPostgresDatabase(
  admin: string,
  prefix = 'homewire_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** One describe per backend, named "<title> on <backend>" (PostgreSQL skipped, and says why, without TEST_DATABASE_URL). */
export function describeOnBackends(title: string, suite: (backend: Backend) => void): void {
  for (const backend of backends) {
    describe.skipIf(!backend.enabled)(
      `${title} on ${backend.name}${backend.enabled ? '' : ` (${backend.skipReason})`}`,
      () => suite(backend),
    );
  }
}

/**
 * `it` for a test inside a per-backend suite that never reads or writes the database (cookies, request
 * validation, content served from modules, the route table): it is declared on SQLite only, so it runs
 * once however many backends the suite runs on. On the other backends the test does not exist.
 */
export function itOnce(backend: Backend): typeof it {
  if (backend.name === 'sqlite') return it;
  const absent = () => {};
  absent.each = () => absent;
  return absent as unknown as typeof it;
}

/** Build options that keep the app's log lines (JSON, one a line) in `lines`. */
export function logTo(lines: string[]): BuildOptions {
  return { logStream: { write: (line: string) => void lines.push(line) } };
}

/** A test config on a fresh database of `backend`; remove() drops the database and removes DATA_DIR. */
export async function freshConfig(
  backend: Backend,
  overrides: Partial<Config> = {},
): Promise<{ config: Config; remove: () => Promise<void> }> {
  const db = await freshDatabaseUrl(backend);
  const config = testConfig({ databaseUrl: db.url, ...overrides });
  return {
    config,
    remove: async () => {
      await db.drop();
      removeDir(config.dataDir);
    },
  };
}

export type StartedServer = { server: Running; config: Config; stop: () => Promise<void> };

/** The app listening on a fresh database of `backend`; stop() closes it and removes database and DATA_DIR. */
export async function startOnFreshDatabase(
  backend: Backend,
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<StartedServer> {
  const { config, remove } = await freshConfig(backend, overrides);
  const server = await startServer(config, options);
  return {
    server,
    config,
    stop: async () => {
      await server.close();
      await remove();
    },
  };
}

/**
 * The suite's server: started on a fresh database in a beforeAll (after the suite's earlier hooks,
 * so `setup` may use what they started), stopped and removed in an afterAll. `setup` gives the
 * config overrides and build options.
 */
export function serverForSuite(
  backend: Backend,
  setup: () => { config?: Partial<Config>; options?: BuildOptions } = () => ({}),
) {
  let started: StartedServer | undefined;
  beforeAll(async () => {
    const { config, options } = setup();
    started = await startOnFreshDatabase(backend, config, options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const get = () => {
    if (!started) throw new Error('the suite server is not started (used outside a test?)');
    return started;
  };
  return {
    get server(): Running {
      return get().server;
    },
    get config(): Config {
      return get().config;
    },
    get url(): string {
      return get().server.url;
    },
    db: () => get().server.app.database.db,
  };
}

/**
 * The suite's app without a socket (app.inject; injectFetch for Responses), built on a fresh
 * database of `backend` in a beforeAll and closed and removed in an afterAll: the shape of
 * serverForSuite for suites that need no process-level behaviour.
 */
export function appForSuite(backend: Backend, overrides: () => Partial<Config> = () => ({})) {
  let built: { app: App; remove: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const fresh = await freshConfig(backend, overrides());
    built = { app: await build(fresh.config), remove: fresh.remove };
  });
  afterAll(async () => {
    await built?.app.close();
    await built?.remove();
  });
  const app = (): App => {
    if (!built) throw new Error('the suite app is not built (used outside a test?)');
    return built.app;
  };
  return { app, db: (): Db => app().database.db, fetch: (path: string) => injectFetch(app())(path) };
}

/** Moves a lead's creation back in time, for the rules that go by a lead's age (repeats, retention). */
export async function backdateLead(db: Db, id: string, createdAt: string | Date): Promise<void> {
  const at = typeof createdAt === 'string' ? createdAt : createdAt.toISOString();
  await db.updateTable('leads').set({ created_at: at }).where('id', '=', id).execute();
}

/** The token of the newest privacy confirmation mail in the outbox (to `recipient`, when given). */
export async function privacyConfirmToken(db: Db, recipient?: string): Promise<string> {
  const mail = await db
    .selectFrom('outbox')
    .select('text_body')
    .where('kind', '=', 'privacy-confirm')
    .$if(recipient !== undefined, (q) => q.where('recipient', '=', recipient as string))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /confirm\?token=([\w-]+)/.exec(mail.text_body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in the mail: ${mail.text_body}`);
  return token;
}

/** The moment `days` days before now. */
export const daysAgo = (days: number): Date => new Date(Date.now() - days * 86_400_000);

export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 20_000, intervalMs = 50, what = 'condition' } = {},
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Lead POSTs from `lanes` loops sharing one CSRF session, the i-th with body(i), until `until()`
 * says so (asked before each) or a callback returns false for its lane. `onAnswer` reads each
 * answer; `onError` gets what failed: no answer (refused, reset), or an error `onAnswer` threw.
 */
export async function postLeads(
  url: string,
  opts: {
    lanes: number;
    body: (i: number) => Record<string, unknown>;
    onAnswer: (res: Response) => Promise<boolean>;
    onError: (err: unknown) => boolean;
    until?: () => boolean;
    pauseMs?: number;
  },
): Promise<void> {
  const client = new ApiClient(url);
  await client.csrf();
  let n = 0;
  await Promise.all(
    Array.from({ length: opts.lanes }, async () => {
      while (!opts.until?.()) {
        const i = n++;
        try {
          if (!(await opts.onAnswer(await client.post('/api/send-contact-email', opts.body(i))))) return;
        } catch (err) {
          if (!opts.onError(err)) return;
        }
        if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
      }
    }),
  );
}

/** Runs `node …args` (an operator tool) with PATH and `env` only; resolves with its exit code and output. */
export function runNode(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runProcess(node(...args), { env, baseEnv: 'clean' });
}

// ---------------------------------------------------------------------------------------------
// The real process entry (server/main.ts) as a child process.

export type ServerProcess = {
  child: ChildProcess;
  listening: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
};

/** Starts the server (or `command`) with PATH, HOME and `env` only; `listening` is its logged address. */
export async function spawnServerProcess(
  env: Record<string, string>,
  command: string[] = node('server/main.ts'),
): Promise<ServerProcess> {
  const p = spawnProcess(command, { env, baseEnv: 'clean' });
  const listening = p
    .waitForOutput(/listening on (http:\/\/[^"\s]+)/, 10 * 60_000)
    .then((m) => m[1] as string);
  listening.catch(() => {}); // awaited by the callers that expect a start
  return { child: p.child, listening, exited: p.exited, output: p.output };
}
