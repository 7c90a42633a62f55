// Operators read leads without SQL:
//   npm run leads -- export --format csv|json [--since 2026-01-31] [--kind contact|availability|package]
// Reads the same configuration as the server (DATA_DIR / DATABASE_URL). Writes to stdout.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { csvHeader, csvLine, exportRow } from '../db/lead-csv.ts';
import type { LeadKind } from '../db/schema.ts';

const usage = `Usage: npm run leads -- export --format csv|json [--since DATE] [--kind contact|availability|package]`;
const kinds: LeadKind[] = ['contact', 'availability', 'package'];

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

async function main() {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { format: { type: 'string' }; since: { type: 'string' }; kind: { type: 'string' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { format: { type: 'string' }, since: { type: 'string' }, kind: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (err) {
    fail((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals[0] !== 'export' || positionals.length > 1) fail('Unknown command.');
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
    let q = database.db
      .selectFrom('leads')
      .leftJoin('outbox', 'outbox.lead_id', 'leads.id')
      .selectAll('leads')
      .select('outbox.status as mail_status')
      .orderBy('leads.created_at')
      .orderBy('leads.id');
    if (since) q = q.where('leads.created_at', '>=', since);
    if (kind) q = q.where('leads.kind', '=', kind);
    const rows = (await q.execute()).map(exportRow);
    if (format === 'json') {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    } else {
      process.stdout.write(csvHeader + rows.map(csvLine).join(''));
    }
  } finally {
    await database.close();
  }
}

await main();
