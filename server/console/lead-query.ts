// The inbox query: server-side filters, search and keyset pagination over (created_at, id), so
// every page costs one index range scan however deep it is (keyset.ts). Shared by the list and the
// CSV export.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { ContactLead, InboxFilter } from '../../contracts/console.ts';
import type { Database } from '../db/schema.ts';
import { keyset } from './keyset.ts';

const utmFilter = { utm_source: 'source', utm_medium: 'medium', utm_campaign: 'campaign' } as const;

function nextDay(d: string): string {
  return new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString();
}

/** Applies the filter (and the cursor) to a query over leads; the caller picks columns. */
export function applyInboxFilter<O>(
  q: SelectQueryBuilder<Database, 'leads', O>,
  f: InboxFilter & { cursor?: string },
  me: string,
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
    if (value) q = q.where(sql<string>`lower(${sql.ref(`leads.${column}`)})`, '=', value.toLowerCase());
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
  const term = f.q?.toLowerCase();
  if (term) {
    const digits = term.replace(/[^\d]/g, '');
    if (term.includes('@')) {
      q = q.where('leads.email_norm', '=', term); // lower(trim(email)), on its index
    } else if (/^[\d\s()+.-]+$/.test(term) && (digits.length === 10 || digits.length === 11)) {
      q = q.where('leads.phone', '=', `+1${digits.slice(-10)}`);
    } else if (/^\d{5}$/.test(term)) {
      q = q.where('leads.zip_code', '=', term);
    } else {
      // Name prefix as an index range on lower(name).
      q = q
        .where(sql<string>`lower(leads.name)`, '>=', term)
        .where(sql<string>`lower(leads.name)`, '<', `${term}\uffff`);
    }
  }
  return keyset(q, { at: 'leads.created_at', id: 'leads.id' }, f.cursor, f.sort !== 'oldest');
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
