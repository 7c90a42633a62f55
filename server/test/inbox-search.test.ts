// The inbox's search finds people (issue 29 item 6, decision 080): any word of the name, part of an
// e-mail, the last four or more digits of a phone, a ZIP, on the trigram index (FTS5 on SQLite,
// pg_trgm on PostgreSQL) that the lead's own transaction keeps; an erased lead is no longer found
// by what it was. Pages go forwards and backwards with the count of matching leads (capped). Each
// row carries the start of its newest note.
import { randomUUIDv7 } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { type InboxList, InboxPage } from '../../contracts/console.ts';
import {
  applyInboxFilter,
  countInbox,
  LAST_NOTE_CHARS,
  parseSearch,
  searchDialectOf,
} from '../leads/inbox-query.ts';
import type { Actor } from '../leads/lead-rules.ts';
import { ApiClient, describeOnBackends, serverForSuite } from './helper.ts';
import { searchedPeople } from './lead-bodies.ts';

const actor: Actor = { id: 'op-1', email: 'agent@example.com', role: 'agent', ipHash: 'x' };

describe('parseSearch', () => {
  it.each([
    ['ada@example.com', { by: 'email', email: 'ada@example.com' }],
    ['(703) 555-0142', { by: 'phone', phone: '+17035550142' }],
    ['0142', { by: 'digits', digits: '0142', zip: false }],
    ['22202', { by: 'digits', digits: '22202', zip: true }],
    ['Lovelace', { by: 'words', long: ['lovelace'], short: [] }],
    ['Jo Lovelace', { by: 'words', long: ['lovelace'], short: ['jo'] }],
    ['ada@exam', { by: 'words', long: ['ada@exam'], short: [] }],
    ['al', { by: 'name-prefix', prefix: 'al' }],
    ['   ', undefined],
  ])('%s', (term, expected) => {
    expect(parseSearch(term)).toEqual(expected);
  });
});

describeOnBackends('inbox search and pages', (backend) => {
  const suite = serverForSuite(backend);
  const people = [
    searchedPeople.ada,
    searchedPeople.grace,
    searchedPeople.alan,
    { name: 'José Núñez', email: 'jn@accents.example', contact: '(305) 555-9000', zipCode: '33101' },
  ];
  const ids: Record<string, string> = {};

  const inbox = (q: Record<string, string | number>) =>
    suite.server.app.leadViews.inbox(InboxPage.parse(q), actor) as Promise<InboxList>;
  const names = async (q: string) => (await inbox({ q })).items.map((l) => l.name).sort();

  it('stores leads through the lead path, each searchable in the same transaction', async () => {
    for (const p of people) {
      const res = await new ApiClient(suite.url).post('/api/send-contact-email', {
        ...p,
        page: '/service/tv',
        consentVersion: currentConsent.version,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      ids[p.name] = ((await res.json()) as { id: string }).id;
    }
  });

  it('finds any word of the name, case aside, not only its beginning', async () => {
    expect(await names('lovelace')).toEqual(['Ada Augusta Lovelace']);
    expect(await names('Brewster')).toEqual(['Grace Brewster Hopper']);
    expect(await names('TURING')).toEqual(['Alan Mathison Turing']);
    // Two words: both somewhere (name or e-mail); a short word only narrows.
    expect(await names('grace hopper')).toEqual(['Grace Brewster Hopper']);
    expect(await names('al turing')).toEqual(['Alan Mathison Turing']);
    expect(await names('xq lovelace')).toEqual([]);
    // The name prefix still works for one or two letters.
    expect(await names('al')).toEqual(['Alan Mathison Turing']);
    expect(await names('nobody')).toEqual([]);
    // The same query without the rows read ahead (the export; past FTS_READ_AHEAD matches).
    const db = suite.db();
    const direct = await applyInboxFilter(
      db.selectFrom('leads').select('leads.name'),
      InboxPage.parse({ q: 'brewster hopper' }),
      'me',
      searchDialectOf(db),
    ).execute();
    expect(direct.map((r) => r.name)).toEqual(['Grace Brewster Hopper']);
  });

  it.runIf(backend.name === 'postgres')(
    'PostgreSQL: a words search reads the trigram index (its expression is the one indexed)',
    async () => {
      const db = suite.db();
      const q = applyInboxFilter(
        db.selectFrom('leads').select('leads.id'),
        InboxPage.parse({ q: 'nunez' }),
        'me',
        'postgres',
      ).compile();
      // A handful of rows: the planner would scan them; forbid that to see whether the index fits.
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
          ...q,
          sql: `explain ${q.sql}`,
        });
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('leads_search_trgm');
    },
  );

  it('finds part of an e-mail and a whole one', async () => {
    expect(await names('amazing')).toEqual(['Grace Brewster Hopper']);
    expect(await names('king@anal')).toEqual(['Ada Augusta Lovelace']);
    expect(await names('bletchley.example')).toEqual(['Alan Mathison Turing']);
    expect(await names('ALAN@bletchley.example')).toEqual(['Alan Mathison Turing']);
    expect(await names('example')).toHaveLength(people.length);
  });

  it('finds the last four or more digits of a phone, and a ZIP', async () => {
    expect(await names('0142')).toEqual(['Ada Augusta Lovelace']);
    expect(await names('555-7788')).toEqual(['Grace Brewster Hopper']);
    expect(await names('5557788')).toEqual(['Grace Brewster Hopper']);
    // Digits in the middle of a phone are not its end.
    expect(await names('5550')).toEqual([]);
    // Five digits: a ZIP, or a phone that ends so ("22202" is Ada's ZIP and the end of Alan's phone).
    expect(await names('22202')).toEqual(['Ada Augusta Lovelace', 'Alan Mathison Turing']);
    expect(await names('94105')).toEqual(['Alan Mathison Turing']);
    expect(await names('(703) 555-0142')).toEqual(['Ada Augusta Lovelace']);
  });

  it('matches whatever the search has no index for without error (quotes, wildcards)', async () => {
    for (const q of ['"lovelace', 'a%b', 'x_y', 'ada AND king', 'name:ada', '***', "o'brien"]) {
      await expect(inbox({ q }), q).resolves.toBeTruthy();
    }
    expect(await names('a%b')).toEqual([]);
  });

  it('ignores accents and case, in the name searched and in the search itself', async () => {
    expect(await names('nunez')).toEqual(['José Núñez']);
    expect(await names('JOSE NUNEZ')).toEqual(['José Núñez']);
    expect(await names('Núñez')).toEqual(['José Núñez']);
    expect(await names('jo nunez')).toEqual(['José Núñez']);
  });

  it('gives each row its newest note, cut to LAST_NOTE_CHARS, and none once the lead is erased', async () => {
    const note = (lead: string, at: string, text: string, type: 'note' | 'status' = 'note') => ({
      id: randomUUIDv7(),
      lead_id: ids[lead] ?? '',
      at,
      operator_id: null,
      type,
      detail_json: JSON.stringify(type === 'note' ? { text } : { from: 'new', to: 'contacted' }),
      version: null,
    });
    await suite
      .db()
      .insertInto('lead_events')
      .values([
        note('Ada Augusta Lovelace', '2026-01-02T10:00:00.000Z', 'Left a voicemail.'),
        note('Ada Augusta Lovelace', '2026-01-03T10:00:00.000Z', 'Calls back after 5 pm.'),
        note('Ada Augusta Lovelace', '2026-01-04T10:00:00.000Z', '', 'status'),
        note('Grace Brewster Hopper', '2026-01-02T10:00:00.000Z', 'ü'.repeat(LAST_NOTE_CHARS + 40)),
        note('José Núñez', '2026-01-02T10:00:00.000Z', 'Speaks Spanish.'),
      ])
      .execute();
    const lastNote = async () => Object.fromEntries((await inbox({})).items.map((l) => [l.id, l.last_note]));
    const before = await lastNote();
    expect(before[ids['Ada Augusta Lovelace'] ?? '']).toBe('Calls back after 5 pm.');
    expect(before[ids['Grace Brewster Hopper'] ?? '']).toBe('ü'.repeat(LAST_NOTE_CHARS));
    expect(before[ids['Alan Mathison Turing'] ?? '']).toBeNull();
    expect(before[ids['José Núñez'] ?? '']).toBe('Speaks Spanish.');
  });

  it('forgets what an erased lead was: its name, e-mail, phone and notes are no longer found', async () => {
    expect(ids['José Núñez']).toBeDefined();
    // A deletion confirmed another way (npm run leads -- erase): the lead service erases the contact's leads.
    expect(await suite.server.app.privacy.eraseNow({ email: 'jn@accents.example' })).toBe(1);
    expect(await names('accents')).toEqual([]);
    expect(await names('9000')).toEqual([]);
    expect(await names('Núñez')).toEqual([]);
    const erased = (await inbox({})).items.find((l) => l.id === ids['José Núñez']);
    expect(erased?.last_note).toBeNull();
  });

  it('pages forwards and backwards with the range and the count of matching leads', async () => {
    // 63 leads more, straight into the table (the index's triggers / expression keep up).
    const rows = Array.from({ length: 63 }, (_, i) => ({
      id: `2026-01-01T00:00:00.000Z-${String(i).padStart(3, '0')}`,
      kind: 'contact' as const,
      name: `Pager Person${i}`,
      email: `pager${i}@paging.example`,
      email_norm: `pager${i}@paging.example`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      status: 'new' as const,
      gpc: 0,
      language: 'en' as const,
      do_not_sell: 0,
      do_not_contact: 0,
      previously_opted_out: 0,
      version: 1,
    }));
    await suite.db().insertInto('leads').values(rows).execute();
    const first = await inbox({ q: 'paging', limit: 50 });
    expect(first).toMatchObject({ total: 63, capped: false, prevCursor: null });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.name).toBe('Pager Person62');
    const second = await inbox({ q: 'paging', limit: 50, cursor: first.nextCursor as string });
    expect(second.items.map((l) => l.name)).toEqual(
      Array.from({ length: 13 }, (_, i) => `Pager Person${12 - i}`),
    );
    expect(second).toMatchObject({ nextCursor: null, total: 63 });
    expect(second.prevCursor).toBeTruthy();
    // Previous: the same first page again, in the same order, with no page before it.
    const back = await inbox({ q: 'paging', limit: 50, before: second.prevCursor as string });
    expect(back.items.map((l) => l.id)).toEqual(first.items.map((l) => l.id));
    expect(back.prevCursor).toBeNull();
    expect(back.nextCursor).toBe(first.nextCursor);
    // Oldest first, backwards too.
    const o1 = await inbox({ q: 'paging', limit: 20, sort: 'oldest' });
    const o2 = await inbox({ q: 'paging', limit: 20, sort: 'oldest', cursor: o1.nextCursor as string });
    const o1again = await inbox({ q: 'paging', limit: 20, sort: 'oldest', before: o2.prevCursor as string });
    expect(o1again.items.map((l) => l.id)).toEqual(o1.items.map((l) => l.id));
    // Every lead: counted whole while small.
    expect((await inbox({})).total).toBe(people.length + 63);
    // Past the cap the count stops: "at least".
    const db = suite.db();
    expect(await countInbox(db, InboxPage.parse({ q: 'paging' }), 'me', 10)).toEqual({
      total: 10,
      capped: true,
    });
    // With another filter the count reads the leads (SQLite: a search alone counts in the FTS table).
    expect(await countInbox(db, InboxPage.parse({ q: 'paging', kind: 'contact' }), 'me', 10)).toEqual({
      total: 10,
      capped: true,
    });
    expect(await countInbox(db, InboxPage.parse({ q: 'paging', kind: 'package' }), 'me', 10)).toEqual({
      total: 0,
      capped: false,
    });
    expect(await countInbox(db, InboxPage.parse({ q: 'paging person6' }), 'me', 100)).toEqual({
      total: 4, // Person6, Person60, 61, 62
      capped: false,
    });
    expect(await countInbox(db, InboxPage.parse({ q: 'paging' }), 'me', 63)).toEqual({
      total: 63,
      capped: false,
    });
  });

  it('keeps the search index in the lead table (SQLite: nothing to rebuild)', async () => {
    if (backend.name !== 'sqlite') return;
    const check =
      await sql`insert into leads_search (leads_search, rank) values ('integrity-check', 1)`.execute(
        suite.db(),
      );
    expect(check).toBeTruthy();
  });
});
