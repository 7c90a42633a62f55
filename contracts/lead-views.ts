// The outside views of a lead (server/leads/ turns a stored lead into each, one module per view):
// the CRM's webhook lead (contracts/webhooks.ts, WebhookLead; leads/webhook-payloads.ts), the
// console's lead record (contracts/console.ts, LeadRecord; leads/lead-page.ts), the export row (CSV
// and `npm run leads -- export`; leads/lead-export.ts) and the access copy mailed to the person
// (leads/access-copy.ts). The plan of a package lead is contracts/lead-package.ts in all of them.

export type { LeadRecord } from './console.ts';
export type { WebhookLead } from './webhooks.ts';

/** What the visitor wrote into a lead's form, in its order in the leads table (the export, the notification). */
export const LEAD_FORM_COLUMNS = [
  'name',
  'email',
  'phone',
  'zip_code',
  'address',
  'city',
  'subject',
  'comment',
] as const;

/**
 * The lead's last-touch attribution columns, in their order in the table and in the export.
 * Migration 0002 adds them from this list: keep it as it is (append nothing, reorder nothing).
 */
export const ATTRIBUTION_COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'landing_page',
  'referrer',
] as const;

/** The export's columns in order (docs/api.md, "Lead record"); the first fourteen are the original export's. */
export const EXPORT_COLUMNS = [
  'id',
  'kind',
  'created_at',
  ...LEAD_FORM_COLUMNS,
  'package',
  'page',
  'mail_status',
  'status',
  ...ATTRIBUTION_COLUMNS,
  'consent_version',
  'consent_at',
  'gpc',
  'do_not_sell',
  'do_not_contact',
  'duplicate_of',
  'previously_opted_out',
  'erased_at',
  // The language of the page the lead was sent from (issue 37): en or es.
  'language',
  // The plan a plan finder lead asked for (issue 28), from its stored label snapshot: empty for
  // every other lead (server/leads/lead-export.ts, exportRow).
  'plan_id',
  'plan_label_id',
  'plan_provider',
  'plan_name',
  'plan_monthly_price',
  'plan_intro_rate',
  'plan_typical_download',
  'plan_typical_upload',
] as const;

/**
 * The label rows (app/components/plans/broadband-facts.ts, factsSnapshot: the rows as the visitor saw them)
 * behind the export's plan columns.
 */
export const PLAN_FACT_COLUMNS = {
  plan_provider: 'Provider',
  plan_name: 'Plan',
  plan_monthly_price: 'Monthly price',
  plan_intro_rate: 'Introductory rate',
  plan_typical_download: 'Typical download speed',
  plan_typical_upload: 'Typical upload speed',
} as const;

/** One lead in an export (CSV or JSON). */
export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], unknown>;

/** What the access copy tells the person: each of their leads as labelled lines, oldest first. */
export type AccessCopy = { leads: { label: string; value: string }[][] };
