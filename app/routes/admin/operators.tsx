// Admins only: invite operators, send a new enrollment link (a new passkey), disable.
import { type FormEvent, useState } from 'react';
import { useOutletContext } from 'react-router';
import { adminFetch } from '../../admin/api';
import { type Column, ListTable, useAdminData, useAdminOnly } from '../../admin/list';
import { buttonClass, formatTime, inputClass, PageTitle, quietButtonClass } from '../../admin/ui';
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
  const denied = useAdminOnly('Operators', 'Only admins manage operators.');
  const { data, setError, status, reload } = useAdminData<{ operators: Row[] }>(
    denied ? null : '/api/admin/operators',
  );
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  if (denied) return denied;

  async function invite(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fields = new FormData(form);
    setError(null);
    try {
      const r = await adminFetch<{ operator: Row; link: string }>('/api/admin/operators', {
        method: 'POST',
        body: { email: fields.get('email'), role: fields.get('role') },
      });
      setLink({ email: r.operator.email, link: r.link });
      form.reset();
      reload();
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
      reload();
    } catch (err) {
      setError(err);
    }
  }

  const columns: Column<Row>[] = [
    { header: 'E-mail', cell: (r) => r.email, className: 'break-all' },
    { header: 'Role', cell: (r) => r.role },
    { header: 'State', cell: (r) => (r.disabled_at ? 'disabled' : r.passkeys ? 'active' : 'not enrolled') },
    { header: 'Invited', cell: (r) => formatTime(r.created_at) },
    {
      header: 'Actions',
      cell: (r) =>
        !r.disabled_at && (
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
        ),
    },
  ];

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
      {link && (
        <div role="status" className="mt-3 rounded border border-green-300 bg-green-50 p-3">
          Enrollment link for {link.email} (mailed too; one use, 24 hours):
          <code className="mt-1 block break-all">{link.link}</code>
        </div>
      )}
      <ListTable
        {...status}
        caption="Operators"
        columns={columns}
        rows={data?.operators}
        empty="No operators yet."
        minWidth="min-w-[640px]"
      />
    </section>
  );
}
