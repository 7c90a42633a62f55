// Adapts Node's built-in node:sqlite (DatabaseSync) to Kysely's SqliteDialect, so SQLite needs
// no native addon. A statement is a reader when it returns columns (SELECT, … RETURNING).
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

type Param = null | number | bigint | string | NodeJS.ArrayBufferView;

function toParams(parameters: ReadonlyArray<unknown>): Param[] {
  return parameters.map((p) => {
    if (p === undefined) return null;
    if (typeof p === 'boolean') return p ? 1 : 0;
    if (p instanceof Date) return p.toISOString();
    return p as Param;
  });
}

function wrap(stmt: StatementSync): SqliteStatement {
  return {
    reader: stmt.columns().length > 0,
    all: (parameters) => stmt.all(...toParams(parameters)),
    run: (parameters) => stmt.run(...toParams(parameters)),
    iterate: (parameters) => stmt.iterate(...toParams(parameters)),
  };
}

export function openSqlite(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: a lead is on disk before the 201 leaves, even on power loss, not only on process death.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

export function nodeSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = openSqlite(file);
      const adapter: SqliteDatabase = {
        close: () => db.close(),
        prepare: (sql) => wrap(db.prepare(sql)),
      };
      return adapter;
    },
  });
}
