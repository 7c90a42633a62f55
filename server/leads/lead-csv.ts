// The export of leads (docs/api.md, "Lead record"), shared by `npm run leads -- export` and the
// console's CSV export: the same columns (the export row view, views.ts) and the same formula
// protection (shared/csv.ts) in both,
// one row per lead (the lead's own notification mail gives mail_status; webhook deliveries and
// other mail of the lead do not), read page by page so an export of any size streams.
import type { Kysely } from 'kysely';
import { EXPORT_COLUMNS, type ExportRow } from '../../contracts/lead-views.ts';
import type { Database } from '../db/schema.ts';
import { csvCell } from '../shared/csv.ts';

/** Leads read per query while an export streams. */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * Every column of the lead and the status of its notification mail (the outbox row of kind
 * 'lead'; a correlated subquery, so a lead with many outbox rows is still one row).
 */
export function exportSelect(db: Kysely<Database>) {
  return db
    .selectFrom('leads')
    .selectAll('leads')
    .select((eb) =>
      eb
        .selectFrom('outbox')
        .select('outbox.status')
        .whereRef('outbox.lead_id', '=', 'leads.id')
        .where('outbox.kind', '=', 'lead')
        .orderBy('outbox.created_at')
        .limit(1)
        .as('mail_status'),
    );
}

/** CSV header line (CRLF, RFC 4180). */
export const csvHeader = `${EXPORT_COLUMNS.map(csvCell).join(',')}\r\n`;

/** One CSV line; the plan (package) is written as its JSON. */
export function csvLine(row: ExportRow): string {
  return `${EXPORT_COLUMNS.map((c) =>
    csvCell(c === 'package' && row.package ? JSON.stringify(row.package) : row[c]),
  ).join(',')}\r\n`;
}
