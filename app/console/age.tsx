// A lead's age as people say it ("4 min ago"), with the exact time in <time dateTime>, on hover
// (title) and for screen readers. One clock for the page, ticking every 30 s while anything shows
// an age (a store shared by every <Age>, so a page of 50 rows has one timer, not 50).
import { useSyncExternalStore } from 'react';
import { formatTime } from './ui';

const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time now, again every 30 s. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

/** "just now", "4 min ago", "3 h ago", "2 days ago" (then the date). */
/** Built once (see formatTime in ui.tsx): a date older than a month. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function relativeTime(iso: string, at: number): string {
  const s = Math.max(0, Math.round((at - Date.parse(iso)) / 1000));
  if (s < 60) return 'just now';
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min ago`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.floor(h / 24);
  if (d < 30) return d === 1 ? '1 day ago' : `${d} days ago`;
  return dateFormat.format(new Date(iso));
}

export function Age({ at }: { at: string }) {
  const t = useNow();
  const exact = formatTime(at);
  return (
    <time dateTime={at} title={exact} className="whitespace-nowrap">
      {relativeTime(at, t)}
      <span className="sr-only">, {exact}</span>
    </time>
  );
}

/** When a lead came in, as an age, and "Overdue" while it waits past the first-contact target. */
export function Received({ at, overdue }: { at: string; overdue: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Age at={at} />
      {overdue && (
        <strong className="rounded bg-red-100 px-1.5 text-sm font-semibold text-red-900">Overdue</strong>
      )}
    </span>
  );
}

/** A span of time as people count it: "45 s", "12 min", "2 h 5 min", "3 days" ("–" for none). */
export function duration(ms: number | null): string {
  if (ms === null) return '–';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  return `${Math.round(h / 24)} days`;
}

/**
 * The lead page's SLA timer (issue 36): its age, and its first contact counted down while it is
 * new ("due in 12 min", then "overdue by 1 h 5 min"), or how long it took once it was made.
 */
export function FirstContactTimer({
  receivedAt,
  dueAt,
  contactedAt,
}: {
  receivedAt: string;
  dueAt: string;
  contactedAt: string | null;
}) {
  const t = useNow();
  const due = Date.parse(dueAt);
  const target = due - Date.parse(receivedAt);
  const took = contactedAt ? Date.parse(contactedAt) - Date.parse(receivedAt) : null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
      <span>
        Received <Age at={receivedAt} />
      </span>
      {took !== null ? (
        <span className={took <= target ? 'text-green-800' : 'text-amber-900'}>
          First contact after {duration(took)}
          {took > target && ` (target ${duration(target)})`}
        </span>
      ) : t < due ? (
        <span>First contact due in {duration(due - t)}</span>
      ) : (
        <strong className="rounded bg-red-100 px-1.5 font-semibold text-red-900">
          First contact overdue by {duration(t - due)}
        </strong>
      )}
    </p>
  );
}
