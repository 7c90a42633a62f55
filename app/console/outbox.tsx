// Admins only: mail that has not gone out (pending or failed), its last error, and "retry now".
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { OutboxList, OutboxMessage } from '../../contracts/console.ts';
import { ApiError } from '../lib/api';
import type { Route } from './+types/outbox';
import { RetryForm, readForm } from './forms';
import { type Column, ListTable } from './list';
import { adminOnly, consoleApi } from './session';
import { consoleMeta, ErrorNote, formatTime, PageTitle, quietButtonClass, RouteError } from './ui';

export function meta() {
  return consoleMeta('Outbox');
}
export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  adminOnly(context, 'Outbox', 'Only admins see the outbox.');
  return consoleApi<OutboxList>(request, ADMIN_API.outbox);
}

/** Retry one message now; the list is loaded again after. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const read = readForm(RetryForm, await request.formData());
  if (read.error) return { done: '', error: read.error };
  const { id, recipient } = read.data;
  try {
    await consoleApi(request, apiPath(ADMIN_API.outboxRetry, { id }), { method: 'POST', body: {} });
    return { done: `Retrying the message to ${recipient} now.`, error: null };
  } catch (error) {
    if (error instanceof ApiError) return { done: '', error };
    throw error;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Outbox" error={error} />;
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const retry = useFetcher<typeof clientAction>();
  const result = retry.state === 'idle' ? retry.data : undefined;
  // What the last retry did stays said until another one succeeds.
  const [done, setDone] = useState('');
  useEffect(() => {
    if (result?.done) setDone(result.done);
  }, [result]);

  const columns: Column<OutboxMessage>[] = [
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
        <retry.Form method="post">
          <input type="hidden" name="id" value={m.id} />
          <input type="hidden" name="recipient" value={m.recipient} />
          <button type="submit" className={quietButtonClass}>
            Retry now<span className="sr-only"> to {m.recipient}</span>
          </button>
        </retry.Form>
      ),
    },
  ];

  return (
    <section>
      <PageTitle>Outbox</PageTitle>
      <p className="mt-2 text-slate-700">Messages waiting to be sent or given up on.</p>
      <p role="status">{done}</p>
      <ErrorNote error={result?.error} />
      <ListTable
        caption="Messages waiting or failed, newest first"
        columns={columns}
        rows={loaderData.messages}
        empty="Nothing waiting: every message has been sent."
      />
    </section>
  );
}
