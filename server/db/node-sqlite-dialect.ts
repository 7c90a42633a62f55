// Adapts Node's built-in node:sqlite (DatabaseSync) to Kysely's SqliteDialect, so SQLite needs
// no native addon. A statement is a reader when it returns columns (SELECT, … RETURNING).
//
// Writers on one database file (the servers, `npm run data` importing beside them) take turns
// without refusing anyone (issue 34): every transaction begins IMMEDIATE, taking the write lock
// before it reads, and the wait for that lock happens here, asynchronously, not in SQLite's busy
// handler. A transaction begun deferred reads first and upgrades to a writer at its first write;
// when another connection committed in between, that upgrade fails at once with
// SQLITE_BUSY_SNAPSHOT ("database is locked"), which busy_timeout does not wait on: a lead sent
// while a coverage import committed was answered 500. And busy_timeout waits inside the
// synchronous call, so the whole server stood still while it waited.

import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteStatement,
} from 'kysely';

type Param = null | number | bigint | string | NodeJS.ArrayBufferView;

function toParam(p: unknown): Param {
  if (p === undefined) return null;
  if (typeof p === 'boolean') return p ? 1 : 0;
  if (p instanceof Date) return p.toISOString();
  return p as Param;
}

/** Kysely's parameters as node:sqlite takes them; the array itself when nothing needs converting
 * (a batch insert has hundreds of values, almost all strings, numbers and nulls). */
function toParams(parameters: ReadonlyArray<unknown>): Param[] {
  for (let i = 0; i < parameters.length; i++) {
    const p = parameters[i];
    if (p === undefined || typeof p === 'boolean' || p instanceof Date) return parameters.map(toParam);
  }
  return parameters as Param[];
}

function wrap(stmt: StatementSync): SqliteStatement {
  return {
    reader: stmt.columns().length > 0,
    all: (parameters) => stmt.all(...toParams(parameters)),
    run: (parameters) => stmt.run(...toParams(parameters)),
    iterate: (parameters) => stmt.iterate(...toParams(parameters)),
  };
}

export type SqliteSynchronous = 'FULL' | 'NORMAL';

export function openSqlite(file: string, synchronous: SqliteSynchronous = 'FULL'): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  // FULL (default): a lead is on disk before the 201 leaves, even on power loss; NORMAL in WAL
  // mode survives any crash of the process but may lose the last commits on power loss.
  db.exec(`PRAGMA synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  // An erased lead (privacy request, retention) must not linger in freed space of the file:
  // SQLite zeroes what it frees instead of leaving the old bytes behind.
  db.exec('PRAGMA secure_delete = ON');
  return db;
}

/**
 * How long a statement waits for another connection's write lock (an import committing, another
 * server's batch) before it fails with SQLITE_BUSY, which the app answers 503 with Retry-After
 * (isDatabaseUnavailable). Well under the request timeout and nginx's proxy_read_timeout (30 s);
 * a coverage import holds it about 3 s at Texas scale (docs/data-import.md).
 */
export const LOCK_WAIT_MS = 10_000;

/** SQLITE_BUSY and its extended codes (BUSY_RECOVERY, BUSY_SNAPSHOT, BUSY_TIMEOUT). */
export function isSqliteBusy(err: unknown): boolean {
  const errcode = (err as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' && (errcode & 0xff) === 5;
}

/**
 * A statement refused for another connection's lock is tried again after a pause (1 ms doubling
 * to 20 ms) until LOCK_WAIT_MS has passed, when it ran outside a transaction: BEGIN IMMEDIATE
 * itself, or a statement committing on its own; neither did anything. Inside a transaction (which
 * holds the write lock from its BEGIN) an error is the caller's. The event loop keeps serving
 * while a statement waits; this process's other statements wait for the connection, as always.
 */
function lockWaiting(inner: DatabaseConnection, raw: () => DatabaseSync): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const deadline = performance.now() + LOCK_WAIT_MS;
      for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
        try {
          return await inner.executeQuery<R>(query);
        } catch (err) {
          if (!isSqliteBusy(err) || raw().isTransaction || performance.now() >= deadline) throw err;
        }
        await sleep(pause);
      }
    },
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
  };
}

class NodeSqliteDriver extends SqliteDriver {
  readonly #raw: () => DatabaseSync;
  #connection: DatabaseConnection | undefined;
  constructor(config: SqliteDialectConfig, raw: () => DatabaseSync) {
    super(config);
    this.#raw = raw;
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    // One connection, always the same object (callers keep per-connection state by identity).
    this.#connection ??= lockWaiting(await super.acquireConnection(), this.#raw);
    return this.#connection;
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #raw: () => DatabaseSync;
  constructor(config: SqliteDialectConfig, raw: () => DatabaseSync) {
    super(config);
    this.#config = config;
    this.#raw = raw;
  }
  override createDriver(): SqliteDriver {
    return new NodeSqliteDriver(this.#config, this.#raw);
  }
}

export function nodeSqliteDialect(file: string, synchronous: SqliteSynchronous = 'FULL'): SqliteDialect {
  let raw: DatabaseSync | undefined;
  return new NodeSqliteDialect(
    {
      database: async () => {
        const db = openSqlite(file, synchronous);
        // The wait for a lock is lockWaiting's, off the event loop; SQLite's own would block it.
        db.exec('PRAGMA busy_timeout = 0');
        raw = db;
        const cache = new Map<string, SqliteStatement>();
        const adapter: SqliteDatabase = {
          close: () => db.close(),
          // Kysely prepares every query; the same SQL text recurs, so keep compiled statements.
          prepare: (sql) => {
            let stmt = cache.get(sql);
            if (!stmt) {
              stmt = wrap(db.prepare(sql));
              if (cache.size >= 500) cache.clear();
              cache.set(sql, stmt);
            }
            return stmt;
          },
        };
        return adapter;
      },
    },
    () => {
      if (!raw) throw new Error('the SQLite database is not open');
      return raw;
    },
  );
}
