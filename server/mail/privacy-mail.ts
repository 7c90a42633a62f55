// Mail to a visitor about a privacy request: the confirmation link, and the copy of their data.

import { site } from '../../content/site.ts';
import type { AccessCopy } from '../../contracts/lead-views.ts';
import type { PrivacyRequestType } from '../../contracts/privacy.ts';
import { h, MailDocument, renderMailHtml } from './html.ts';
import type { Notification } from './notification.ts';

const what: Record<PrivacyRequestType, string> = {
  'do-not-contact': 'stop contacting you (calls, texts and e-mail)',
  'do-not-sell': 'not sell or share your personal information',
  access: 'send you a copy of the information we hold for you',
  delete: 'delete the information we hold for you',
};

/** A privacy mail: its paragraphs, then (the access copy) the data as preformatted text. */
function PrivacyMail({ title, paragraphs, data }: { title: string; paragraphs: string[]; data?: string }) {
  return h(
    MailDocument,
    { title, css: 'pre{white-space:pre-wrap}' },
    paragraphs.map((p) => h('p', { key: p }, p)),
    data ? h('pre', null, data) : null,
  );
}

function html(title: string, paragraphs: string[], data?: string): string {
  return renderMailHtml(h(PrivacyMail, { title, paragraphs, data }));
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
