// What one lead writes, and the transaction that writes a batch of leads (group-commit.ts forms
// the batches). Inside the transaction, two indexed queries per batch (not per lead) find repeat
// visitors and suppressed contacts; then the notification e-mail is rendered, once per lead, with
// those flags, as its outbox row is built.
import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AvailabilityRequest, ContactRequest, PackageRequest } from '../../contracts/api.ts';
import type { Attribution, Touch } from '../../contracts/lead-record.ts';
import { type LeadForMail, notificationSubject, renderNotification } from '../mail/notification.ts';
import { type ContactHasher, normalizeEmail } from '../privacy/contact-hash.ts';
import { envelope, type WebhookSettings, webhookLead, webhookRows } from '../webhooks/webhooks.ts';
import { isDatabaseUnavailable } from './database.ts';
import {
  type Database,
  emptyLeadDetails,
  type IdempotencyKeysTable,
  type LeadsTable,
  type OutboxKind,
  type OutboxTable,
} from './schema.ts';

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
};

export type MailAddresses = { mailFrom: string; leadsTo: string };

/** What the write path needs besides the database: mail addresses and the contact hasher. */
export type LeadWriteOptions = MailAddresses & { contactHash: ContactHasher; webhooks?: WebhookSettings };

/** Flags the server works out from earlier leads and the suppression list. */
type Flags = {
  duplicateOf: string | null;
  /** When the earlier lead was received (the notification names the date, the export the id). */
  duplicateOfAt: string | null;
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
    do_not_sell: flags.doNotSell ? 1 : 0,
    do_not_contact: 0,
    duplicate_of: flags.duplicateOf,
    previously_opted_out: flags.previouslyOptedOut ? 1 : 0,
    user_agent: w.userAgent,
    status: 'new',
    assigned_to: null,
    updated_at: createdAt,
    erased_at: null,
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
          ...(p.label ? { label: p.label } : {}),
        }),
      };
    }
  }
}

/** What sales needs to act on the lead: where it came from, its consent, privacy and repeat flags. */
function recordFields(w: LeadWrite, flags: Flags): LeadForMail['fields'] {
  const last = attributionOf(w.input)?.lastTouch;
  const first = attributionOf(w.input)?.firstTouch;
  const consentVersion = consentVersionOf(w.input);
  const campaign = (t: Touch | undefined) =>
    t && (t.source || t.medium || t.campaign)
      ? [t.source ?? '-', t.medium ?? '-', t.campaign ?? '-'].join(' / ')
      : t?.referrer
        ? `referral from ${t.referrer}`
        : 'direct';
  return [
    ['Source / medium / campaign', campaign(last)],
    ['First touch', first && first !== last ? campaign(first) : undefined],
    ['Landing page', last?.landingPage],
    ['Referrer', last?.referrer],
    ['Consent', consentVersion ? `version ${consentVersion}, given ${w.createdAt}` : 'not asked (no phone)'],
    [
      'Do not sell or share',
      flags.doNotSell ? (w.gpc ? 'YES (Global Privacy Control)' : 'YES (earlier request)') : 'no',
    ],
    [
      'Repeat visitor',
      flags.duplicateOfAt ? `yes, same e-mail or phone as a lead of ${flags.duplicateOfAt}` : 'no',
    ],
    ['Previously opted out', flags.previouslyOptedOut ? 'YES: new consent given with this request' : 'no'],
  ];
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
        ['Broadband Facts plan id', p.label?.uniquePlanId],
        [
          'Label as shown',
          p.label
            ? Object.entries(p.label.facts)
                .map(([k, v]) => `${k}: ${v}`)
                .join('\n')
            : undefined,
        ],
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

export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

/** A mail waiting in the outbox: sent first thing by the worker, nothing tried yet. */
export function outboxMail(m: {
  id: string;
  kind: OutboxKind;
  mailFrom: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  at: string;
  leadId?: string | null;
  privacyRequestId?: string | null;
}): Insertable<OutboxTable> {
  return {
    id: m.id,
    lead_id: m.leadId ?? null,
    privacy_request_id: m.privacyRequestId ?? null,
    kind: m.kind,
    message_id: messageIdFor(m.id, m.mailFrom),
    recipient: m.to,
    reply_to: m.replyTo ?? null,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html,
    status: 'pending',
    attempts: 0,
    next_attempt_at: m.at,
    locked_until: null,
    sent_at: null,
    last_error: null,
    created_at: m.at,
  };
}

function rowsFor(w: LeadWrite, mail: MailAddresses, flags: Flags) {
  const rendered = renderNotification(
    {
      id: w.id,
      kind: w.input.kind,
      createdAt: w.createdAt,
      fields: [...mailFields(w.input), ...recordFields(w, flags)].filter(
        ([label, v]) => v !== undefined || !recordLabels.has(label),
      ),
    },
    subjectFor(w.input),
  );
  const outbox = outboxMail({
    id: w.outboxId,
    kind: 'lead',
    mailFrom: mail.mailFrom,
    to: mail.leadsTo,
    replyTo: w.input.data.email,
    ...rendered,
    at: w.createdAt,
    leadId: w.id,
  });
  return { lead: leadRow(w, flags), outbox };
}

const recordLabels = new Set(['First touch', 'Landing page', 'Referrer']);

/**
 * Repeat visitors and suppressed contacts for a whole batch: one indexed query each, inside the
 * batch's transaction, so a lead is compared with every lead committed before it (earlier leads
 * of the same batch included).
 */
async function flagsFor(
  trx: Transaction<Database>,
  writes: LeadWrite[],
  hash: ContactHasher,
): Promise<Flags[]> {
  const emails = [...new Set(writes.map((w) => normalizeEmail(w.input.data.email)))];
  const phones = [
    ...new Set(writes.flatMap((w) => (w.input.kind === 'contact' ? [] : [w.input.data.contact]))),
  ];
  const oldest = writes.map((w) => w.createdAt).sort()[0] ?? new Date().toISOString();
  const since = new Date(Date.parse(oldest) - REPEAT_WINDOW_DAYS * 86_400_000).toISOString();
  // The oldest lead of the window per contact: one indexed look-up each ((email_norm, created_at)
  // and (phone, created_at)), LIMIT 1, so a contact with thousands of earlier leads costs the same
  // as one with a single lead. A batch spans milliseconds; an original that falls out of a later
  // lead's window inside that span only leaves that lead to match the batch's own rows.
  const oldestOf = (column: 'email_norm' | 'phone', value: string) =>
    trx
      .selectFrom('leads')
      .select(['id', 'email_norm', 'phone', 'created_at'])
      .where(column, '=', value)
      .where('created_at', '>=', since)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
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
  const suppressed = await trx
    .selectFrom('suppression')
    .select(['hash', 'reason'])
    .where('hash', 'in', [...hashes.values()])
    .execute();
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
    const windowStart = new Date(Date.parse(w.createdAt) - REPEAT_WINDOW_DAYS * 86_400_000).toISOString();
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
      duplicateOfAt: match?.created_at ?? null,
      previouslyOptedOut: own.length > 0,
      doNotSell: w.gpc || own.includes('do-not-sell'),
    };
  });
}

/**
 * Multi-row INSERT whose SQL text Kysely compiles once per dialect, table, column list and row
 * count; later batches of that size reuse it with their own values. The query builder's parse and
 * compile of 16 rows × 15 columns was a tenth of a lead's CPU time (bench/lead-throughput.ts).
 */
const insertSql = new WeakMap<Kysely<Database>, Map<string, string>>();

async function insertRows<T extends keyof Database>(
  db: Kysely<Database>,
  trx: Transaction<Database>,
  table: T,
  objects: readonly object[],
): Promise<void> {
  const rows = objects as Record<string, unknown>[];
  const columns = Object.keys(rows[0] as object);
  const shape = columns.join(',');
  // Every row must have the same columns in the same order (they are built by the same code).
  if (rows.some((r) => Object.keys(r).join(',') !== shape)) {
    await trx
      .insertInto(table)
      .values(rows as never)
      .execute();
    return;
  }
  // undefined would make Kysely leave a column out of the SQL; as a value it is NULL.
  const values = rows.map((r) => columns.map((c) => r[c] ?? null));
  let cache = insertSql.get(db);
  if (!cache) {
    cache = new Map();
    insertSql.set(db, cache);
  }
  const key = `${table}(${shape})×${rows.length}`;
  let text = cache.get(key);
  if (!text) {
    const normalised = values.map((v) => Object.fromEntries(columns.map((c, i) => [c, v[i]])));
    text = trx
      .insertInto(table)
      .values(normalised as never)
      .compile().sql;
    cache.set(key, text);
  }
  await trx.executeQuery(CompiledQuery.raw(text, values.flat()));
}

async function insert(db: Kysely<Database>, writes: LeadWrite[], opts: LeadWriteOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const flags = await flagsFor(trx, writes, opts.contactHash);
    const rows = writes.map((w, i) => rowsFor(w, opts, flags[i] as Flags));
    // lead.created for each endpoint: in the same multi-row outbox insert as the mail (no extra
    // statement per batch), so the events are committed with the leads or not at all.
    const hooks = opts.webhooks?.urls.length
      ? rows.flatMap((r) =>
          webhookRows(
            opts.webhooks,
            r.lead.id,
            envelope('lead.created', r.lead.created_at, webhookLead(r.lead)),
          ),
        )
      : [];
    const keys = writes.flatMap((w) => (w.idempotency ? [w.idempotency] : []));
    if (keys.length) await insertRows(db, trx, 'idempotency_keys', keys);
    await insertRows(
      db,
      trx,
      'leads',
      rows.map((r) => r.lead),
    );
    await insertRows(db, trx, 'outbox', [...rows.map((r) => r.outbox), ...hooks]);
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
