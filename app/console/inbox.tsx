// The inbox: every lead, filtered, searched and paged on the server (keyset pages), in the order the
// operator keeps for the queue (inbox-order.ts). The filter lives in the URL so a view can be
// shared: the clientLoader asks for the page the URL names; the list is the console's shared list
// scaffold (list.tsx), one line a lead (issue 36 item 4: a dozen leads on a laptop's first screen,
// the first lead on a phone's), each with its last note and its age.
import { useEffect } from 'react';
import { href, Link, PrefetchPageLinks, replace, useSearchParams } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { InboxList, InboxRow, QueueCounts } from '../../contracts/console.ts';
import { INBOX_FILTER_KEYS, MORE_FILTERS, NARROWING_FILTERS } from '../../contracts/inbox-filter.ts';
import type { Route } from './+types/inbox';
import { Received } from './age';
import { AssigneeOptions, loadAssignees } from './assignees';
import { useInboxKeys } from './inbox-keys';
import type { InboxOrder } from './inbox-order';
import { inboxQuery, orderKey } from './inbox-order';
import { InboxPager, nextPageHref } from './inbox-pager';
import { rememberInboxSearch } from './inbox-return';
import { LanguageMark, LeadMarks } from './lead-marks';
import { prefetchInboxPage, takeInboxPage } from './lead-prefetch';
import { type Column, ListTable, useFilterSubmit } from './list';
import { LiveInbox } from './live';
import { QUEUES, QueueBar } from './queues';
import { consoleApi, mayOpen, operatorContext } from './session';
import {
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

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  // The inbox is the console's home (/admin, where signing in lands); an editor sees no lead, so
  // their home is the site's content.
  if (!mayOpen(context.get(operatorContext), 'leads')) throw replace(href('/admin/content'));
  const { search, searchParams } = new URL(request.url);
  const { query, order } = inboxQuery(searchParams, context.get(operatorContext).id);
  // The next page was asked for while the one before it was shown (Next opens it at once).
  const ahead = search ? await takeInboxPage(search) : undefined;
  const [page, assignees, queues] = ahead
    ? [ahead.page, ahead.assignees, ahead.queues]
    : await Promise.all([
        consoleApi<InboxList>(request, apiPath(ADMIN_API.leads, {}, query)),
        loadAssignees(request),
        consoleApi<QueueCounts>(request, ADMIN_API.queues),
      ]);
  // "← Inbox" on a lead's page comes back to this list (filter, search and page).
  rememberInboxSearch(search);
  return { page, assignees, queues, order, me: context.get(operatorContext) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Inbox" error={error} />;
}

const statuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'invalid'];

/** The "Received" header: one button that flips newest / oldest first (in the URL, like the filters). */
function SortHeader({ order }: { order: InboxOrder }) {
  const [params, setParams] = useSearchParams();
  const oldest = order === 'oldest';
  return (
    <button
      type="button"
      className="inline-flex min-h-8 items-center gap-1 font-semibold underline"
      onClick={() => {
        const p = new URLSearchParams(params);
        for (const k of ['cursor', 'before', 'start']) p.delete(k);
        p.set('sort', oldest ? 'newest' : 'oldest');
        setParams(p);
      }}
    >
      Received <span aria-hidden="true">{oldest ? '↑' : '↓'}</span>
      <span className="sr-only">, {oldest ? 'oldest' : 'newest'} first; change order</span>
    </button>
  );
}

/**
 * The lead's name (a link to its page, cut to a line) and what an agent should know before calling:
 * do not contact, do not sell (LeadMarks), a repeat visitor; an erased lead says so instead.
 */
function LeadName({ lead: l }: { lead: InboxRow }) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <Link
        className="min-w-0 truncate font-semibold text-brand-800 underline sm:max-w-48"
        to={href('/admin/leads/:id', { id: l.id })}
        title={l.erased_at ? undefined : l.name}
        data-lead-link={l.id}
      >
        {l.erased_at ? 'Erased lead' : l.name}
      </Link>
      {!l.erased_at && <LeadMarks lead={l} />}
      <LanguageMark language={l.language} />
      {l.duplicate_of && <span className="text-xs text-slate-600">Repeat</span>}
    </span>
  );
}

/** A value cut to one line of `width` (whole in a tooltip and to screen readers). */
function Line({ text, width }: { text: string; width: string }) {
  return (
    <span className={`block truncate ${width}`} title={text}>
      {text}
    </span>
  );
}

/** A lead on a phone: name and age, status, owner and how to reach them, the last note; a line each. */
function LeadCard({ lead: l }: { lead: InboxRow }) {
  const reach = l.phone ? formatPhone(l.phone) : l.email;
  return (
    <>
      <div className="flex items-start justify-between gap-2 text-base">
        <LeadName lead={l} />
        <span className="shrink-0 text-sm">
          <Received at={l.created_at} overdue={l.overdue} />
        </span>
      </div>
      <p className="truncate text-slate-700">
        {l.status} · {l.owner ?? 'unassigned'} · {reach}
      </p>
      {l.last_note && <p className="truncate text-slate-700">Note: {l.last_note}</p>}
    </>
  );
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

/** A filter chosen from a list (its first option the "any" one), shown with its value from the URL. */
function Choice({ name, label, children }: { name: string; label: string; children: React.ReactNode }) {
  const [params] = useSearchParams();
  return (
    <label>
      {label}
      <select name={name} defaultValue={params.get(name) ?? ''} className={inputClass}>
        {children}
      </select>
    </label>
  );
}

/** A yes / no filter: Any, or the one or the other. */
function YesNo({ name, label, yes, no }: { name: string; label: string; yes: string; no: string }) {
  return (
    <Choice name={name} label={label}>
      <option value="">Any</option>
      <option value="yes">{yes}</option>
      <option value="no">{no}</option>
    </Choice>
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
  const { page, assignees, queues, order, me } = loaderData;
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const applyFilter = useFilterSubmit(INBOX_FILTER_KEYS, href('/admin'));
  const nextPage = nextPageHref(params, page);
  useInboxKeys(page.items, nextPage);
  // The next page is asked for while this one is read: Next, and log and next past this page's
  // last lead, open it without a round trip.
  useEffect(() => {
    if (nextPage) void prefetchInboxPage(nextPage, me.id);
  }, [nextPage, me.id]);

  const filterOnly = new URLSearchParams(params);
  for (const k of ['cursor', 'before', 'start']) filterOnly.delete(k);
  filterOnly.set('sort', order);
  const exportHref = apiPath(ADMIN_API.leadsExport, {}, filterOnly);
  const hasFilter = INBOX_FILTER_KEYS.some((k) => k !== 'sort' && params.get(k));
  // The filters fold away so the leads come first, and stay folded in a queue (its own filter is
  // the queue's button, above): they open while another one is set, and say how many are. The
  // order is the Received column's.
  const queue = QUEUES.find((q) => q.key === orderKey(params));
  const setCount = NARROWING_FILTERS.filter((k) => params.get(k) && k !== queue?.param[0]).length;

  const columns: Column<InboxRow>[] = [
    { header: 'Name', cell: (l) => <LeadName lead={l} /> },
    {
      header: 'E-mail',
      cell: (l) => <Line text={l.email} width="max-w-52" />,
    },
    { header: 'Phone', cell: (l) => (l.phone ? formatPhone(l.phone) : '') },
    { header: 'ZIP', cell: (l) => l.zip_code ?? '' },
    { header: 'Kind', cell: (l) => l.kind },
    { header: 'Status', cell: (l) => l.status },
    { header: 'Source', cell: (l) => (l.utm_source ? <Line text={l.utm_source} width="max-w-28" /> : '') },
    { header: 'Owner', cell: (l) => (l.owner ? <Line text={l.owner} width="max-w-40" /> : 'Nobody') },
    {
      header: 'Last note',
      cell: (l) => (l.last_note ? <Line text={l.last_note} width="" /> : ''),
      // The rest of the line (max-width 0 lets the cell shrink to what the other columns leave).
      className: 'w-full max-w-0 text-slate-700',
    },
    {
      header: <SortHeader order={order} />,
      label: 'Received',
      cell: (l) => <Received at={l.created_at} overdue={l.overdue} />,
      sort: order === 'oldest' ? 'ascending' : 'descending',
    },
  ];

  return (
    <section>
      {/* The lead page's code, fetched while the operator reads the list (Enter then only runs it). */}
      {page.items[0] && <PrefetchPageLinks page={href('/admin/leads/:id', { id: page.items[0].id })} />}
      {/* The title and the queues on one line (the queue bar's own top margin is for a line of its own). */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 [&>nav]:mt-0">
        <PageTitle>Inbox</PageTitle>
        <QueueBar counts={queues} />
      </div>
      <form
        onSubmit={applyFilter}
        key={query}
        className="mt-3 flex flex-wrap items-center gap-2 rounded bg-white p-2 shadow"
        aria-label="Filter leads"
      >
        <label className="flex min-w-0 grow basis-64 flex-col sm:flex-row sm:items-center sm:gap-2">
          <span className="sm:whitespace-nowrap">Search (name, e-mail, phone or ZIP)</span>
          <input
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            className={`${inputClass} sm:mt-0`}
          />
        </label>
        <button type="submit" className={buttonClass}>
          Apply
        </button>
        {/* Closed: its summary sits in the line; open: it takes a line of its own. */}
        <details className="group basis-auto open:basis-full" open={setCount > 0}>
          <summary className={summaryClass}>
            <Chevron />
            Filters{setCount > 0 && ` (${setCount} set)`}
          </summary>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Choice name="kind" label="Kind">
              <option value="">Any</option>
              <option value="contact">Contact</option>
              <option value="availability">Availability</option>
              <option value="package">Package</option>
            </Choice>
            <Choice name="status" label="Status">
              <option value="">Any</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Choice>
            <label>
              Received from
              <input name="from" type="date" defaultValue={params.get('from') ?? ''} className={inputClass} />
            </label>
            <label>
              Received to
              <input name="to" type="date" defaultValue={params.get('to') ?? ''} className={inputClass} />
            </label>
            <Choice name="assigned" label="Assigned to">
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="none">Nobody</option>
              <AssigneeOptions operators={assignees} />
            </Choice>
            <Choice name="language" label="Language">
              <option value="">Any</option>
              <option value="en">English</option>
              <option value="es" lang="es">
                Español
              </option>
            </Choice>
            <label>
              Order
              <select name="sort" defaultValue={order} className={inputClass}>
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
        {hasFilter && (
          <button type="button" className={quietButtonClass} onClick={() => setParams(new URLSearchParams())}>
            Clear filters
          </button>
        )}
        <a href={exportHref} className={`${quietButtonClass} ml-auto`} download>
          Export CSV
        </a>
      </form>

      <LiveInbox shown={page.items.map((l) => l.id)} />
      <InboxPager page={page} where="top" />
      <ListTable
        rows={page.items}
        caption={`Leads, ${order} first`}
        columns={columns}
        empty={hasFilter ? 'No lead matches this filter.' : 'No leads yet.'}
        minWidth="min-w-[1100px]"
        dense
        card={(l) => <LeadCard lead={l} />}
      />
      {page.items.length > 10 && <InboxPager page={page} where="bottom" />}
    </section>
  );
}
