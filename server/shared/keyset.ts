// Keyset pages for the console's lists (inbox, audit log, privacy requests): newest (or oldest)
// first on (time, id), the cursor being the last row's pair, so every page is one index range
// however deep it is.
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): [string, string] | undefined {
  const s = Buffer.from(cursor, 'base64url').toString();
  const i = s.indexOf('|');
  return i > 0 ? [s.slice(0, i), s.slice(i + 1)] : undefined;
}

/** Orders by (at, id) and starts after the cursor's row, when there is one. */
export function keyset<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  columns: { at: string; id: string },
  cursor: string | undefined,
  desc = true,
): SelectQueryBuilder<DB, TB, O> {
  const c = cursor ? decodeCursor(cursor) : undefined;
  if (c) {
    const [at, id] = c;
    const op = sql.raw(desc ? '<' : '>');
    const atCol = sql.ref(columns.at);
    const idCol = sql.ref(columns.id);
    q = q.where(sql<SqlBool>`(${atCol} ${op} ${at} or (${atCol} = ${at} and ${idCol} ${op} ${id}))`);
  }
  const dir = sql.raw(desc ? 'desc' : 'asc');
  return q.orderBy(sql`${sql.ref(columns.at)} ${dir}`).orderBy(sql`${sql.ref(columns.id)} ${dir}`);
}

/** Rows fetched with limit + 1 → the page and the cursor of the next one (null on the last). */
export function page<R>(
  rows: R[],
  limit: number,
  key: (row: R) => [string, string],
): { items: R[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: more && last ? encodeCursor(...key(last)) : null };
}
