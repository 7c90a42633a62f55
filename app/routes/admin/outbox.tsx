// Admins only: mail that has not gone out (pending or failed), its last error, and "retry now".
import { useState } from 'react';
import { adminFetch } from '../../admin/api';
import { type Column, ListTable, useAdminData, useAdminOnly } from '../../admin/list';
import { formatTime, PageTitle, quietButtonClass } from '../../admin/ui';

type Message = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
};

export default function Outbox() {
  const denied = useAdminOnly('Outbox', 'Only admins see the outbox.');
  const { data, setError, status, reload } = useAdminData<{ messages: Message[] }>(
    denied ? null : '/api/admin/outbox',
  );
  const [done, setDone] = useState('');
  if (denied) return denied;

  async function retry(m: Message) {
    setError(null);
    try {
      await adminFetch(`/api/admin/outbox/${m.id}/retry`, { method: 'POST' });
      setDone(`Retrying the message to ${m.recipient} now.`);
      reload();
    } catch (e) {
      setError(e);
    }
  }

  const columns: Column<Message>[] = [
    { header: 'Queued', cell: (m) => formatTime(m.created_at) },
    { header: 'To', cell: (m) => m.recipient, className: 'break-all' },
    {
      header: 'Subject',
      cell: (m) => (
        <>
          {m.kind === 'webhook' ? <span className="font-medium">Webhook: </span> : null}
          {m.subject}
        </>
      ),
    },
    {
      header: 'State',
      cell: (m) =>
        `${m.status}, ${m.attempts} attempts${m.status === 'pending' ? `, next ${formatTime(m.next_attempt_at)}` : ''}`,
    },
    { header: 'Last error', cell: (m) => m.last_error ?? '', className: 'break-all' },
    {
      header: 'Action',
      cell: (m) => (
        <button type="button" className={quietButtonClass} onClick={() => retry(m)}>
          Retry now<span className="sr-only"> to {m.recipient}</span>
        </button>
      ),
    },
  ];

  return (
    <section>
      <PageTitle>Outbox</PageTitle>
      <p className="mt-2 text-slate-700">Messages waiting to be sent or given up on.</p>
      <p role="status">{done}</p>
      <ListTable
        {...status}
        caption="Messages waiting or failed, newest first"
        columns={columns}
        rows={data?.messages}
        empty="Nothing waiting: every message has been sent."
      />
    </section>
  );
}
