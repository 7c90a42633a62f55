// Stores a lead, its notification e-mail (outbox row) and the answer for its Idempotency-Key in
// one transaction, so a 201 is only sent for a lead that is committed together with its mail.
// Requests arriving together share that transaction (group commit, group-commit.ts).
import { createHash, randomUUIDv7 } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from 'kysely';
import { DatabaseUnavailableError, type Db } from '../db/database.ts';
import { GroupCommit } from '../db/group-commit.ts';
import type { Database } from '../db/schema.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import { normalizeEmail } from '../shared/contact-hash.ts';
import {
  commitLeadWrites,
  type LeadInput,
  type LeadWrite,
  type LeadWriteOptions,
  type WriteResult,
} from './lead-writes.ts';

export type { LeadInput } from './lead-writes.ts';

export type StoredAnswer = { statusCode: number; body: unknown };

export type CreateLeadResult =
  | { outcome: 'created'; id: string; answer: StoredAnswer }
  | { outcome: 'replayed'; answer: StoredAnswer }
  | { outcome: 'key-conflict' };

/** A person as a privacy request names them. */
export type Contact = { email: string; phone?: string | undefined };

/**
 * The leads of a contact. Following the mailed link proves the e-mail address and nothing else, so
 * access and delete from the web match the confirmed e-mail only: a phone nobody verified reveals
 * and erases nothing. An opt-out (do-not-contact, do-not-sell) harms nobody and needs no proof of
 * identity, so it also takes the phone; so does an erasure an operator carried out after
 * verifying the person by phone (`npm run leads -- erase --phone`).
 */
export function contactMatch(contact: Contact, byPhone: boolean) {
  const email = normalizeEmail(contact.email);
  const phone = byPhone ? contact.phone : undefined;
  return (eb: ExpressionBuilder<Database, 'leads'>): Expression<SqlBool> =>
    phone ? eb.or([eb('email_norm', '=', email), eb('phone', '=', phone)]) : eb('email_norm', '=', email);
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

export class LeadsRepo {
  readonly db: Db;
  private readonly group: GroupCommit<LeadWrite, WriteResult>;

  private readonly clock: Clock;
  private readonly onCreated: ((id: string, at: string) => void) | undefined;

  constructor(
    db: Db,
    opts: LeadWriteOptions & {
      /** The one clock: a lead's created_at. */
      clock: Clock;
      /** Called once a new lead is committed (the lead feed: issue 29). */
      onCreated?: (id: string, at: string) => void;
    },
  ) {
    this.db = db;
    this.clock = opts.clock;
    this.onCreated = opts.onCreated;
    this.group = new GroupCommit((writes) => commitLeadWrites(db, writes, opts));
  }

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
      gpc: boolean;
      userAgent: string | null;
      /** The publish the site served when the lead came in (app.content.servedPublish). */
      contentVersion?: string | null;
      idempotency?: { key: string; hash: string };
      answer: (id: string) => StoredAnswer;
    },
  ): Promise<CreateLeadResult> {
    const idem = meta.idempotency;
    if (idem) {
      const earlier = await this.earlierAnswer(idem);
      if (earlier) return earlier;
    }
    const id = randomUUIDv7();
    const createdAt = isoAt(this.clock());
    const answer = meta.answer(id);
    const write: LeadWrite = {
      input,
      id,
      outboxId: randomUUIDv7(),
      createdAt,
      ipHash: meta.ipHash,
      gpc: meta.gpc,
      userAgent: meta.userAgent,
      contentVersion: meta.contentVersion ?? null,
      idempotency: idem
        ? {
            key: idem.key,
            request_hash: idem.hash,
            status_code: answer.statusCode,
            response_json: JSON.stringify(answer.body),
            created_at: createdAt,
          }
        : undefined,
    };
    try {
      const failed = await this.group.add(write);
      if (failed?.unavailable) throw new DatabaseUnavailableError(new Error(failed.message));
      if (failed) throw Object.assign(new Error(failed.message), failed.code ? { code: failed.code } : {});
      this.onCreated?.(id, createdAt);
      return { outcome: 'created', id, answer };
    } catch (err) {
      // A concurrent request with the same key committed first: answer as it did.
      if (idem) {
        const earlier = await this.earlierAnswer(idem);
        if (earlier) return earlier;
      }
      throw err;
    }
  }

  /** Resolves once every lead handed over so far is committed (or has failed). */
  drain(): Promise<void> {
    return this.group.drain();
  }

  /** The stored answer for this key: replayed for the same request, a conflict for another. */
  private async earlierAnswer(idem: {
    key: string;
    hash: string;
  }): Promise<Exclude<CreateLeadResult, { outcome: 'created' }> | undefined> {
    const existing = await this.findAnswer(this.db, idem.key);
    if (!existing) return undefined;
    return existing.hash === idem.hash
      ? { outcome: 'replayed', answer: existing.answer }
      : { outcome: 'key-conflict' };
  }

  private async findAnswer(db: Kysely<Database> | Transaction<Database>, key: string) {
    const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return {
      hash: row.request_hash,
      answer: { statusCode: Number(row.status_code), body: JSON.parse(row.response_json) as unknown },
    };
  }

  /** Idempotency answers are only needed while a client may still retry. */
  async pruneIdempotencyKeys(olderThan: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', olderThan).execute();
  }
}
