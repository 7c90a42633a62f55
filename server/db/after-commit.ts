// Work that must wait until a transaction has committed (decision 082): waking the outbox worker
// for the rows a change queued. Kysely has no commit hooks, so openDatabase wraps the dialect's
// driver: a transaction's commit runs what was registered on its connection, its rollback drops
// it. Nobody has to remember to run anything after their transaction.
import type { DatabaseConnection, Dialect, Driver, Kysely } from 'kysely';

/** Callbacks waiting for the commit of the transaction open on a connection. */
const pending = new WeakMap<DatabaseConnection, Set<() => void>>();
/** Connections handed out by a wrapped driver (only their commits run the callbacks). */
const hooked = new WeakSet<DatabaseConnection>();

/**
 * Runs `fn` once the transaction `db` belongs to has committed, or now when `db` is not a
 * transaction (its statements committed as they ran). Never on rollback. The same function
 * registered twice in one transaction runs once. `fn` must not throw: the commit is done whatever
 * it does, so an error is dropped.
 */
export async function afterCommit<DB>(db: Kysely<DB>, fn: () => void): Promise<void> {
  if (!db.isTransaction) return run(new Set([fn]));
  const connection = await db.getExecutor().provideConnection(async (c) => c);
  if (!hooked.has(connection))
    throw new Error('afterCommit: the database was not opened with withAfterCommit (db/database.ts)');
  const fns = pending.get(connection);
  if (fns) fns.add(fn);
  else pending.set(connection, new Set([fn]));
}

function run(fns: Set<() => void> | undefined): void {
  for (const fn of fns ?? []) {
    try {
      fn();
    } catch {
      // See afterCommit: the transaction is committed; its caller must not think otherwise.
    }
  }
}

/** The dialect with commit hooks (afterCommit): its driver runs them after each commit. */
export function withAfterCommit(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => hookedDriver(dialect.createDriver()),
  };
}

function hookedDriver(inner: Driver): Driver {
  const driver: Driver = {
    init: (options) => inner.init(options),
    async acquireConnection(options) {
      const connection = await inner.acquireConnection(options);
      hooked.add(connection);
      return connection;
    },
    beginTransaction(connection, settings) {
      pending.delete(connection);
      return inner.beginTransaction(connection, settings);
    },
    async commitTransaction(connection) {
      const fns = pending.get(connection);
      pending.delete(connection);
      await inner.commitTransaction(connection);
      run(fns);
    },
    rollbackTransaction(connection) {
      pending.delete(connection);
      return inner.rollbackTransaction(connection);
    },
    releaseConnection: (connection, options) => inner.releaseConnection(connection, options),
    destroy: (options) => inner.destroy(options),
  };
  // Savepoints as the dialect has them (a rollback to one keeps what was registered: a spare wake).
  if (inner.savepoint) driver.savepoint = inner.savepoint.bind(inner);
  if (inner.rollbackToSavepoint) driver.rollbackToSavepoint = inner.rollbackToSavepoint.bind(inner);
  if (inner.releaseSavepoint) driver.releaseSavepoint = inner.releaseSavepoint.bind(inner);
  return driver;
}
