// The live inbox (issue 29 item 1): the console's event stream (GET /api/admin/events, server-sent
// events; the browser's EventSource reconnects by itself and sends the last event id). New leads do
// not push the rows the agent is reading: a quiet "N new leads — Show" notice (announced politely)
// and the count in the tab title; Show revalidates. A change by a colleague to a lead on the screen
// revalidates at once (the row is already there: it changes in place). A `reset` (events that could
// not be resumed) offers the same Show.
import { useEffect, useRef, useState } from 'react';
import { href, useNavigate, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { LeadFeedMessage } from '../../contracts/console.ts';
import type { clientLoader as signedInLoader } from './signed-in';
import { quietButtonClass } from './ui';

/** The tab title with "(N) " in front while N leads came in unseen. */
function useTitleCount(count: number) {
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [count]);
}

/**
 * Listens while mounted. `shown`: the ids of the leads on the screen (a colleague's change to one of
 * them reloads the page's data).
 */
export function LiveInbox({ shown }: { shown: string[] }) {
  const me = useRouteLoaderData<typeof signedInLoader>('console/signed-in')?.operator.id;
  const { revalidate, state } = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A new lead is new and unassigned: a list of someone's leads or of another status cannot show
  // it, so there Show opens the New queue instead of reloading this list.
  const assigned = params.get('assigned');
  const status = params.get('status');
  const holdsNew = (!assigned || assigned === 'none') && (!status || status === 'new');
  // After Show: 'wait' until the reload starts, 'loading' until it ends, 'now' to move focus.
  const [focusFirst, setFocusFirst] = useState<'no' | 'wait' | 'loading' | 'now'>('no');
  const [fresh, setFresh] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const [open, setOpen] = useState(false);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const meRef = useRef(me);
  meRef.current = me;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastId = '';
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      // EventSource retries a dropped connection by itself, but gives up for good on an answer
      // that is not a stream (a 503 from a server shutting down, a 502 from the proxy): then a new
      // one, a little later each time, naming the last event it saw.
      const s = new EventSource(apiPath(ADMIN_API.events, {}, { lastEventId: lastId || undefined }));
      source = s;
      s.onopen = () => {
        retries = 0;
        setOpen(true);
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
        let m: LeadFeedMessage;
        try {
          m = JSON.parse((ev as MessageEvent<string>).data) as LeadFeedMessage;
        } catch {
          return;
        }
        if (m.type === 'lead.created') {
          setFresh((f) => (f.includes(m.leadId) ? f : [...f, m.leadId]));
        } else if (m.by !== meRef.current && shownRef.current.includes(m.leadId)) {
          void revalidate();
        }
      });
      s.addEventListener('reset', (ev) => {
        seen(ev);
        setStale(true);
      });
    };
    connect();
    return () => {
      clearTimeout(timer);
      source?.close();
    };
  }, [revalidate]);

  // A lead already on the screen (the agent reloaded meanwhile) is not new any more.
  const unseen = fresh.filter((id) => !shown.includes(id));
  const count = unseen.length;
  useTitleCount(count);

  const show = () => {
    setFresh([]);
    setStale(false);
    if (holdsNew || stale) {
      setFocusFirst('wait');
      void revalidate();
    } else void Promise.resolve(navigate(`${href('/admin')}?status=new`)).then(() => setFocusFirst('now'));
  };
  // Focus does not drop to the page when the notice goes: it moves to the first lead of the list.
  useEffect(() => {
    if (focusFirst === 'wait' && state === 'loading') setFocusFirst('loading');
    else if (focusFirst === 'loading' && state === 'idle') setFocusFirst('now');
    if (focusFirst !== 'now') return;
    setFocusFirst('no');
    const links = document.querySelectorAll<HTMLElement>('tbody tr a, ul[aria-label^="Leads"] li a');
    [...links].find((a) => a.offsetParent !== null)?.focus();
  }, [focusFirst, state]);
  const label = count === 1 ? '1 new lead' : `${count} new leads`;
  return (
    <div aria-live="polite" data-live={open ? 'open' : 'connecting'}>
      {(count > 0 || stale) && (
        <p className="mt-3 flex flex-wrap items-center gap-3 rounded border border-brand-200 bg-brand-50 px-3 py-2">
          <span>{count > 0 ? label : 'The list may have changed.'}</span>
          <button type="button" className={quietButtonClass} onClick={show}>
            Show
          </button>
        </p>
      )}
    </div>
  );
}
