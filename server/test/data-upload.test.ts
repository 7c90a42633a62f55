// An admin uploads a Broadband Facts label CSV in the console (POST /api/admin/data/labels): the
// same reader and checks as `npm run data -- import-labels`, all-or-nothing, every error by line
// and column, audited; GET /api/admin/data then shows the attempt. On SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { sampleFiles } from '../broadband/sample.ts';
import { inviteOperator } from '../console/operators.ts';
import { SoftAuthenticator } from '../console/soft-authenticator.ts';
import { ConsoleClient, describeOnBackends, mailOutbox, serverForSuite } from './helper.ts';

const SITE = 'http://localhost:3000';

describeOnBackends('label upload in the console', (backend) => {
  const suite = serverForSuite(backend, () => ({ config: { siteUrl: SITE } }));
  const { db } = suite;
  let admin: ConsoleClient;
  let csv: string;

  beforeAll(async () => {
    const files = sampleFiles(mkdtempSync(join(tmpdir(), 'labels-')));
    csv = readFileSync(files.labels[0] as string, 'utf8');
    const { link } = await inviteOperator(
      db(),
      { email: 'data-admin@example.com', role: 'admin' },
      { siteUrl: SITE, outbox: mailOutbox(), now: Date.now() },
    );
    admin = new ConsoleClient(suite.url);
    expect((await admin.enroll(link, new SoftAuthenticator(SITE))).status).toBe(200);
  });

  const labelCount = async () => (await db().selectFrom('plan_labels').select('id').execute()).length;

  it('imports a clean file, shows it in the data state and audits it', async () => {
    const res = await admin.post('/api/admin/data/labels', { name: 'acme-labels.csv', csv });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ok: true });
    expect(body.labels).toBeGreaterThan(0);
    const state = await (await admin.get('/api/admin/data')).json();
    expect(state.imports[0]).toMatchObject({ kind: 'labels', status: 'imported' });
    const audited = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'data.labels_imported')
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]?.operator_email).toBe('data-admin@example.com');
  });

  it('refuses a broken file with every error by line and column and changes nothing', async () => {
    const before = await labelCount();
    const lines = csv.trimEnd().split(/\r?\n/);
    // Line 2: a price that is no number; line 3: a plan id of the wrong shape.
    lines[1] = (lines[1] as string).replace(/,\d+\.\d\d,/, ',about fifty,');
    lines[2] = (lines[2] as string).replace(/^F\d{10}/, 'X12');
    const res = await admin.post('/api/admin/data/labels', {
      name: 'broken.csv',
      csv: `${lines.join('\r\n')}\r\n`,
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.errors.map((e: { line: number }) => e.line)).toEqual(expect.arrayContaining([2, 3]));
    expect(body.errors.every((e: { message: string }) => e.message.length > 0)).toBe(true);
    expect(await labelCount()).toBe(before);
    const state = await (await admin.get('/api/admin/data')).json();
    expect(state.imports[0]).toMatchObject({ kind: 'labels', status: 'failed' });
    const refused = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'data.labels_refused')
      .execute();
    expect(refused).toHaveLength(1);
  });

  it('answers 400 to an upload that is not a file', async () => {
    expect((await admin.post('/api/admin/data/labels', { name: '../etc/passwd', csv })).status).toBe(400);
    expect((await admin.post('/api/admin/data/labels', { name: 'x.csv', csv: '' })).status).toBe(400);
  });
});
