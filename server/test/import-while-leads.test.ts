// Issue 34, "imports never hurt the site": leads POSTed all through a coverage import on SQLite
// (`npm run data -- import-coverage` in its own process, as an operator runs it beside the
// server) are every one answered 201 and stored. Before the fix about one lead in forty was
// answered 500 "database is locked": a lead's transaction began deferred, read, and its upgrade to
// a writer failed at once (SQLITE_BUSY_SNAPSHOT, which busy_timeout does not wait on) when the
// import committed in between.
import { once } from 'node:events';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LeadResponse } from '../../contracts/api.ts';
import { node, spawnProcess } from '../../scripts/processes.ts';
import { LOCK_WAIT_MS, openSqlite } from '../db/node-sqlite-dialect.ts';
import { ApiClient, postLeads, type Running, removeDir, startServer, testConfig } from './helper.ts';

const dir = mkdtempSync(join(tmpdir(), 'import-while-leads-'));
afterAll(() => removeDir(dir));

const ZCTAS = 1000;
const PROVIDERS = 100;
const BLOCKS_PER_ZCTA = 5;

async function write(path: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  let buf = '';
  for (const l of lines) {
    buf += `${l}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

const block = (z: number, b: number) => `48001${String(100000 + z).padStart(6, '0')}${1000 + b}`;

/** A state file whose import commits 100,000 coverage rows (ZIP × provider), and its blocks. */
async function generate(): Promise<{ bdc: string; rel: string }> {
  const rel = join(dir, 'rel.txt');
  await write(
    rel,
    (function* () {
      yield 'GEOID_ZCTA5_20|GEOID_TABBLOCK_20';
      for (let z = 0; z < ZCTAS; z++)
        for (let b = 0; b < BLOCKS_PER_ZCTA; b++) yield `${75000 + z}|${block(z, b)}`;
    })(),
  );
  const bdc = join(dir, 'bdc_48_fixed_broadband_J24.csv');
  await write(
    bdc,
    (function* () {
      yield 'frn,provider_id,brand_name,location_id,technology,max_advertised_download_speed,max_advertised_upload_speed,low_latency,business_residential_code,state_usps,block_geoid';
      let location = 1_000_000;
      for (let z = 0; z < ZCTAS; z++)
        for (let p = 0; p < PROVIDERS; p++)
          for (let n = 0; n < 2; n++)
            yield `${9000000000 + p},${800000 + p},Provider ${p},${location++},${p % 2 ? 40 : 50},${100 * (1 + (p % 10))},20,1,R,TX,${block(z, n)}`;
    })(),
  );
  return { bdc, rel };
}

let server: Running | undefined;
afterAll(async () => {
  await server?.close();
});

it('answers 201 to every lead sent while a coverage import runs and commits, and stores each', async () => {
  const { bdc, rel } = await generate();
  const config = testConfig({ dataDir: join(dir, 'data'), leadRateLimit: 1_000_000 });
  server = await startServer(config);
  const { url } = server;

  const answers: { status: number; id?: string; message?: string }[] = [];
  const errors: unknown[] = [];
  let importing = true;
  let sentDuringImport = 0;
  const lanes = postLeads(url, {
    lanes: 4,
    pauseMs: 2,
    until: () => !importing,
    body: (i) => ({ name: `During import ${i}`, email: `import${i}@example.com`, subject: 'Import' }),
    onAnswer: async (res) => {
      const body = (await res.json()) as { message?: string };
      answers.push({
        status: res.status,
        id: res.status === 201 ? LeadResponse.parse(body).id : undefined,
        message: body.message,
      });
      if (importing) sentDuringImport++;
      return true;
    },
    onError: (err) => {
      errors.push(err);
      return true;
    },
  });
  const child = spawnProcess(
    node(
      '--max-semi-space-size=8',
      'server/cli/data.ts',
      'import-coverage',
      bdc,
      '--blocks',
      rel,
      '--as-of',
      '2024-06-30',
    ),
    {
      env: { DATA_DIR: config.dataDir, COOKIE_SECRET: config.cookieSecret },
      baseEnv: 'clean',
    },
  );
  const code = await child.exited;
  importing = false;
  await lanes;
  expect(code, child.output()).toBe(0);

  // Leads went in all through the import (a few hundred at least), and every one was stored.
  expect(sentDuringImport).toBeGreaterThan(200);
  const notCreated = answers.filter((a) => a.status !== 201);
  expect(notCreated).toEqual([]);
  expect(errors).toEqual([]);
  const ids = answers.flatMap((a) => (a.id ? [a.id] : []));
  const db = server.app.database.db;
  const stored = await db.selectFrom('leads').select('id').where('id', 'in', ids).execute();
  expect(stored).toHaveLength(ids.length);
  // The import did commit its 100,000 rows.
  const { n } = await db
    .selectFrom('coverage')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(n)).toBe(ZCTAS * PROVIDERS);
});

it('answers 503 with Retry-After, not 500, when another writer keeps the lock past LOCK_WAIT_MS, and 201 once it lets go', async () => {
  if (!server) throw new Error('the first test starts the server');
  const client = new ApiClient(server.url);
  await client.csrf();
  const lead = { name: 'Locked out', email: 'locked@example.com', subject: 'Lock' };
  // Another process's writer (an import, say) that keeps the write lock for longer than a lead waits.
  const other = openSqlite(join(dir, 'data', 'site.db'));
  other.exec('BEGIN IMMEDIATE');
  const started = Date.now();
  let released = false;
  const release = setTimeout(() => {
    other.exec('ROLLBACK');
    released = true;
  }, LOCK_WAIT_MS + 1500);
  try {
    // The server keeps answering while the lead waits for the lock (the wait is not SQLite's busy
    // handler blocking the event loop).
    const waiting = client.post('/api/send-contact-email', lead);
    const t0 = Date.now();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(1000);
    const res = await waiting;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(released).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCK_WAIT_MS);
  } finally {
    await new Promise((r) => setTimeout(r, Math.max(0, LOCK_WAIT_MS + 1600 - (Date.now() - started))));
    clearTimeout(release);
    if (!released) other.exec('ROLLBACK');
    other.close();
  }
  expect((await client.post('/api/send-contact-email', lead)).status).toBe(201);
});
