// SMTP outage run: leads keep arriving while the mail server is down, then it comes back. Every
// lead answered 201 must end up delivered exactly as one mail (by its stable Message-ID) once the
// outbox worker has caught up: undelivered must be 0.
// Phases: mail server up (BENCH_OUTAGE_LEAD_SECONDS, 3 s) → down (BENCH_OUTAGE_SECONDS, default 60,
// the minute issue 8 asks for) → up again, leads for 3 more seconds, then wait for the
// outbox to drain (at most BENCH_OUTAGE_DRAIN_SECONDS, 120). Lead rate BENCH_OUTAGE_RATE per second (20).
import {
  count,
  csrfSession,
  leadHeaders,
  MailSink,
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

export async function run(): Promise<Row[]> {
  const dataDir = tempDir('smtp');
  const sink = new MailSink();
  await sink.start();
  // Retry quickly so the catch-up fits in a bench run; the schedule is the server's own backoff.
  const server = await startServer({
    dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
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
    const pendingAtEnd = count(db, "SELECT count(*) FROM outbox WHERE status <> 'sent'");
    const retried = count(db, 'SELECT count(*) FROM outbox WHERE attempts > 0 AND sent_at IS NULL');
    const outageSeconds = (Date.now() - outageStart) / 1000;
    const ackedDuring = acked.size - ackedBefore;
    await sink.start(sink.port);
    const upAgain = Date.now();
    await leadsFor(EDGE_SECONDS);

    // Wait until every acknowledged lead's mail has arrived (or time runs out).
    const messageIdOf = db.prepare('SELECT message_id FROM outbox WHERE lead_id = ?');
    const undelivered = () =>
      [...acked].filter((id) => {
        const row = messageIdOf.get(id) as { message_id: string } | undefined;
        return !row || !sink.byMessageId.has(normalizeId(row.message_id));
      }).length;
    const drainDeadline = Date.now() + DRAIN_SECONDS * 1000;
    while (undelivered() > 0 && Date.now() < drainDeadline) await sleep(250);
    const catchUp = (Date.now() - upAgain) / 1000;
    const left = undelivered();
    const failed = count(db, "SELECT count(*) FROM outbox WHERE status = 'failed'");
    const duplicates = [...sink.byMessageId.values()].filter((n) => n > 1).length;
    db.close();
    const bench = `SMTP outage (${OUTAGE_SECONDS} s)`;
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
        measure: 'mails queued at the end of the outage (retried)',
        ours: `${pendingAtEnd} (${retried}) in ${outageSeconds.toFixed(0)} s; ${duringOutage} delivered meanwhile`,
      },
      { bench, measure: 'seconds from SMTP up to all delivered', ours: catchUp.toFixed(1) },
      {
        bench,
        measure: 'undelivered after catch-up',
        ours: String(left),
        bar: '0',
        ok: left === 0 && acked.size > 0,
      },
      { bench, measure: 'outbox rows marked failed', ours: String(failed), bar: '0', ok: failed === 0 },
      { bench, measure: 'mails received more than once (same Message-ID)', ours: String(duplicates) },
    ];
  } finally {
    await server.stop();
    await sink.stop();
    removeDir(dataDir);
  }
}

function normalizeId(id: string): string {
  const t = id.trim();
  return t.startsWith('<') ? t : `<${t}>`;
}

if (import.meta.main) await runStandalone(run);
