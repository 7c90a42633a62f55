// What one group commit of 16 leads writes to SQLite's WAL, b-tree by b-tree (decision 052): the
// same availability lead as bench/lead-throughput.ts, 16 at a time through app.inject (one batch
// each), autocheckpoint off for 100 batches, then the WAL's frames are counted by page and each
// page is named by its table or index (dbstat). Deterministic, unlike req/s on a shared machine.
//
//   node bench/lead-pages.ts [tree root, default this tree]   (a tree with server/test/helper.ts)
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { benchLead } from './lib.ts';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const { buildApp } = await import(`${root}/server/app.ts`);
const { testConfig } = await import(`${root}/server/test/helper.ts`);
const { currentConsent } = await import(`${root}/content/consent.ts`);
const app = await buildApp(testConfig({ leadRateLimit: 1e9, worker: false, logLevel: 'warn' }), {
  logStream: { write: () => {} },
  now: Date.now,
});
await app.ready();
const db = app.database.db;
const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
const cookies = csrf.cookies.map((c: { name: string; value: string }) => `${c.name}=${c.value}`).join('; ');
const token = csrf.cookies.find((c: { name: string }) => c.name === 'XSRF-TOKEN')?.value;
const body = JSON.stringify({ ...benchLead, consentVersion: currentConsent.version });
const post = () =>
  app.inject({
    method: 'POST',
    url: '/api/send-contact-email',
    payload: body,
    headers: {
      'content-type': 'application/json',
      cookie: cookies,
      'x-xsrf-token': token,
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    },
  });
const batch = async () => {
  const r = await Promise.all(Array.from({ length: 16 }, post));
  if (r.some((x) => x.statusCode !== 201)) throw new Error(r.find((x) => x.statusCode !== 201)?.body);
};
for (let i = 0; i < 20; i++) await batch();
await sql`pragma wal_autocheckpoint = 0`.execute(db);
await sql`pragma wal_checkpoint(truncate)`.execute(db);
const N = 100;
for (let i = 0; i < N; i++) await batch();
const wal = readFileSync(`${app.config.dataDir}/site.db-wal`);
const pageSize = wal.readUInt32BE(8);
const perPage = new Map<number, number>();
for (let off = 32; off + 24 + pageSize <= wal.length; off += 24 + pageSize) {
  const pg = wal.readUInt32BE(off);
  perPage.set(pg, (perPage.get(pg) ?? 0) + 1);
}
const owners = await sql<{ name: string; pageno: number }>`select name, pageno from dbstat`.execute(db);
const owner = new Map(owners.rows.map((o) => [Number(o.pageno), o.name]));
const byName = new Map<string, number>();
for (const [pg, n] of perPage) {
  const name = owner.get(pg) ?? 'free or new pages';
  byName.set(name, (byName.get(name) ?? 0) + n);
}
console.log('WAL frames per batch, by b-tree:');
console.log(
  [...byName]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `  ${k}: ${(n / N).toFixed(1)}`)
    .join('\n'),
);
const r = await sql<{ log: number }>`pragma wal_checkpoint(passive)`.execute(db);
console.log(`${root}: ${(Number(r.rows[0]?.log) / N).toFixed(1)} WAL frames (pages) per batch of 16 leads`);
const stat = await sql<{
  name: string;
  n: number;
}>`select name, sum(pgsize) n from dbstat group by name order by n desc`.execute(db);
const leads = 16 * (N + 20);
console.log('stored, bytes per lead:');
console.log(
  stat.rows
    .filter((x) => x.n > 8192)
    .map((x) => `  ${x.name} ${(x.n / leads).toFixed(0)}`)
    .join('\n'),
);
await app.close();
rmSync(app.config.dataDir, { recursive: true, force: true });
