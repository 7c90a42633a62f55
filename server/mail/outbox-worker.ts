// Delivers the outbox: claims due rows with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL, so
// several workers never take the same row), sends each, then marks it sent, or schedules a retry
// with exponential backoff and a cap, or marks it failed after the last attempt.
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db, Dialect } from '../db/database.ts';
import type { OutboxTable } from '../db/schema.ts';
import { createWebhookTransport, type WebhookTransport } from '../webhooks/webhooks.ts';
import type { MailTransport } from './transport.ts';

export type OutboxWorkerOptions = {
  db: Db;
  dialect: Dialect;
  transport: MailTransport;
  /** Where rows of kind 'webhook' go (signed HTTP POST); default: signs with no secret, so fails. */
  webhookTransport?: WebhookTransport;
  from: string;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  pollMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  batchSize?: number;
  /** Messages in flight at once within a batch. */
  concurrency?: number;
  /** How long a claimed row stays reserved for this worker before another may retry it. */
  leaseMs?: number;
};

type Row = Omit<OutboxTable, 'attempts'> & { attempts: number };

/** Delay before attempt n+1 after n failures: base·2^(n-1), capped, with ±20 % jitter. */
export function backoffDelay(failures: number, baseMs: number, maxMs: number, random = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(Math.min(maxMs, raw * (0.8 + 0.4 * random())));
}

export class OutboxWorker {
  readonly opts: Required<OutboxWorkerOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;

  constructor(opts: OutboxWorkerOptions) {
    this.opts = {
      batchSize: 20,
      concurrency: 4,
      leaseMs: 120_000,
      webhookTransport: createWebhookTransport(undefined),
      ...opts,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Ask for a run soon (a lead was just stored); cheap to call often. */
  nudge(): void {
    // Also while backing off: a lead was just stored, so the database answers again.
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.opts.transport.close();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.loop().finally(() => {
        this.running = undefined;
      });
    }, ms);
  }

  /** Runs in a row that failed (the database unreachable, say); the next run waits longer. */
  private failedRuns = 0;

  private async loop(): Promise<void> {
    let more = false;
    try {
      this.again = false;
      const handled = await this.runOnce();
      more = handled >= this.opts.batchSize || this.again;
      if (this.failedRuns) this.opts.log.info({ failedRuns: this.failedRuns }, 'outbox runs again');
      this.failedRuns = 0;
    } catch (err) {
      this.failedRuns++;
      // Backs off (poll interval doubling up to 30 s, ±20 %) instead of hammering a database that
      // is down, and logs the first failure and then every tenth, not one line per poll.
      const delay = backoffDelay(this.failedRuns, this.opts.pollMs, Math.max(this.opts.pollMs, 30_000));
      if (this.failedRuns === 1 || this.failedRuns % 10 === 0) {
        this.opts.log.error(
          { err: (err as Error)?.message ?? String(err), failedRuns: this.failedRuns, retryInMs: delay },
          'outbox run failed',
        );
      }
      this.schedule(delay);
      return;
    }
    this.schedule(more ? 0 : this.opts.pollMs);
  }

  /** Claims and delivers one batch of due mail; returns how many rows it handled. */
  async runOnce(): Promise<number> {
    const rows = await this.claim();
    // A few at a time, so one slow message does not hold up the rest of the batch.
    const queue = [...rows];
    const sent: Row[] = [];
    const lanes = Array.from({ length: Math.min(this.opts.concurrency, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (this.stopped) {
          // Shutting down: hand unsent claims back at once instead of waiting for the lease.
          await this.release(row.id);
          continue;
        }
        if (await this.deliver(row)) sent.push(row);
      }
    });
    await Promise.all(lanes);
    // One write for the whole batch: fewer commits (fsyncs) competing with incoming leads.
    if (sent.length) {
      await this.opts.db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          attempts: eb('attempts', '+', 1),
          sent_at: new Date().toISOString(),
          locked_until: null,
          last_error: null,
        }))
        .where(
          'id',
          'in',
          sent.map((r) => r.id),
        )
        .execute();
      for (const row of sent) {
        if (row.kind === 'webhook') {
          this.opts.log.info(
            { outboxId: row.id, leadId: row.lead_id, event: row.subject, attempts: row.attempts + 1 },
            'webhook delivered',
          );
        } else if (row.lead_id) {
          this.opts.log.info(
            { outboxId: row.id, leadId: row.lead_id, attempts: row.attempts + 1 },
            'lead notification sent',
          );
        } else {
          // Mail to a visitor about a privacy request, or an operator's enrollment link: named by
          // its kind and request, never the address.
          this.opts.log.info(
            {
              outboxId: row.id,
              privacyRequestId: row.privacy_request_id,
              kind: row.kind,
              attempts: row.attempts + 1,
            },
            row.kind === 'operator-enrollment'
              ? 'enrollment mail sent'
              : row.kind === 'digest'
                ? 'digest sent'
                : 'privacy mail sent',
          );
        }
      }
    }
    return rows.length;
  }

  private async claim(): Promise<Row[]> {
    const nowIso = new Date().toISOString();
    const lease = new Date(Date.now() + this.opts.leaseMs).toISOString();
    const lock = this.opts.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<Row>`
      update outbox set locked_until = ${lease}
      where id in (
        select id from outbox
        where status = 'pending' and next_attempt_at <= ${nowIso}
          and (locked_until is null or locked_until <= ${nowIso})
        order by next_attempt_at
        limit ${this.opts.batchSize}
        ${lock}
      )
      returning *`.execute(this.opts.db);
    return result.rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
  }

  private async release(id: string) {
    await this.opts.db.updateTable('outbox').set({ locked_until: null }).where('id', '=', id).execute();
  }

  /** Sends one message; true when sent (recorded by the caller), false when rescheduled or failed. */
  private async deliver(row: Row): Promise<boolean> {
    const attempts = row.attempts + 1;
    const { db, log } = this.opts;
    const what = row.kind === 'webhook' ? 'webhook' : 'lead notification';
    try {
      if (row.kind === 'webhook') {
        await this.opts.webhookTransport.send({
          webhookId: row.message_id,
          url: row.recipient,
          body: row.text_body,
        });
      } else
        await this.opts.transport.send({
          outboxId: row.id,
          messageId: row.message_id,
          from: this.opts.from,
          to: row.recipient,
          replyTo: row.reply_to ?? undefined,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        });
    } catch (err) {
      const lastError = String((err as Error)?.message ?? err).slice(0, 500);
      if (attempts >= this.opts.maxAttempts) {
        await db
          .updateTable('outbox')
          .set({ status: 'failed', attempts, last_error: lastError, locked_until: null })
          .where('id', '=', row.id)
          .execute();
        log.error(
          { outboxId: row.id, leadId: row.lead_id, kind: row.kind, attempts, err: lastError },
          `${what} failed for good`,
        );
      } else {
        const delay = backoffDelay(attempts, this.opts.baseDelayMs, this.opts.maxDelayMs);
        await db
          .updateTable('outbox')
          .set({
            attempts,
            last_error: lastError,
            locked_until: null,
            next_attempt_at: new Date(Date.now() + delay).toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
        log.warn(
          { outboxId: row.id, leadId: row.lead_id, attempts, retryInMs: delay, err: lastError },
          `${what} deferred`,
        );
      }
      return false;
    }
    return true;
  }
}
