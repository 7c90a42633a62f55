// A lead's story asked for before it is opened (issue 36: every shortcut answers within 100 ms):
// the next lead of the list while the operator reads one (log and next, j on a lead), and the lead
// under the inbox's cursor once it rests there (Enter opens it at once). Each is used once, within
// a short time, then asked anew; one the live feed says changed meanwhile is forgotten, and so is
// one with changes of this tab on their way or saved since (lead-changes.ts).
// ?prefetch=1: the server does not audit it as opened; the lead page audits the opening once.
import { useEffect } from 'react';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { Assignees, ConsoleOperator, LeadStory } from '../../contracts/console.ts';
import { apiRequest } from '../lib/api';
import { behind, hasPending } from './lead-changes';
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

/** A lead asked for ahead that changes meanwhile (a colleague, the feed says) is asked anew. */
export function useForgetChangedPrefetches(): void {
  useLeadFeed((n) => {
    if (n.type === 'reset') prefetched.clear();
    else prefetched.delete(n.leadId);
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
