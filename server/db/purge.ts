// Erased values out of the database's files (decision 083), `npm run leads -- purge`.
// SQLite does it by itself after every erasure (wal-scrub.ts); this only waits for that.
// PostgreSQL keeps an erased value in the table's old row version and in its indexes' pages after
// the erasure commits, and plain VACUUM (autovacuum) frees that space without overwriting it. The
// tables that hold a person's data are rewritten (VACUUM FULL: new files, the old ones truncated
// and removed), their statistics taken again and pg_statistic rewritten (ANALYZE samples column
// values), then a CHECKPOINT lets the server recycle the WAL written before it. VACUUM FULL locks
// each table while it copies it (seconds at our sizes; leads wait, none is lost), so it runs once
// a day at a quiet hour, not after each erasure.
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

/** Every table a person's e-mail, phone, name or what an operator wrote about them can be in. */
export const PERSONAL_TABLES = ['leads', 'outbox', 'privacy_requests', 'lead_events', 'audit_log'] as const;

export type PurgeReport = {
  tables: readonly string[];
  /** False when the role may not CHECKPOINT (PostgreSQL: superuser or pg_checkpoint). */
  checkpointed: boolean;
  ms: number;
};

export async function purgeErased(database: DatabaseHandle): Promise<PurgeReport> {
  const t0 = performance.now();
  if (database.dialect === 'sqlite') {
    database.scrub.request();
    const checkpointed = await database.scrub.settled(60_000);
    return { tables: [], checkpointed, ms: performance.now() - t0 };
  }
  const { db } = database;
  const tables = sql.join(PERSONAL_TABLES.map((t) => sql.table(t)));
  await sql`vacuum (full, analyze) ${tables}`.execute(db);
  // The database's owner may rewrite it (a shared catalog it is not); without the right PostgreSQL
  // warns and goes on.
  await sql`vacuum full pg_catalog.pg_statistic`.execute(db);
  let checkpointed = true;
  try {
    await sql`checkpoint`.execute(db);
  } catch {
    // The server's own checkpoint (checkpoint_timeout, 5 min by default) does the same later.
    checkpointed = false;
  }
  return { tables: PERSONAL_TABLES, checkpointed, ms: performance.now() - t0 };
}
