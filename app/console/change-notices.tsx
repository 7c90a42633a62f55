// What became of the changes the operator queued (lead-changes.ts), on every signed-in page: the
// work moves on to the next lead at once, so "saved" and "not saved" are said here, over the page
// (fixed, taking no layout space: a notice never moves the row or field under the cursor). Saved
// is said politely and goes after a few seconds; not saved is an alert that stays, with the lead
// to open, until dismissed. They sit at the window's bottom right, and move to its top right while
// the field or button that has the focus is under them (the note field at the foot of the window),
// below the console's bar.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { href, Link } from 'react-router';
import { dismissNotice, useLeadChanges } from './lead-changes';
import { quietButtonClass } from './ui';

const SAVED_FOR_MS = 6000;

/** `said`: what the last Undo did (or why it could not); `onUndo`: Undo the last change saved. */
export function ChangeNotices({ said, onUndo }: { said: string; onUndo: () => void }) {
  const { notices } = useLeadChanges();
  const saved = notices.filter((n) => n.kind === 'saved');
  const failed = notices.filter((n) => n.kind === 'failed');
  const oldestSaved = saved[0]?.seq;
  useEffect(() => {
    if (oldestSaved === undefined) return;
    const t = setTimeout(() => dismissNotice(oldestSaved), SAVED_FOR_MS);
    return () => clearTimeout(t);
  }, [oldestSaved]);
  const box = useRef<HTMLDivElement>(null);
  const atTop = useOutOfFocusWay(box, notices.length + (said ? 1 : 0));
  return (
    <div
      ref={box}
      className={`pointer-events-none fixed right-4 z-40 flex max-w-sm flex-col gap-2 ${atTop ? 'top-16' : 'bottom-4'}`}
    >
      {/* An alert is announced as it appears with its words: none stands empty in the page. */}
      {failed.length > 0 && (
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
      )}
      <div role="status" className="flex flex-col gap-2">
        {saved.map((n) => (
          <p
            key={n.seq}
            className="pointer-events-auto flex flex-wrap items-center gap-2 rounded bg-slate-900 px-3 py-2 text-sm text-white shadow"
          >
            <span>Saved: {n.text}</span>
            {n.undoable && (
              <button
                type="button"
                className="min-h-11 rounded border border-white/60 px-3 font-semibold underline"
                onClick={onUndo}
              >
                Undo <kbd className="font-mono">z</kbd>
              </button>
            )}
          </p>
        ))}
        {said && <p className="rounded bg-slate-700 px-3 py-2 text-sm text-white shadow">{said}</p>}
      </div>
    </div>
  );
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether the notices should stand at the top: the focused element would be under them at the
 * bottom. Checked when the focus moves, the window scrolls or resizes, and the notices change.
 */
function useOutOfFocusWay(box: RefObject<HTMLDivElement | null>, shown: number): boolean {
  const [atTop, setAtTop] = useState(false);
  useEffect(() => {
    if (shown === 0) {
      setAtTop(false);
      return;
    }
    const check = () => {
      const el = box.current;
      const focus = document.activeElement;
      if (!el || !focus || focus === document.body || el.contains(focus)) return;
      // Where the notices stand at the bottom (their height is the same at the top).
      const r = el.getBoundingClientRect();
      const bottom = new DOMRect(r.left, window.innerHeight - 16 - r.height, r.width, r.height);
      setAtTop(overlap(bottom, focus.getBoundingClientRect()));
    };
    check();
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [box, shown]);
  return atTop;
}
