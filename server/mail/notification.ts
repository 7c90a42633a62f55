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
  // Control characters (C0, DEL, C1) and line/paragraph separators become spaces.
  const clean = value.replace(/[\p{Cc}\u2028\u2029\s]+/gu, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => htmlEntities[ch] as string);
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
  // Layout once in <head> (mail clients of the sales team honour it), not on every cell: the
  // body is stored with each lead's outbox row, so its size is paid on every commit.
  const html = [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title><style>body{font-family:sans-serif}table{border-collapse:collapse}th,td{border:1px solid #999;padding:4px;vertical-align:top}th{text-align:left}td{white-space:pre-wrap}</style></head><body>',
    `<p>New ${escapeHtml(kindTitle[lead.kind])} from the website.</p><table>`,
    ...rows.map(([l, v]) => `<tr><th>${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table></body></html>',
  ].join('');
  return { subject, text, html };
}
