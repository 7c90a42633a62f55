// Operators of the console, from the shell:
//   npm run operators -- invite EMAIL --role admin|agent   (prints the enrollment link and mails it)
//   npm run operators -- list
//   npm run operators -- disable EMAIL                     (ends their sessions at once)
// Reads the same configuration as the server (DATA_DIR / DATABASE_URL / SITE_URL / MAIL_FROM).
// The mail goes into the outbox; the server's worker (or `npm run worker`) sends it.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { OPERATOR_ROLES } from '../../contracts/console.ts';
import { disableOperator, findOperatorByEmail, inviteOperator, listOperators } from '../console/operators.ts';
import { openDatabase } from '../db/database.ts';
import type { OperatorRole } from '../db/schema.ts';
import { FEED_CHANNEL, sessionsEndedWire } from '../live/feed.ts';
import { createOutbox } from '../outbox/index.ts';
import { systemClock } from '../shared/clock.ts';
import { loadConfigOrExit } from '../shared/config.ts';
import { DomainError } from '../shared/errors.ts';

const usage = `Usage:
  npm run operators -- invite EMAIL --role admin|agent
  npm run operators -- list
  npm run operators -- disable EMAIL`;

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(code);
}

async function main() {
  let parsed: { values: { role?: string }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { role: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (err) {
    fail((err as Error).message);
  }
  const [command, email, ...rest] = parsed.positionals;
  if (rest.length) fail('Too many arguments.');
  if (command !== 'invite' && command !== 'list' && command !== 'disable') fail('Unknown command.');
  if (command !== 'list' && !email) fail(`${command} needs an e-mail address.`);
  const role = parsed.values.role;
  if (command === 'invite' && !OPERATOR_ROLES.includes(role as OperatorRole))
    fail('--role must be admin, agent or editor.');

  const config = loadConfigOrExit();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const db = database.db;
  const by = { actor: { id: 'cli', email: 'shell' }, ipHash: null };
  try {
    if (command === 'invite') {
      const { operator, link, expiresAt } = await inviteOperator(
        db,
        { email: email as string, role: role as OperatorRole },
        { siteUrl: config.siteUrl, outbox: createOutbox(config), now: systemClock(), by },
      );
      process.stdout.write(
        `Invited ${operator.email} as ${operator.role}. Enrollment link (one use, until ${expiresAt}):\n${link}\n` +
          `The link was also queued as an e-mail to ${operator.email}.\n`,
      );
    } else if (command === 'list') {
      const rows = await listOperators(db);
      if (!rows.length) process.stdout.write('No operators yet.\n');
      for (const r of rows) {
        const state = r.disabled_at ? `disabled ${r.disabled_at}` : r.passkeys ? 'active' : 'not enrolled';
        process.stdout.write(`${r.email}\t${r.role}\t${state}\tpasskeys: ${r.passkeys}\n`);
      }
    } else {
      const operator = await findOperatorByEmail(db, email as string);
      if (!operator) fail(`No operator with the e-mail ${email}.`, 1);
      await disableOperator(db, operator.id, systemClock(), by);
      // Their open console streams end now on every server (PostgreSQL's NOTIFY reaches them; on
      // SQLite the server's next heartbeat check ends them, within 15 s).
      if (database.dialect === 'postgres')
        await sql`select pg_notify(${FEED_CHANNEL}, ${sessionsEndedWire({ operator: operator.id })})`.execute(
          db,
        );
      process.stdout.write(`Disabled ${operator.email}; their sessions have ended.\n`);
    }
  } catch (err) {
    if (err instanceof DomainError) fail(err.message, 1);
    throw err;
  } finally {
    await database.close();
  }
}

await main();
