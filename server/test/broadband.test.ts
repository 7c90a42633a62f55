// Coverage and plans (issue 27, decision 040) on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
// the label importer with the real-world variants and broken files (every error by line and
// column, nothing changed), label versions, a three-state coverage sample rolled up by hand,
// a broken coverage file, the FCC's zips, the availability and plans APIs, the generated sample,
// and an import replacing coverage while the site answers (no answer sees half of one).
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { AvailabilityResponse } from '../../contracts/availability.ts';
import { DataStateResponse } from '../../contracts/console.ts';
import { PlansResponse } from '../../contracts/plans.ts';
import { dataState } from '../broadband/data-state.ts';
import { importCoverage } from '../broadband/import-coverage.ts';
import { importLabelFile } from '../broadband/import-labels.ts';
import { ImportFailed } from '../broadband/input.ts';
import { LABEL_HEADER, loadSampleIfEmpty } from '../broadband/sample.ts';
import { bdcCsv, labelCsv, relFile, scratchDir } from './bdc-files.ts';
import { appForSuite, build, describeOnBackends, freshConfig, injectFetch, removeDir } from './helper.ts';

const AT = '2026-11-01T00:00:00.000Z';

const { dir, file } = scratchDir('broadband-test-');

/** The fields a zip's local header and its central directory entry share, from `at` (4 in a local
 * header, 6 in a central entry, which has "version made by" first): version 2.0, deflated, no time. */
function writeEntryFields(header: Buffer, at: number, data: Buffer, packed: Buffer, name: Buffer) {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(crc32(data), at + 10);
  header.writeUInt32LE(packed.length, at + 14);
  header.writeUInt32LE(data.length, at + 18);
  header.writeUInt16LE(name.length, at + 22);
}

/** A zip archive (deflated entries), as the FCC ships BDC files. */
function zipFile(name: string, entries: Record<string, string>): string {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [entryName, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const nameBuf = Buffer.from(entryName);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, data, packed, nameBuf);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, data, packed, nameBuf);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return file(name, Buffer.concat([...locals, cd, end]));
}

// Three states, blocks: WA 98101 (A1, A2, A3 outside any ZCTA), OR 97201 (B1), ID 83702 (C1).
const A1 = '530330081001000';
const A2 = '530330081001001';
const A3 = '530330081001002';
const B1 = '410510001001000';
const C1 = '160010001001000';
const blocks = () =>
  file(
    'tab20_zcta520_tabblock20_natl.txt',
    relFile([
      ['98101', A1],
      ['98101', A2],
      ['', A3],
      ['97201', B1],
      ['83702', C1],
      ['10001', '360610097001000'],
    ]),
  );
const WA_ROWS = [
  `0000000001,1001,Alpha Fiber,1,50,1000,1000,1,R,WA,${A1},x`,
  `0000000001,1001,Alpha Fiber,2,50,2000,2000,1,R,WA,${A2},x`,
  `0000000001,1001,Alpha Fiber,3,50,500,500,1,B,WA,${A2},x`, // business only: left out
  `0000000001,1001,Alpha Fiber,4,50,9000,9000,1,R,WA,${A3},x`, // outside any ZCTA: left out
  `0000000002,1002,Beta Cable,1,40,1200,35,1,X,WA,${A1},x`,
  `0000000002,1002,Beta Cable,5,40,300,20,0,R,WA,${A2},x`,
];
const OR_ROWS = [
  `0000000002,1002,Beta Cable,10,40,100,10,1,R,OR,${B1},x`,
  `0000000003,1003,"Gamma Wireless, Inc.",10,71,50,5,1,R,OR,${B1},x`,
  `0000000003,1003,"Gamma Wireless, Inc.",11,71,25,3,1,R,OR,${B1},x`,
];
const ID_ROWS = [`3,1003,"Gamma Wireless, Inc.",20,71,100,20,1,R,ID,${C1},x`];

const planRow = (
  id: string,
  provider: string,
  connection: string,
  price: string,
  down: string,
  extra: Record<string, string> = {},
) => ({
  unique_plan_id: id,
  provider_name: provider,
  service_plan_name: `${provider} Internet`,
  tier_plan_name: `${down} plan`,
  connection_type: connection,
  monthly_price: price,
  contract_req: 'No',
  typical_download_speed: down,
  typical_upload_speed: '10',
  typical_latency: '20',
  monthly_data_allow: 'Unlimited',
  ...extra,
});

const ALPHA = 'F0000000001';
const BETA = 'F0000000002';
const GAMMA = 'F0000000003';

describeOnBackends('coverage and plans', (backend) => {
  const suite = appForSuite(backend);
  const db = suite.db;
  const get = suite.fetch;
  const count = async (table: 'plan_labels' | 'coverage' | 'data_imports') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers with the state estimate before anything is imported', async () => {
    const body = AvailabilityResponse.parse(await (await get('/api/availability/98101')).json());
    expect(body.coverage).toEqual({
      basis: 'estimate',
      sample: false,
      asOf: null,
      locations: 0,
      providers: [],
    });
    expect(body.providers.internet.length).toBeGreaterThan(0);
    const plans = PlansResponse.parse(await (await get('/api/plans?zip=98101')).json());
    expect(plans).toMatchObject({ basis: 'none', total: 0, plans: [] });
  });

  it('imports a three-state sample (a zip, CSVs, an FRN without leading zeros) and rolls it up as by hand', async () => {
    const result = await importCoverage(db(), {
      files: [
        zipFile('bdc_53_FiberAndCable_fixed_broadband_J24_10dec2024.zip', {
          'bdc_53_FibertothePremises_fixed_broadband_J24_10dec2024.csv': bdcCsv(WA_ROWS.slice(0, 4)),
          'bdc_53_Cable_fixed_broadband_J24_10dec2024.csv': bdcCsv(WA_ROWS.slice(4)),
        }),
        file('bdc_41_all_fixed_broadband_J24_10dec2024.csv', bdcCsv(OR_ROWS)),
        file('bdc_16_LicensedFixedWireless_fixed_broadband_J24_10dec2024.csv', bdcCsv(ID_ROWS)),
      ],
      blocks: blocks(),
      at: AT,
      by: 'test',
    });
    expect(result).toMatchObject({
      asOf: '2024-06-30',
      states: ['ID', 'OR', 'WA'],
      rows: 10,
      residentialRows: 9,
      outsideZcta: 1,
      zips: 3,
      locations: 6,
    });
    const rows = await db()
      .selectFrom('coverage')
      .select([
        'zip',
        'state',
        'frn',
        'brand_name',
        'technology',
        'locations',
        'max_down',
        'max_up',
        'low_latency',
        'share',
      ])
      .orderBy('zip')
      .orderBy('frn')
      .execute();
    // By hand: 98101 has locations 1, 2, 5 served (3 is business only, 4 outside any ZCTA).
    expect(rows.map((r) => ({ ...r, share: Math.round(r.share * 1000) / 1000 }))).toEqual([
      {
        zip: '83702',
        state: 'ID',
        frn: '0000000003',
        brand_name: 'Gamma Wireless, Inc.',
        technology: 71,
        locations: 1,
        max_down: 100,
        max_up: 20,
        low_latency: 1,
        share: 1,
      },
      {
        zip: '97201',
        state: 'OR',
        frn: '0000000002',
        brand_name: 'Beta Cable',
        technology: 40,
        locations: 1,
        max_down: 100,
        max_up: 10,
        low_latency: 1,
        share: 0.5,
      },
      {
        zip: '97201',
        state: 'OR',
        frn: '0000000003',
        brand_name: 'Gamma Wireless, Inc.',
        technology: 71,
        locations: 2,
        max_down: 50,
        max_up: 5,
        low_latency: 1,
        share: 1,
      },
      {
        zip: '98101',
        state: 'WA',
        frn: '0000000001',
        brand_name: 'Alpha Fiber',
        technology: 50,
        locations: 2,
        max_down: 2000,
        max_up: 2000,
        low_latency: 1,
        share: 0.667,
      },
      {
        zip: '98101',
        state: 'WA',
        frn: '0000000002',
        brand_name: 'Beta Cable',
        technology: 40,
        locations: 2,
        max_down: 1200,
        max_up: 35,
        low_latency: 0,
        share: 0.667,
      },
    ]);
    const zips = await db().selectFrom('coverage_zips').selectAll().orderBy('zip').execute();
    expect(zips).toEqual([
      { zip: '83702', state: 'ID', locations: 1 },
      { zip: '97201', state: 'OR', locations: 2 },
      { zip: '98101', state: 'WA', locations: 3 },
    ]);
  });

  it('answers availability from coverage: technologies in words, speeds, share, as of', async () => {
    const res = await get('/api/availability/98101');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = AvailabilityResponse.parse(await res.json());
    expect(body.coverage).toMatchObject({
      basis: 'coverage',
      sample: false,
      asOf: '2024-06-30',
      locations: 3,
    });
    expect(
      body.coverage.providers.map((p) => [
        p.name,
        p.technologies.map((t) => t.label),
        p.maxDownloadMbps,
        p.maxUploadMbps,
        Math.round(p.share * 100),
      ]),
    ).toEqual([
      ['Alpha Fiber', ['Fiber to the premises'], 2000, 2000, 67],
      ['Beta Cable', ['Cable'], 1200, 35, 67],
    ]);
    const other = AvailabilityResponse.parse(await (await get('/api/availability/10001')).json());
    expect(other.coverage.basis).toBe('estimate');
  });

  it('refuses a broken coverage file, naming line and column, and changes nothing', async () => {
    const before = await db().selectFrom('coverage').selectAll().orderBy('zip').orderBy('frn').execute();
    const broken = file(
      'bdc_53_Cable_fixed_broadband_J24_10dec2024.csv',
      bdcCsv([
        `0000000002,1002,Beta Cable,1,40,1200,35,1,R,WA,${A1},x`,
        `0000000002,1002,Beta Cable,2,41,fast,35,1,Q,WA,${A2},x`,
        `0000000002,1002,Beta Cable,7,40,100,10,1,R,WA,530330081009999,x`,
      ]),
    );
    const err = await importCoverage(db(), { files: [broken], blocks: blocks(), at: AT, by: 'test' }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ImportFailed);
    expect((err as ImportFailed).errors.map((e) => [e.line, e.column])).toEqual([
      [3, 'business_residential_code'],
      [4, 'block_geoid'],
    ]);
    // The code is checked first; a row with a good code lists every bad field.
    const err2 = await importCoverage(db(), {
      files: [
        file(
          'bdc_53_Cable_fixed_broadband_J24_x.csv',
          bdcCsv([`0000000002,1002,Beta Cable,2,41,fast,35,1,R,WA,${A2},x`]),
        ),
      ],
      blocks: blocks(),
      asOf: '2024-06-30',
      at: AT,
      by: 'test',
    }).catch((e) => e);
    expect((err2 as ImportFailed).errors.map((e) => `${e.line}:${e.column}`)).toEqual([
      '2:technology',
      '2:max_advertised_download_speed',
    ]);
    const bad = await importCoverage(db(), {
      files: [file('bdc_53_x.csv', bdcCsv([]).replace('frn,', 'frnn,'))],
      blocks: blocks(),
      asOf: '2024-06-30',
      at: AT,
      by: 'test',
    }).catch((e) => e);
    expect((bad as ImportFailed).errors[0]).toMatchObject({ line: 1, column: 'frn' });
    expect(await db().selectFrom('coverage').selectAll().orderBy('zip').orderBy('frn').execute()).toEqual(
      before,
    );
    // The three refused files, each recorded as a failed import.
    expect(
      await db().selectFrom('data_imports').select('id').where('status', '=', 'failed').execute(),
    ).toHaveLength(3);
  });

  it('imports labels with the real-world variants: order, singular headers, NULL, spaces, fee lists, $ and kbps', async () => {
    const header = [
      'tier_plan_name',
      ' Monthly_Price ',
      'unique_plan_id',
      'provider_name',
      'connection_type',
      'contract_req',
      'monthly_provider_fee',
      'monthly_provider_fee_descr',
      'single_purchase_fees',
      'single_purchase_fee_descr',
      'typical_download_speed',
      'typical_upload_speed',
      'monthly_data_allow',
      'additional_data_increment',
      'intro_rate',
      'intro_rate_time',
    ];
    const path = file(
      'beta.csv',
      labelCsv(
        [
          {
            tier_plan_name: 'Fast 300 ',
            ' Monthly_Price ': '$1,055.00',
            unique_plan_id: `${BETA}CABLE0000000300`.slice(0, 26),
            provider_name: 'Beta Cable ',
            connection_type: 'Cable (DOCSIS 3.1)',
            contract_req: 'no',
            monthly_provider_fee: '15.00;2.50',
            monthly_provider_fee_descr: 'Modem;Network fee',
            single_purchase_fees: 'NULL',
            single_purchase_fee_descr: 'null',
            typical_download_speed: '300000',
            typical_upload_speed: '20000',
            monthly_data_allow: '1.2 TB',
            additional_data_increment: '50 GB',
            intro_rate: 'NULL',
            intro_rate_time: '',
          },
          {
            tier_plan_name: 'Giga',
            ' Monthly_Price ': '80',
            unique_plan_id: `${BETA}CABLE00000001000`.slice(0, 26),
            provider_name: 'Beta Cable',
            connection_type: 'Cable',
            contract_req: 'Yes',
            monthly_provider_fee: '0',
            monthly_provider_fee_descr: 'NULL',
            single_purchase_fees: '99.99',
            single_purchase_fee_descr: 'Installation',
            typical_download_speed: '1000000',
            typical_upload_speed: '35000',
            monthly_data_allow: 'Unlimited',
            additional_data_increment: 'NULL',
            intro_rate: 'Yes',
            intro_rate_time: '12 months',
          },
          {
            tier_plan_name: 'Fiber 500',
            ' Monthly_Price ': '70',
            unique_plan_id: `${BETA}FIBER0000000500`.slice(0, 26),
            provider_name: 'Beta Cable',
            connection_type: 'Fiber',
            contract_req: 'No',
            monthly_provider_fee: 'NULL',
            monthly_provider_fee_descr: 'NULL',
            single_purchase_fees: 'NULL',
            single_purchase_fee_descr: 'NULL',
            typical_download_speed: '500000',
            typical_upload_speed: '500000',
            monthly_data_allow: 'Unlimited',
            additional_data_increment: 'NULL',
            intro_rate: 'No',
            intro_rate_time: 'NULL',
          },
        ],
        header,
      ),
    );
    const [r] = await importLabelFile(db(), path, { unit: 'kbps', at: AT, by: 'test' });
    expect(r).toMatchObject({ labels: 3, frns: ['0000000002'], added: 3 });
    const rows = await db()
      .selectFrom('plan_labels')
      .selectAll()
      .where('frn', '=', '0000000002')
      .orderBy('monthly_price')
      .execute();
    const first = JSON.parse(rows[2]?.label_json as string);
    expect(first).toMatchObject({
      providerName: 'Beta Cable',
      tierPlanName: 'Fast 300',
      servicePlanName: null,
      technology: 'cable',
      monthlyPrice: 1055,
      contractRequired: false,
      monthlyFees: [
        { description: 'Modem', amount: 15 },
        { description: 'Network fee', amount: 2.5 },
      ],
      oneTimeFees: [],
      typicalDownloadMbps: 300,
      typicalUploadMbps: 20,
      monthlyDataAllowanceGb: 1200,
      dataUnlimited: false,
      additionalDataIncrements: '50 GB',
      introRate: null,
    });
    expect(JSON.parse(rows[1]?.label_json as string)).toMatchObject({
      introRate: true,
      introRateMonths: 12,
      oneTimeFees: [{ description: 'Installation', amount: 99.99 }],
      monthlyFees: [],
      dataUnlimited: true,
      typicalDownloadMbps: 1000,
    });
  });

  it('refuses a broken label file with every error by line and column, and changes nothing', async () => {
    const before = await count('plan_labels');
    const path = file(
      'broken.csv',
      labelCsv([
        planRow(`${ALPHA}PLAN00000000001`, 'Alpha Fiber', 'Fiber', '50', '300'),
        planRow('F123ABC', 'Alpha Fiber', 'Fiber', 'fifty', '300 Mbps', { contract_req: 'maybe' }),
        planRow(`${ALPHA}PLAN00000000001`, '', 'Carrier pigeon', '50', 'fast', {
          monthly_provider_fees: '1;2',
          monthly_provider_fee_descr: 'A',
        }),
      ]),
    );
    const err = await importLabelFile(db(), path, { at: AT, by: 'test' }).catch((e) => e);
    expect(err).toBeInstanceOf(ImportFailed);
    expect((err as ImportFailed).errors.map((e) => `${e.line}:${e.column}`)).toEqual([
      '3:unique_plan_id',
      '3:monthly_price',
      '3:contract_req',
      '4:unique_plan_id',
      '4:provider_name',
      '4:connection_type',
      '4:monthly_provider_fees',
      '4:typical_download_speed',
    ]);
    expect((err as ImportFailed).errors[3]?.message).toMatch(/also on line 2/);
    expect(await count('plan_labels')).toBe(before);
    const missing = file('missing.csv', 'provider_name,monthly_price\r\nX,1\r\n');
    const err2 = await importLabelFile(db(), missing, { at: AT, by: 'test' }).catch((e) => e);
    // One message for the header, not one per row.
    expect((err2 as ImportFailed).errors).toEqual([
      expect.objectContaining({
        line: 1,
        message: expect.stringMatching(/required columns unique_plan_id, connection_type are missing/),
      }),
    ]);
    const quote = file('quote.csv', `${LABEL_HEADER}\r\n"F0000000001AAAAAAAAAAAAAAA"x,\r\n`);
    const err3 = await importLabelFile(db(), quote, { at: AT, by: 'test' }).catch((e) => e);
    expect((err3 as ImportFailed).errors[0]).toMatchObject({ line: 2 });
    expect(await count('plan_labels')).toBe(before);
  });

  it('keeps every version of a label: unchanged keeps its row, a change adds one, a dropped plan is superseded', async () => {
    const v1 = [
      planRow(`${ALPHA}PLAN00000000300`, 'Alpha Fiber', 'Fiber', '45', '300'),
      planRow(`${ALPHA}PLAN00000001000`, 'Alpha Fiber', 'Fiber', '75', '940', {
        contract_req: 'Yes',
        contract_time: '24',
        // The headline leaves out what the label adds (issue 39): $15 a month of equipment.
        monthly_provider_fees: '15.00',
        monthly_provider_fee_descr: 'Equipment',
        typical_latency: '12',
      }),
      planRow(`${ALPHA}PLAN00000002000`, 'Alpha Fiber', 'Fiber', '110', '1900', {
        intro_rate: 'Yes',
        intro_rate_price: '60',
        intro_rate_time: '6',
        single_purchase_fees: '99',
        single_purchase_fee_descr: 'Installation',
      }),
      planRow(`M0000000001MOBILE000000001`, 'Alpha Fiber', 'Fixed wireless', '30', '50'),
    ];
    await importLabelFile(db(), file('alpha1.csv', labelCsv(v1)), { at: AT, by: 'test' });
    const first = await db()
      .selectFrom('plan_labels')
      .select(['id', 'unique_plan_id'])
      .where('frn', '=', '0000000001')
      .execute();
    expect(first.length).toBe(4);
    const v2 = [
      v1[0] as Record<string, string>,
      { ...(v1[1] as Record<string, string>), monthly_price: '70' },
    ];
    // A full refresh (--replace-provider): plans absent from the file are superseded. Without
    // it a file replaces only the plans it lists (label-files.test.ts).
    const [r] = await importLabelFile(db(), file('alpha2.csv', labelCsv(v2)), {
      at: '2026-11-02T00:00:00.000Z',
      by: 'test',
      replaceProvider: true,
    });
    expect(r).toMatchObject({ added: 1, kept: 1, superseded: 3 });
    const all = await db()
      .selectFrom('plan_labels')
      .select(['id', 'unique_plan_id', 'current', 'monthly_price', 'superseded_at'])
      .where('frn', '=', '0000000001')
      .orderBy('first_seen_at')
      .orderBy('unique_plan_id')
      .execute();
    expect(all.length).toBe(5); // nothing deleted
    const byId = (planId: string) => all.filter((a) => a.unique_plan_id === planId);
    expect(byId(`${ALPHA}PLAN00000000300`)).toEqual([
      expect.objectContaining({
        current: 1,
        id: first.find((f) => f.unique_plan_id === `${ALPHA}PLAN00000000300`)?.id,
      }),
    ]);
    expect(byId(`${ALPHA}PLAN00000001000`).map((a) => [a.monthly_price, a.current, a.superseded_at])).toEqual(
      [
        [75, 0, '2026-11-02T00:00:00.000Z'],
        [70, 1, null],
      ],
    );
    expect(byId(`${ALPHA}PLAN00000002000`).map((a) => a.current)).toEqual([0]);
    // Back to the full list for the plan tests.
    await importLabelFile(db(), file('alpha3.csv', labelCsv(v1)), {
      at: '2026-11-03T00:00:00.000Z',
      by: 'test',
    });
    await importLabelFile(
      db(),
      file(
        'gamma.csv',
        labelCsv([planRow(`${GAMMA}HOME00000000100`, 'Gamma Wireless', '5G Fixed Wireless', '50', '100')]),
      ),
      { at: AT, by: 'test' },
    );
  });

  it('lists the plans of a ZIP by FRN and technology, filtered and sorted', async () => {
    const plans = async (q: string) => {
      const res = await get(`/api/plans?zip=98101${q}`);
      expect(res.status, q).toBe(200);
      return PlansResponse.parse(await res.json());
    };
    const all = await plans('');
    expect(all).toMatchObject({ basis: 'coverage', asOf: '2024-06-30', sample: false });
    // Alpha's fiber and Beta's cable are reported in 98101; Beta's fiber plan, Gamma and mobile are not.
    expect(all.plans.map((p) => [p.provider.frn, p.technologies.join(), p.monthlyPrice])).toEqual([
      ['0000000001', 'fiber', 45],
      ['0000000001', 'fiber', 75],
      ['0000000002', 'cable', 80],
      ['0000000001', 'fiber', 110],
      ['0000000002', 'cable', 1055],
    ]);
    const giga = all.plans.find((p) => p.monthlyPrice === 80);
    expect(giga).toMatchObject({ zipMaxDownloadMbps: 1200, reachesTypicalSpeed: true, pricePerMbps: 0.08 });
    expect(all.plans.find((p) => p.monthlyPrice === 110)).toMatchObject({
      zipMaxDownloadMbps: 2000,
      reachesTypicalSpeed: true,
    });
    expect((await plans('&sort=download')).plans.map((p) => p.typicalDownloadMbps)).toEqual([
      1900, 1000, 940, 300, 300,
    ]);
    // 110/1900 = 0.058, 75/940 = 0.0798, 80/1000 = 0.08, 45/300 = 0.15, 1055/300.
    expect((await plans('&sort=price-per-mbps')).plans.map((p) => p.monthlyPrice)).toEqual([
      110, 75, 80, 45, 1055,
    ]);
    expect((await plans('&technology=cable&noContract=true')).plans.map((p) => p.monthlyPrice)).toEqual([
      1055,
    ]);
    expect((await plans('&minDownload=900&maxPrice=100')).plans.map((p) => p.monthlyPrice)).toEqual([75, 80]);
    // Minimum upload: the plans whose typical upload reaches it (the speed calculator's upload need).
    const ups = all.plans.map((p) => p.label.typicalUploadMbps ?? 0);
    const floor = [...new Set(ups)].sort((a, b) => a - b)[1] ?? 0;
    expect(floor).toBeGreaterThan(0);
    expect((await plans(`&minUpload=${floor}`)).plans.map((p) => p.monthlyPrice)).toEqual(
      all.plans.filter((_, i) => (ups[i] ?? 0) >= floor).map((p) => p.monthlyPrice),
    );
    expect((await plans(`&minUpload=${floor}`)).plans.length).toBeLessThan(all.plans.length);
    // The true cost (issue 39): the price with monthly provider fees, and the first year with the
    // intro rate and one-time fees; each a sort of its own.
    const byPrice = (p: { monthlyPrice: number }) => p.monthlyPrice;
    expect(all.plans.map((p) => [p.monthlyPrice, p.cost.monthlyCost, p.cost.firstYearCost])).toEqual([
      [45, 45, 540],
      [75, 90, 1080],
      [80, 80, 960 + 99.99], // a one-time fee of $99.99 on its label
      [110, 110, 6 * 60 + 6 * 110 + 99],
      [1055, 1072.5, 12 * 1072.5],
    ]);
    expect((await plans('&sort=monthly-cost')).plans.map(byPrice)).toEqual([45, 80, 75, 110, 1055]);
    expect((await plans('&sort=first-year-cost')).plans.map(byPrice)).toEqual([45, 80, 75, 110, 1055]);
    expect((await plans('&sort=first-year-cost&maxPrice=100')).plans.map(byPrice)).toEqual([45, 80, 75]);
    // Latency: a plan whose label gives none does not pass a latency filter.
    expect((await plans('&maxLatency=15')).plans.map(byPrice)).toEqual([75]);
    expect((await plans('&maxLatency=20')).plans.map(byPrice)).toEqual(
      all.plans
        .filter((p) => p.label.typicalLatencyMs !== null && p.label.typicalLatencyMs <= 20)
        .map(byPrice),
    );
    expect((await plans('&noDataCap=1&limit=2')).plans.map((p) => p.monthlyPrice)).toEqual([45, 75]);
    expect((await plans('&noDataCap=1&limit=2')).total).toBe(4);
    for (const q of [
      '&technology=wifi',
      '&minDownload=-1',
      '&minUpload=fast',
      '&maxLatency=low',
      '&sort=cheap',
      '&noContract=yes',
      '&limit=0',
      '&color=red',
    ]) {
      const res = await get(`/api/plans?zip=98101${q}`);
      expect(res.status, q).toBe(400);
    }
    expect((await get('/api/plans')).status).toBe(400);
    expect((await get('/api/plans?zip=00000')).status).toBe(404);
    const none = PlansResponse.parse(await (await get('/api/plans?zip=10001')).json());
    expect(none).toMatchObject({ basis: 'none', plans: [] });
  });

  it('replaces a state while answering: every answer is the old import or the new one, never half', async () => {
    const v1 = file('bdc_53_a_fixed_broadband_J24_x.csv', bdcCsv(WA_ROWS));
    const v2 = file(
      'bdc_53_b_fixed_broadband_D24_x.csv',
      bdcCsv([
        `0000000009,1009,Delta Net,1,50,5000,5000,1,R,WA,${A1},x`,
        `0000000009,1009,Delta Net,2,50,5000,5000,1,R,WA,${A2},x`,
      ]),
    );
    const names = (b: AvailabilityResponse) =>
      `${b.coverage.asOf} ${b.coverage.providers.map((p) => `${p.name}:${p.technologies.map((t) => t.locations)}`).join(',')}`;
    const seen = new Set<string>();
    let importing = true;
    const imports = (async () => {
      try {
        for (let i = 0; i < 6; i++) {
          await importCoverage(db(), {
            files: [i % 2 ? v1 : v2],
            blocks: blocks(),
            asOf: i % 2 ? '2024-06-30' : '2024-12-31',
            at: AT,
            by: 'test',
            // The two files have different technologies: each import replaces the other's.
            replaceState: true,
          });
          // Let the readers in between imports too (inject answers without a socket).
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } finally {
        importing = false;
      }
    })();
    const readers = Array.from({ length: 4 }, async () => {
      while (importing) {
        const body = AvailabilityResponse.parse(await (await get('/api/availability/98101')).json());
        seen.add(names(body));
        // inject() and node:sqlite answer without I/O: give the import's file reads their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await Promise.all([imports, ...readers]);
    for (const s of seen)
      expect(['2024-06-30 Alpha Fiber:2,Beta Cable:2', '2024-12-31 Delta Net:2']).toContain(s);
    expect(seen.size).toBeGreaterThan(0);
    // The other states were left as they were.
    const oregon = AvailabilityResponse.parse(await (await get('/api/availability/97201')).json());
    expect(oregon.coverage.providers.map((p) => p.name)).toEqual(['Gamma Wireless, Inc.', 'Beta Cable']);
  });

  it('gives admins the data state (GET /api/admin/data): states, labels, attempts with errors', async () => {
    expect((await get('/api/admin/data')).status).toBe(401); // no session
    const state = DataStateResponse.parse(await dataState(db(), { limit: 100 }));
    expect(state.coverage.states.map((s) => [s.state, s.asOf, s.sample])).toEqual([
      ['ID', '2024-06-30', false],
      ['OR', '2024-06-30', false],
      ['WA', '2024-06-30', false],
    ]);
    expect(state.coverage.zips).toBe(3);
    expect(state.labels).toMatchObject({ current: 8, providers: 3, sample: false });
    expect(state.labels.versions).toBeGreaterThan(state.labels.current);
    const failed = state.imports.filter((i) => i.status === 'failed');
    expect(failed.length).toBe(6);
    const labelFailure = failed.find((i) => i.kind === 'labels' && i.errorCount === 8);
    expect(labelFailure?.errors[0]).toMatchObject({ line: 3, column: 'unique_plan_id' });
  });

  it('loads the generated sample only on an empty database, marked sample; a real import replaces it', async () => {
    expect(await loadSampleIfEmpty(db(), AT)).toBe(false);
    const fresh = await freshConfig(backend);
    const other = await build(fresh.config);
    try {
      const odb = other.database.db;
      expect(await loadSampleIfEmpty(odb, AT)).toBe(true);
      const fetchOther = injectFetch(other);
      for (const zip of ['98101', '10001', '80202', '60601', '22202']) {
        const body = AvailabilityResponse.parse(await (await fetchOther(`/api/availability/${zip}`)).json());
        expect(body.coverage, zip).toMatchObject({ basis: 'coverage', sample: true });
        expect(body.coverage.providers.length, zip).toBeGreaterThan(2);
        const plans = PlansResponse.parse(await (await fetchOther(`/api/plans?zip=${zip}`)).json());
        expect(plans.sample).toBe(true);
        expect(plans.plans.length).toBeGreaterThan(3);
        expect(plans.plans.every((p) => p.sample)).toBe(true);
      }
      await importCoverage(odb, {
        files: [file('bdc_41_x_J24_.csv', bdcCsv(OR_ROWS))],
        blocks: blocks(),
        at: AT,
        by: 'test',
      });
      const seattle = AvailabilityResponse.parse(await (await fetchOther('/api/availability/98101')).json());
      expect(seattle.coverage.basis).toBe('estimate'); // the sample's WA coverage is gone with the real import
      expect(await loadSampleIfEmpty(odb, AT)).toBe(false);
    } finally {
      await other.close();
      await fresh.remove();
    }
  });
});

afterAll(() => removeDir(dir));

describeOnBackends('a ZIP code across a state line', (backend) => {
  const suite = appForSuite(backend);
  it('sums both states once both are imported, each replaced on its own', async () => {
    // ZCTA 42223 (Fort Campbell) lies in Kentucky and Tennessee.
    const KY = '210470001001000';
    const TN = '471250001001000';
    const rel = file(
      'rel.txt',
      relFile([
        ['42223', KY],
        ['42223', TN],
      ]),
    );
    const ky = file(
      'bdc_21_Cable_J24_.csv',
      bdcCsv([
        `0000000002,1002,Beta Cable,1,40,300,20,1,R,KY,${KY},x`,
        `0000000002,1002,Beta Cable,2,40,300,20,1,R,KY,${KY},x`,
      ]),
    );
    const tn = file(
      'bdc_47_Cable_J24_.csv',
      bdcCsv([
        `0000000002,1002,Beta Cable,3,40,1000,50,1,R,TN,${TN},x`,
        `0000000001,1001,Alpha Fiber,4,50,2000,2000,1,R,TN,${TN},x`,
      ]),
    );
    await importCoverage(suite.db(), { files: [ky], blocks: rel, at: AT, by: 'test' });
    await importCoverage(suite.db(), { files: [tn], blocks: rel, at: AT, by: 'test' });
    const body = AvailabilityResponse.parse(await (await suite.fetch('/api/availability/42223')).json());
    expect(body.coverage.locations).toBe(4);
    expect(
      body.coverage.providers.map((p) => [p.name, p.technologies[0]?.locations, p.maxDownloadMbps, p.share]),
    ).toEqual([
      ['Beta Cable', 3, 1000, 0.75],
      ['Alpha Fiber', 1, 2000, 0.25],
    ]);
    // One state per file: a Tennessee row in a Kentucky file is refused.
    const mixed = await importCoverage(suite.db(), {
      files: [
        file(
          'bdc_21_Cable_J24_.csv',
          bdcCsv([
            `0000000002,1002,Beta Cable,1,40,300,20,1,R,KY,${KY},x`,
            `0000000002,1002,Beta Cable,3,40,1000,50,1,R,TN,${TN},x`,
          ]),
        ),
      ],
      blocks: rel,
      at: AT,
      by: 'test',
    }).catch((e) => e);
    expect((mixed as ImportFailed).errors.map((e) => [e.line, e.column])).toEqual([[3, 'state_usps']]);
    // Kentucky again without Beta's second location: Tennessee's rows stay.
    await importCoverage(suite.db(), {
      files: [
        file('bdc_21_Cable_J24_.csv', bdcCsv([`0000000002,1002,Beta Cable,1,40,300,20,1,R,KY,${KY},x`])),
      ],
      blocks: rel,
      at: AT,
      by: 'test',
    });
    const again = AvailabilityResponse.parse(await (await suite.fetch('/api/availability/42223')).json());
    expect(again.coverage.providers.map((p) => [p.name, p.technologies[0]?.locations, p.share])).toEqual([
      ['Beta Cable', 2, 2 / 3],
      ['Alpha Fiber', 1, 1 / 3],
    ]);
  });
});
