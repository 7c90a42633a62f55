// A lead page, live (issue 36 item 3): a change a colleague makes to this lead reloads the page's
// data as soon as the tab's stream tells of it (live-feed.ts), and says who did what ("riley@… took
// this lead", the new status) in a status line; and who else has this lead open now (presence,
// decision 086). Mounted by the lead page above its work card.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ConsoleOperator, LeadStory } from '../../contracts/console.ts';
import { useLeadFeed, useViewers } from './live-feed';

export type Seen = { id: string; version: number; status: string; assigned_to: string | null };

/**
 * What changed between two versions of the lead (`lastEvent`: the type of the newest entry of its
 * timeline), said as operator `by` did it, to operator `me`.
 */
export function whatChanged(
  before: Seen,
  lead: Seen,
  lastEvent: string | undefined,
  by: string,
  nameOf: (id: string) => string,
  me: string,
): string {
  const who = nameOf(by);
  const said: string[] = [];
  if (lead.assigned_to !== before.assigned_to) {
    const to = lead.assigned_to;
    if (to === null) said.push(`${who} unassigned this lead`);
    else if (to === by) said.push(`${who} took this lead`);
    else said.push(`${who} assigned this lead to ${to === me ? 'you' : nameOf(to)}`);
  }
  if (lead.status !== before.status)
    said.push(`${said.length > 0 ? 'and set' : `${who} set`} the status to ${lead.status}`);
  if (said.length === 0) said.push(lastEvent === 'note' ? `${who} added a note` : `${who} changed this lead`);
  return `${said.join(' ')}.`;
}

export function LeadLive({
  story,
  assignees,
  me,
}: {
  story: LeadStory;
  assignees: ConsoleOperator[];
  me: ConsoleOperator;
}) {
  const { lead } = story;
  const { revalidate } = useRevalidator();
  const nameOf = (id: string) =>
    assignees.find((o) => o.id === id)?.email ??
    (story.assignee?.id === id ? story.assignee.email : 'another operator');
  // Who changed the lead, from the stream, until the reloaded story shows what they did.
  const by = useRef<string | null>(null);
  const seen = useRef<Seen>({ ...lead });
  const [news, setNews] = useState('');

  useLeadFeed((m) => {
    if (m.type === 'reset') void revalidate();
    else if (m.leadId === lead.id && m.type === 'lead.changed' && m.by !== me.id) {
      by.current = m.by;
      void revalidate();
    }
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each new version of the lead
  useEffect(() => {
    const before = seen.current;
    seen.current = { id: lead.id, version: lead.version, status: lead.status, assigned_to: lead.assigned_to };
    if (before.id !== lead.id) {
      by.current = null;
      setNews('');
      return;
    }
    if (before.version === lead.version || by.current === null) return;
    setNews(whatChanged(before, lead, story.timeline.at(-1)?.type, by.current, nameOf, me.id));
    by.current = null;
  }, [lead.id, lead.version]);

  const others = useViewers(lead.id).filter((id) => id !== me.id);
  return (
    <div data-lead-live className="rounded border border-slate-200 bg-white px-4 py-2 text-sm">
      <p role="status" className="font-semibold text-brand-900">
        {news}
      </p>
      <p data-viewers={others.length}>
        {others.length === 0
          ? 'Nobody else has this lead open.'
          : `Also viewing: ${others.map(nameOf).join(', ')}`}
      </p>
    </div>
  );
}
