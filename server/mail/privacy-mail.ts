// Mail to a visitor about a privacy request: the confirmation link, and the copy of their data.

import { site } from '../../content/site.ts';
import type { PrivacyRequestType } from '../../contracts/privacy.ts';
import type { LeadsTable } from '../db/schema.ts';
import { escapeHtml, type Notification } from './notification.ts';

const what: Record<PrivacyRequestType, string> = {
  'do-not-contact': 'stop contacting you (calls, texts and e-mail)',
  'do-not-sell': 'not sell or share your personal information',
  access: 'send you a copy of the information we hold for you',
  delete: 'delete the information we hold for you',
};

function html(title: string, paragraphs: string[], pre?: string): string {
  return [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>',
    escapeHtml(title),
    '</title></head><body style="font-family:sans-serif">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    pre ? `<pre style="white-space:pre-wrap">${escapeHtml(pre)}</pre>` : '',
    '</body></html>',
  ].join('');
}

export function renderPrivacyConfirmation(
  type: PrivacyRequestType,
  link: string,
  hours: number,
): Notification {
  const subject = `Confirm your privacy request to ${site.name}`;
  const paragraphs = [
    `Someone, hopefully you, asked ${site.name} to ${what[type]} for this e-mail address.`,
    `To confirm, open this link within ${hours} hours: ${link}`,
    'If you did not ask for this, ignore this e-mail: nothing will change.',
  ];
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html: html(subject, paragraphs) };
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

export function renderPrivacyCopy(leads: LeadsTable[]): Notification {
  const subject = `Your information held by ${site.name}`;
  const intro =
    leads.length === 0
      ? 'We hold no requests for this e-mail address or phone number.'
      : `We hold ${leads.length} request${leads.length === 1 ? '' : 's'} for this e-mail address or phone number. Here is everything we keep with them. We also keep a salted one-way hash of the IP address each was sent from, which cannot be turned back into the address.`;
  const body = leads
    .map((l) =>
      copyColumns
        .map(([key, label]) => {
          const v = l[key];
          const shown = typeof v === 'number' ? (v ? 'yes' : 'no') : (v ?? '');
          return `${label}: ${shown}`;
        })
        .join('\n'),
    )
    .join('\n\n');
  const paragraphs = [intro, `Questions: ${site.email}.`];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${body}\n`,
    html: html(subject, paragraphs, body || undefined),
  };
}
