// What became of the changes the operator queued (lead-changes.ts), on every signed-in page: the
// work moves on to the next lead at once, so "saved" and "not saved" are said here, over the page
// (fixed, taking no layout space: a notice never moves the row or field under the cursor). Saved
// is said politely and goes after a few seconds; not saved is an alert that stays, with the lead
// to open, until dismissed.
import { useEffect } from 'react';
import { href, Link } from 'react-router';
import { dismissNotice, useLeadChanges } from './lead-changes';
import { quietButtonClass } from './ui';

const SAVED_FOR_MS = 6000;

export function ChangeNotices() {
  const { notices } = useLeadChanges();
  const saved = notices.filter((n) => n.kind === 'saved');
  const failed = notices.filter((n) => n.kind === 'failed');
  const oldestSaved = saved[0]?.seq;
  useEffect(() => {
    if (oldestSaved === undefined) return;
    const t = setTimeout(() => dismissNotice(oldestSaved), SAVED_FOR_MS);
    return () => clearTimeout(t);
  }, [oldestSaved]);
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-40 flex max-w-sm flex-col gap-2">
      <div role="alert" className="flex flex-col gap-2">
        {failed.map((n) => (
          <div
            key={n.seq}
            className="pointer-events-auto rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 shadow"
          >
            <p>{n.text}</p>
            <div className="mt-1 flex gap-2">
              <Link to={href('/admin/leads/:id', { id: n.leadId })} className={quietButtonClass}>
                Open the lead
              </Link>
              <button type="button" className={quietButtonClass} onClick={() => dismissNotice(n.seq)}>
                Dismiss
              </button>
            </div>
          </div>
        ))}
      </div>
      <div role="status" className="flex flex-col gap-2">
        {saved.map((n) => (
          <p key={n.seq} className="rounded bg-slate-900 px-3 py-2 text-sm text-white shadow">
            Saved: {n.text}
          </p>
        ))}
      </div>
    </div>
  );
}
