// What a person's confirmed access request returns (contracts/lead-views.ts, AccessCopy): every
// stored field of each of their leads that is not erased, as labelled lines, oldest lead first.
// The mail's wording is server/mail/privacy-mail.ts's; the privacy service queues it.

import { LANGUAGE_NAMES } from '../../contracts/lead-record.ts';
import type { AccessCopy } from '../../contracts/lead-views.ts';
import type { Db } from '../db/database.ts';
import type { LeadsTable } from '../db/schema.ts';
import { storedPackage } from './lead-package.ts';
import { type Contact, contactMatch } from './leads-repo.ts';

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
  ['language', 'Language of the page'],
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

function copyValue(lead: LeadsTable, key: keyof LeadsTable): string {
  // The plan as stored, all of it (the label rows the visitor saw included).
  if (key === 'package_json') {
    const plan = storedPackage(lead);
    return plan ? JSON.stringify(plan) : '';
  }
  if (key === 'language') return LANGUAGE_NAMES[lead.language];
  const v = lead[key];
  return typeof v === 'number' ? (v ? 'yes' : 'no') : String(v ?? '');
}

/**
 * The access copy of a contact, read in `db` (the request's transaction). Following the mailed
 * link proves the e-mail address and nothing else, so the leads are matched by e-mail only.
 */
export async function accessCopy(db: Db, contact: Contact): Promise<AccessCopy> {
  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where(contactMatch(contact, false))
    .where('erased_at', 'is', null)
    .orderBy('created_at')
    .execute();
  return {
    leads: leads.map((l) => copyColumns.map(([key, label]) => ({ label, value: copyValue(l, key) }))),
  };
}
