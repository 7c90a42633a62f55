// Stores a lead, its notification e-mail (outbox row) and the answer for its Idempotency-Key in
// one transaction, so a 201 is only sent for a lead that is committed together with its mail.
import { createHash, randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AvailabilityRequest, ContactRequest, PackageRequest } from '../../contracts/api.ts';
import { type LeadForMail, notificationSubject, renderNotification } from '../mail/notification.ts';
import type { Db } from './database.ts';
import type { Database, IdempotencyKeysTable, LeadKind, LeadsTable, OutboxTable } from './schema.ts';

export type LeadInput =
  | { kind: 'contact'; data: ContactRequest }
  | { kind: 'availability'; data: AvailabilityRequest }
  | { kind: 'package'; data: PackageRequest };

export type StoredAnswer = { statusCode: number; body: unknown };

export type CreateLeadResult =
  | { outcome: 'created'; id: string; answer: StoredAnswer }
  | { outcome: 'replayed'; answer: StoredAnswer }
  | { outcome: 'key-conflict' };

export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

export const now = () => new Date().toISOString();

function emptyToNull(v: string | undefined): string | null {
  return v === undefined || v === '' ? null : v;
}

function leadRow(input: LeadInput, id: string, createdAt: string, ipHash: string | null): LeadsTable {
  const d = input.data;
  const base = {
    id,
    kind: input.kind,
    name: d.name,
    email: d.email,
    phone: null,
    zip_code: null,
    address: null,
    city: null,
    subject: null,
    comment: null,
    package_json: null,
    page: emptyToNull(d.page),
    ip_hash: ipHash,
    created_at: createdAt,
  } satisfies LeadsTable;
  switch (input.kind) {
    case 'contact':
      return { ...base, subject: emptyToNull(input.data.subject), comment: emptyToNull(input.data.comment) };
    case 'availability':
      return {
        ...base,
        phone: input.data.contact,
        zip_code: input.data.zipCode,
        address: emptyToNull(input.data.address),
        city: emptyToNull(input.data.city),
      };
    case 'package': {
      const p = input.data;
      return {
        ...base,
        phone: p.contact,
        zip_code: p.zipCode,
        package_json: JSON.stringify({
          mbps: p.mbps,
          packageTitle: p.packageTitle,
          packageDescription: p.packageDescription,
          price: p.price,
          planDuration: p.planDuration,
          recommendation: p.recommendation ?? false,
        }),
      };
    }
  }
}

function mailFields(input: LeadInput): LeadForMail['fields'] {
  const d = input.data;
  const common: LeadForMail['fields'] = [
    ['Name', d.name],
    ['E-mail', d.email],
  ];
  switch (input.kind) {
    case 'contact':
      return [...common, ['Subject', input.data.subject], ['Comment', input.data.comment], ['Page', d.page]];
    case 'availability':
      return [
        ...common,
        ['Phone', input.data.contact],
        ['ZIP code', input.data.zipCode],
        ['Address', input.data.address],
        ['City', input.data.city],
        ['Page', d.page],
      ];
    case 'package': {
      const p = input.data;
      return [
        ...common,
        ['Phone', p.contact],
        ['ZIP code', p.zipCode],
        ['Plan', p.packageTitle],
        ['Speed', p.mbps ? `Up to ${p.mbps} Mbps` : undefined],
        ['Price', p.price],
        ['Plan duration', p.planDuration],
        ['Recommended plan', p.recommendation ? 'yes' : 'no'],
        ['Plan details', p.packageDescription.join('\n')],
        ['Page', d.page],
      ];
    }
  }
}

function subjectFor(input: LeadInput): string {
  switch (input.kind) {
    case 'contact':
      return notificationSubject('contact', { subject: input.data.subject });
    case 'availability':
      return notificationSubject('availability', { zip: input.data.zipCode });
    case 'package':
      return notificationSubject('package', { zip: input.data.zipCode, plan: input.data.packageTitle });
  }
}

export type LeadsRepoOptions = { mailFrom: string; leadsTo: string };

export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

type LeadRows = {
  answer: StoredAnswer;
  idempotency: IdempotencyKeysTable | undefined;
  lead: LeadsTable;
  outbox: Insertable<OutboxTable>;
};
type Pending = { rows: LeadRows; resolve: () => void; reject: (err: unknown) => void };

/** Leads per group-commit transaction (well under SQLite's bound-parameter limit). */
const MAX_BATCH = 200;

export class LeadsRepo {
  readonly db: Db;
  readonly opts: LeadsRepoOptions;

  constructor(db: Db, opts: LeadsRepoOptions) {
    this.db = db;
    this.opts = opts;
  }

  private pending: Pending[] = [];
  private flushing = false;

  /**
   * Lead + outbox row (+ idempotency answer) committed in one transaction before this resolves.
   * Requests arriving together share a transaction (group commit): one commit (one fsync on
   * SQLite) for many leads, each still answered only after its rows are durable. With an
   * idempotency key the key row goes into the same transaction, so a concurrent duplicate fails on
   * the unique key and then replays the first answer.
   */
  async create(
    input: LeadInput,
    meta: {
      ipHash: string | null;
      idempotency?: { key: string; hash: string };
      answer: (id: string) => StoredAnswer;
    },
  ): Promise<CreateLeadResult> {
    const idem = meta.idempotency;
    if (idem) {
      const existing = await this.findAnswer(this.db, idem.key);
      if (existing)
        return existing.hash === idem.hash
          ? { outcome: 'replayed', answer: existing.answer }
          : { outcome: 'key-conflict' };
    }
    const rows = this.rowsFor(input, meta);
    try {
      await new Promise<void>((resolve, reject) => {
        this.pending.push({ rows, resolve, reject });
        if (!this.flushing) void this.flush();
      });
      return { outcome: 'created', id: rows.lead.id, answer: rows.answer };
    } catch (err) {
      // A concurrent request with the same key committed first: answer as it did.
      if (idem) {
        const existing = await this.findAnswer(this.db, idem.key);
        if (existing)
          return existing.hash === idem.hash
            ? { outcome: 'replayed', answer: existing.answer }
            : { outcome: 'key-conflict' };
      }
      throw err;
    }
  }

  private rowsFor(
    input: LeadInput,
    meta: {
      ipHash: string | null;
      idempotency?: { key: string; hash: string };
      answer: (id: string) => StoredAnswer;
    },
  ): LeadRows {
    const id = randomUUID();
    const createdAt = now();
    const answer = meta.answer(id);
    const outboxId = randomUUID();
    const mail = renderNotification(
      { id, kind: input.kind, createdAt, fields: mailFields(input) },
      subjectFor(input),
    );
    return {
      answer,
      idempotency: meta.idempotency
        ? {
            key: meta.idempotency.key,
            request_hash: meta.idempotency.hash,
            status_code: answer.statusCode,
            response_json: JSON.stringify(answer.body),
            created_at: createdAt,
          }
        : undefined,
      lead: leadRow(input, id, createdAt, meta.ipHash),
      outbox: {
        id: outboxId,
        lead_id: id,
        message_id: messageIdFor(outboxId, this.opts.mailFrom),
        recipient: this.opts.leadsTo,
        reply_to: input.data.email,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        status: 'pending',
        attempts: 0,
        next_attempt_at: createdAt,
        locked_until: null,
        sent_at: null,
        last_error: null,
        created_at: createdAt,
      },
    };
  }

  private async insert(batch: LeadRows[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const keys = batch.flatMap((r) => (r.idempotency ? [r.idempotency] : []));
      if (keys.length) await trx.insertInto('idempotency_keys').values(keys).execute();
      await trx
        .insertInto('leads')
        .values(batch.map((r) => r.lead))
        .execute();
      await trx
        .insertInto('outbox')
        .values(batch.map((r) => r.outbox))
        .execute();
    });
  }

  /** Commits everything queued so far in one transaction; repeats while more arrives. */
  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      // Let the requests that arrive in the same turn of the event loop join this batch.
      await new Promise((r) => setImmediate(r));
      while (this.pending.length) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          await this.insert(batch.map((p) => p.rows));
          for (const p of batch) p.resolve();
        } catch {
          // One bad row (e.g. a duplicate idempotency key) must not fail its neighbours.
          for (const p of batch) {
            try {
              await this.insert([p.rows]);
              p.resolve();
            } catch (err) {
              p.reject(err);
            }
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async findAnswer(db: Kysely<Database> | Transaction<Database>, key: string) {
    const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return {
      hash: row.request_hash,
      answer: { statusCode: Number(row.status_code), body: JSON.parse(row.response_json) as unknown },
    };
  }

  async list(filter: { since?: string; kind?: LeadKind } = {}) {
    let q = this.db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id');
    if (filter.since) q = q.where('created_at', '>=', filter.since);
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    return q.execute();
  }

  /** Idempotency answers are only needed while a client may still retry. */
  async pruneIdempotencyKeys(olderThan: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', olderThan).execute();
  }
}
