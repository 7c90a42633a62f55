// Mail to a visitor about a privacy request: the confirmation link, and the copy of their data.

import { site } from '../../content/site.ts';
import type { AccessCopy } from '../../contracts/lead-views.ts';
import type { PrivacyRequestType } from '../../contracts/privacy.ts';
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

/** The access copy (the view of leads/views.ts, accessCopy) as a mail. */
export function renderPrivacyCopy(copy: AccessCopy): Notification {
  const { leads } = copy;
  const subject = `Your information held by ${site.name}`;
  const intro =
    leads.length === 0
      ? 'We hold no requests for this e-mail address or phone number.'
      : `We hold ${leads.length} request${leads.length === 1 ? '' : 's'} for this e-mail address or phone number. Here is everything we keep with them. We also keep a salted one-way hash of the IP address each was sent from, which cannot be turned back into the address.`;
  const body = leads.map((lines) => lines.map((l) => `${l.label}: ${l.value}`).join('\n')).join('\n\n');
  const paragraphs = [intro, `Questions: ${site.email}.`];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${body}\n`,
    html: html(subject, paragraphs, body || undefined),
  };
}
