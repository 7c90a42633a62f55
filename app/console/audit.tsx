// Admins only: the audit log, newest first, filtered by action or operator. Read-only.
import { href, useSearchParams } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { AuditEntry, ListPage } from '../../contracts/console.ts';
import type { Route } from './+types/audit';
import { type Column, KeysetList, useFilterSubmit } from './list';
import { adminOnly, consoleApi } from './session';
import { buttonClass, consoleMeta, formatTime, inputClass, PageTitle, RouteError } from './ui';

export function meta() {
  return consoleMeta('Audit log');
}
export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  adminOnly(context, 'Audit log', 'Only admins see the audit log.');
  const { search } = new URL(request.url);
  return { page: await consoleApi<ListPage<AuditEntry>>(request, apiPath(ADMIN_API.audit, {}, search)) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Audit log" error={error} />;
}

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (r) => formatTime(r.at) },
  { header: 'Who', cell: (r) => r.operator_email ?? '—', className: 'break-all' },
  { header: 'Action', cell: (r) => r.action },
  { header: 'Target', cell: (r) => r.target ?? '', className: 'break-all' },
  { header: 'Details', cell: (r) => (r.detail ? JSON.stringify(r.detail) : ''), className: 'break-all' },
  { header: 'Client (hashed)', cell: (r) => r.ip_hash ?? '' },
];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const query = params.toString();
  const filter = useFilterSubmit(['action', 'operator'], href('/admin/audit'));

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
      <KeysetList
        page={loaderData.page}
        caption="Audit entries, newest first"
        columns={columns}
        empty="No audit entries match."
        nextLabel="Older entries"
      />
    </section>
  );
}
