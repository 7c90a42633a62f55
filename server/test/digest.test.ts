// The operator digest (DIGEST_TO) on SQLite and (with TEST_DATABASE_URL) PostgreSQL: yesterday's
// leads by kind, source and language, checked against leads the test creates with known sources; queued
// once per day even when two servers run the job.
import { beforeAll, expect, it } from 'vitest';
import { DigestJob, digestCounts, queueDigest } from '../digest/digest.ts';
import { ApiClient, describeOnBackends, mailOutbox, serverForSuite } from './helper.ts';

describeOnBackends('digest', (backend) => {
  const suite = serverForSuite(backend, () => ({ config: { digestTo: 'ops@example.com' } }));
  const { db } = suite;

  beforeAll(async () => {
    const pub = new ApiClient(suite.url);
    // Yesterday: 3 from google, 1 from newsletter, 2 direct; one the day before and one today.
    const plan: [string, string | null, string][] = [
      ['2026-11-22T00:00:00.000Z', 'google', 'contact'],
      ['2026-11-22T08:00:00.000Z', 'google', 'contact'],
      ['2026-11-22T23:59:59.999Z', 'google', 'contact'],
      ['2026-11-22T12:00:00.000Z', 'newsletter', 'contact'],
      ['2026-11-22T13:00:00.000Z', null, 'contact'],
      ['2026-11-22T14:00:00.000Z', null, 'contact'],
      ['2026-11-21T23:59:59.999Z', 'google', 'contact'],
      ['2026-11-23T00:00:00.000Z', 'bing', 'contact'],
    ];
    for (const [i, [at, source]] of plan.entries()) {
      const res = await pub.post('/api/send-contact-email', {
        name: `Person ${i}`,
        email: `p${i}@example.com`,
        subject: 'Hi',
        comment: 'Hello',
        page: '/contact-us',
        // Two of yesterday's leads come from a Spanish page.
        ...(source === 'newsletter' || at === '2026-11-22T13:00:00.000Z' ? { language: 'es' } : {}),
      });
      expect(res.status).toBe(201);
      const { id } = await res.json();
      await db()
        .updateTable('leads')
        .set({ created_at: at, utm_source: source })
        .where('id', '=', id)
        .execute();
    }
    // One availability request yesterday, from google.
    await db()
      .updateTable('leads')
      .set({ kind: 'availability' })
      .where('created_at', '=', '2026-11-22T08:00:00.000Z')
      .execute();
  });

  it("counts yesterday's leads by kind, source (direct when no utm_source) and language", async () => {
    expect(await digestCounts(db(), '2026-11-22')).toEqual({
      day: '2026-11-22',
      total: 6,
      byKind: [
        ['contact', 5],
        ['availability', 1],
      ],
      bySource: [
        ['google', 3],
        ['direct', 2],
        ['newsletter', 1],
      ],
      byLanguage: [
        ['English', 4],
        ['Español', 2],
      ],
    });
  });

  it('queues one digest mail per day, even from two servers at once', async () => {
    const log = { info: () => {}, error: () => {} };
    const a = new DigestJob({ db: db(), to: 'ops@example.com', outbox: mailOutbox(), log });
    const b = new DigestJob({ db: db(), to: 'ops@example.com', outbox: mailOutbox(), log });
    const at = new Date('2026-11-23T06:00:00.000Z');
    const results = await Promise.all([
      a.runOnce(at),
      b.runOnce(at),
      a.runOnce(new Date('2026-11-23T07:00:00Z')),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(
      await queueDigest(
        { db: db(), to: 'x@example.com', outbox: mailOutbox() },
        '2026-11-22',
        new Date('2026-11-23T08:00:00Z'),
      ),
    ).toBe(false);
    const rows = await db().selectFrom('outbox').selectAll().where('kind', '=', 'digest').execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.recipient).toBe('ops@example.com');
    expect(row?.message_id).toBe('<digest-2026-11-22@example.com>');
    expect(row?.subject).toBe('Leads on 2026-11-22: 6');
    expect(row?.text_body).toContain('By kind:\n  contact: 5\n  availability: 1');
    expect(row?.text_body).toContain('By source:\n  google: 3\n  direct: 2\n  newsletter: 1');
    expect(row?.html_body).toContain('<th scope="row">google</th><td>3</td>');
    expect(row?.text_body).toContain('By language:\n  English: 4\n  Español: 2');
    expect(row?.html_body).toContain('<th scope="row">Español</th><td>2</td>');
    // The next day gets its own digest.
    expect(await a.runOnce(new Date('2026-11-24T06:00:00.000Z'))).toBe(true);
  });
});
