// The inbox's filters read an index range in (created_at, id) order, so a filter on a rare value
// costs its matching leads, not a walk of every lead until fifty match (SQLite's query plan).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxFilter } from '../../contracts/console.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { applyInboxFilter, contactLeadsQuery } from '../leads/inbox-query.ts';

let handle: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inbox-plan-'));
  handle = await openDatabase({ dataDir: dir, databaseUrl: undefined });
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

/** SQLite's plan for a query, a step a line. */
async function planOf(q: CompiledQuery): Promise<string> {
  const rows = await sql.raw(`explain query plan ${q.sql}`).execute(handle.db);
  return (rows.rows as { detail: string }[]).map((r) => r.detail).join('\n');
}

/** The plan of the inbox's first page with `filter`. */
const inboxPlan = (filter: Record<string, string>) =>
  planOf(
    applyInboxFilter(
      handle.db.selectFrom('leads').select('leads.id'),
      InboxFilter.parse(filter),
      'me',
      'sqlite',
    )
      .limit(50)
      .compile(),
  );

describe('inbox query plans', () => {
  it.each([
    ['source', { source: 'Newsletter' }, 'leads_source_created (<expr>=?)'],
    ['campaign', { campaign: 'fall-2026' }, 'leads_campaign_created (<expr>=?)'],
    ['e-mail search', { q: 'Ada@Example.com' }, 'leads_email_norm (email_norm=?)'],
    ['assigned to someone', { assigned: 'op-1' }, 'leads_assigned_created (assigned_to=?)'],
    ['assigned to me', { assigned: 'me' }, 'leads_assigned_created (assigned_to=?)'],
    ['unassigned', { assigned: 'none' }, 'leads_assigned_created (assigned_to=?)'],
  ])('%s: an index range in received order, no sort', async (_name, filter, range) => {
    const plan = await inboxPlan(filter);
    // The rows read from the index itself or through it: the same range either way.
    expect(plan.replaceAll('USING COVERING INDEX', 'USING INDEX')).toContain(
      `SEARCH leads USING INDEX ${range}`,
    );
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  it.each([
    ['email_norm', /SEARCH leads USING INDEX leads_email_norm \(email_norm=\?\)/],
    ['phone', /SEARCH leads USING INDEX leads_phone \(phone=\?\)/],
  ] as const)(
    "a lead's other leads by %s read that index, newest first without a sort",
    async (column, expected) => {
      const plan = await planOf(contactLeadsQuery(handle.db, column, 'x', 'some-id', 50).compile());
      expect(plan).toMatch(expected);
      expect(plan).not.toMatch(/SCAN leads|TEMP B-TREE FOR ORDER BY/);
    },
  );

  it('keeps no index that another one already covers', async () => {
    const rows = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and tbl_name = 'leads'`.execute(handle.db);
    const names = rows.rows.map((r) => r.name);
    expect(names).toContain('leads_created_id');
    expect(names).not.toContain('leads_created_at');
    expect(names).not.toContain('leads_email_lower');
  });

  it('a new direct lead is written to its table, these eight indexes and the trigram index (migration 0013)', async () => {
    const rows = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master
      where type = 'index' and tbl_name = 'leads' order by name`.execute(handle.db);
    // Partial indexes a direct lead (no source, no campaign) does not touch are left out.
    const written = rows.rows.filter((r) => !/ where /i.test(r.sql ?? '')).map((r) => r.name);
    expect(written).toEqual([
      'leads_assigned_created',
      'leads_created_id',
      'leads_email_norm',
      'leads_kind_created',
      'leads_phone',
      'leads_status_created',
      'leads_zip',
      'sqlite_autoindex_leads_1',
    ]);
  });

  it('indexes only the rows the filters can ask for (migration 0013: fewer b-trees per new lead)', async () => {
    const rows = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where name in ('leads_source_created', 'leads_campaign_created', 'leads_assigned_created',
        'outbox_privacy_request') order by name`.execute(handle.db);
    expect(rows.rows.map((r) => [r.name, /where (\w+) is not null\s*$/i.exec(r.sql)?.[1]])).toEqual([
      // Whole: the unassigned queue and filter read its NULL range (decision 070).
      ['leads_assigned_created', undefined],
      ['leads_campaign_created', 'utm_campaign'],
      ['leads_source_created', 'utm_source'],
      ['outbox_privacy_request', 'privacy_request_id'],
    ]);
  });
});
