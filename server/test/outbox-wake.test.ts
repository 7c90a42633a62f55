// The outbox wakes its worker itself (issue 35 item 3, decision 082), on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: a message enqueued in any transaction is delivered without its
// caller waking anything and without waiting for a poll; the wake comes after the commit, once per
// lane and transaction, and never for a rolled-back one.
import { afterEach, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../outbox/messages.ts';
import { type App, type Backend, build, describeOnBackends, freshConfig, waitFor } from './helper.ts';

const mail = (to: string): OutboxMessage => ({
  kind: 'mail',
  purpose: 'operator-enrollment',
  payload: { to, subject: 'Your sign-in link', text: 'Hello', html: '<p>Hello</p>' },
});

describeOnBackends('the outbox wakes its worker', (backend: Backend) => {
  let app: App | undefined;
  let remove: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await remove?.();
    remove = undefined;
  });
  const start = async () => {
    // A minute between polls: only a wake can deliver within the test's second.
    const fresh = await freshConfig(backend, {
      worker: true,
      outbox: { pollMs: 60_000, baseDelayMs: 100, maxDelayMs: 1000, maxAttempts: 5, leaseMs: 10_000 },
    });
    remove = fresh.remove;
    app = await build(fresh.config);
    // The first run at start has found nothing; the next poll is a minute away.
    await new Promise((r) => setTimeout(r, 200));
    return app;
  };

  it('a message enqueued in any transaction is sent within a second, nobody waking the worker', async () => {
    const a = await start();
    const { db } = a.database;
    const at = new Date(a.clock()).toISOString();
    await db.transaction().execute((trx) => a.outbox.enqueue(trx, mail('ops@example.com'), { at }));
    const t0 = Date.now();
    await waitFor(
      async () => (await db.selectFrom('outbox').select('status').executeTakeFirst())?.status === 'sent',
      { timeoutMs: 1000, intervalMs: 10, what: 'the mail sent' },
    );
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('wakes after the commit, once per lane, and not for a rollback', async () => {
    const a = await start();
    const { db } = a.database;
    const worker = a.worker;
    if (!worker) throw new Error('no worker');
    const nudge = vi.spyOn(worker, 'nudge');
    const at = new Date(a.clock()).toISOString();
    await expect(
      db.transaction().execute(async (trx) => {
        await a.outbox.enqueue(trx, mail('one@example.com'), { at });
        throw new Error('called off');
      }),
    ).rejects.toThrow('called off');
    expect(nudge).not.toHaveBeenCalled();

    await db.transaction().execute(async (trx) => {
      await a.outbox.enqueue(trx, mail('two@example.com'), { at });
      await a.outbox.enqueue(trx, [mail('three@example.com'), mail('four@example.com')], { at });
      // Not yet: another connection could not see these rows.
      expect(nudge).not.toHaveBeenCalled();
    });
    expect(nudge.mock.calls).toEqual([['mail']]);
    await waitFor(
      async () =>
        (await db.selectFrom('outbox').select('id').where('status', '=', 'sent').execute()).length === 3,
      { timeoutMs: 2000, intervalMs: 10, what: 'three mails sent' },
    );
    expect(await db.selectFrom('outbox').select('id').execute()).toHaveLength(3);
  });
});
