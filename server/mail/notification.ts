// The sales notification for a lead: subject, plain text and HTML with every field. Values the
// visitor typed are escaped by React in the HTML part (a component, html.ts) and never reach a
// header except through headerSafe(), which strips CR/LF, other control characters and bidi
// controls. In the plain text a value with line breaks (any kind) is indented below its label, so
// it cannot forge a field line.
import type { LeadKind } from '../db/schema.ts';
import { h, MailDocument, renderMailHtml } from './html.ts';

export type LeadForMail = {
  id: string;
  kind: LeadKind;
  createdAt: string;
  fields: [label: string, value: string | undefined][];
};

export type Notification = { subject: string; text: string; html: string };

/** Bidirectional formatting characters (ALM, LRM, RLM, embeddings, overrides, isolates). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most `max` UTF-16 code units, cut between user-perceived characters (never inside an emoji). */
export function truncateGraphemes(value: string, max: number): string {
  if (value.length <= max) return value;
  let out = '';
  for (const { segment } of graphemes.segment(value)) {
    if (out.length + segment.length > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}

export function headerSafe(value: string, max = 120): string {
  // Control characters (C0, DEL, C1) and line/paragraph separators become spaces; bidi controls
  // (U+202E reverses what follows) go; "=?" could start an encoded-word that a mail client
  // would decode (nodemailer passes ASCII through as it is), so it is split.
  const clean = value
    .replace(BIDI_CONTROLS, '')
    .replace(/[\p{Cc}\u2028\u2029\s]+/gu, ' ')
    .replace(/=\?/g, '= ?')
    .trim();
  return truncateGraphemes(clean, max);
}

/** Every line break a mail client or nodemailer may honour. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

/** A value's place in the plain-text body: on the label's line, or indented below it when it has lines. */
function textValue(value: string): string {
  if (!LINE_BREAK.test(value)) return value;
  return `\n  ${value.split(LINE_BREAK).join('\n  ')}`;
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
    ...rows.map(([l, v]) => `${`${l}:`.padEnd(width + 2)}${textValue(v)}`),
    '',
  ].join('\n');
  const html = renderMailHtml(h(NotificationMail, { subject, kind: lead.kind, rows }));
  return { subject, text, html };
}

/** Layout once in <head> (the sales team's mail clients honour it), not on every cell. */
const TABLE_CSS =
  'table{border-collapse:collapse}th,td{border:1px solid #999;padding:4px;vertical-align:top}th{text-align:left}td{white-space:pre-wrap}';

function NotificationMail({
  subject,
  kind,
  rows,
}: {
  subject: string;
  kind: LeadKind;
  rows: [string, string][];
}) {
  return h(
    MailDocument,
    { title: subject, css: TABLE_CSS },
    h('p', null, `New ${kindTitle[kind]} from the website.`),
    h(
      'table',
      null,
      h(
        'tbody',
        null,
        rows.map(([label, value]) => h('tr', { key: label }, h('th', null, label), h('td', null, value))),
      ),
    ),
  );
}
