// The console's list pages (inbox, audit log, operators, outbox, privacy requests) share one
// scaffold: fetch on the URL's parameters, loading / error / empty states, the table markup and
// the keyset pager. Each page says only what it lists and how a row reads.

import { tableFeatures, useTable } from '@tanstack/react-table';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import type { ListPage } from '../../contracts/console.ts';
import type { ConsoleContext } from '../routes/admin/layout';
import { AdminApiError, adminFetch } from './api';
import { Empty, ErrorNote, PageTitle, quietButtonClass } from './ui';

/**
 * GETs `path` whenever it changes (null: nothing to fetch, e.g. an agent on an admin page). A 401
 * is left to the console layout, which sends the operator to sign in.
 */
export function useAdminData<T>(path: string | null) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(path !== null);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for the same path again
  useEffect(() => {
    if (path === null) return;
    const ac = new AbortController();
    setLoading(true);
    setError(null);
    adminFetch<T>(path, { signal: ac.signal })
      .then((r) => {
        setData(r);
        setLoading(false);
      })
      .catch((e) => {
        if ((e as Error).name === 'AbortError') return;
        if (!(e instanceof AdminApiError && e.status === 401)) setError(e);
        setLoading(false);
      });
    return () => ac.abort();
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** status: what ListTable shows besides the rows (spread it in). */
  return { data, error, setError, loading, reload, status: { loading, error } };
}

/** The page for an operator who is not an admin: its title and why there is nothing to see. */
export function useAdminOnly(title: string, why: string): ReactNode {
  const { operator } = useOutletContext<ConsoleContext>();
  if (operator.role === 'admin') return null;
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <ErrorNote error={new Error(why)} />
    </section>
  );
}

/** A filter form's submit: the named fields that have a value become the URL's parameters. */
export function useFilterSubmit(keys: readonly string[]) {
  const [, setParams] = useSearchParams();
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const key of keys) {
      const v = String(form.get(key) ?? '').trim();
      if (v) next.set(key, v);
    }
    setParams(next);
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
 * A list's states and table: an error, "loading" and the row count for screen readers, the empty
 * message, or the rows.
 */
type ListTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[] | null | undefined;
  loading: boolean;
  error: unknown;
  empty: ReactNode;
  minWidth?: string;
};

export function ListTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  loading,
  error,
  empty,
  minWidth = 'min-w-[720px]',
}: ListTableProps<T>) {
  const list = rows ?? [];
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
  const columnOf = (id: string) => columns[Number(id)];
  return (
    <>
      <ErrorNote error={error} />
      <p aria-live="polite" className="sr-only">
        {loading ? 'Loading' : `${list.length} shown`}
      </p>
      {!loading && !error && list.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : list.length > 0 ? (
        <>
          <RowCards caption={caption} columns={columns} rows={list} />
          <ScrollTable
            label={caption}
            className="mt-4 hidden overflow-x-auto rounded bg-white shadow sm:block"
            tableClassName={minWidth}
          >
            <thead className="bg-slate-100">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold"
                      aria-sort={columnOf(header.column.id)?.sort}
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={`px-3 py-2 ${columnOf(cell.column.id)?.className ?? ''}`}>
                      <table.FlexRender cell={cell} />
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
 * the first column is the card's title, every other non-empty cell a labelled line. Only one of
 * the two is displayed (display: none hides the other from assistive technology as well).
 */
function RowCards<T extends { id: string }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
}) {
  const [title, ...rest] = columns;
  if (!title) return null;
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
          <li key={row.id} className="rounded bg-white p-3 text-sm shadow">
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

/** A keyset-paged list (GET `path` answers { items, nextCursor }): its table and its pager. */
export function KeysetList<T extends { id: string }>({
  path,
  nextLabel,
  ...table
}: { path: string | null; nextLabel?: string } & Omit<ListTableProps<T>, 'rows' | 'loading' | 'error'>) {
  const { data, status } = useAdminData<ListPage<T>>(path);
  return (
    <>
      <ListTable {...table} rows={data?.items} {...status} />
      <Pager next={data?.nextCursor} nextLabel={nextLabel} />
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
