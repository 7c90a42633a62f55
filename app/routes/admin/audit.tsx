// Admins only: the audit log, newest first, filtered by action or operator. Read-only.
import { type FormEvent, useEffect, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { AdminApiError, adminFetch } from '../../admin/api';
import {
  buttonClass,
  Empty,
  ErrorNote,
  formatTime,
  inputClass,
  PageTitle,
  quietButtonClass,
} from '../../admin/ui';
import type { ConsoleContext } from './layout';

type Row = {
  id: string;
  at: string;
  operator_email: string | null;
  action: string;
  target: string | null;
  detail: unknown;
  ip_hash: string | null;
};

export default function Audit() {
  const { operator } = useOutletContext<ConsoleContext>();
  const [params, setParams] = useSearchParams();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const query = params.toString();

  useEffect(() => {
    if (operator.role !== 'admin') return;
    adminFetch<{ items: Row[]; nextCursor: string | null }>(`/api/admin/audit?${query}`)
      .then((r) => {
        setRows(r.items);
        setNext(r.nextCursor);
      })
      .catch((e) => {
        if (!(e instanceof AdminApiError && e.status === 401)) setError(e);
      });
  }, [query, operator.role]);

  if (operator.role !== 'admin') {
    return <ErrorNote error={new Error('Only admins see the audit log.')} />;
  }

  function filter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const p = new URLSearchParams();
    for (const k of ['action', 'operator']) {
      const v = String(data.get(k) ?? '').trim();
      if (v) p.set(k, v);
    }
    setParams(p);
  }

  return (
    <section>
      <PageTitle>Audit log</PageTitle>
      <form
        key={query}
        onSubmit={filter}
        className="mt-4 grid gap-3 rounded bg-white p-4 shadow sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label="Filter the audit log"
      >
        <label>
          Action (e.g. signin, lead.opened)
          <input name="action" defaultValue={params.get('action') ?? ''} className={inputClass} />
        </label>
        <label>
          Operator e-mail
          <input
            name="operator"
            type="email"
            defaultValue={params.get('operator') ?? ''}
            className={inputClass}
          />
        </label>
        <button type="submit" className={buttonClass}>
          Apply
        </button>
      </form>
      <ErrorNote error={error} />
      {rows && rows.length === 0 && <Empty>No audit entries match.</Empty>}
      {rows && rows.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded bg-white shadow">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
                </th>
                <th scope="col" className="px-3 py-2">
                  Target
                </th>
                <th scope="col" className="px-3 py-2">
                  Details
                </th>
                <th scope="col" className="px-3 py-2">
                  Client (hashed)
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2">{formatTime(r.at)}</td>
                  <td className="px-3 py-2 break-all">{r.operator_email ?? '—'}</td>
                  <td className="px-3 py-2">{r.action}</td>
                  <td className="px-3 py-2 break-all">{r.target ?? ''}</td>
                  <td className="px-3 py-2 break-all">{r.detail ? JSON.stringify(r.detail) : ''}</td>
                  <td className="px-3 py-2">{r.ip_hash ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <button
          type="button"
          className={`${quietButtonClass} mt-4`}
          onClick={() => {
            const p = new URLSearchParams(params);
            p.set('cursor', next);
            setParams(p);
          }}
        >
          Older entries
        </button>
      )}
    </section>
  );
}
