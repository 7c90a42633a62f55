// The outbox's lanes and a webhook delivery that cannot be turned against us (issue 25, items 2,
// 3, 4 and 7; decision 060), over real HTTP and SMTP on loopback, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL:
// - a receiver that never answers does not delay the sales e-mail (each within 1 s of its lead);
// - a 307 to another address is not followed: a failed attempt, retried and logged, without the
//   endpoint's query or path in the log or in last_error;
// - a 300 MB answer is read no further than 64 KiB (memory stays flat);
// - a URL with credentials stops the server at start, naming the variable, not the secret;
// - lead.created carries the privacy flags; a confirmed stop-contact or do-not-sell reaches the
//   CRM as lead.updated for each matched lead;
// - both exports give one row per lead with two webhook URLs configured, across export pages.
import { randomBytes, randomUUIDv7 } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { WebhookReceiver } from '../../scripts/sinks.ts';
import { ConfigError, loadConfig } from '../shared/config.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { Endpoint, postContact } from './endpoint.ts';
import {
  ApiClient,
  type Backend,
  describeOnBackends,
  logTo,
  privacyConfirmToken,
  runNode,
  type StartedServer,
  spawnServerProcess,
  startOnFreshDatabase,
  startSmtp,
  type TestSmtp,
  waitFor,
} from './helper.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const QUICK_RETRIES = { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50, leaseMs: 30_000 };

/** Writes `total` bytes of answer, honouring backpressure, until done or the client goes away. */
function stream(res: ServerResponse, total: number, self: Endpoint) {
  const chunk = Buffer.alloc(64 * 1024, 120);
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(total) });
  let left = total;
  const pump = () => {
    while (left > 0 && !res.destroyed) {
      const n = Math.min(chunk.length, left);
      left -= n;
      self.bytesWritten += n;
      if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
        res.once('drain', pump);
        return;
      }
    }
    if (left === 0) res.end();
  };
  res.on('close', () => {
    left = 0;
  });
  pump();
}

describeOnBackends('outbox lanes and webhook delivery', (backend: Backend) => {
  let started: StartedServer | undefined;
  const endpoints: Endpoint[] = [];
  afterEach(async () => {
    await started?.stop();
    started = undefined;
    for (const e of endpoints.splice(0)) await e.down();
  });
  const endpoint = async (handle: ConstructorParameters<typeof Endpoint>[0]) => {
    const e = new Endpoint(handle);
    await e.up();
    endpoints.push(e);
    return e;
  };

  it('a webhook receiver that never answers does not delay the sales e-mail (each within 1 s)', async () => {
    const smtp: TestSmtp = await startSmtp();
    // Accepts the request and never answers (until the test ends).
    const hanging = await endpoint(() => {});
    try {
      started = await startOnFreshDatabase(backend, {
        worker: true,
        smtpUrl: smtp.url,
        outbox: QUICK_RETRIES,
        webhooks: { urls: [hanging.url()], secret: SECRET },
        webhookDelivery: { timeoutMs: 10_000, concurrency: 4 },
      });
      const url = started.server.url;
      for (let i = 0; i < 4; i++) {
        const email = `hang${i}@example.com`;
        const id = await postContact(url, { email: email });
        const stored = Date.now();
        await waitFor(() => smtp.received.some((m) => m.text.includes(id)), {
          timeoutMs: 15_000,
          intervalMs: 10,
          what: `the notification of lead ${i}`,
        });
        const took = Date.now() - stored;
        expect(took, `lead ${i}: mail after ${took} ms`).toBeLessThan(1000);
        await new Promise((r) => setTimeout(r, 150));
      }
      // The receiver was asked meanwhile and still hangs: the deliveries are in flight, not sent.
      expect(hanging.requests).toBeGreaterThan(0);
      // A shutdown does not wait out the hanging deliveries (10 s each): they are handed back.
      const closing = Date.now();
      await started.server.close();
      expect(Date.now() - closing).toBeLessThan(3000);
    } finally {
      await hanging.down();
      await started?.stop();
      started = undefined;
      await smtp.close();
    }
  }, 60_000);

  it('a 307 to another address is not followed: a failed attempt, retried and logged, without the URL secrets', async () => {
    const target = await endpoint((_req, res) => res.writeHead(204).end());
    const redirecting = await endpoint((_req, res) =>
      res.writeHead(307, { location: target.url('/stolen') }).end(),
    );
    const lines: string[] = [];
    const hookUrl = `${redirecting.url('/hooks/tok-9f8e7d')}?api_key=QUERYSECRET123`;
    started = await startOnFreshDatabase(
      backend,
      {
        worker: true,
        logLevel: 'info',
        siteUrl: SITE,
        signinRateLimit: 1000,
        outbox: QUICK_RETRIES,
        webhooks: { urls: [hookUrl], secret: SECRET },
      },
      logTo(lines),
    );
    const db = started.server.app.database.db;
    const id = await postContact(started.server.url, { email: 'redirect@example.com' });
    const row = await waitFor(
      async () => {
        const r = await db
          .selectFrom('outbox')
          .select(['status', 'attempts', 'last_error'])
          .where('lead_id', '=', id)
          .where('kind', '=', 'webhook')
          .executeTakeFirst();
        return r && Number(r.attempts) >= 3 ? r : undefined;
      },
      { what: 'three attempts', timeoutMs: 20_000 },
    );
    expect(row.status).toBe('pending');
    expect(row.last_error).toMatch(/307/);
    expect(redirecting.requests).toBeGreaterThanOrEqual(3);
    // Nothing ever reached the redirect's target: the signed body with personal data stayed put.
    expect(target.requests).toBe(0);
    const deferred = lines.filter((l) => l.includes('webhook deferred'));
    expect(deferred.length).toBeGreaterThanOrEqual(2);
    expect(deferred[0]).toMatch(/307/);
    const all = lines.join('\n') + String(row.last_error);
    expect(all).not.toContain('QUERYSECRET123');
    expect(all).not.toContain('tok-9f8e7d');

    // The console: an admin sees the endpoint masked, an agent not at all.
    const signedIn = async (email: string, role: 'admin' | 'agent') =>
      (await signedInOperator(db, started?.server.url as string, { email, role })).c;
    const admin = await signedIn('admin@example.com', 'admin');
    const agent = await signedIn('agent@example.com', 'agent');
    const masked = `http://127.0.0.1:${redirecting.port}/hooks/…?…`;
    const adminStory = await (await admin.get(`/api/admin/leads/${id}`)).json();
    expect(adminStory.webhooks).toEqual([expect.objectContaining({ url: masked, event: 'lead.created' })]);
    const outboxList = await admin.get('/api/admin/outbox');
    expect(outboxList.status).toBe(200);
    const listed = (await outboxList.json()).messages as {
      kind: string;
      recipient: string;
      subject: string;
    }[];
    expect(listed.filter((m) => m.kind === 'webhook')).toEqual([
      expect.objectContaining({ recipient: masked, subject: 'lead.created' }),
    ]);
    const agentStory = await (await agent.get(`/api/admin/leads/${id}`)).json();
    expect(agentStory.webhooks).toEqual([]);
    expect(agentStory.timeline.some((t: { type: string }) => t.type.startsWith('webhook.'))).toBe(false);
    for (const text of [JSON.stringify(adminStory), JSON.stringify(listed), JSON.stringify(agentStory)]) {
      expect(text).not.toContain('QUERYSECRET123');
      expect(text).not.toContain('tok-9f8e7d');
    }
    expect(JSON.stringify(agentStory)).not.toContain(`127.0.0.1:${redirecting.port}`);
  }, 60_000);

  it('reads no more than 64 KiB of a 300 MB answer (memory stays flat) and counts the 2xx', async () => {
    const TOTAL = 300 * 1024 * 1024;
    const big = await endpoint((_req, res, self) => stream(res, TOTAL, self));
    started = await startOnFreshDatabase(backend, {
      worker: true,
      outbox: QUICK_RETRIES,
      webhooks: { urls: [big.url()], secret: SECRET },
    });
    const db = started.server.app.database.db;
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const id = await postContact(started.server.url, { email: 'big@example.com' });
      await waitFor(
        async () =>
          (
            await db
              .selectFrom('outbox')
              .select('status')
              .where('lead_id', '=', id)
              .where('kind', '=', 'webhook')
              .executeTakeFirst()
          )?.status === 'sent',
        { what: 'the delivery recorded as sent', timeoutMs: 30_000 },
      );
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      clearInterval(sampler);
    }
    // The receiver could write what the socket buffers hold, far from 300 MB.
    expect(big.bytesWritten).toBeLessThan(32 * 1024 * 1024);
    expect(peak - base, `RSS grew ${Math.round((peak - base) / 2 ** 20)} MB`).toBeLessThan(100 * 2 ** 20);
  }, 60_000);

  it('refuses to start with a webhook URL that carries credentials, naming the variable, not the secret', async () => {
    const env = {
      WEBHOOK_URLS: 'https://crm.example.com/ok,https://hookuser:Sup3rS3cretPw@crm.example.com/in',
      WEBHOOK_SECRET: SECRET,
    };
    let problem = '';
    try {
      loadConfig({ DATA_DIR: '/tmp/never-used', ...env });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      problem = (err as Error).message;
    }
    expect(problem).toMatch(/WEBHOOK_URLS: entry 2 carries credentials/);
    expect(problem).not.toMatch(/Sup3rS3cretPw|hookuser/);
    // The real process: exits non-zero before it listens, the same words on its output.
    const dataDir = `/tmp/outbox-lanes-${randomUUIDv7()}`;
    const proc = await spawnServerProcess({
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(backend.name === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL as string } : {}),
    });
    const code = await proc.exited;
    expect(code).not.toBe(0);
    expect(proc.output()).toMatch(/WEBHOOK_URLS/);
    expect(proc.output()).not.toMatch(/Sup3rS3cretPw|hookuser/);
  }, 60_000);

  it('lead.created carries the privacy flags; a confirmed stop-contact and do-not-sell reach the CRM for each matched lead', async () => {
    const receiver = new WebhookReceiver({ secret: SECRET, path: '/crm' });
    await receiver.up();
    try {
      started = await startOnFreshDatabase(backend, {
        worker: true,
        siteUrl: SITE,
        outbox: QUICK_RETRIES,
        webhooks: { urls: [receiver.url], secret: SECRET },
      });
      const url = started.server.url;
      const db = started.server.app.database.db;
      const email = 'stop.me@example.com';
      const first = await postContact(url, { email: email, name: 'Stop Me' });
      const second = await postContact(url, { email: email, name: 'Stop Me' });
      const created = await waitFor(
        () => {
          const got = receiver.events('lead.created');
          return got.length === 2 ? got : undefined;
        },
        { what: 'two lead.created' },
      );
      const byId = new Map(created.map((e) => [e.data.id, e]));
      expect(byId.get(first)).toMatchObject({
        version: 3,
        data: { doNotContact: false, doNotSell: false, previouslyOptedOut: false, duplicateOf: null },
      });
      expect(byId.get(second)?.data).toMatchObject({ duplicateOf: first, previouslyOptedOut: false });

      const confirm = async (type: 'do-not-contact' | 'do-not-sell') => {
        const api = new ApiClient(url);
        expect((await api.post('/api/privacy-requests', { email, type })).status).toBe(202);
        const token = await privacyConfirmToken(db, email);
        const res = await api.post('/api/privacy-requests/confirm', { token });
        expect(res.status).toBe(200);
      };

      await confirm('do-not-contact');
      const stops = await waitFor(
        () => {
          const got = receiver.events('lead.updated');
          return got.length === 2 ? got : undefined;
        },
        { what: 'lead.updated for both leads after do-not-contact' },
      );
      expect(stops.map((e) => e.data.id).sort()).toEqual([first, second].sort());
      for (const e of stops) {
        expect(e.data).toMatchObject({
          doNotContact: true,
          doNotSell: false,
          change: { field: 'doNotContact', from: false, to: true },
        });
      }

      await confirm('do-not-sell');
      const sells = await waitFor(
        () => {
          const got = receiver
            .events('lead.updated')
            .filter((e) => (e.data as { change: { field: string } }).change.field === 'doNotSell');
          return got.length === 2 ? got : undefined;
        },
        { what: 'lead.updated for both leads after do-not-sell' },
      );
      for (const e of sells) expect(e.data).toMatchObject({ doNotContact: true, doNotSell: true });

      // A new request from the same contact: new consent, yet the CRM hears of the earlier opt-out.
      const third = await postContact(url, { email: email, name: 'Stop Me' });
      const again = await waitFor(() => receiver.events('lead.created', third)[0], { what: 'lead.created' });
      expect(again.data).toMatchObject({
        doNotContact: false,
        doNotSell: true,
        previouslyOptedOut: true,
        duplicateOf: first,
      });
      expect(receiver.rejected).toBe(0);
    } finally {
      await started?.stop();
      started = undefined;
      await receiver.down();
    }
  }, 60_000);
});

describeOnBackends('exports with two webhook URLs', (backend: Backend) => {
  let started: StartedServer;
  const ids: string[] = [];
  const BULK = 2100; // more than two export pages (EXPORT_PAGE_ROWS = 1000)
  beforeAll(async () => {
    // Two endpoints that are never up: each lead has its mail and two webhook rows, all pending.
    started = await startOnFreshDatabase(backend, {
      siteUrl: SITE,
      webhooks: { urls: ['http://127.0.0.1:9/a', 'http://127.0.0.1:9/b'], secret: SECRET },
    });
    const url = started.server.url;
    ids.push(await postContact(url, { email: 'one@example.com', name: '=cmd|calc' }));
    ids.push(await postContact(url, { email: 'two@example.com' }));
    ids.push(await postContact(url, { email: 'three@example.com' }));
    const db = started.server.app.database.db;
    // A webhook delivery that failed for good must not pass for the lead's mail status.
    await db.updateTable('outbox').set({ status: 'failed' }).where('kind', '=', 'webhook').execute();
    // The first lead's mail row stored again, after its webhook rows: the order rows happen to be
    // stored in must not decide which status the export shows.
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', ids[0] as string)
      .where('kind', '=', 'lead')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('outbox').where('id', '=', mail.id).execute();
    await db.insertInto('outbox').values(mail).execute();
    // Many leads, many with the same created_at, to page across (the id breaks the ties).
    const template = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', ids[1] as string)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < BULK; i += 300) {
      const batch = Array.from({ length: Math.min(300, BULK - i) }, (_, j) => ({
        ...template,
        id: randomUUIDv7(),
        email: `bulk${i + j}@example.com`,
        email_norm: `bulk${i + j}@example.com`,
        created_at: `2026-01-01T00:00:0${(i + j) % 3}.000Z`,
      }));
      await db.insertInto('leads').values(batch).execute();
      ids.push(...batch.map((b) => b.id));
    }
  }, 120_000);
  afterAll(async () => {
    await started?.stop();
  });

  const env = () => ({
    DATA_DIR: started.config.dataDir,
    ...(started.config.databaseUrl ? { DATABASE_URL: started.config.databaseUrl } : {}),
    WEBHOOK_URLS: 'http://127.0.0.1:9/a,http://127.0.0.1:9/b',
    WEBHOOK_SECRET: SECRET,
  });

  it('`npm run leads -- export` gives one row per lead, in JSON and CSV', async () => {
    const json = await runNode(['server/cli/leads.ts', 'export', '--format', 'json'], env());
    expect(json.code, json.stderr).toBe(0);
    const rows = JSON.parse(json.stdout) as { id: string; mail_status: string | null }[];
    expect(rows).toHaveLength(ids.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(ids.length);
    const api = rows.filter((r) => ids.slice(0, 3).includes(r.id));
    expect(api.map((r) => r.mail_status)).toEqual(['pending', 'pending', 'pending']);

    const csv = await runNode(['server/cli/leads.ts', 'export', '--format', 'csv'], env());
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + ids.length);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(ids.length);
    expect(csv.stdout).toContain(`'=cmd|calc`);
  }, 120_000);

  it('the console export gives one row per lead, its mail status the notification’s', async () => {
    const { c } = await signedInOperator(started.server.app.database.db, started.server.url, {
      email: 'exporter@example.com',
      role: 'agent',
    });
    const res = await c.get('/api/admin/leads/export.csv');
    expect(res.status).toBe(200);
    // Streamed as it is read: no length known up front.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const text = await res.text();
    const lines = text.split('\r\n').filter(Boolean);
    const header = (lines[0] ?? '').split(',');
    expect(lines).toHaveLength(1 + ids.length);
    const idAt = header.indexOf('id');
    const statusAt = header.indexOf('mail_status');
    const seen = new Set(lines.slice(1).map((l) => l.split(',')[idAt]));
    expect(seen.size).toBe(ids.length);
    for (const l of lines.slice(1)) {
      const cells = l.split(',');
      if (ids.slice(0, 3).includes(cells[idAt] as string)) expect(cells[statusAt]).toBe('pending');
    }
    expect(text).toContain(`'=cmd|calc`);
  }, 60_000);
});
