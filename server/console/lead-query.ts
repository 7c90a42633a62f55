// The inbox query: server-side filters, search and keyset pagination over (created_at, id), so
// every page costs one index range scan however deep it is. Shared by the list and the CSV export.
import type { SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import { type Database, LEAD_STATUSES } from '../db/schema.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');

export const InboxFilter = z.object({
  kind: z.enum(['contact', 'availability', 'package']).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  /** an operator id, `me`, or `none` (unassigned) */
  assigned: z.string().min(1).max(64).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type InboxFilter = z.infer<typeof InboxFilter>;

export const InboxPage = InboxFilter.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] | undefined {
  const s = Buffer.from(cursor, 'base64url').toString();
  const i = s.indexOf('|');
  return i > 0 ? [s.slice(0, i), s.slice(i + 1)] : undefined;
}

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
  const term = f.q?.toLowerCase();
  if (term) {
    const digits = term.replace(/[^\d]/g, '');
    if (term.includes('@')) {
      q = q.where(sql<string>`lower(leads.email)`, '=', term);
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
  const desc = f.sort !== 'oldest';
  if (f.cursor) {
    const c = decodeCursor(f.cursor);
    if (c) {
      const [at, id] = c;
      const op = desc ? '<' : '>';
      q = q.where((eb) =>
        eb.or([
          eb('leads.created_at', op, at),
          eb.and([eb('leads.created_at', '=', at), eb('leads.id', op, id)]),
        ]),
      );
    }
  }
  return q.orderBy('leads.created_at', desc ? 'desc' : 'asc').orderBy('leads.id', desc ? 'desc' : 'asc');
}
