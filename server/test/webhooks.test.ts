// Webhooks (docs/api.md, "Webhooks") over real HTTP, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: a receiver on a loopback port verifies every delivery with the standardwebhooks
// package; lead.created from the public API, lead.updated from the console API (signed in with
// the software authenticator), lead.erased from a deletion (no personal data); the receiver down
// for a while loses nothing; deliveries show on the lead's timeline.
import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebhookReceiver } from '../../scripts/sinks.ts';
import { maskUrl } from '../shared/url.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { postContact } from './endpoint.ts';
import { backdateLead, describeOnBackends, serverForSuite, waitFor } from './helper.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/** A CRM's endpoint (scripts/sinks.ts), read as the events of the first copy of each webhook-id. */
class Receiver extends WebhookReceiver {
  /** Waits for a lead's events of a type: at least one, or exactly `count`; returns them. */
  arrived(type: string, leadId: string, what: string, count?: number) {
    return waitFor(
      () => {
        const got = this.deliveriesOf(type, leadId);
        return (count === undefined ? got.length > 0 : got.length === count) ? got : undefined;
      },
      { what },
    );
  }
}

describeOnBackends('webhooks', (backend) => {
  const receiver = new Receiver({ secret: SECRET, path: '/hooks/crm' });
  beforeAll(() => receiver.up());
  afterAll(() => receiver.down());
  // After the receiver's hooks: started once it is up, closed before it goes down.
  const suite = serverForSuite(backend, () => ({
    config: {
      siteUrl: SITE,
      signinRateLimit: 1000,
      worker: true,
      outbox: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 800, maxAttempts: 40, leaseMs: 10_000 },
      webhooks: { urls: [receiver.url], secret: SECRET },
    },
  }));
  const { db } = suite;

  const postContactAs = (name: string, email: string) => postContact(suite.url, { name, email });

  it('signs lead.created per Standard Webhooks; a tampered body or an old timestamp fails', async () => {
    const id = await postContactAs('Ada Lovelace', 'ada@example.com');
    const [got] = await receiver.arrived('lead.created', id, 'lead.created');
    if (!got) throw new Error('no delivery');
    expect(got.event).toMatchObject({
      version: 3,
      type: 'lead.created',
      data: {
        id,
        kind: 'contact',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        status: 'new',
        language: 'en',
      },
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

  it("carries the lead's language: a lead from a Spanish page is language es", async () => {
    const id = await postContact(suite.url, { name: 'Ana García', email: 'ana@example.com', language: 'es' });
    const [got] = await receiver.arrived('lead.created', id, 'lead.created');
    expect(got?.event).toMatchObject({ version: 3, type: 'lead.created', data: { id, language: 'es' } });
    expect(got?.headers['user-agent']).toBe('lead-webhooks/3');
  });

  it('loses nothing while the receiver is down, then delivers every event once it is up', async () => {
    await receiver.down();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await postContactAs(`Person ${i}`, `p${i}@example.com`));
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
    await waitFor(() => ids.every((id) => receiver.deliveriesOf('lead.created', id).length === 1), {
      what: 'every lead.created after the outage',
      timeoutMs: 30_000,
    });
    // The worker marks a batch sent once all of it is delivered: wait for that too.
    const rows = await waitFor(
      async () => {
        const r = await db()
          .selectFrom('outbox')
          .select(['status', 'message_id', 'payload_json', 'recipient', 'subject'])
          .where('kind', '=', 'webhook')
          .where('lead_id', 'in', ids)
          .execute();
        return r.length === 12 && r.every((x) => x.status === 'sent') ? r : undefined;
      },
      { what: 'every row sent' },
    );
    // The delivery's endpoint and event live in its payload, not in the mail columns.
    for (const r of rows) {
      expect(JSON.parse(r.payload_json ?? '{}')).toMatchObject({ url: receiver.url, type: 'lead.created' });
      expect([r.recipient, r.subject]).toEqual([null, null]);
    }
    // Each outbox row's message id is the webhook-id the receiver saw.
    expect(new Set(rows.map((r) => r.message_id))).toEqual(
      new Set(ids.map((id) => receiver.deliveriesOf('lead.created', id)[0]?.id)),
    );
    expect(receiver.rejected).toBe(0);
  });

  it('a status change and an assignment in the console produce lead.updated, shown on the timeline', async () => {
    const leadId = await postContactAs('Grace Hopper', 'grace@example.com');
    const { c, operator } = await signedInOperator(db(), suite.url, {
      email: 'ops@example.com',
      role: 'admin',
    });
    expect((await c.post(`/api/admin/leads/${leadId}/status`, { status: 'contacted' })).status).toBe(204);
    expect((await c.post(`/api/admin/leads/${leadId}/assign`, { operatorId: operator.id })).status).toBe(204);
    expect((await c.post(`/api/admin/leads/${leadId}/notes`, { text: 'left a voicemail' })).status).toBe(204);
    const updates = await receiver.arrived('lead.updated', leadId, 'two lead.updated', 2);
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
    expect(receiver.deliveriesOf('lead.updated', leadId)).toHaveLength(2);

    const story = await fetch(`${suite.url}/api/admin/leads/${leadId}`, {
      headers: { cookie: c.cookieHeader() },
    });
    expect(story.status).toBe(200);
    const body = (await story.json()) as {
      timeline: { type: string; detail: { url?: string; event?: string } }[];
      webhooks: { url: string; event: string; status: string }[];
      mail: { recipient: string }[];
    };
    const hooks = body.timeline.filter((t) => t.type.startsWith('webhook.'));
    expect(hooks.map((h) => h.detail.event).sort()).toEqual(['lead.created', 'lead.updated', 'lead.updated']);
    // An admin sees the endpoint masked (its path and query may be secrets).
    expect(hooks.every((h) => h.type === 'webhook.sent' && h.detail.url === maskUrl(receiver.url))).toBe(
      true,
    );
    expect(maskUrl(receiver.url)).toBe(`http://127.0.0.1:${receiver.port}/hooks/…`);
    expect(body.webhooks).toHaveLength(3);
    // The mail list keeps only mail.
    expect(body.mail.map((m) => m.recipient)).toEqual(['sales@example.com']);
  });

  it('a deletion sends lead.erased with the id only, and no personal data', async () => {
    const leadId = await postContactAs('Alan Turing', 'alan.turing@example.com');
    await receiver.arrived('lead.created', leadId, 'lead.created', 1);
    const erased = await suite.server.app.privacy.eraseNow({ email: 'alan.turing@example.com' });
    expect(erased).toBe(1);
    const [got] = await receiver.arrived('lead.erased', leadId, 'lead.erased');
    expect(got?.event).toEqual({
      version: 3,
      type: 'lead.erased',
      timestamp: expect.any(String),
      data: { id: leadId, reason: 'request' },
    });
    expect(got?.body).not.toMatch(/alan|turing|example\.com/i);
    // The stored copy of the earlier lead.created lost its personal data too.
    const rows = await db()
      .selectFrom('outbox')
      .select(['payload_json'])
      .where('lead_id', '=', leadId)
      .where('kind', '=', 'webhook')
      .execute();
    const payloads = rows.map((r) => JSON.parse(r.payload_json ?? '{}') as { type: string; url: string });
    expect(payloads.map((p) => p.type).sort()).toEqual(['lead.created', 'lead.erased']);
    for (const r of rows) expect(r.payload_json).not.toMatch(/alan|turing/i);
    expect(payloads.every((p) => p.url === receiver.url)).toBe(true);
  });

  it('retention sends lead.erased with reason retention', async () => {
    const leadId = await postContactAs('Old Lead', 'old@example.com');
    await backdateLead(db(), leadId, '2020-01-01T00:00:00.000Z');
    await suite.server.app.privacy.applyRetention(730);
    const [got] = await receiver.arrived('lead.erased', leadId, 'lead.erased by retention');
    expect(got?.event.data).toEqual({ id: leadId, reason: 'retention' });
  });
});
