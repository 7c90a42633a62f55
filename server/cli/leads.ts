// Operators read leads without SQL, and carry out deletions that arrive by phone or post:
//   npm run leads -- export --format csv|json [--since 2026-01-31] [--kind contact|availability|package]
//   npm run leads -- erase --email ADDRESS | --phone NUMBER
//   npm run leads -- purge   (daily, at a quiet hour: erased values out of PostgreSQL's files, decision 083)
// Reads the same configuration as the server (DATA_DIR / DATABASE_URL). Export writes to stdout.
import { parseArgs } from 'node:util';
import { normalizeUsPhone } from '../../contracts/api.ts';
import { openDatabase } from '../db/database.ts';
import { purgeErased } from '../db/purge.ts';
import type { LeadKind } from '../db/schema.ts';
import { csvHeader, csvLine, EXPORT_PAGE_ROWS, exportSelect } from '../leads/lead-csv.ts';
import { createLeadService } from '../leads/lead-service.ts';
import { exportRow } from '../leads/views.ts';
import { createOutbox } from '../outbox/index.ts';
import { PrivacyService } from '../privacy/privacy-service.ts';
import { systemClock } from '../shared/clock.ts';
import { loadConfigOrExit } from '../shared/config.ts';
import { contactHasher } from '../shared/contact-hash.ts';
import { encodeCursor, keyset } from '../shared/keyset.ts';

const usage = `Usage: npm run leads -- export --format csv|json [--since DATE] [--kind contact|availability|package]
       npm run leads -- erase --email ADDRESS | --phone NUMBER
       npm run leads -- purge`;
const kinds: LeadKind[] = ['contact', 'availability', 'package'];

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const options = {
  format: { type: 'string' },
  since: { type: 'string' },
  kind: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
} as const;

async function exportLeads(values: { format?: string; since?: string; kind?: string }) {
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') fail(`--format must be csv or json, not ${format}.`);
  let since: string | undefined;
  if (values.since !== undefined) {
    const t = Date.parse(values.since);
    if (Number.isNaN(t)) fail(`--since must be a date like 2026-01-31 or an ISO time, not ${values.since}.`);
    since = new Date(t).toISOString();
  }
  const kind = values.kind as LeadKind | undefined;
  if (kind !== undefined && !kinds.includes(kind)) fail(`--kind must be one of ${kinds.join(', ')}.`);

  const config = loadConfigOrExit();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // Page by page in (created_at, id) order, one row per lead, written as it is read: memory
    // stays flat however many leads there are.
    let q = exportSelect(database.db);
    if (since) q = q.where('leads.created_at', '>=', since);
    if (kind) q = q.where('leads.kind', '=', kind);
    const out = (s: string) =>
      new Promise<void>((resolve, reject) => {
        if (process.stdout.write(s)) resolve();
        else process.stdout.once('drain', resolve).once('error', reject);
      });
    await out(format === 'json' ? '[' : csvHeader);
    let cursor: string | undefined;
    let written = 0;
    for (;;) {
      const page = await keyset(q, { at: 'leads.created_at', id: 'leads.id' }, cursor, false)
        .limit(EXPORT_PAGE_ROWS)
        .execute();
      const rows = page.map(exportRow);
      if (format === 'json') {
        const text = rows.map((r) => `${written++ ? ',' : ''}\n${JSON.stringify(r, null, 2)}`).join('');
        if (text) await out(text);
      } else if (rows.length) await out(rows.map(csvLine).join(''));
      const end = page.at(-1);
      if (page.length < EXPORT_PAGE_ROWS || !end) break;
      cursor = encodeCursor(end.created_at, end.id);
    }
    if (format === 'json') await out(written ? '\n]\n' : ']\n');
  } finally {
    await database.close();
  }
}

async function erase(values: { email?: string; phone?: string }) {
  const email = values.email?.trim();
  const phoneInput = values.phone?.trim();
  if (!email && !phoneInput) fail('erase needs --email or --phone.');
  if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email)) fail('--email must be an e-mail address.');
  const phone = phoneInput ? normalizeUsPhone(phoneInput) : undefined;
  if (phoneInput && !phone) fail('--phone must be a US phone number.');
  const config = loadConfigOrExit();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // The same outbox and lead service as the server's, built once for this process.
    const outbox = createOutbox(config);
    const service = new PrivacyService({
      now: systemClock,
      db: database.db,
      contactHash: contactHasher(config.cookieSecret),
      siteUrl: config.siteUrl,
      outbox,
      leads: createLeadService(config, {
        db: database.db,
        outbox,
        clock: systemClock,
        afterErasure: () => database.scrub.request(),
      }),
    });
    const erased = await service.eraseNow({ email: email ?? '', phone });
    process.stdout.write(`Erased the personal fields of ${erased} lead${erased === 1 ? '' : 's'}.\n`);
    // SQLite: the WAL is emptied before we exit (a running server may hold it a moment longer).
    if (!(await database.scrub.settled(30_000)))
      process.stderr.write(
        'The erased values are still in site.db-wal: another connection (a running server, an import) kept it busy for 30 s. Run `npm run leads -- purge` later; the server empties it too at its next erasure or shutdown.\n',
      );
  } finally {
    await database.close();
  }
}

/** Erased values out of the database's files (db/purge.ts). */
async function purge() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const r = await purgeErased(database);
    process.stdout.write(
      database.dialect === 'sqlite'
        ? `SQLite: ${r.checkpointed ? 'the WAL is empty' : 'the WAL is still held by another connection; try again'}.\n`
        : `Rewrote ${r.tables.join(', ')} in ${Math.round(r.ms)} ms${r.checkpointed ? '; checkpoint done' : '; CHECKPOINT not allowed for this role (the server does one within checkpoint_timeout)'}.\n`,
    );
    if (!r.checkpointed && database.dialect === 'sqlite') process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function main() {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true });
  } catch (err) {
    fail((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) fail('Unknown command.');
  if (positionals[0] === 'export') {
    if (values.email !== undefined || values.phone !== undefined) fail('export takes no --email or --phone.');
    await exportLeads(values);
  } else if (positionals[0] === 'erase') {
    if (values.format !== undefined || values.since !== undefined || values.kind !== undefined) {
      fail('erase takes only --email or --phone.');
    }
    await erase(values);
  } else if (positionals[0] === 'purge') {
    if (Object.values(values).some((v) => v !== undefined)) fail('purge takes no options.');
    await purge();
  } else fail('Unknown command.');
}

await main();
