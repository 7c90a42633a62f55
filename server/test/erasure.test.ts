// Erasure leaves nothing: after a confirmed deletion, and after the retention period, the person's
// e-mail, phone and name appear nowhere we keep data: no row of any table (listed from the
// database itself, so a table added later is searched too), no outbox body of any kind (the sales
// notification, the confirmation mails, the access copy once sent, the webhook payloads of both
// endpoints), no .eml file, no note, no audit detail (an export filtered by their e-mail included).
// On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { WebhookReceiver } from '../../scripts/sinks.ts';
import { offsetClock } from '../clock.ts';
import { inviteOperator } from '../console/operators.ts';
import { SoftAuthenticator } from '../console/soft-authenticator.ts';
import {
  ApiClient,
  ConsoleClient,
  describeOnBackends,
  mailOutbox,
  serverForSuite,
  waitFor,
} from './helper.ts';

const SECRET = `whsec_${Buffer.from('erasure-test-secret-erasure-test').toString('base64')}`;
const SITE = 'http://localhost:3000';
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

  /** An admin who writes a note on the lead and exports a search for the person. */
  async function operatorWorks(leadId: string, p: ReturnType<typeof person>) {
    const { link } = await inviteOperator(
      db(),
      { email: `admin${seq}@example.com`, role: 'admin' },
      { siteUrl: SITE, outbox: mailOutbox(), now: clock() },
    );
    const c = new ConsoleClient(suite.url);
    expect((await c.enroll(link, new SoftAuthenticator(SITE))).status).toBe(200);
    expect(
      (await c.post(`/api/admin/leads/${leadId}/notes`, { text: `Called ${p.name} at ${p.phone}` })).status,
    ).toBe(204);
    expect((await c.get(`/api/admin/leads/export.csv?q=${encodeURIComponent(p.email)}`)).status).toBe(200);
    expect((await c.get(`/api/admin/leads/${leadId}`)).status).toBe(200);
  }

  async function confirmed(type: 'access' | 'delete' | 'do-not-contact', email: string) {
    expect((await new ApiClient(suite.url).post('/api/privacy-requests', { email, type })).status).toBe(202);
    const mail = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .where('kind', '=', 'privacy-confirm')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body ?? '')?.[1];
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

  const needlesOf = (p: ReturnType<typeof person>) => [p.email, p.phone, p.phone.slice(2), p.name];

  /** The erasure is the lead service's one change: its timeline event and audit row, no personal data. */
  async function expectErasureRecorded(id: string, reason: 'request' | 'retention') {
    const event = await db()
      .selectFrom('lead_events')
      .select('detail_json')
      .where('lead_id', '=', id)
      .where('type', '=', 'erased')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.detail_json)).toMatchObject({ reason });
    const audited = await db()
      .selectFrom('audit_log')
      .select(['detail_json', 'operator_id'])
      .where('action', '=', 'lead.erased')
      .where('target', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audited.detail_json ?? '{}')).toMatchObject({ reason });
    expect(audited.operator_id).toBeNull();
  }

  it('after a confirmed deletion', async () => {
    const p = person();
    const id = await leadOf(p);
    await operatorWorks(id, p);
    await confirmed('access', p.email);
    // A stop-contact first: its lead.updated goes to both endpoints too.
    await confirmed('do-not-contact', p.email);
    await delivered();
    // The copy, the notification and both endpoints' payloads held the person before.
    const before = JSON.stringify(await db().selectFrom('outbox').selectAll().execute());
    expect(before).toContain(p.email);
    expect(receivers.every((r) => r.received > 0)).toBe(true);

    await confirmed('delete', p.email);
    await delivered();
    await expectNowhere(needlesOf(p));
    await expectErasureRecorded(id, 'request');
  });

  it('after an erasure an operator carried out by phone (npm run leads -- erase --phone)', async () => {
    const p = person();
    const id = await leadOf(p);
    await operatorWorks(id, p);
    await delivered();
    expect(await suite.server.app.privacy.eraseNow({ email: '', phone: p.phone })).toBe(1);
    await delivered();
    await expectNowhere(needlesOf(p));
    await expectErasureRecorded(id, 'request');
  });

  it('after the retention period', async () => {
    const p = person();
    const id = await leadOf(p);
    await operatorWorks(id, p);
    await delivered();
    clock.advance(suite.config.leadRetentionDays * DAY + DAY);
    await suite.server.app.scheduler.tick();
    await delivered();
    await expectNowhere(needlesOf(p));
    await expectErasureRecorded(id, 'retention');
  });
});
