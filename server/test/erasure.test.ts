// Erasure leaves nothing: after a confirmed deletion, and after the retention period, the person's
// e-mail, phone and name appear nowhere we keep data: no row of any table (listed from the
// database itself, so a table added later is searched too), no outbox body of any kind (the sales
// notification, the confirmation mails, the access copy once sent, the webhook payloads of both
// endpoints), no .eml file, no note, no reason an agent gave for contacting them after they asked
// not to be (timeline and audit), no audit detail (an export filtered by their e-mail included); and
// in no file under DATA_DIR, read as bytes (SQLite's WAL included, decision 083). On SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { WebhookReceiver } from '../../scripts/sinks.ts';
import { openSqlite } from '../db/node-sqlite-dialect.ts';
import { purgeErased } from '../db/purge.ts';
import type { LeadEventsTable } from '../db/schema.ts';
import { WalScrubber } from '../db/wal-scrub.ts';
import { offsetClock } from '../shared/clock.ts';
import { SITE, signedInOperator } from './console-support.ts';
import {
  ApiClient,
  describeOnBackends,
  privacyConfirmToken,
  removeDir,
  serverForSuite,
  waitFor,
} from './helper.ts';

const SECRET = `whsec_${Buffer.from('erasure-test-secret-erasure-test').toString('base64')}`;
const DAY = 86_400_000;

describeOnBackends('erasure leaves nothing', (backend) => {
  const receivers = [
    new WebhookReceiver({ secret: SECRET, path: '/crm-a' }),
    new WebhookReceiver({ secret: SECRET, path: '/crm-b' }),
  ];
  const clock = offsetClock();
  beforeAll(async () => {
    for (const r of receivers) await r.up();
  });
  afterAll(async () => {
    for (const r of receivers) await r.down();
  });
  const suite = serverForSuite(backend, () => ({
    config: {
      siteUrl: SITE,
      worker: true,
      webhooks: { urls: receivers.map((r) => r.url), secret: SECRET },
    },
    options: { now: clock },
  }));
  const { db } = suite;
  const mailDir = () => join(suite.config.dataDir, 'mail');
  let seq = 0;

  function person() {
    seq++;
    return {
      name: `Erin Erasable${seq}`,
      email: `erin.${seq}.${Date.now().toString(36)}@example.com`,
      phone: `+1415555${String(1000 + seq).slice(-4)}`,
      // What an agent writes to contact them after they asked not to be (decision 077).
      reason: `Erin called back from 206-555-01${String(10 + seq).slice(-2)} and asked for a quote`,
    };
  }

  async function leadOf(p: ReturnType<typeof person>) {
    const res = await new ApiClient(suite.url).post('/api/send-contact-email', {
      kind: 'availability',
      name: p.name,
      email: p.email,
      zipCode: '94103',
      contact: p.phone,
      address: `${seq} Forget Me Lane`,
      consentVersion: currentConsent.version,
      page: '/service/internet',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).id as string;
  }

  /** The detail of the lead's one `type` event on its timeline. */
  async function eventDetail(leadId: string, type: LeadEventsTable['type']) {
    const event = await db()
      .selectFrom('lead_events')
      .select('detail_json')
      .where('lead_id', '=', leadId)
      .where('type', '=', type)
      .executeTakeFirstOrThrow();
    return JSON.parse(event.detail_json);
  }

  /**
   * An admin who writes a note on the lead, sees the person ask not to be contacted (a confirmed
   * request), contacts them anyway with a reason, and exports a search for the person.
   */
  async function operatorWorks(leadId: string, p: ReturnType<typeof person>) {
    const { c } = await signedInOperator(
      db(),
      suite.url,
      { email: `admin${seq}@example.com`, role: 'admin' },
      clock(),
    );
    expect(
      (await c.post(`/api/admin/leads/${leadId}/notes`, { text: `Called ${p.name} at ${p.phone}` })).status,
    ).toBe(204);
    // With the phone: an opt-out may name it (and the erasure by phone then finds this request).
    await confirmed('do-not-contact', p.email, p.phone);
    const contacted = await c.post(`/api/admin/leads/${leadId}/status`, {
      status: 'contacted',
      reason: p.reason,
    });
    expect(contacted.status, await contacted.clone().text()).toBe(204);
    expect(await eventDetail(leadId, 'status')).toMatchObject({ reason: p.reason, doNotContact: true });
    expect((await c.get(`/api/admin/leads/export.csv?q=${encodeURIComponent(p.email)}`)).status).toBe(200);
    expect((await c.get(`/api/admin/leads/${leadId}`)).status).toBe(200);
  }

  async function confirmed(type: 'access' | 'delete' | 'do-not-contact', email: string, phone?: string) {
    expect(
      (
        await new ApiClient(suite.url).post('/api/privacy-requests', {
          email,
          type,
          ...(phone ? { phone } : {}),
        })
      ).status,
    ).toBe(202);
    const token = await privacyConfirmToken(db(), email);
    expect((await new ApiClient(suite.url).post('/api/privacy-requests/confirm', { token })).status).toBe(
      200,
    );
  }

  const delivered = () =>
    waitFor(
      async () =>
        (await db().selectFrom('outbox').select('id').where('status', '=', 'pending').execute()).length === 0,
      { what: 'every outbox message delivered' },
    );

  /** Every table the database has, by its own catalogue. */
  async function allTables(): Promise<string[]> {
    const rows =
      backend.name === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db()))
            .rows
        : (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              db(),
            )
          ).rows;
    return rows.map((r) => r.name).filter((n) => !n.startsWith('sqlite_'));
  }

  async function expectNowhere(needles: string[]) {
    const tables = await allTables();
    expect(tables).toEqual(
      expect.arrayContaining(['leads', 'outbox', 'lead_events', 'audit_log', 'privacy_requests']),
    );
    for (const t of tables) {
      const dump = JSON.stringify((await sql`select * from ${sql.table(t)}`.execute(db())).rows);
      for (const n of needles)
        expect(dump.toLowerCase().includes(n.toLowerCase()), `${n} in table ${t}`).toBe(false);
    }
    for (const f of readdirSync(mailDir())) {
      const text = readFileSync(join(mailDir(), f), 'utf8');
      const row = await db()
        .selectFrom('outbox')
        .select(['kind', 'status', 'privacy_request_id', 'lead_id'])
        .where('id', '=', f.replace(/\.eml$/, ''))
        .executeTakeFirst();
      for (const n of needles)
        expect(text.toLowerCase().includes(n.toLowerCase()), `${n} in ${f} (${JSON.stringify(row)})`).toBe(
          false,
        );
    }
  }

  const needlesOf = (p: ReturnType<typeof person>) => [
    p.email,
    p.phone,
    p.phone.slice(2),
    p.name,
    p.reason,
    /206-555-01\d\d/.exec(p.reason)?.[0] as string,
  ];

  /** Every file under `dir`, however deep. */
  function filesUnder(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  }

  /** The needles found in the bytes of any file under DATA_DIR (the database, its WAL, mail). */
  function inFiles(needles: string[]): string[] {
    const found: string[] = [];
    for (const f of filesUnder(suite.config.dataDir)) {
      const bytes = readFileSync(f);
      for (const n of needles)
        for (const form of new Set([n, n.toLowerCase()]))
          if (bytes.includes(Buffer.from(form, 'utf8')))
            found.push(`${n} in ${f.slice(suite.config.dataDir.length)}`);
    }
    return found;
  }

  /**
   * Erased down to the file: within seconds of the erasure, with no other traffic (the WAL is
   * emptied after the erasure commits), none of it is in any file under DATA_DIR.
   */
  async function expectInNoFile(needles: string[]) {
    await waitFor(() => inFiles(needles).length === 0, {
      timeoutMs: 5000,
      what: 'the erased values gone from every file',
    }).catch(() => {});
    expect(inFiles(needles)).toEqual([]);
  }

  /**
   * PostgreSQL: the needles found in the files of this database (its tables, indexes, TOAST and
   * catalogs under base/<oid>/), read by the server for us (pg_read_binary_file: the test's role is
   * a superuser of the throwaway server).
   */
  async function inDatabaseFiles(needles: string[]): Promise<string[]> {
    const dir = (
      await sql<{
        dir: string;
      }>`select 'base/' || oid as dir from pg_database where datname = current_database()`.execute(db())
    ).rows[0]?.dir as string;
    const files = (await sql<{ f: string }>`select pg_ls_dir(${dir}) as f`.execute(db())).rows.map(
      (r) => r.f,
    );
    const found: string[] = [];
    for (const f of files) {
      const path = `${dir}/${f}`;
      const row = (
        await sql<{
          b: Buffer | null;
        }>`select pg_read_binary_file(${path}::text, 0, 100000000, true) as b`.execute(db())
      ).rows[0];
      for (const n of needles) if (row?.b?.includes(Buffer.from(n, 'utf8'))) found.push(`${n} in ${path}`);
    }
    return found;
  }

  /**
   * What decision 083 promises on PostgreSQL: after the erasure and the daily purge (`npm run
   * leads -- purge`), none of it is in any table, index or catalog file of the database. (Not
   * promised: pg_wal until its segments are reused, backups until they expire.)
   */
  async function expectPurgedFromDatabaseFiles(needles: string[]) {
    // The erased values are in the files before the purge: the search finds what it looks for.
    await sql`checkpoint`.execute(db());
    expect((await inDatabaseFiles(needles)).length).toBeGreaterThan(0);
    const report = await purgeErased(suite.server.app.database);
    expect(report.tables).toEqual(expect.arrayContaining(['leads', 'outbox', 'privacy_requests']));
    expect(report.checkpointed).toBe(true);
    expect(await inDatabaseFiles(needles)).toEqual([]);
  }

  /** The person is in the files before the erasure: the search finds what it looks for. */
  function expectInFiles(p: ReturnType<typeof person>) {
    const found = inFiles([p.email, p.reason]);
    expect(found.some((f) => f.startsWith(p.email))).toBe(true);
    expect(found.some((f) => f.startsWith(p.reason))).toBe(true);
  }

  /** The erasure is the lead service's one change: its timeline event and audit row, no personal data. */
  async function expectErasureRecorded(id: string, reason: 'request' | 'retention') {
    expect(await eventDetail(id, 'erased')).toMatchObject({ reason });
    const audited = await db()
      .selectFrom('audit_log')
      .select(['detail_json', 'operator_id'])
      .where('action', '=', 'lead.erased')
      .where('target', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audited.detail_json ?? '{}')).toMatchObject({ reason });
    expect(audited.operator_id).toBeNull();
  }

  /** A new person's lead that an operator worked on (operatorWorks). */
  async function workedLead() {
    const p = person();
    const id = await leadOf(p);
    await operatorWorks(id, p);
    return { p, id };
  }

  /** Once the erasure's mail and webhooks are out: the person nowhere, the erasure recorded, in no file. */
  async function expectErased(p: ReturnType<typeof person>, id: string, reason: 'request' | 'retention') {
    await delivered();
    await expectNowhere(needlesOf(p));
    await expectErasureRecorded(id, reason);
    if (backend.name === 'sqlite') await expectInNoFile(needlesOf(p));
    else await expectPurgedFromDatabaseFiles(needlesOf(p));
  }

  it('after a confirmed deletion', async () => {
    // A stop-contact first (operatorWorks): its lead.updated goes to both endpoints too.
    const { p, id } = await workedLead();
    await confirmed('access', p.email);
    await delivered();
    if (backend.name === 'sqlite') expectInFiles(p);
    // The copy, the notification and both endpoints' payloads held the person before.
    const before = JSON.stringify(await db().selectFrom('outbox').selectAll().execute());
    expect(before).toContain(p.email);
    expect(receivers.every((r) => r.received > 0)).toBe(true);

    await confirmed('delete', p.email);
    await expectErased(p, id, 'request');
  });

  it('after an erasure an operator carried out by phone (npm run leads -- erase --phone)', async () => {
    const { p, id } = await workedLead();
    await delivered();
    expect(await suite.server.app.privacy.eraseNow({ email: '', phone: p.phone })).toBe(1);
    await expectErased(p, id, 'request');
  });

  it('after the retention period', async () => {
    const { p, id } = await workedLead();
    await delivered();
    clock.advance(suite.config.leadRetentionDays * DAY + DAY);
    await suite.server.app.scheduler.tick();
    await expectErased(p, id, 'retention');
  });
});

describe("SQLite's WAL after an erasure, while a reader holds an old snapshot", () => {
  it('retries the checkpoint without blocking writers, and empties the WAL once the reader is done', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'homewire-scrub-'));
    const file = join(dir, 'site.db');
    const writer = openSqlite(file);
    const reader = openSqlite(file);
    const scrub = new WalScrubber(file);
    try {
      writer.exec('create table t (x text)');
      writer.exec(`insert into t values ('held.reader@example.com')`);
      // A reader's snapshot from before the erasure (another process, a long export).
      reader.exec('begin');
      reader.prepare('select * from t').all();
      writer.exec(`update t set x = ''`);
      scrub.request();
      expect(await scrub.settled(300)).toBe(false);
      // Meanwhile writers go on at once (the checkpoint never waits on a lock).
      const t0 = performance.now();
      writer.exec(`insert into t values ('another lead')`);
      expect(performance.now() - t0).toBeLessThan(100);
      expect(readFileSync(`${file}-wal`).includes('held.reader@example.com')).toBe(true);
      reader.exec('commit');
      expect(await scrub.settled(10_000)).toBe(true);
      expect(statSync(`${file}-wal`).size).toBe(0);
      for (const f of readdirSync(dir))
        expect(readFileSync(join(dir, f)).includes('held.reader@example.com'), f).toBe(false);
    } finally {
      scrub.close();
      reader.close();
      writer.close();
      removeDir(dir);
    }
  });
});
