// What one lead writes, and the transaction that writes a batch of leads (group-commit.ts forms
// the batches). Inside the transaction, two indexed queries per batch (not per lead) find repeat
// visitors and suppressed contacts; the lead rows carry those flags, and each lead's notification
// is queued as a reference to its row (rendered when sent, decision 052).
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { AvailabilityRequest, ContactRequest, PackageRequest } from '../../contracts/api.ts';
import type { Attribution, Touch } from '../../contracts/lead-record.ts';
import { isDatabaseUnavailable } from '../db/database.ts';
import { insertRows } from '../db/insert-rows.ts';
import { type Database, emptyLeadDetails, type IdempotencyKeysTable, type LeadsTable } from '../db/schema.ts';
import { leadNotificationSubject } from '../mail/lead-notification.ts';
import type { OutboxMessage } from '../outbox/messages.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { isoAt } from '../shared/clock.ts';
import { type ContactHasher, normalizeEmail } from '../shared/contact-hash.ts';
import { packageJson } from './lead-package.ts';
import { leadCreatedEvent } from './webhook-payloads.ts';

/** A lead whose e-mail or phone matches a lead of this many days before is a repeat (duplicate_of). */
export const REPEAT_WINDOW_DAYS = 30;

export type LeadInput =
  | { kind: 'contact'; data: ContactRequest }
  | { kind: 'availability'; data: AvailabilityRequest }
  | { kind: 'package'; data: PackageRequest };

/** One lead to commit: the validated input plus the ids and time chosen when it arrived. */
export type LeadWrite = {
  input: LeadInput;
  id: string;
  outboxId: string;
  createdAt: string;
  ipHash: string | null;
  idempotency: IdempotencyKeysTable | undefined;
  /** Sec-GPC: 1 or navigator.globalPrivacyControl reported by the form. */
  gpc: boolean;
  userAgent: string | null;
  /** The publish the site served (decision 089); null while it serves the build's own content. */
  contentVersion: string | null;
};

export type MailAddresses = { mailFrom: string; leadsTo: string };

/** What the write path needs besides the database: addresses, the contact hasher, the outbox. */
export type LeadWriteOptions = MailAddresses & { contactHash: ContactHasher; outbox: Outbox };

/** Flags the server works out from earlier leads and the suppression list. */
type Flags = {
  duplicateOf: string | null;
  previouslyOptedOut: boolean;
  doNotSell: boolean;
};

/** Per write: undefined when committed, otherwise why not (unavailable: the database could not be reached). */
export type WriteResult = undefined | { message: string; code?: string; unavailable?: true };

function emptyToNull(v: string | undefined): string | null {
  return v === undefined || v === '' ? null : v;
}

function attributionOf(input: LeadInput): Attribution | undefined {
  return input.data.attribution?.attribution;
}

function consentVersionOf(input: LeadInput): string | null {
  return input.kind === 'contact' ? null : input.data.consentVersion;
}

function leadRow(w: LeadWrite, flags: Flags): LeadsTable {
  const { input, id, createdAt } = w;
  const d = input.data;
  const attribution = attributionOf(input);
  const last: Touch = attribution?.lastTouch ?? {};
  const consentVersion = consentVersionOf(input);
  const base = {
    id,
    kind: input.kind,
    name: d.name,
    email: d.email,
    ...emptyLeadDetails,
    page: emptyToNull(d.page),
    ip_hash: w.ipHash,
    created_at: createdAt,
    email_norm: normalizeEmail(d.email),
    utm_source: last.source ?? null,
    utm_medium: last.medium ?? null,
    utm_campaign: last.campaign ?? null,
    utm_term: last.term ?? null,
    utm_content: last.content ?? null,
    landing_page: last.landingPage ?? null,
    referrer: last.referrer ?? null,
    attribution_json: attribution ? JSON.stringify(attribution) : null,
    consent_version: consentVersion,
    consent_at: consentVersion ? createdAt : null,
    gpc: w.gpc ? 1 : 0,
    language: d.language ?? 'en',
    content_version: w.contentVersion,
    do_not_sell: flags.doNotSell ? 1 : 0,
    do_not_contact: 0,
    duplicate_of: flags.duplicateOf,
    previously_opted_out: flags.previouslyOptedOut ? 1 : 0,
    user_agent: w.userAgent,
    status: 'new',
    assigned_to: null,
    updated_at: createdAt,
    erased_at: null,
    version: 1,
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
        package_json: packageJson(p),
      };
    }
  }
}

function rowsFor(w: LeadWrite, mail: MailAddresses, flags: Flags) {
  const lead = leadRow(w, flags);
  // The notification is rendered from the lead row when the mail lane sends it (decision 052):
  // its outbox row keeps the template, the lead's id and what the console lists.
  const notification: OutboxMessage = {
    kind: 'mail',
    purpose: 'lead',
    id: w.outboxId,
    leadId: w.id,
    payload: {
      to: mail.leadsTo,
      subject: leadNotificationSubject(lead),
      template: 'lead-notification',
      leadId: w.id,
    },
  };
  return { lead, notification };
}

/**
 * Repeat visitors and suppressed contacts for a whole batch: one indexed query each, inside the
 * batch's transaction, so a lead is compared with every lead committed before it (earlier leads
 * of the same batch included).
 */
async function flagsFor(
  db: Kysely<Database>,
  trx: Transaction<Database>,
  writes: LeadWrite[],
  hash: ContactHasher,
): Promise<Flags[]> {
  const emails = [...new Set(writes.map((w) => normalizeEmail(w.input.data.email)))];
  const phones = [
    ...new Set(writes.flatMap((w) => (w.input.kind === 'contact' ? [] : [w.input.data.contact]))),
  ];
  // A batch is never empty.
  const oldest = writes.map((w) => w.createdAt).sort()[0] as string;
  const since = isoAt(Date.parse(oldest) - REPEAT_WINDOW_DAYS * 86_400_000);
  // The oldest lead of the window per contact: one indexed look-up each ((email_norm, created_at)
  // and (phone, created_at)), LIMIT 1, so a contact with thousands of earlier leads costs the same
  // as one with a single lead. A batch spans milliseconds; an original that falls out of a later
  // lead's window inside that span only leaves that lead to match the batch's own rows.
  const oldestOf = async (column: 'email_norm' | 'phone', value: string) => {
    const query = compiledOnce(
      db,
      `oldest:${column}`,
      () =>
        trx
          .selectFrom('leads')
          .select(['id', 'email_norm', 'phone', 'created_at'])
          .where(column, '=', value)
          .where('created_at', '>=', since)
          .orderBy('created_at')
          .orderBy('id')
          .limit(1)
          .compile(),
      [value, since, 1],
    );
    const { rows } = await trx.executeQuery<Earlier>(query as CompiledQuery<Earlier>);
    return rows[0];
  };
  const found = await Promise.all([
    ...emails.map((e) => oldestOf('email_norm', e)),
    ...phones.map((p) => oldestOf('phone', p)),
  ]);
  const byId = new Map<string, NonNullable<(typeof found)[number]>>();
  for (const r of found) if (r) byId.set(r.id, r);
  const earlier = [...byId.values()].sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1,
  );
  const hashes = new Map<string, string>();
  for (const e of emails) hashes.set(`e:${e}`, hash.email(e));
  for (const p of phones) hashes.set(`p:${p}`, hash.phone(p));
  const wanted = [...hashes.values()];
  const suppressedQuery = compiledOnce(
    db,
    `suppression:${wanted.length}`,
    () => trx.selectFrom('suppression').select(['hash', 'reason']).where('hash', 'in', wanted).compile(),
    wanted,
  );
  const { rows: suppressed } = await trx.executeQuery(
    suppressedQuery as CompiledQuery<{ hash: string; reason: string }>,
  );
  const reasons = new Map<string, Set<string>>();
  for (const s of suppressed) {
    const set = reasons.get(s.hash) ?? new Set<string>();
    set.add(s.reason);
    reasons.set(s.hash, set);
  }
  const known = earlier.map((r) => ({ ...r }));
  return writes.map((w) => {
    const email = normalizeEmail(w.input.data.email);
    const phone = w.input.kind === 'contact' ? null : w.input.data.contact;
    const windowStart = isoAt(Date.parse(w.createdAt) - REPEAT_WINDOW_DAYS * 86_400_000);
    // The oldest lead of the window with the same contact: every repeat points at the same original.
    const match = known.find(
      (k) => k.created_at >= windowStart && (k.email_norm === email || (phone !== null && k.phone === phone)),
    );
    known.push({ id: w.id, email_norm: email, phone, created_at: w.createdAt });
    const own = [hashes.get(`e:${email}`), phone ? hashes.get(`p:${phone}`) : undefined].flatMap((h) =>
      h ? [...(reasons.get(h) ?? [])] : [],
    );
    return {
      duplicateOf: match?.id ?? null,
      previouslyOptedOut: own.length > 0,
      doNotSell: w.gpc || own.includes('do-not-sell'),
    };
  });
}

/** Compiled look-up SQL by database (compiledOnce). */
const insertSql = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * A query whose SQL depends only on `key` (the values go as parameters): built and compiled by
 * Kysely the first time per database (and run as compiled, so Kysely plugins see it), then its
 * SQL text is reused with the new values: the query builder's parse and compile allocate more
 * than the indexed look-up itself costs. `parameters` must be the values in the order the SQL
 * takes them; the first compile checks that.
 */
function compiledOnce(
  db: Kysely<Database>,
  key: string,
  build: () => CompiledQuery,
  parameters: readonly unknown[],
): CompiledQuery {
  let cache = insertSql.get(db);
  if (!cache) {
    cache = new Map();
    insertSql.set(db, cache);
  }
  const text = cache.get(key);
  if (text !== undefined) return CompiledQuery.raw(text, parameters as unknown[]);
  const compiled = build();
  if (
    compiled.parameters.length !== parameters.length ||
    compiled.parameters.some((p, i) => p !== parameters[i])
  )
    throw new Error(`compiledOnce(${key}): parameters not in the order of the SQL`);
  cache.set(key, compiled.sql);
  return compiled;
}

type Earlier = { id: string; email_norm: string; phone: string | null; created_at: string };

async function insert(db: Kysely<Database>, writes: LeadWrite[], opts: LeadWriteOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const flags = await flagsFor(db, trx, writes, opts.contactHash);
    const rows = writes.map((w, i) => rowsFor(w, opts, flags[i] as Flags));
    // The notification and lead.created (one row per endpoint) for every lead of the batch, in
    // one multi-row outbox insert: committed with the leads or not at all.
    const messages: OutboxMessage[] = rows.map((r) => r.notification);
    if (opts.outbox.webhooksEnabled) {
      for (const r of rows) {
        messages.push({
          kind: 'webhook',
          leadId: r.lead.id,
          payload: leadCreatedEvent(r.lead),
        });
      }
    }
    const keys = writes.flatMap((w) => (w.idempotency ? [w.idempotency] : []));
    if (keys.length) await insertRows(trx, 'idempotency_keys', keys);
    await insertRows(
      trx,
      'leads',
      rows.map((r) => r.lead),
    );
    await opts.outbox.enqueue(trx, messages, { at: (writes[0] as LeadWrite).createdAt });
  });
}

function failure(err: unknown): WriteResult {
  const e = err as { message?: unknown; code?: unknown };
  return {
    message: typeof e?.message === 'string' ? e.message : String(err),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(isDatabaseUnavailable(err) ? { unavailable: true as const } : {}),
  };
}

/**
 * Commits the batch in one transaction (one fsync on SQLite for all of it). If that fails, each
 * write is tried on its own, so one bad row (a duplicate idempotency key) fails only itself.
 */
export async function commitLeadWrites(
  db: Kysely<Database>,
  writes: LeadWrite[],
  opts: LeadWriteOptions,
): Promise<WriteResult[]> {
  try {
    await insert(db, writes, opts);
    return writes.map(() => undefined);
  } catch (batchError) {
    // The transaction rolled back (or never began): nothing of the batch is stored. When the
    // database is unreachable every write fails alike; trying each alone would only wait longer.
    if (writes.length === 1 || isDatabaseUnavailable(batchError))
      return writes.map(() => failure(batchError));
    const results: WriteResult[] = [];
    for (const w of writes) {
      try {
        await insert(db, [w], opts);
        results.push(undefined);
      } catch (err) {
        results.push(failure(err));
      }
    }
    return results;
  }
}
