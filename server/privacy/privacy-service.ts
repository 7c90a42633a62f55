// Privacy choices carried out (docs/api.md, "Privacy choices"): the request flow. A request is
// stored with a hashed single-use token and its confirmation mail goes through the outbox in the
// same transaction; once confirmed, do-not-contact / do-not-sell flag the matching leads (the lead
// service) and add the contact to the suppression list (keyed hashes), access mails a copy (the
// lead service's access-copy view), delete erases the matching leads (the lead service) and the
// contact and mail of every privacy request for the contact, leaving a tombstone. Retention erases
// old leads through the lead service too, and old requests' contact here.
import { createHash, randomBytes, randomUUIDv7 } from 'node:crypto';
import type { Transaction } from 'kysely';
import { consentDisclosures } from '../../content/consent.ts';
import { spanishPath } from '../../content/page-paths.ts';
import { privacyConfirmPath as CONFIRM_PATH } from '../../content/privacy-choices.ts';
import type { Language } from '../../contracts/languages.ts';
import { PRIVACY_CONFIRM_HOURS, type PrivacyRequestType } from '../../contracts/privacy.ts';
import type { Db } from '../db/database.ts';
import type { Database, SuppressionReason } from '../db/schema.ts';
import { accessCopy } from '../leads/access-copy.ts';
import type { LeadCommands } from '../leads/lead-commands.ts';
import type { Contact } from '../leads/leads-repo.ts';
import { renderPrivacyConfirmation, renderPrivacyCopy } from '../mail/privacy-mail.ts';
import type { MailPurpose } from '../outbox/messages.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import type { ContactHasher } from '../shared/contact-hash.ts';

export type { Contact } from '../leads/leads-repo.ts';

export type PrivacyServiceOptions = {
  db: Db;
  contactHash: ContactHasher;
  siteUrl: string;
  /** The app's one outbox: the confirmation and copy mails, and erasing a request's mail. */
  outbox: Outbox;
  /** The lead's home: every change to a lead (opt-out flags, erasure) goes through it. */
  leads: LeadCommands;
  /** The injected clock (milliseconds): app.clock, or systemClock in the CLI. */
  now: Clock;
  /** Requests' contacts were erased: the database's files are scrubbed of them (decision 083). */
  afterErasure?: () => void;
  /** The site's e-mail address in a language, as the site shows it (app.content): the copy names it. */
  contactEmail?: (language: Language) => string;
};

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
    this.outbox = opts.outbox;
    this.clock = opts.now;
  }

  private now(): string {
    return isoAt(this.clock());
  }

  /**
   * Stores a request and queues its confirmation mail in one transaction. Same work whether or
   * not we hold data for the contact, so neither the answer nor its timing tells.
   */
  async request(
    type: PrivacyRequestType,
    contact: Contact,
    language: Language = 'en',
  ): Promise<{ id: string; outboxId: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUIDv7();
    const outboxId = randomUUIDv7();
    const createdAt = this.now();
    // The confirm page in the request's language (content/pages.ts, spanishPath).
    const page = language === 'es' ? spanishPath(CONFIRM_PATH) : CONFIRM_PATH;
    const link = `${this.opts.siteUrl}${page}?token=${token}`;
    const mail = renderPrivacyConfirmation(type, link, PRIVACY_CONFIRM_HOURS, language);
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
          language,
          created_at: createdAt,
          expires_at: isoAt(Date.parse(createdAt) + PRIVACY_CONFIRM_HOURS * 3_600_000),
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

  /**
   * Carries out the request behind a confirmation token; undefined when unknown, used or expired.
   * Claiming the request commits with carrying it out (in the lead service's transaction for a
   * change to leads): a second click finds it completed and changes nothing.
   */
  async confirm(
    token: string,
  ): Promise<{ type: PrivacyRequestType; leads: number; language: Language } | undefined> {
    const at = this.now();
    const pending = await this.opts.db
      .selectFrom('privacy_requests')
      .select(['id', 'type', 'email', 'phone', 'language'])
      .where('token_hash', '=', tokenHash(token))
      .where('completed_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (!pending?.email) return undefined;
    const claim = async (trx: Transaction<Database>, leads: number) => {
      const r = await trx
        .updateTable('privacy_requests')
        .set({ completed_at: at, leads_matched: leads })
        .where('id', '=', pending.id)
        .where('completed_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    };
    const contact = { email: pending.email, phone: pending.phone ?? undefined };
    const leads = await this.carryOut(pending.type, contact, pending.id, 'email', claim, pending.language);
    return leads === undefined ? undefined : { type: pending.type, leads, language: pending.language };
  }

  /** A deletion confirmed another way (`npm run leads -- erase`): recorded and carried out at once. */
  async eraseNow(contact: Contact): Promise<number> {
    const id = randomUUIDv7();
    const at = this.now();
    const record = async (trx: Transaction<Database>, leads: number) => {
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
          language: 'en',
          created_at: at,
          expires_at: at,
          completed_at: at,
          leads_matched: leads,
          erased_at: at,
        })
        .execute();
      return true;
    };
    return (await this.carryOut('delete', contact, id, 'operator', record)) ?? 0;
  }

  /**
   * Carries out a request: `claim` writes the request's own row in the same transaction as the
   * change (false: it was claimed already, nothing is done). Changes to leads go through the
   * lead service; this keeps what is the request's own (suppression, its mail, its contact).
   */
  private async carryOut(
    type: PrivacyRequestType,
    contact: Contact,
    requestId: string,
    /** What proved who asked: the confirmed e-mail link, or an operator who verified them. */
    verified: 'email' | 'operator',
    claim: (trx: Transaction<Database>, leads: number) => Promise<boolean>,
    /** The request's language: the access copy's. */
    language: Language = 'en',
  ): Promise<number | undefined> {
    switch (type) {
      case 'do-not-contact':
      case 'do-not-sell':
        return this.opts.leads.optOut(contact, type, { request: requestId }, async (trx, ids) => {
          if (!(await claim(trx, ids.length))) return false;
          await this.suppress(trx, contact, type);
          await this.forgetRequestContact(trx, requestId);
          return true;
        });
      case 'access':
        return this.opts.db.transaction().execute(async (trx) => {
          const copy = await accessCopy(trx, contact, language);
          if (!(await claim(trx, copy.leads.length))) return undefined;
          const mail = renderPrivacyCopy(copy, language, this.opts.contactEmail?.(language));
          await this.queueMail(trx, {
            outboxId: randomUUIDv7(),
            privacyRequestId: requestId,
            kind: 'privacy-copy',
            to: contact.email,
            ...mail,
          });
          // The copy's outbox row needs the address until sent; the request row does not.
          await this.forgetRequestContact(trx, requestId);
          return copy.leads.length;
        });
      case 'delete': {
        const byPhone = verified === 'operator';
        return this.opts.leads.eraseContact(
          contact,
          byPhone,
          { request: requestId },
          null,
          async (trx, ids) => {
            if (!(await claim(trx, ids.length))) return false;
            // Every privacy request for this contact (this one included) and the mail sent for it.
            const hashes = [this.opts.contactHash.email(contact.email)];
            if (contact.phone && byPhone) hashes.push(this.opts.contactHash.phone(contact.phone));
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
            await this.eraseRequests(trx, requests, this.now());
            return true;
          },
        );
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

  /** Privacy requests lose their contact for good, and so do their mails in the outbox. */
  private async eraseRequests(trx: Transaction<Database>, ids: string[], at: string) {
    await trx
      .updateTable('privacy_requests')
      .set({ email: null, phone: null, erased_at: at })
      .where('id', 'in', ids)
      .execute();
    await this.outbox.erase(trx, 'privacy_request_id', ids);
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
   * Retention: erases personal fields of leads older than `days` (the lead service), and the
   * contact of privacy requests nobody confirmed (their link expired) or a month old, with their
   * mail. Returns how many of each.
   */
  async applyRetention(
    days: number,
    at = new Date(this.clock()),
  ): Promise<{ leads: number; requests: number }> {
    const cutoff = isoAt(at.getTime() - days * 86_400_000);
    const leads = await this.opts.leads.eraseOlderThan(cutoff);
    // Privacy requests keep their contact only while needed: an expired link, or a month after
    // the request (its confirmation and copy mails are long delivered by then).
    const monthAgo = isoAt(at.getTime() - PRIVACY_MAIL_KEEP_DAYS * 86_400_000);
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
        await this.eraseRequests(trx, expired, at.toISOString());
      });
      this.opts.afterErasure?.();
    }
    return { leads, requests: expired.length };
  }
}
