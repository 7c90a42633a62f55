// `npm run test:topology` (issue 17): the scale-out deployment on this machine, all on loopback.
// A throwaway PostgreSQL cluster, Redis (Debian's redis-server, no persistence), two app servers
// (WORKER=false), two outbox workers (`server/worker.ts`), a real SMTP server, and nginx running
// deploy/nginx/homewire.conf (only its ${…} paths and ports substituted) with a self-signed
// certificate made by openssl now. Everything below goes over HTTPS through nginx.
//
// The servers run the real build (npm run build first; npm test does), which each releases into
// the shared DATA_DIR/site at start and nginx serves from there (decision 089).
// Checks, in order: TLS/HTTP2/redirect/HSTS/assets; pages served by nginx from the build with
// their CSP; the lead limit shared across both servers; an editor's publish served by both servers
// and by nginx after its reload, and the rollback (issue 38); the live inbox (a lead sent to one server
// on a console's event stream connected to the other within 2 s); who views a lead (two tabs on
// different servers hear each other come and go within 2 s); an app server and a worker
// SIGKILLed under load; Redis stopped for 10 s under load; PostgreSQL restarted under load. Then: every lead
// answered 201 is stored, and mailed (duplicates reported); last, every app server stopped and the
// pages still answered. Which app server answered is read from the answer (X-Served-By, each
// server's INSTANCE_NAME), never from log lines. Exits 1 on the first failed check; stops
// everything it started in any case.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { inlineScriptHashes } from '../server/plugins/external/static.ts';
import { type ReceivedMail, startSmtp } from '../server/test/helper.ts';
import { startNginxSite } from './nginx-site.ts';
import { type ChildProcess, freePort, node, spawnProcess } from './processes.ts';
import { requirePostgresAndRedis } from './system-deps.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Pages of the build checked through nginx: the home page and a deep provider page. */
const PAGES = ['/', '/service/tv/provider-detail/xfinity'] as const;
/** The build (npm run build): the servers render a publish with its server bundle. */
const BUILD = resolve(ROOT, 'build/client');
/** The page a publish changes (the first package's price of its provider-packages document). */
const PUBLISHED_PAGE = '/service/internet/provider-detail/xfinity';
const fileOf = (path: string) => join(BUILD, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const LIMIT = 5;
const started = Date.now();
const log = (msg: string) => console.log(`[topology ${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanup() {
  for (const c of cleanups.splice(0).reverse()) {
    try {
      await c();
    } catch (err) {
      console.error('cleanup:', err);
    }
  }
}
// Bounded: the whole run, whatever happens, stops after 8 minutes.
const watchdog = setTimeout(async () => {
  console.error('topology test: timed out after 8 minutes');
  await cleanup();
  process.exit(1);
}, 8 * 60_000);

// ---------------------------------------------------------------------------------------------
// Processes

type Proc = { name: string; child: ChildProcess; out: () => string; alive: () => boolean };
const procs: Proc[] = [];

function startProc(name: string, args: string[], env: Record<string, string>): Proc {
  const spawned = spawnProcess(node(...args), { cwd: ROOT, env, baseEnv: 'clean' });
  const p = { name, child: spawned.child, out: spawned.output, alive: spawned.alive };
  procs.push(p);
  cleanups.push(() => spawned.stop('SIGTERM', 5000));
  return p;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function httpGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((res, rej) => {
    const req = httpRequest(url, (r) => {
      let body = '';
      r.on('data', (d) => {
        body += d;
      });
      r.on('end', () => res({ status: r.statusCode ?? 0, body }));
    });
    req.on('error', rej);
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// An HTTPS client through nginx. Each simulated visitor connects from its own loopback address
// (127.x.y.z), which is what nginx puts in X-Forwarded-For and so what the limit counts.

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
let httpsPort = 0;
let csrf = { cookie: '', token: '' };

function https(
  method: string,
  path: string,
  opts: { from?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((res, rej) => {
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        method,
        localAddress: opts.from,
        rejectUnauthorized: false,
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...opts.headers,
        },
      },
      (r) => {
        let text = '';
        r.on('data', (d) => {
          text += d;
        });
        r.on('end', () => res({ status: r.statusCode ?? 0, headers: r.headers, body: text }));
      },
    );
    req.on('error', rej);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

let clientNo = 0;
/** A fresh visitor address, never the same twice: 127.1.0.1 … 127.1.0.254, 127.1.1.1, … */
function newClient(): string {
  const n = clientNo++;
  return `127.1.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
}

/** The app server that gave an answer (its INSTANCE_NAME), or undefined: nginx answered itself. */
const servedBy = (a: Answer) => a.headers['x-served-by'] as string | undefined;

type Sent = { name: string; status: number; id?: string; error?: string; servedBy?: string };
const sent: Sent[] = [];
let leadNo = 0;

async function postLead(from: string): Promise<Sent> {
  const n = ++leadNo;
  const name = `Topology Lead ${n}`;
  let s: Sent;
  try {
    const r = await https('POST', '/api/send-contact-email', {
      from,
      body: { name, email: `lead${n}@example.com`, subject: 'Topology', comment: `Lead number ${n}.` },
      headers: { cookie: csrf.cookie, 'x-xsrf-token': csrf.token },
    });
    s = {
      name,
      status: r.status,
      id: r.status === 201 ? JSON.parse(r.body).id : undefined,
      servedBy: servedBy(r),
    };
  } catch (err) {
    s = { name, status: 0, error: (err as Error).message };
  }
  sent.push(s);
  return s;
}

/**
 * Lead load: `concurrency` visitors at a time, each posting up to LIMIT leads (never over its
 * limit), until `stop()` says so or `total` leads were sent. Returns what this load sent.
 */
async function load(opts: { total?: number; concurrency: number; stop?: () => boolean }): Promise<Sent[]> {
  const mine: Sent[] = [];
  let budget = opts.total ?? Number.POSITIVE_INFINITY;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (budget > 0 && !opts.stop?.()) {
        const from = newClient();
        for (let i = 0; i < LIMIT && budget > 0 && !opts.stop?.(); i++) {
          budget--;
          mine.push(await postLead(from));
        }
      }
    }),
  );
  return mine;
}

const tally = (xs: Sent[]) => {
  const t: Record<string, number> = {};
  for (const x of xs) t[x.status] = (t[x.status] ?? 0) + 1;
  return JSON.stringify(t);
};

// ---------------------------------------------------------------------------------------------

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'homewire-topology-'));
  chmodSync(dir, 0o755);
  nginxErrorLog = join(dir, 'nginx-error.log');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

  // PostgreSQL, Redis, SMTP.
  const { pg: pgc, redis } = await requirePostgresAndRedis(cleanups);
  const received: ReceivedMail[] = [];
  const smtp = await startSmtp(0, received);
  cleanups.push(() => smtp.close());
  log(`PostgreSQL ${pgc.url}, Redis ${redis.url}, SMTP ${smtp.url}`);

  // The build as `npm run build` leaves it (the servers release it into DATA_DIR/site at start,
  // with nginx's include, and render publishes with its server bundle).
  if (!existsSync(join(BUILD, 'index.html')) || !existsSync(join(BUILD, '..', 'server', 'index.js')))
    throw new Error('No build: run `npm run build` first (npm test does).');
  const build = BUILD;

  // App servers and workers.
  const appPorts = [await freePort(), await freePort()];
  const common = {
    DATABASE_URL: pgc.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    COOKIE_SECRET: 'topology-cookie-secret-0123456789abcdefghij',
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'info',
  };
  const serverEnv = (port: number, name: string) => ({
    ...common,
    INSTANCE_NAME: name,
    PORT: String(port),
    HOST: '127.0.0.1',
    WORKER: 'false',
    TRUST_PROXY: '1',
    LEAD_RATE_LIMIT: String(LIMIT),
    BUILD_DIR: build,
    SITE_URL: 'https://localhost',
  });
  const workerEnv = {
    ...common,
    OUTBOX_POLL_MS: '100',
    OUTBOX_LEASE_MS: '10000',
    OUTBOX_BASE_DELAY_MS: '200',
  };
  const servers = appPorts.map((p, i) =>
    startProc(`server ${i + 1}`, ['server/main.ts'], serverEnv(p, `server-${i + 1}`)),
  );
  // One server first: it runs the migrations; then the second.
  await until(
    'server 1',
    async () => (await httpGet(`http://127.0.0.1:${appPorts[0]}/readyz`)).status === 200,
    30_000,
  );
  await until(
    'server 2',
    async () => (await httpGet(`http://127.0.0.1:${appPorts[1]}/readyz`)).status === 200,
    30_000,
  );
  const workers = [1, 2].map((i) => startProc(`worker ${i}`, ['server/worker.ts'], workerEnv));

  // nginx with the deploy file.
  const nginx = await startNginxSite({
    dir,
    siteDir: join(dir, 'data', 'site'),
    appPorts: [appPorts[0] as number, appPorts[1] as number],
  });
  cleanups.push(nginx.stop);
  httpsPort = nginx.httpsPort;
  const httpPort = nginx.httpPort;
  await until('nginx', async () => (await https('GET', '/healthz')).status === 200);
  log(`nginx https://127.0.0.1:${httpsPort} → servers on ${appPorts.join(', ')}`);

  // --- The front: redirect, HSTS, HTTP/2, assets.
  const redirect = await httpGet(`http://127.0.0.1:${httpPort}/compare?x=1`).catch(() => undefined);
  assert.equal(redirect?.status, 301, 'plain HTTP is redirected');
  const ready = await https('GET', '/readyz');
  assert.equal(ready.status, 200);
  assert.equal(JSON.parse(ready.body).redis, 'up', '/readyz reports Redis up');
  assert.equal(
    ready.headers['strict-transport-security'],
    'max-age=63072000; includeSubDomains',
    'one HSTS header',
  );
  const asset = readdirSync(join(build, 'assets')).find(
    (f) => f.endsWith('.js') && existsSync(join(build, 'assets', `${f}.gz`)),
  );
  const js = await https('GET', `/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(js.status, 200);
  assert.equal(js.headers['content-encoding'], 'gzip', 'the precompressed .gz is served');
  assert.match(String(js.headers['cache-control']), /immutable/);
  assert.equal((await https('GET', '/assets/missing.js')).status, 404);
  const h2 = await new Promise<number>((res, rej) => {
    const session = http2Connect(`https://127.0.0.1:${httpsPort}`, { rejectUnauthorized: false });
    session.on('error', rej);
    const req = session.request({ ':path': '/healthz' });
    req.on('response', (h) => {
      res(Number(h[':status']));
      session.close();
    });
    req.end();
  });
  assert.equal(h2, 200, 'HTTP/2');
  const big = await https('POST', '/api/send-contact-email', { body: { name: 'x'.repeat(40_000) } });
  assert.equal(big.status, 413, 'nginx refuses bodies over its limit');
  // …except a label file uploaded in the console (61 KB here): nginx passes it to the app, which
  // refuses it for want of a session, not nginx for its size.
  const label = await https('POST', '/api/admin/data/labels', {
    body: { name: 'labels.csv', csv: 'x'.repeat(61_000) },
  });
  assert.ok(
    label.status === 401 || label.status === 403,
    `a large label upload reaches the app (${label.status})`,
  );
  log('front: redirect, HSTS once, HTTP/2, gzip_static + immutable assets, body limit: ok');
  await checkPages('with both app servers up');
  assert.ok(servedBy(ready), '/readyz is answered by an app server (X-Served-By)');

  // CSRF pair, shared by every visitor (the cookie secret is the same on both servers).
  const c = await https('GET', '/api/csrf');
  const cookies = ([] as string[])
    .concat(c.headers['set-cookie'] ?? [])
    .map((s) => s.split(';')[0] as string);
  csrf = {
    cookie: cookies.join('; '),
    token: decodeURIComponent((cookies.find((s) => s.startsWith('XSRF-TOKEN=')) ?? '').split('=')[1] ?? ''),
  };

  // --- The limit holds across both servers.
  const visitor = newClient();
  const answers: Sent[] = [];
  for (let i = 0; i < 8; i++) answers.push(await postLead(visitor));
  const statuses = answers.map((a) => a.status);
  // A forged X-Forwarded-For changes nothing: nginx replaces it.
  const forged = await https('POST', '/api/send-contact-email', {
    from: visitor,
    body: { name: 'Forged', email: 'forged@example.com' },
    headers: { cookie: csrf.cookie, 'x-xsrf-token': csrf.token, 'x-forwarded-for': '203.0.113.7' },
  });
  assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429, 429, 429], 'sixth lead in a minute is 429');
  assert.equal(forged.status, 429, 'a forged X-Forwarded-For does not reset the count');
  // Which server gave each answer is in the answer. nginx takes turns, so both have refused by
  // now; if not (a server skipped after a failure), a few more from the same visitor, all 429.
  const refusedBy = answers.filter((a) => a.status === 429).map((a) => a.servedBy);
  refusedBy.push(servedBy(forged));
  for (let i = 0; i < 10 && !(refusedBy.includes('server-1') && refusedBy.includes('server-2')); i++) {
    const more = await postLead(visitor);
    assert.equal(more.status, 429, 'still over the limit');
    refusedBy.push(more.servedBy);
  }
  const per = ['server-1', 'server-2'].map((n) => refusedBy.filter((b) => b === n).length);
  assert.ok(
    answers.every((a) => a.servedBy === 'server-1' || a.servedBy === 'server-2'),
    `every lead answer names its server: ${answers.map((a) => a.servedBy).join(', ')}`,
  );
  assert.ok(
    per.every((n) => n > 0),
    `both servers answered 429 (${per.join(' / ')}, by X-Served-By)`,
  );
  log(`limit shared: ${statuses.join(' ')}; 429s answered by server-1 / server-2: ${per.join(' / ')}`);

  // --- The console's trust boundary through nginx: the path spelled another way (nginx passes the
  // URI on as sent) reaches the app's console scope and is refused without a session, read or write.
  for (const path of ['/api/%61dmin/operators', '/%61pi/admin/operators', '/api/adm%69n/leads']) {
    const read = await https('GET', path);
    assert.ok(read.status === 401 || read.status === 404, `GET ${path} without a session: ${read.status}`);
    assert.ok(!read.body.includes('@'), `GET ${path} reveals no operator or lead`);
  }
  const invite = await https('POST', '/api/%61dmin/operators', {
    body: { email: 'evil@attacker.test', role: 'admin' },
    headers: { cookie: csrf.cookie, 'x-xsrf-token': csrf.token },
  });
  assert.equal(invite.status, 401, 'an encoded-path invite without a session is refused');
  log('console through nginx: encoded spellings of /api/admin answer 401/404 without a session');

  // --- An editor publishes a price through nginx: both servers and nginx serve it; rollback.
  await checkPublish(pgc.url, appPorts as [number, number], nginx);

  const someLead = await checkLiveInbox(pgc.url, appPorts as [number, number]);
  await checkPresence(pgc.url, appPorts as [number, number], someLead);

  // --- SIGKILL one app server and one worker under load.
  const mailsBefore = received.length;
  let killedServer = false;
  let killedWorker = false;
  const killer = (async () => {
    await until('load under way', () => sent.length > 60, 60_000);
    (servers[0] as Proc).child.kill('SIGKILL');
    killedServer = true;
    log('SIGKILL server 1');
    await until('mail under way', () => received.length > mailsBefore + 20, 60_000);
    (workers[0] as Proc).child.kill('SIGKILL');
    killedWorker = true;
    log(`SIGKILL worker 1 (${received.length} mails so far)`);
  })();
  const phase1 = await load({ total: 240, concurrency: 8 });
  await killer;
  assert.ok(killedServer && killedWorker);
  const afterKill = phase1.slice(-40);
  assert.ok(
    afterKill.every((s) => s.status === 201),
    `nginx keeps serving through server 2: ${tally(afterKill)}`,
  );
  assert.ok(
    phase1.every((s) => [201, 502].includes(s.status)),
    `answers with a server killed: ${tally(phase1)}`,
  );
  log(`server + worker killed under load: ${tally(phase1)}`);
  // Bring server 1 back for the rest (the supervisor would).
  servers[0] = startProc(
    'server 1 (restarted)',
    ['server/main.ts'],
    serverEnv(appPorts[0] as number, 'server-1'),
  );
  await until(
    'server 1 back',
    async () => (await httpGet(`http://127.0.0.1:${appPorts[0]}/readyz`)).status === 200,
    30_000,
  );

  // --- Redis stopped for 10 s under load: leads still accepted.
  let redisDown = false;
  const redisPhase = (async () => {
    await sleep(1000);
    await redis.pause();
    const stoppedAt = Date.now();
    redisDown = true;
    log('Redis stopped');
    await until(
      'both servers see Redis down',
      async () => {
        const a = await httpGet(`http://127.0.0.1:${appPorts[0]}/readyz`);
        const b = await httpGet(`http://127.0.0.1:${appPorts[1]}/readyz`);
        return (
          a.status === 200 &&
          b.status === 200 &&
          JSON.parse(a.body).redis === 'down' &&
          JSON.parse(b.body).redis === 'down'
        );
      },
      9000,
    );
    await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
    await redis.resume();
    redisDown = false;
    log('Redis back');
  })();
  let redisDone = false;
  redisPhase.finally(() => {
    redisDone = true;
  });
  const phase2 = await load({ concurrency: 6, stop: () => redisDone });
  await redisPhase;
  assert.ok(!redisDown);
  assert.ok(
    phase2.every((s) => s.status === 201),
    `leads accepted while Redis was down: ${tally(phase2)}`,
  );
  assert.ok(
    servers.every((s) => s.out().includes('Redis unreachable')),
    'each server logged the Redis outage',
  );
  log(`Redis stopped 10 s under load: ${tally(phase2)} (readyz stayed 200 with redis "down")`);

  // --- PostgreSQL restarted under load: servers recover without a restart.
  let pgDone = false;
  const pgPhase = (async () => {
    await sleep(1000);
    log('PostgreSQL stopped (immediate), 3 s down');
    pgc.crash();
    await sleep(3000);
    pgc.restart();
    log('PostgreSQL back');
    await sleep(3000);
  })().finally(() => {
    pgDone = true;
  });
  const phase3 = await load({ concurrency: 6, stop: () => pgDone });
  await pgPhase;
  log(`PostgreSQL restarted under load: ${tally(phase3)}`);
  assert.ok(
    servers.every((s) => s.alive()),
    'no app server exited',
  );
  assert.ok(
    phase3.every((s) => s.status === 201 || s.status === 503),
    `during the outage every lead is answered 201 or 503 (Retry-After): ${tally(phase3)}`,
  );
  assert.ok((workers[1] as Proc).alive(), 'the surviving worker did not exit');
  for (const p of appPorts) {
    await until(
      `server on ${p} ready again`,
      async () => (await httpGet(`http://127.0.0.1:${p}/readyz`)).status === 200,
      20_000,
    );
  }
  const after = await load({ total: 20, concurrency: 4 });
  assert.ok(
    after.every((s) => s.status === 201),
    `leads after PostgreSQL came back: ${tally(after)}`,
  );

  // --- Every 201 stored; every stored lead mailed.
  const db = new pg.Client({ connectionString: pgc.url });
  await db.connect();
  cleanups.push(() => db.end());
  const ok = sent.filter((s) => s.status === 201 && s.id);
  const { rows } = await db.query<{ id: string; message_id: string }>(
    'select l.id, o.message_id from leads l left join outbox o on o.lead_id = l.id',
  );
  const stored = new Map(rows.map((r) => [r.id, r.message_id]));
  const missing = ok.filter((s) => !stored.has(s.id as string));
  assert.equal(
    missing.length,
    0,
    `leads answered 201 but not stored: ${missing.map((m) => m.name).join(', ')}`,
  );
  const messageIds = [...stored.values()];
  assert.ok(messageIds.every(Boolean), 'every stored lead has its outbox message');
  const norm = (id: string) => id.replace(/^<|>$/g, '');
  await until(
    'every stored lead mailed',
    () => {
      const got = new Set(received.map((m) => norm(m.messageId)));
      return messageIds.every((id) => got.has(norm(id)));
    },
    90_000,
  ).catch((err) => {
    const got = new Set(received.map((m) => norm(m.messageId)));
    throw new Error(
      `${err.message}: ${messageIds.filter((id) => !got.has(norm(id))).length} of ${messageIds.length} not delivered`,
    );
  });
  const counts = new Map<string, number>();
  for (const m of received) counts.set(norm(m.messageId), (counts.get(norm(m.messageId)) ?? 0) + 1);
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  log(
    `leads sent ${sent.length}, answered 201 ${ok.length}, stored ${stored.size}, mails received ${received.length} ` +
      `for ${counts.size} leads, duplicates ${duplicates} (a worker marks a batch of up to 20 sent in one write: SIGKILLed mid-batch, the batch's sent mail is sent again once its lease expires)`,
  );

  // --- Every app server stopped: nginx still serves the pages from the build.
  for (const s of servers) {
    const exited = new Promise((r) => s.child.once('exit', r));
    s.child.kill('SIGTERM');
    await exited;
  }
  log('every app server stopped');
  const api = await https('GET', '/api/csrf');
  assert.equal(api.status, 502, `the API is down with the app servers: ${api.status}`);
  await checkPages('with every app server stopped');
}

// ---------------------------------------------------------------------------------------------
// The live inbox across servers (issue 29): a console's event stream (GET /api/admin/events) open
// on each app server, and one through nginx; a lead sent through nginx (answered by one server)
// reaches the console connected to the other within 2 s, through PostgreSQL LISTEN/NOTIFY.

type Presence = { leadId: string; viewers: string[] };
type Stream = { leads: string[]; presence: Presence[]; ready: boolean; close: () => void };

/** A console's event stream; with `tab`, a tab's, which also hears who views the lead it views. */
function openStream(opts: { port: number; https?: boolean; cookie: string; tab?: string }): Stream {
  const s: Stream = { leads: [], presence: [], ready: false, close: () => {} };
  const onResponse = (r: import('node:http').IncomingMessage) => {
    let buf = '';
    r.setEncoding('utf8');
    r.on('data', (d: string) => {
      buf += d;
      for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (/^event: (ready|reset)$/m.test(block)) s.ready = true;
        const data = /^event: lead\ndata: (.*)$/m.exec(block)?.[1];
        if (data) s.leads.push((JSON.parse(data) as { leadId: string }).leadId);
        const seen = /^event: presence\ndata: (.*)$/m.exec(block)?.[1];
        if (seen) s.presence.push(JSON.parse(seen) as Presence);
      }
    });
  };
  const common = {
    host: '127.0.0.1',
    port: opts.port,
    path: opts.tab ? `/api/admin/events?tab=${opts.tab}` : '/api/admin/events',
    headers: { cookie: opts.cookie, accept: 'text/event-stream' },
  };
  const req = opts.https
    ? httpsRequest({ ...common, rejectUnauthorized: false, agent: false }, onResponse)
    : httpRequest(common, onResponse);
  req.on('error', () => {});
  req.end();
  s.close = () => req.destroy();
  return s;
}

/**
 * An operator (agent) with a session, written as the sign-in would (only the token's hash is
 * stored); its session cookie.
 */
async function operatorSession(
  pgUrl: string,
  id: string,
  role: 'agent' | 'editor' = 'agent',
): Promise<string> {
  const { hashToken, newToken } = await import('../server/console/operators.ts');
  const token = newToken();
  const now = Date.now();
  const db = new pg.Client({ connectionString: pgUrl });
  await db.connect();
  try {
    await db.query(
      'insert into operators (id, email, role, created_at, disabled_at) values ($1, $2, $3, $4, null)',
      [id, `${id}@topology.test`, role, new Date(now).toISOString()],
    );
    await db.query(
      'insert into sessions (token_hash, operator_id, created_at, last_seen_at, expires_at) values ($1, $2, $3, $3, $4)',
      [hashToken(token), id, new Date(now).toISOString(), new Date(now + 3_600_000).toISOString()],
    );
  } finally {
    await db.end();
  }
  return `__Host-admin_session=${token}`;
}

async function checkLiveInbox(pgUrl: string, appPorts: [number, number]): Promise<string> {
  const cookie = await operatorSession(pgUrl, 'topology-agent');
  const streams = {
    'server-1': openStream({ port: appPorts[0], cookie }),
    'server-2': openStream({ port: appPorts[1], cookie }),
    nginx: openStream({ port: httpsPort, https: true, cookie }),
  };
  try {
    await until('consoles connected to both servers and through nginx', () =>
      Object.values(streams).every((s) => s.ready),
    );
    const crossed = new Set<string>();
    const latencies: number[] = [];
    for (let i = 0; i < 6 && crossed.size < 2; i++) {
      const t = Date.now();
      const lead = await postLead(newClient());
      assert.equal(lead.status, 201, 'a lead for the live inbox');
      const by = lead.servedBy as 'server-1' | 'server-2';
      const other = by === 'server-1' ? 'server-2' : 'server-1';
      await until(
        `the lead answered by ${by} on the console connected to ${other} within 2 s`,
        () =>
          streams[other].leads.includes(lead.id as string) && streams.nginx.leads.includes(lead.id as string),
        2000,
      );
      latencies.push(Date.now() - t);
      crossed.add(by);
    }
    assert.equal(crossed.size, 2, 'leads answered by each server reached the console on the other');
    log(
      `live inbox: leads answered by each server reached a console on the other (and one through nginx) in ${latencies.join(', ')} ms (201 answer included)`,
    );
    return sent.findLast((l) => l.id)?.id as string;
  } finally {
    for (const s of Object.values(streams)) s.close();
  }
}

/** POST /api/admin/presence to one app server directly: this tab views `leadId` (null: none). */
function sayViewing(port: number, cookie: string, tab: string, leadId: string | null): Promise<number> {
  const body = JSON.stringify({ tab, leadId });
  return new Promise((res, rej) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/admin/presence',
        method: 'POST',
        headers: {
          cookie: `${cookie}; ${csrf.cookie}`,
          'x-xsrf-token': csrf.token,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (r) => {
        r.resume();
        r.on('end', () => res(r.statusCode ?? 0));
      },
    );
    req.on('error', rej);
    req.end(body);
  });
}

/**
 * Who views a lead, across servers (issue 36, decision 086): two agents' console tabs, each with
 * its stream and its views on a different app server; each tab hears that both view the lead
 * within 2 s, and the first hears the second leave within 2 s.
 */
async function checkPresence(pgUrl: string, appPorts: [number, number], leadId: string) {
  const ann = { id: 'topology-ann', tab: 'topology-tab-ann', port: appPorts[0], cookie: '' };
  const bob = { id: 'topology-bob', tab: 'topology-tab-bob', port: appPorts[1], cookie: '' };
  ann.cookie = await operatorSession(pgUrl, ann.id);
  bob.cookie = await operatorSession(pgUrl, bob.id);
  const streams = {
    ann: openStream({ port: ann.port, cookie: ann.cookie, tab: ann.tab }),
    bob: openStream({ port: bob.port, cookie: bob.cookie, tab: bob.tab }),
  };
  const heard = (s: Stream, viewers: string[]) =>
    s.presence.some((p) => p.leadId === leadId && [...p.viewers].sort().join() === viewers.join());
  try {
    await until('both tabs connected', () => streams.ann.ready && streams.bob.ready);
    assert.equal(
      await sayViewing(ann.port, ann.cookie, ann.tab, leadId),
      200,
      'ann views the lead (server-1)',
    );
    let t = Date.now();
    assert.equal(
      await sayViewing(bob.port, bob.cookie, bob.tab, leadId),
      200,
      'bob views the lead (server-2)',
    );
    const both = [ann.id, bob.id].sort();
    await until(
      'each tab hears both view the lead within 2 s',
      () => heard(streams.ann, both) && heard(streams.bob, both),
      2000,
    );
    const came = Date.now() - t;
    t = Date.now();
    // Only what ann hears after bob leaves counts: not an earlier message that named ann alone.
    const before = streams.ann.presence.length;
    assert.equal(await sayViewing(bob.port, bob.cookie, bob.tab, null), 200, 'bob leaves the lead');
    await until(
      "ann's tab (server-1) hears bob (server-2) leave within 2 s",
      () =>
        streams.ann.presence.slice(before).some((p) => p.leadId === leadId && p.viewers.join() === ann.id),
      2000,
    );
    log(
      `presence: two tabs on different servers each heard both view a lead in ${came} ms, and one heard the other leave in ${Date.now() - t} ms`,
    );
  } finally {
    for (const s of Object.values(streams)) s.close();
  }
}

/**
 * Issue 38: an editor changes a package price and publishes it through nginx (one server takes
 * it and renders the page); the other server serves it after its next sync, and nginx, reloaded
 * as deploy/systemd/homewire-nginx-reload.path does when DATA_DIR/site/current changes, serves
 * the new page itself with its own CSP. Then a rollback to the seed, seen the same three ways; and
 * an internet provider added, its new page served the three ways, then taken off again.
 */
async function checkPublish(
  pgUrl: string,
  appPorts: [number, number],
  nginx: { reload: () => Promise<void> },
): Promise<void> {
  const editor = await operatorSession(pgUrl, 'topology-editor', 'editor');
  const headers = { cookie: `${csrf.cookie}; ${editor}`, 'x-xsrf-token': csrf.token };
  const doc = '/api/admin/content/documents/provider-packages/en/internet/xfinity';
  const read = await https('GET', doc, { headers });
  assert.equal(read.status, 200, `the editor reads the document: ${read.status} ${read.body}`);
  const current = JSON.parse(read.body) as {
    draft: { rev: number; data: { packages: { price: string }[]; samplePricing: boolean } };
  };
  const seedPrice = current.draft.data.packages[0]?.price;
  const [first, ...rest] = current.draft.data.packages;
  const data = { ...current.draft.data, packages: [{ ...first, price: '$12.34' }, ...rest] };
  const saved = await https('PUT', doc, { headers, body: { data, rev: current.draft.rev } });
  assert.equal(saved.status, 200, `the draft is saved: ${saved.body}`);

  /** Publish (or roll back), then wait until both servers and nginx serve the page that `shows`. */
  async function servedEverywhere(
    what: string,
    request: () => Promise<Answer>,
    shows: (page: string) => boolean,
    path = PUBLISHED_PAGE,
  ) {
    const t0 = Date.now();
    const done = await request();
    assert.equal(done.status, 200, `${what}: ${done.status} ${done.body}`);
    const taken = servedBy(done);
    const live = Date.now() - t0;
    for (const port of appPorts) {
      await until(`${what}: server on ${port} serves it`, async () =>
        shows((await httpGet(`http://127.0.0.1:${port}${path}`)).body),
      );
    }
    const servers = Date.now() - t0;
    await nginx.reload();
    await until(`${what}: nginx serves it`, async () => {
      const r = await https('GET', path, { headers: { 'accept-encoding': 'identity' } });
      if (!shows(r.body)) return false;
      assert.equal(servedBy(r), undefined, `${what}: nginx answers the page itself`);
      const csp = String(r.headers['content-security-policy']);
      for (const h of inlineScriptHashes(r.body))
        assert.ok(csp.includes(`'${h}'`), `${what}: the CSP allows ${h}`);
      return true;
    });
    log(
      `${what} (taken by ${taken}): live on it in ${live} ms, served by both servers in ${servers} ms, by nginx after its reload in ${Date.now() - t0} ms`,
    );
  }

  await servedEverywhere(
    'publish',
    () => https('POST', '/api/admin/content/publishes', { headers, body: {} }),
    (page) => page.includes('$12.34'),
  );
  await servedEverywhere(
    'rollback to the seed',
    () =>
      https('POST', '/api/admin/content/rollback/provider-packages/en/internet/xfinity', {
        headers,
        body: { version: 1 },
      }),
    // Back at the seed: the build's own page, byte for byte.
    (page) => page === readFileSync(fileOf(PUBLISHED_PAGE), 'utf8') && page.includes(String(seedPrice)),
  );

  // An internet provider added in the console: its new page is rendered by the server that takes
  // the publish and by the other on its sync, and nginx's include names it with its own CSP; the
  // home page's menu names it. Rolled back to its version 1, it is off the site: the home page is
  // the build's own again everywhere.
  const added = await https('POST', '/api/admin/content/providers', {
    headers,
    body: { slug: 'topology-fiber', name: 'Topology Fiber', type: 'fiber' },
  });
  assert.equal(added.status, 200, `the provider is added: ${added.status} ${added.body}`);
  const providerDoc = '/api/admin/content/documents/provider/en/internet/topology-fiber';
  const draft = JSON.parse((await https('GET', providerDoc, { headers })).body) as {
    draft: { rev: number; data: Record<string, unknown> };
  };
  const named = await https('PUT', providerDoc, {
    headers,
    body: { data: { ...draft.draft.data, states: ['WA'] }, rev: draft.draft.rev },
  });
  assert.equal(named.status, 200, `its states are saved: ${named.body}`);
  await servedEverywhere(
    'a provider added',
    () => https('POST', '/api/admin/content/publishes', { headers, body: {} }),
    (page) => page.includes('Topology Fiber internet plans'),
    '/service/internet/provider-detail/topology-fiber',
  );
  await servedEverywhere(
    'the provider taken off',
    () =>
      https('POST', '/api/admin/content/rollback/provider/en/internet/topology-fiber', {
        headers,
        body: { version: 1 },
      }),
    (page) => page === readFileSync(fileOf('/'), 'utf8'),
    '/',
  );

  // A provider's logo: nginx passes an image upload past its 32k limit (its own location; a file
  // of 150 KB that is not a whole PNG is the app's 422, not nginx's 413), and serves the stored
  // image from either server, cached for good.
  const png = readFileSync(resolve('tests/fixtures/images/logo.png'));
  const upload = (bytes: Buffer) =>
    https('POST', '/api/admin/content/images', {
      headers,
      body: { name: 'logo.png', data: bytes.toString('base64') },
    });
  const padded = await upload(Buffer.concat([png, Buffer.alloc(150 * 1024 - png.length)]));
  assert.equal(padded.status, 422, `a 150 KB upload reaches the app through nginx: ${padded.status}`);
  const stored = await upload(png);
  assert.equal(stored.status, 200, `the logo is stored: ${stored.status} ${stored.body}`);
  const { src } = JSON.parse(stored.body) as { src: string };
  for (const port of appPorts) {
    const direct = await httpGet(`http://127.0.0.1:${port}${src}`);
    assert.equal(direct.status, 200, `server on ${port} serves ${src}`);
  }
  const image = await https('GET', src);
  assert.equal(image.status, 200, `nginx serves ${src}: ${image.status}`);
  assert.equal(image.headers['content-type'], 'image/png');
  assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(Number(image.headers['content-length']), png.length);
  log(`logo: a 150 KB upload passes nginx to the app; ${src} served by both servers and through nginx`);
}

/**
 * Each page of the test build through nginx: 200, the page, its CSP allowing exactly its inline
 * script, gzip on request, HSTS once, and answered by nginx itself (no X-Served-By).
 */
async function checkPages(when: string) {
  for (const path of PAGES) {
    for (const [accept, encoding] of [
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const r = await https('GET', path, { headers: { 'accept-encoding': accept } });
      assert.equal(r.status, 200, `${path} (${accept}) ${when}: ${r.status}`);
      assert.equal(servedBy(r), undefined, `${path} ${when}: answered by nginx, not ${servedBy(r)}`);
      assert.equal(r.headers['content-encoding'], encoding, `${path}: ${accept} → ${encoding ?? 'identity'}`);
      assert.equal(r.headers['cache-control'], 'no-cache', `${path}: revalidated`);
      assert.equal(r.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains');
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.match(String(r.headers['content-type']), /^text\/html; charset=utf-8$/i);
      if (encoding === undefined) {
        assert.equal(r.body, readFileSync(fileOf(path), 'utf8'), `${path} ${when}: the build's page`);
        const csp = String(r.headers['content-security-policy']);
        for (const h of inlineScriptHashes(r.body))
          assert.ok(csp.includes(`'${h}'`), `${path}: CSP allows ${h}`);
        assert.doesNotMatch(csp, /unsafe-inline/);
      }
    }
  }
  // Spellings the app redirects are the app's (502 when it is down), never a second copy of a page.
  const slash = await https('GET', '/service/tv/provider-detail/xfinity/');
  assert.notEqual(slash.status, 200, `a trailing slash is not served from the build: ${slash.status}`);
  log(`pages served by nginx with their CSP ${when}: ${PAGES.join(', ')}`);
}

let nginxErrorLog = '';
let failed = false;
try {
  await main();
  log('topology test passed');
} catch (err) {
  failed = true;
  console.error('topology test FAILED:', err);
  for (const p of procs)
    console.error(`--- ${p.name} (last lines)\n${p.out().split('\n').slice(-15).join('\n')}`);
  if (nginxErrorLog && existsSync(nginxErrorLog))
    console.error(
      `--- nginx error log (last lines)\n${readFileSync(nginxErrorLog, 'utf8').split('\n').slice(-30).join('\n')}`,
    );
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(failed ? 1 : 0);
