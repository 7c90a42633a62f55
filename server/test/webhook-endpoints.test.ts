// Each webhook endpoint on its own (issue 35 item 3, decision 082), over real HTTP on loopback, on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL: beside an endpoint that accepts and never
// answers, one that answers 307, and one that trickles an endless answer and has 200 deliveries
// queued before, a healthy CRM endpoint gets each lead.created and a confirmed stop-contact's
// lead.updated within 2 s of the change (with the production poll interval: the change wakes the
// worker, nobody waits for a poll).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { WebhookReceiver } from '../../scripts/sinks.ts';
import { Outbox } from '../outbox/outbox.ts';
import { envelope } from '../webhooks/webhooks.ts';
import { Endpoint, postContact } from './endpoint.ts';
import {
  ApiClient,
  type Backend,
  describeOnBackends,
  privacyConfirmToken,
  type StartedServer,
  startOnFreshDatabase,
  waitFor,
} from './helper.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const BUDGET_MS = 2000;

/** 200, then 1 KiB every 20 ms for as long as the client reads: 64 KiB take over a second. */
function trickle(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/plain' });
  const chunk = Buffer.alloc(1024, 120);
  const timer = setInterval(() => {
    if (res.destroyed) clearInterval(timer);
    else res.write(chunk);
  }, 20);
  res.on('close', () => clearInterval(timer));
}

describeOnBackends('webhook endpoints apart', (backend: Backend) => {
  let started: StartedServer | undefined;
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await started?.stop();
    started = undefined;
    for (const c of cleanup.splice(0)) await c();
  });

  it('a healthy endpoint gets its events within 2 s while three others hang, redirect and flood', async () => {
    const healthy = new WebhookReceiver({ secret: SECRET, path: '/crm' });
    await healthy.up();
    cleanup.push(() => healthy.down());
    const endpoint = async (handle: (req: IncomingMessage, res: ServerResponse) => void) => {
      const e = new Endpoint(handle);
      await e.up();
      cleanup.push(() => e.down());
      return e;
    };
    const hanging = await endpoint(() => {});
    const redirecting = await endpoint((_req, res) => res.writeHead(307, { location: hanging.url() }).end());
    const flooding = await endpoint((_req, res) => trickle(res));

    started = await startOnFreshDatabase(backend, {
      worker: true,
      siteUrl: 'http://localhost:3000',
      // The production poll interval: a delivery within 2 s cannot come from polling alone.
      outbox: { pollMs: 1000, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 50, leaseMs: 30_000 },
      webhooks: { urls: [hanging.url(), redirecting.url(), flooding.url(), healthy.url], secret: SECRET },
      webhookDelivery: { timeoutMs: 10_000, concurrency: 4 },
    });
    const url = started.server.url;
    const db = started.server.app.database.db;
    const api = new ApiClient(url);
    const post = (email: string) => postContact(url, { email });
    const took = async (what: string, got: () => unknown) => {
      const t0 = Date.now();
      await waitFor(got, { timeoutMs: 30_000, intervalMs: 10, what });
      return Date.now() - t0;
    };

    // The flooding endpoint's backlog: 200 deliveries queued before any lead (an outbox of that
    // endpoint alone, in one transaction), due now.
    const first = await post('first@example.com');
    const backlog = new Outbox({
      mailFrom: 'website@example.com',
      webhooks: { urls: [flooding.url()], secret: SECRET },
    });
    await db.transaction().execute((trx) =>
      backlog.enqueue(
        trx,
        Array.from({ length: 200 }, () => ({
          kind: 'webhook' as const,
          leadId: first,
          payload: envelope('lead.erased', new Date(0).toISOString(), { id: first, reason: 'retention' }),
        })),
        { at: new Date(0).toISOString() },
      ),
    );

    const times: Record<string, number> = {};
    for (let i = 0; i < 5; i++) {
      const id = await post(`lead${i}@example.com`);
      times[`lead.created ${i}`] = await took(
        `lead.created ${i}`,
        () => healthy.events('lead.created', id)[0],
      );
      await new Promise((r) => setTimeout(r, 300));
    }
    // A confirmed stop-contact for the first lead.
    expect(
      (await api.post('/api/privacy-requests', { email: 'first@example.com', type: 'do-not-contact' }))
        .status,
    ).toBe(202);
    const token = await privacyConfirmToken(db, 'first@example.com');
    expect((await api.post('/api/privacy-requests/confirm', { token })).status).toBe(200);
    times['stop-contact'] = await took('lead.updated', () => healthy.events('lead.updated', first)[0]);

    console.info(`healthy endpoint on ${backend.name}: ${JSON.stringify(times)}`);
    for (const [what, ms] of Object.entries(times)) expect(ms, `${what}: ${ms} ms`).toBeLessThan(BUDGET_MS);
    // The other three were being tried meanwhile (and none of their rows was delivered).
    expect(hanging.requests).toBeGreaterThan(0);
    expect(redirecting.requests).toBeGreaterThan(0);
    expect(flooding.requests).toBeGreaterThan(0);
    expect(healthy.rejected).toBe(0);
  }, 120_000);
});
