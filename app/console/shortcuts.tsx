// The console's keyboard shortcuts (issue 29, decision 075): single keys in the style of Linear and
// Chatwoot, listed in a dialog under `?`. A shortcut never fires while the operator types in a
// field (input, textarea, select, contenteditable), inside an open modal dialog, or with Ctrl, Alt
// or Meta held (Shift only for `?`); `g` starts a two-key sequence (`g i`). Each page registers
// its own keys with useShortcuts; the signed-in layout registers `?`, `/` and `g i`.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { ChangeNotices } from './change-notices';
import { openCommandBar } from './command-bar';
import { holdKeys, useKeyBuffer } from './key-buffer';
import { onSessionEnded, undoLast } from './lead-changes';
import { queueHref } from './lead-queue';
import { stashDrafts } from './note-draft';
import { QUEUES, queuePath } from './queues';
import { forgetOperator, signInPath } from './session';
import type { clientLoader as signedInLoader } from './signed-in';

/** Every shortcut, as the help dialog lists them. */
export const SHORTCUTS: [keys: string, what: string][] = [
  ['j / k', 'Next / previous lead (in the inbox: moves the row focus; on a lead: opens it)'],
  ['Enter', 'Open the lead in focus'],
  ['c', 'Log an outcome: contacted (write a note, then Ctrl+Enter saves and opens the next lead)'],
  ['q', 'Log an outcome: qualified (Ctrl+Enter saves and opens the next lead)'],
  ['l', 'Log an outcome: lost (Ctrl+Enter saves and opens the next lead)'],
  ['Ctrl+Enter', 'In the outcome dialog: save, take the lead if nobody has it, open the next one'],
  ['a', 'Assign to me'],
  ['n', 'Write a note'],
  ['/ or Ctrl+K', 'Search all leads (the command bar: ↓ ↑ and Enter open one, Escape goes back)'],
  ['g i', 'Go to the inbox'],
  ['g m / g u / g n / g e', 'Open the Mine, Unassigned, New or Español queue'],
  ['z', 'Undo your last change (within 10 minutes, if nothing happened to the lead since)'],
  ['.', 'Show the new leads the inbox’s notice counts'],
  ['?', 'This list'],
];

/** Whether a key press is for a field or a dialog rather than for the console's shortcuts. */
export function isForSomethingElse(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return true;
  if (e.shiftKey && e.key !== '?') return true;
  const t = e.target;
  if (t instanceof HTMLElement) {
    if (
      t.isContentEditable ||
      t.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
    )
      return true;
    if (t.closest('dialog[open]')) return true;
  }
  return document.querySelector('dialog[open]') !== null;
}

type Bindings = Record<string, (e: KeyboardEvent) => void>;

/** The bindings of every mounted component, and the first key of a sequence (`g`) waiting for its second. */
const registry = new Set<{ current: Bindings }>();
let pending: { key: string; until: number } | null = null;
let listening = false;
const SEQUENCE_MS = 1500;

/** One listener for the whole console: the key's handler in any mounted component's bindings. */
function onKey(e: KeyboardEvent): void {
  if (isForSomethingElse(e)) return;
  const maps = [...registry].map((r) => r.current);
  const find = (key: string) => maps.find((m) => m[key])?.[key];
  const first = pending && e.timeStamp <= pending.until ? pending.key : null;
  pending = null;
  const handler = first ? find(`${first} ${e.key}`) : undefined;
  if (handler) {
    e.preventDefault();
    handler(e);
    return;
  }
  if (maps.some((m) => Object.keys(m).some((k) => k.startsWith(`${e.key} `)))) {
    pending = { key: e.key, until: e.timeStamp + SEQUENCE_MS };
    e.preventDefault();
    return;
  }
  const single = find(e.key);
  if (single) {
    e.preventDefault();
    single(e);
  }
}

/**
 * Binds keys while the component is mounted: `{ j: next, 'g i': inbox }`. The latest handlers are
 * called (no stale closures), so the map may be a new object every render.
 */
export function useShortcuts(bindings: Bindings): void {
  const latest = useRef(bindings);
  latest.current = bindings;
  // Registered before the page is painted (a layout effect), so a key pressed the moment a page
  // shows is not lost; a passive effect could run after the first keys on a busy machine.
  useLayoutEffect(() => {
    registry.add(latest);
    if (!listening) {
      document.addEventListener('keydown', onKey);
      listening = true;
    }
    return () => {
      registry.delete(latest);
    };
  }, []);
}

/** The `?` dialog: every shortcut. A native modal dialog (focus kept inside, Escape closes it). */
function ShortcutHelp({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcut-help-title"
      className="m-auto max-w-lg rounded bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="shortcut-help-title" className="text-lg font-semibold">
        Keyboard shortcuts
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Not while typing in a field, and never with Ctrl, Alt or ⌘.
      </p>
      <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-slate-400 bg-slate-50 px-1.5 font-mono">{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
        >
          Close
        </button>
      </form>
    </dialog>
  );
}

/** The shortcuts of every signed-in page: `?` (this list), `/` (search), `g i` (the inbox) and the queues. */
export function ConsoleShortcuts() {
  const navigate = useNavigate();
  const help = useRef<HTMLDialogElement>(null);
  // Keys typed while a page is coming are held for it (key-buffer.ts); this layout effect runs
  // after the page's own, so its keys are bound when they are replayed.
  useKeyBuffer();
  // A queued change that finds the session ended: sign in again and come back here; the change
  // waits for it (lead-changes.ts), and the drafts leave the browser's storage (note-draft.ts).
  const { pathname, search } = useLocation();
  const here = useRef('');
  here.current = pathname + search;
  useEffect(
    () =>
      onSessionEnded(() => {
        forgetOperator();
        stashDrafts();
        void navigate(signInPath(here.current, true));
      }),
    [navigate],
  );
  const go = (to: string) => {
    holdKeys();
    void navigate(to);
  };
  const me = useRouteLoaderData<typeof signedInLoader>('console/signed-in')?.operator.id ?? '';
  const [undoSaid, setUndoSaid] = useState('');
  const undo = () => setUndoSaid(undoLast(me));
  useEffect(() => {
    if (!undoSaid) return;
    const t = setTimeout(() => setUndoSaid(''), 6000);
    return () => clearTimeout(t);
  }, [undoSaid]);
  useShortcuts({
    '?': () => help.current?.showModal(),
    z: undo,
    '/': openCommandBar,
    'g i': () => go(queueHref()),
    ...Object.fromEntries(QUEUES.map((q) => [`g ${q.shortcut}`, () => go(queuePath(q))])),
  });
  return (
    <>
      <ShortcutHelp dialog={help} />
      <ChangeNotices said={undoSaid} onUndo={undo} />
    </>
  );
}
