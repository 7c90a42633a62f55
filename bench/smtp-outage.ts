// SMTP outage run: leads keep arriving while the mail server is down, then it comes back. Every
// lead answered 201 must end up delivered exactly as one mail (by its stable Message-ID) once the
// outbox worker has caught up: undelivered must be 0.
// Phases and settings: bench/outage.ts (BENCH_OUTAGE_SECONDS, default 60, etc.).
import { MailSink, type Row, runStandalone } from './lib.ts';
import { OUTAGE_SECONDS, outageRun } from './outage.ts';

export function run(): Promise<Row[]> {
  return outageRun({
    name: 'smtp',
    dependency: new MailSink(),
    env: (port) => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }),
    messageIdSql: 'SELECT message_id FROM outbox WHERE lead_id = ?',
    words: {
      bench: `SMTP outage (${OUTAGE_SECONDS} s)`,
      queued: 'mails',
      dependency: 'SMTP',
      undelivered: 'undelivered after catch-up',
      duplicates: 'mails received more than once (same Message-ID)',
    },
  });
}

if (import.meta.main) await runStandalone(run);
