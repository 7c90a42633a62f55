// Admins only: invite operators, send a new enrollment link (a new passkey), disable.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { EnrollmentLink, Invited, OperatorList, OperatorRow } from '../../contracts/console.ts';
import { ApiError } from '../lib/api';
import type { Route } from './+types/operators';
import { OperatorForm, readForm } from './forms';
import { type Column, ListTable } from './list';
import { adminOnly, consoleApi } from './session';
import {
  buttonClass,
  consoleMeta,
  ErrorNote,
  formatTime,
  inputClass,
  PageTitle,
  quietButtonClass,
  RouteError,
} from './ui';

export function meta() {
  return consoleMeta('Operators');
}
export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = adminOnly(context, 'Operators', 'Only admins manage operators.');
  const { operators } = await consoleApi<OperatorList>(request, ADMIN_API.operators);
  return { me, operators };
}

/** Invite, a new enrollment link, or disable; the list is loaded again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const read = readForm(OperatorForm, await request.formData());
  if (read.error) return { intent: null, link: null, error: read.error };
  const change = read.data;
  try {
    if (change.intent === 'invite') {
      const r = await consoleApi<Invited>(request, ADMIN_API.operators, {
        method: 'POST',
        body: { email: change.email, role: change.role },
      });
      return { intent: change.intent, link: { email: r.operator.email, link: r.link }, error: null };
    }
    if (change.intent === 'resend') {
      const r = await consoleApi<EnrollmentLink>(
        request,
        apiPath(ADMIN_API.operatorEnrollment, { id: change.id }),
        { method: 'POST', body: {} },
      );
      return { intent: change.intent, link: { email: change.email, link: r.link }, error: null };
    }
    await consoleApi(request, apiPath(ADMIN_API.operatorDisable, { id: change.id }), {
      method: 'POST',
      body: {},
    });
    return { intent: change.intent, link: null, error: null };
  } catch (error) {
    if (error instanceof ApiError) return { intent: change.intent, link: null, error };
    throw error;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Operators" error={error} />;
}

export default function Operators({ loaderData }: Route.ComponentProps) {
  const { me, operators } = loaderData;
  const change = useFetcher<typeof clientAction>();
  const result = change.state === 'idle' ? change.data : undefined;
  const inviteForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.intent === 'invite' && !result.error) inviteForm.current?.reset();
  }, [result]);
  // The last link handed out stays shown until another one is.
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);
  useEffect(() => {
    if (result?.link) setLink(result.link);
  }, [result]);

  const rowAction = (r: OperatorRow, intent: 'resend' | 'disable', label: string, confirm?: string) => (
    <change.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={r.id} />
      <input type="hidden" name="email" value={r.email} />
      <button
        type="submit"
        className={quietButtonClass}
        onClick={(e) => {
          if (confirm && !window.confirm(confirm)) e.preventDefault();
        }}
      >
        {label}
        <span className="sr-only">
          {intent === 'resend' ? ' for ' : ' '}
          {r.email}
        </span>
      </button>
    </change.Form>
  );

  const columns: Column<OperatorRow>[] = [
    { header: 'E-mail', cell: (r) => r.email, className: 'break-all' },
    { header: 'Role', cell: (r) => r.role },
    { header: 'State', cell: (r) => (r.disabled_at ? 'disabled' : r.passkeys ? 'active' : 'not enrolled') },
    { header: 'Invited', cell: (r) => formatTime(r.created_at) },
    {
      header: 'Actions',
      cell: (r) =>
        !r.disabled_at && (
          <div className="flex flex-wrap gap-2">
            {rowAction(r, 'resend', 'New enrollment link')}
            {r.id !== me.id &&
              rowAction(r, 'disable', 'Disable', `Disable ${r.email}? Their sessions end at once.`)}
          </div>
        ),
    },
  ];

  return (
    <section>
      <PageTitle>Operators</PageTitle>
      <change.Form
        method="post"
        ref={inviteForm}
        className="mt-4 grid gap-3 rounded bg-white p-4 shadow sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        aria-label="Invite an operator"
      >
        <input type="hidden" name="intent" value="invite" />
        <label>
          E-mail
          <input name="email" type="email" required className={inputClass} />
        </label>
        <label>
          Role
          <select name="role" className={inputClass} defaultValue="agent">
            <option value="agent">Agent</option>
            <option value="editor">Editor (the site's content)</option>
            <option value="admin">Admin</option>
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          Invite
        </button>
      </change.Form>
      {link && (
        <div role="status" className="mt-3 rounded border border-green-300 bg-green-50 p-3">
          Enrollment link for {link.email} (mailed too; one use, 24 hours):
          <code className="mt-1 block break-all">{link.link}</code>
        </div>
      )}
      <ErrorNote error={result?.error} />
      <ListTable
        caption="Operators"
        columns={columns}
        rows={operators}
        empty="No operators yet."
        minWidth="min-w-[640px]"
      />
    </section>
  );
}
