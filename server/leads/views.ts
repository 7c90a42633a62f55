// One function per outside view of a lead (the view types are in contracts/lead-views.ts): the
// CRM's webhook lead (lead.created), the export row (console CSV and `npm run leads -- export`),
// the console's lead record (a lead's page) and the access copy mailed to the person. Nothing else
// turns a stored lead into something seen outside the server.
import type { Attribution } from '../../contracts/attribution.ts';
import type { LeadPackage } from '../../contracts/console.ts';
import {
  type AccessCopy,
  type ExportRow,
  type LeadRecord,
  PLAN_FACT_COLUMNS,
  type WebhookLead,
} from '../../contracts/lead-views.ts';
import type { LeadsTable } from '../db/schema.ts';

/** A plan finder lead's stored label (package_json.label), if it has one. */
function chosenLabel(
  v: unknown,
): { uniquePlanId: string; labelId: string; facts: Record<string, string> } | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const l = v as Record<string, unknown>;
  if (typeof l.uniquePlanId !== 'string' || typeof l.labelId !== 'string') return undefined;
  const facts: Record<string, string> = {};
  if (l.facts && typeof l.facts === 'object')
    for (const [k, val] of Object.entries(l.facts as Record<string, unknown>)) facts[k] = String(val);
  return { uniquePlanId: l.uniquePlanId, labelId: l.labelId, facts };
}

/** The lead as a CRM sees it (lead.created), with the privacy flags it must act on. */
export function webhookLead(row: LeadsTable): WebhookLead {
  const pkg = row.package_json ? (JSON.parse(row.package_json) as Record<string, unknown>) : null;
  return {
    id: row.id,
    kind: row.kind as WebhookLead['kind'],
    createdAt: row.created_at,
    status: row.status as WebhookLead['status'],
    name: row.name ?? '',
    email: row.email ?? '',
    phone: row.phone,
    zipCode: row.zip_code,
    address: row.address,
    city: row.city,
    subject: row.subject,
    comment: row.comment,
    package: pkg
      ? {
          packageTitle: String(pkg.packageTitle ?? ''),
          ...(typeof pkg.mbps === 'string' ? { mbps: pkg.mbps } : {}),
          price: String(pkg.price ?? ''),
          planDuration: String(pkg.planDuration ?? ''),
          packageDescription: Array.isArray(pkg.packageDescription) ? pkg.packageDescription.map(String) : [],
          recommendation: pkg.recommendation === true,
          ...(chosenLabel(pkg.label) ? { label: chosenLabel(pkg.label) } : {}),
        }
      : null,
    page: row.page,
    attribution: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
      landingPage: row.landing_page,
      referrer: row.referrer,
    },
    consentVersion: row.consent_version,
    doNotContact: Number(row.do_not_contact) === 1,
    doNotSell: Number(row.do_not_sell) === 1,
    previouslyOptedOut: Number(row.previously_opted_out) === 1,
    duplicateOf: row.duplicate_of,
  };
}

const flag = (v: number) => Number(v) === 1;

/** A stored lead (every column) and its mail's status, as exported. */
export function exportRow(r: LeadsTable & { mail_status: string | null }): ExportRow {
  const pkg = r.package_json ? (JSON.parse(r.package_json) as Record<string, unknown>) : null;
  const label = chosenLabel(pkg?.label);
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
    gpc: flag(r.gpc),
    do_not_sell: flag(r.do_not_sell),
    do_not_contact: flag(r.do_not_contact),
    duplicate_of: r.duplicate_of,
    previously_opted_out: flag(r.previously_opted_out),
    erased_at: r.erased_at,
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

/** A lead's record on its console page: every stored field but the hashes, plan and attribution parsed. */
export function consoleLead(row: LeadsTable): LeadRecord {
  const { package_json, attribution_json, ip_hash: _ip, email_norm: _norm, ...fields } = row;
  return {
    ...fields,
    package: package_json ? (JSON.parse(package_json) as LeadPackage) : null,
    attribution: attribution_json ? (JSON.parse(attribution_json) as Attribution) : null,
  };
}

const copyColumns: [keyof LeadsTable, string][] = [
  ['id', 'Request ID'],
  ['kind', 'Kind'],
  ['created_at', 'Received'],
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['zip_code', 'ZIP code'],
  ['address', 'Address'],
  ['city', 'City'],
  ['subject', 'Subject'],
  ['comment', 'Comment'],
  ['package_json', 'Plan'],
  ['page', 'Page'],
  ['utm_source', 'Campaign source'],
  ['utm_medium', 'Campaign medium'],
  ['utm_campaign', 'Campaign'],
  ['landing_page', 'Landing page'],
  ['referrer', 'Referring site'],
  ['consent_version', 'Consent notice version'],
  ['consent_at', 'Consent given'],
  ['gpc', 'Global Privacy Control'],
  ['do_not_sell', 'Do not sell or share'],
  ['do_not_contact', 'Do not contact'],
  ['user_agent', 'Browser'],
];

/** What the access copy holds of each lead (the mail's wording is mail/privacy-mail.ts's). */
export function accessCopy(leads: LeadsTable[]): AccessCopy {
  return {
    leads: leads.map((l) =>
      copyColumns.map(([key, label]) => {
        const v = l[key];
        return { label, value: typeof v === 'number' ? (v ? 'yes' : 'no') : String(v ?? '') };
      }),
    ),
  };
}
