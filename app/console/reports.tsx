// Lead reports (agents and admins): speed to lead first (issue 36: what an agent's morning is
// judged by, not under a 30-row table), then leads per day by kind, by source / medium / campaign,
// landing page and page of submission, and how many reached qualified or won, for a date range kept
// in the URL (?from&to, UTC days) like the inbox filters; today unless the URL says otherwise. Each
// chart has its numbers in a table beside it; the charts (uPlot) load only on this page.
import { type FormEvent, useMemo } from 'react';
import { href, Link, useSubmit } from 'react-router';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { apiPath } from '../../contracts/api-paths.ts';
import type { ReportDayRow as DayRow, ReportGroupRow as GroupRow, Report } from '../../contracts/console.ts';
import type { Route } from './+types/reports';
import { Chart } from './chart';
import { ReportRangeForm, reportRange } from './forms';
import { FiguresHead, ScrollTable } from './list';
import { agentsOnly, consoleApi } from './session';
import { SpeedReport } from './speed-report';
import { buttonClass, consoleMeta, Empty, inputClass, PageTitle, RouteError } from './ui';

const KINDS = [
  { key: 'contact', label: 'Contact', color: '#1d4ed8' },
  { key: 'availability', label: 'Availability', color: '#b45309' },
  { key: 'package', label: 'Package', color: '#047857' },
] as const;
const GROUPS = [
  { key: 'bySource', title: 'By source', column: 'Source (utm_source)' },
  { key: 'byMedium', title: 'By medium', column: 'Medium (utm_medium)' },
  { key: 'byCampaign', title: 'By campaign', column: 'Campaign (utm_campaign)' },
  { key: 'byLandingPage', title: 'By landing page', column: 'Landing page' },
  { key: 'byPage', title: 'By page of submission', column: 'Page' },
  { key: 'byLanguage', title: 'By language', column: 'Language of the page (en, es)' },
] as const;
/** The box a report's table scrolls in, beside its chart. */
const scrollBox = 'max-h-80 self-start overflow-auto rounded border border-slate-200';
/** The ranges a link away: the last N days, today included. */
const PRESETS = [
  [1, 'Today'],
  [7, 'Last 7 days'],
  [30, 'Last 30 days'],
  [90, 'Last 90 days'],
] as const;
/** Bars drawn per chart; the table lists every row the server sends. */
const CHART_BARS = 12;

const dayMs = 86_400_000;
const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);
export function lastDays(n: number, now = Date.now()): { from: string; to: string } {
  return { from: utcDay(now - (n - 1) * dayMs), to: utcDay(now) };
}
const pct = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '–');
const name = (key: string | null) => key ?? '(none)';

export function meta() {
  return consoleMeta('Reports');
}

/** The range in the URL (?from&to, UTC days), or today. */
export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  agentsOnly(context, 'Reports', 'Reports are about leads: only agents and admins see them.');
  const { from, to } = reportRange(new URL(request.url).searchParams, lastDays(1));
  const report = await consoleApi<Report>(request, apiPath(ADMIN_API.reports, {}, { from, to }));
  return { from, to, report };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError title="Reports" error={error} />;
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { from, to, report } = loaderData;
  const submit = useSubmit();

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const range = ReportRangeForm.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (range.success) void submit(range.data, { method: 'get', action: href('/admin/reports') });
  }
  const preset = (n: number) => `?${new URLSearchParams(lastDays(n))}`;

  return (
    <section>
      <PageTitle>Reports</PageTitle>
      <p className="mt-2 text-slate-700">
        {from === to ? `Leads received on ${from}` : `Leads received from ${from} to ${to}`} (whole days,
        UTC).
      </p>
      <form
        key={`${from}|${to}`}
        onSubmit={apply}
        aria-label="Date range"
        className="mt-4 flex flex-wrap items-end gap-3 rounded bg-white p-4 shadow"
      >
        <label>
          From
          <input name="from" type="date" required defaultValue={from} max={to} className={inputClass} />
        </label>
        <label>
          To
          <input name="to" type="date" required defaultValue={to} className={inputClass} />
        </label>
        <button type="submit" className={buttonClass}>
          Show
        </button>
        {PRESETS.map(([days, label]) => (
          <Link
            key={days}
            to={preset(days)}
            className="inline-flex min-h-11 items-center px-2 text-brand-800 underline"
          >
            {label}
          </Link>
        ))}
      </form>
      <ReportView report={report} />
    </section>
  );
}

function ReportView({ report }: { report: Report }) {
  const x = useMemo(() => report.days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), [report]);
  const series = useMemo(
    () => KINDS.map((k) => ({ label: k.label, color: k.color, values: report.days.map((d) => d[k.key]) })),
    [report],
  );
  const peak = report.days.reduce((m, d) => (d.total > m.total ? d : m), report.days[0] as DayRow);
  return (
    <>
      <SpeedReport speed={report.speedToLead} />
      <dl className="mt-6 grid gap-3 sm:grid-cols-3" aria-label="Totals">
        <Stat term="Leads" value={String(report.total)} />
        <Stat
          term="Reached qualified"
          value={`${report.qualified} (${pct(report.qualified, report.total)})`}
        />
        <Stat term="Won" value={`${report.won} (${pct(report.won, report.total)})`} />
      </dl>
      {report.total === 0 && <Empty>No leads in this range.</Empty>}

      <h2 className="mt-8 text-xl font-bold text-ink">Leads per day, by kind</h2>
      <div className="mt-3 grid gap-4 rounded bg-white p-4 shadow lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Chart
          label={`Line chart of leads per day by kind, ${report.from} to ${report.to}: ${report.total} leads${
            peak?.total ? `, most on ${peak.day} (${peak.total})` : ''
          }. The table "Leads per day" has every number.`}
          x={x}
          series={series}
        />
        <ScrollTable className={scrollBox} label="Leads per day">
          <FiguresHead first="Day" figures={[...KINDS.map((k) => k.label), 'Total']} />
          <tbody>
            {report.days.map((d) => (
              <tr key={d.day} className="border-t border-slate-200">
                <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                  {d.day}
                </th>
                {KINDS.map((k) => (
                  <td key={k.key} className="px-2 py-1 text-right tabular-nums">
                    {d[k.key]}
                  </td>
                ))}
                <td className="px-2 py-1 text-right font-semibold tabular-nums">{d.total}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>

      {GROUPS.map((g) => (
        <GroupReport key={g.key} title={g.title} column={g.column} rows={report[g.key]} />
      ))}
    </>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded bg-white p-4 shadow">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function GroupReport({ title, column, rows }: { title: string; column: string; rows: GroupRow[] }) {
  const top = rows.slice(0, CHART_BARS);
  const x = useMemo(() => top.map((_, i) => i), [top]);
  const categories = useMemo(() => top.map((r) => name(r.key)), [top]);
  const series = useMemo(
    () => [
      { label: 'Leads', color: '#94a3b8', values: top.map((r) => r.leads) },
      { label: 'Reached qualified', color: '#1d4ed8', values: top.map((r) => r.qualified) },
    ],
    [top],
  );
  if (rows.length === 0) return null;
  const first = rows[0] as GroupRow;
  return (
    <>
      <h2 className="mt-8 text-xl font-bold text-ink">{title}</h2>
      <div className="mt-3 grid gap-4 rounded bg-white p-4 shadow lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Chart
          label={`Bar chart of leads ${title.toLowerCase()}, with those that reached qualified: most from ${name(first.key)} (${first.leads}). The table "${title}" has every number.`}
          x={x}
          series={series}
          categories={categories}
        />
        <ScrollTable className={scrollBox} label={title}>
          <FiguresHead first={column} figures={['Leads', 'Reached qualified', 'Won']} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.key ?? ''} className="border-t border-slate-200">
                <th scope="row" className="px-2 py-1 font-normal break-all">
                  {name(r.key)}
                </th>
                <td className="px-2 py-1 text-right tabular-nums">{r.leads}</td>
                <td className="px-2 py-1 text-right tabular-nums">
                  {r.qualified} ({pct(r.qualified, r.leads)})
                </td>
                <td className="px-2 py-1 text-right tabular-nums">
                  {r.won} ({pct(r.won, r.leads)})
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </>
  );
}
