// What the console asks for before it is opened (issue 36: every shortcut answers within 100 ms):
// - a lead's story: the next lead of the list while the operator reads one (log and next, j on a
//   lead), and the lead under the inbox's cursor once it rests there (Enter opens it at once);
//   ?prefetch=1: the server does not audit it as opened; the lead page audits the opening once;
// - the inbox's next page: while the inbox shows a page (Next), and while a lead page shows the
//   last lead of its page (log and next, j, go on to the next page's first lead, itself asked for).
// Each is used once, within a short time, then asked anew; one the live feed says changed
// meanwhile is forgotten (a page: one of its leads), and so is a lead with changes of this tab on
// their way or saved since (lead-changes.ts).
import { useEffect } from 'react';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type {
  Assignees,
  ConsoleOperator,
  InboxList,
  LeadStory,
  QueueCounts,
} from '../../contracts/console.ts';
import { apiRequest } from '../lib/api';
import { inboxQuery } from './inbox-order';
import { nextPageHref } from './inbox-pager';
import { rememberInboxSearch } from './inbox-return';
import { behind, hasPending } from './lead-changes';
import { neighbour, nextPageAfter, rememberQueue } from './lead-queue';
import { useLeadFeed } from './live-feed';

type Prefetched = { story: LeadStory; assignees: ConsoleOperator[] };

const prefetched = new Map<string, { at: number; data: Promise<Prefetched> }>();
const PREFETCH_FOR_MS = 20_000;
/** The inbox's cursor must rest on a row this long before its lead is asked for (not at every j). */
const REST_MS = 150;

export function prefetchLead(id: string): void {
  const hit = prefetched.get(id);
  if (hit && performance.now() - hit.at < PREFETCH_FOR_MS) return;
  const data = Promise.all([
    apiRequest<LeadStory>(apiPath(ADMIN_API.lead, { id }, { prefetch: '1' })),
    apiRequest<Assignees>(ADMIN_API.assignees),
  ]).then(([story, { operators }]) => ({ story, assignees: operators }));
  // A prefetch that fails is forgotten: the page asks again when it opens.
  data.catch(() => prefetched.delete(id));
  prefetched.set(id, { at: performance.now(), data });
}

/** The lead's prefetched story if it is still good, else undefined (the page audits the opening). */
export async function takePrefetched(id: string): Promise<Prefetched | undefined> {
  const hit = prefetched.get(id);
  prefetched.delete(id);
  if (!hit || performance.now() - hit.at >= PREFETCH_FOR_MS || hasPending(id)) return undefined;
  try {
    const data = await hit.data;
    return behind(id, data.story.lead.version) ? undefined : data;
  } catch {
    return undefined;
  }
}

/** An inbox page as its clientLoader needs it. */
export type InboxAhead = { page: InboxList; queues: QueueCounts; assignees: ConsoleOperator[] };

/** Pages asked for ahead, by their address ("?…", the inbox URL's search), with their leads once here. */
const pages = new Map<string, { at: number; data: Promise<InboxAhead>; ids?: Set<string> }>();

/** Asks for the inbox page at `search` (if not asked for lately); its data, or undefined if it fails. */
export function prefetchInboxPage(search: string, operatorId: string): Promise<InboxAhead | undefined> {
  const hit = pages.get(search);
  if (hit && performance.now() - hit.at < PREFETCH_FOR_MS) return hit.data.catch(() => undefined);
  const { query } = inboxQuery(new URLSearchParams(search), operatorId);
  const data = Promise.all([
    apiRequest<InboxList>(apiPath(ADMIN_API.leads, {}, query)),
    apiRequest<QueueCounts>(ADMIN_API.queues),
    apiRequest<Assignees>(ADMIN_API.assignees),
  ]).then(([page, queues, { operators }]) => ({ page, queues, assignees: operators }));
  const entry: { at: number; data: Promise<InboxAhead>; ids?: Set<string> } = { at: performance.now(), data };
  data.then(
    (d) => {
      entry.ids = new Set(d.page.items.map((l) => l.id));
    },
    () => pages.delete(search),
  );
  pages.set(search, entry);
  return data.catch(() => undefined);
}

/** The inbox page at `search` if it was asked for ahead and is still good, else undefined. */
export async function takeInboxPage(search: string): Promise<InboxAhead | undefined> {
  const hit = pages.get(search);
  pages.delete(search);
  if (!hit || performance.now() - hit.at >= PREFETCH_FOR_MS) return undefined;
  return hit.data.catch(() => undefined);
}

/**
 * On a lead's page: the next lead of its list is asked for; on the last lead of a page of the
 * list, the next page, then that page's first lead.
 */
export function prefetchNextOf(leadId: string, operatorId: string): void {
  const next = neighbour(leadId, 1);
  if (next) {
    prefetchLead(next);
    return;
  }
  const more = nextPageAfter(leadId);
  if (!more) return;
  void prefetchInboxPage(more, operatorId).then((d) => {
    const first = d?.page.items[0];
    if (first) prefetchLead(first.id);
  });
}

/**
 * The lead after `leadId` in its list, going on to the list's next page after the last lead of a
 * page (that page becomes the list: j / k, "g i" and "← Inbox" follow it). Undefined at the end.
 */
export async function leadAfter(leadId: string, operatorId: string): Promise<string | undefined> {
  const next = neighbour(leadId, 1);
  if (next) return next;
  const more = nextPageAfter(leadId);
  if (!more) return undefined;
  const ahead = (await takeInboxPage(more)) ?? (await prefetchInboxPage(more, operatorId));
  pages.delete(more);
  const items = ahead?.page.items ?? [];
  if (!ahead || items.length === 0) return undefined;
  rememberQueue(
    more,
    items.map((l) => l.id),
    nextPageHref(new URLSearchParams(more), ahead.page),
  );
  rememberInboxSearch(more);
  return items[0]?.id;
}

/** What was asked for ahead and changed meanwhile (a colleague, the feed says) is asked anew. */
export function useForgetChangedPrefetches(): void {
  useLeadFeed((n) => {
    if (n.type === 'reset') {
      prefetched.clear();
      pages.clear();
      return;
    }
    prefetched.delete(n.leadId);
    // A lead that came in is on no page asked for (those are as of when they were asked).
    if (n.type === 'lead.changed')
      for (const [search, p] of pages) if (!p.ids || p.ids.has(n.leadId)) pages.delete(search);
  });
}

/**
 * In the inbox: the lead whose row link has rested under the focus (j / k, Tab) or the pointer for
 * REST_MS is asked for, so that Enter (or a click) opens it without a round trip.
 */
export function usePrefetchRestingRow(): void {
  useForgetChangedPrefetches();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rest = (e: Event) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-lead-link]') : null;
      clearTimeout(timer);
      const id = link?.dataset.leadLink;
      if (id) timer = setTimeout(() => prefetchLead(id), REST_MS);
    };
    document.addEventListener('focusin', rest);
    document.addEventListener('pointerover', rest);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', rest);
      document.removeEventListener('pointerover', rest);
    };
  }, []);
}
