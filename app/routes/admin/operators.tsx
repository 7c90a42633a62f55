// Admins only: invite operators, send a new enrollment link (a new passkey), disable.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
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
  email: string;
  role: string;
  created_at: string;
  disabled_at: string | null;
  passkeys: number;
};

export default function Operators() {
  const { operator } = useOutletContext<ConsoleContext>();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setRows((await adminFetch<{ operators: Row[] }>('/api/admin/operators')).operators);
    } catch (e) {
      if (!(e instanceof AdminApiError && e.status === 401)) setError(e);
    }
  }, []);
  useEffect(() => {
    if (operator.role === 'admin') void load();
  }, [load, operator.role]);

  if (operator.role !== 'admin') {
    return (
      <section>
        <PageTitle>Operators</PageTitle>
        <ErrorNote error={new Error('Only admins manage operators.')} />
      </section>
    );
  }

  async function invite(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setError(null);
    try {
      const r = await adminFetch<{ operator: Row; link: string }>('/api/admin/operators', {
        method: 'POST',
        body: { email: data.get('email'), role: data.get('role') },
      });
      setLink({ email: r.operator.email, link: r.link });
      form.reset();
      await load();
    } catch (err) {
      setError(err);
    }
  }

  async function resend(row: Row) {
    setError(null);
    try {
      const r = await adminFetch<{ link: string }>(`/api/admin/operators/${row.id}/enrollment`, {
        method: 'POST',
      });
      setLink({ email: row.email, link: r.link });
    } catch (err) {
      setError(err);
    }
  }

  async function disable(row: Row) {
    if (!window.confirm(`Disable ${row.email}? Their sessions end at once.`)) return;
    setError(null);
    try {
      await adminFetch(`/api/admin/operators/${row.id}/disable`, { method: 'POST' });
      await load();
    } catch (err) {
      setError(err);
    }
  }

  return (
    <section>
      <PageTitle>Operators</PageTitle>
      <form
        onSubmit={invite}
        className="mt-4 grid gap-3 rounded bg-white p-4 shadow sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        aria-label="Invite an operator"
      >
        <label>
          E-mail
          <input name="email" type="email" required className={inputClass} />
        </label>
        <label>
          Role
          <select name="role" className={inputClass} defaultValue="agent">
            <option value="agent">Agent</option>
            <option value="admin">Admin</option>
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          Invite
        </button>
      </form>
      <ErrorNote error={error} />
      {link && (
        <div role="status" className="mt-3 rounded border border-green-300 bg-green-50 p-3">
          Enrollment link for {link.email} (mailed too; one use, 24 hours):
          <code className="mt-1 block break-all">{link.link}</code>
        </div>
      )}
      {rows && rows.length === 0 && <Empty>No operators yet.</Empty>}
      {rows && rows.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded bg-white shadow">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  Role
                </th>
                <th scope="col" className="px-3 py-2">
                  State
                </th>
                <th scope="col" className="px-3 py-2">
                  Invited
                </th>
                <th scope="col" className="px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 break-all">{r.email}</td>
                  <td className="px-3 py-2">{r.role}</td>
                  <td className="px-3 py-2">
                    {r.disabled_at ? 'disabled' : r.passkeys ? 'active' : 'not enrolled'}
                  </td>
                  <td className="px-3 py-2">{formatTime(r.created_at)}</td>
                  <td className="px-3 py-2">
                    {!r.disabled_at && (
                      <div className="flex flex-wrap gap-2">
                        <button type="button" className={quietButtonClass} onClick={() => resend(r)}>
                          New enrollment link<span className="sr-only"> for {r.email}</span>
                        </button>
                        {r.id !== operator.id && (
                          <button type="button" className={quietButtonClass} onClick={() => disable(r)}>
                            Disable<span className="sr-only"> {r.email}</span>
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
