// Issue 34: a coverage import replaces whole states, so importing only one technology's file of
// a state used to delete the state's other technologies without a word. Now it is refused
// (every technology that would disappear named, the attempt recorded as failed, nothing changed)
// unless --replace-state is given; a sample state and a state's first import are never refused.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { importCoverage } from '../broadband/import-coverage.ts';
import { ImportFailed } from '../broadband/input.ts';
import { openDatabase } from '../db/database.ts';
import { appForSuite, describeOnBackends, removeDir, runNode } from './helper.ts';

const dir = mkdtempSync(join(tmpdir(), 'coverage-replace-state-'));
afterAll(() => removeDir(dir));

const BDC_HEADER =
  'frn,provider_id,brand_name,location_id,technology,max_advertised_download_speed,max_advertised_upload_speed,low_latency,business_residential_code,state_usps,block_geoid';
const rel = join(dir, 'rel.txt');
writeFileSync(
  rel,
  'GEOID_ZCTA5_20|GEOID_TABBLOCK_20\n98101|530330001001000\n98102|530330001001001\n80202|080310001001000\n',
);

/** A one-technology BDC file of a state (the FCC ships one per technology). */
function bdcFile(name: string, state: 'WA' | 'CO', tech: number, n = 2): string {
  const block = state === 'WA' ? '530330001001000' : '080310001001000';
  const rows = Array.from(
    { length: n },
    (_, i) => `9000000001,800001,Tech ${tech},${tech * 1000 + i + 1},${tech},100,20,1,R,${state},${block}`,
  );
  const path = join(dir, name);
  writeFileSync(path, `${[BDC_HEADER, ...rows].join('\n')}\n`);
  return path;
}

const waCable = bdcFile('bdc_53_Cable_J24.csv', 'WA', 40);
const waFiber = bdcFile('bdc_53_Fiber_J24.csv', 'WA', 50);
const waDsl = bdcFile('bdc_53_Copper_J24.csv', 'WA', 10);
const coCable = bdcFile('bdc_08_Cable_J24.csv', 'CO', 40);

describeOnBackends('coverage import of part of a state', (backend) => {
  const suite = appForSuite(backend);
  const db = suite.db;
  const at = '2026-11-27T10:00:00.000Z';
  const techs = async (state: string) =>
    (
      await db()
        .selectFrom('coverage')
        .select('technology')
        .distinct()
        .where('state', '=', state)
        .orderBy('technology')
        .execute()
    ).map((r) => r.technology);

  it('imports a state first with any technologies, and again with the same or more', async () => {
    await importCoverage(db(), { files: [waCable, waFiber], blocks: rel, at, by: 'test' });
    expect(await techs('WA')).toEqual([40, 50]);
    await importCoverage(db(), { files: [waCable, waFiber, waDsl], blocks: rel, at, by: 'test' });
    expect(await techs('WA')).toEqual([10, 40, 50]);
  });

  it('refuses to drop technologies the files lack, naming the state and each one, and records the attempt', async () => {
    const before = await db().selectFrom('coverage').selectAll().orderBy('technology').execute();
    const err = await importCoverage(db(), {
      files: [waCable, coCable],
      blocks: rel,
      at,
      by: 'test',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportFailed);
    const errors = (err as ImportFailed).errors;
    expect(errors).toEqual([
      {
        file: 'bdc_53_Cable_J24.csv',
        line: 0,
        message:
          'WA has coverage by DSL (copper) (10), Fiber to the premises (50) and these files have no row of them: the import would remove them. Import every technology file of WA together, or give --replace-state to remove them',
      },
    ]);
    // Nothing changed, CO included; the attempt is in the log as failed with the error.
    expect(await db().selectFrom('coverage').selectAll().orderBy('technology').execute()).toEqual(before);
    expect(await techs('CO')).toEqual([]);
    const last = await db()
      .selectFrom('data_imports')
      .selectAll()
      .where('kind', '=', 'coverage')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.status).toBe('failed');
    expect(JSON.parse(last.scope_json)).toEqual(['CO', 'WA']);
    expect(JSON.parse(last.errors_json ?? '{}').first).toEqual(errors);
  });

  it('replaces the state with only the given technologies when asked (replaceState)', async () => {
    const r = await importCoverage(db(), {
      files: [waCable],
      blocks: rel,
      at,
      by: 'test',
      replaceState: true,
    });
    expect(r.states).toEqual(['WA']);
    expect(await techs('WA')).toEqual([40]);
  });
});

it('npm run data -- import-coverage: exit 1 with the message, and --replace-state imports', async () => {
  const env = {
    DATA_DIR: join(dir, 'cli-data'),
    COOKIE_SECRET: 'replace-state-test-cookie-secret-0123456789',
  };
  const cli = (...args: string[]) => runNode(['server/cli/data.ts', 'import-coverage', ...args], env);
  expect((await cli(waCable, waFiber, '--blocks', rel)).code).toBe(0);
  const refused = await cli(waFiber, '--blocks', rel);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    'bdc_53_Fiber_J24.csv: WA has coverage by Cable (40) and these files have no row of it: the import would remove it. Import every technology file of WA together, or give --replace-state to remove it',
  );
  const replaced = await cli(waFiber, '--blocks', rel, '--replace-state');
  expect(replaced.code, replaced.stderr).toBe(0);
  expect(replaced.stdout).toMatch(/^Coverage as of 2024-06-30 for WA: 2 rows/);
  const usage = await cli(waFiber);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('[--replace-state]');
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: undefined });
  try {
    const rows = await database.db.selectFrom('coverage').select('technology').distinct().execute();
    expect(rows).toEqual([{ technology: 50 }]);
  } finally {
    await database.close();
  }
});
