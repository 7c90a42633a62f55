// Privacy choices carried out (docs/api.md, "Privacy choices"): a request is stored with a hashed
// single-use token and its confirmation mail goes through the outbox in the same transaction;
// once confirmed, do-not-contact / do-not-sell flag the matching leads and add the contact to the
// suppression list (keyed hashes), access mails a copy, delete erases personal fields of the
// matching leads, of their outbox mail and of every privacy request for the contact, leaving a
// tombstone. The retention job reuses the same erasure.
import { createHash, randomBytes, randomUUIDv7 } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Expression, type ExpressionBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import { consentDisclosures } from '../../content/consent.ts';
import { PRIVACY_CONFIRM_HOURS, type PrivacyRequestType } from '../../contracts/privacy.ts';
import { type Clock, isoAt } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { type Database, emptyLeadDetails, type LeadsTable, type SuppressionReason } from '../db/schema.ts';
import { renderPrivacyConfirmation, renderPrivacyCopy } from '../mail/privacy-mail.ts';
import { webhookPayload } from '../outbox/handlers.ts';
import type { MailPurpose, OutboxMessage } from '../outbox/messages.ts';
import { Outbox } from '../outbox/outbox.ts';
import { envelope, leadUpdatedEvent } from '../webhooks/webhooks.ts';
import { type ContactHasher, normalizeEmail } from './contact-hash.ts';

export type PrivacyServiceOptions = {
  db: Db;
  contactHash: ContactHasher;
  mailFrom: string;
  siteUrl: string;
  /** Where the file transport writes .eml files (erased mail is removed there too); undefined with SMTP. */
  mailDir: string | undefined;
  /**
   * Where mail and events go (lead.erased: the id only; lead.updated for a confirmed
   * do-not-contact or do-not-sell). Default: mail only, no webhook endpoints.
   */
  outbox?: Outbox;
  /** The injected clock (milliseconds): app.clock, or systemClock in the CLI. */
  now: Clock;
};

export type Contact = { email: string; phone?: string | undefined };

/** Personal fields of a lead, and what they become when erased (the tombstone keeps the rest). */
const erasedLead = {
  name: '',
  email: '',
  email_norm: null,
  ...emptyLeadDetails,
  ip_hash: null,
  user_agent: null,
  assigned_to: null,
} satisfies Partial<LeadsTable>;

/** Mail about a privacy request (confirmation link, copy) is erased this long after the request. */
export const PRIVACY_MAIL_KEEP_DAYS = 30;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Stores each consent wording once (with its SHA-256); a stored wording that changed is an error. */
export async function ensureConsentTexts(db: Db, clock: Clock): Promise<void> {
  const stored = await db.selectFrom('consent_texts').select(['version', 'sha256']).execute();
  const known = new Map(stored.map((r) => [r.version, r.sha256]));
  for (const d of consentDisclosures) {
    const sha256 = createHash('sha256').update(d.text).digest('hex');
    const have = known.get(d.version);
    if (have === sha256) continue;
    if (have !== undefined) {
      throw new Error(
        `content/consent.ts: the text of consent version ${d.version} changed; add a new version instead`,
      );
    }
    await db
      .insertInto('consent_texts')
      .values({ version: d.version, sha256, text: d.text, created_at: isoAt(clock()) })
      .onConflict((oc) => oc.column('version').doNothing())
      .execute();
  }
}

export class PrivacyService {
  private readonly opts: PrivacyServiceOptions;
  private readonly outbox: Outbox;
  private readonly clock: () => number;

  constructor(opts: PrivacyServiceOptions) {
    this.opts = opts;
    this.outbox = opts.outbox ?? new Outbox({ mailFrom: opts.mailFrom, webhooks: undefined });
    this.clock = opts.now;
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  /**
   * The leads a request acts on. Following the mailed link proves the e-mail address and nothing
   * else, so access and delete from the web match the confirmed e-mail only: a phone nobody
   * verified reveals and erases nothing. An opt-out (do-not-contact, do-not-sell) harms nobody and
   * needs no proof of identity, so it also takes the phone; so does an erasure an operator carried
   * out after verifying the person by phone (`npm run leads -- erase --phone`).
   */
  private matching(contact: Contact, byPhone: boolean) {
    const email = normalizeEmail(contact.email);
    const phone = byPhone ? contact.phone : undefined;
    return (eb: ExpressionBuilder<Database, 'leads'>): Expression<SqlBool> =>
      phone ? eb.or([eb('email_norm', '=', email), eb('phone', '=', phone)]) : eb('email_norm', '=', email);
  }

  /**
   * Stores a request and queues its confirmation mail in one transaction. Same work whether or
   * not we hold data for the contact, so neither the answer nor its timing tells.
   */
  async request(type: PrivacyRequestType, contact: Contact): Promise<{ id: string; outboxId: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUIDv7();
    const outboxId = randomUUIDv7();
    const createdAt = this.now();
    const link = `${this.opts.siteUrl}/privacy-choices/confirm?token=${token}`;
    const mail = renderPrivacyConfirmation(type, link, PRIVACY_CONFIRM_HOURS);
    await this.opts.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('privacy_requests')
        .values({
          id,
          type,
          email: contact.email,
          phone: contact.phone ?? null,
          email_hash: this.opts.contactHash.email(contact.email),
          phone_hash: contact.phone ? this.opts.contactHash.phone(contact.phone) : null,
          token_hash: tokenHash(token),
          source: 'web',
          created_at: createdAt,
          expires_at: new Date(Date.parse(createdAt) + PRIVACY_CONFIRM_HOURS * 3_600_000).toISOString(),
          completed_at: null,
          leads_matched: null,
          erased_at: null,
        })
        .execute();
      await this.queueMail(trx, {
        outboxId,
        privacyRequestId: id,
        kind: 'privacy-confirm',
        to: contact.email,
        ...mail,
      });
    });
    return { id, outboxId };
  }

  /** Carries out the request behind a confirmation token; undefined when unknown, used or expired. */
  async confirm(token: string): Promise<{ type: PrivacyRequestType; leads: number } | undefined> {
    return this.opts.db.transaction().execute(async (trx) => {
      const at = this.now();
      // Claiming the request and carrying it out commit together: a second click finds it completed.
      const claimed = await trx
        .updateTable('privacy_requests')
        .set({ completed_at: at })
        .where('token_hash', '=', tokenHash(token))
        .where('completed_at', 'is', null)
        .where('expires_at', '>', at)
        .returningAll()
        .executeTakeFirst();
      if (!claimed?.email) return undefined;
      const contact = { email: claimed.email, phone: claimed.phone ?? undefined };
      const leads = await this.carryOut(trx, claimed.type, contact, claimed.id, 'email');
      await trx
        .updateTable('privacy_requests')
        .set({ leads_matched: leads })
        .where('id', '=', claimed.id)
        .execute();
      return { type: claimed.type, leads };
    });
  }

  /** A deletion confirmed another way (`npm run leads -- erase`): recorded and carried out at once. */
  async eraseNow(contact: Contact): Promise<number> {
    const id = randomUUIDv7();
    const at = this.now();
    return this.opts.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('privacy_requests')
        .values({
          id,
          type: 'delete',
          email: null,
          phone: null,
          email_hash: this.opts.contactHash.email(contact.email || '-'),
          phone_hash: contact.phone ? this.opts.contactHash.phone(contact.phone) : null,
          token_hash: tokenHash(randomBytes(32).toString('base64url')),
          source: 'cli',
          created_at: at,
          expires_at: at,
          completed_at: at,
          leads_matched: null,
          erased_at: at,
        })
        .execute();
      const leads = await this.carryOut(trx, 'delete', contact, id, 'operator');
      await trx.updateTable('privacy_requests').set({ leads_matched: leads }).where('id', '=', id).execute();
      return leads;
    });
  }

  private async carryOut(
    trx: Transaction<Database>,
    type: PrivacyRequestType,
    contact: Contact,
    requestId: string,
    /** What proved who asked: the confirmed e-mail link, or an operator who verified them. */
    verified: 'email' | 'operator',
  ): Promise<number> {
    const at = this.now();
    const optOut = type === 'do-not-contact' || type === 'do-not-sell';
    const where = this.matching(contact, optOut || verified === 'operator');
    switch (type) {
      case 'do-not-contact':
      case 'do-not-sell': {
        const column = type === 'do-not-contact' ? 'do_not_contact' : 'do_not_sell';
        // The leads this request changes: each one's CRM record must hear of it (lead.updated).
        const changed = this.outbox.webhooksEnabled
          ? (
              await trx
                .selectFrom('leads')
                .select('id')
                .where(where)
                .where('erased_at', 'is', null)
                .where(column, '=', 0)
                .execute()
            ).map((r) => r.id)
          : [];
        const r = await trx
          .updateTable('leads')
          .set({ [column]: 1, updated_at: at })
          .where(where)
          .where('erased_at', 'is', null)
          .executeTakeFirst();
        const field = type === 'do-not-contact' ? ('doNotContact' as const) : ('doNotSell' as const);
        const events: OutboxMessage[] = [];
        for (const id of changed) {
          const event = await leadUpdatedEvent(trx, id, { field, from: false, to: true }, at);
          if (event) events.push({ kind: 'webhook', leadId: id, payload: event });
        }
        await this.outbox.enqueue(trx, events, { at });
        await this.suppress(trx, contact, type);
        await this.forgetRequestContact(trx, requestId);
        return Number(r.numUpdatedRows);
      }
      case 'access': {
        const leads = await trx
          .selectFrom('leads')
          .selectAll()
          .where(where)
          .where('erased_at', 'is', null)
          .orderBy('created_at')
          .execute();
        const mail = renderPrivacyCopy(leads);
        await this.queueMail(trx, {
          outboxId: randomUUIDv7(),
          privacyRequestId: requestId,
          kind: 'privacy-copy',
          to: contact.email,
          ...mail,
        });
        // The copy's outbox row needs the address until sent; the request row does not.
        await this.forgetRequestContact(trx, requestId);
        return leads.length;
      }
      case 'delete': {
        const ids = (
          await trx.selectFrom('leads').select('id').where(where).where('erased_at', 'is', null).execute()
        ).map((r) => r.id);
        await this.eraseLeadIds(trx, ids, at, 'request', requestId);
        // Every privacy request for this contact (this one included) and the mail sent for it.
        const hashes = [this.opts.contactHash.email(contact.email)];
        if (contact.phone && verified === 'operator') hashes.push(this.opts.contactHash.phone(contact.phone));
        const requests = (
          await trx
            .selectFrom('privacy_requests')
            .select('id')
            .where((eb) =>
              eb.or([
                eb('email_hash', 'in', hashes),
                eb('phone_hash', 'in', hashes),
                eb('id', '=', requestId),
              ]),
            )
            .execute()
        ).map((r) => r.id);
        await trx
          .updateTable('privacy_requests')
          .set({ email: null, phone: null, erased_at: at })
          .where('id', 'in', requests)
          .execute();
        await this.eraseOutbox(trx, 'privacy_request_id', requests);
        return ids.length;
      }
    }
  }

  /**
   * Erases the personal fields of these leads, the text of operators' notes on them, and their
   * outbox mail and webhook bodies (not yet sent ones are cancelled); keeps the tombstone; records
   * the erasure on each lead's timeline (when and why, for the console) and queues lead.erased
   * (the id only) in the same transaction.
   */
  async eraseLeadIds(
    trx: Transaction<Database> | Db,
    ids: string[],
    at = this.now(),
    reason: 'request' | 'retention' = 'request',
    requestId?: string,
  ): Promise<void> {
    const detail = JSON.stringify(requestId ? { reason, request: requestId } : { reason });
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await trx
        .updateTable('leads')
        .set({ ...erasedLead, erased_at: at, updated_at: at })
        .where('id', 'in', chunk)
        .execute();
      // A note is free text about the person: its words go with the rest.
      await trx
        .updateTable('lead_events')
        .set({ detail_json: JSON.stringify({ erased: true }) })
        .where('lead_id', 'in', chunk)
        .where('type', '=', 'note')
        .execute();
      await trx
        .insertInto('lead_events')
        .values(
          chunk.map((id) => ({
            id: randomUUIDv7(),
            lead_id: id,
            at,
            operator_id: null,
            type: 'erased' as const,
            detail_json: detail,
          })),
        )
        .execute();
      await this.eraseOutbox(trx, 'lead_id', chunk);
      await this.outbox.enqueue(
        trx,
        chunk.map((id) => ({
          kind: 'webhook',
          leadId: id,
          payload: envelope('lead.erased', at, { id, reason }),
        })),
        { at },
      );
    }
  }

  private async eraseOutbox(
    trx: Transaction<Database> | Db,
    column: 'lead_id' | 'privacy_request_id',
    ids: string[],
  ): Promise<void> {
    if (!ids.length) return;
    // Not yet sent: never send it now.
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
    // A webhook delivery keeps its endpoint and event type (neither is personal data), not its body.
    const hooks = await trx
      .selectFrom('outbox')
      .select(['id', 'payload_json'])
      .where(column, 'in', ids)
      .where('lane', '=', 'webhook')
      .execute();
    const byPayload = new Map<string, string[]>();
    for (const h of hooks) {
      const p = webhookPayload(h);
      const erased = p ? JSON.stringify({ url: p.url, type: p.type, body: '' }) : null;
      const key = erased ?? '';
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

  private async suppress(trx: Transaction<Database>, contact: Contact, reason: SuppressionReason) {
    const hashes = [this.opts.contactHash.email(contact.email)];
    if (contact.phone) hashes.push(this.opts.contactHash.phone(contact.phone));
    await trx
      .insertInto('suppression')
      .values(hashes.map((hash) => ({ hash, reason, created_at: this.now() })))
      .onConflict((oc) => oc.columns(['hash', 'reason']).doNothing())
      .execute();
  }

  private async forgetRequestContact(trx: Transaction<Database>, id: string) {
    await trx
      .updateTable('privacy_requests')
      .set({ email: null, phone: null })
      .where('id', '=', id)
      .execute();
  }

  private async queueMail(
    trx: Transaction<Database>,
    m: {
      outboxId: string;
      privacyRequestId: string;
      kind: MailPurpose;
      to: string;
      subject: string;
      text: string;
      html: string;
    },
  ) {
    await this.outbox.enqueue(
      trx,
      {
        kind: 'mail',
        purpose: m.kind,
        id: m.outboxId,
        privacyRequestId: m.privacyRequestId,
        payload: { to: m.to, subject: m.subject, text: m.text, html: m.html },
      },
      { at: this.now() },
    );
  }

  /**
   * Retention: erases personal fields of leads older than `days`, and the contact of privacy
   * requests nobody confirmed (their link expired). Returns how many leads were erased.
   */
  async applyRetention(
    days: number,
    at = new Date(this.clock()),
  ): Promise<{ leads: number; requests: number }> {
    const cutoff = new Date(at.getTime() - days * 86_400_000).toISOString();
    let leads = 0;
    for (;;) {
      const ids = (
        await this.opts.db
          .selectFrom('leads')
          .select('id')
          .where('created_at', '<', cutoff)
          .where('erased_at', 'is', null)
          .limit(500)
          .execute()
      ).map((r) => r.id);
      if (!ids.length) break;
      await this.opts.db
        .transaction()
        .execute((trx) => this.eraseLeadIds(trx, ids, at.toISOString(), 'retention'));
      leads += ids.length;
    }
    // Privacy requests keep their contact only while needed: an expired link, or a month after
    // the request (its confirmation and copy mails are long delivered by then).
    const monthAgo = new Date(at.getTime() - PRIVACY_MAIL_KEEP_DAYS * 86_400_000).toISOString();
    const expired = (
      await this.opts.db
        .selectFrom('privacy_requests')
        .select('id')
        .where('erased_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('completed_at', 'is', null), eb('expires_at', '<', at.toISOString())]),
            eb('created_at', '<', monthAgo),
          ]),
        )
        .execute()
    ).map((r) => r.id);
    if (expired.length) {
      await this.opts.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('privacy_requests')
          .set({ email: null, phone: null, erased_at: at.toISOString() })
          .where('id', 'in', expired)
          .execute();
        await this.eraseOutbox(trx, 'privacy_request_id', expired);
      });
    }
    return { leads, requests: expired.length };
  }
}
