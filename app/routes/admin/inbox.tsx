// The inbox: every lead, newest first, filtered, searched and paged on the server (keyset
// pages). The filter lives in the URL so a view can be shared; the table is TanStack Table.
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminApiError, adminFetch, type Operator } from '../../admin/api';
import {
  buttonClass,
  Empty,
  ErrorNote,
  formatTime,
  inputClass,
  PageTitle,
  quietButtonClass,
} from '../../admin/ui';

export type LeadRow = {
  id: string;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  zip_code: string | null;
  status: string;
  assigned_to: string | null;
  created_at: string;
};

const filterKeys = ['q', 'kind', 'status', 'from', 'to', 'assigned', 'sort'] as const;
const statuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'invalid'];

/** The "Received" header: one button that flips newest / oldest first (in the URL, like the filters). */
function SortHeader() {
  const [params, setParams] = useSearchParams();
  const oldest = params.get('sort') === 'oldest';
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center gap-1 font-semibold underline"
      onClick={() => {
        const p = new URLSearchParams(params);
        p.delete('cursor');
        if (oldest) p.delete('sort');
        else p.set('sort', 'oldest');
        setParams(p);
      }}
    >
      Received <span aria-hidden="true">{oldest ? '↑' : '↓'}</span>
      <span className="sr-only">, {oldest ? 'oldest' : 'newest'} first; change order</span>
    </button>
  );
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, LeadRow>();
const columns = helper.columns([
  helper.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <Link className="font-semibold text-brand-800 underline" to={`/admin/leads/${info.row.original.id}`}>
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('email', {
    header: 'E-mail',
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  helper.accessor('phone', { header: 'Phone', cell: (info) => info.getValue() ?? '' }),
  helper.accessor('zip_code', { header: 'ZIP', cell: (info) => info.getValue() ?? '' }),
  helper.accessor('kind', { header: 'Kind' }),
  helper.accessor('status', { header: 'Status' }),
  helper.accessor('created_at', {
    header: () => <SortHeader />,
    cell: (info) => formatTime(info.getValue()),
  }),
]);

export default function Inbox() {
  const [params, setParams] = useSearchParams();
  const [items, setItems] = useState<LeadRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [assignees, setAssignees] = useState<Operator[]>([]);
  const query = params.toString();

  useEffect(() => {
    const ac = new AbortController();
    setLoading(true);
    setError(null);
    adminFetch<{ items: LeadRow[]; nextCursor: string | null }>(`/api/admin/leads?${query}`, {
      signal: ac.signal,
    })
      .then((r) => {
        setItems(r.items);
        setNext(r.nextCursor);
        setLoading(false);
      })
      .catch((e) => {
        if ((e as Error).name === 'AbortError') return;
        if (!(e instanceof AdminApiError && e.status === 401)) setError(e);
        setLoading(false);
      });
    return () => ac.abort();
  }, [query]);

  useEffect(() => {
    adminFetch<{ operators: Operator[] }>('/api/admin/assignees')
      .then((r) => setAssignees(r.operators))
      .catch(() => {});
  }, []);

  const table = useTable({ features, columns, data: items });

  function applyFilter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const nextParams = new URLSearchParams();
    for (const key of filterKeys) {
      const v = String(form.get(key) ?? '').trim();
      if (v) nextParams.set(key, v);
    }
    setParams(nextParams);
  }

  const filterOnly = new URLSearchParams(params);
  filterOnly.delete('cursor');
  const exportHref = `/api/admin/leads/export.csv?${filterOnly}`;
  const sort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const hasFilter = filterKeys.some((k) => k !== 'sort' && params.get(k));

  return (
    <section>
      <PageTitle>Inbox</PageTitle>
      <form
        onSubmit={applyFilter}
        key={query}
        className="mt-4 grid gap-3 rounded bg-white p-4 shadow sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter leads"
      >
        <label className="sm:col-span-2">
          Search (name, e-mail, phone or ZIP)
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={inputClass} />
        </label>
        <label>
          Kind
          <select name="kind" defaultValue={params.get('kind') ?? ''} className={inputClass}>
            <option value="">Any</option>
            <option value="contact">Contact</option>
            <option value="availability">Availability</option>
            <option value="package">Package</option>
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={params.get('status') ?? ''} className={inputClass}>
            <option value="">Any</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Received from
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} className={inputClass} />
        </label>
        <label>
          Received to
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} className={inputClass} />
        </label>
        <label>
          Assigned to
          <select name="assigned" defaultValue={params.get('assigned') ?? ''} className={inputClass}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            {assignees.map((o) => (
              <option key={o.id} value={o.id}>
                {o.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order
          <select name="sort" defaultValue={sort} className={inputClass}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </label>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass}>
            Apply
          </button>
          {hasFilter && (
            <button
              type="button"
              className={quietButtonClass}
              onClick={() => setParams(new URLSearchParams())}
            >
              Clear filters
            </button>
          )}
          <a href={exportHref} className={`${quietButtonClass} ml-auto`} download>
            Export CSV
          </a>
        </div>
      </form>

      <ErrorNote error={error} />
      <p aria-live="polite" className="sr-only">
        {loading ? 'Loading leads' : `${items.length} leads shown`}
      </p>
      {!loading && !error && items.length === 0 ? (
        <Empty>{hasFilter ? 'No lead matches this filter.' : 'No leads yet.'}</Empty>
      ) : (
        <div className="mt-4 overflow-x-auto rounded bg-white shadow">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Leads, {sort} first</caption>
            <thead className="bg-slate-100">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold"
                      aria-sort={
                        header.column.id === 'created_at'
                          ? sort === 'oldest'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-2">
        {params.get('cursor') && (
          <button type="button" className={quietButtonClass} onClick={() => setParams(filterOnly)}>
            First page
          </button>
        )}
        {next && (
          <button
            type="button"
            className={quietButtonClass}
            onClick={() => {
              const p = new URLSearchParams(filterOnly);
              p.set('cursor', next);
              setParams(p);
            }}
          >
            Next page
          </button>
        )}
      </nav>
    </section>
  );
}
