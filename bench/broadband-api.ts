// GET /api/availability/{zip} and GET /api/plans?zip=… with a national-size import (issue 27):
// coverage for 40,000 ZIP codes (six provider × technology rows each, from 200 providers) and
// 2,000 current labels (ten per provider), written straight into the database, then the real
// server (server/main.ts) answering one request at a time over keep-alive: p50/p95/p99 of each.
// SQLite always; PostgreSQL when BENCH_DATABASE_URL (a server where we may create a database).
// Bar: p95 ≤ 10 ms each.
//   node bench/broadband-api.ts
import { createRequire } from 'node:module';
import { EMPTY_LABEL } from '../app/components/plans/broadband-facts.ts';
import { createPostgresDatabase } from '../server/test/helper.ts';
import {
  agent,
  percentile,
  type Row,
  removeDir,
  request,
  runStandalone,
  startServer,
  tempDir,
} from './lib.ts';

const ZIPS = 40_000;
const PROVIDERS = 200;
const PLANS_PER_PROVIDER = 10;
const REQUESTS = Number(process.env.BENCH_BROADBAND_REQUESTS ?? 2000);
const TECHS = [10, 40, 50, 61, 71, 72];
const TECH_WORD: Record<number, string> = {
  10: 'DSL',
  40: 'Cable',
  50: 'Fiber',
  61: 'Satellite',
  71: 'Fixed Wireless',
  72: 'Fixed Wireless',
};
const TECH_TYPE: Record<number, string> = {
  10: 'dsl',
  40: 'cable',
  50: 'fiber',
  61: 'satellite',
  71: 'fixed-wireless',
  72: 'fixed-wireless',
};

export function zipList(): { zip: string; state: string }[] {
  const require = createRequire(import.meta.url);
  const codes = (
    require('zipcodes/lib/codes.js') as {
      codes: Record<string, { zip: string; state: string; country?: string }>;
    }
  ).codes;
  return Object.values(codes)
    .filter((c) => /^\d{5}$/.test(c.zip) && (c.country === undefined || c.country === 'US'))
    .slice(0, ZIPS)
    .map((c) => ({ zip: c.zip, state: c.state }));
}

/** The import log row the filled data belongs to (so the server does not load the sample). */
const importRow = (kind: 'coverage' | 'labels', at: string) => ({
  id: `bench-${kind}`,
  kind,
  status: 'imported' as const,
  sample: 0,
  as_of: '2024-06-30',
  files_json: '[]',
  scope_json: '[]',
  rows: 0,
  errors_json: null,
  imported_at: at,
  imported_by: 'bench',
});

export async function fill(
  dataDir: string,
  databaseUrl: string | undefined,
  zips: { zip: string; state: string }[],
) {
  const { openDatabase } = await import('../server/db/database.ts');
  const database = await openDatabase({ dataDir, databaseUrl });
  const db = database.db;
  const at = new Date().toISOString();
  await db.insertInto('data_imports').values(importRow('coverage', at)).execute();
  const states = [...new Set(zips.map((z) => z.state))];
  await db
    .insertInto('coverage_states')
    .values(states.map((state) => ({ state, import_id: 'bench-coverage', as_of: '2024-06-30', sample: 0 })))
    .execute();
  let batch: Parameters<ReturnType<typeof db.insertInto<'coverage'>>['values']>[0] & unknown[] = [];
  const zipRows: { zip: string; state: string; locations: number }[] = [];
  for (const [i, z] of zips.entries()) {
    zipRows.push({ zip: z.zip, state: z.state, locations: 1000 });
    for (let k = 0; k < 6; k++) {
      const p = (i * 7 + k * 31) % PROVIDERS;
      const tech = TECHS[k] as number;
      batch.push({
        zip: z.zip,
        frn: String(9000000000 + p),
        brand_name: `Bench Provider ${p}`,
        technology: tech,
        state: z.state,
        provider_id: String(700000 + p),
        locations: 100 + k * 50,
        share: (100 + k * 50) / 1000,
        max_down: 100 * (k + 1),
        max_up: 10 * (k + 1),
        low_latency: tech === 61 ? 0 : 1,
      });
    }
    if (batch.length >= 600) {
      await db.insertInto('coverage').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length) await db.insertInto('coverage').values(batch).execute();
  for (let i = 0; i < zipRows.length; i += 1000)
    await db
      .insertInto('coverage_zips')
      .values(zipRows.slice(i, i + 1000))
      .execute();
  await db.insertInto('data_imports').values(importRow('labels', at)).execute();
  const labels = [];
  for (let p = 0; p < PROVIDERS; p++) {
    for (let j = 0; j < PLANS_PER_PROVIDER; j++) {
      const tech = TECHS[j % TECHS.length] as number;
      const down = 100 * (1 + (j % 8));
      // A stored label: the front end's empty label (app/components/plans/broadband-facts.ts) with this plan's values.
      const label = {
        ...EMPTY_LABEL,
        uniquePlanId: `F${9000000000 + p}BENCH${String(j).padStart(10, '0')}`,
        frn: String(9000000000 + p),
        providerName: `Bench Provider ${p}`,
        servicePlanName: 'Bench',
        tierPlanName: `${down}`,
        connectionType: TECH_WORD[tech],
        technology: TECH_TYPE[tech],
        monthlyPrice: 30 + j * 10,
        contractRequired: j % 3 === 0,
        monthlyFees: [{ description: 'Equipment', amount: 15 }],
        typicalDownloadMbps: down,
        typicalUploadMbps: down / 10,
        typicalLatencyMs: 20,
        dataUnlimited: j % 2 === 0,
      };
      labels.push({
        id: `bench-${p}-${j}`,
        unique_plan_id: label.uniquePlanId,
        frn: label.frn,
        fixed: 1,
        current: 1,
        sample: 0,
        import_id: 'bench-labels',
        content_hash: `h${p}-${j}`,
        technology: label.technology as 'fiber',
        provider_name: label.providerName,
        plan_name: `Bench ${down}`,
        monthly_price: label.monthlyPrice,
        typical_down: down,
        typical_up: down / 10,
        contract_required: label.contractRequired ? 1 : 0,
        data_unlimited: label.dataUnlimited ? 1 : 0,
        label_json: JSON.stringify(label),
        first_seen_at: at,
        superseded_at: null,
      });
    }
  }
  for (let i = 0; i < labels.length; i += 200)
    await db
      .insertInto('plan_labels')
      .values(labels.slice(i, i + 200))
      .execute();
  await database.close();
}

async function measure(
  backend: string,
  databaseUrl: string | undefined,
  zips: { zip: string; state: string }[],
): Promise<Row[]> {
  const dataDir = tempDir('broadband-bench-');
  const t0 = performance.now();
  await fill(dataDir, databaseUrl, zips);
  console.log(
    `${backend}: filled ${ZIPS} ZIPs × 6 coverage rows and ${PROVIDERS * PLANS_PER_PROVIDER} labels in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({ dataDir, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
  const a = agent(1);
  const rows: Row[] = [];
  try {
    const queries = [
      '',
      '&technology=fiber,cable',
      '&minDownload=300&sort=download',
      '&maxPrice=80&noContract=true&sort=price-per-mbps',
      '&noDataCap=true',
    ];
    for (const [name, path] of [
      ['availability', (i: number) => `/api/availability/${zips[(i * 7919) % zips.length]?.zip}`],
      [
        'plans',
        (i: number) => `/api/plans?zip=${zips[(i * 7919) % zips.length]?.zip}${queries[i % queries.length]}`,
      ],
    ] as const) {
      for (let i = 0; i < 100; i++) await request(`${server.url}${path(i + REQUESTS)}`, { agent: a }); // warm up
      const lat: number[] = [];
      let bad = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        const r = await request(`${server.url}${path(i)}`, { agent: a });
        lat.push(performance.now() - t);
        if (r.status !== 200) bad++;
      }
      lat.sort((x, y) => x - y);
      const p95 = percentile(lat, 95);
      const bench = `GET /api/${name} (${backend}, 40k ZIPs, 2k plans)`;
      rows.push(
        {
          bench,
          measure: 'p50 / p99 ms',
          ours: `${percentile(lat, 50).toFixed(2)} / ${percentile(lat, 99).toFixed(2)}`,
        },
        {
          bench,
          measure: `p95 ms (${REQUESTS} sequential${bad ? `, ${bad} not 200` : ''})`,
          ours: p95.toFixed(2),
          bar: '≤ 10',
          ok: p95 <= 10 && bad === 0,
        },
      );
    }
  } finally {
    a.destroy();
    await server.stop();
    removeDir(dataDir);
  }
  return rows;
}

export async function run(): Promise<Row[]> {
  const zips = zipList();
  const rows = await measure('SQLite', undefined, zips);
  const admin = process.env.BENCH_DATABASE_URL;
  if (admin) {
    const pg = await createPostgresDatabase(admin, 'homewire_bench');
    try {
      rows.push(...(await measure('PostgreSQL', pg.url, zips)));
    } finally {
      await pg.drop();
    }
  } else
    rows.push({
      bench: 'GET /api/availability, /api/plans (PostgreSQL)',
      measure: 'skipped',
      ours: 'set BENCH_DATABASE_URL',
    });
  return rows;
}

if (import.meta.main) await runStandalone(run);
