// The live inbox (issue 29 item 1, issue 36 item 3): the tab's event stream (live-feed.ts). New
// leads do not push the rows the agent is reading: a quiet "N new leads — Show" notice (announced
// politely) that floats over the page's foot and takes no room in it, so the row under the cursor
// never moves, and the count in the tab title; Show (or `.`) revalidates. A change by a colleague
// to a lead on the screen revalidates at once (the row is already there: it changes in place). A
// `reset` (events that could not be resumed) offers the same Show.
import { useEffect, useState } from 'react';
import { href, useNavigate, useRevalidator, useRouteLoaderData, useSearchParams } from 'react-router';
import { useFeedOpen, useLeadFeed } from './live-feed';
import { useShortcuts } from './shortcuts';
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
  const open = useFeedOpen();

  useLeadFeed((m) => {
    if (m.type === 'reset') setStale(true);
    else if (m.type === 'lead.created') setFresh((f) => (f.includes(m.leadId) ? f : [...f, m.leadId]));
    else if (m.by !== me && shown.includes(m.leadId)) void revalidate();
  });

  // A lead already on the screen (the agent reloaded meanwhile) is not new any more.
  const unseen = fresh.filter((id) => !shown.includes(id));
  const count = unseen.length;
  useTitleCount(count);

  // `.` with nothing to show says so for a moment, rather than doing nothing without a word.
  const [nothing, setNothing] = useState(false);
  useEffect(() => {
    if (!nothing) return;
    const t = setTimeout(() => setNothing(false), 3000);
    return () => clearTimeout(t);
  }, [nothing]);

  const show = () => {
    if (count === 0 && !stale) {
      setNothing(true);
      return;
    }
    setNothing(false);
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
  useShortcuts({ '.': show });
  const label = count === 1 ? '1 new lead' : `${count} new leads`;
  // Fixed at the foot of the window, so it takes no room in the list; the live region itself is
  // an empty box in the page's flow.
  return (
    <div aria-live="polite" data-live={open ? 'open' : 'connecting'}>
      {(count > 0 || stale || nothing) && (
        <p className="fixed inset-x-0 bottom-4 z-20 mx-auto flex w-fit max-w-[calc(100%-2rem)] flex-wrap items-center gap-3 rounded border border-brand-200 bg-brand-50 px-3 py-2 shadow-lg">
          <span>
            {count > 0 ? label : stale ? 'The list may have changed.' : 'No new leads since the list loaded.'}
          </span>
          {(count > 0 || stale) && (
            <button type="button" className={quietButtonClass} onClick={show} aria-keyshortcuts=".">
              Show{' '}
              <kbd className="ml-1 rounded border border-slate-400 bg-white px-1.5 font-mono text-sm">.</kbd>
            </button>
          )}
        </p>
      )}
    </div>
  );
}
