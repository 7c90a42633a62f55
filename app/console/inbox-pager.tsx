// The inbox's pages: Previous and Next (keyset cursors both ways, so a page deep in a million
// leads costs the same as the first) and where the operator is: "51–63 of 63", or with more than
// the count's cap "51–100 of 1,000+" (decision 080). The position of the first row travels in the
// URL (`start`), as the cursors do, so a shared or reloaded page says the same.
import { useSearchParams } from 'react-router';
import { type InboxList, InboxPage } from '../../contracts/console.ts';
import { z } from '../../contracts/zod.ts';
import { quietButtonClass } from './ui';

const number = (n: number) => n.toLocaleString('en-US');

/** The 1-based position of the page's first row, from the URL (1 when absent or odd). */
const Start = z.coerce.number().int().min(1).catch(1);
/** Rows a page, from the URL as the server reads it (its default when absent or odd). */
const PageSize = InboxPage.shape.limit.catch(50);

const pagerButton = `${quietButtonClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`;

function startOf(params: URLSearchParams): number {
  return Start.parse(params.get('start') ?? undefined);
}

/** "51–63 of 63" / "1–50 of 1,000+" / "No leads". */
export function rangeText(page: Pick<InboxList, 'items' | 'total' | 'capped'>, start: number): string {
  if (page.items.length === 0) return 'No leads';
  const end = start + page.items.length - 1;
  const of = page.capped ? `${number(Math.max(page.total, end))}+` : number(Math.max(page.total, end));
  return `${number(start)}–${number(end)} of ${of}`;
}

/**
 * The address (search) of the page after (`next`) or before (`prev`) `page`, shown at `params`;
 * null at that end of the list. Also how a lead page follows its list onto the next page.
 */
export function pageSearch(
  params: URLSearchParams,
  page: Pick<InboxList, 'items' | 'nextCursor' | 'prevCursor'>,
  to: 'prev' | 'next',
): URLSearchParams | null {
  const cursor = to === 'next' ? page.nextCursor : page.prevCursor;
  if (!cursor) return null;
  const start = startOf(params);
  const limit = PageSize.parse(params.get('limit') ?? undefined);
  const p = new URLSearchParams(params);
  p.delete('cursor');
  p.delete('before');
  const at = to === 'next' ? start + page.items.length : Math.max(1, start - limit);
  p.set(to === 'next' ? 'cursor' : 'before', cursor);
  if (at === 1) p.delete('start');
  else p.set('start', String(at));
  return p;
}

/** The next page's address as the inbox's URL has it ("?…"), or undefined at the list's end. */
export function nextPageHref(params: URLSearchParams, page: Pick<InboxList, 'items' | 'nextCursor'>) {
  const p = pageSearch(params, { ...page, prevCursor: null }, 'next');
  return p ? `?${p}` : undefined;
}

/**
 * Previous, the range and Next. A button with no page to go to stays in place, marked
 * aria-disabled (not disabled), so focus stays on it after the last Next instead of dropping to
 * the page.
 */
export function InboxPager({ page, where }: { page: InboxList; where: 'top' | 'bottom' }) {
  const [params, setParams] = useSearchParams();
  const start = startOf(params);
  const go = (to: 'prev' | 'next') => {
    const p = pageSearch(params, page, to);
    if (p) setParams(p);
  };
  const onlyPage = !page.nextCursor && !page.prevCursor;
  return (
    <nav
      aria-label={where === 'top' ? 'Pages' : 'Pages, end of list'}
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2"
    >
      <p className="tabular-nums" aria-live={where === 'top' ? 'polite' : undefined}>
        {rangeText(page, start)}
      </p>
      {!onlyPage &&
        (['prev', 'next'] as const).map((to) => (
          <button
            key={to}
            type="button"
            className={pagerButton}
            aria-disabled={!(to === 'next' ? page.nextCursor : page.prevCursor)}
            onClick={() => go(to)}
          >
            {to === 'next' ? 'Next' : 'Previous'}
          </button>
        ))}
    </nav>
  );
}
