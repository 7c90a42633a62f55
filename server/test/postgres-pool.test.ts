// The one PostgreSQL pool (postgresPool): a connection the server ends while it sits idle in the
// pool (an admin's pg_terminate_backend, a restart, a test dropping its database) is reported and
// replaced, never an unhandled 'error' event, which would end the process (it failed a CI run:
// outbox-migration.test.ts built its own pool, and dropping its database ended a connection the
// pool was still closing).
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresPool } from '../db/database.ts';
import { backends, freshDatabaseUrl } from './helper.ts';

const postgres = backends.find((b) => b.name === 'postgres') as (typeof backends)[number];

describe.skipIf(!postgres.enabled)('postgresPool', () => {
  it('reports an idle connection the server ended once, and the next query gets a new one', async () => {
    const { url, drop } = await freshDatabaseUrl(postgres);
    const errors: Error[] = [];
    const pool = postgresPool(url as string, (err) => errors.push(err), 2);
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = before.rows[0]?.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await expect.poll(() => errors.length).toBe(1);
      expect((errors[0] as Error & { code?: string }).code).toBe('57P01');
      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      await admin.end();
      await db.destroy();
      await drop();
    }
  });
});
