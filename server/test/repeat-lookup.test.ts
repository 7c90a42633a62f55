// Guards the repeat-visitor look-up of the lead write path (server/leads/lead-writes.ts, commit
// 357ee68): per contact it reads only the oldest lead of the 30-day window, one indexed look-up
// with LIMIT 1, so a contact with many earlier leads costs a batch no more than one with a single
// lead. Before that commit the batch read every earlier lead of the contact. The queries the write
// path sends are captured by a Kysely plugin: the rows each look-up hands back, its SQL, and on
// SQLite its query plan (an index search, no sort). SQLite always, PostgreSQL with TEST_DATABASE_URL.
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { LeadsRepo } from '../leads/leads-repo.ts';
import { systemClock } from '../shared/clock.ts';
import { contactHasher } from '../shared/contact-hash.ts';
import { describeOnBackends, freshConfig, mailOutbox } from './helper.ts';

type Captured = { node: RootOperationNode; rows: number };

/** Records every SELECT … FROM leads and how many rows it returned. */
class LeadSelects implements KyselyPlugin {
  readonly captured: Captured[] = [];
  private readonly pending = new WeakMap<object, RootOperationNode>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const n = args.node;
    if (n.kind === 'SelectQueryNode' && n.from?.froms.some((f) => JSON.stringify(f).includes('"leads"')))
      this.pending.set(args.queryId, n);
    return n;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const node = this.pending.get(args.queryId);
    if (node) this.captured.push({ node, rows: args.result.rows.length });
    return args.result;
  }
}

const EARLIER = 60;

describeOnBackends('repeat-visitor look-up', (backend) => {
  let handle: DatabaseHandle;
  let remove: () => Promise<void> = async () => {};
  const plugin = new LeadSelects();
  let repo: LeadsRepo;
  const lead = (email: string, contact: string) => ({
    kind: 'availability' as const,
    data: {
      name: 'Many Leads',
      email,
      zipCode: '30301',
      contact,
      consentVersion: currentConsent.version,
    },
  });
  const meta = {
    ipHash: null,
    gpc: false,
    userAgent: null,
    answer: () => ({ statusCode: 201, body: {} }),
  };

  // The write path compiles each look-up with Kysely once per database instance and reuses its
  // SQL after that (lead-writes.ts compiledOnce): the plugin sees a look-up when it is compiled,
  // so the lead checked below goes through a repository on a database instance of its own.
  const repoOn = (db: DatabaseHandle['db']) =>
    new LeadsRepo(db, {
      mailFrom: 'website@example.com',
      leadsTo: 'sales@example.com',
      contactHash: contactHasher('test-contact-hash-secret'),
      outbox: mailOutbox(),
      clock: systemClock,
    });

  beforeAll(async () => {
    const fresh = await freshConfig(backend);
    remove = fresh.remove;
    handle = await openDatabase(fresh.config);
    repo = repoOn(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await remove();
  });

  it('reads one lead per contact (LIMIT 1 on its index) however many earlier leads it has', async () => {
    const created: string[] = [];
    for (let i = 0; i < EARLIER; i++) {
      const r = await repo.create(lead('many@example.com', '+14045550100'), meta);
      if (r.outcome === 'created') created.push(r.id);
    }
    expect(created).toHaveLength(EARLIER);

    const again = await repoOn(handle.db.withPlugin(plugin)).create(
      lead('Many@Example.com', '+14045550100'),
      meta,
    );
    if (again.outcome !== 'created') throw new Error(again.outcome);
    const row = await handle.db
      .selectFrom('leads')
      .select('duplicate_of')
      .where('id', '=', again.id)
      .executeTakeFirstOrThrow();
    expect(row.duplicate_of).toBe(created[0]);

    // The batch's look-ups: one for the e-mail, one for the phone; each hands back one row.
    const lookups = plugin.captured;
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.reduce((n, q) => n + q.rows, 0)).toBeLessThanOrEqual(2);
    for (const q of lookups) {
      const compiled = handle.db.getExecutor().compileQuery(q.node, { queryId: 'plan' } as never);
      expect(compiled.sql).toMatch(/ limit (\?|\$\d+)$/);
      expect(compiled.parameters.at(-1)).toBe(1);
      if (handle.dialect === 'sqlite') {
        const plan = await sql
          .raw(`explain query plan ${compiled.sql}`)
          .execute(handle.db)
          .then((r) => (r.rows as { detail: string }[]).map((p) => p.detail).join('\n'));
        // An index search on the contact and time, in created_at order: no scan of the table and
        // no sort of the contact's leads (only ties on created_at are ordered by id).
        expect(plan).toMatch(/SEARCH leads USING INDEX \w+ \((email_norm|phone)=\? AND created_at>\?\)/);
        expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      }
    }
  });
});
