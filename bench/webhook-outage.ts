// Webhook outage run: leads keep arriving while the CRM's webhook receiver is down (connection
// refused), then it comes back. Every lead answered 201 must end up with its lead.created event
// delivered, verified with the standardwebhooks package, by its stable webhook-id: undelivered
// must be 0. Same phases and settings as smtp-outage.ts (bench/outage.ts: BENCH_OUTAGE_SECONDS,
// default 60, etc.).
import { randomBytes } from 'node:crypto';
import { WebhookReceiver } from '../scripts/sinks.ts';
import { type Row, runStandalone } from './lib.ts';
import { OUTAGE_SECONDS, outageRun } from './outage.ts';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/** The CRM: verifies each delivery's signature and counts deliveries per webhook-id. */
class Crm extends WebhookReceiver {
  delivered(webhookId: string): boolean {
    return this.byId.has(webhookId);
  }
  duplicates(): number {
    return [...this.byId.values()].filter((copies) => copies.length > 1).length;
  }
}

export async function run(): Promise<Row[]> {
  const sink = new Crm({ secret: SECRET, path: '/crm' });
  const bench = `webhook outage (${OUTAGE_SECONDS} s)`;
  const rows = await outageRun({
    name: 'webhook',
    dependency: sink,
    env: (port) => ({ WEBHOOK_URLS: `http://127.0.0.1:${port}/crm`, WEBHOOK_SECRET: SECRET }),
    outboxKind: 'webhook',
    messageIdSql: `SELECT message_id FROM outbox WHERE lead_id = ? AND lane = 'webhook' AND payload_json LIKE '%"type":"lead.created"%'`,
    words: {
      bench,
      queued: 'webhook deliveries',
      dependency: 'receiver',
      undelivered: 'lead.created events undelivered after catch-up',
      duplicates: 'events received more than once (same webhook-id)',
    },
  });
  return [
    ...rows,
    {
      bench,
      measure: 'deliveries failing signature check',
      ours: String(sink.rejected),
      bar: '0',
      ok: sink.rejected === 0,
    },
  ];
}

if (import.meta.main) await runStandalone(run);
