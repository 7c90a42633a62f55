// Operators read leads without SQL, and carry out deletions that arrive by phone or post:
//   npm run leads -- export --format csv|json [--since 2026-01-31] [--kind contact|availability|package]
//   npm run leads -- erase --email ADDRESS | --phone NUMBER
//   npm run leads -- purge   (daily, at a quiet hour: erased values out of PostgreSQL's files, decision 083)
// Reads the same configuration as the server (DATA_DIR / DATABASE_URL). Export writes to stdout
// and is audited like the console's (leads.exported, via cli).
import { parseArgs } from 'node:util';
import { normalizeUsPhone } from '../../contracts/api.ts';
import { openDatabase } from '../db/database.ts';
import { purgeErased } from '../db/purge.ts';
import type { LeadKind } from '../db/schema.ts';
import { createLeadCommands } from '../leads/lead-commands.ts';
import { exportLeads } from '../leads/lead-export.ts';
import { createOutbox } from '../outbox/index.ts';
import { PrivacyService } from '../privacy/privacy-service.ts';
import { isoAt, systemClock } from '../shared/clock.ts';
import { loadConfigOrExit } from '../shared/config.ts';
import { contactHasher } from '../shared/contact-hash.ts';

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

async function exportCommand(values: { format?: string; since?: string; kind?: string }) {
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') fail(`--format must be csv or json, not ${format}.`);
  let since: string | undefined;
  if (values.since !== undefined) {
    const t = Date.parse(values.since);
    if (Number.isNaN(t)) fail(`--since must be a date like 2026-01-31 or an ISO time, not ${values.since}.`);
    since = isoAt(t);
  }
  const kind = values.kind as LeadKind | undefined;
  if (kind !== undefined && !kinds.includes(kind)) fail(`--kind must be one of ${kinds.join(', ')}.`);

  const config = loadConfigOrExit();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // The console's export loop (leads/lead-export.ts): oldest first, page by page, written as it
    // is read (memory stays flat however many leads there are), audited as an export with no operator.
    const text = exportLeads(database.db, systemClock, {
      filter: { kind, since, sort: 'oldest' },
      format,
      actor: null,
      via: 'cli',
    });
    for await (const chunk of text) {
      if (!process.stdout.write(chunk))
        await new Promise<void>((resolve, reject) => {
          process.stdout.once('drain', resolve).once('error', reject);
        });
    }
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
    // The same outbox and lead commands as the server's, built once for this process.
    const outbox = createOutbox(config);
    const service = new PrivacyService({
      now: systemClock,
      db: database.db,
      contactHash: contactHasher(config.cookieSecret),
      siteUrl: config.siteUrl,
      outbox,
      leads: createLeadCommands(config, {
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
    await exportCommand(values);
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
