// Broadband Facts label files as providers publish them (issue 34): the two real files in
// tests/fixtures/labels import unchanged with what their README lists; Spectrum's mobile shape
// (Mobile, speed and latency ranges), Frontier's shape (a plan per file, CRLF, kbps), a
// spreadsheet, a stray quote, Windows-1252, a Spanish label, absurd numbers, hostile links and
// text, a file of a million bad rows. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { PlanLabel } from '../../contracts/plans.ts';
import { importLabelFiles, MAX_LABEL_ERRORS, readLabels, retireLabels } from '../broadband/import-labels.ts';
import { appForSuite, describeOnBackends, removeDir } from './helper.ts';

const FIXTURES = join(import.meta.dirname, '../../tests/fixtures/labels');
const SPECTRUM = join(FIXTURES, 'spectrum-residential.csv');
const FCC = join(FIXTURES, 'fcc-example-label.csv');
const AT = '2026-11-27T10:00:00.000Z';
const dir = mkdtempSync(join(tmpdir(), 'label-files-'));
afterAll(() => removeDir(dir));
const file = (name: string, content: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** The FCC template's header, as Spectrum publishes it. */
const HEADER = readFileSync(SPECTRUM, 'utf8').split(/\r?\n/)[0] as string;
const COLUMNS = HEADER.split(',');
const row = (fields: Record<string, string>) =>
  COLUMNS.map((c) => {
    const v = fields[c] ?? 'NULL';
    return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(',');
const plan = (id: string, extra: Record<string, string> = {}) => ({
  unique_plan_id: id,
  provider_name: 'Acme',
  service_plan_name: 'Internet',
  connection_type: 'Fixed',
  monthly_price: '50.00',
  intro_rate: 'No',
  contract_req: 'No',
  typical_download_speed: '300',
  typical_upload_speed: '20',
  typical_latency: '25',
  ...extra,
});
const csv = (rows: Record<string, string>[], eol = '\n') => [HEADER, ...rows.map(row)].join(eol) + eol;

async function labelsOf(path: string): Promise<PlanLabel[]> {
  const r = await readLabels(readFileSync(path), path, { unit: 'mbps' });
  expect(r.errors).toEqual([]);
  return r.labels.map((l) => l.label);
}

/** The label read from a file of one plan: `id`, with `fields` over the usual ones. */
async function labelOfOnePlan(id: string, fields: Record<string, string>): Promise<PlanLabel> {
  const labels = await labelsOf(file(`${id}.csv`, csv([plan(id, fields)])));
  expect(labels).toHaveLength(1);
  return labels[0] as PlanLabel;
}

it('reads the FCC example label as its README says', async () => {
  const [l] = await labelsOf(FCC);
  expect(l).toMatchObject({
    uniquePlanId: 'F0005937974123ABC456EMC789',
    frn: '0005937974',
    fixed: true,
    technology: null,
    servicePlanName: '10G Unlimited World',
    tierPlanName: 'Gold',
    monthlyPrice: 59.95,
    introRate: true,
    introRatePrice: 39.95,
    introRateMonths: 6,
    contractRequired: true,
    contractMonths: 24,
    earlyTerminationFee: 90,
    oneTimeFees: [
      { description: 'Equipment cost', amount: 25 },
      { description: 'installation fee', amount: 50 },
    ],
    monthlyFees: [
      { description: 'Equipment rental', amount: 9.95 },
      { description: 'virus protection subscription', amount: 4 },
    ],
    tax: 'Included',
    typicalDownloadMbps: 43.6,
    typicalUploadMbps: 4.07,
    typicalLatencyMs: 139,
    monthlyDataAllowanceGb: 50,
    dataUnlimited: false,
    overUsagePrice: 5,
    overUsageIncrementGb: 10,
  });
});

it("reads Spectrum's residential file as published: Fixed, Up to and Included fees, NULL, trailing spaces", async () => {
  const labels = await labelsOf(SPECTRUM);
  expect(labels).toHaveLength(139);
  expect(new Set(labels.map((l) => l.frn))).toEqual(new Set(['0025646373']));
  expect(labels.every((l) => l.fixed && l.technology === null && l.language === 'en')).toBe(true);
  const ca = labels.find((l) => l.uniquePlanId === 'F0025646373251030SIFCALAEN') as PlanLabel;
  expect(ca.oneTimeFees.at(-1)).toEqual({ description: 'Late Fee', amount: 8.95, basis: 'up-to' });
  expect(ca).toMatchObject({
    typicalDownloadMbps: 475,
    typicalUploadMbps: 11,
    tierPlanName: null,
    monthlyDataAllowanceGb: null,
    dataUnlimited: true,
  });
  const assist = labels.find((l) => l.uniquePlanId === 'F0025646373251030SA4NCASEN') as PlanLabel;
  expect(assist.monthlyFees).toEqual([
    { description: 'California Cost Recovery Charge', amount: 1.25 },
    { description: 'Modem and Advanced WiFi service', amount: 0, basis: 'included' },
  ]);
});

it.each<{ what: string; id: string; fields: Record<string, string>; read: Partial<PlanLabel> }>([
  {
    what: 'reads a mobile file: Mobile, speed and latency ranges, the low end for filters',
    id: 'M0025646373251030MOBUNLIME',
    fields: {
      connection_type: 'Mobile',
      typical_download_speed: '67 - 622',
      typical_upload_speed: '8-72 Mbps',
      typical_latency: '35-58',
      monthly_data_allow: 'Unlimited',
    },
    read: {
      fixed: false,
      typicalDownloadMbps: 67,
      typicalDownloadMaxMbps: 622,
      typicalUploadMbps: 8,
      typicalUploadMaxMbps: 72,
      typicalLatencyMs: 35,
      typicalLatencyMaxMs: 58,
    },
  },
  {
    what: 'keeps only http(s) links and removes control and bidi characters from label text',
    id: 'F0000000009LINKS0000000010',
    fields: {
      service_plan_name: 'Fast\u202e evil\u0000\u0007 plan',
      contract_terms_url: 'javascript:alert(1)',
      bundle_discounts_url: 'data:text/html,<b>x</b>',
      data_allowance_policy_url: '//evil.example/x',
      network_management_policy_url: 'www.acme.example/network',
      privacy_policy_url: 'See our website',
      customer_support_web: 'https://acme.example/help',
    },
    read: {
      servicePlanName: 'Fast evil plan',
      contractTermsUrl: null,
      bundleDiscountsUrl: null,
      dataAllowancePolicyUrl: null,
      networkManagementPolicyUrl: 'https://www.acme.example/network',
      privacyPolicyUrl: 'See our website',
      customerSupportWeb: 'https://acme.example/help',
    },
  },
])('$what', async ({ id, fields, read }) => {
  expect(await labelOfOnePlan(id, fields)).toMatchObject(read);
});

it('reads units, Excel text cells, odd header spacing and case, Varies, $ and thousands', async () => {
  const header = HEADER.split(',')
    .map((h, i) => (i % 2 ? ` ${h.toUpperCase()} ` : h))
    .join(',');
  const path = file(
    'odd.csv',
    `${header}\n${row(
      plan('F0000000009ODDLABEL0000001', {
        monthly_price: '="1,059.99"',
        typical_download_speed: '1 Gbps',
        typical_upload_speed: '768 kbps',
        typical_latency: '18 ms',
        single_purchase_fee_descr: 'Installation;Router',
        single_purchase_fees: 'Varies;$99',
        monthly_data_allow: '1.2 TB',
        over_usage_data_price: '$10',
        additional_data_increments: '50 GB',
      }),
    )}\n`,
  );
  const [l] = await labelsOf(path);
  expect(l).toMatchObject({
    monthlyPrice: 1059.99,
    typicalDownloadMbps: 1000,
    typicalUploadMbps: 0.768,
    typicalLatencyMs: 18,
    oneTimeFees: [
      { description: 'Installation', amount: null, basis: 'varies' },
      { description: 'Router', amount: 99 },
    ],
    monthlyDataAllowanceGb: 1200,
    overUsagePrice: 10,
    overUsageIncrementGb: 50,
  });
});

it('refuses numbers that are not finite or not plausible, naming line and column', async () => {
  const path = file(
    'absurd.csv',
    csv([
      plan('F0000000009ABSURD000000010', { monthly_price: `1${'0'.repeat(400)}` }),
      plan('F0000000009ABSURD000000020', { typical_download_speed: '99999999' }),
      plan('F0000000009ABSURD000000030', {
        single_purchase_fee_descr: 'A',
        single_purchase_fees: 'Up to 1e9',
      }),
    ]),
  );
  const r = await readLabels(readFileSync(path), 'absurd.csv', { unit: 'mbps' });
  expect(r.labels).toEqual([]);
  expect(r.errors.map((e) => `${e.line}:${e.column}`)).toEqual([
    '2:monthly_price',
    '3:typical_download_speed',
    '4:single_purchase_fees',
  ]);
});

it('reads a quote inside an unquoted field as a character, and names where an unclosed quote starts', async () => {
  const ok = file(
    'inch.csv',
    csv([plan('F0000000009INCH00000000100', { service_plan_name: 'TV 19"' })]).replace('"TV 19"""', 'TV 19"'),
  );
  expect((await labelsOf(ok))[0]?.servicePlanName).toBe('TV 19"');
  const text = `${HEADER}\n${row(plan('F0000000009QUOTE0000000100'))}\n${row(plan('F0000000009QUOTE0000000200', { service_plan_name: 'x' })).replace(',x,', ',"x\nmore,')}\n${row(plan('F0000000009QUOTE0000000300'))}\n`;
  const r = await readLabels(Buffer.from(text), 'open.csv', { unit: 'mbps' });
  expect(r.errors).toEqual([{ file: 'open.csv', line: 3, message: expect.stringMatching(/never closed/) }]);
  // A multi-line record's error names the line where it starts.
  const multi = `${HEADER}\n${row(plan('F0000000009MULTI0000000100', { service_plan_name: 'two\nlines' }))}\n${row(plan('F0000000009MULTI0000000200', { monthly_price: 'lots' }))}\n`;
  const m = await readLabels(Buffer.from(multi), 'multi.csv', { unit: 'mbps' });
  expect(m.errors.map((e) => `${e.line}:${e.column}`)).toEqual(['4:monthly_price']);
});

it('refuses a spreadsheet, a binary, an empty file and a header that is not a label header, with one message each', async () => {
  const read = (bytes: Uint8Array) => readLabels(bytes, 'f', { unit: 'mbps' });
  const xlsx = await read(Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000[Content_Types].xml', 'latin1'));
  expect(xlsx.errors).toEqual([
    { file: 'f', line: 0, message: expect.stringMatching(/Excel workbook.*CSV UTF-8/) },
  ]);
  expect(
    (await read(Buffer.from('\u0000\u0001\u0002binary'.repeat(100), 'latin1'))).errors[0]?.message,
  ).toMatch(/not text/);
  expect((await read(Buffer.alloc(0))).errors[0]?.message).toMatch(/empty/);
  const many = `name,price\n${'a,1\n'.repeat(1000)}`;
  const header = await read(Buffer.from(many));
  expect(header.errors).toHaveLength(1);
  expect(header.errors[0]).toMatchObject({
    line: 1,
    message: expect.stringMatching(
      /unique_plan_id, provider_name, connection_type, monthly_price are missing/,
    ),
  });
});

it('converts Windows-1252 (Excel on Windows) instead of storing it garbled', async () => {
  const text = csv([plan('F0000000009CP1252000000001', { service_plan_name: 'Fiber 1 Gig – Résidential' })]);
  const bytes = Buffer.from(new TextEncoder().encode(text)).toString('latin1');
  // Re-encode as Windows-1252: the en dash is 0x96, é is 0xe9.
  const cp1252 = Buffer.from(
    Array.from(text, (ch) => (ch === '–' ? 0x96 : ch === 'é' ? 0xe9 : ch.charCodeAt(0))),
  );
  expect(bytes).not.toBe(cp1252.toString('latin1'));
  const [l] = (await readLabels(cp1252, 'cp1252.csv', { unit: 'mbps' })).labels;
  expect(l?.label.servicePlanName).toBe('Fiber 1 Gig – Résidential');
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
  expect((await readLabels(bom, 'bom.csv', { unit: 'mbps' })).labels[0]?.label.servicePlanName).toBe(
    'Fiber 1 Gig – Résidential',
  );
});

it('stops reading a file of a million bad rows after a fixed number of errors', async () => {
  const bad = `${HEADER}\n${`${'x,'.repeat(COLUMNS.length - 1)}x\n`.repeat(1_000_000)}`;
  const t0 = performance.now();
  const r = await readLabels(Buffer.from(bad), 'bad.csv', { unit: 'mbps' });
  expect(r.errors.length).toBe(MAX_LABEL_ERRORS + 1);
  expect(r.errors.at(-1)?.message).toMatch(/reading stopped after 1,000 errors/);
  expect(r.rows).toBeLessThan(1000);
  expect(performance.now() - t0).toBeLessThan(10_000);
});

describeOnBackends('label files imported', (backend) => {
  const suite = appForSuite(backend);
  const db = suite.db;
  const current = async (frn: string, language = 'en') =>
    (
      await db()
        .selectFrom('plan_labels')
        .select('unique_plan_id')
        .where('current', '=', 1)
        .where('frn', '=', frn)
        .where('language', '=', language)
        .orderBy('unique_plan_id')
        .execute()
    ).map((r) => r.unique_plan_id);
  const attempts = async () =>
    db().selectFrom('data_imports').selectAll().where('kind', '=', 'labels').orderBy('id', 'desc').execute();

  it('imports both real files unchanged', async () => {
    const out = await importLabelFiles(db(), [SPECTRUM, FCC], { at: AT, by: 'test' });
    expect(out.map((o) => [o.file, o.ok])).toEqual([
      ['spectrum-residential.csv', true],
      ['fcc-example-label.csv', true],
    ]);
    expect(await current('0025646373')).toHaveLength(139);
    expect(await current('0005937974')).toEqual(['F0005937974123ABC456EMC789']);
  });

  it("keeps a provider's plans from several files: one plan per file (Frontier: CRLF, kbps)", async () => {
    const paths = Array.from({ length: 13 }, (_, i) =>
      file(
        `frontier-${i}.csv`,
        csv(
          [
            plan(`F0004900000FTR${String(i).padStart(12, '0')}`, {
              provider_name: 'Frontier',
              service_plan_name: `Fiber ${i + 1} Gig`,
              typical_download_speed: String((i + 1) * 100_000),
              typical_upload_speed: '500000',
            }),
          ],
          '\r\n',
        ),
      ),
    );
    const out = await importLabelFiles(db(), paths, { unit: 'kbps', at: AT, by: 'test' });
    expect(out.every((o) => o.ok)).toBe(true);
    expect(await current('0004900000')).toHaveLength(13);
    const one = await db()
      .selectFrom('plan_labels')
      .select('typical_down')
      .where('unique_plan_id', '=', 'F0004900000FTR000000000001')
      .executeTakeFirstOrThrow();
    expect(one.typical_down).toBe(200);
    // A full refresh with --replace-provider: the one plan listed stays, the twelve others go.
    const [refresh] = await importLabelFiles(db(), [paths[0] as string], {
      unit: 'kbps',
      replaceProvider: true,
      at: AT,
      by: 'test',
    });
    expect(refresh).toMatchObject({ ok: true, result: { kept: 1, superseded: 12 } });
    expect(await current('0004900000')).toEqual(['F0004900000FTR000000000000']);
    expect(
      await retireLabels(db(), ['F0004900000FTR000000000000', 'F0004900000FTR999999999999'], {
        at: AT,
        by: 'test',
      }),
    ).toEqual({
      retired: 1,
      unknown: ['F0004900000FTR999999999999'],
    });
    expect(await current('0004900000')).toEqual([]);
  });

  it("keeps a provider's Spanish label as the plan's Spanish version, beside the English one", async () => {
    const id = 'F0004900001SPANISH00000010';
    const en = file(
      'en.csv',
      csv([plan(id, { single_purchase_fee_descr: 'Installation fee', single_purchase_fees: '50' })]),
    );
    const es = file(
      'es.csv',
      csv([
        plan(id, {
          service_plan_name: 'Internet de fibra',
          contract_req: 'No',
          intro_rate: 'No',
          single_purchase_fee_descr: 'Cargo de instalación',
          single_purchase_fees: '50',
          monthly_provider_fee_descr: 'Alquiler de equipo',
          monthly_provider_fees: 'Incluido',
          tax: 'Impuestos no incluidos',
        }),
      ]),
    );
    const out = await importLabelFiles(db(), [en, es], { at: AT, by: 'test' });
    expect(out.map((o) => o.ok && o.result.language)).toEqual(['en', 'es']);
    expect(await current('0004900001', 'en')).toEqual([id]);
    expect(await current('0004900001', 'es')).toEqual([id]);
  });

  it('imports each of many files, reports each, records each refused one, and never crashes', async () => {
    const good = file('good.csv', csv([plan('F0004900002GOOD00000000100')]));
    const xlsx = file('labels.xlsx', Buffer.from('PK\u0003\u0004rest-of-a-workbook', 'latin1'));
    const quote = file('quote.csv', `${HEADER}\n"F0004900002QUOTE0000001,Acme\n`);
    const before = (await attempts()).length;
    const out = await importLabelFiles(
      db(),
      [xlsx, join(dir, 'missing.csv'), quote, file('empty.csv', ''), good],
      {
        at: AT,
        by: 'test',
      },
    );
    expect(out.map((o) => [o.file, o.ok])).toEqual([
      ['labels.xlsx', false],
      ['missing.csv', false],
      ['quote.csv', false],
      ['empty.csv', false],
      ['good.csv', true],
    ]);
    const messages = out.flatMap((o) => (o.ok ? [] : o.errors.map((e) => e.message)));
    expect(messages).toEqual([
      expect.stringMatching(/Excel workbook/),
      'no such file',
      expect.stringMatching(/never closed/),
      'the file is empty',
    ]);
    const recorded = (await attempts()).slice(0, out.length);
    expect((await attempts()).length - before).toBe(5);
    expect(recorded.filter((a) => a.status === 'failed')).toHaveLength(4);
    expect(await current('0004900002')).toEqual(['F0004900002GOOD00000000100']);
  });

  it('refuses a zip with an entry that climbs out of its folder, with a message and no stack trace', async () => {
    // A zip holding "../evil.csv" (made with Python's zipfile).
    const zip = file(
      'evil.zip',
      Buffer.from(
        'UEsDBBQAAAAAAMime11SFVe2DwAAAA8AAAALAAAALi4vZXZpbC5jc3Z1bmlxdWVfcGxhbl9pZApQSwECFAMUAAAAAADIpntdUhVXtg8AAAAPAAAACwAAAAAAAAAAAAAAgAEAAAAALi4vZXZpbC5jc3ZQSwUGAAAAAAEAAQA5AAAAOAAAAAAA',
        'base64',
      ),
    );
    const [o] = await importLabelFiles(db(), [zip, file('not.zip', 'plain text')], { at: AT, by: 'test' });
    expect(o).toMatchObject({
      ok: false,
      file: 'evil.zip',
      errors: [
        { line: 0, message: expect.stringMatching(/^not a readable zip archive \(invalid relative path/) },
      ],
    });
  });

  it('stores text a database would refuse (NUL, bidi) cleaned', async () => {
    const path = file(
      'nul.csv',
      csv([plan('F0004900003NULTEXT00000010', { service_plan_name: 'A\u0000B\u202e' })]),
    );
    const [o] = await importLabelFiles(db(), [path], { at: AT, by: 'test' });
    expect(o?.ok).toBe(true);
    const r = await db()
      .selectFrom('plan_labels')
      .select('plan_name')
      .where('unique_plan_id', '=', 'F0004900003NULTEXT00000010')
      .executeTakeFirstOrThrow();
    expect(r.plan_name).toBe('AB');
  });
});
