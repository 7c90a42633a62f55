// An admin uploads a Broadband Facts label CSV in the console (POST /api/admin/data/labels): the
// same reader and checks as `npm run data -- import-labels`, all-or-nothing, every error by line
// and column, audited; GET /api/admin/data then shows the attempt. On SQLite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { sampleFiles } from '../broadband/sample.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { type ConsoleClient, describeOnBackends, serverForSuite } from './helper.ts';

const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');

describeOnBackends('label upload in the console', (backend) => {
  const suite = serverForSuite(backend, () => ({ config: { siteUrl: SITE } }));
  const { db } = suite;
  let admin: ConsoleClient;
  let csv: string;

  beforeAll(async () => {
    const files = sampleFiles(mkdtempSync(join(tmpdir(), 'labels-')));
    csv = readFileSync(files.labels[0] as string, 'utf8');
    admin = (await signedInOperator(db(), suite.url, { email: 'data-admin@example.com', role: 'admin' })).c;
  });

  const labelCount = async () => (await db().selectFrom('plan_labels').select('id').execute()).length;
  /** The newest import attempt, as GET /api/admin/data shows it. */
  const lastImport = async () => (await (await admin.get('/api/admin/data')).json()).imports[0];
  const auditRows = (action: string) =>
    db().selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('imports a clean file, shows it in the data state and audits it', async () => {
    const res = await admin.post('/api/admin/data/labels', { name: 'acme-labels.csv', data: b64(csv) });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ok: true });
    expect(body.labels).toBeGreaterThan(0);
    expect(await lastImport()).toMatchObject({ kind: 'labels', status: 'imported' });
    const audited = await auditRows('data.labels_imported');
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
      data: b64(`${lines.join('\r\n')}\r\n`),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    // The API's error body (contracts/api.ts ApiError) with the file's problems in `errors`.
    expect(body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(body.errors.map((e: { line: number }) => e.line)).toEqual(expect.arrayContaining([2, 3]));
    expect(body.errors.every((e: { message: string }) => e.message.length > 0)).toBe(true);
    expect(await labelCount()).toBe(before);
    expect(await lastImport()).toMatchObject({ kind: 'labels', status: 'failed' });
    expect(await auditRows('data.labels_refused')).toHaveLength(1);
  });

  it('answers 400 to an upload that is not a file', async () => {
    expect(
      (await admin.post('/api/admin/data/labels', { name: '../etc/passwd', data: b64(csv) })).status,
    ).toBe(400);
    expect((await admin.post('/api/admin/data/labels', { name: 'x.csv', data: '' })).status).toBe(400);
  });

  it('refuses a spreadsheet, a stray quote and an infinite price with 422, records each attempt, changes nothing', async () => {
    const before = await labelCount();
    const header = csv.split(/\r?\n/)[0] as string;
    const cases: [string, string | Uint8Array, RegExp][] = [
      ['labels.xlsx', Buffer.from('PK\u0003\u0004\u0014\u0000workbook', 'latin1'), /Excel workbook/],
      ['quote.csv', `${header}\r\n"F0000000001AAAAAAAAAAAAAAA,x\r\n`, /never closed/],
      [
        'huge.csv',
        csv.replace(/(\r?\n[^,]+(?:,[^,]*){4}),\d+(\.\d+)?,/, `$1,1${'0'.repeat(400)},`),
        /not an amount/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const res = await admin.post('/api/admin/data/labels', { name, data: b64(content) });
      expect(res.status, name).toBe(422);
      const body = await res.json();
      expect(body.errors[0].message, name).toMatch(message);
      const attempt = await lastImport();
      expect(attempt, name).toMatchObject({ kind: 'labels', status: 'failed' });
      expect(attempt.files[0].name, name).toBe(name);
    }
    expect(await labelCount()).toBe(before);
  });

  it('reads a file of a million bad rows with a bounded count of errors while the server answers', async () => {
    const header = csv.split(/\r?\n/)[0] as string;
    const data = b64(`${header}\n${'x\n'.repeat(1_000_000)}`);
    const upload = admin.post('/api/admin/data/labels', { name: 'million.csv', data });
    // The server keeps answering other requests while it reads the file.
    const answered: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        answered.push((await fetch(`${suite.url}/api/plans?zip=98101`)).status);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const res = await upload;
    done = true;
    await probe;
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toMatch(/1,001 errors/);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((s) => s === 200)).toBe(true);
  });

  it('answers concurrent uploads with 200 or 409, never a 500', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin.post('/api/admin/data/labels', { name: `c${i}.csv`, data: b64(csv) }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(statuses).toContain(200);
  });

  it('stores a Windows-1252 file converted, not garbled', async () => {
    const lines = csv.trimEnd().split(/\r?\n/);
    const named = (lines[1] as string).replace(/^([^,]+,[^,]+,)[^,]*,/, '$1Fiber 1 Gig – Résidential,');
    const text = `${lines[0]}\r\n${named}\r\n`;
    const cp1252 = Buffer.from(
      Array.from(text, (ch) => (ch === '–' ? 0x96 : ch === 'é' ? 0xe9 : ch.charCodeAt(0))),
    );
    const res = await admin.post('/api/admin/data/labels', { name: 'cp1252.csv', data: b64(cp1252) });
    expect(res.status, await res.clone().text()).toBe(200);
    const id = (lines[1] as string).split(',')[0] as string;
    const row = await db()
      .selectFrom('plan_labels')
      .select('label_json')
      .where('unique_plan_id', '=', id)
      .where('current', '=', 1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.label_json).servicePlanName).toBe('Fiber 1 Gig – Résidential');
  });
});
