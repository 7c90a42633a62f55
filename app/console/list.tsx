// The console's list pages (inbox, audit log, operators, outbox, privacy requests) share one
// scaffold: the loading and empty states, the table markup and the keyset pager. Each page's
// clientLoader fetches its rows for the URL's parameters (errors go to its ErrorBoundary); the page
// says only what it lists and how a row reads.

import { tableFeatures, useTable } from '@tanstack/react-table';
import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigation, useSearchParams, useSubmit } from 'react-router';
import type { ListPage } from '../../contracts/console.ts';
import { Empty, quietButtonClass } from './ui';

/** Whether the page is loading anew (a filter, a sort or a page of the same list): its rows are the old ones meanwhile. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

/**
 * A filter form's submit: a GET navigation to `action` whose parameters are the named fields that
 * have a value (the page's clientLoader reads them from the URL).
 */
export function useFilterSubmit(keys: readonly string[], action: string) {
  const submit = useSubmit();
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const key of keys) {
      const v = form.get(key);
      if (typeof v === 'string' && v.trim()) next.set(key, v.trim());
    }
    void submit(next, { method: 'get', action });
  };
}

const listFeatures = tableFeatures({});

export type Column<T> = {
  header: ReactNode;
  /** The column's name where `header` is not plain text (a sort button): the phone cards' label. */
  label?: string;
  cell: (row: T) => ReactNode;
  /** Classes of the cell (e.g. break-all for long values). */
  className?: string;
  /** aria-sort of the column the list is ordered by. */
  sort?: 'ascending' | 'descending';
};

/**
 * A list's states and table: "loading" and the row count for screen readers, the empty message, or
 * the rows.
 */
type ListTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  empty: ReactNode;
  minWidth?: string;
  /** One line a row (cells do not wrap; long values are cut by their column), with less padding. */
  dense?: boolean;
  /** A phone's card of a row, instead of the first column as a title and a labelled line a column. */
  card?: (row: T) => ReactNode;
};

export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows: list,
  empty,
  minWidth = 'min-w-[720px]',
  dense = false,
  card,
}: ListTableProps<T>) {
  const loading = useListLoading();
  // TanStack Table (headless) owns the row and cell model; the page's columns become its column
  // definitions, with the column's index as its id so the cell classes and aria-sort follow it.
  const table = useTable({
    features: listFeatures,
    columns: columns.map((c, i) => ({
      id: String(i),
      header: () => c.header,
      cell: (info: { row: { original: T } }) => c.cell(info.row.original),
    })),
    data: list,
    getRowId: (row: T) => row.id,
  });
  // Headers and cells are drawn by calling the page's column functions, not through FlexRender: it
  // mounts each definition's function as a component, and the definitions are new on every render,
  // so every render of the page replaced every cell, and the row link or sort button that had the
  // focus with it (focus dropped to <body>, issue 29 item 3).
  const columnOf = (id: string) => columns[Number(id)];
  const pad = dense ? 'px-2 py-1 whitespace-nowrap' : 'px-3 py-2';
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {loading ? 'Loading' : `${list.length} shown`}
      </p>
      {!loading && list.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : list.length > 0 ? (
        <>
          <RowCards caption={caption} columns={columns} rows={list} card={card} />
          <ScrollTable
            label={caption}
            className={`${dense ? 'mt-2' : 'mt-4'} hidden overflow-x-auto rounded bg-white shadow sm:block`}
            tableClassName={minWidth}
          >
            <thead className="bg-slate-100">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th
                      key={header.id}
                      scope="col"
                      className={`${pad} font-semibold`}
                      aria-sort={columnOf(header.column.id)?.sort}
                    >
                      {header.isPlaceholder ? null : columnOf(header.column.id)?.header}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top focus-within:bg-brand-50">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={`${pad} ${columnOf(cell.column.id)?.className ?? ''}`}>
                      {columnOf(cell.column.id)?.cell(row.original)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      ) : null}
    </>
  );
}

/**
 * Below the small breakpoint a list is one card per row instead of a table that scrolls sideways:
 * the page's card, or the first column as the card's title and every other non-empty cell a
 * labelled line. Only one of the two is displayed (display: none hides the other from assistive
 * technology as well).
 */
function RowCards<T extends { id: string }>({
  caption,
  columns,
  rows,
  card,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  card?: (row: T) => ReactNode;
}) {
  const [title, ...rest] = columns;
  if (!title) return null;
  if (card)
    return (
      <ul aria-label={caption} className="mt-3 space-y-2 sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded bg-white px-3 py-2 text-sm shadow focus-within:bg-brand-50">
            {card(row)}
          </li>
        ))}
      </ul>
    );
  return (
    <ul aria-label={caption} className="mt-4 space-y-3 sm:hidden">
      {rows.map((row) => {
        const lines = rest.flatMap((c, i) => {
          const value = c.cell(row);
          const label = c.label ?? (typeof c.header === 'string' ? c.header : '');
          return value === '' || value === null || value === undefined || value === false
            ? []
            : [{ key: `${i}-${label}`, label, value }];
        });
        return (
          <li key={row.id} className="rounded bg-white p-3 text-sm shadow focus-within:bg-brand-50">
            <div className="text-base wrap-anywhere">{title.cell(row)}</div>
            <dl className="mt-1 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-0.5">
              {lines.map((l) => (
                <div key={l.key} className="contents">
                  <dt className="text-slate-600">{l.label}</dt>
                  <dd className="min-w-0 break-words">{l.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A table in its own scrolling box (wide tables at 375 px, long ones in reports): a named region
 * that is reached and scrolled with the keyboard.
 */
export function ScrollTable({
  label,
  className,
  tableClassName = '',
  children,
}: {
  label: string;
  className: string;
  tableClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is scrolled with the keyboard
      tabIndex={0}
      // relative: the table's visually hidden caption is absolutely positioned; without a
      // positioned box here it escapes the scroll clip and widens the page at 375 px.
      className={`relative ${className}`}
    >
      <table className={`w-full ${tableClassName} text-left text-sm`}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}

/** The sticky head of a table of figures: its first column names the rows, the others are numbers. */
export function FiguresHead({ first, figures }: { first: string; figures: readonly string[] }) {
  return (
    <thead className="sticky top-0 bg-slate-100">
      <tr>
        <th scope="col" className="px-2 py-1">
          {first}
        </th>
        {figures.map((f) => (
          <th key={f} scope="col" className="px-2 py-1 text-right">
            {f}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A keyset page of a list ({ items, nextCursor }, as its clientLoader got it): its table and its pager. */
export function KeysetList<T extends { id: string }>({
  page,
  nextLabel,
  ...table
}: { page: ListPage<T>; nextLabel?: string } & Omit<ListTableProps<T>, 'rows'>) {
  return (
    <>
      <ListTable {...table} rows={page.items} />
      <Pager next={page.nextCursor} nextLabel={nextLabel} />
    </>
  );
}

/** Keyset pages in the URL: "First page" once past it, and the next page while there is one. */
export function Pager({
  next,
  nextLabel = 'Next page',
}: {
  next: string | null | undefined;
  nextLabel?: string;
}) {
  const [params, setParams] = useSearchParams();
  const go = (cursor: string | null) => {
    const p = new URLSearchParams(params);
    if (cursor) p.set('cursor', cursor);
    else p.delete('cursor');
    setParams(p);
  };
  if (!params.get('cursor') && !next) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex gap-2">
      {params.get('cursor') && (
        <button type="button" className={quietButtonClass} onClick={() => go(null)}>
          First page
        </button>
      )}
      {next && (
        <button type="button" className={quietButtonClass} onClick={() => go(next)}>
          {nextLabel}
        </button>
      )}
    </nav>
  );
}
