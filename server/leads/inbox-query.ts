// The inbox query: server-side filters, search and keyset pagination over (created_at, id), so
// every page costs one index range scan however deep it is (keyset.ts). Shared by the list and the
// CSV export; the list's rows also carry their last note (lastNotes).
import { type Kysely, PostgresAdapter, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { ContactLead, InboxFilter } from '../../contracts/console.ts';
import { NARROWING_FILTERS } from '../../contracts/inbox-filter.ts';
import type { Database } from '../db/schema.ts';
import { isoAt } from '../shared/clock.ts';
import { keyset } from '../shared/keyset.ts';

const utmFilter = { utm_source: 'source', utm_medium: 'medium', utm_campaign: 'campaign' } as const;

function nextDay(d: string): string {
  return isoAt(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
}

/** Which SQL the search speaks: FTS5 on SQLite, pg_trgm on PostgreSQL (migration 0011). */
export type SearchDialect = 'sqlite' | 'postgres';

/** The search dialect of a database handle. */
export function searchDialectOf(db: Kysely<Database>): SearchDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The trigram index finds substrings of at least this many characters. */
const TRIGRAM = 3;

/** An FTS5 string (a phrase: with the trigram tokenizer, a substring match). */
const ftsString = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** A LIKE pattern's literal text (PostgreSQL's default escape character is the backslash). */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a search term asks for: decision 080. */
export type SearchTerm =
  | { by: 'email'; email: string }
  | { by: 'phone'; phone: string }
  | { by: 'digits'; digits: string; zip: boolean }
  | { by: 'zip'; zip: string }
  | { by: 'words'; long: string[]; short: string[] }
  | { by: 'name-prefix'; prefix: string };

/**
 * A full e-mail address: that contact, exactly (its index). Ten or eleven digits: that phone,
 * exactly. Four to nine digits (spaces, dashes, dots, brackets and + allowed): the end of a phone,
 * or a ZIP when five. Anything else: each word of three characters or more somewhere in the name or
 * the e-mail (substring, case and accents ignored); shorter words only narrow those (case ignored,
 * and accents on PostgreSQL). A term of only short words: the name begins so (filtering the newest
 * leads).
 */
export function parseSearch(raw: string): SearchTerm | undefined {
  const term = raw.trim().toLowerCase();
  if (!term) return undefined;
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(term)) return { by: 'email', email: term };
  if (/^[\d\s()+.-]+$/.test(term)) {
    const digits = term.replace(/\D/g, '');
    if (digits.length === 10 || digits.length === 11) return { by: 'phone', phone: `+1${digits.slice(-10)}` };
    if (digits.length >= 4) return { by: 'digits', digits, zip: digits.length === 5 };
  }
  const words = [...new Set(term.split(/\s+/).filter(Boolean))];
  const long = words.filter((w) => [...w].length >= TRIGRAM);
  if (long.length === 0) return { by: 'name-prefix', prefix: term };
  return { by: 'words', long, short: words.filter((w) => [...w].length < TRIGRAM) };
}

/** The FTS5 query of a words search: each word (a substring) in the name or the e-mail. */
const wordsMatch = (long: string[]) => long.map((w) => `{name email} : ${ftsString(w)}`).join(' AND ');

/** Beyond this many matches a words search is not read ahead (ftsRowids): each query matches for itself. */
export const FTS_READ_AHEAD = 20_000;

/**
 * SQLite, a search of words: the rowids of the leads it matches, read once from the FTS table so
 * the page and its count do not each run the match (decision 080). Undefined for any other
 * search, on PostgreSQL, or past FTS_READ_AHEAD matches.
 */
export async function ftsRowids(db: Kysely<Database>, f: InboxFilter): Promise<number[] | undefined> {
  const term = f.q ? parseSearch(f.q) : undefined;
  if (term?.by !== 'words' || searchDialectOf(db) !== 'sqlite') return undefined;
  const { rows } = await sql<{ rowid: number }>`select rowid from leads_search
    where leads_search match ${wordsMatch(term.long)} limit ${FTS_READ_AHEAD + 1}`.execute(db);
  return rows.length > FTS_READ_AHEAD ? undefined : rows.map((r) => Number(r.rowid));
}

function applySearch<O>(
  q: SelectQueryBuilder<Database, 'leads', O>,
  term: SearchTerm,
  dialect: SearchDialect,
  found: number[] | undefined,
): SelectQueryBuilder<Database, 'leads', O> {
  // PostgreSQL: the expression of the trigram index (migration 0014), accents and case folded.
  const nameEmail =
    dialect === 'postgres'
      ? sql<string>`(leads_fold(leads.name) || ' ' || coalesce(leads.email_norm, ''))`
      : sql<string>`(lower(leads.name) || ' ' || coalesce(leads.email_norm, ''))`;
  /** A word of the search as the name side holds it (folded the same way on PostgreSQL). */
  const folded = (w: string) => (dialect === 'postgres' ? sql<string>`leads_fold(${w})` : sql<string>`${w}`);
  switch (term.by) {
    case 'email':
      return q.where('leads.email_norm', '=', term.email); // lower(trim(email)), on its index
    case 'phone':
      return q.where('leads.phone', '=', term.phone);
    case 'zip':
      return q.where('leads.zip_code', '=', term.zip);
    case 'digits': {
      // The phone's last digits (phones are stored as +1 and ten digits).
      const suffix = `%${term.digits}`;
      const phone =
        dialect === 'postgres'
          ? sql<SqlBool>`leads.phone like ${suffix}`
          : sql<SqlBool>`(leads.rowid in (select rowid from leads_search where leads_search match ${`phone : ${ftsString(term.digits)}`}) and leads.phone like ${suffix})`;
      return term.zip
        ? q.where((eb) => eb.or([phone, eb('leads.zip_code', '=', term.digits)]))
        : q.where(phone);
    }
    case 'name-prefix':
      // One or two letters: filters the walk of the newest leads (no index of its own since
      // migration 0013; three letters or more go to the trigram index).
      return q
        .where(sql<string>`lower(leads.name)`, '>=', term.prefix)
        .where(sql<string>`lower(leads.name)`, '<', `${term.prefix}\uffff`);
    case 'words': {
      if (dialect === 'postgres') {
        for (const w of term.long) q = q.where(nameEmail, 'like', folded(`%${likeText(w)}%`));
      } else if (found) {
        q = q.where(sql<SqlBool>`leads.rowid in (select value from json_each(${JSON.stringify(found)}))`);
      } else {
        q = q.where(
          sql<SqlBool>`leads.rowid in (select rowid from leads_search where leads_search match ${wordsMatch(term.long)})`,
        );
      }
      // Words too short for the index narrow what it found.
      for (const w of term.short)
        q = q.where(
          sql<SqlBool>`${sql.raw(dialect === 'postgres' ? 'strpos' : 'instr')}(${nameEmail}, ${folded(w)}) > 0`,
        );
      return q;
    }
  }
}

/** The filter's conditions alone (no order, no cursor): the list's and its count's. */
export function inboxWhere<O>(
  q: SelectQueryBuilder<Database, 'leads', O>,
  f: InboxFilter,
  me: string,
  dialect: SearchDialect,
  found?: number[],
): SelectQueryBuilder<Database, 'leads', O> {
  if (f.kind) q = q.where('leads.kind', '=', f.kind);
  if (f.status) q = q.where('leads.status', '=', f.status);
  if (f.from) q = q.where('leads.created_at', '>=', `${f.from}T00:00:00.000Z`);
  if (f.to) q = q.where('leads.created_at', '<', nextDay(f.to));
  if (f.assigned === 'none') q = q.where('leads.assigned_to', 'is', null);
  else if (f.assigned) q = q.where('leads.assigned_to', '=', f.assigned === 'me' ? me : f.assigned);
  // No index of their own: they filter the keyset walk along (created_at, id) (decision 030).
  for (const column of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = f[utmFilter[column]];
    // IS NOT NULL: the source and campaign indexes hold only leads with a value (migration 0013).
    if (value)
      q = q
        .where(`leads.${column}`, 'is not', null)
        .where(sql<string>`lower(${sql.ref(`leads.${column}`)})`, '=', value.toLowerCase());
  }
  if (f.repeat) q = q.where('leads.duplicate_of', f.repeat === 'yes' ? 'is not' : 'is', null);
  if (f.opted_out === 'yes') {
    q = q.where((eb) =>
      eb.or([eb('leads.do_not_contact', '=', 1), eb('leads.previously_opted_out', '=', 1)]),
    );
  } else if (f.opted_out === 'no') {
    q = q.where('leads.do_not_contact', '=', 0).where('leads.previously_opted_out', '=', 0);
  }
  if (f.gpc) q = q.where('leads.gpc', '=', f.gpc === 'yes' ? 1 : 0);
  // English is most leads: only the other languages have an index (migration 0018).
  if (f.language) q = q.where('leads.language', '=', f.language);
  const term = f.q ? parseSearch(f.q) : undefined;
  if (term) q = applySearch(q, term, dialect, found);
  return q;
}

/**
 * Applies the filter and the page's place to a query over leads; the caller picks columns. After
 * `cursor`: the next rows in the list's order; before `before`: the rows just above it, in reverse
 * (the caller turns them round).
 */
export function applyInboxFilter<O>(
  q: SelectQueryBuilder<Database, 'leads', O>,
  f: InboxFilter & { cursor?: string; before?: string },
  me: string,
  dialect: SearchDialect,
  found?: number[],
): SelectQueryBuilder<Database, 'leads', O> {
  const where = inboxWhere(q, f, me, dialect, found);
  const desc = f.sort !== 'oldest';
  const columns = { at: 'leads.created_at', id: 'leads.id' };
  return f.before ? keyset(where, columns, f.before, !desc) : keyset(where, columns, f.cursor, desc);
}

/**
 * How many leads the filter matches, counted up to `cap` (then `capped`): a count that stays cheap
 * at a million leads, since it reads at most cap + 1 index entries or rows (decision 080).
 */
export async function countInbox(
  db: Kysely<Database>,
  f: InboxFilter,
  me: string,
  cap: number,
  found?: number[],
): Promise<{ total: number; capped: boolean }> {
  const capped = (n: number) => (n > cap ? { total: cap, capped: true } : { total: n, capped: false });
  const dialect = searchDialectOf(db);
  const term = f.q ? parseSearch(f.q) : undefined;
  // SQLite, a search of whole words and nothing else: the FTS table alone has the answer (every
  // lead is in it, an erased one under its blank name), without reading a lead row per match.
  if (
    dialect === 'sqlite' &&
    term?.by === 'words' &&
    term.short.length === 0 &&
    NARROWING_FILTERS.every((k) => f[k] === undefined)
  ) {
    // Read ahead (ftsRowids): the count is the number of rowids.
    if (found) return capped(found.length);
    const { rows } = await sql<{ n: number }>`select count(*) as n from
      (select rowid from leads_search where leads_search match ${wordsMatch(term.long)} limit ${cap + 1})`.execute(
      db,
    );
    return capped(Number(rows[0]?.n ?? 0));
  }
  const matching = inboxWhere(
    db.selectFrom('leads').select(sql<number>`1`.as('one')),
    f,
    me,
    dialect,
    found,
  ).limit(cap + 1);
  const row = await db
    .selectFrom(matching.as('m'))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return capped(Number(row.n));
}

/** A row's last note is cut to this many characters: the list shows a line of it, the lead page the rest. */
export const LAST_NOTE_CHARS = 160;

/**
 * The newest note of each of a page's leads (the inbox's "Last note" column), in one query on
 * lead_events' (lead_id, at) index: per lead, the note whose time is its newest note's. An erased
 * lead's notes hold no text (lead-erasure.ts) and give none.
 */
export async function lastNotes(db: Kysely<Database>, leadIds: string[]): Promise<Map<string, string>> {
  const notes = new Map<string, string>();
  if (leadIds.length === 0) return notes;
  const rows = await db
    .selectFrom('lead_events as e')
    .select(['e.lead_id', 'e.detail_json'])
    .where('e.type', '=', 'note')
    .where('e.lead_id', 'in', leadIds)
    .where('e.at', '=', (eb) =>
      eb
        .selectFrom('lead_events as n')
        .select((n) => n.fn.max('n.at').as('at'))
        .whereRef('n.lead_id', '=', 'e.lead_id')
        .where('n.type', '=', 'note'),
    )
    // Two notes in the same millisecond: the later id (UUIDv7) wins.
    .orderBy('e.id')
    .execute();
  for (const r of rows) {
    const { text } = JSON.parse(r.detail_json) as { text?: unknown };
    if (typeof text === 'string') notes.set(r.lead_id, [...text].slice(0, LAST_NOTE_CHARS).join(''));
  }
  return notes;
}

/** One side of otherLeadsOfContact: the newest leads with this e-mail (normalised) or phone. */
export function contactLeadsQuery(
  db: Kysely<Database>,
  column: 'email_norm' | 'phone',
  value: string,
  exceptId: string,
  limit: number,
) {
  return db
    .selectFrom('leads')
    .select([
      'id',
      'kind',
      'created_at',
      'status',
      'do_not_contact',
      'previously_opted_out',
      'gpc',
      'do_not_sell',
    ])
    .where(column, '=', value)
    .where('id', '!=', exceptId)
    .orderBy('created_at', 'desc')
    .limit(limit);
}

/**
 * The other leads of a lead's contact (same e-mail or same phone, as repeat visitors are matched),
 * newest first, at most `limit`. Each side reads its own index, (email_norm, created_at) and
 * (phone, created_at), so opening a lead costs that contact's leads, not a scan of every lead.
 */
export async function otherLeadsOfContact(
  db: Kysely<Database>,
  lead: { id: string; email_norm: string | null; phone: string | null },
  limit = 50,
): Promise<ContactLead[]> {
  const side = (column: 'email_norm' | 'phone', value: string) =>
    contactLeadsQuery(db, column, value, lead.id, limit).execute();
  const [byEmail, byPhone] = await Promise.all([
    lead.email_norm ? side('email_norm', lead.email_norm) : [],
    lead.phone ? side('phone', lead.phone) : [],
  ]);
  const found = new Map<string, ContactLead>();
  for (const l of byEmail) found.set(l.id, { ...l, match: 'email' });
  for (const l of byPhone) {
    const seen = found.get(l.id);
    found.set(l.id, seen ? { ...seen, match: 'both' } : { ...l, match: 'phone' });
  }
  return [...found.values()]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, limit);
}
