// Adapts Node's built-in node:sqlite (DatabaseSync) to Kysely's SqliteDialect, so SQLite needs
// no native addon. A statement is a reader when it returns columns (SELECT, … RETURNING).
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

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

export function nodeSqliteDialect(file: string, synchronous: SqliteSynchronous = 'FULL'): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = openSqlite(file, synchronous);
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
  });
}
