// The sales notification for a lead: subject, plain text and HTML with every field. Values the
// visitor typed are HTML-escaped in the HTML part and never reach a header except through
// headerSafe(), which strips CR/LF and other control characters.
import type { LeadKind } from '../db/schema.ts';

export type LeadForMail = {
  id: string;
  kind: LeadKind;
  createdAt: string;
  fields: [label: string, value: string | undefined][];
};

export type Notification = { subject: string; text: string; html: string };

export function headerSafe(value: string, max = 120): string {
  const spaced = Array.from(value, (ch) => {
    const c = ch.codePointAt(0) ?? 0;
    return c < 0x20 || c === 0x7f || c === 0x2028 || c === 0x2029 ? ' ' : ch;
  }).join('');
  const clean = spaced.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const kindTitle: Record<LeadKind, string> = {
  contact: 'contact request',
  availability: 'availability request',
  package: 'plan request',
};

export function notificationSubject(
  kind: LeadKind,
  detail: { zip?: string; subject?: string; plan?: string },
): string {
  switch (kind) {
    case 'availability':
      return headerSafe(`New availability request from ${detail.zip ?? 'unknown ZIP'}`);
    case 'package':
      return headerSafe(`New plan request: ${detail.plan ?? 'plan'} (${detail.zip ?? 'unknown ZIP'})`);
    default:
      return headerSafe(detail.subject ? `New contact request: ${detail.subject}` : 'New contact request');
  }
}

export function renderNotification(lead: LeadForMail, subject: string): Notification {
  const rows: [string, string][] = [
    ['Lead ID', lead.id],
    ['Kind', lead.kind],
    ['Received', lead.createdAt],
    ...lead.fields.map(([label, value]): [string, string] => [label, value ?? '']),
  ];
  const width = Math.max(...rows.map(([l]) => l.length));
  const text = [
    `New ${kindTitle[lead.kind]} from the website.`,
    '',
    ...rows.map(
      ([l, v]) =>
        `${`${l}:`.padEnd(width + 2)}${v.includes('\n') ? `\n  ${v.replace(/\r?\n/g, '\n  ')}` : v}`,
    ),
    '',
  ].join('\n');
  const html = [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:sans-serif">',
    `<p>New ${escapeHtml(kindTitle[lead.kind])} from the website.</p>`,
    '<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse">',
    ...rows.map(
      ([l, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(l)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    ),
    '</table></body></html>',
  ].join('');
  return { subject, text, html };
}
