// The lead as a CRM hears of it (contracts/webhooks.ts, docs/api.md "Webhooks"): lead.created (the
// whole lead, with the privacy flags it must act on), lead.updated (the lead's state after a change,
// read in the change's transaction) and lead.erased (the id only). Built here, queued through the
// outbox in the transaction of the change, delivered by server/webhooks/.
import type { Transaction } from 'kysely';
import type { LeadUpdatedEvent, WebhookEvent, WebhookLead } from '../../contracts/webhooks.ts';
import type { Database, LeadsTable } from '../db/schema.ts';
import { envelope } from '../webhooks/webhooks.ts';
import { storedPackage } from './lead-package.ts';
import { isSet } from './lead-rules.ts';

/** The lead as a CRM sees it (lead.created). */
export function webhookLead(row: LeadsTable): WebhookLead {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    status: row.status,
    name: row.name ?? '',
    email: row.email ?? '',
    phone: row.phone,
    zipCode: row.zip_code,
    address: row.address,
    city: row.city,
    subject: row.subject,
    comment: row.comment,
    package: storedPackage(row),
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
    language: row.language,
    consentVersion: row.consent_version,
    doNotContact: isSet(row.do_not_contact),
    doNotSell: isSet(row.do_not_sell),
    previouslyOptedOut: isSet(row.previously_opted_out),
    duplicateOf: row.duplicate_of,
  };
}

/** lead.created for a lead being stored (in its own transaction: lead-writes.ts). */
export function leadCreatedEvent(row: LeadsTable): WebhookEvent {
  return envelope('lead.created', row.created_at, webhookLead(row));
}

/** The lead as lead.updated tells it now is: its status, assignee and privacy flags. */
const leadStateColumns = [
  'leads.id',
  'leads.status',
  'leads.assigned_to',
  'leads.do_not_contact',
  'leads.do_not_sell',
] as const;

export type LeadChange = LeadUpdatedEvent['data']['change'];

/**
 * lead.updated for one lead after `change` was written (inside the same transaction): the lead's
 * state as it now is (status, assignee, privacy flags) and what changed.
 */
export async function leadUpdatedEvent(
  trx: Transaction<Database>,
  leadId: string,
  change: LeadChange,
  at: string,
): Promise<WebhookEvent | undefined> {
  const lead = await trx
    .selectFrom('leads')
    .leftJoin('operators', 'operators.id', 'leads.assigned_to')
    .select([...leadStateColumns, 'operators.email as assignee_email'])
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return undefined;
  return envelope('lead.updated', at, {
    id: lead.id,
    status: lead.status,
    assignedTo: lead.assigned_to,
    assignedToEmail: lead.assignee_email ?? null,
    doNotContact: isSet(lead.do_not_contact),
    doNotSell: isSet(lead.do_not_sell),
    change,
  });
}

/** lead.erased: the id and why (a request or retention), never personal data. */
export function leadErasedEvent(id: string, reason: 'request' | 'retention', at: string): WebhookEvent {
  return envelope('lead.erased', at, { id, reason });
}
