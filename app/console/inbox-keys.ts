// The inbox's part of the keyboard loop (issue 29 item 3), kept out of the page itself:
// - it remembers the leads it shows, its filter and its next page (lead-queue.ts), for j / k and
//   "next" on a lead;
// - j / k move a visible focus along the rows (the lead's name link; Enter opens it);
// - back from a lead, the focus returns to that lead's row;
// - after a search, a sort or a page, the focus never drops to <body>: it returns to the control
//   that had it (the form is drawn anew for a new filter) or, failing that, to the list.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePrefetchRestingRow } from './lead-prefetch';
import { lastLead, rememberQueue } from './lead-queue';
import { useShortcuts } from './shortcuts';

/** The rows' lead links that are displayed (the table from the small breakpoint up, cards below). */
function rowLinks(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-lead-link]')].filter(
    (el) => el.getClientRects().length > 0,
  );
}

function focusRow(el: HTMLElement | undefined): void {
  if (!el) return;
  el.focus();
  el.scrollIntoView({ block: 'nearest' });
}

/** What had the focus, so it can be found again in a page drawn anew. */
type FocusMark = { name: string | null; text: string | null; lead: string | null };

function markOf(el: Element): FocusMark {
  return {
    name: el.getAttribute('name'),
    text: el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement ? el.textContent : null,
    lead: el.getAttribute('data-lead-link'),
  };
}

function findAgain(m: FocusMark): HTMLElement | undefined {
  if (m.lead) return rowLinks().find((el) => el.dataset.leadLink === m.lead);
  if (m.name) return document.querySelector<HTMLElement>(`main [name="${CSS.escape(m.name)}"]`) ?? undefined;
  if (m.text)
    return [...document.querySelectorAll<HTMLElement>('main button, main a')].find(
      (el) => el.textContent === m.text && el.getClientRects().length > 0,
    );
  return undefined;
}

/** `nextPage`: the address of the list's next page, if it has one (a lead page goes on to it). */
export function useInboxKeys(items: { id: string }[], nextPage?: string): void {
  const { search } = useLocation();
  const ids = useMemo(() => items.map((l) => l.id), [items]);
  useEffect(() => rememberQueue(search, ids, nextPage), [search, ids, nextPage]);

  const move = (step: 1 | -1) => {
    const links = rowLinks();
    const at = links.indexOf(document.activeElement as HTMLElement);
    focusRow(at < 0 ? (step === 1 ? links[0] : links.at(-1)) : links[at + step]);
  };
  useShortcuts({ j: () => move(1), k: () => move(-1) });
  // The lead under the cursor is asked for once it rests there: Enter opens it at once.
  usePrefetchRestingRow();

  // Opened from a lead: its row takes the focus. After the frame has moved the focus to the page's
  // heading (root.tsx, useFocusOnNavigation), not before.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const last = lastLead();
      focusRow(last ? rowLinks().find((el) => el.dataset.leadLink === last) : undefined);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  // A new page of the list: the focus back where it was, or on the list.
  const mark = useRef<FocusMark | null>(null);
  useEffect(() => {
    const keep = (e: FocusEvent) => {
      if (e.target instanceof Element && e.target !== document.body) mark.current = markOf(e.target);
    };
    document.addEventListener('focusin', keep);
    return () => document.removeEventListener('focusin', keep);
  }, []);
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each new list (search, sort, page)
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // Only focus that was lost: nothing to give back when nothing in the page had it yet.
    const active = document.activeElement;
    if (!mark.current || (active && active !== document.body)) return;
    (findAgain(mark.current) ?? rowLinks()[0] ?? document.querySelector<HTMLElement>('main h1'))?.focus();
  }, [ids]);
}
