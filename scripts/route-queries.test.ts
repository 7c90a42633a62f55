// Route files hold no queries (issue 35 item 1): a route calls the service that owns the data
// (app.signIn, app.sessions, app.outbox, app.leads, server/console/*), which builds the query and
// its transaction. biome.json keeps kysely and db/ out of server/routes by import; this reads every
// file under server/routes for a query built in place on a handle the route got some other way
// (app.database.db). Comments may name the calls.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { files } from './files.ts';

const ROOT = join(import.meta.dirname, '..');

/** Kysely's query builders and transactions, and a raw `sql` template (sql`…`, sql<T>`…`). */
const QUERY =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction)\(|\bsql(<[^`]*>)?`/;

/** The code of a file without its comments (line and block). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Each line of `text` that builds a query, as "line: code". */
function queriesIn(text: string): string[] {
  return code(text)
    .split('\n')
    .flatMap((line, i) => (QUERY.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

it('finds no query in a route file', () => {
  const found = files(join(ROOT, 'server/routes'), (name) => /\.ts$/.test(name)).flatMap((path) =>
    queriesIn(readFileSync(path, 'utf8')).map((q) => `${relative(ROOT, path)}:${q}`),
  );
  expect(found, 'move these into the service that owns the data').toEqual([]);
});

it('fails on each way of building a query (the check can fail)', () => {
  const probes = [
    "const row = await db.selectFrom('sessions').selectAll().executeTakeFirst();",
    "await app.database.db.insertInto('audit_log').values(entry).execute();",
    "await db.updateTable('outbox').set({ status: 'pending' }).where('id', '=', id).execute();",
    "await trx\n  .deleteFrom('webauthn_challenges')\n  .where('id', '=', id)\n  .execute();",
    'await db.transaction().execute(async (trx) => work(trx));',
    'await sql`select 1`.execute(db);',
    'const n = await sql<number>`select count(*) from leads`.execute(db);',
  ];
  for (const probe of probes) expect(queriesIn(probe), probe).not.toEqual([]);
  // Comments, and names that only look alike, are not queries.
  expect(queriesIn("// app.outbox.list() runs db.selectFrom('outbox')\nconst x = 1;")).toEqual([]);
  expect(queriesIn('/* sql`select 1` */ const selectFromMenu = () => mysql;')).toEqual([]);
});
