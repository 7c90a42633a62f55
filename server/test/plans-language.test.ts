// The Spanish plan finder's labels (issue 37 item 5), on SQLite and PostgreSQL: with language=es
// each plan comes with its provider's current Spanish label where one is imported (that version's
// id and date), else with the English label, marked as such; the filters, the order and the total
// stay the English labels'. Without language (or en) the answer is the English one, as before.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PlansResponse } from '../../contracts/plans.ts';
import { importCoverage } from '../broadband/import-coverage.ts';
import { importLabelFile } from '../broadband/import-labels.ts';
import { bdcCsv, labelCsv, relFile, scratchDir } from './bdc-files.ts';
import { appForSuite, describeOnBackends, removeDir } from './helper.ts';

const AT = '2026-11-27T10:00:00.000Z';
const LATER = '2026-11-28T09:00:00.000Z';

const { dir, file } = scratchDir('plans-language-test-');
afterAll(() => removeDir(dir));

// 98101 (Seattle): block W1. Bilingual Net publishes English and Spanish labels; English Only, English.
const W1 = '530330081001000';
const BILINGUAL = '0000000021';
const ENGLISH_ONLY = '0000000022';
const ROWS = [
  `${BILINGUAL},1021,Bilingual Net,1,50,1000,1000,1,R,WA,${W1},x`,
  `${ENGLISH_ONLY},1022,English Only,1,40,500,20,1,R,WA,${W1},x`,
];

const plan = (id: string, provider: string, service: string, price: string, extra = {}) => ({
  unique_plan_id: id,
  provider_name: provider,
  service_plan_name: service,
  tier_plan_name: '',
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

const FIBER = `F${BILINGUAL}BILINGUAL000001`;
const FIBER_FAST = `F${BILINGUAL}BILINGUAL000002`;
const CABLE = `F${ENGLISH_ONLY}ENGLISHONLY0001`;

describeOnBackends('the plan finder in Spanish: Spanish labels where published', (backend) => {
  const suite = appForSuite(backend);
  const db = suite.db;
  const plans = async (q: string) => {
    const res = await suite.fetch(`/api/plans?${q}`);
    expect(res.status, q).toBe(200);
    return PlansResponse.parse(await res.json());
  };
  const importLabels = (name: string, rows: Record<string, string>[], opts = {}) =>
    importLabelFile(db(), file(name, labelCsv(rows)), { at: AT, by: 'test', ...opts });

  beforeAll(async () => {
    await importCoverage(db(), {
      files: [file('bdc_53_all_fixed_broadband_J24_x.csv', bdcCsv(ROWS))],
      blocks: file('tab20_zcta520_tabblock20_natl.txt', relFile([['98101', W1]])),
      at: AT,
      by: 'test',
    });
    await importLabels('bilingual.csv', [
      plan(FIBER, 'Bilingual Net', 'Fiber 300', '55'),
      plan(FIBER_FAST, 'Bilingual Net', 'Fiber Gig', '80', { typical_download_speed: '940' }),
    ]);
    await importLabels('english-only.csv', [plan(CABLE, 'English Only', 'Cable 300', '50')]);
    // The Spanish label of one of Bilingual Net's two plans only, imported a day later.
    await importLabels(
      'bilingual-es.csv',
      [
        plan(FIBER, 'Bilingual Net', 'Fibra 300', '55', {
          connection_type: 'Fijo',
          single_purchase_fee_descr: 'Instalación',
          monthly_provider_fee_descr: 'Alquiler de equipo',
          tax: 'Los impuestos varían según la ubicación',
        }),
      ],
      { language: 'es', at: LATER },
    );
  });

  it('answers each plan with its Spanish label where the provider publishes one, else the English', async () => {
    const es = await plans('zip=98101&language=es');
    expect(es.total).toBe(3);
    expect(
      es.plans.map((p) => [p.label.uniquePlanId, p.label.language, p.label.servicePlanName, p.labelDate]),
    ).toEqual([
      [CABLE, 'en', 'Cable 300', '2026-11-27'],
      [FIBER, 'es', 'Fibra 300', '2026-11-28'],
      [FIBER_FAST, 'en', 'Fiber Gig', '2026-11-27'],
    ]);
    const spanish = es.plans[1];
    expect(spanish?.label).toMatchObject({
      oneTimeFees: [{ description: 'Instalación', amount: 0 }],
      monthlyFees: [{ description: 'Alquiler de equipo', amount: 10 }],
      tax: 'Los impuestos varían según la ubicación',
      monthlyPrice: 55,
    });
    // The label a lead keeps is the version shown: the Spanish one's id.
    const [row] = await db()
      .selectFrom('plan_labels')
      .select('id')
      .where('unique_plan_id', '=', FIBER)
      .where('language', '=', 'es')
      .where('current', '=', 1)
      .execute();
    expect(spanish?.labelId).toBe(row?.id);
  });

  it('answers in English without language or with en, every label marked English', async () => {
    for (const q of ['zip=98101', 'zip=98101&language=en']) {
      const en = await plans(q);
      expect(
        en.plans.map((p) => [p.label.servicePlanName, p.label.language]),
        q,
      ).toEqual([
        ['Cable 300', 'en'],
        ['Fiber 300', 'en'],
        ['Fiber Gig', 'en'],
      ]);
    }
  });

  it('filters, sorts and pages as the English finder does', async () => {
    const names = async (q: string) =>
      (await plans(`zip=98101&language=es&${q}`)).plans.map((p) => p.label.servicePlanName);
    expect(await names('sort=download')).toEqual(['Fiber Gig', 'Cable 300', 'Fibra 300']);
    expect(await names('maxPrice=60&technology=fiber')).toEqual(['Fibra 300']);
    expect(await names('limit=1&offset=1')).toEqual(['Fibra 300']);
  });

  it('refuses a language it does not have', async () => {
    const res = await suite.fetch('/api/plans?zip=98101&language=fr');
    expect(res.status).toBe(400);
  });
});
