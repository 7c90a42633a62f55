// What one lead writes, and the transaction that writes a batch of leads (group-commit.ts forms
// the batches). The notification e-mail is rendered here, once per lead, as its outbox row is
// built.
import { CompiledQuery, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AvailabilityRequest, ContactRequest, PackageRequest } from '../../contracts/api.ts';
import { type LeadForMail, notificationSubject, renderNotification } from '../mail/notification.ts';
import type { Database, IdempotencyKeysTable, LeadsTable, OutboxTable } from './schema.ts';

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
};

export type MailAddresses = { mailFrom: string; leadsTo: string };

/** Per write: undefined when committed, otherwise why not. */
export type WriteResult = undefined | { message: string; code?: string };

function emptyToNull(v: string | undefined): string | null {
  return v === undefined || v === '' ? null : v;
}

function leadRow(
  input: LeadInput,
  id: string,
  createdAt: string,
  ipHash: string | null,
): Insertable<LeadsTable> {
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
  } satisfies Insertable<LeadsTable>;
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

export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = mailFrom.split('@')[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

function rowsFor(w: LeadWrite, mail: MailAddresses) {
  const rendered = renderNotification(
    { id: w.id, kind: w.input.kind, createdAt: w.createdAt, fields: mailFields(w.input) },
    subjectFor(w.input),
  );
  const outbox: Insertable<OutboxTable> = {
    id: w.outboxId,
    lead_id: w.id,
    message_id: messageIdFor(w.outboxId, mail.mailFrom),
    recipient: mail.leadsTo,
    reply_to: w.input.data.email,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    status: 'pending',
    attempts: 0,
    next_attempt_at: w.createdAt,
    locked_until: null,
    sent_at: null,
    last_error: null,
    created_at: w.createdAt,
  };
  return { lead: leadRow(w.input, w.id, w.createdAt, w.ipHash), outbox };
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

async function insert(db: Kysely<Database>, writes: LeadWrite[], mail: MailAddresses): Promise<void> {
  const rows = writes.map((w) => rowsFor(w, mail));
  await db.transaction().execute(async (trx) => {
    const keys = writes.flatMap((w) => (w.idempotency ? [w.idempotency] : []));
    if (keys.length) await insertRows(db, trx, 'idempotency_keys', keys);
    await insertRows(
      db,
      trx,
      'leads',
      rows.map((r) => r.lead),
    );
    await insertRows(
      db,
      trx,
      'outbox',
      rows.map((r) => r.outbox),
    );
  });
}

function failure(err: unknown): WriteResult {
  const e = err as { message?: unknown; code?: unknown };
  return {
    message: typeof e?.message === 'string' ? e.message : String(err),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
  };
}

/**
 * Commits the batch in one transaction (one fsync on SQLite for all of it). If that fails, each
 * write is tried on its own, so one bad row (a duplicate idempotency key) fails only itself.
 */
export async function commitLeadWrites(
  db: Kysely<Database>,
  writes: LeadWrite[],
  mail: MailAddresses,
): Promise<WriteResult[]> {
  try {
    await insert(db, writes, mail);
    return writes.map(() => undefined);
  } catch (batchError) {
    if (writes.length === 1) return [failure(batchError)];
    const results: WriteResult[] = [];
    for (const w of writes) {
      try {
        await insert(db, [w], mail);
        results.push(undefined);
      } catch (err) {
        results.push(failure(err));
      }
    }
    return results;
  }
}
