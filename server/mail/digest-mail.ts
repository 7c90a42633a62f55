// The operator digest as a mail (server/digest/ counts and queues it): yesterday's leads by kind
// by source and by language, as text and as a component.
import { Fragment } from 'react';
import { h, MailDocument, renderMailHtml } from './html.ts';

export type DigestCounts = {
  day: string;
  total: number;
  byKind: [string, number][];
  bySource: [string, number][];
  /** By the language of the page the lead was sent from (issue 37), named in itself. */
  byLanguage: [string, number][];
};

function CountTable({ title, rows }: { title: string; rows: [string, number][] }) {
  return h(
    Fragment,
    null,
    h('h2', null, title),
    h(
      'table',
      null,
      h(
        'tbody',
        null,
        rows.length
          ? rows.map(([name, n]) => h('tr', { key: name }, h('th', { scope: 'row' }, name), h('td', null, n)))
          : h('tr', null, h('td', null, 'none')),
      ),
    ),
  );
}

function DigestMail({ subject, counts }: { subject: string; counts: DigestCounts }) {
  return h(
    MailDocument,
    { title: subject },
    h('p', null, `Leads received on ${counts.day} (UTC): `, h('strong', null, counts.total)),
    h(CountTable, { title: 'By kind', rows: counts.byKind }),
    h(CountTable, { title: 'By source', rows: counts.bySource }),
    h(CountTable, { title: 'By language', rows: counts.byLanguage }),
  );
}

export function renderDigest(c: DigestCounts): { subject: string; text: string; html: string } {
  const section = (title: string, rows: [string, number][]) =>
    [`${title}:`, ...(rows.length ? rows.map(([k, n]) => `  ${k}: ${n}`) : ['  none'])].join('\n');
  const subject = `Leads on ${c.day}: ${c.total}`;
  return {
    subject,
    text: [
      `Leads received on ${c.day} (UTC): ${c.total}`,
      '',
      section('By kind', c.byKind),
      '',
      section('By source', c.bySource),
      '',
      section('By language', c.byLanguage),
      '',
    ].join('\n'),
    html: renderMailHtml(h(DigestMail, { subject, counts: c })),
  };
}
