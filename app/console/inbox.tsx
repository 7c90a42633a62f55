// The inbox: every lead, newest first, filtered, searched and paged on the server (keyset
// pages). The filter lives in the URL so a view can be shared: the clientLoader asks for the page
// the URL names; the list is the console's shared list scaffold (list.tsx).
import { href, Link, useSearchParams } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { InboxList, InboxRow, QueueCounts } from '../../contracts/console.ts';
import { INBOX_FILTER_KEYS, MORE_FILTERS, NARROWING_FILTERS } from '../../contracts/inbox-filter.ts';
import type { Route } from './+types/inbox';
import { Received } from './age';
import { AssigneeOptions, loadAssignees } from './assignees';
import { useInboxKeys } from './inbox-keys';
import { InboxPager } from './inbox-pager';
import { rememberInboxSearch } from './inbox-return';
import { LeadMarks } from './lead-marks';
import { type Column, ListTable, useFilterSubmit } from './list';
import { LiveInbox } from './live';
import { QueueBar } from './queues';
import { consoleApi } from './session';
import {
  Breakable,
  buttonClass,
  consoleMeta,
  formatPhone,
  inputClass,
  PageTitle,
  quietButtonClass,
  RouteError,
} from './ui';

export function meta() {
  return consoleMeta('Inbox');
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search } = new URL(request.url);
  const [page, assignees, queues] = await Promise.all([
    consoleApi<InboxList>(request, apiPath(ADMIN_API.leads, {}, search)),
    loadAssignees(request),
    consoleApi<QueueCounts>(request, ADMIN_API.queues),
  ]);
  // "← Inbox" on a lead's page comes back to this list (filter, search and page).
  rememberInboxSearch(search);
  return { page, assignees, queues };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Inbox" error={error} />;
}

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

/** What an agent should know before calling: repeat, opted out, GPC, erased. */
function flags(l: InboxRow): string {
  return [
    l.erased_at && 'erased',
    l.duplicate_of && 'repeat',
    (l.do_not_contact || l.previously_opted_out) && 'opted out',
    l.gpc && 'GPC',
  ]
    .filter(Boolean)
    .join(', ');
}

const summaryClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline';

/** The open / closed mark of a filter group (a summary styled as a flex box loses the browser's own). */
function Chevron({ more = false }: { more?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block transition-transform motion-reduce:transition-none ${more ? 'group-open/more:rotate-90' : 'group-open:rotate-90'}`}
    >
      ▸
    </span>
  );
}

/** A yes / no filter: Any, or the one or the other. */
function YesNo({ name, label, yes, no }: { name: string; label: string; yes: string; no: string }) {
  const [params] = useSearchParams();
  return (
    <label>
      {label}
      <select name={name} defaultValue={params.get(name) ?? ''} className={inputClass}>
        <option value="">Any</option>
        <option value="yes">{yes}</option>
        <option value="no">{no}</option>
      </select>
    </label>
  );
}

/** An exact-value filter on the lead's latest campaign touch. */
function Touch({ name, label }: { name: string; label: string }) {
  const [params] = useSearchParams();
  return (
    <label>
      {label}
      <input name={name} defaultValue={params.get(name) ?? ''} className={inputClass} autoComplete="off" />
    </label>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { page, assignees, queues } = loaderData;
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const applyFilter = useFilterSubmit(INBOX_FILTER_KEYS, href('/admin'));
  useInboxKeys(page.items);

  const filterOnly = new URLSearchParams(params);
  for (const k of ['cursor', 'before', 'start']) filterOnly.delete(k);
  const exportHref = apiPath(ADMIN_API.leadsExport, {}, filterOnly);
  const sort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const hasFilter = INBOX_FILTER_KEYS.some((k) => k !== 'sort' && params.get(k));
  // Besides the search box the filters fold away, so the leads come first on a phone and a few
  // key presses after the search box; they are open while one of them is set, and say how many are.
  const setCount = NARROWING_FILTERS.filter((k) => params.get(k)).length + (sort === 'oldest' ? 1 : 0);

  const columns: Column<InboxRow>[] = [
    {
      header: 'Name',
      cell: (l) => (
        <>
          <Link
            className="font-semibold text-brand-800 underline"
            to={href('/admin/leads/:id', { id: l.id })}
            data-lead-link={l.id}
          >
            {l.erased_at ? 'Erased lead' : l.name}
          </Link>
          {!l.erased_at && <LeadMarks lead={l} />}
        </>
      ),
      // Names wrap between words; a single word longer than the column breaks only where it must.
      className: 'break-words min-w-32',
    },
    // An address breaks after its @ and dots first (Breakable), never a short word mid-way.
    { header: 'E-mail', cell: (l) => <Breakable text={l.email} />, className: 'min-w-40' },
    { header: 'Phone', cell: (l) => (l.phone ? formatPhone(l.phone) : ''), className: 'whitespace-nowrap' },
    { header: 'ZIP', cell: (l) => l.zip_code ?? '' },
    { header: 'Kind', cell: (l) => l.kind },
    { header: 'Status', cell: (l) => l.status },
    { header: 'Source', cell: (l) => (l.utm_source ? <Breakable text={l.utm_source} /> : '') },
    { header: 'Owner', cell: (l) => (l.owner ? <Breakable text={l.owner} /> : 'Nobody') },
    { header: 'Flags', cell: flags },
    {
      header: <SortHeader />,
      label: 'Received',
      cell: (l) => <Received at={l.created_at} overdue={l.overdue} />,
      sort: sort === 'oldest' ? 'ascending' : 'descending',
    },
  ];

  return (
    <section>
      <PageTitle>Inbox</PageTitle>
      <QueueBar counts={queues} />
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
        <details className="group sm:col-span-2 lg:col-span-4" open={setCount > 0}>
          <summary className={summaryClass}>
            <Chevron />
            Filters{setCount > 0 && ` (${setCount} set)`}
          </summary>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
                <AssigneeOptions operators={assignees} />
              </select>
            </label>
            <label>
              Order
              <select name="sort" defaultValue={sort} className={inputClass}>
                <option value="newest">Newest first</option>
                <option value="oldest">Oldest first</option>
              </select>
            </label>
            <details
              className="group/more sm:col-span-2 lg:col-span-4"
              open={MORE_FILTERS.some((k) => params.get(k))}
            >
              <summary className={summaryClass}>
                <Chevron more />
                Campaign and privacy filters
              </summary>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                <Touch name="source" label="Source (utm_source)" />
                <Touch name="medium" label="Medium (utm_medium)" />
                <Touch name="campaign" label="Campaign (utm_campaign)" />
                <YesNo name="repeat" label="Repeat visitor" yes="Repeats only" no="First leads only" />
                <YesNo name="opted_out" label="Opted out" yes="Opted out only" no="Not opted out" />
                <YesNo name="gpc" label="Global Privacy Control" yes="GPC signal sent" no="No GPC signal" />
              </div>
            </details>
          </div>
        </details>
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

      <LiveInbox shown={page.items.map((l) => l.id)} />
      <InboxPager page={page} where="top" />
      <ListTable
        rows={page.items}
        caption={`Leads, ${sort} first`}
        columns={columns}
        empty={hasFilter ? 'No lead matches this filter.' : 'No leads yet.'}
        minWidth="min-w-[900px]"
      />
      {page.items.length > 10 && <InboxPager page={page} where="bottom" />}
    </section>
  );
}
