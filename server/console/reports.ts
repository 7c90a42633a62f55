// Lead reports for the console: aggregates only (no personal data), one GROUP BY per table over
// the indexed created_at range. Days are the first 10 characters of the ISO-8601 UTC created_at
// text (substr in both SQLite and PostgreSQL), so both dialects bucket identically.
import { sql } from 'kysely';
import type { ReportDayRow as DayRow, Report, ReportQuery } from '../../contracts/console.ts';
import type { Db, Dialect } from '../db/database.ts';

/** Every day from `from` to `to`, inclusive. */
export function dayRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const GROUPS = {
  bySource: 'utm_source',
  byMedium: 'utm_medium',
  byCampaign: 'utm_campaign',
  byLandingPage: 'landing_page',
  byPage: 'page',
} as const;

/** The most rows a grouped table returns (the rest are the long tail; the totals still count them). */
export const GROUP_LIMIT = 50;

export async function buildReport(db: Db, dialect: Dialect, q: ReportQuery): Promise<Report> {
  const start = `${q.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000).toISOString();
  const inRange = () => db.selectFrom('leads').where('created_at', '>=', start).where('created_at', '<', end);
  // A lead reached qualified if it is qualified or won now, or a status change ever took it to
  // qualified (lead_events.detail_json is JSON.stringify({ from, to })).
  const reached = sql<number>`case when leads.status in ('qualified', 'won') or exists (select 1 from lead_events e where e.lead_id = leads.id and e.type = 'status' and e.detail_json like ${'%"to":"qualified"%'}) then 1 else 0 end`;
  const won = sql<number>`case when leads.status = 'won' then 1 else 0 end`;
  const dayExpr = sql<string>`substr(leads.created_at, 1, 10)`;
  // Ties in count are ordered by the value in code-point order with the blank (null) row last:
  // SQLite compares text bytewise (BINARY), PostgreSQL by the database's locale unless told "C".
  const collate = sql.raw(dialect === 'postgres' ? ' collate "C"' : '');

  const [totals, dayRows, ...groups] = await Promise.all([
    inRange()
      .select([
        sql<number>`count(*)`.as('leads'),
        sql<number>`coalesce(sum(${reached}), 0)`.as('qualified'),
        sql<number>`coalesce(sum(${won}), 0)`.as('won'),
      ])
      .executeTakeFirstOrThrow(),
    inRange()
      .select([dayExpr.as('day'), 'kind', sql<number>`count(*)`.as('n')])
      .groupBy([dayExpr, 'kind'])
      .execute(),
    ...Object.values(GROUPS).map((col) => {
      const key = sql<string | null>`leads.${sql.ref(col)}`;
      return inRange()
        .select([
          key.as('key'),
          sql<number>`count(*)`.as('leads'),
          sql<number>`sum(${reached})`.as('qualified'),
          sql<number>`sum(${won})`.as('won'),
        ])
        .groupBy(key)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`case when ${key} is null then 1 else 0 end`)
        .orderBy(sql`${key}${collate}`)
        .limit(GROUP_LIMIT)
        .execute();
    }),
  ]);

  const byDay = new Map<string, DayRow>(
    dayRange(q.from, q.to).map((d) => [d, { day: d, contact: 0, availability: 0, package: 0, total: 0 }]),
  );
  for (const r of dayRows) {
    const row = byDay.get(r.day);
    if (!row) continue;
    row[r.kind] += Number(r.n);
    row.total += Number(r.n);
  }
  const num = (rows: { key: string | null; leads: unknown; qualified: unknown; won: unknown }[]) =>
    rows.map((r) => ({
      key: r.key,
      leads: Number(r.leads),
      qualified: Number(r.qualified),
      won: Number(r.won),
    }));
  const keys = Object.keys(GROUPS) as (keyof typeof GROUPS)[];
  return {
    from: q.from,
    to: q.to,
    total: Number(totals.leads),
    qualified: Number(totals.qualified),
    won: Number(totals.won),
    days: [...byDay.values()],
    ...(Object.fromEntries(keys.map((k, i) => [k, num(groups[i] ?? [])])) as Pick<
      Report,
      keyof typeof GROUPS
    >),
  };
}
