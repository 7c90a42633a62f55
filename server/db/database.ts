// Opens the database named by the config (SQLite file by default, PostgreSQL when DATABASE_URL
// is set) and applies migrations.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.ts';
import { nodeSqliteDialect, type SqliteSynchronous } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export type DatabaseHandle = { db: Db; dialect: Dialect; close: () => Promise<void> };

export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteSynchronous?: SqliteSynchronous;
  /** An idle PostgreSQL connection failed (server restart, admin kill); the pool replaces it. */
  onIdleError?: (err: Error) => void;
}): Promise<DatabaseHandle> {
  let db: Db;
  let dialect: Dialect;
  if (opts.databaseUrl) {
    dialect = 'postgres';
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Without a listener, an idle client's error is an uncaught 'error' event that ends the process.
    pool.on('error', (err) => opts.onIdleError?.(err));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    mkdirSync(opts.dataDir, { recursive: true });
    db = new Kysely<Database>({
      dialect: nodeSqliteDialect(join(opts.dataDir, 'site.db'), opts.sqliteSynchronous),
    });
  }
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  let closed = false;
  return {
    db,
    dialect,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
