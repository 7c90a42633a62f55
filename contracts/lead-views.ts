// The outside views of a lead (server/leads/views.ts turns a stored lead into each): the CRM's
// webhook lead (contracts/webhooks.ts, WebhookLead), the console's lead record
// (contracts/console.ts, LeadRecord), the export row (CSV and `npm run leads -- export`) and the
// access copy mailed to the person.

export type { LeadRecord } from './console.ts';
export type { WebhookLead } from './webhooks.ts';

/** The export's columns in order (docs/api.md, "Lead record"); the first fourteen are the original export's. */
export const EXPORT_COLUMNS = [
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
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'landing_page',
  'referrer',
  'consent_version',
  'consent_at',
  'gpc',
  'do_not_sell',
  'do_not_contact',
  'duplicate_of',
  'previously_opted_out',
  'erased_at',
] as const;

/** One lead in an export (CSV or JSON). */
export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], unknown>;

/** What the access copy tells the person: each of their leads as labelled lines, oldest first. */
export type AccessCopy = { leads: { label: string; value: string }[][] };
