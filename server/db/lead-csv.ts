// The export shape of a lead (docs/api.md, "Lead record"), shared by `npm run leads -- export` and
// the console's CSV export: the same columns (a plan finder lead's plan in columns of its own) and
// the same formula protection (csv.ts) in both,
// one row per lead (the lead's own notification mail gives mail_status; webhook deliveries and
// other mail of the lead do not), read page by page so an export of any size streams.
import type { Kysely, Selectable } from 'kysely';
import { csvCell } from './csv.ts';
import { attributionColumns, type Database, type LeadsTable } from './schema.ts';

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

/**
 * The plan a plan finder lead asked for (issue 28), one column each, from the label snapshot the
 * lead stored (`package.label`: the plan id, the label version and its rows as the visitor saw them).
 * Empty for every other lead. The full snapshot stays in the `package` column's JSON.
 */
const planColumns = [
  'plan_id',
  'plan_label_id',
  'plan_provider',
  'plan_name',
  'plan_monthly_price',
  'plan_intro_rate',
  'plan_typical_download',
  'plan_typical_upload',
] as const;

/** The label rows (app/lib/broadband-facts.ts, factsSnapshot) behind the plan columns. */
export const planFactColumns = {
  plan_provider: 'Provider',
  plan_name: 'Plan',
  plan_monthly_price: 'Monthly price',
  plan_intro_rate: 'Introductory rate',
  plan_typical_download: 'Typical download speed',
  plan_typical_upload: 'Typical upload speed',
} as const;

type StoredLabel = { uniquePlanId?: unknown; labelId?: unknown; facts?: Record<string, unknown> };

function planRow(pkg: unknown): Record<(typeof planColumns)[number], unknown> {
  const label = (pkg as { label?: StoredLabel } | null)?.label;
  const fact = (name: string) => {
    const v = label?.facts?.[name];
    return typeof v === 'string' ? v : null;
  };
  return {
    plan_id: label?.uniquePlanId ?? null,
    plan_label_id: label?.labelId ?? null,
    plan_provider: fact(planFactColumns.plan_provider),
    plan_name: fact(planFactColumns.plan_name),
    plan_monthly_price: fact(planFactColumns.plan_monthly_price),
    plan_intro_rate: fact(planFactColumns.plan_intro_rate),
    plan_typical_download: fact(planFactColumns.plan_typical_download),
    plan_typical_upload: fact(planFactColumns.plan_typical_upload),
  };
}

/** Export columns; the first fourteen are the original export's, the plan's come last. */
export const exportColumns = [
  'id',
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'zip_code',
  'address',
  'city',
  'subject',
  'comment',
  'package',
  'page',
  'mail_status',
  'status',
  ...attributionColumns,
  'consent_version',
  'consent_at',
  'gpc',
  'do_not_sell',
  'do_not_contact',
  'duplicate_of',
  'previously_opted_out',
  'erased_at',
  ...planColumns,
] as const;

export type ExportRow = Record<(typeof exportColumns)[number], unknown>;

const flag = (v: number) => Number(v) === 1;

/** A stored lead (every column) and its mail's status, as exported. */
export function exportRow(r: Selectable<LeadsTable> & { mail_status: string | null }): ExportRow {
  const pkg = r.package_json ? (JSON.parse(r.package_json) as unknown) : null;
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
    gpc: flag(r.gpc),
    do_not_sell: flag(r.do_not_sell),
    do_not_contact: flag(r.do_not_contact),
    duplicate_of: r.duplicate_of,
    previously_opted_out: flag(r.previously_opted_out),
    erased_at: r.erased_at,
    ...planRow(pkg),
  };
}

/** CSV header line (CRLF, RFC 4180). */
export const csvHeader = `${exportColumns.map(csvCell).join(',')}\r\n`;

/** One CSV line; the plan (package) is written as its JSON. */
export function csvLine(row: ExportRow): string {
  return `${exportColumns
    .map((c) => csvCell(c === 'package' && row.package ? JSON.stringify(row.package) : row[c]))
    .join(',')}\r\n`;
}
