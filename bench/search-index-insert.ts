// What the inbox's search index (migration 0011, decision 080) costs a lead insert on SQLite, and
// which way of keeping it is cheapest: no index, triggers (what 0011 does), an explicit
// multi-row write per batch (what the repository would do), triggers with detail=column. CPU time
// per lead, 20,000 leads in batches of 10 (the group commit's size under load), 3 alternating
// rounds, on files in a temp directory.   node bench/search-index-insert.ts
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const N = 20000,
  BATCH = 10;
function setup(variant: string) {
  const f = join(tmpdir(), `search-index-insert-${variant}.db`);
  rmSync(f, { force: true });
  rmSync(`${f}-wal`, { force: true });
  rmSync(`${f}-shm`, { force: true });
  const db = new DatabaseSync(f);
  db.exec('pragma journal_mode=wal; pragma synchronous=normal; pragma secure_delete=on');
  db.exec(
    'create table leads (id text primary key, name text not null, email text not null, email_norm text, phone text, zip_code text, created_at text, status text)',
  );
  db.exec(
    'create index a on leads(created_at, id); create index b on leads(email_norm, created_at); create index c on leads(phone, created_at); create index d on leads(lower(name)); create index e on leads(zip_code)',
  );
  const detail = variant.endsWith('col') ? ", detail='column'" : '';
  if (variant !== 'none') {
    db.exec(
      `create virtual table leads_search using fts5(name, email, phone, content='leads', content_rowid='rowid', tokenize='trigram remove_diacritics 1'${detail})`,
    );
    if (variant.startsWith('trigger'))
      db.exec(
        `create trigger t after insert on leads begin insert into leads_search(rowid,name,email,phone) values (new.rowid,new.name,new.email,new.phone); end`,
      );
  }
  return db;
}
function run(variant: string) {
  const db = setup(variant);
  const ins = db.prepare(`insert into leads values ${Array(BATCH).fill('(?,?,?,?,?,?,?,?)').join(',')}`);
  const fts =
    variant === 'none'
      ? null
      : db.prepare(
          `insert into leads_search(rowid,name,email,phone) select rowid,name,email,phone from leads where id in (${Array(BATCH).fill('?').join(',')})`,
        );
  const t = process.cpuUsage();
  for (let b = 0; b < N / BATCH; b++) {
    const args: string[] = [];
    const ids: string[] = [];
    for (let j = 0; j < BATCH; j++) {
      const i = b * BATCH + j;
      const id = `id-${String(i).padStart(8, '0')}`;
      ids.push(id);
      args.push(
        id,
        `Firstname${i % 400} Lastnameson${(i * 7) % 400}`,
        `first${i}.last${i}@example.com`,
        `first${i}.last${i}@example.com`,
        `+1555${String(i).padStart(7, '0')}`,
        String(10000 + (i % 89999)),
        new Date(i * 1000).toISOString(),
        'new',
      );
    }
    db.exec('begin');
    ins.run(...args);
    if (variant.startsWith('explicit')) fts?.run(...ids);
    db.exec('commit');
  }
  const u = process.cpuUsage(t);
  return (u.user + u.system) / N;
}
const variants = ['none', 'trigger', 'explicit', 'trigger-col'];
const res: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v, []]));
for (let r = 0; r < 3; r++) for (const v of r % 2 ? [...variants].reverse() : variants) res[v]?.push(run(v));
for (const v of variants)
  console.log(
    v.padEnd(12),
    (res[v] ?? []).map((x) => x.toFixed(1)).join(' / '),
    'µs CPU per lead (batches of',
    BATCH,
    ')',
  );
// detail=column cannot answer a substring of more than three characters (a phrase of trigrams).
const db = setup('trigger-col');
try {
  db.prepare(`select rowid from leads_search where leads_search match '"lovelace"'`).all();
} catch (e) {
  console.log('detail=column, "lovelace":', (e as Error).message);
}
for (const v of variants)
  for (const x of ['', '-wal', '-shm'])
    rmSync(join(tmpdir(), `search-index-insert-${v}.db${x}`), { force: true });
