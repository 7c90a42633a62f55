// The inbox's queues (issue 29 item 2): Mine, Unassigned and New, each one click (a link to the
// inbox's own filter) and a shortcut (g then m, u or n, as in Linear: registered with the console's
// other shortcuts in shortcuts.tsx), each with its count from
// GET /api/admin/queues (counted up to a cap: "1000+"). New also says how many are overdue. The
// counts are live (issue 36 item 3): every lead that comes in or changes, here or elsewhere, asks
// for them again (one request at a time, and one more after it if more came meanwhile).
import { useEffect, useRef, useState } from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import type { QueueCounts } from '../../contracts/console.ts';
import { apiRequest } from '../lib/api';
import { useLeadFeed } from './live-feed';

export const QUEUES = [
  { key: 'mine', label: 'Mine', param: ['assigned', 'me'], shortcut: 'm' },
  { key: 'unassigned', label: 'Unassigned', param: ['assigned', 'none'], shortcut: 'u' },
  { key: 'new', label: 'New', param: ['status', 'new'], shortcut: 'n' },
  // Leads sent from a Spanish page (issue 37): for the agents who speak Spanish.
  { key: 'spanish', label: 'Español', lang: 'es', param: ['language', 'es'], shortcut: 'e' },
] as const;

/** The inbox filtered to one queue (the shortcuts `g m`, `g u`, `g n` in shortcuts.tsx go there too). */
export const queuePath = (q: (typeof QUEUES)[number]) =>
  `${href('/admin')}?${new URLSearchParams([[...q.param]])}`;

const shown = (n: number, cap: number) => (n > cap ? `${cap}+` : String(n));

/** The page's counts, or newer ones asked for since (whichever the server counted last). */
function useLiveCounts(loaded: QueueCounts): QueueCounts {
  const [fetched, setFetched] = useState<QueueCounts | null>(null);
  const asking = useRef<'no' | 'yes' | 'again'>('no');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const ask = () => {
    if (asking.current !== 'no') {
      asking.current = 'again';
      return;
    }
    asking.current = 'yes';
    apiRequest<QueueCounts>(ADMIN_API.queues)
      .then(
        (c) => mounted.current && setFetched(c),
        () => {},
      )
      .finally(() => {
        const again = asking.current === 'again';
        asking.current = 'no';
        if (again && mounted.current) ask();
      });
  };
  useLeadFeed(ask);
  return fetched && fetched.at > loaded.at ? fetched : loaded;
}

export function QueueBar({ counts: loaded }: { counts: QueueCounts }) {
  const counts = useLiveCounts(loaded);
  const [params] = useSearchParams();
  // The queue the URL is exactly (no other filter set).
  const current = QUEUES.find((q) => {
    const keys = [...params.keys()].filter((k) => k !== 'cursor' && k !== 'sort');
    return keys.length === 1 && params.get(q.param[0]) === q.param[1];
  });
  return (
    <nav aria-label="Queues" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {QUEUES.map((q) => {
          const n = counts[q.key];
          const overdue = q.key === 'new' && counts.overdue > 0;
          return (
            <li key={q.key}>
              <Link
                to={queuePath(q)}
                aria-current={current === q ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded border px-3 py-1 font-semibold ${
                  current === q
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50'
                }`}
              >
                <span lang={'lang' in q ? q.lang : undefined}>{q.label}</span>
                <span className="rounded bg-slate-100 px-1.5 text-sm text-slate-900">
                  {shown(n, counts.cap)}
                </span>
                {overdue && (
                  <span className="rounded bg-red-100 px-1.5 text-sm text-red-900">
                    {shown(counts.overdue, counts.cap)} overdue
                  </span>
                )}
                <span className="sr-only">, shortcut g then {q.shortcut}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
