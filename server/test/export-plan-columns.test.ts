// Issue 28: a plan finder lead's plan in columns of its own in the export (plan id, label version,
// provider, plan name, monthly price, intro rate and term, typical download and upload), the same in
// the console's CSV and `npm run leads -- export` (one export loop, server/leads/lead-export.ts), with
// the formula protection every column has: the label rows come from the visitor's browser. On
// SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { LeadResponse } from '../../contracts/api.ts';
import { EXPORT_COLUMNS, PLAN_FACT_COLUMNS } from '../../contracts/lead-views.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { ApiClient, describeOnBackends, freshConfig, runNode, startServer } from './helper.ts';

/** Our CSV output read back by csv-parse, header row to objects. */
function readCsv(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true });
}

// The rows a browser sends for a label whose provider and plan name a spreadsheet would run as
// formulas if written as they are (app/components/plans/broadband-facts.ts factsSnapshot's row names; server/
// does not import app/, and the rows come from the visitor's browser anyway).
const facts: Record<string, string> = {
  Provider: '=HYPERLINK("http://evil.example","Acme")',
  Plan: '-Fiber 300',
  Disclosure: 'Fixed broadband consumer disclosure, Fiber',
  'Monthly price': '$35.00',
  'Introductory rate': '$35.00 a month is an introductory rate for 12 months; then $45.00 a month',
  'Length of contract': 'None',
  'One-time fees at the time of purchase': 'None',
  'Early termination fee': 'None',
  'Typical download speed': '300 Mbps',
  'Typical upload speed': '280 Mbps',
  'Typical latency': 'Not provided',
  'Unique plan identifier': 'F9990000001SAMPLEFIBR00001',
};
const planLead = {
  packageTitle: 'Acme Fiber 300',
  packageDescription: ['300 Mbps'],
  price: '$35.00',
  planDuration: 'month',
  label: { uniquePlanId: 'F9990000001SAMPLEFIBR00001', labelId: 'label-version-7', facts },
  name: 'Plan Person',
  email: 'plan-person@example.com',
  zipCode: '98101',
  contact: '2065550142',
  consentVersion: currentConsent.version,
};

/** The plan columns as both exports must write them (CSV cells as a spreadsheet reads them). */
const expectedCsv = {
  plan_id: 'F9990000001SAMPLEFIBR00001',
  plan_label_id: 'label-version-7',
  plan_provider: `'=HYPERLINK("http://evil.example","Acme")`,
  plan_name: `'-Fiber 300`,
  plan_monthly_price: '$35.00',
  plan_intro_rate: '$35.00 a month is an introductory rate for 12 months; then $45.00 a month',
  plan_typical_download: '300 Mbps',
  plan_typical_upload: '280 Mbps',
};
const planColumns = Object.keys(expectedCsv);

it('puts the plan columns last, each read from a label row', () => {
  expect(EXPORT_COLUMNS.slice(-planColumns.length)).toEqual(planColumns);
  for (const row of Object.values(PLAN_FACT_COLUMNS)) expect(Object.keys(facts)).toContain(row);
});

describeOnBackends('plan columns in the lead export', (backend) => {
  let env: Record<string, string>;
  let remove: () => Promise<void> = async () => {};
  let consoleCsv: string;

  beforeAll(async () => {
    const fresh = await freshConfig(backend, { siteUrl: SITE, worker: false });
    remove = fresh.remove;
    const { config } = fresh;
    env = {
      DATA_DIR: config.dataDir,
      LOG_LEVEL: 'info',
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    };
    const server = await startServer(config);
    try {
      const pub = new ApiClient(server.url);
      const res = await pub.post('/api/send-package-email', planLead);
      expect(res.status, await res.clone().text()).toBe(201);
      LeadResponse.parse(await res.json());
      const other = await pub.post('/api/send-contact-email', {
        name: 'No Plan',
        email: 'no-plan@example.com',
      });
      expect(other.status).toBe(201);

      const operator = await signedInOperator(server.app.database.db, server.url, {
        email: 'exporter@example.com',
        role: 'agent',
      });
      const csv = await operator.c.get('/api/admin/leads/export.csv');
      expect(csv.status).toBe(200);
      consoleCsv = await csv.text();
    } finally {
      await server.close();
    }
  });
  afterAll(async () => {
    await remove();
  });

  it("the console's CSV has the plan in its own columns, formula-protected; other leads leave them empty", () => {
    const rows = readCsv(consoleCsv);
    const plan = rows.find((r) => r.email === 'plan-person@example.com');
    expect(plan).toMatchObject(expectedCsv);
    // The snapshot is still in the package column's JSON, whole.
    expect(JSON.parse(plan?.package ?? '{}').label.facts).toEqual(facts);
    const none = rows.find((r) => r.email === 'no-plan@example.com') ?? {};
    for (const c of planColumns) expect(none[c], c).toBe('');
  });

  it('`npm run leads -- export` writes the same CSV columns and cells, and the same fields in JSON', async () => {
    const csv = await runNode(['server/cli/leads.ts', 'export', '--format', 'csv'], env);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\r\n')[0]).toBe(consoleCsv.split('\r\n')[0]);
    expect(readCsv(csv.stdout).find((r) => r.email === 'plan-person@example.com')).toMatchObject(expectedCsv);

    const json = await runNode(['server/cli/leads.ts', 'export', '--format', 'json'], env);
    expect(json.code, json.stderr).toBe(0);
    const rows = JSON.parse(json.stdout) as Record<string, unknown>[];
    // JSON keeps the values as they are (the apostrophe is for spreadsheets only).
    expect(rows.find((r) => r.email === 'plan-person@example.com')).toMatchObject({
      ...expectedCsv,
      plan_provider: facts.Provider,
      plan_name: '-Fiber 300',
    });
    expect(rows.find((r) => r.email === 'no-plan@example.com')).toMatchObject({
      plan_id: null,
      plan_name: null,
    });
  });
});
