// One scheduler on one clock: the app is given a clock the test moves, and every periodic job
// (retention, the daily digest, pruning of idempotency keys, sessions and sign-in challenges) runs
// when that clock says it is due: no row is rewritten to make something look old. On SQLite and,
// with TEST_DATABASE_URL, PostgreSQL.
import { describe, expect, it } from 'vitest';
import { Scheduler } from '../plugins/app/scheduler.ts';
import { isoAt, manualClock, offsetClock } from '../shared/clock.ts';
import { ApiClient, describeOnBackends, serverForSuite } from './helper.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('Scheduler', () => {
  it('runs a job when the clock reaches it, once per tick however far the clock moved', async () => {
    const clock = manualClock(Date.parse('2026-11-25T00:00:00Z'));
    const scheduler = new Scheduler({ clock, log: { info: () => {}, error: () => {} } as never });
    const runs: number[] = [];
    scheduler.every('job', { everyMs: HOUR, firstAfterMs: MIN }, async (now) => {
      runs.push(now);
    });
    await scheduler.tick();
    expect(runs).toEqual([]);
    clock.advance(MIN);
    await scheduler.tick();
    expect(runs).toEqual([clock()]);
    clock.advance(365 * DAY);
    await scheduler.tick();
    await scheduler.tick();
    expect(runs).toHaveLength(2);
    expect(scheduler.schedule).toEqual([{ name: 'job', next: clock() + HOUR }]);
  });

  it('logs a failed run and tries again at its next time', async () => {
    const clock = manualClock(0);
    const errors: unknown[] = [];
    const scheduler = new Scheduler({
      clock,
      log: { info: () => {}, error: (o: unknown) => errors.push(o) } as never,
    });
    let calls = 0;
    scheduler.every('flaky', { everyMs: 10 }, async () => {
      calls++;
      throw new Error('boom');
    });
    clock.advance(10);
    await scheduler.tick();
    clock.advance(10);
    await scheduler.tick();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
  });
});

describeOnBackends('periodic jobs on the injected clock', (backend) => {
  // Noon (UTC) today: the lead below and the digest of its day, queued by the one run 25 hours
  // later, fall on consecutive days whatever the hour the test runs (at 23:00 the lead's day and
  // the day before the clock's were two days apart, and the digest counted 0).
  const clock = offsetClock();
  clock.set(Math.floor(Date.now() / DAY) * DAY + 12 * HOUR);
  const suite = serverForSuite(backend, () => ({
    config: { digestTo: 'ops@example.com', leadRetentionDays: 730 },
    options: { now: clock },
  }));
  const { db } = suite;
  const tick = () => suite.server.app.scheduler.tick();

  it('has one schedule for every periodic job', () => {
    expect(suite.server.app.scheduler.schedule.map((j) => j.name).sort()).toEqual([
      'content',
      'digest',
      'lead-feed-heartbeat',
      'prune-console-auth',
      'prune-idempotency-keys',
      'retention',
    ]);
  });

  it('prunes idempotency keys, dead sessions and challenges, queues the digest, erases old leads', async () => {
    const c = new ApiClient(suite.url);
    const res = await c.post(
      '/api/send-contact-email',
      { name: 'Old Lead', email: 'old.lead@example.com', comment: 'hi' },
      { 'idempotency-key': 'key-1' },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect((await c.post('/api/admin/auth/signin/options', {})).status).toBe(200);
    await db()
      .insertInto('operators')
      .values({
        id: 'op-1',
        email: 'op@example.com',
        role: 'agent',
        created_at: isoAt(clock()),
        disabled_at: null,
      })
      .execute();
    await db()
      .insertInto('sessions')
      .values({
        token_hash: 'dead-session',
        operator_id: 'op-1',
        created_at: isoAt(clock()),
        last_seen_at: isoAt(clock()),
        expires_at: isoAt(clock() + 12 * HOUR),
      })
      .execute();
    const count = async (table: 'idempotency_keys' | 'webauthn_challenges' | 'sessions') =>
      (await db().selectFrom(table).selectAll().execute()).length;

    // Nothing is due yet.
    await tick();
    expect(await count('idempotency_keys')).toBe(1);
    expect(await count('webauthn_challenges')).toBe(1);
    expect(await count('sessions')).toBe(1);
    expect(
      (await db().selectFrom('leads').select('erased_at').where('id', '=', id).executeTakeFirstOrThrow())
        .erased_at,
    ).toBeNull();

    // A day and an hour later: the key, the idle session and the challenge are gone, and
    // yesterday's digest (the day the lead came in) is queued.
    clock.advance(DAY + HOUR);
    await tick();
    expect(await count('idempotency_keys')).toBe(0);
    expect(await count('webauthn_challenges')).toBe(0);
    expect(await count('sessions')).toBe(0);
    const digests = await db().selectFrom('outbox').select('subject').where('kind', '=', 'digest').execute();
    expect(digests.map((d) => d.subject)).toEqual([expect.stringMatching(/: 1$/)]);

    // Past the retention period the lead loses its personal fields.
    clock.advance(730 * DAY);
    await tick();
    const lead = await db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(lead.erased_at).not.toBeNull();
    expect(lead).toMatchObject({ name: '', email: '' });
  });
});
