// Multi-row INSERT whose SQL text Kysely compiles once per dialect, table, column list and row
// count; later batches of that size reuse it with their own values. The query builder's parse and
// compile of 16 rows × 15 columns was a tenth of a lead's CPU time (bench/lead-throughput.ts).
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Compiled SQL by dialect adapter (shared by a Kysely instance and its transactions). */
const insertSql = new WeakMap<object, Map<string, string>>();

export async function insertRows<T extends keyof Database>(
  trx: Transaction<Database> | Kysely<Database>,
  table: T,
  objects: readonly object[],
): Promise<void> {
  if (!objects.length) return;
  const rows = objects as Record<string, unknown>[];
  const columns = Object.keys(rows[0] as object);
  const shape = columns.join(',');
  // Every row must have the same columns in the same order (they are built by the same code).
  if (rows.some((r) => Object.keys(r).join(',') !== shape)) {
    await trx
      .insertInto(table)
      .values(rows as never)
      .execute();
    return;
  }
  // undefined would make Kysely leave a column out of the SQL; as a value it is NULL.
  const values = rows.map((r) => columns.map((c) => r[c] ?? null));
  const adapter = trx.getExecutor().adapter;
  let cache = insertSql.get(adapter);
  if (!cache) {
    cache = new Map();
    insertSql.set(adapter, cache);
  }
  const key = `${table}(${shape})×${rows.length}`;
  let text = cache.get(key);
  if (!text) {
    const normalised = values.map((v) => Object.fromEntries(columns.map((c, i) => [c, v[i]])));
    text = trx
      .insertInto(table)
      .values(normalised as never)
      .compile().sql;
    cache.set(key, text);
  }
  await trx.executeQuery(CompiledQuery.raw(text, values.flat()));
}
