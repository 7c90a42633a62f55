// `npm run data -- …` as a process (SQLite): the generated sample written and imported through
// the command line, a broken label file (exit 1, every error by line and column on stderr,
// nothing imported), usage errors (exit 2).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { removeDir, runNode } from './helper.ts';

const dir = mkdtempSync(join(tmpdir(), 'cli-data-'));
const env = { DATA_DIR: join(dir, 'data'), COOKIE_SECRET: 'cli-data-test-cookie-secret-0123456789abcdef' };
afterAll(() => removeDir(dir));

it('writes the sample and imports it: coverage by state, labels by provider', async () => {
  const out = join(dir, 'sample');
  const written = await runNode(['server/cli/data.ts', 'sample', '--out', out], env);
  expect(written.code, written.stderr).toBe(0);
  const files = written.stdout.trim().split('\n');
  const bdc = files.filter((f) => /bdc_\d\d_/.test(f));
  const rel = files.find((f) => f.endsWith('tab20_zcta520_tabblock20_natl.txt')) as string;
  expect(readFileSync(rel, 'utf8').charCodeAt(0)).toBe(0xfeff);
  const coverage = await runNode(['server/cli/data.ts', 'import-coverage', ...bdc, '--blocks', rel], env);
  expect(coverage.code, coverage.stderr).toBe(0);
  expect(coverage.stdout).toMatch(/^Coverage as of 2024-06-30 for CO, IL, NY, VA, WA: \d+ rows/);
  const labels = await runNode(
    ['server/cli/data.ts', 'import-labels', ...files.filter((f) => f.includes('labels'))],
    env,
  );
  expect(labels.code, labels.stderr).toBe(0);
  const lines = labels.stdout.trim().split('\n');
  expect(lines).toHaveLength(6);
  expect(lines.at(-1)).toBe('5 of 5 files imported.');
});

it('refuses a broken label file with every error by line and column, and imports nothing from it', async () => {
  const bad = join(dir, 'bad.csv');
  writeFileSync(
    bad,
    'unique_plan_id,provider_name,connection_type,monthly_price,contract_req,service_plan_name\r\nF9990000001ABCDEFGHIJKLMNO,Acme,Fiber,abc,No,Basic\r\nX1,Acme,Fiber,10,perhaps,Basic\r\n',
  );
  const r = await runNode(['server/cli/data.ts', 'import-labels', bad], env);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain('bad.csv:2 (column monthly_price): "abc" is not an amount in dollars');
  expect(r.stderr).toContain('bad.csv:3 (column unique_plan_id)');
  expect(r.stderr).toContain('bad.csv:3 (column contract_req)');
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: undefined });
  try {
    const acme = await database.db
      .selectFrom('plan_labels')
      .select('id')
      .where('provider_name', '=', 'Acme')
      .execute();
    expect(acme).toEqual([]);
  } finally {
    await database.close();
  }
});

it('answers usage errors with exit 2', async () => {
  expect((await runNode(['server/cli/data.ts', 'import-coverage', 'x.csv'], env)).code).toBe(2);
  expect(
    (await runNode(['server/cli/data.ts', 'import-labels', 'x.csv', '--speed-unit', 'gbps'], env)).code,
  ).toBe(2);
  expect((await runNode(['server/cli/data.ts', 'nonsense'], env)).code).toBe(2);
});
