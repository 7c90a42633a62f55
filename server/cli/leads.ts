// Operators read leads without SQL:
//   npm run leads -- export --format csv|json [--since 2026-01-31] [--kind contact|availability|package]
// Reads the same configuration as the server (DATA_DIR / DATABASE_URL). Writes to stdout.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { LeadKind } from '../db/schema.ts';

const usage = `Usage: npm run leads -- export --format csv|json [--since DATE] [--kind contact|availability|package]`;
const kinds: LeadKind[] = ['contact', 'availability', 'package'];

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const columns = [
  'id',
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'zip_code',
  'address',
  'city',
  'subject',
  'comment',
  'package',
  'page',
  'mail_status',
] as const;

// Spreadsheet apps run cells that start with these as formulas; free text gets a leading quote.
const formulaStart = /^[=+\-@\t\r]/;
const freeText = new Set(['name', 'address', 'city', 'subject', 'comment', 'page', 'package']);

function csvCell(column: string, value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (freeText.has(column) && formulaStart.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
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
    const rows = (await q.execute()).map((r) => ({
      id: r.id,
      kind: r.kind,
      created_at: r.created_at,
      name: r.name,
      email: r.email,
      phone: r.phone,
      zip_code: r.zip_code,
      address: r.address,
      city: r.city,
      subject: r.subject,
      comment: r.comment,
      package: r.package_json ? (JSON.parse(r.package_json) as unknown) : null,
      page: r.page,
      mail_status: r.mail_status,
    }));
    if (format === 'json') {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    } else {
      const lines = [columns.join(',')];
      for (const row of rows) {
        lines.push(
          columns
            .map((c) => csvCell(c, c === 'package' && row.package ? JSON.stringify(row.package) : row[c]))
            .join(','),
        );
      }
      process.stdout.write(`${lines.join('\r\n')}\r\n`);
    }
  } finally {
    await database.close();
  }
}

await main();
