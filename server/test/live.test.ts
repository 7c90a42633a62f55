// The live inbox, queues, lead age and speed to lead (issue 29 items 1 and 2), over real HTTP on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL, on a manual clock: the lead feed hears every
// committed change; the console's event stream delivers it, resumes after Last-Event-ID and ends
// when the server closes; across two servers through PostgreSQL LISTEN/NOTIFY and Redis pub/sub;
// queue counts; overdue leads by FIRST_CONTACT_TARGET_MIN; speed-to-lead medians in the report;
// who views a lead (issue 36, decision 086), on one server and across two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InboxRow,
  LeadPresenceMessage,
  ListPage,
  PresenceAnswer,
  QueueCounts,
  Report,
} from '../../contracts/console.ts';
import { startRedis } from '../../scripts/system-deps.ts';
import { hashToken, inviteOperator } from '../console/operators.ts';
import { SoftAuthenticator } from '../console/soft-authenticator.ts';
import type { OperatorRole } from '../db/schema.ts';
import type { LeadFeedEvent } from '../live/feed.ts';
import { PRESENCE_TTL_BEATS } from '../live/presence.ts';
import { MAX_STREAMS_PER_SESSION } from '../routes/api/admin/events.ts';
import { manualClock } from '../shared/clock.ts';
import {
  ApiClient,
  build,
  ConsoleClient,
  describeOnBackends,
  mailOutbox,
  removeDir,
  serverForSuite,
  startOnFreshDatabase,
  testConfig,
  waitFor,
} from './helper.ts';

const SITE = 'http://localhost:3000';
const MIN = 60_000;

type Sse = { event: string; id?: string; data: string };

/** An EventSource-like reader of /api/admin/events: every event it got so far, and close(). */
async function openStream(base: string, cookie: string, lastEventId?: string, tab?: string) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/admin/events${tab ? `?tab=${tab}` : ''}`, {
    headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: ctrl.signal,
  });
  const events: Sse[] = [];
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const e: Sse = { event: 'message', data: '' };
            let has = false;
            for (const line of block.split('\n')) {
              const [k, ...v] = line.split(':');
              const value = v.join(':').replace(/^ /, '');
              if (k === 'event') e.event = value;
              else if (k === 'id') e.id = value;
              else if (k === 'data') {
                e.data = value;
                has = true;
              }
            }
            if (has) events.push(e);
          }
        }
      } catch {}
      ended = true;
    })();
  } else ended = true;
  return {
    res,
    events,
    ended: () => ended,
    leads: () => events.filter((e) => e.event === 'lead').map((e) => JSON.parse(e.data)),
    presence: (): LeadPresenceMessage[] =>
      events.filter((e) => e.event === 'presence').map((e) => JSON.parse(e.data)),
    close: () => ctrl.abort(),
  };
}

async function postLead(base: string, name: string): Promise<string> {
  const res = await new ApiClient(base).post('/api/send-contact-email', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    subject: 'Question',
    comment: 'Hello',
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

describeOnBackends('live inbox, queues and speed to lead', (backend) => {
  const T0 = Date.parse('2026-11-25T10:00:00.000Z');
  const clock = manualClock(T0);
  const suite = serverForSuite(backend, () => ({
    config: { siteUrl: SITE, firstContactTargetMin: 5 },
    options: { now: clock },
  }));
  const ops: Record<string, { c: ConsoleClient; id: string }> = {};

  async function enrolled(email: string, role: OperatorRole) {
    const { link, operator } = await inviteOperator(
      suite.db(),
      { email, role },
      { siteUrl: SITE, outbox: mailOutbox(), now: clock() },
    );
    const c = new ConsoleClient(suite.url);
    expect((await c.enroll(link, new SoftAuthenticator(SITE))).status).toBe(200);
    return { c, id: operator.id };
  }

  beforeAll(async () => {
    ops.ann = await enrolled('ann@example.com', 'agent');
    ops.bob = await enrolled('bob@example.com', 'agent');
  });

  const queues = async (who: 'ann' | 'bob'): Promise<QueueCounts> =>
    (await ops[who]?.c.get('/api/admin/queues'))?.json() as Promise<QueueCounts>;
  const inbox = async (query = ''): Promise<ListPage<InboxRow>> =>
    (await ops.ann?.c.get(`/api/admin/leads${query}`))?.json() as Promise<ListPage<InboxRow>>;
  const act = async (who: 'ann' | 'bob', id: string, what: string, body: unknown) => {
    const r = await ops[who]?.c.post(`/api/admin/leads/${id}/${what}`, body);
    expect(r?.status, await r?.clone().text()).toBe(204);
  };

  it('counts the queues (Mine, Unassigned, New, overdue) and marks a lead overdue past the target', async () => {
    clock.set(T0);
    const [a, b, c] = [
      await postLead(suite.url, 'Queue One'),
      await postLead(suite.url, 'Queue Two'),
      await postLead(suite.url, 'Queue Three'),
    ];
    await act('ann', a, 'assign', { operatorId: ops.ann?.id });
    await act('bob', b, 'assign', { operatorId: ops.bob?.id });
    await act('bob', b, 'status', { status: 'contacted' });
    clock.set(T0 + 4 * MIN);
    expect(await queues('ann')).toMatchObject({
      mine: 1,
      unassigned: 1,
      new: 2,
      overdue: 0,
      cap: 1000,
      firstContactTargetMin: 5,
    });
    expect((await queues('bob')).mine).toBe(1);
    let rows = (await inbox()).items;
    expect(rows.every((r) => !r.overdue)).toBe(true);
    expect(rows.find((r) => r.id === a)?.owner).toBe('ann@example.com');
    expect(rows.find((r) => r.id === b)?.owner).toBe('bob@example.com');
    expect(rows.find((r) => r.id === c)?.owner).toBeNull();

    // Five minutes and a millisecond: the two leads still new are overdue; the contacted one is not.
    clock.set(T0 + 5 * MIN + 1);
    expect(await queues('ann')).toMatchObject({ new: 2, overdue: 2 });
    rows = (await inbox()).items;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.overdue]))).toEqual({
      [a]: true,
      [b]: false,
      [c]: true,
    });
    // The queues are the inbox's own filters: one link each.
    expect((await inbox('?assigned=me')).items.map((r) => r.id)).toEqual([a]);
    expect((await inbox('?assigned=none')).items.map((r) => r.id)).toEqual([c]);
    expect((await inbox('?status=new')).items.map((r) => r.id).sort()).toEqual([a, c].sort());
  });

  it('publishes to the feed after each commit: a lead in, status, assignment, note', async () => {
    const got: LeadFeedEvent[] = [];
    const stop = suite.server.app.leadFeed.subscribe((e) => {
      if (e.type === 'lead.created' || e.type === 'lead.changed') got.push(e);
    });
    try {
      const id = await postLead(suite.url, 'Feed Lead');
      expect(got).toEqual([
        { seq: expect.any(Number), type: 'lead.created', leadId: id, at: expect.any(String), by: null },
      ]);
      await act('ann', id, 'status', { status: 'contacted' });
      await act('ann', id, 'assign', { operatorId: ops.bob?.id });
      await act('bob', id, 'notes', { text: 'Called.' });
      expect(got.map((e) => [e.type, e.leadId, e.by])).toEqual([
        ['lead.created', id, null],
        ['lead.changed', id, ops.ann?.id],
        ['lead.changed', id, ops.ann?.id],
        ['lead.changed', id, ops.bob?.id],
      ]);
      expect(got.map((e) => e.seq)).toEqual([...got.map((e) => e.seq)].sort((x, y) => x - y));
      // A refused change commits nothing and says nothing.
      const bad = await ops.ann?.c.post(`/api/admin/leads/${id}/status`, { status: 'won' });
      expect(bad?.status).toBe(400);
      expect(got).toHaveLength(4);
    } finally {
      stop();
    }
  });

  it('streams events to a signed-in console and resumes after Last-Event-ID', async () => {
    const anon = await fetch(`${suite.url}/api/admin/events`);
    expect(anon.status).toBe(401);

    const cookie = ops.ann?.c.cookieHeader() as string;
    const s = await openStream(suite.url, cookie);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('cache-control')).toBe('no-store');
    expect(s.res.headers.get('x-accel-buffering')).toBe('no');
    await waitFor(() => s.events.some((e) => e.event === 'ready'), { what: 'ready', timeoutMs: 2000 });
    const id1 = await postLead(suite.url, 'Stream One');
    await waitFor(() => s.leads().some((e) => e.leadId === id1), { what: 'lead.created', timeoutMs: 2000 });
    expect(s.leads().at(-1)).toEqual({ type: 'lead.created', leadId: id1, at: expect.any(String), by: null });
    const seen = s.events.at(-1)?.id as string;
    expect(seen).toMatch(/^[0-9a-f]{8}\.\d+$/);
    s.close();

    // Missed while away: a lead and a change, replayed in order after the id the console saw.
    const id2 = await postLead(suite.url, 'Stream Two');
    await act('bob', id1, 'status', { status: 'contacted' });
    const again = await openStream(suite.url, cookie, seen);
    await waitFor(() => again.leads().length >= 2, { what: 'replay', timeoutMs: 2000 });
    expect(again.leads().map((e) => [e.type, e.leadId, e.by])).toEqual([
      ['lead.created', id2, null],
      ['lead.changed', id1, ops.bob?.id],
    ]);
    again.close();

    // An id this server cannot resume (another server's, or before a restart): reload.
    const other = await openStream(suite.url, cookie, 'ffffffff.3');
    await waitFor(() => other.events.some((e) => e.event === 'reset'), { what: 'reset', timeoutMs: 2000 });
    other.close();
  });

  it('ends the stream at a heartbeat once the session is over, without keeping it alive', async () => {
    const { c } = await enrolled('short@example.com', 'agent');
    const s = await openStream(suite.url, c.cookieHeader());
    await waitFor(() => s.events.length > 0, { what: 'ready', timeoutMs: 2000 });
    const before = await suite
      .db()
      .selectFrom('sessions')
      .select('last_seen_at')
      .where(
        'operator_id',
        '=',
        (
          await suite
            .db()
            .selectFrom('operators')
            .select('id')
            .where('email', '=', 'short@example.com')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    suite.server.app.leadFeed.beat();
    await new Promise((r) => setTimeout(r, 200));
    expect(s.ended()).toBe(false);
    clock.advance(31 * MIN);
    suite.server.app.leadFeed.beat();
    await waitFor(() => s.ended(), { what: 'stream ended', timeoutMs: 2000 });
    const after = await suite
      .db()
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('last_seen_at', '=', before.last_seen_at)
      .execute();
    expect(after.length).toBeGreaterThan(0);
    // Keep the other operators' sessions alive for the rest of the suite.
    clock.advance(-31 * MIN);
  });

  it("ends a session's streams the moment it signs out, and an operator's the moment they are disabled", async () => {
    const leaving = await enrolled('leaving@example.com', 'agent');
    const tabs = [
      await openStream(suite.url, leaving.c.cookieHeader()),
      await openStream(suite.url, leaving.c.cookieHeader()),
    ];
    await waitFor(() => tabs.every((t) => t.events.length > 0), { what: 'ready', timeoutMs: 2000 });
    // No heartbeat runs here (the clock is manual): only the sign-out can end them.
    expect((await leaving.c.post('/api/admin/auth/signout')).status).toBe(204);
    await waitFor(() => tabs.every((t) => t.ended()), { what: 'streams ended at sign-out', timeoutMs: 1000 });

    const disabled = await enrolled('disabled@example.com', 'agent');
    const boss = await enrolled('boss@example.com', 'admin');
    const theirs = await openStream(suite.url, disabled.c.cookieHeader());
    const mine = await openStream(suite.url, boss.c.cookieHeader());
    await waitFor(() => theirs.events.length > 0 && mine.events.length > 0, {
      what: 'ready',
      timeoutMs: 2000,
    });
    expect((await boss.c.post(`/api/admin/operators/${disabled.id}/disable`)).status).toBe(204);
    await waitFor(() => theirs.ended(), { what: 'stream ended at disabling', timeoutMs: 1000 });
    expect(mine.ended()).toBe(false);
    expect((await openStream(suite.url, disabled.c.cookieHeader())).res.status).toBe(401);
    mine.close();
  });

  it('tells the tabs viewing a lead who else views it, when a tab comes, goes, or its stream ends', async () => {
    const lead = await postLead(suite.url, 'Watched Lead');
    const view = async (who: 'ann' | 'bob', tab: string, leadId: string | null) => {
      const r = (await ops[who]?.c.post('/api/admin/presence', { tab, leadId })) as Response;
      expect(r.status, await r.clone().text()).toBe(200);
      return ((await r.json()) as PresenceAnswer).viewers;
    };
    const ann = await openStream(suite.url, ops.ann?.c.cookieHeader() as string, undefined, 'ann-tab-1');
    const bob = await openStream(suite.url, ops.bob?.c.cookieHeader() as string, undefined, 'bob-tab-1');
    await waitFor(() => ann.events.length > 0 && bob.events.length > 0, { what: 'ready', timeoutMs: 2000 });
    expect(await view('ann', 'ann-tab-1', lead)).toEqual([ops.ann?.id]);
    const both = [ops.ann?.id, ops.bob?.id].sort();
    expect(await view('bob', 'bob-tab-1', lead)).toEqual(both);
    await waitFor(() => ann.presence().at(-1)?.viewers.length === 2, { what: 'bob came', timeoutMs: 2000 });
    expect(ann.presence().at(-1)).toEqual({ leadId: lead, viewers: both });
    // Bob goes to another page: Ann hears it; Bob's stream no longer hears of this lead.
    const heardByBob = bob.presence().length;
    expect(await view('bob', 'bob-tab-1', null)).toEqual([]);
    await waitFor(() => ann.presence().at(-1)?.viewers.length === 1, { what: 'bob left', timeoutMs: 2000 });
    expect(ann.presence().at(-1)).toEqual({ leadId: lead, viewers: [ops.ann?.id] });
    // Bob comes back, then closes the tab: its stream's end says it left.
    await view('bob', 'bob-tab-1', lead);
    await waitFor(() => ann.presence().at(-1)?.viewers.length === 2, { what: 'bob back', timeoutMs: 2000 });
    const other = await postLead(suite.url, 'Unwatched Lead');
    await view('ann', 'ann-tab-2', other);
    expect(
      bob
        .presence()
        .slice(heardByBob)
        .every((m) => m.leadId === lead),
    ).toBe(true);
    bob.close();
    await waitFor(() => ann.presence().at(-1)?.viewers.length === 1, {
      what: 'stream ended',
      timeoutMs: 2000,
    });
    expect(suite.server.app.leadFeed.presence.viewersOf(lead)).toEqual([ops.ann?.id]);
    // A tab that stops saying so (its server vanished) is dropped after a few heartbeats.
    await view('bob', 'bob-tab-2', lead);
    await waitFor(() => ann.presence().at(-1)?.viewers.length === 2, { what: 'bob again', timeoutMs: 2000 });
    for (let i = 0; i < PRESENCE_TTL_BEATS; i++) suite.server.app.leadFeed.beat();
    expect(suite.server.app.leadFeed.presence.viewersOf(lead)).toEqual(both);
    await view('ann', 'ann-tab-1', lead);
    suite.server.app.leadFeed.beat();
    await waitFor(() => ann.presence().at(-1)?.viewers.length === 1, {
      what: 'bob expired',
      timeoutMs: 2000,
    });
    expect(ann.presence().at(-1)).toEqual({ leadId: lead, viewers: [ops.ann?.id] });
    // Nobody else's tab, and no malformed tab id.
    expect((await ops.ann?.c.post('/api/admin/presence', { tab: 'x', leadId: lead }))?.status).toBe(400);
    expect(
      (await fetch(`${suite.url}/api/admin/presence`, { method: 'POST' })).status,
    ).toBeGreaterThanOrEqual(400);
    ann.close();
  });

  it(`holds at most ${MAX_STREAMS_PER_SESSION} open streams per session`, async () => {
    const { c } = await enrolled('many.tabs@example.com', 'agent');
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
      const t = await openStream(suite.url, c.cookieHeader());
      expect(t.res.status).toBe(200);
      open.push(t);
    }
    const refused = await openStream(suite.url, c.cookieHeader());
    expect(refused.res.status).toBe(429);
    // Another operator's session is not affected.
    const other = await openStream(suite.url, ops.bob?.c.cookieHeader() as string);
    expect(other.res.status).toBe(200);
    other.close();
    // A tab closed frees its place.
    open.pop()?.close();
    await waitFor(
      async () => {
        const t = await openStream(suite.url, c.cookieHeader());
        if (t.res.status !== 200) return false;
        open.push(t);
        return true;
      },
      { what: 'a place freed', timeoutMs: 2000 },
    );
    for (const t of open) t.close();
  });

  it('reports speed to lead: median time to first contact, by agent and by day', async () => {
    const D1 = Date.parse('2026-11-10T09:00:00.000Z');
    const D2 = Date.parse('2026-11-11T09:00:00.000Z');
    const at = async (t: number, f: () => Promise<unknown>) => {
      clock.set(t);
      await f();
    };
    const lead = async (t: number, name: string) => {
      clock.set(t);
      return postLead(suite.url, name);
    };
    const l1 = await lead(D1, 'Speed One');
    const l2 = await lead(D1 + 1000, 'Speed Two');
    const l3 = await lead(D2, 'Speed Three');
    await lead(D2 + 1000, 'Speed Never'); // never contacted: not in the medians
    await at(D1 + 2 * MIN, () => act('ann', l1, 'status', { status: 'contacted' }));
    // Later changes are not first contacts.
    await at(D1 + 30 * MIN, () => act('bob', l1, 'status', { status: 'qualified' }));
    await at(D1 + 1000 + 10 * MIN, () => act('bob', l2, 'status', { status: 'lost' }));
    await at(D2 + 4 * MIN, () => act('ann', l3, 'status', { status: 'contacted' }));
    clock.set(D2 + HOUR_PLUS);
    const r = (await (
      await ops.ann?.c.get('/api/admin/reports?from=2026-11-10&to=2026-11-11')
    )?.json()) as Report;
    expect(r.speedToLead.targetMin).toBe(5);
    expect(r.speedToLead.overall).toEqual({ leads: 3, medianMs: 4 * MIN, withinTarget: 2 });
    expect(r.speedToLead.byAgent).toEqual([
      { operator: 'ann@example.com', leads: 2, medianMs: 3 * MIN, withinTarget: 2 },
      { operator: 'bob@example.com', leads: 1, medianMs: 10 * MIN, withinTarget: 0 },
    ]);
    expect(r.speedToLead.byDay).toEqual([
      { day: '2026-11-10', leads: 2, medianMs: 6 * MIN, withinTarget: 1 },
      { day: '2026-11-11', leads: 1, medianMs: 4 * MIN, withinTarget: 1 },
    ]);
    clock.set(T0 + 6 * MIN);
  });

  if (backend.name === 'postgres') {
    /**
     * A second server on the same database, once a lead posted to the first reached it within 2 s
     * (its listener connects in the background: posted until it hears); and that lead.
     */
    async function listeningSecond(name: string) {
      const second = await build({ ...suite.config, port: 0 }, { now: clock });
      const heard: string[] = [];
      second.leadFeed.subscribe((e) => {
        if (e.type === 'lead.created') heard.push(e.leadId);
      });
      let lead = '';
      try {
        await waitFor(
          async () => {
            lead = await postLead(suite.url, name);
            const t = Date.now();
            while (Date.now() - t < 2000) {
              if (heard.includes(lead)) return true;
              await new Promise((r) => setTimeout(r, 20));
            }
            return false;
          },
          { what: 'NOTIFY on the second server', timeoutMs: 10_000 },
        );
      } catch (e) {
        await second.close();
        throw e;
      }
      return { second, lead };
    }

    it('carries events to another server on the same database (LISTEN/NOTIFY) within 2 s', async () => {
      expect(suite.server.app.leadFeed.transportName).toBe('postgres');
      const { second } = await listeningSecond('Across Servers');
      await second.close();
    });

    it("ends a session's streams on another server the moment it signs out (NOTIFY)", async () => {
      const { second } = await listeningSecond('Listener Ready');
      try {
        const { c, id } = await enrolled('two.servers@example.com', 'agent');
        const tokenHash = hashToken(c.session as string);
        // A stream of that session held on the second server.
        let ended = false;
        second.leadFeed.hold(
          () => {
            ended = true;
          },
          { operatorId: id, tokenHash },
        );
        expect((await c.post('/api/admin/auth/signout')).status).toBe(204);
        await waitFor(() => ended, { what: 'the stream on the other server ended', timeoutMs: 2000 });
      } finally {
        await second.close();
      }
    });

    it('tells who views a lead across servers (NOTIFY), both ways, within 2 s', async () => {
      const { second, lead } = await listeningSecond('Viewed Twice');
      try {
        const ann = await openStream(suite.url, ops.ann?.c.cookieHeader() as string, undefined, 'ann-tab-9');
        await waitFor(() => ann.events.length > 0, { what: 'ready', timeoutMs: 2000 });
        expect(
          (await ops.ann?.c.post('/api/admin/presence', { tab: 'ann-tab-9', leadId: lead }))?.status,
        ).toBe(200);
        await waitFor(() => second.leadFeed.presence.viewersOf(lead).length === 1, {
          what: 'the view on the other server',
          timeoutMs: 2000,
        });
        // Bob's tab, its stream and its view on the second server: Ann's stream on the first hears him.
        second.leadFeed.view({ operator: ops.bob?.id as string, tab: 'bob-tab-9', leadId: lead });
        await waitFor(() => ann.presence().at(-1)?.viewers.length === 2, {
          what: "bob's view on the first server",
          timeoutMs: 2000,
        });
        second.leadFeed.streamGone({ operatorId: ops.bob?.id as string, tokenHash: 'x', tab: 'bob-tab-9' });
        await waitFor(() => ann.presence().at(-1)?.viewers.length === 1, {
          what: "bob's stream ended on the other server",
          timeoutMs: 2000,
        });
        ann.close();
      } finally {
        await second.close();
      }
    });
  }
});

const HOUR_PLUS = 61 * MIN;

describe('lead feed through Redis pub/sub (two SQLite servers sharing REDIS_URL)', async () => {
  const redis = await startRedis();
  const skipped = 'skipped' in redis;
  afterAll(async () => {
    if (!skipped) await redis.stop();
  });
  it.skipIf(skipped)(
    'hears on one server what the other published, and tells consoles to reload after an outage',
    async () => {
      if ('skipped' in redis) return;
      const a = await build(testConfig({ redisUrl: redis.url }));
      const b = await build(testConfig({ redisUrl: redis.url }));
      try {
        expect(b.leadFeed.transportName).toBe('redis');
        const got: string[] = [];
        b.leadFeed.subscribe((e) => got.push(e.type === 'lead.created' ? e.leadId : e.type));
        await waitFor(
          async () => {
            a.leadFeed.view({ operator: 'op-1', tab: 'tab-00001', leadId: 'probe' });
            a.leadFeed.publish({
              type: 'lead.created',
              leadId: 'probe',
              at: '2026-11-25T10:00:00.000Z',
              by: null,
            });
            await new Promise((r) => setTimeout(r, 100));
            return got.includes('probe');
          },
          { what: 'Redis message', timeoutMs: 10_000 },
        );
        expect(b.leadFeed.presence.viewersOf('probe')).toEqual(['op-1']);
        await redis.pause();
        await new Promise((r) => setTimeout(r, 300));
        await redis.resume();
        await waitFor(() => got.includes('reset'), { what: 'reset after the outage', timeoutMs: 10_000 });
      } finally {
        await a.close();
        await b.close();
        removeDir(a.config.dataDir);
        removeDir(b.config.dataDir);
      }
    },
  );
});

describeOnBackends('the event stream at shutdown', (backend) => {
  it('ends open streams when the server closes, so closing does not hang', async () => {
    const started = await startOnFreshDatabase(backend, { siteUrl: SITE });
    const { link } = await inviteOperator(
      started.server.app.database.db,
      { email: 'late@example.com', role: 'agent' },
      { siteUrl: SITE, outbox: mailOutbox(), now: Date.now() },
    );
    const c = new ConsoleClient(started.server.url);
    expect((await c.enroll(link, new SoftAuthenticator(SITE))).status).toBe(200);
    const s = await openStream(started.server.url, c.cookieHeader());
    await waitFor(() => s.events.length > 0, { what: 'ready', timeoutMs: 2000 });
    const t = Date.now();
    await started.stop();
    expect(Date.now() - t).toBeLessThan(3000);
    await waitFor(() => s.ended(), { what: 'stream ended', timeoutMs: 2000 });
  });
});
