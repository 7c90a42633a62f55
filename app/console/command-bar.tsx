// The command bar (issue 36 item 5): `/` (shortcuts.tsx) or Ctrl+K / ⌘K from any signed-in page
// opens a search of all leads in a modal dialog; a chip narrows it to the list the operator came
// from (a queue, or the inbox's filter). It is the ARIA APG combobox with a listbox popup: the
// focus stays in the box while the results come, ↓ / ↑ move the active result
// (aria-activedescendant), Enter opens it. The first result is active as soon as it shows, so a
// name and Enter open a lead; Enter pressed before the results came opens the first one when they
// do. Escape closes the bar and the focus goes back where it was (the page's heading when that was
// nothing), never to <body>. A native <dialog>: the page's own shortcuts are off while it is open.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { href, useLocation, useNavigate } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { InboxList, InboxRow } from '../../contracts/console.ts';
import { NARROWING_FILTERS } from '../../contracts/inbox-filter.ts';
import { apiRequest } from '../lib/api';
import { Age } from './age';
import { orderKey } from './inbox-order';
import { queueHref } from './lead-queue';
import { QUEUES } from './queues';
import { errorText } from './ui';

/** Results shown; "All results in the inbox" lists the rest. */
const SHOWN = 8;
/** Typing pauses this long before the search is sent. */
const PAUSE_MS = 120;

let openBar: (() => void) | null = null;

/** Opens the command bar (the `/` shortcut); nothing while it is not mounted (signed out). */
export function openCommandBar(): void {
  openBar?.();
}

/** The filter of the list the operator is in (the inbox's URL, or the list a lead was opened from), and its name. */
function currentList(pathname: string, search: string): { filter: URLSearchParams; name: string } | null {
  const params = new URLSearchParams(
    pathname === href('/admin') ? search : queueHref().replace(/^[^?]*/, ''),
  );
  const filter = new URLSearchParams();
  for (const k of NARROWING_FILTERS) {
    const v = params.get(k);
    if (v) filter.set(k, v);
  }
  if (filter.size === 0) return null;
  const queue = QUEUES.find((q) => q.key === orderKey(filter));
  return { filter, name: queue && filter.size === 1 ? queue.label : 'this list' };
}

type Found = { term: string; narrow: boolean; items: InboxRow[]; total: number; capped: boolean };

export function CommandBar() {
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const back = useRef<Element | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const [term, setTerm] = useState('');
  const [narrow, setNarrow] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /** Enter was pressed for a search whose results had not come yet. */
  const enterWaiting = useRef(false);
  const list = currentList(pathname, search);
  const narrowed = narrow && list !== null;

  openBar = () => {
    const d = dialog.current;
    if (!d) return;
    if (!d.open) {
      back.current = document.activeElement;
      d.showModal();
    }
    box.current?.focus();
    box.current?.select();
  };
  useEffect(
    () => () => {
      openBar = null;
    },
    [],
  );

  // Ctrl+K / ⌘K: its own listener, since the console's shortcuts ignore keys with Ctrl or ⌘ held.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'k') return;
      // Another dialog (a note, the shortcut list) keeps its keys.
      const other = document.querySelector('dialog[open]');
      if (other && other !== dialog.current) return;
      e.preventDefault();
      openCommandBar();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The search, a moment after the typing stops; an answer for an older term is dropped.
  const query = term.trim();
  const filterText = narrowed ? list.filter.toString() : '';
  useEffect(() => {
    if (!query) {
      setFound(null);
      setFailed(null);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams(filterText);
      params.set('q', query);
      params.set('limit', String(SHOWN));
      apiRequest<InboxList>(apiPath(ADMIN_API.leads, {}, params), { signal: ctrl.signal }).then(
        (page) => {
          setFound({ term: query, narrow: filterText !== '', ...page });
          setFailed(null);
          setActive(0);
        },
        (e: unknown) => {
          if (!ctrl.signal.aborted) setFailed(errorText(e));
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [query, filterText]);

  const current = found && found.term === query && found.narrow === (filterText !== '') ? found : null;
  const items = current?.items ?? [];
  /** The options: the leads, then the whole search in the inbox when there are more. */
  const more = current && (current.capped || current.total > items.length);
  const count = items.length + (more ? 1 : 0);

  function close() {
    dialog.current?.close();
  }

  function open(i: number) {
    const lead = items[i];
    enterWaiting.current = false;
    back.current = null;
    close();
    if (lead) {
      void navigate(href('/admin/leads/:id', { id: lead.id }));
    } else {
      const params = new URLSearchParams(filterText);
      params.set('q', query);
      void navigate(`${href('/admin')}?${params}`);
    }
  }

  // Enter typed before the results came: the first result, once they are here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when this term's results arrive
  useEffect(() => {
    if (enterWaiting.current && current) {
      enterWaiting.current = false;
      if (count > 0) open(0);
    }
  }, [current]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (count === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + count) % count);
    } else if (e.key === 'Enter') {
      // An empty search does nothing (the focus stays here); one on its way opens when it comes.
      e.preventDefault();
      if (!query) return;
      if (!current) enterWaiting.current = true;
      else if (count > 0) open(Math.min(active, count - 1));
    }
  }

  /** Back where the operator was when the bar opened; the page's heading when that was nothing. */
  function onClose() {
    enterWaiting.current = false;
    const was = back.current;
    back.current = null;
    if (was === null) return;
    const target =
      was instanceof HTMLElement && was !== document.body && was.isConnected
        ? was
        : document.querySelector<HTMLElement>('main h1');
    target?.focus();
  }

  const optionId = (i: number) => `${id}-option-${i}`;
  const status = !query
    ? 'Type a name, an e-mail, a phone or a ZIP.'
    : failed
      ? `The search failed: ${failed}`
      : !current
        ? 'Searching…'
        : items.length === 0
          ? `No lead matches “${query}”${narrowed ? ` in ${list.name}` : ''}.`
          : `${current.capped ? `${current.total}+` : current.total} found${narrowed ? ` in ${list.name}` : ''}. ↓ ↑ to choose, Enter to open.`;

  return (
    <dialog
      ref={dialog}
      aria-label="Search leads"
      onClose={onClose}
      className="mx-auto mt-[10vh] w-[calc(100%-2rem)] max-w-xl rounded bg-white p-4 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={box}
          type="search"
          role="combobox"
          aria-label="Search all leads (name, e-mail, phone or ZIP)"
          aria-expanded={count > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={count > 0 ? optionId(Math.min(active, count - 1)) : undefined}
          aria-autocomplete="list"
          aria-describedby={`${id}-status`}
          autoComplete="off"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 min-w-0 grow rounded border border-slate-400 px-3 py-2"
        />
        {list && (
          <button
            type="button"
            aria-pressed={narrow}
            onClick={() => setNarrow((n) => !n)}
            className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${
              narrow ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-400 text-brand-800'
            }`}
          >
            Only in {list.name}
          </button>
        )}
      </div>
      <p id={`${id}-status`} aria-live="polite" className="mt-2 text-sm text-slate-700">
        {status}
      </p>
      <div
        id={`${id}-results`}
        role="listbox"
        aria-label="Leads found"
        className="mt-2 max-h-[60vh] overflow-y-auto"
      >
        {items.map((l, i) => (
          <Option
            key={l.id}
            id={optionId(i)}
            selected={i === active}
            pick={() => open(i)}
            hover={() => setActive(i)}
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate font-semibold">{l.erased_at ? 'Erased lead' : l.name}</span>
              <span className="shrink-0 text-sm text-slate-700">
                {l.status} · <Age at={l.created_at} />
              </span>
            </span>
            <span className="block truncate text-sm text-slate-700">
              {[l.email, l.owner ?? 'unassigned'].join(' · ')}
            </span>
          </Option>
        ))}
        {more && (
          <Option
            id={optionId(items.length)}
            selected={active === items.length}
            pick={() => open(items.length)}
            hover={() => setActive(items.length)}
          >
            <span className="text-brand-800 underline">
              All {current.capped ? `${current.total}+` : current.total} results in the inbox
            </span>
          </Option>
        )}
      </div>
    </dialog>
  );
}

/**
 * A result: chosen with ↓ / ↑ and Enter in the box (aria-activedescendant), or with the mouse. Not
 * in the Tab order: the focus stays in the box.
 */
function Option({
  id,
  selected,
  pick,
  hover,
  children,
}: {
  id: string;
  selected: boolean;
  pick: () => void;
  hover: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: its keys are the combobox's (↓ ↑ Enter in the box)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      onClick={pick}
      onMouseMove={hover}
      className={`cursor-pointer rounded px-2 py-1.5 ${selected ? 'bg-brand-100' : ''}`}
    >
      {children}
    </div>
  );
}
