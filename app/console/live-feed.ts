// One event stream per console tab (issue 36 item 3; the stream: decision 070, presence: 086),
// opened once by the signed-in layout (useLiveFeedConnection) and shared by every page: the inbox's
// notice, the queue counts and a lead page listen with useLeadFeed, and a lead page says it is
// being viewed with useViewers. The browser's EventSource reconnects by itself and sends the last
// event id; an answer that is not a stream (a 503 from a server shutting down, a 502 from the
// proxy) ends it for good, so then a new one is opened, a little later each time, naming the last
// event it saw. Each (re)opened stream says again which lead this tab views.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import {
  type LeadFeedMessage,
  type LeadPresenceMessage,
  PRESENCE_REFRESH_MS,
  type PresenceAnswer,
} from '../../contracts/console.ts';
import { apiRequest } from '../lib/api';

/** What a page hears: a lead that came in or changed, or `reset` (what was missed cannot be known). */
export type FeedNews = LeadFeedMessage | { type: 'reset' };

/** This tab's id on the stream and in its views (the server ends a view when this tab's stream ends). */
const tab = (() => {
  const b = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
})();

const newsListeners = new Set<(n: FeedNews) => void>();
const presenceListeners = new Set<(m: LeadPresenceMessage) => void>();
const openListeners = new Set<() => void>();
let isOpen = false;
let users = 0;
let stop: (() => void) | undefined;
/** The lead this tab's page shows (null: none), as last told to the server. */
let viewing: string | null = null;
let saying: ReturnType<typeof setTimeout> | undefined;
let said: Promise<unknown> = Promise.resolve();

function setOpen(open: boolean): void {
  if (open === isOpen) return;
  isOpen = open;
  for (const l of openListeners) l();
}

function parse<T>(ev: Event): T | undefined {
  try {
    return JSON.parse((ev as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
}

/** Opens the tab's stream; returns what closes it. */
function start(): () => void {
  let source: EventSource | undefined;
  let lastId = '';
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const s = new EventSource(apiPath(ADMIN_API.events, {}, { lastEventId: lastId || undefined, tab }));
    source = s;
    s.onopen = () => {
      retries = 0;
      setOpen(true);
      if (viewing) sayViewing();
    };
    s.onerror = () => {
      setOpen(s.readyState === EventSource.OPEN);
      if (s.readyState !== EventSource.CLOSED) return;
      retries++;
      timer = setTimeout(connect, Math.min(60_000, 1000 * 2 ** retries));
    };
    const seen = (ev: Event) => {
      if ((ev as MessageEvent).lastEventId) lastId = (ev as MessageEvent).lastEventId;
    };
    s.addEventListener('ready', seen);
    s.addEventListener('lead', (ev) => {
      seen(ev);
      const m = parse<LeadFeedMessage>(ev);
      if (m) for (const l of newsListeners) l(m);
    });
    s.addEventListener('reset', (ev) => {
      seen(ev);
      for (const l of newsListeners) l({ type: 'reset' });
    });
    s.addEventListener('presence', (ev) => {
      const m = parse<LeadPresenceMessage>(ev);
      if (m) for (const l of presenceListeners) l(m);
    });
  };
  connect();
  return () => {
    clearTimeout(timer);
    source?.close();
    setOpen(false);
  };
}

/** The signed-in layout keeps the tab's one stream open while it is mounted (and `wanted`). */
export function useLiveFeedConnection(wanted = true): void {
  useEffect(() => {
    if (!wanted || typeof EventSource === 'undefined') return;
    users++;
    stop ??= start();
    return () => {
      users--;
      if (users > 0) return;
      stop?.();
      stop = undefined;
    };
  }, [wanted]);
}

/** Whether the tab's stream is open now. */
export function useFeedOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      openListeners.add(l);
      return () => openListeners.delete(l);
    },
    () => isOpen,
    () => false,
  );
}

/** Calls the latest `handler` for every lead event and reset while the component is mounted. */
export function useLeadFeed(handler: (n: FeedNews) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const l = (n: FeedNews) => latest.current(n);
    newsListeners.add(l);
    return () => {
      newsListeners.delete(l);
    };
  }, []);
}

/**
 * Tells the server which lead this tab views, one request after the other (a "left" then "viewing
 * the next lead" must arrive in that order), and at most one per task (going from one lead to the
 * next says the next one only). Its answer is heard as a presence event.
 */
function sayViewing(): void {
  clearTimeout(saying);
  saying = setTimeout(() => {
    const leadId = viewing;
    said = said
      .then(() => apiRequest<PresenceAnswer>(ADMIN_API.presence, { method: 'POST', body: { tab, leadId } }))
      .then(
        (a) => {
          if (leadId && leadId === viewing)
            for (const l of presenceListeners) l({ leadId, viewers: a.viewers });
        },
        () => {},
      );
  }, 0);
}

/**
 * While mounted, this tab views `leadId`: said at once, again every PRESENCE_REFRESH_MS and on
 * every reconnect; left when unmounted. Returns the operator ids viewing it (this one among them).
 */
export function useViewers(leadId: string): string[] {
  const [viewers, setViewers] = useState<{ leadId: string; ids: string[] }>({ leadId, ids: [] });
  useEffect(() => {
    const l = (m: LeadPresenceMessage) => {
      if (m.leadId === leadId) setViewers({ leadId, ids: m.viewers });
    };
    presenceListeners.add(l);
    viewing = leadId;
    sayViewing();
    const refresh = setInterval(sayViewing, PRESENCE_REFRESH_MS);
    return () => {
      presenceListeners.delete(l);
      clearInterval(refresh);
      if (viewing === leadId) viewing = null;
      sayViewing();
    };
  }, [leadId]);
  return viewers.leadId === leadId ? viewers.ids : [];
}
