// The operator console API over real HTTP, on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
// sessions (401, 403, idle and absolute expiry on a controllable clock, token rotation, sign-out,
// disabling), passkey enrollment and sign-in with a software authenticator running the server's
// real WebAuthn verification, the inbox, a lead's story and changes, CSV export, and the audit
// rows every action writes.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentDisclosures, currentConsent } from '../../content/consent.ts';
import { EXPORT_COLUMNS } from '../../contracts/lead-views.ts';
import { inviteOperator } from '../console/operators.ts';
import { SoftAuthenticator } from '../console/soft-authenticator.ts';
import type { OperatorRole } from '../db/schema.ts';
import { IDLE_TIMEOUT_MS } from '../plugins/app/sessions.ts';
import { offsetClock } from '../shared/clock.ts';
import { SITE, signedInOperator } from './console-support.ts';
import {
  ApiClient,
  backdateLead,
  ConsoleClient,
  describeOnBackends,
  mailOutbox,
  privacyConfirmToken,
  removeDir,
  serverForSuite,
  startServer,
  testConfig,
} from './helper.ts';

const MIN = 60_000;

describeOnBackends('operator console', (backend) => {
  // Real time plus the jumps the session tests make: time goes on, so timelines sort.
  const clock = offsetClock();
  const suite = serverForSuite(backend, () => ({
    config: { siteUrl: SITE, signinRateLimit: 1000 },
    options: { now: clock },
  }));
  const leadIds: string[] = [];

  const db = () => suite.db();
  const client = () => new ConsoleClient(suite.url);

  async function invite(email: string, role: OperatorRole) {
    return inviteOperator(db(), { email, role }, { siteUrl: SITE, outbox: mailOutbox(), now: clock() });
  }

  /** Invite → enroll a passkey → signed-in client. */
  async function enrolled(email: string, role: OperatorRole) {
    const operator = await signedInOperator(db(), suite.url, { email, role }, clock());
    return { ...operator, token: operator.link.split('#token=')[1] as string };
  }

  async function signIn(c: ConsoleClient, key: SoftAuthenticator) {
    const opt = await c.post('/api/admin/auth/signin/options');
    const { challengeId, options } = await opt.json();
    return c.post('/api/admin/auth/signin/verify', { challengeId, response: key.authenticate(options) });
  }

  async function auditRows(action: string) {
    return db().selectFrom('audit_log').selectAll().where('action', '=', action).execute();
  }

  beforeAll(async () => {
    const pub = new ApiClient(suite.url);
    for (const [i, name] of ['=HYPERLINK("x")', 'Ada Lovelace', 'Grace Hopper', 'Alan Turing'].entries()) {
      const res = await pub.post('/api/send-contact-email', {
        name,
        email: `person${i}@example.com`,
        subject: 'Question',
        comment: 'Hello',
        page: '/contact-us',
      });
      expect(res.status).toBe(201);
      leadIds.push((await res.json()).id ?? '');
    }
  });
  it('answers 401 to every /api/admin route without a session, never cached or indexed', async () => {
    const c = client();
    const lead = await db().selectFrom('leads').select('id').executeTakeFirstOrThrow();
    for (const path of [
      '/api/admin/me',
      '/api/admin/leads',
      `/api/admin/leads/${lead.id}`,
      '/api/admin/audit',
      '/api/admin/leads/export.csv',
    ]) {
      const res = await c.get(path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      const text = await res.text();
      expect(text).not.toContain('example.com');
    }
    const post = await c.post(`/api/admin/leads/${lead.id}/notes`, { text: 'hi' });
    expect(post.status).toBe(401);
    // A made-up session cookie is no session either.
    c.cookies.set('admin_session', 'x'.repeat(43));
    expect((await c.get('/api/admin/leads')).status).toBe(401);
  });

  it('enrolls once per link, signs in with the passkey and rotates the token', async () => {
    const { c, key, token } = await enrolled('Boss@Example.com', 'admin');
    const me = await (await c.get('/api/admin/me')).json();
    expect(me.operator).toMatchObject({ email: 'boss@example.com', role: 'admin' });
    // The link is used up.
    expect((await client().post('/api/admin/auth/enroll/options', { token })).status).toBe(400);
    // Sign-in while holding a session: a new token, and the old one stops working.
    const before = c.session as string;
    expect((await signIn(c, key)).status).toBe(200);
    expect(c.session).toBeTruthy();
    expect(c.session).not.toBe(before);
    const stale = client();
    stale.cookies.set('admin_session', before);
    expect((await stale.get('/api/admin/me')).status).toBe(401);
    expect((await c.get('/api/admin/me')).status).toBe(200);
    // Only the hash of a token is stored.
    const stored = await db().selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(c.session);
    expect(await auditRows('signin')).toHaveLength(2);
    expect(await auditRows('passkey.enrolled')).toHaveLength(1);
    // Sign-out ends the session on the server, not only in the browser.
    const token2 = c.session as string;
    expect((await c.post('/api/admin/auth/signout')).status).toBe(204);
    const replay = client();
    replay.cookies.set('admin_session', token2);
    expect((await replay.get('/api/admin/me')).status).toBe(401);
    expect(await auditRows('signout')).toHaveLength(1);
  });

  it('refuses an expired enrollment link and a passkey it does not know, and audits the failure', async () => {
    const { link } = await invite('late@example.com', 'agent');
    const token = link.split('#token=')[1] as string;
    clock.advance(24 * 60 * MIN + 1);
    expect((await client().post('/api/admin/auth/enroll/options', { token })).status).toBe(400);
    const stranger = new SoftAuthenticator(SITE);
    const res = await signIn(client(), stranger);
    expect(res.status).toBe(401);
    expect((await auditRows('signin.failed')).length).toBeGreaterThanOrEqual(1);
  });

  it('needs the CSRF token on state-changing console requests', async () => {
    const { c } = await enrolled('csrf@example.com', 'agent');
    const res = await fetch(`${suite.url}/api/admin/auth/signout`, {
      method: 'POST',
      headers: { cookie: c.cookieHeader() },
    });
    expect(res.status).toBe(403);
    expect((await c.get('/api/admin/me')).status).toBe(200);
  });

  it('ends a session after 30 idle minutes and after 12 hours however busy', async () => {
    const { c } = await enrolled('idle@example.com', 'agent');
    clock.advance(IDLE_TIMEOUT_MS - 2 * MIN);
    expect((await c.get('/api/admin/me')).status).toBe(200); // activity resets the idle clock
    clock.advance(IDLE_TIMEOUT_MS - 2 * MIN);
    expect((await c.get('/api/admin/me')).status).toBe(200);
    clock.advance(IDLE_TIMEOUT_MS);
    const idle = await c.get('/api/admin/me');
    expect(idle.status).toBe(401);
    expect((await idle.json()).reason).toBe('session-expired');
    // The dead session's cookie is cleared with the 401.
    expect(idle.headers.get('set-cookie') ?? '').toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);

    const { c: busy } = await enrolled('busy@example.com', 'agent');
    for (let h = 0; h < 11 * 3 + 2; h++) {
      clock.advance(20 * MIN);
      expect((await busy.get('/api/admin/me')).status, `after ${(h + 1) * 20} min`).toBe(200);
    }
    clock.advance(20 * MIN); // 12 h 0 min after sign-in
    expect((await busy.get('/api/admin/me')).status).toBe(401);
  });

  it('gives agents 403 on admin endpoints, and disabling an operator locks them out at once', async () => {
    const { c: admin } = await enrolled('admin2@example.com', 'admin');
    const { c: agent, key, operator } = await enrolled('agent@example.com', 'agent');
    for (const path of ['/api/admin/operators', '/api/admin/audit', '/api/admin/outbox']) {
      expect((await agent.get(path)).status, path).toBe(403);
      expect((await admin.get(path)).status, path).toBe(200);
    }
    expect((await agent.post('/api/admin/operators', { email: 'x@example.com', role: 'admin' })).status).toBe(
      403,
    );
    expect((await agent.get('/api/admin/leads')).status).toBe(200);

    expect((await admin.post(`/api/admin/operators/${operator.id}/disable`)).status).toBe(204);
    expect((await agent.get('/api/admin/leads')).status).toBe(401);
    expect((await signIn(agent, key)).status).toBe(401);
    const disabled = await auditRows('operator.disabled');
    expect(disabled.at(-1)).toMatchObject({ operator_email: 'admin2@example.com', target: operator.id });
    expect(disabled.at(-1)?.ip_hash).toBeTruthy();
  });

  it('lets an admin invite and re-send enrollment, mailed through the outbox', async () => {
    const { c: admin } = await enrolled('admin3@example.com', 'admin');
    const res = await admin.post('/api/admin/operators', { email: 'new@example.com', role: 'agent' });
    expect(res.status).toBe(201);
    const { operator, link } = await res.json();
    const again = await admin.post(`/api/admin/operators/${operator.id}/enrollment`);
    expect(again.status).toBe(200);
    const second = (await again.json()).link as string;
    // The first link stopped working when the second was issued.
    expect(
      (await client().post('/api/admin/auth/enroll/options', { token: link.split('#token=')[1] })).status,
    ).toBe(400);
    expect(
      (await client().post('/api/admin/auth/enroll/options', { token: second.split('#token=')[1] })).status,
    ).toBe(200);
    const mails = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'new@example.com')
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.lead_id === null)).toBe(true);
    expect(mails.map((m) => m.text_body).join('\n')).toContain(second);
    expect((await auditRows('operator.invited')).at(-1)?.operator_email).toBe('admin3@example.com');
    expect(await auditRows('operator.enrollment_sent')).toHaveLength(1);
    const outbox = await (await admin.get('/api/admin/outbox')).json();
    expect(outbox.messages.length).toBeGreaterThanOrEqual(2);
    const id = outbox.messages[0].id as string;
    expect((await admin.post(`/api/admin/outbox/${id}/retry`)).status).toBe(204);
    expect(await auditRows('outbox.retried')).toHaveLength(1);
  });

  it('lists, filters, searches and pages the inbox; opens, moves, assigns, annotates and exports a lead', async () => {
    const { c, operator } = await enrolled('worker@example.com', 'agent');
    const all = await (await c.get('/api/admin/leads')).json();
    expect(all.items).toHaveLength(4);
    expect(all.items[0].created_at >= all.items[3].created_at).toBe(true);
    // Keyset pages: two by two, nothing repeated, nothing lost.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await (await c.get(`/api/admin/leads?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json();
      seen.push(...page.items.map((l: { id: string }) => l.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.items.map((l: { id: string }) => l.id));

    const found = await (await c.get('/api/admin/leads?q=PERSON2%40example.com')).json();
    expect(found.items.map((l: { name: string }) => l.name)).toEqual(['Grace Hopper']);
    const byName = await (await c.get('/api/admin/leads?q=alan')).json();
    expect(byName.items).toHaveLength(1);
    expect((await (await c.get('/api/admin/leads?kind=package')).json()).items).toHaveLength(0);
    expect((await c.get('/api/admin/leads?status=bogus')).status).toBe(400);

    const id = found.items[0].id as string;
    const story = await (await c.get(`/api/admin/leads/${id}`)).json();
    expect(story.lead).toMatchObject({ id, name: 'Grace Hopper', status: 'new' });
    expect(story.lead.ip_hash).toBeUndefined();
    expect(story.timeline.map((e: { type: string }) => e.type)).toEqual(['stored', 'mail.pending']);
    expect(story.nextStatuses).toContain('contacted');

    expect((await c.post(`/api/admin/leads/${id}/status`, { status: 'won' })).status).toBe(400);
    expect((await c.post(`/api/admin/leads/${id}/status`, { status: 'contacted' })).status).toBe(204);
    expect((await c.post(`/api/admin/leads/${id}/assign`, { operatorId: operator.id })).status).toBe(204);
    expect((await c.post(`/api/admin/leads/${id}/notes`, { text: 'Called, call back Friday.' })).status).toBe(
      204,
    );
    expect((await c.post(`/api/admin/leads/${id}/notes`, { text: '   ' })).status).toBe(400);
    const after = await (await c.get(`/api/admin/leads/${id}`)).json();
    expect(after.lead.status).toBe('contacted');
    expect(after.assignee.email).toBe('worker@example.com');
    expect(after.timeline.map((e: { type: string }) => e.type)).toEqual([
      'stored',
      'mail.pending',
      'status',
      'assigned',
      'note',
    ]);
    expect(after.timeline.at(-1)).toMatchObject({
      operator: 'worker@example.com',
      detail: { text: 'Called, call back Friday.' },
    });
    const mine = await (await c.get('/api/admin/leads?assigned=me&status=contacted')).json();
    expect(mine.items.map((l: { id: string }) => l.id)).toEqual([id]);

    const csv = await c.get('/api/admin/leads/export.csv?q=person0%40example.com');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    const lines = text.trim().split('\r\n');
    // The same columns as `npm run leads -- export` (one export module for both).
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[0]).toContain('utm_campaign,utm_term,utm_content,landing_page,referrer,consent_version');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);

    for (const action of ['lead.opened', 'lead.status', 'lead.assigned', 'lead.note', 'leads.exported']) {
      const rows = await auditRows(action);
      expect(rows.length, action).toBeGreaterThanOrEqual(1);
      expect(rows.at(-1)?.operator_email, action).toBe('worker@example.com');
    }
    const exported = (await auditRows('leads.exported')).at(-1);
    expect(JSON.parse(exported?.detail_json ?? '{}')).toMatchObject({
      rows: 1,
      filter: { q: '(search term not kept)' },
    });
    // The person searched for is not in the audit log, which outlives an erasure.
    expect(exported?.detail_json).not.toContain('person0');
    const note = (await auditRows('lead.note')).at(-1);
    expect(note?.detail_json).not.toContain('Friday'); // the note lives on the lead, not in the log
  });

  it('shows admins the audit log, filterable, newest first', async () => {
    const { c } = await enrolled('auditor@example.com', 'admin');
    const res = await (await c.get('/api/admin/audit?action=signin&limit=3')).json();
    expect(res.items).toHaveLength(3);
    expect(res.items.every((r: { action: string }) => r.action === 'signin')).toBe(true);
    expect(res.items[0].at >= res.items[2].at).toBe(true);
    expect(res.nextCursor).toBeTruthy();
    const next = await (
      await c.get(`/api/admin/audit?action=signin&limit=3&cursor=${res.nextCursor}`)
    ).json();
    expect(next.items[0].id).not.toBe(res.items[2].id);
  });

  /** A contact-form lead through the public API (attribution and headers as a browser sends them). */
  async function submit(email: string, name: string, extra: object = {}, headers = {}) {
    const res = await new ApiClient(suite.url).post(
      '/api/send-contact-email',
      { name, email, subject: 'Plans', comment: 'Hi', page: '/contact-us', ...extra },
      headers,
    );
    expect(res.status).toBe(201);
    return (await res.json()).id as string;
  }
  const touch = (source: string, medium: string, campaign: string) => ({
    attribution: { lastTouch: { source, medium, campaign, landingPage: '/service/tv' } },
  });

  /** Asks for a privacy choice and follows the link of its confirmation mail. */
  async function confirmedPrivacyRequest(type: 'do-not-contact' | 'do-not-sell', email: string) {
    await suite.server.app.privacy.request(type, { email });
    const token = await privacyConfirmToken(db(), email);
    expect(await suite.server.app.privacy.confirm(token)).toMatchObject({ type });
  }

  it('filters the inbox and its CSV export by source, medium, campaign, repeat, opted out and GPC', async () => {
    const a = await submit('filter-a@example.com', 'Filter Alpha', touch('Google', 'cpc', 'fall-fiber'));
    const b = await submit(
      'filter-b@example.com',
      'Filter Beta',
      touch('newsletter', 'email', 'fall-fiber'),
      { 'sec-gpc': '1' },
    );
    const c = await submit('filter-a@example.com', 'Filter Alpha'); // a repeat of a
    const d = await submit('filter-d@example.com', 'Filter Delta');
    await confirmedPrivacyRequest('do-not-contact', 'filter-d@example.com'); // d: do not contact
    const e = await submit('filter-d@example.com', 'Filter Delta'); // suppressed before it came in
    const row = await db()
      .selectFrom('leads')
      .select(['duplicate_of', 'previously_opted_out', 'do_not_contact'])
      .where('id', '=', e)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ duplicate_of: d, previously_opted_out: 1, do_not_contact: 0 });

    const { c: agent } = await enrolled('filters@example.com', 'agent');
    const ids = async (query: string) => {
      const res = await agent.get(`/api/admin/leads?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()).items.map((l: { id: string }) => l.id);
    };
    // Exact but case-insensitive; newest first like every inbox view.
    expect(await ids('source=GOOGLE')).toEqual([a]);
    expect(await ids('source=goo')).toEqual([]);
    expect(await ids('medium=email')).toEqual([b]);
    expect(await ids('campaign=Fall-Fiber')).toEqual([b, a]);
    expect(await ids('campaign=fall-fiber&source=newsletter')).toEqual([b]);
    expect(await ids('gpc=yes')).toEqual([b]);
    expect(await ids('repeat=yes')).toEqual([e, c]);
    expect(await ids('opted_out=yes')).toEqual([e, d]);
    expect(await ids('opted_out=yes&repeat=no')).toEqual([d]);
    const everyone = await ids('limit=200');
    expect(await ids('gpc=no&limit=200')).toEqual(everyone.filter((id: string) => id !== b));
    expect(await ids('repeat=no&limit=200')).toEqual(everyone.filter((id: string) => id !== c && id !== e));
    // Keyset pages under a filter: one by one, the same leads.
    const paged: string[] = [];
    let cursor = '';
    do {
      const page = await (await agent.get(`/api/admin/leads?campaign=fall-fiber&limit=1${cursor}`)).json();
      paged.push(...page.items.map((l: { id: string }) => l.id));
      cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
    } while (cursor);
    expect(paged).toEqual([b, a]);
    for (const bad of ['gpc=maybe', 'repeat=1', 'opted_out=true', `source=${'x'.repeat(501)}`]) {
      expect((await agent.get(`/api/admin/leads?${bad}`)).status, bad).toBe(400);
    }

    // The CSV export takes the same filter.
    const csvIds = async (query: string) => {
      const res = await agent.get(`/api/admin/leads/export.csv?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.text())
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
    };
    expect(await csvIds('source=google')).toEqual([a]);
    expect(await csvIds('medium=EMAIL&campaign=fall-fiber')).toEqual([b]);
    expect(await csvIds('gpc=yes')).toEqual([b]);
    expect(await csvIds('repeat=yes')).toEqual([e, c]);
    expect(await csvIds('opted_out=yes')).toEqual([e, d]);
    expect((await agent.get('/api/admin/leads/export.csv?gpc=maybe')).status).toBe(400);
    const exported = (await auditRows('leads.exported')).at(-1);
    expect(JSON.parse(exported?.detail_json ?? '{}')).toMatchObject({
      rows: 2,
      filter: { opted_out: 'yes' },
    });
  });

  it('shows admins the privacy requests, newest first and paged, with a contact only while the row holds it', async () => {
    const path = '/api/admin/privacy-requests';
    const anonymous = await client().get(path);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('example.com');
    const { c: agent } = await enrolled('privacy-agent@example.com', 'agent');
    const forbidden = await agent.get(path);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Admins only.',
    });

    await confirmedPrivacyRequest('do-not-sell', 'privacy-done@example.com');
    await suite.server.app.privacy.request('access', {
      email: 'privacy-waiting@example.com',
      phone: '+12025550143',
    });
    const { c: admin, key } = await enrolled('privacy-admin@example.com', 'admin');
    const viewedBefore = (await auditRows('privacy_requests.viewed')).length;
    const res = await admin.get(`${path}?limit=1`);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first.items).toEqual([
      expect.objectContaining({
        type: 'access',
        source: 'web',
        state: 'pending',
        email: 'privacy-waiting@example.com',
        phone: '+12025550143',
        completedAt: null,
        erasedAt: null,
      }),
    ]);
    expect(first.items[0]).not.toHaveProperty('email_hash');
    expect(first.items[0]).not.toHaveProperty('token_hash');
    const viewed = await auditRows('privacy_requests.viewed');
    expect(viewed).toHaveLength(viewedBefore + 1);
    expect(viewed.at(-1)).toMatchObject({ operator_email: 'privacy-admin@example.com' });
    expect(JSON.parse(viewed.at(-1)?.detail_json ?? '{}')).toEqual({ rows: 1, withContact: 1 });
    expect(viewed.at(-1)?.detail_json).not.toContain('privacy-waiting');

    // The next page: the carried-out request keeps no contact, and reading it is not audited.
    const second = await (await admin.get(`${path}?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items).toEqual([
      expect.objectContaining({
        type: 'do-not-sell',
        state: 'carried-out',
        email: null,
        phone: null,
        leadsMatched: 0,
      }),
    ]);
    expect(second.items[0].completedAt).toBeTruthy();
    expect(await auditRows('privacy_requests.viewed')).toHaveLength(viewedBefore + 1);
    const all = await (await admin.get(`${path}?limit=200`)).json();
    const times = all.items.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // A day and a bit later the unconfirmed link has expired.
    clock.advance(25 * 60 * MIN);
    expect((await signIn(admin, key)).status).toBe(200);
    const later = await (await admin.get(`${path}?limit=1`)).json();
    expect(later.items[0]).toMatchObject({ type: 'access', state: 'expired' });
    expect((await admin.get(`${path}?limit=0`)).status).toBe(400);
  });

  it('answers an id with odd bytes 400 on every :id route, never a 500', async () => {
    const { c } = await enrolled('odd-ids@example.com', 'admin');
    const answers = async (id: string) =>
      (
        await Promise.all([
          c.get(`/api/admin/leads/${id}`),
          c.post(`/api/admin/leads/${id}/status`, { status: 'contacted' }),
          c.post(`/api/admin/leads/${id}/assign`, { operatorId: null }),
          c.post(`/api/admin/leads/${id}/notes`, { text: 'hello' }),
          c.post(`/api/admin/operators/${id}/disable`),
          c.post(`/api/admin/operators/${id}/enrollment`),
          c.post(`/api/admin/outbox/${id}/retry`),
        ])
      ).map((r) => r.status);
    // A NUL reached PostgreSQL as text and failed there: 500 on every route before.
    for (const id of ['%00', 'lead%00id', '%E2%80%AE', '%0D%0Aset-cookie:x', 'a%20b']) {
      expect(await answers(id), id).toEqual(Array(7).fill(400));
    }
    // Longer than the router takes (maxParamLength): refused before the route, never a 5xx.
    for (const status of await answers('x'.repeat(300))) expect([404, 414]).toContain(status);
    // A well-formed id that names nothing is still a 404; without a session, any id is a 401.
    expect((await c.get('/api/admin/leads/019ab7d2-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await client().get('/api/admin/leads/%00')).status).toBe(401);
  });

  it("tells a lead's story: the consent text word for word, both touches, privacy flags, the contact's other leads", async () => {
    const { c } = await enrolled('story@example.com', 'agent');
    const visitor = {
      name: 'Stella Story',
      zipCode: '22202',
      contact: '(202) 555-0142',
      page: '/service/tv',
    };
    const availability = async (email: string, extra: object = {}, headers = {}) => {
      const res = await new ApiClient(suite.url).post(
        '/api/send-contact-email',
        { ...visitor, email, consentVersion: currentConsent.version, ...extra },
        headers,
      );
      expect(res.status).toBe(201);
      return (await res.json()).id as string;
    };
    const first = await availability('stella@example.com');
    const byPhone = await availability('stella.work@example.com'); // same phone, other e-mail
    const attribution = {
      firstTouch: { source: 'newsletter', medium: 'email', campaign: 'fall', landingPage: '/' },
      lastTouch: { gclid: 'abc123', referrer: 'https://www.google.com/', landingPage: '/service/tv' },
    };
    const id = await availability('Stella@Example.com ', { attribution }, { 'sec-gpc': '1' });

    const story = await (await c.get(`/api/admin/leads/${id}`)).json();
    const disclosure = consentDisclosures.find((d) => d.version === currentConsent.version);
    expect(story.consent).toEqual({
      version: currentConsent.version,
      text: disclosure?.text,
      sha256: createHash('sha256')
        .update(disclosure?.text ?? '')
        .digest('hex'),
      at: story.lead.created_at,
    });
    expect(story.lead.attribution).toEqual(attribution);
    expect(story.lead).toMatchObject({ gpc: 1, do_not_sell: 1, duplicate_of: first });
    // Internal columns stay on the server.
    for (const k of ['attribution_json', 'email_norm', 'ip_hash']) expect(story.lead).not.toHaveProperty(k);
    // Same e-mail (whatever its case), same phone, or both: newest first.
    expect(story.earlier.map((l: { id: string; match: string }) => [l.id, l.match])).toEqual([
      [byPhone, 'phone'],
      [first, 'both'],
    ]);
    const contactLead = await submit('no-consent@example.com', 'Connie Contact');
    expect((await (await c.get(`/api/admin/leads/${contactLead}`)).json()).consent).toBeNull();
  });

  it("shows a lead's erasure on its timeline (request or retention) and keeps the tombstone read-only", async () => {
    const { c } = await enrolled('eraser@example.com', 'agent');
    const id = await submit('erase-me@example.com', 'Erin Erase');
    await submit('erase-me@example.com', 'Erin Erase'); // an earlier lead of the same contact
    expect((await c.post(`/api/admin/leads/${id}/notes`, { text: 'Lives at 12 Elm Street.' })).status).toBe(
      204,
    );
    expect(await suite.server.app.privacy.eraseNow({ email: 'erase-me@example.com' })).toBe(2);
    const request = await db()
      .selectFrom('privacy_requests')
      .select('id')
      .where('source', '=', 'cli')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();

    const res = await c.get(`/api/admin/leads/${id}`);
    expect(res.status).toBe(200);
    const story = await res.json();
    expect(story.lead).toMatchObject({ id, name: '', email: '', phone: null, comment: null });
    expect(story.lead.erased_at).toBeTruthy();
    expect(story.earlier).toEqual([]);
    const text = JSON.stringify(story);
    expect(text).not.toContain('erase-me');
    expect(text).not.toContain('Elm Street');
    const erased = story.timeline.filter((e: { type: string }) => e.type === 'erased');
    expect(erased).toEqual([
      {
        id: expect.any(String),
        at: story.lead.erased_at,
        type: 'erased',
        operator: null,
        detail: { reason: 'request', request: request.id },
      },
    ]);
    expect(story.timeline.at(-1).type).toBe('erased');
    expect(story.timeline.find((e: { type: string }) => e.type === 'note').detail).toEqual({
      erased: true,
    });
    // Nothing more is written on a tombstone.
    for (const [action, body] of [
      ['notes', { text: 'Back again?' }],
      ['status', { status: 'contacted' }],
      ['assign', { operatorId: null }],
    ] as const) {
      const r = await c.post(`/api/admin/leads/${id}/${action}`, body);
      expect(r.status, action).toBe(409);
      expect(await r.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This lead was erased.',
      });
    }

    // Retention: a lead older than the retention period is erased with its reason.
    const old = await submit('old-lead@example.com', 'Olga Old');
    await backdateLead(db(), old, '2020-01-02T03:04:05.000Z');
    expect((await suite.server.app.privacy.applyRetention(730)).leads).toBe(1);
    const aged = await (await c.get(`/api/admin/leads/${old}`)).json();
    expect(aged.timeline.map((e: { type: string }) => e.type)).toEqual(['stored', 'mail.pending', 'erased']);
    expect(aged.timeline.at(-1).detail).toEqual({ reason: 'retention' });
    // A lead erased before erasure wrote an event still shows when, the reason unknown.
    await db().deleteFrom('lead_events').where('lead_id', '=', old).execute();
    const legacy = await (await c.get(`/api/admin/leads/${old}`)).json();
    expect(legacy.timeline.at(-1)).toMatchObject({ type: 'erased', at: aged.lead.erased_at, detail: {} });
  });
});

/** A well-formed WebAuthn assertion of a passkey nobody registered. */
const unknownPasskey = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

describe('sign-in rate limit', () => {
  it('answers 429 after the allowed sign-in attempts per minute', async () => {
    const config = testConfig({ siteUrl: SITE, signinRateLimit: 3 });
    const server = await startServer(config);
    try {
      const c = new ConsoleClient(server.url);
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await c.post('/api/admin/auth/signin/verify', { challengeId: 'x', response: unknownPasskey }))
            .status,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Asking for a challenge is not an attempt, but it has its own count of the same size: each
      // one writes a challenge row, and a stranger wrote 3,399 of them in 15 s before.
      const options: number[] = [];
      for (let i = 0; i < 5; i++) options.push((await c.post('/api/admin/auth/signin/options')).status);
      expect(options).toEqual([200, 200, 200, 429, 429]);
      const enroll: number[] = [];
      for (let i = 0; i < 2; i++)
        enroll.push((await c.post('/api/admin/auth/enroll/options', { token: 'x'.repeat(43) })).status);
      expect(enroll).toEqual([429, 429]);
      const challenges = await server.app.database.db
        .selectFrom('webauthn_challenges')
        .select('id')
        .execute();
      expect(challenges).toHaveLength(3);
    } finally {
      await server.close();
      removeDir(config.dataDir);
    }
  });
});
