// The export of leads (docs/api.md, "Lead record"): one loop for the console's CSV export and
// `npm run leads -- export`, so both have the same columns (contracts/lead-views.ts), the same
// formula protection (shared/csv.ts), the same paging and the same audit row. One row per lead (the
// lead's own notification mail gives mail_status; webhook deliveries and other mail of the lead do
// not), read page by page on the inbox's keyset, so an export of any size streams in flat memory.
import type { InboxFilter } from '../../contracts/console.ts';
import { EXPORT_COLUMNS, type ExportRow, PLAN_FACT_COLUMNS } from '../../contracts/lead-views.ts';
import type { Db } from '../db/database.ts';
import type { LeadsTable } from '../db/schema.ts';
import type { Clock } from '../shared/clock.ts';
import { csvRow } from '../shared/csv.ts';
import { encodeCursor } from '../shared/keyset.ts';
import { applyInboxFilter, searchDialectOf } from './inbox-query.ts';
import { storedPackage } from './lead-package.ts';
import { type Actor, auditLeads, isSet } from './lead-rules.ts';

/** Leads read per query while an export streams. */
export const EXPORT_PAGE_ROWS = 1000;
/** The most rows one console export holds (its audit row says `truncated`). */
export const EXPORT_MAX_ROWS = 100_000;

/** A stored lead (every column) and its mail's status, as exported. */
export function exportRow(r: LeadsTable & { mail_status: string | null }): ExportRow {
  const pkg = storedPackage(r);
  const label = pkg?.label;
  const fact = (row: string) => label?.facts[row] ?? null;
  return {
    id: r.id,
    kind: r.kind,
    created_at: r.created_at,
    name: r.name,
    email: r.email,
    phone: r.phone,
    zip_code: r.zip_code,
    address: r.address,
    city: r.city,
    subject: r.subject,
    comment: r.comment,
    package: pkg,
    page: r.page,
    mail_status: r.mail_status,
    status: r.status,
    utm_source: r.utm_source,
    utm_medium: r.utm_medium,
    utm_campaign: r.utm_campaign,
    utm_term: r.utm_term,
    utm_content: r.utm_content,
    landing_page: r.landing_page,
    referrer: r.referrer,
    consent_version: r.consent_version,
    consent_at: r.consent_at,
    gpc: isSet(r.gpc),
    do_not_sell: isSet(r.do_not_sell),
    do_not_contact: isSet(r.do_not_contact),
    duplicate_of: r.duplicate_of,
    previously_opted_out: isSet(r.previously_opted_out),
    erased_at: r.erased_at,
    language: r.language,
    // A plan finder lead's plan, one column each (formula protection: shared/csv.ts, every cell).
    plan_id: label?.uniquePlanId ?? null,
    plan_label_id: label?.labelId ?? null,
    plan_provider: fact(PLAN_FACT_COLUMNS.plan_provider),
    plan_name: fact(PLAN_FACT_COLUMNS.plan_name),
    plan_monthly_price: fact(PLAN_FACT_COLUMNS.plan_monthly_price),
    plan_intro_rate: fact(PLAN_FACT_COLUMNS.plan_intro_rate),
    plan_typical_download: fact(PLAN_FACT_COLUMNS.plan_typical_download),
    plan_typical_upload: fact(PLAN_FACT_COLUMNS.plan_typical_upload),
  };
}

/**
 * Every column of the lead and the status of its notification mail (the outbox row of kind
 * 'lead'; a correlated subquery, so a lead with many outbox rows is still one row).
 */
function exportSelect(db: Db) {
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

/** How an export is written out: CSV (a header line, then a line per lead) or a JSON array. */
const formats = {
  csv: {
    start: csvRow(EXPORT_COLUMNS),
    // The plan (package) is written as its JSON (shared/csv.ts), formula-protected like every cell.
    rows: (rows: ExportRow[]) => rows.map((row) => csvRow(EXPORT_COLUMNS.map((c) => row[c]))).join(''),
    end: () => '',
  },
  json: {
    start: '[',
    rows: (rows: ExportRow[], before: number) =>
      rows.map((r, i) => `${before + i ? ',' : ''}\n${JSON.stringify(r, null, 2)}`).join(''),
    end: (rows: number) => (rows ? '\n]\n' : ']\n'),
  },
} as const;

export type ExportRequest = {
  /** The inbox's filter (its `sort` is the export's order); `since`: leads created at or after it. */
  filter: InboxFilter & { since?: string };
  format: keyof typeof formats;
  /** The operator exporting (the console), or null: `npm run leads -- export` on the server. */
  actor: Actor | null;
  via: 'console' | 'cli';
  /** Rows at most (the console's EXPORT_MAX_ROWS); none for the command line. */
  maxRows?: number;
};

/**
 * The export as text, page by page. Audited once (`leads.exported`) when the last page is read,
 * before the text ends, or with what was sent when the reader went away or a read failed. A
 * search term can name a person and the audit log outlives an erasure: it is recorded as given,
 * never as typed.
 */
export async function* exportLeads(db: Db, clock: Clock, request: ExportRequest): AsyncGenerator<string> {
  const { filter, actor, via } = request;
  const format = formats[request.format];
  const maxRows = request.maxRows ?? Number.POSITIVE_INFINITY;
  const { q, since, ...rest } = filter;
  const recorded = {
    ...Object.fromEntries(Object.entries({ ...rest, since }).filter(([, v]) => v !== undefined)),
    ...(q ? { q: '(search term not kept)' } : {}),
  };
  let rows = 0;
  let audited = false;
  const record = (extra: Record<string, unknown> = {}) => {
    audited = true;
    return auditLeads(db, clock(), actor, 'leads.exported', [null], {
      filter: recorded,
      rows,
      truncated: rows === maxRows,
      ...(via === 'cli' ? { via, format: request.format } : {}),
      ...extra,
    });
  };
  try {
    yield format.start;
    let query = exportSelect(db);
    if (since) query = query.where('leads.created_at', '>=', since);
    const dialect = searchDialectOf(db);
    let cursor: string | undefined;
    for (;;) {
      const limit = Math.min(EXPORT_PAGE_ROWS, maxRows - rows);
      const batch = await applyInboxFilter(query, { ...filter, cursor }, actor?.id ?? '', dialect)
        .limit(limit)
        .execute();
      const before = rows;
      rows += batch.length;
      const last = batch.length < limit || rows >= maxRows;
      if (last) await record();
      const text = format.rows(batch.map(exportRow), before);
      if (text) yield text;
      const end = batch.at(-1);
      if (last || !end) break;
      cursor = encodeCursor(end.created_at, end.id);
    }
    yield format.end(rows);
  } finally {
    if (!audited) await record({ incomplete: true });
  }
}
