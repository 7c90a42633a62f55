import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/database.ts';

describe('isDatabaseUnavailable (issue 13, item 1)', () => {
  it('recognises a database that cannot be reached or went away', () => {
    const cases: unknown[] = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new DatabaseUnavailableError(new Error('x')),
      new Error('wrapped', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }),
    ];
    for (const err of cases) expect(isDatabaseUnavailable(err), String(err)).toBe(true);
  });

  it('does not take a statement error for an outage (those stay 500 or their own answer)', () => {
    const cases: unknown[] = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      Object.assign(new Error('UNIQUE constraint failed: idempotency_keys.key'), {
        code: 'ERR_SQLITE_ERROR',
      }),
      new Error('boom'),
      undefined,
      'text',
    ];
    for (const err of cases) expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});
