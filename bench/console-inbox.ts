// The console's inbox at a million leads, on SQLite and PostgreSQL: the first page, a filtered and
// searched page (status + kind + name prefix), an e-mail search, what agents type (a surname, part
// of an e-mail, a phone's last four digits, a ZIP), the page after a cursor, the campaign /
// privacy filters (source + status, GPC, a rare source) and the queues and their counts (issue
// 29), each answered over HTTP by the real app with a signed-in operator; every inbox answer
// includes its count of matching leads (capped at 1,000). Bar: p95 ≤ 50 ms.
//   node bench/console-inbox.ts            (LEADS=200000 for a quicker run)
import { createHash, randomBytes, randomUUIDv7 } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { startPostgres } from '../scripts/system-deps.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { testConfig } from '../server/test/helper.ts';
import { fmt, percentile, type Row, removeDir, runStandalone, tempDir } from './lib.ts';
import { settings } from './settings.ts';

const { LEADS } = settings;
const RUNS = 200;
const BAR_MS = 50;
// 400 first names × 400 last names made of syllables: real contact names are that varied, so a
// name search narrows the leads the way it does in practice (about 1 in 400 per first name).
const syllables = ['ka', 'lo', 'mi', 're', 'sa', 'tu', 'vi', 'no', 'da', 'be'];
const more = ['ri', 'zo', 'ha', 'ne', 'pa', 'go', 'li', 'mo', 'te', 'ya'];
const all = [...syllables, ...more];
const cap = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;
const first = all.flatMap((a) => all.map((b) => cap(a + b)));
const last = all.flatMap((a) => all.map((b) => `${cap(a + b)}son`));
const kinds = ['contact', 'availability', 'package'];
const statuses = ['new', 'new', 'new', 'contacted', 'qualified', 'won', 'lost', 'invalid'];
// The latest touch's source, as skewed as real traffic: most leads from a few sources, some from
// none; a rare one (1 lead in 1,000) shows the cost of a filter that no index narrows.
const sources = ['google', 'google', 'google', 'facebook', 'bing', 'newsletter', '', ''];
const sourceOf = (i: number) =>
  Math.floor(i / 7) % 1000 === 500
    ? 'rare-partner'
    : (sources[Math.floor(i / 11) % sources.length] as string);
const START = Date.parse('2024-11-23T00:00:00Z');
const SPAN = 2 * 365 * 86_400_000;

/** Lead i, deterministic: a name, e-mail, phone, ZIP, kind, status, time (ascending with i). */
function lead(i: number) {
  const f = first[i % first.length] as string;
  const l = last[Math.floor(i / 7) % last.length] as string;
  const t = new Date(START + Math.floor((i / LEADS) * SPAN)).toISOString();
  return {
    id: `${t}-${i}`,
    kind: kinds[i % 3] as string,
    name: `${f} ${l}`,
    email: `${f}.${l}.${i}@example.com`.toLowerCase(),
    phone: `+1555${String(i % 10_000_000).padStart(7, '0')}`,
    zip: String(10_000 + (i % 89_999)),
    status: statuses[(i * 7) % statuses.length] as string,
    created_at: t,
    utm_source: sourceOf(i) || null,
    // About 1 in 10 browsers send Global Privacy Control.
    gpc: Math.floor(i / 13) % 10 === 3 ? 1 : 0,
  };
}

const cols = [
  'id',
  'kind',
  'name',
  'email',
  'email_norm',
  'phone',
  'zip_code',
  'status',
  'created_at',
  'utm_source',
  'gpc',
];
/** PostgreSQL array types of the columns, for unnest (text unless said). */
const pgTypes: Record<string, string> = { gpc: 'int' };
const values = (r: ReturnType<typeof lead>) => [
  r.id,
  r.kind,
  r.name,
  r.email,
  r.email, // email_norm: the server stores the trimmed, lower-cased address (already so here)
  r.phone,
  r.zip,
  r.status,
  r.created_at,
  r.utm_source,
  r.gpc,
];

function fillSqlite(file: string) {
  const db = new DatabaseSync(file);
  const stmt = db.prepare(`insert into leads (${cols.join(',')}) values (${cols.map(() => '?').join(',')})`);
  db.exec('begin');
  for (let i = 0; i < LEADS; i++) {
    stmt.run(...values(lead(i)));
    if (i % 100_000 === 99_999) {
      db.exec('commit');
      db.exec('begin');
    }
  }
  db.exec('commit');
  db.exec('analyze');
  db.close();
}

async function fillPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const batch = 20_000;
  for (let start = 0; start < LEADS; start += batch) {
    const arrays: (string | number | null)[][] = cols.map(() => []);
    for (let i = start; i < Math.min(LEADS, start + batch); i++) {
      for (const [c, v] of values(lead(i)).entries()) arrays[c]?.push(v);
    }
    await client.query(
      `insert into leads (${cols.join(',')}) select * from unnest(${cols.map((c, i) => `$${i + 1}::${pgTypes[c] ?? 'text'}[]`).join(',')})`,
      arrays,
    );
  }
  await client.query('analyze leads');
  await client.end();
}

async function measure(label: string, databaseUrl: string | undefined, dataDir: string): Promise<Row[]> {
  const config = testConfig({ dataDir, databaseUrl, siteUrl: 'http://localhost:3000', logLevel: 'silent' });
  const app = await buildApp(config, { now: Date.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  const operatorId = randomUUIDv7();
  await app.database.db
    .insertInto('operators')
    .values({ id: operatorId, email: 'bench@example.com', role: 'agent', created_at: now, disabled_at: null })
    .execute();
  await app.database.db
    .insertInto('sessions')
    .values({
      token_hash: createHash('sha256').update(token).digest('base64url'),
      operator_id: operatorId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  const get = async (path: string) => {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { cookie: `admin_session=${token}` },
    });
    // A list page has items; a lead's story lists the contact's other leads.
    const body = (await res.json()) as { items?: unknown[]; earlier?: unknown[]; nextCursor?: string | null };
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return { ms, body };
  };
  const firstPage = await get('/api/admin/leads');
  const sample = lead(Math.floor(LEADS * 0.37));
  // A surname another 1 in 400 leads have; part of the sample's e-mail (surname and number).
  const surname = (last[123] as string).toLowerCase();
  const partialEmail = sample.email.split('.').slice(1).join('.').split('@')[0] as string;
  const cases: [string, string, number][] = [
    ['first page (newest 50)', '/api/admin/leads', 50],
    [
      'status+kind+name search',
      `/api/admin/leads?status=won&kind=availability&q=${first[123]?.toLowerCase()}`,
      1,
    ],
    ['name search only', `/api/admin/leads?q=${first[200]?.toLowerCase()}`, 50],
    ['e-mail search', `/api/admin/leads?q=${encodeURIComponent(sample.email)}`, 1],
    // Issue 29: what agents type (trigram index: FTS5 on SQLite, pg_trgm on PostgreSQL).
    ['surname (any word of the name)', `/api/admin/leads?q=${surname}`, 50],
    ['partial e-mail', `/api/admin/leads?q=${encodeURIComponent(partialEmail)}`, 1],
    ['phone, last 4 digits', `/api/admin/leads?q=${sample.phone.slice(-4)}`, 1],
    ['ZIP (or a phone ending so)', `/api/admin/leads?q=${sample.zip}`, 1],
    ['surname + status new', `/api/admin/leads?q=${surname}&status=new`, 50],
    ['next page (cursor)', `/api/admin/leads?cursor=${firstPage.body.nextCursor}`, 50],
    ['date range + status', '/api/admin/leads?from=2025-06-01&to=2025-06-30&status=won', 1],
    ['source + status', '/api/admin/leads?source=bing&status=won', 50],
    ['GPC', '/api/admin/leads?gpc=yes', 50],
    ['GPC + kind + status', '/api/admin/leads?gpc=yes&kind=package&status=new', 50],
    ['rare source (1 in 1,000)', '/api/admin/leads?source=rare-partner', 50],
    // The queues (issue 29): their pages, and their four counts (each capped at 1,000 + 1 rows).
    ['queue New (status=new)', '/api/admin/leads?status=new', 50],
    ['queue Unassigned (assigned=none)', '/api/admin/leads?assigned=none', 50],
    ['queue counts (Mine, Unassigned, New, overdue)', '/api/admin/queues', 0],
    // Opening a lead: its story, the contact's other leads by e-mail and phone, an audit row.
    ["a lead's story (audited)", `/api/admin/leads/${encodeURIComponent(sample.id)}`, 0],
  ];
  const rows: Row[] = [];
  for (const [name, path, minItems] of cases) {
    console.error(`${label}: ${name}`);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) await get(path); // warm-up
    let items = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await get(path);
      times.push(r.ms);
      items = (r.body.items ?? r.body.earlier ?? []).length;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push({
      bench: `console inbox, ${fmt(LEADS)} leads, ${label}`,
      measure: `${name}: p50 / p95 ms (${items} rows)`,
      ours: `${fmt(percentile(times, 50), 1)} / ${fmt(p95, 1)}`,
      bar: `p95 ≤ ${BAR_MS}`,
      ok: p95 <= BAR_MS && items >= minItems,
    });
  }
  await app.close();
  return rows;
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  // SQLite
  const dir = tempDir('console-sqlite');
  try {
    const handle = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    await handle.close();
    let t = Date.now();
    fillSqlite(join(dir, 'site.db'));
    console.log(`SQLite: ${fmt(LEADS)} leads in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    t = Date.now();
    rows.push(...(await measure('SQLite', undefined, dir)));
  } finally {
    removeDir(dir);
  }
  // PostgreSQL
  const server = await startPostgres();
  if (!('url' in server)) {
    rows.push({ bench: 'console inbox, PostgreSQL', measure: 'skipped', ours: server.skipped });
    return rows;
  }
  const pgDir = tempDir('console-pg');
  try {
    const handle = await openDatabase({ dataDir: pgDir, databaseUrl: server.url });
    await handle.close();
    const t = Date.now();
    await fillPostgres(server.url);
    console.log(`PostgreSQL: ${fmt(LEADS)} leads in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    rows.push(...(await measure('PostgreSQL', server.url, pgDir)));
  } finally {
    server.stop();
    removeDir(pgDir);
  }
  return rows;
}

if (import.meta.main) await runStandalone(run);
