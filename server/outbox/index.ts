// The outbox and its worker as the server (plugins/app/outbox.ts, outbox-worker.ts) and the CLIs
// build them: one Outbox per process (createOutbox), a mail lane (OUTBOX_*) and a webhook lane
// (WEBHOOK_TIMEOUT_MS, WEBHOOK_CONCURRENCY, and the OUTBOX_* backoff, counted on its own).
import { join } from 'node:path';
import type { Db, Dialect } from '../db/database.ts';
import { createMailTransport } from '../mail/transport.ts';
import type { Clock } from '../shared/clock.ts';
import type { Config } from '../shared/config.ts';
import type { Log } from '../shared/log.ts';
import { createWebhookTransport } from '../webhooks/webhooks.ts';
import { mailHandler, webhookHandler } from './handlers.ts';
import { Outbox } from './outbox.ts';
import { mailRenderers } from './templates.ts';
import { OutboxWorker } from './worker.ts';

export { Outbox } from './outbox.ts';

/**
 * The process's one outbox (app.outbox in the server; the CLIs build theirs here too): MAIL_FROM,
 * the webhook endpoints, and the mail directory of the file transport (erased mail is removed
 * there).
 */
export function createOutbox(config: Pick<Config, 'mailFrom' | 'webhooks' | 'smtpUrl' | 'dataDir'>): Outbox {
  return new Outbox({
    mailFrom: config.mailFrom,
    webhooks: config.webhooks,
    mailDir: config.smtpUrl ? undefined : join(config.dataDir, 'mail'),
  });
}
export { OutboxWorker } from './worker.ts';

export function createOutboxWorker(
  config: Config,
  deps: { db: Db; dialect: Dialect; log: Log; now: Clock },
): { worker: OutboxWorker; describe: string } {
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const o = config.outbox;
  const backoff = { baseDelayMs: o.baseDelayMs, maxDelayMs: o.maxDelayMs, maxAttempts: o.maxAttempts };
  const d = config.webhookDelivery;
  const worker = new OutboxWorker({
    db: deps.db,
    dialect: deps.dialect,
    log: deps.log,
    pollMs: o.pollMs,
    leaseMs: o.leaseMs,
    now: deps.now,
    lanes: {
      // SMTP has its own connection and socket timeouts (transport.ts); this bounds the whole send.
      mail: {
        settings: { concurrency: 4, timeoutMs: 60_000, ...backoff },
        handler: mailHandler(transport, config.mailFrom, mailRenderers(deps.db)),
      },
      webhook: {
        // WEBHOOK_CONCURRENCY deliveries in flight per endpoint, each endpoint on its own.
        settings: {
          concurrency: d.concurrency,
          timeoutMs: d.timeoutMs,
          abortOnStop: true,
          byEndpoint: true,
          ...backoff,
        },
        handler: webhookHandler(
          createWebhookTransport(config.webhooks.secret, { timeoutMs: d.timeoutMs, now: deps.now }),
        ),
      },
    },
  });
  return { worker, describe: transport.describe };
}
