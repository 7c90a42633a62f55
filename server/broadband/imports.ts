// The import log (data_imports): every attempt, so the console can show what was imported and
// what went wrong last.
import { randomUUIDv7 } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { DataImportKind } from '../db/schema.ts';
import type { ImportError } from './input.ts';

/** Errors kept with a failed attempt (the command line prints them all). */
export const STORED_ERRORS = 1000;

export async function recordFailure(
  db: Db,
  attempt: {
    kind: DataImportKind;
    files: { name: string; bytes: number; rows: number }[];
    errors: ImportError[];
    at: string;
    by: string;
    scope?: string[];
  },
): Promise<void> {
  await db
    .insertInto('data_imports')
    .values({
      id: randomUUIDv7(),
      kind: attempt.kind,
      status: 'failed',
      sample: 0,
      as_of: null,
      files_json: JSON.stringify(attempt.files),
      scope_json: JSON.stringify(attempt.scope ?? []),
      rows: 0,
      errors_json: JSON.stringify({
        total: attempt.errors.length,
        first: attempt.errors.slice(0, STORED_ERRORS),
      }),
      imported_at: attempt.at,
      imported_by: attempt.by,
    })
    .execute();
}

/** Whether any real or sample data was imported (the server loads the sample when not). */
export async function anyDataImported(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('data_imports')
    .select('id')
    .where('status', '=', 'imported')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
