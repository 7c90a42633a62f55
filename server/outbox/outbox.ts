// The one way into the outbox (decision 060): `outbox.enqueue(trx, message)` inside the
// transaction of the change that caused it, so a message is committed with its change or not at
// all. A mail is one row in the mail lane; a webhook event is one row per configured endpoint in
// the webhook lane. The worker (worker.ts) delivers each lane with its own handler. Enqueueing
// wakes the worker once the transaction commits (decision 082): no caller has to.
import { randomUUID, randomUUIDv7 } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { afterCommit } from '../db/after-commit.ts';
import { inTransaction } from '../db/database.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { Database, OutboxLane, OutboxTable } from '../db/schema.ts';
import { type AuditBy, audit } from '../shared/audit.ts';
import { isoAt } from '../shared/clock.ts';
import { NotFound } from '../shared/errors.ts';
import type { WebhookSettings } from '../webhooks/webhooks.ts';
import { webhookPayload } from './handlers.ts';
import {
  MailPayload,
  type MailTemplateRef,
  type OutboxMessage,
  TemplateMailPayload,
  WebhookPayload,
} from './messages.ts';
import { outboxListColumns, outboxListView } from './views.ts';

export type OutboxOptions = {
  /** MAIL_FROM: its domain names the Message-IDs. */
  mailFrom: string;
  /** Where webhook events go; none: a webhook message writes no row. */
  webhooks: WebhookSettings | undefined;
  /** Where the file transport writes .eml files (erased mail is removed there too); undefined with SMTP. */
  mailDir?: string | undefined;
};

export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

type Db = Kysely<Database> | Transaction<Database>;

export class Outbox {
  private readonly opts: OutboxOptions;
  /** Told, after the commit, of each lane that got rows (the in-process worker's nudge). */
  private readonly listeners = new Set<(lane: OutboxLane) => void>();
  /** One function per lane, so a transaction that enqueues five times wakes each lane once. */
  private readonly wake: Record<OutboxLane, () => void> = {
    mail: () => this.tell('mail'),
    webhook: () => this.tell('webhook'),
  };

  constructor(opts: OutboxOptions) {
    this.opts = opts;
  }

  /**
   * Calls `listener` after each commit that queued rows of a lane (or made one due again: retry).
   * Returns the function that removes it.
   */
  onCommitted(listener: (lane: OutboxLane) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(lane: OutboxLane): void {
    for (const l of this.listeners) l(lane);
  }

  /** Wakes the lanes of these rows once `trx` commits (at once outside a transaction). */
  private async wakeAfterCommit(trx: Db, lanes: Iterable<OutboxLane>): Promise<void> {
    for (const lane of new Set(lanes)) await afterCommit(trx, this.wake[lane]);
  }

  /** MAIL_FROM (a message id names its domain). */
  get mailFrom(): string {
    return this.opts.mailFrom;
  }

  /** True when webhook messages go anywhere (callers may skip building an event otherwise). */
  get webhooksEnabled(): boolean {
    return Boolean(this.opts.webhooks?.urls.length);
  }

  /**
   * The rows of these messages, each due at `at`. Every row has the same columns in the same
   * order, so a batch is one multi-row INSERT whose SQL is compiled once (insert-rows.ts).
   */
  rows(messages: readonly OutboxMessage[], at: string): Insertable<OutboxTable>[] {
    const out: Insertable<OutboxTable>[] = [];
    for (const m of messages) {
      if (m.kind === 'mail') {
        const id = m.id ?? randomUUIDv7();
        const columns = {
          id,
          lead_id: m.leadId ?? null,
          privacy_request_id: m.privacyRequestId ?? null,
          kind: m.purpose,
          lane: 'mail' as const,
          message_id: m.messageId ?? messageIdFor(id, this.opts.mailFrom),
          at,
        };
        if ('template' in m.payload) {
          // Only the reference is stored; the worker renders the mail (handlers.ts).
          const p = TemplateMailPayload.parse(m.payload);
          const ref: MailTemplateRef = { template: p.template, leadId: p.leadId };
          out.push(
            row({
              ...columns,
              recipient: p.to,
              reply_to: null,
              subject: p.subject,
              text_body: null,
              html_body: null,
              payload_json: JSON.stringify(ref),
              endpoint: null,
            }),
          );
        } else {
          const p = MailPayload.parse(m.payload);
          out.push(
            row({
              ...columns,
              recipient: p.to,
              reply_to: p.replyTo ?? null,
              subject: p.subject,
              text_body: p.text,
              html_body: p.html,
              payload_json: null,
              endpoint: null,
            }),
          );
        }
      } else {
        const urls = this.opts.webhooks?.urls ?? [];
        if (!urls.length) continue;
        const body = JSON.stringify(m.payload);
        for (const url of urls) {
          const id = randomUUID();
          const payload: WebhookPayload = WebhookPayload.parse({ url, type: m.payload.type, body });
          out.push(
            row({
              id,
              lead_id: m.leadId,
              privacy_request_id: null,
              kind: 'webhook',
              lane: 'webhook',
              // The webhook-id: stable across retries, receivers deduplicate by it.
              message_id: `msg_${id}`,
              recipient: null,
              reply_to: null,
              subject: null,
              text_body: null,
              html_body: null,
              payload_json: JSON.stringify(payload),
              endpoint: url,
              at,
            }),
          );
        }
      }
    }
    return out;
  }

  /**
   * Writes the messages' rows in the caller's transaction (one statement per 500 rows). Returns
   * how many rows were written. `ignoreDuplicates`: a row whose message_id is already queued is
   * skipped (the digest: once per day across servers).
   */
  async enqueue(
    trx: Db,
    messages: OutboxMessage | readonly OutboxMessage[],
    opts: { at: string; ignoreDuplicates?: boolean },
  ): Promise<number> {
    const rows = this.rows(Array.isArray(messages) ? messages : [messages as OutboxMessage], opts.at);
    if (opts.ignoreDuplicates) {
      const written: Insertable<OutboxTable>[] = [];
      for (const r of rows) {
        const res = await trx
          .insertInto('outbox')
          .values(r)
          .onConflict((oc) => oc.column('message_id').doNothing())
          .executeTakeFirst();
        if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) written.push(r);
      }
      await this.wakeAfterCommit(
        trx,
        written.map((r) => r.lane),
      );
      return written.length;
    }
    // A few hundred rows at most per statement (each row binds 20 parameters).
    for (let i = 0; i < rows.length; i += 500) await insertRows(trx, 'outbox', rows.slice(i, i + 500));
    await this.wakeAfterCommit(
      trx,
      rows.map((r) => r.lane),
    );
    return rows.length;
  }

  /**
   * "Retry now" (the console): a pending or failed message is due now with its attempts so far,
   * audited in the same transaction (NotFound when there is no such message: sent, cancelled, gone).
   */
  async retry(db: Db, id: string, opts: { now: number; by: AuditBy }): Promise<void> {
    await inTransaction(db, async (trx) => {
      const row = await trx
        .updateTable('outbox')
        .set({ status: 'pending', next_attempt_at: isoAt(opts.now), locked_until: null })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'failed'])
        .returning('lane')
        .executeTakeFirst();
      if (!row) throw new NotFound('No pending or failed message with that id.');
      await audit(trx, { ...opts.by, action: 'outbox.retried', target: id, now: opts.now });
      await this.wakeAfterCommit(trx, [row.lane]);
    });
  }

  /** The console's outbox list: the latest 200 messages not sent yet or given up on (views.ts). */
  async list(db: Db, status: 'pending' | 'failed' | undefined) {
    const rows = await db
      .selectFrom('outbox')
      .select(outboxListColumns)
      .where('status', status ? '=' : 'in', status ?? ['pending', 'failed'])
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    return outboxListView(rows);
  }

  /**
   * Erases the personal data of the messages of these leads or privacy requests, in the caller's
   * transaction: a mail keeps no recipient, subject or body (and its .eml file goes), a webhook
   * delivery keeps its endpoint and event type (neither is personal data), not its body. Not yet
   * sent ones are cancelled: never sent now.
   */
  async erase(trx: Db, column: 'lead_id' | 'privacy_request_id', ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    const cancel = sql<'cancelled'>`case when status = 'pending' then 'cancelled' else status end`;
    const mail = await trx
      .updateTable('outbox')
      .set({
        recipient: '',
        reply_to: null,
        subject: '[erased]',
        text_body: '',
        html_body: '',
        last_error: null,
        status: cancel,
      })
      .where(column, 'in', ids)
      .where('lane', '=', 'mail')
      .returning('id')
      .execute();
    const hooks = await trx
      .selectFrom('outbox')
      .select(['id', 'payload_json'])
      .where(column, 'in', ids)
      .where('lane', '=', 'webhook')
      .execute();
    const byPayload = new Map<string, string[]>();
    for (const h of hooks) {
      const p = webhookPayload(h);
      const key = p ? JSON.stringify({ url: p.url, type: p.type, body: '' }) : '';
      byPayload.set(key, [...(byPayload.get(key) ?? []), h.id]);
    }
    for (const [payload, rowIds] of byPayload) {
      for (let i = 0; i < rowIds.length; i += 500) {
        await trx
          .updateTable('outbox')
          .set({ payload_json: payload || null, last_error: null, status: cancel })
          .where('id', 'in', rowIds.slice(i, i + 500))
          .execute();
      }
    }
    const dir = this.opts.mailDir;
    if (dir) {
      for (const r of mail) {
        rmSync(join(dir, `${r.id}.eml`), { force: true });
        rmSync(join(dir, `${r.id}.eml.tmp`), { force: true });
      }
    }
  }
}

function row(
  r: Omit<
    Insertable<OutboxTable>,
    'status' | 'attempts' | 'next_attempt_at' | 'locked_until' | 'sent_at' | 'last_error' | 'created_at'
  > & { at: string },
): Insertable<OutboxTable> {
  return {
    id: r.id,
    lead_id: r.lead_id,
    privacy_request_id: r.privacy_request_id,
    kind: r.kind,
    lane: r.lane,
    message_id: r.message_id,
    recipient: r.recipient,
    reply_to: r.reply_to,
    subject: r.subject,
    text_body: r.text_body,
    html_body: r.html_body,
    payload_json: r.payload_json,
    endpoint: r.endpoint,
    status: 'pending',
    attempts: 0,
    next_attempt_at: r.at,
    locked_until: null,
    sent_at: null,
    last_error: null,
    created_at: r.at,
  };
}
