// Lead reports for the console: aggregates only (no personal data), one GROUP BY per table over
// the indexed created_at range. Days are the first 10 characters of the ISO-8601 UTC created_at
// text (substr in both SQLite and PostgreSQL), so both dialects bucket identically.
import { sql } from 'kysely';
import type {
  ReportDayRow as DayRow,
  Report,
  ReportQuery,
  SpeedRow,
  SpeedToLead,
} from '../../contracts/console.ts';
import type { Db, Dialect } from '../db/database.ts';
import { isoAt } from '../shared/clock.ts';

/** Every day from `from` to `to`, inclusive. */
export function dayRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(isoAt(t).slice(0, 10));
  return out;
}

const GROUPS = {
  bySource: 'utm_source',
  byMedium: 'utm_medium',
  byCampaign: 'utm_campaign',
  byLandingPage: 'landing_page',
  byPage: 'page',
  byLanguage: 'language',
} as const;

/** The most rows a grouped table returns (the rest are the long tail; the totals still count them). */
export const GROUP_LIMIT = 50;

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
}

/**
 * Speed to lead for the leads that came in during the range: for each, the time from its arrival
 * to its first status change out of new (its first contact), and who made it. One row per
 * contacted lead (its status events, on lead_events' (lead_id, at) index), reduced here: SQLite
 * has no percentile function, and the range's leads are a bounded set.
 */
export async function speedToLead(
  db: Db,
  q: ReportQuery,
  start: string,
  end: string,
  targetMin: number,
): Promise<SpeedToLead> {
  const rows = await db
    .selectFrom('leads')
    .innerJoin('lead_events as e', 'e.lead_id', 'leads.id')
    .leftJoin('operators as o', 'o.id', 'e.operator_id')
    .select(['leads.id', 'leads.created_at', 'e.at', 'o.email'])
    .where('leads.created_at', '>=', start)
    .where('leads.created_at', '<', end)
    .where('e.type', '=', 'status')
    .where('e.detail_json', 'like', '%"from":"new"%')
    .orderBy('leads.id')
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
  const targetMs = targetMin * 60_000;
  const first = new Map<string, { day: string; ms: number; operator: string | null }>();
  for (const r of rows) {
    if (first.has(r.id)) continue;
    first.set(r.id, {
      day: r.created_at.slice(0, 10),
      ms: Math.max(0, Date.parse(r.at) - Date.parse(r.created_at)),
      operator: r.email ?? null,
    });
  }
  const row = (ms: number[]): SpeedRow => ({
    leads: ms.length,
    medianMs: median(ms),
    withinTarget: ms.filter((m) => m <= targetMs).length,
  });
  const byAgent = new Map<string | null, number[]>();
  const byDay = new Map<string, number[]>(dayRange(q.from, q.to).map((d) => [d, []]));
  for (const f of first.values()) {
    const mine = byAgent.get(f.operator);
    if (mine) mine.push(f.ms);
    else byAgent.set(f.operator, [f.ms]);
    byDay.get(f.day)?.push(f.ms);
  }
  return {
    targetMin,
    overall: row([...first.values()].map((f) => f.ms)),
    byAgent: [...byAgent]
      .map(([operator, ms]) => ({ operator, ...row(ms) }))
      .sort((a, b) => b.leads - a.leads || String(a.operator).localeCompare(String(b.operator))),
    byDay: [...byDay].map(([day, ms]) => ({ day, ...row(ms) })),
  };
}

export async function buildReport(
  db: Db,
  dialect: Dialect,
  q: ReportQuery,
  firstContactTargetMin: number,
): Promise<Report> {
  const start = `${q.from}T00:00:00.000Z`;
  const end = isoAt(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000);
  const inRange = () => db.selectFrom('leads').where('created_at', '>=', start).where('created_at', '<', end);
  // A lead reached qualified if it is qualified or won now, or a status change ever took it to
  // qualified (lead_events.detail_json is JSON.stringify({ from, to })).
  const reached = sql<number>`case when leads.status in ('qualified', 'won') or exists (select 1 from lead_events e where e.lead_id = leads.id and e.type = 'status' and e.detail_json like ${'%"to":"qualified"%'}) then 1 else 0 end`;
  const won = sql<number>`case when leads.status = 'won' then 1 else 0 end`;
  const dayExpr = sql<string>`substr(leads.created_at, 1, 10)`;
  // Ties in count are ordered by the value in code-point order with the blank (null) row last:
  // SQLite compares text bytewise (BINARY), PostgreSQL by the database's locale unless told "C".
  const collate = sql.raw(dialect === 'postgres' ? ' collate "C"' : '');

  const [speed, totals, dayRows, ...groups] = await Promise.all([
    speedToLead(db, q, start, end, firstContactTargetMin),
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
    speedToLead: speed,
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
