// What a new lead costs SQLite alone, and what each part of the schema adds: batches of 16 leads
// (with their notification rows) inserted in one transaction each, as a group commit at 16
// connections writes them, on a database migrated to this tree's schema; no HTTP, no JavaScript
// of the app, synchronous=NORMAL so no fsync is timed. Prints CPU µs per lead for each variant:
//   base       the schema as migrated
//   nofts      without the trigram search index's insert trigger (decision 080)
//   ftsbatch   the trigram index filled every 512 leads by one statement instead of per lead
//   nozip      without leads_zip
//   consoleidx without the console's list indexes (status, kind, assignee by date)
//   nockpt     without automatic checkpoints
//   nodocsize  the trigram index without its per-row size table (FTS5 columnsize=0)
//   nosecure, securefast   PRAGMA secure_delete OFF or FAST instead of ON
//   automergeN the trigram index's FTS5 automerge set to N (4 by default)
//   ckptN      PRAGMA wal_autocheckpoint = N pages (1000 by default)
// Also prints the bytes written per lead (wchar of /proc/self/io: WAL frames and checkpoints).
// Rows are the benchmark's lead (one e-mail, phone and ZIP, as bench/lead-throughput.ts sends),
// or varied contacts with BENCH_VARIED=1.
//   node bench/lead-sqlite-cost.ts [variant ...]     (BENCH_BATCHES, default 6000)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../server/db/database.ts';

type Column = { name: string; notnull: number; type: string };
const PER_BATCH = 16;
const BATCHES = Number(process.env.BENCH_BATCHES ?? 6000);
const varied = process.env.BENCH_VARIED === '1';
const firstNames = ['Maria', 'John', 'Wei', 'Aisha', 'Carlos', 'Olga', 'Juan', 'Priya'];

function leadValue(c: Column, i: number): unknown {
  switch (c.name) {
    case 'id':
      return `lead-${i}`;
    case 'kind':
      return 'availability';
    case 'name':
      return varied ? `${firstNames[i % 8]} Tester${i}` : 'Bench Mark';
    case 'email':
    case 'email_norm':
      return varied ? `person${i}@example${i % 97}.com` : 'bench@example.com';
    case 'phone':
      return varied ? `+1404555${String(i % 10000).padStart(4, '0')}` : '+14045550100';
    case 'zip_code':
      return varied ? String(30000 + (i % 500)) : '30301';
    case 'created_at':
    case 'updated_at':
      return new Date(1.79e12 + i * 10).toISOString();
    case 'status':
      return 'new';
    case 'version':
      return 1;
    case 'page':
      return '/service/tv';
    default:
      return c.notnull ? (/INT/i.test(c.type) ? 0 : '') : null;
  }
}

function outboxValue(c: Column, i: number): unknown {
  switch (c.name) {
    case 'id':
      return `outbox-${i}`;
    case 'message_id':
      return `<outbox-${i}@example.com>`;
    case 'status':
      return 'pending';
    case 'lane':
      return 'mail';
    case 'kind':
      return 'lead';
    case 'lead_id':
      return `lead-${i}`;
    case 'payload_json':
      return `{"template":"lead-notification","leadId":"lead-${i}"}`;
    case 'created_at':
    case 'next_attempt_at':
      return new Date(1.79e12 + i * 10).toISOString();
    default:
      return c.notnull ? (/INT/i.test(c.type) ? 0 : 'x') : null;
  }
}

async function measure(variant: string): Promise<{ cpu: number; kb: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'lead-sqlite-cost-'));
  try {
    const handle = await openDatabase({ dataDir: dir, databaseUrl: undefined, sqliteSynchronous: 'NORMAL' });
    await handle.close();
    const db = new DatabaseSync(join(dir, 'site.db'));
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec(
      `PRAGMA secure_delete = ${variant === 'nosecure' ? 'OFF' : variant === 'securefast' ? 'FAST' : 'ON'}`,
    );
    const automerge = /^automerge(\d+)$/.exec(variant);
    if (automerge)
      db.exec(`insert into leads_search(leads_search, rank) values ('automerge', ${automerge[1]})`);
    if (variant === 'nofts' || variant === 'ftsbatch') db.exec('drop trigger leads_search_insert');
    if (variant === 'nozip') db.exec('drop index leads_zip');
    if (variant === 'consoleidx')
      for (const i of ['leads_status_created', 'leads_kind_created', 'leads_assigned_created'])
        db.exec(`drop index ${i}`);
    if (variant === 'nockpt') db.exec('PRAGMA wal_autocheckpoint = 0');
    const ckpt = /^ckpt(\d+)$/.exec(variant);
    if (ckpt) db.exec(`PRAGMA wal_autocheckpoint = ${ckpt[1]}`);
    if (variant === 'nodocsize') {
      db.exec('drop trigger leads_search_insert');
      db.exec('drop table leads_search');
      db.exec(`create virtual table leads_search using fts5(name, email, phone, content='leads',
        content_rowid='rowid', tokenize='trigram remove_diacritics 1', columnsize=0)`);
      db.exec(`create trigger leads_search_insert after insert on leads begin
        insert into leads_search (rowid, name, email, phone) values (new.rowid, new.name, new.email, new.phone);
      end`);
    }
    const leadColumns = db.prepare('pragma table_info(leads)').all() as Column[];
    const outboxColumns = db.prepare('pragma table_info(outbox)').all() as Column[];
    const row = (n: number) => `(${Array(n).fill('?').join(',')})`;
    const insertLeads = db.prepare(
      `insert into leads (${leadColumns.map((c) => c.name).join(',')}) values ${Array(PER_BATCH).fill(row(leadColumns.length)).join(',')}`,
    );
    const insertOutbox = db.prepare(
      `insert into outbox (${outboxColumns.map((c) => c.name).join(',')}) values ${Array(PER_BATCH).fill(row(outboxColumns.length)).join(',')}`,
    );
    const indexSince = db.prepare(
      'insert into leads_search (rowid, name, email, phone) select rowid, name, email, phone from leads where rowid > ?',
    );
    let indexed = 0;
    let n = 0;
    const wchar = () => Number(/wchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
    const written = wchar();
    const started = process.cpuUsage();
    for (let b = 0; b < BATCHES; b++) {
      const leads: unknown[] = [];
      const outbox: unknown[] = [];
      for (let j = 0; j < PER_BATCH; j++, n++) {
        for (const c of leadColumns) leads.push(leadValue(c, n));
        for (const c of outboxColumns) outbox.push(outboxValue(c, n));
      }
      db.exec('begin');
      insertLeads.run(...(leads as never[]));
      insertOutbox.run(...(outbox as never[]));
      db.exec('commit');
      if (variant === 'ftsbatch' && b % 32 === 31) {
        db.exec('begin');
        indexSince.run(indexed);
        indexed = n;
        db.exec('commit');
      }
    }
    const cpu = process.cpuUsage(started);
    const bytes = wchar() - written;
    db.close();
    return { cpu: (cpu.user + cpu.system) / n, kb: bytes / n / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const variants = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['base', 'nofts', 'ftsbatch', 'nozip', 'consoleidx'];
console.log(
  `lead-sqlite-cost: ${BATCHES} batches of ${PER_BATCH} leads, ${varied ? 'varied contacts' : "the benchmark's lead"}, ${new Date().toISOString()}`,
);
for (const v of variants) {
  const { cpu, kb } = await measure(v);
  console.log(`  ${v.padEnd(11)} ${cpu.toFixed(1)} µs CPU per lead, ${kb.toFixed(1)} KB written per lead`);
}
