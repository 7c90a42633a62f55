// Privacy choices carried out (DESIGN.md, "Privacy choices"): a request is stored with a hashed
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
import type { Db } from '../db/database.ts';
import { outboxMail } from '../db/lead-writes.ts';
import {
  type Database,
  emptyLeadDetails,
  type LeadsTable,
  type OutboxKind,
  type SuppressionReason,
} from '../db/schema.ts';
import { renderPrivacyConfirmation, renderPrivacyCopy } from '../mail/privacy-mail.ts';
import { envelope, type WebhookSettings, webhookRows } from '../webhooks/webhooks.ts';
import { type ContactHasher, normalizeEmail } from './contact-hash.ts';

export type PrivacyServiceOptions = {
  db: Db;
  contactHash: ContactHasher;
  mailFrom: string;
  siteUrl: string;
  /** Where the file transport writes .eml files (erased mail is removed there too); undefined with SMTP. */
  mailDir: string | undefined;
  /** Endpoints told of each erasure (lead.erased: the id only). */
  webhooks?: WebhookSettings;
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
const now = () => new Date().toISOString();

/** Stores each consent wording once (with its SHA-256); a stored wording that changed is an error. */
export async function ensureConsentTexts(db: Db): Promise<void> {
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
      .values({ version: d.version, sha256, text: d.text, created_at: now() })
      .onConflict((oc) => oc.column('version').doNothing())
      .execute();
  }
}

export class PrivacyService {
  private readonly opts: PrivacyServiceOptions;

  constructor(opts: PrivacyServiceOptions) {
    this.opts = opts;
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
    const createdAt = now();
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
      const at = now();
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
    const at = now();
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
    const at = now();
    const optOut = type === 'do-not-contact' || type === 'do-not-sell';
    const where = this.matching(contact, optOut || verified === 'operator');
    switch (type) {
      case 'do-not-contact':
      case 'do-not-sell': {
        const flag = type === 'do-not-contact' ? { do_not_contact: 1 } : { do_not_sell: 1 };
        const r = await trx
          .updateTable('leads')
          .set({ ...flag, updated_at: at })
          .where(where)
          .where('erased_at', 'is', null)
          .executeTakeFirst();
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
    at = now(),
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
      const hooks = chunk.flatMap((id) =>
        webhookRows(this.opts.webhooks, id, envelope('lead.erased', at, { id, reason })),
      );
      // A few hundred rows at most per statement (each row binds 17 parameters).
      for (let j = 0; j < hooks.length; j += 500) {
        await trx
          .insertInto('outbox')
          .values(hooks.slice(j, j + 500))
          .execute();
      }
    }
  }

  private async eraseOutbox(
    trx: Transaction<Database> | Db,
    column: 'lead_id' | 'privacy_request_id',
    ids: string[],
  ): Promise<void> {
    if (!ids.length) return;
    const rows = await trx
      .updateTable('outbox')
      .set({
        // A webhook row keeps its endpoint and event type (neither is personal data).
        recipient: sql<string>`case when kind = 'webhook' then recipient else '' end`,
        reply_to: null,
        subject: sql<string>`case when kind = 'webhook' then subject else '[erased]' end`,
        text_body: '',
        html_body: '',
        last_error: null,
        // Not yet sent: never send it now.
        status: sql<'cancelled'>`case when status = 'pending' then 'cancelled' else status end`,
      })
      .where(column, 'in', ids)
      .returning('id')
      .execute();
    const dir = this.opts.mailDir;
    if (dir) {
      for (const r of rows) {
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
      .values(hashes.map((hash) => ({ hash, reason, created_at: now() })))
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
      kind: OutboxKind;
      to: string;
      subject: string;
      text: string;
      html: string;
    },
  ) {
    const at = now();
    const { outboxId, ...mail } = m;
    await trx
      .insertInto('outbox')
      .values(outboxMail({ ...mail, id: outboxId, mailFrom: this.opts.mailFrom, at }))
      .execute();
  }

  /**
   * Retention: erases personal fields of leads older than `days`, and the contact of privacy
   * requests nobody confirmed (their link expired). Returns how many leads were erased.
   */
  async applyRetention(days: number, at = new Date()): Promise<{ leads: number; requests: number }> {
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
