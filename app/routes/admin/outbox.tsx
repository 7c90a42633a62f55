// Admins only: mail that has not gone out (pending or failed), its last error, and "retry now".
import { useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { AdminApiError, adminFetch } from '../../admin/api';
import { Empty, ErrorNote, formatTime, PageTitle, quietButtonClass } from '../../admin/ui';
import type { ConsoleContext } from './layout';

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
  const { operator } = useOutletContext<ConsoleContext>();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');

  const load = useCallback(async () => {
    try {
      setMessages((await adminFetch<{ messages: Message[] }>('/api/admin/outbox')).messages);
    } catch (e) {
      if (!(e instanceof AdminApiError && e.status === 401)) setError(e);
    }
  }, []);
  useEffect(() => {
    if (operator.role === 'admin') void load();
  }, [load, operator.role]);

  if (operator.role !== 'admin') return <ErrorNote error={new Error('Only admins see the outbox.')} />;

  async function retry(m: Message) {
    setError(null);
    try {
      await adminFetch(`/api/admin/outbox/${m.id}/retry`, { method: 'POST' });
      setDone(`Retrying the message to ${m.recipient} now.`);
      await load();
    } catch (e) {
      setError(e);
    }
  }

  return (
    <section>
      <PageTitle>Outbox</PageTitle>
      <p className="mt-2 text-slate-700">Messages waiting to be sent or given up on.</p>
      <ErrorNote error={error} />
      <p role="status">{done}</p>
      {messages && messages.length === 0 && <Empty>Nothing waiting: every message has been sent.</Empty>}
      {messages && messages.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded bg-white shadow">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Queued
                </th>
                <th scope="col" className="px-3 py-2">
                  To
                </th>
                <th scope="col" className="px-3 py-2">
                  Subject
                </th>
                <th scope="col" className="px-3 py-2">
                  State
                </th>
                <th scope="col" className="px-3 py-2">
                  Last error
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2">{formatTime(m.created_at)}</td>
                  <td className="px-3 py-2 break-all">{m.recipient}</td>
                  <td className="px-3 py-2">
                    {m.kind === 'webhook' ? <span className="font-medium">Webhook: </span> : null}
                    {m.subject}
                  </td>
                  <td className="px-3 py-2">
                    {m.status}, {m.attempts} attempts
                    {m.status === 'pending' ? `, next ${formatTime(m.next_attempt_at)}` : ''}
                  </td>
                  <td className="px-3 py-2 break-all">{m.last_error ?? ''}</td>
                  <td className="px-3 py-2">
                    <button type="button" className={quietButtonClass} onClick={() => retry(m)}>
                      Retry now<span className="sr-only"> to {m.recipient}</span>
                    </button>
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
