// Labels as the FCC's format has them (issue 34): connection_type says only Fixed, so a plan's
// technology comes from what its provider reports in the ZIP (one technology there, or the
// plan's name among several, or "fiber or cable" when nothing tells), on SQLite and PostgreSQL.
// Also: the technology filter over resolved technologies, wired plans before satellite at equal
// fit, paging through every plan of a ZIP, and only English fixed labels in the finder.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Plan, PlansResponse } from '../../contracts/plans.ts';
import { importCoverage } from '../broadband/import-coverage.ts';
import { importLabelFile } from '../broadband/import-labels.ts';
import { bdcCsv, labelCsv, relFile, scratchDir } from './bdc-files.ts';
import { appForSuite, describeOnBackends, removeDir } from './helper.ts';

const AT = '2026-11-27T10:00:00.000Z';

const { dir, file } = scratchDir('plans-technology-test-');
afterAll(() => removeDir(dir));

// 98101 (Seattle): blocks W1, W2. 97201 (Portland): block P1.
const W1 = '530330081001000';
const W2 = '530330081001001';
const P1 = '410510001001000';

// Cable Only: cable in 98101. Dual Net: fiber (2000) and cable (1200) in 98101. Sky: satellite in
// 98101. Many Plans: fiber in 97201.
const CABLE_ONLY = '0000000011';
const DUAL = '0000000012';
const SKY = '0000000013';
const MANY = '0000000014';
const WA_ROWS = [
  `${CABLE_ONLY},1011,Cable Only,1,40,500,20,1,R,WA,${W1},x`,
  `${DUAL},1012,Dual Net,1,50,2000,2000,1,R,WA,${W1},x`,
  `${DUAL},1012,Dual Net,2,40,1200,35,1,R,WA,${W2},x`,
  `${SKY},1013,Sky,1,61,250,25,0,R,WA,${W1},x`,
  `${SKY},1013,Sky,2,61,250,25,0,R,WA,${W2},x`,
];
const OR_ROWS = [`${MANY},1014,Many Plans,1,50,1000,1000,1,R,OR,${P1},x`];

/** A label row in the FCC's format: connection_type Fixed unless told otherwise. */
const plan = (id: string, provider: string, service: string, tier: string, price: string, extra = {}) => ({
  unique_plan_id: id,
  provider_name: provider,
  service_plan_name: service,
  tier_plan_name: tier,
  connection_type: 'Fixed',
  monthly_price: price,
  contract_req: 'No',
  single_purchase_fee_descr: 'Installation',
  single_purchase_fees: '0.00',
  monthly_provider_fee_descr: 'Equipment rental',
  monthly_provider_fees: '10.00',
  tax: 'Varies by location',
  typical_download_speed: '300',
  typical_upload_speed: '20',
  typical_latency: '20',
  monthly_data_allow: 'Unlimited',
  ...extra,
});

describeOnBackends('plan technologies from coverage', (backend) => {
  const suite = appForSuite(backend);
  const db = suite.db;
  const plans = async (q: string) => {
    const res = await suite.fetch(`/api/plans?${q}`);
    expect(res.status, q).toBe(200);
    return PlansResponse.parse(await res.json());
  };
  const byName = (list: Plan[], name: string) => list.find((p) => p.name === name);
  const importLabels = (name: string, rows: Record<string, string>[], opts = {}) =>
    importLabelFile(db(), file(name, labelCsv(rows)), { at: AT, by: 'test', ...opts });

  beforeAll(async () => {
    const blocks = file(
      'tab20_zcta520_tabblock20_natl.txt',
      relFile([
        ['98101', W1],
        ['98101', W2],
        ['97201', P1],
      ]),
    );
    await importCoverage(db(), {
      files: [
        file('bdc_53_all_fixed_broadband_J24_x.csv', bdcCsv(WA_ROWS)),
        file('bdc_41_all_fixed_broadband_J24_x.csv', bdcCsv(OR_ROWS)),
      ],
      blocks,
      at: AT,
      by: 'test',
    });
    // The satellite label first: the smaller version id, so an id tie-break alone would list it first.
    await importLabels('sky.csv', [
      plan(`F${SKY}SKYPLAN00000001`, 'Sky', 'Sky Internet', 'Sky 50', '50', {
        connection_type: 'GSO Satellite',
      }),
    ]);
    await importLabels('cable-only.csv', [
      plan(`F${CABLE_ONLY}CABLEONLY000001`, 'Cable Only', 'Home Internet', '300', '50'),
    ]);
    await importLabels('dual.csv', [
      plan(`F${DUAL}DUALNET00000001`, 'Dual Net', 'Fiber 1 Gig', '', '80', {
        typical_download_speed: '940',
        typical_upload_speed: '880',
      }),
      plan(`F${DUAL}DUALNET00000002`, 'Dual Net', 'Internet', '', '60', {
        typical_download_speed: '67 - 622',
        typical_latency: '35 - 58',
      }),
      // Named DSL: Dual Net reports no DSL here, so the plan is not offered here.
      plan(`F${DUAL}DUALNET00000003`, 'Dual Net', 'Internet Basic', '', '30', { connection_type: 'DSL' }),
      // Mobile plans are not home internet, whatever their id says.
      plan(`F${DUAL}DUALNET00000004`, 'Dual Net', 'Mobile Unlimited', '', '20', {
        connection_type: 'Mobile',
      }),
      plan(`M${DUAL}DUALNET00000005`, 'Dual Net', 'Mobile Plus', '', '25', { connection_type: 'Mobile' }),
    ]);
    // The Spanish version of the fiber plan: kept, but not listed in the English finder.
    await importLabels(
      'dual-es.csv',
      [
        plan(`F${DUAL}DUALNET00000001`, 'Dual Net', 'Fibra 1 Giga', '', '80', {
          connection_type: 'Fijo',
          single_purchase_fee_descr: 'Instalación',
          monthly_provider_fee_descr: 'Alquiler de equipo',
          tax: 'Los impuestos varían',
        }),
      ],
      { language: 'es' },
    );
    await importLabels(
      'many.csv',
      Array.from({ length: 60 }, (_, i) =>
        plan(
          `F${MANY}MANYPLANS${String(i).padStart(6, '0')}`,
          'Many Plans',
          'Many',
          `Tier ${i}`,
          String(20 + i),
        ),
      ),
    );
  });

  it.each([
    [
      'a Fixed label of a provider with one technology in the ZIP: that technology, from coverage',
      'Home Internet – 300',
      {
        technologies: ['cable'],
        technologyFrom: 'coverage',
        zipMaxDownloadMbps: 500,
        labelDate: '2026-11-27',
      },
    ],
    [
      'a label that names its technology: that one',
      'Sky Internet – Sky 50',
      { technologies: ['satellite'], technologyFrom: 'label' },
    ],
    [
      'a provider with fiber and cable: the plan name tells when it names one',
      'Fiber 1 Gig',
      { technologies: ['fiber'], technologyFrom: 'plan-name', zipMaxDownloadMbps: 2000 },
    ],
  ])('%s (%s)', async (_case, name, expected) => {
    expect(byName((await plans('zip=98101')).plans, name)).toMatchObject(expected);
  });

  it('a provider with fiber and cable and a plan name that names neither: both', async () => {
    const all = await plans('zip=98101');
    const both = byName(all.plans, 'Internet');
    expect(both).toMatchObject({
      technologies: ['fiber', 'cable'],
      technologyFrom: 'coverage',
      zipMaxDownloadMbps: 2000,
      typicalDownloadMbps: 67,
      reachesTypicalSpeed: true,
    });
    expect(both?.label).toMatchObject({
      technology: null,
      typicalDownloadMaxMbps: 622,
      typicalLatencyMaxMs: 58,
    });
    // The DSL label (no DSL here), the mobile ones and the Spanish version are not listed.
    expect(all.plans.map((p) => p.name).sort()).toEqual([
      'Fiber 1 Gig',
      'Home Internet – 300',
      'Internet',
      'Sky Internet – Sky 50',
    ]);
    expect(all.total).toBe(4);
    expect(all.plans.every((p) => p.label.language !== 'es')).toBe(true);
  });

  it('the technology filter matches any of a plan’s technologies', async () => {
    const names = async (q: string) => (await plans(`zip=98101&${q}`)).plans.map((p) => p.name);
    expect(await names('technology=fiber')).toEqual(['Internet', 'Fiber 1 Gig']);
    expect(await names('technology=cable')).toEqual(['Home Internet – 300', 'Internet']);
    expect(await names('technology=satellite')).toEqual(['Sky Internet – Sky 50']);
    expect(await names('technology=dsl')).toEqual([]);
    expect((await plans('zip=98101&technology=dsl')).total).toBe(0);
  });

  it('wired plans before satellite at equal fit, in every sort', async () => {
    // Cable Only 300 and Sky 50 both cost $50.
    expect((await plans('zip=98101')).plans.map((p) => [p.name, p.monthlyPrice])).toEqual([
      ['Home Internet – 300', 50],
      ['Sky Internet – Sky 50', 50],
      ['Internet', 60],
      ['Fiber 1 Gig', 80],
    ]);
    // Sky and Cable Only: both 300 Mbps typical and $50, so the same price per Mbps too.
    for (const sort of ['download', 'price-per-mbps']) {
      const order = (await plans(`zip=98101&sort=${sort}`)).plans.map((p) => p.name);
      expect(order.indexOf('Home Internet – 300'), sort).toBeLessThan(order.indexOf('Sky Internet – Sky 50'));
    }
  });

  it('pages through every plan of a ZIP', async () => {
    const first = await plans('zip=97201');
    expect(first).toMatchObject({ total: 60, offset: 0 });
    expect(first.plans).toHaveLength(50);
    const second = await plans('zip=97201&offset=50');
    expect(second).toMatchObject({ total: 60, offset: 50 });
    expect(second.plans).toHaveLength(10);
    const prices = [...first.plans, ...second.plans].map((p) => p.monthlyPrice);
    expect(prices).toEqual(Array.from({ length: 60 }, (_, i) => 20 + i));
    expect(new Set([...first.plans, ...second.plans].map((p) => p.labelId)).size).toBe(60);
    const small = await plans('zip=97201&limit=20&offset=40');
    expect(small.plans.map((p) => p.monthlyPrice)).toEqual(Array.from({ length: 20 }, (_, i) => 60 + i));
    expect((await plans('zip=97201&offset=60')).plans).toEqual([]);
    expect(
      first.plans.every((p) => p.technologies.join() === 'fiber' && p.technologyFrom === 'coverage'),
    ).toBe(true);
  });

  it('answers the other plans when one stored label holds a number that is not finite', async () => {
    // As an import before issue 34 stored it: Infinity in the column, null in the JSON.
    const [one] = await db()
      .selectFrom('plan_labels')
      .selectAll()
      .where('frn', '=', MANY)
      .where('current', '=', 1)
      .limit(1)
      .execute();
    if (!one) throw new Error('no label to copy');
    const label = {
      ...JSON.parse(one.label_json),
      uniquePlanId: `F${MANY}BROKEN00000000X`,
      monthlyPrice: null,
    };
    await db()
      .insertInto('plan_labels')
      .values({
        ...one,
        id: `${one.id.slice(0, -4)}ffff`,
        unique_plan_id: label.uniquePlanId,
        monthly_price: Number.POSITIVE_INFINITY,
        label_json: JSON.stringify(label),
      })
      .execute();
    const res = await suite.fetch('/api/plans?zip=97201&limit=200');
    expect(res.status).toBe(200);
    expect(PlansResponse.parse(await res.json()).plans).toHaveLength(60);
  });
});
