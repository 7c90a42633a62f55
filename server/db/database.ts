// Opens the database named by the config (SQLite file by default, PostgreSQL when DATABASE_URL
// is set) and applies migrations.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { withAfterCommit } from './after-commit.ts';
import { migrateToLatest } from './migrations.ts';
import { isSqliteBusy, nodeSqliteDialect, type SqliteSynchronous } from './node-sqlite-dialect.ts';
import type { Database } from './schema.ts';
import { noScrub, type Scrubber, WalScrubber } from './wal-scrub.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (so a change and its audit
 * row commit together), a new one otherwise.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  /** Asked after an erasure commits: on SQLite the WAL is checkpointed and emptied (wal-scrub.ts). */
  scrub: Scrubber;
  close: () => Promise<void>;
};

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown (or recognised) when the database cannot be reached: the request is answered 503. */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(cause: unknown) {
    super('Database unavailable.', { cause });
  }
}

// Connection-level failures: the database is down, restarting, refusing connections or the
// connection broke. Not errors of the statement itself (a constraint, a bad value).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const PG_UNAVAILABLE = /^(08...|57P0[1-4]|53300|53400)$/; // connection exception, shutdown, too many connections

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    // SQLite still locked by another writer after LOCK_WAIT_MS (node-sqlite-dialect.ts): busy, come back.
    if (isSqliteBusy(e)) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/**
 * The PostgreSQL pool the app uses. Without its listeners a connection lost by an idle pool
 * client ('error' on the pool and on the client) or by a client checked out between two queries
 * ('error' on the client) is an unhandled 'error' event, and that ends the process (or fails a test run: a test
 * dropping its database terminates a connection the pool is still closing). The broken client is
 * dropped by the pool; the next query opens a new connection once the database is back.
 */
export function postgresPool(url: string, onIdleError?: (err: Error) => void, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A database that does not answer fails a request in seconds (503), not after minutes.
    connectionTimeoutMillis: 5000,
  });
  // Every client's own listener reports its error once; the pool re-emits an idle client's error
  // as well, which only needs a listener so that it is not unhandled.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', (err: Error) => onIdleError?.(err)));
  return pool;
}

export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteSynchronous?: SqliteSynchronous;
  /** A PostgreSQL connection failed (server restart, admin kill, outage); the pool replaces it. */
  onIdleError?: (err: Error) => void;
  /** Where a scrub that keeps failing is reported. */
  log?: ConstructorParameters<typeof WalScrubber>[1];
}): Promise<DatabaseHandle> {
  let db: Db;
  let dialect: Dialect;
  let scrub: Scrubber = noScrub;
  if (opts.databaseUrl) {
    dialect = 'postgres';
    const pool = postgresPool(opts.databaseUrl, opts.onIdleError);
    db = new Kysely<Database>({ dialect: withAfterCommit(new PostgresDialect({ pool })) });
  } else {
    dialect = 'sqlite';
    mkdirSync(opts.dataDir, { recursive: true });
    const file = join(opts.dataDir, 'site.db');
    db = new Kysely<Database>({ dialect: withAfterCommit(nodeSqliteDialect(file, opts.sqliteSynchronous)) });
    scrub = new WalScrubber(file, opts.log);
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
    scrub,
    close: async () => {
      if (closed) return;
      closed = true;
      scrub.close();
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
