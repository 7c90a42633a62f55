// Admins only: the audit log, newest first, filtered by action or operator. Read-only.
import { useSearchParams } from 'react-router';
import { type Column, KeysetList, useAdminOnly, useFilterSubmit } from '../../admin/list';
import { buttonClass, formatTime, inputClass, PageTitle } from '../../admin/ui';

type Row = {
  id: string;
  at: string;
  operator_email: string | null;
  action: string;
  target: string | null;
  detail: unknown;
  ip_hash: string | null;
};

const columns: Column<Row>[] = [
  { header: 'When', cell: (r) => formatTime(r.at) },
  { header: 'Who', cell: (r) => r.operator_email ?? '—', className: 'break-all' },
  { header: 'Action', cell: (r) => r.action },
  { header: 'Target', cell: (r) => r.target ?? '', className: 'break-all' },
  { header: 'Details', cell: (r) => (r.detail ? JSON.stringify(r.detail) : ''), className: 'break-all' },
  { header: 'Client (hashed)', cell: (r) => r.ip_hash ?? '' },
];

export default function Audit() {
  const denied = useAdminOnly('Audit log', 'Only admins see the audit log.');
  const [params] = useSearchParams();
  const query = params.toString();
  const filter = useFilterSubmit(['action', 'operator']);
  if (denied) return denied;

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
        path={`/api/admin/audit?${query}`}
        caption="Audit entries, newest first"
        columns={columns}
        empty="No audit entries match."
        nextLabel="Older entries"
      />
    </section>
  );
}
