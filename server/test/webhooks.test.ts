// Webhooks (DESIGN.md, "Webhooks") over real HTTP, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: a receiver on a loopback port verifies every delivery with the standardwebhooks
// package; lead.created from the public API, lead.updated from the console API (signed in with
// the software authenticator), lead.erased from a deletion (no personal data); the receiver down
// for a while loses nothing; deliveries show on the lead's timeline.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookEvent } from '../../contracts/webhooks.ts';
import { freePort } from '../../scripts/processes.ts';
import { inviteOperator } from '../console/operators.ts';
import { SoftAuthenticator } from '../console/soft-authenticator.ts';
import {
  ApiClient,
  backends,
  freshDatabaseUrl,
  type Running,
  removeDir,
  startServer,
  testConfig,
  waitFor,
} from './helper.ts';

const SITE = 'http://localhost:3000';
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

type Received = { id: string; headers: IncomingHttpHeaders; body: string; event: WebhookEvent };

/** A CRM's endpoint: verifies each delivery, keeps the first copy of each webhook-id. */
class Receiver {
  readonly verifier = new Webhook(SECRET);
  readonly byId = new Map<string, Received>();
  deliveries = 0;
  rejected = 0;
  private server: Server | undefined;
  readonly port: number;
  constructor(port: number) {
    this.port = port;
  }
  get url() {
    return `http://127.0.0.1:${this.port}/hooks/crm`;
  }
  async up() {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.deliveries++;
        try {
          this.verifier.verify(body, req.headers as Record<string, string>);
        } catch {
          this.rejected++;
          res.writeHead(400).end();
          return;
        }
        const id = String(req.headers['webhook-id']);
        if (!this.byId.has(id)) {
          this.byId.set(id, { id, headers: req.headers, body, event: WebhookEvent.parse(JSON.parse(body)) });
        }
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }
  async down() {
    const s = this.server;
    this.server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
  events(type: string, leadId?: string) {
    return [...this.byId.values()].filter(
      (r) => r.event.type === type && (leadId === undefined || r.event.data.id === leadId),
    );
  }
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(
    `webhooks on ${backend.name}${backend.enabled ? '' : ` (${backend.skipReason})`}`,
    () => {
      let server: Running;
      let receiver: Receiver;
      let drop: () => Promise<void> = async () => {};
      let dataDir: string;
      const pub = () => new ApiClient(server.url);
      const db = () => server.app.database.db;

      async function postContact(name: string, email: string): Promise<string> {
        const res = await pub().post('/api/send-contact-email', {
          name,
          email,
          subject: 'Fiber',
          comment: 'Call me',
          page: '/contact-us',
        });
        expect(res.status).toBe(201);
        return (await res.json()).id as string;
      }

      beforeAll(async () => {
        receiver = new Receiver(await freePort());
        await receiver.up();
        const fresh = await freshDatabaseUrl(backend);
        drop = fresh.drop;
        const config = testConfig({
          databaseUrl: fresh.url,
          siteUrl: SITE,
          signinRateLimit: 1000,
          worker: true,
          outbox: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 800, maxAttempts: 40, leaseMs: 10_000 },
          webhooks: { urls: [receiver.url], secret: SECRET },
        });
        dataDir = config.dataDir;
        server = await startServer(config);
      });

      afterAll(async () => {
        await server?.close();
        await receiver?.down();
        await drop();
        removeDir(dataDir);
      });

      it('signs lead.created per Standard Webhooks; a tampered body or an old timestamp fails', async () => {
        const id = await postContact('Ada Lovelace', 'ada@example.com');
        const [got] = await waitFor(
          () =>
            receiver.events('lead.created', id).length ? receiver.events('lead.created', id) : undefined,
          {
            what: 'lead.created',
          },
        );
        if (!got) throw new Error('no delivery');
        expect(got.event).toMatchObject({
          version: 1,
          type: 'lead.created',
          data: { id, kind: 'contact', name: 'Ada Lovelace', email: 'ada@example.com', status: 'new' },
        });
        expect(got.headers['content-type']).toBe('application/json');
        expect(got.id).toMatch(/^msg_/);
        const headers = {
          'webhook-id': got.id,
          'webhook-timestamp': String(got.headers['webhook-timestamp']),
          'webhook-signature': String(got.headers['webhook-signature']),
        };
        expect(() => receiver.verifier.verify(got.body, headers)).not.toThrow();
        const tampered = got.body.replace('Ada Lovelace', 'Eve Lovelace');
        expect(() => receiver.verifier.verify(tampered, headers)).toThrow(WebhookVerificationError);
        // A genuine signature, made 10 minutes ago: refused as a replay.
        const old = new Date(Date.now() - 10 * 60_000);
        const oldHeaders = {
          'webhook-id': got.id,
          'webhook-timestamp': String(Math.floor(old.getTime() / 1000)),
          'webhook-signature': receiver.verifier.sign(got.id, old, got.body),
        };
        expect(() => receiver.verifier.verify(got.body, oldHeaders)).toThrow(/too old/i);
        // Another secret: refused.
        expect(() =>
          new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(got.body, headers),
        ).toThrow(WebhookVerificationError);
        expect(receiver.rejected).toBe(0);
      });

      it('loses nothing while the receiver is down, then delivers every event once it is up', async () => {
        await receiver.down();
        const ids: string[] = [];
        for (let i = 0; i < 12; i++) ids.push(await postContact(`Person ${i}`, `p${i}@example.com`));
        // Attempts fail and are rescheduled, not dropped.
        await waitFor(
          async () => {
            const rows = await db()
              .selectFrom('outbox')
              .select(['attempts', 'status', 'last_error'])
              .where('kind', '=', 'webhook')
              .where('lead_id', 'in', ids)
              .execute();
            return rows.length === 12 && rows.every((r) => r.status === 'pending' && Number(r.attempts) >= 2);
          },
          { what: 'failed attempts while down' },
        );
        await receiver.up();
        await waitFor(() => ids.every((id) => receiver.events('lead.created', id).length === 1), {
          what: 'every lead.created after the outage',
          timeoutMs: 30_000,
        });
        // The worker marks a batch sent once all of it is delivered: wait for that too.
        const rows = await waitFor(
          async () => {
            const r = await db()
              .selectFrom('outbox')
              .select(['status', 'message_id', 'recipient', 'subject'])
              .where('kind', '=', 'webhook')
              .where('lead_id', 'in', ids)
              .execute();
            return r.length === 12 && r.every((x) => x.status === 'sent') ? r : undefined;
          },
          { what: 'every row sent' },
        );
        expect(rows.every((r) => r.recipient === receiver.url && r.subject === 'lead.created')).toBe(true);
        // Each outbox row's message id is the webhook-id the receiver saw.
        expect(new Set(rows.map((r) => r.message_id))).toEqual(
          new Set(ids.map((id) => receiver.events('lead.created', id)[0]?.id)),
        );
        expect(receiver.rejected).toBe(0);
      });

      it('a status change and an assignment in the console produce lead.updated, shown on the timeline', async () => {
        const leadId = await postContact('Grace Hopper', 'grace@example.com');
        const { link, operator } = await inviteOperator(
          db(),
          { email: 'ops@example.com', role: 'admin' },
          { siteUrl: SITE, mailFrom: 'website@example.com', now: Date.now() },
        );
        const token = link.split('#token=')[1] as string;
        const c = new ApiClient(server.url);
        const key = new SoftAuthenticator(SITE);
        const keep = (res: Response) => {
          for (const ck of res.headers.getSetCookie()) {
            const [pair] = ck.split(';');
            const i = (pair ?? '').indexOf('=');
            c.cookies.set((pair ?? '').slice(0, i), (pair ?? '').slice(i + 1));
          }
          return res;
        };
        const opt = keep(await c.post('/api/admin/auth/enroll/options', { token }));
        const { challengeId, options } = await opt.json();
        const enrolled = keep(
          await c.post('/api/admin/auth/enroll/verify', {
            token,
            challengeId,
            response: key.register(options),
          }),
        );
        expect(enrolled.status).toBe(200);
        expect(keep(await c.post(`/api/admin/leads/${leadId}/status`, { status: 'contacted' })).status).toBe(
          204,
        );
        expect(
          keep(await c.post(`/api/admin/leads/${leadId}/assign`, { operatorId: operator.id })).status,
        ).toBe(204);
        expect(
          keep(await c.post(`/api/admin/leads/${leadId}/notes`, { text: 'left a voicemail' })).status,
        ).toBe(204);
        const updates = await waitFor(
          () =>
            receiver.events('lead.updated', leadId).length === 2
              ? receiver.events('lead.updated', leadId)
              : undefined,
          { what: 'two lead.updated' },
        );
        const byChange = Object.fromEntries(
          updates.map((u) => [(u.event.data as { change: { field: string } }).change.field, u.event]),
        );
        expect(byChange.status).toMatchObject({
          data: {
            id: leadId,
            status: 'contacted',
            assignedTo: null,
            change: { field: 'status', from: 'new', to: 'contacted' },
          },
        });
        expect(byChange.assignedTo).toMatchObject({
          data: {
            id: leadId,
            status: 'contacted',
            assignedTo: operator.id,
            assignedToEmail: 'ops@example.com',
            change: { field: 'assignedTo', from: null, to: operator.id },
          },
        });
        // A note is not an update a CRM hears of.
        await new Promise((r) => setTimeout(r, 300));
        expect(receiver.events('lead.updated', leadId)).toHaveLength(2);

        const story = await fetch(`${server.url}/api/admin/leads/${leadId}`, {
          headers: { cookie: c.cookieHeader() },
        });
        expect(story.status).toBe(200);
        const body = (await story.json()) as {
          timeline: { type: string; detail: { url?: string; event?: string } }[];
          webhooks: { url: string; event: string; status: string }[];
          mail: { recipient: string }[];
        };
        const hooks = body.timeline.filter((t) => t.type.startsWith('webhook.'));
        expect(hooks.map((h) => h.detail.event).sort()).toEqual([
          'lead.created',
          'lead.updated',
          'lead.updated',
        ]);
        expect(hooks.every((h) => h.type === 'webhook.sent' && h.detail.url === receiver.url)).toBe(true);
        expect(body.webhooks).toHaveLength(3);
        // The mail list keeps only mail.
        expect(body.mail.map((m) => m.recipient)).toEqual(['sales@example.com']);
      });

      it('a deletion sends lead.erased with the id only, and no personal data', async () => {
        const leadId = await postContact('Alan Turing', 'alan.turing@example.com');
        await waitFor(() => receiver.events('lead.created', leadId).length === 1, { what: 'lead.created' });
        const erased = await server.app.privacy.eraseNow({ email: 'alan.turing@example.com' });
        expect(erased).toBe(1);
        const [got] = await waitFor(
          () =>
            receiver.events('lead.erased', leadId).length
              ? receiver.events('lead.erased', leadId)
              : undefined,
          { what: 'lead.erased' },
        );
        expect(got?.event).toEqual({
          version: 1,
          type: 'lead.erased',
          timestamp: expect.any(String),
          data: { id: leadId, reason: 'request' },
        });
        expect(got?.body).not.toMatch(/alan|turing|example\.com/i);
        // The stored copy of the earlier lead.created lost its personal data too.
        const rows = await db()
          .selectFrom('outbox')
          .select(['subject', 'text_body', 'recipient'])
          .where('lead_id', '=', leadId)
          .where('kind', '=', 'webhook')
          .execute();
        expect(rows.map((r) => r.subject).sort()).toEqual(['lead.created', 'lead.erased']);
        for (const r of rows) expect(r.text_body).not.toMatch(/alan|turing/i);
        expect(rows.every((r) => r.recipient === receiver.url)).toBe(true);
      });

      it('retention sends lead.erased with reason retention', async () => {
        const leadId = await postContact('Old Lead', 'old@example.com');
        await db()
          .updateTable('leads')
          .set({ created_at: '2020-01-01T00:00:00.000Z' })
          .where('id', '=', leadId)
          .execute();
        await server.app.privacy.applyRetention(730);
        const [got] = await waitFor(
          () =>
            receiver.events('lead.erased', leadId).length
              ? receiver.events('lead.erased', leadId)
              : undefined,
          { what: 'lead.erased by retention' },
        );
        expect(got?.event.data).toEqual({ id: leadId, reason: 'retention' });
      });
    },
  );
}
