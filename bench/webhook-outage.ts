// Webhook outage run: leads keep arriving while the CRM's webhook receiver is down (connection
// refused), then it comes back. Every lead answered 201 must end up with its lead.created event
// delivered, verified with the standardwebhooks package, by its stable webhook-id: undelivered
// must be 0. Same phases and settings as smtp-outage.ts (BENCH_OUTAGE_SECONDS, default 60, etc.).
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import {
  count,
  csrfSession,
  leadHeaders,
  openDb,
  type Row,
  removeDir,
  request,
  runStandalone,
  sleep,
  startServer,
  tempDir,
  validLead,
} from './lib.ts';

const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60);
const EDGE_SECONDS = Number(process.env.BENCH_OUTAGE_LEAD_SECONDS ?? 3);
const RATE = Number(process.env.BENCH_OUTAGE_RATE ?? 20);
const DRAIN_SECONDS = Number(process.env.BENCH_OUTAGE_DRAIN_SECONDS ?? 120);
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/** The CRM: verifies each delivery's signature and counts deliveries per webhook-id. */
class Receiver {
  readonly byId = new Map<string, number>();
  received = 0;
  rejected = 0;
  port = 0;
  private server: Server | undefined;
  private readonly wh = new Webhook(SECRET);
  async start(port = 0) {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          this.wh.verify(Buffer.concat(chunks).toString('utf8'), req.headers as Record<string, string>);
        } catch {
          this.rejected++;
          res.writeHead(400).end();
          return;
        }
        this.received++;
        const id = String(req.headers['webhook-id']);
        this.byId.set(id, (this.byId.get(id) ?? 0) + 1);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }
  async stop() {
    const s = this.server;
    this.server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}

export async function run(): Promise<Row[]> {
  const dataDir = tempDir('webhook');
  const sink = new Receiver();
  await sink.start();
  // Retry quickly so the catch-up fits in a bench run; the schedule is the server's own backoff.
  const server = await startServer({
    dataDir,
    env: {
      WEBHOOK_URLS: `http://127.0.0.1:${sink.port}/crm`,
      WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: '200',
      OUTBOX_BASE_DELAY_MS: '500',
      OUTBOX_MAX_DELAY_MS: '5000',
      OUTBOX_MAX_ATTEMPTS: '1000',
    },
  });
  const acked = new Set<string>();
  let failedRequests = 0;
  try {
    const session = await csrfSession(server.url);
    const headers = leadHeaders(session, server.url);
    let i = 0;
    const inflight = new Set<Promise<void>>();
    // Open-loop at RATE leads per second, for `seconds`.
    async function leadsFor(seconds: number) {
      const end = Date.now() + seconds * 1000;
      while (Date.now() < end) {
        const lead = validLead(i++);
        const p = request(`${server.url}${lead.path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(lead.body),
        })
          .then((a) => {
            if (a.status === 201) acked.add(JSON.parse(a.body.toString()).id);
            else failedRequests++;
          })
          .catch(() => {
            failedRequests++;
          })
          .finally(() => inflight.delete(p));
        inflight.add(p);
        await sleep(1000 / RATE);
      }
      await Promise.all(inflight);
    }

    await leadsFor(EDGE_SECONDS);
    const ackedBefore = acked.size;
    const beforeOutage = sink.received;
    await sink.stop();
    const outageStart = Date.now();
    await leadsFor(OUTAGE_SECONDS);
    const duringOutage = sink.received - beforeOutage; // should stay 0: nothing listens
    const db = openDb(dataDir);
    const pendingAtEnd = count(db, "SELECT count(*) FROM outbox WHERE kind = 'webhook' AND status <> 'sent'");
    const retried = count(
      db,
      "SELECT count(*) FROM outbox WHERE kind = 'webhook' AND attempts > 0 AND sent_at IS NULL",
    );
    const outageSeconds = (Date.now() - outageStart) / 1000;
    const ackedDuring = acked.size - ackedBefore;
    await sink.start(sink.port);
    const upAgain = Date.now();
    await leadsFor(EDGE_SECONDS);

    // Wait until every acknowledged lead's lead.created has arrived (or time runs out).
    const messageIdOf = db.prepare(
      "SELECT message_id FROM outbox WHERE lead_id = ? AND kind = 'webhook' AND subject = 'lead.created'",
    );
    const undelivered = () =>
      [...acked].filter((id) => {
        const row = messageIdOf.get(id) as { message_id: string } | undefined;
        return !row || !sink.byId.has(row.message_id);
      }).length;
    const drainDeadline = Date.now() + DRAIN_SECONDS * 1000;
    while (undelivered() > 0 && Date.now() < drainDeadline) await sleep(250);
    const catchUp = (Date.now() - upAgain) / 1000;
    const left = undelivered();
    const failed = count(db, "SELECT count(*) FROM outbox WHERE kind = 'webhook' AND status = 'failed'");
    const duplicates = [...sink.byId.values()].filter((n) => n > 1).length;
    db.close();
    const bench = `webhook outage (${OUTAGE_SECONDS} s)`;
    return [
      {
        bench,
        measure: 'leads answered 201 (before / during / after outage)',
        ours: `${acked.size} (${ackedBefore} / ${ackedDuring} / ${acked.size - ackedBefore - ackedDuring})`,
      },
      {
        bench,
        measure: 'lead requests not answered 201',
        ours: String(failedRequests),
        bar: '0',
        ok: failedRequests === 0,
      },
      {
        bench,
        measure: 'webhook deliveries queued at the end of the outage (retried)',
        ours: `${pendingAtEnd} (${retried}) in ${outageSeconds.toFixed(0)} s; ${duringOutage} delivered meanwhile`,
      },
      { bench, measure: 'seconds from receiver up to all delivered', ours: catchUp.toFixed(1) },
      {
        bench,
        measure: 'lead.created events undelivered after catch-up',
        ours: String(left),
        bar: '0',
        ok: left === 0 && acked.size > 0,
      },
      { bench, measure: 'outbox rows marked failed', ours: String(failed), bar: '0', ok: failed === 0 },
      { bench, measure: 'events received more than once (same webhook-id)', ours: String(duplicates) },
      {
        bench,
        measure: 'deliveries failing signature check',
        ours: String(sink.rejected),
        bar: '0',
        ok: sink.rejected === 0,
      },
    ];
  } finally {
    await server.stop();
    await sink.stop();
    removeDir(dataDir);
  }
}

if (import.meta.main) await runStandalone(run);
