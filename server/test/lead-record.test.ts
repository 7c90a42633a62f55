// The lead record and privacy choices over real HTTP (issue 14): attribution, consent, GPC,
// repeat visitors, suppression, the privacy-requests flow with its mail read from the outbox and
// the mail files, retention. SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { consentDisclosures, currentConsent, currentConsentFor } from '../../content/consent.ts';
import { LeadResponse } from '../../contracts/api.ts';
import { UNKNOWN_CONSENT_MESSAGE } from '../../contracts/lead-record.ts';
import {
  INVALID_CONFIRM_LINK_MESSAGE,
  PRIVACY_DONE_MESSAGES,
  PRIVACY_REQUEST_ACCEPTED_MESSAGE,
  type PrivacyRequestType,
} from '../../contracts/privacy.ts';
import {
  ApiClient,
  backdateLead,
  daysAgo,
  describeOnBackends,
  itOnce,
  logTo,
  parseMail,
  removeDir,
  runNode,
  serverForSuite,
  startServer,
  testConfig,
  waitFor,
} from './helper.ts';
import { twoTouches } from './lead-bodies.ts';

const consentVersion = currentConsent.version;
let seq = 0;
/** A contact nobody else in the suite uses. */
const fresh = () => {
  seq++;
  return {
    email: `Visitor.${seq}.${Date.now().toString(36)}@Example.com`,
    // 212-555-01xx style numbers, unique per call.
    phone: `+1212555${String(1000 + seq).slice(-4)}`,
  };
};
const availability = (c: { email: string; phone: string }, extra: Record<string, unknown> = {}) => ({
  kind: 'availability',
  name: 'Repeat Visitor',
  email: c.email,
  zipCode: '22202',
  contact: c.phone,
  consentVersion,
  page: '/service/tv',
  ...extra,
});

describeOnBackends('lead record and privacy choices', (backend) => {
  const logs: string[] = [];
  // The outbox worker writes .eml files (no SMTP_URL), so "the mail files" are real.
  const suite = serverForSuite(backend, () => ({
    config: { worker: true, logLevel: 'info' },
    options: logTo(logs),
  }));
  const { db } = suite;
  const mailDir = () => join(suite.config.dataDir, 'mail');

  async function postLead(body: unknown, headers: Record<string, string> = {}) {
    const res = await new ApiClient(suite.url).post('/api/send-contact-email', body, headers);
    expect(res.status, await res.clone().text()).toBe(201);
    return LeadResponse.parse(await res.json()).id;
  }
  const lead = (id: string) =>
    db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const notificationRow = (id: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('lead_id', '=', id)
      .where('lane', '=', 'mail')
      .executeTakeFirstOrThrow();
  /** The lead's notification as the worker sent it (rendered at send time, decision 052): its .eml file. */
  const notification = async (id: string) => {
    const row = await notificationRow(id);
    const file = join(mailDir(), `${row.id}.eml`);
    const mail = await waitFor(() => existsSync(file) && parseMail(readFileSync(file, 'utf8')), {
      what: `the notification of ${id}`,
    });
    return { ...row, text_body: mail.text };
  };

  /** Asks for a privacy choice and returns the token from the confirmation mail in the outbox. */
  async function ask(type: PrivacyRequestType, contact: { email: string; phone?: string }) {
    const res = await new ApiClient(suite.url).post('/api/privacy-requests', { ...contact, type });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: PRIVACY_REQUEST_ACCEPTED_MESSAGE });
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'privacy-confirm')
      .where('recipient', '=', contact.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const text = mail.text_body ?? '';
    const link = /http:\/\/localhost:3000\/privacy-choices\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
    expect(link, text).toBeTruthy();
    return { token: link?.[1] as string, outboxId: mail.id };
  }
  const confirm = (token: string) =>
    new ApiClient(suite.url).post('/api/privacy-requests/confirm', { token });

  it('stores the latest touch in columns and both touches as JSON', async () => {
    const c = fresh();
    const attribution = {
      firstTouch: { ...twoTouches.firstTouch, gclid: 'abc123' },
      lastTouch: { ...twoTouches.lastTouch, term: 'tv deals', content: 'hero' },
    };
    const id = await postLead(availability(c, { attribution }));
    const row = await lead(id);
    const last = attribution.lastTouch;
    expect(row).toMatchObject({
      utm_source: last.source,
      utm_medium: last.medium,
      utm_campaign: last.campaign,
      utm_term: last.term,
      utm_content: last.content,
      landing_page: last.landingPage,
      referrer: last.referrer,
    });
    expect(JSON.parse(row.attribution_json ?? 'null')).toEqual(attribution);
    const mail = await notification(id);
    expect(mail.text_body).toMatch(/Source \/ medium \/ campaign:\s+news \/ email \/ fall/);
    expect(mail.text_body).toMatch(/First touch:\s+google \/ cpc \/ spring/);
    expect(mail.text_body).toMatch(/Landing page:\s+\//);
  });

  it('drops malformed attribution values, logs their names, and still stores the lead', async () => {
    const c = fresh();
    const before = logs.length;
    const id = await postLead(
      availability(c, {
        attribution: {
          lastTouch: {
            source: 'x'.repeat(501),
            medium: 42,
            campaign: 'ok-campaign',
            referrer: 'javascript:alert(1)',
            landingPage: 'https://evil.example/',
            at: 'yesterday',
            evil: 'field',
            content: 'line\nbreak',
          },
          thirdTouch: {},
        },
      }),
    );
    const row = await lead(id);
    expect(row).toMatchObject({
      utm_source: null,
      utm_medium: null,
      utm_campaign: 'ok-campaign',
      utm_content: null,
      referrer: null,
      landing_page: null,
    });
    expect(JSON.parse(row.attribution_json ?? 'null')).toEqual({
      lastTouch: { campaign: 'ok-campaign' },
    });
    const line = logs.slice(before).find((l) => l.includes('attribution values dropped'));
    expect(line).toBeTruthy();
    expect(line).toContain('attribution.lastTouch.source');
    expect(line).toContain('attribution.thirdTouch');
    expect(line).not.toContain('javascript');
    // A lead whose attribution is not even an object is stored too.
    const id2 = await postLead(availability(fresh(), { attribution: 'utm_source=spam' }));
    expect((await lead(id2)).attribution_json).toBeNull();
  });

  it('treats a lead without campaign data as direct', async () => {
    const id = await postLead(availability(fresh()));
    expect(await lead(id)).toMatchObject({ utm_source: null, attribution_json: null });
    expect((await notification(id)).text_body).toMatch(/Source \/ medium \/ campaign:\s+direct/);
  });

  it('stores the consent version, time and page with the exact text kept once per version', async () => {
    const id = await postLead(availability(fresh()));
    const row = await lead(id);
    expect(row.consent_version).toBe(consentVersion);
    expect(row.consent_at).toBe(row.created_at);
    expect(row.page).toBe('/service/tv');
    const texts = await db().selectFrom('consent_texts').selectAll().execute();
    expect(texts.map((t) => t.version).sort()).toEqual(consentDisclosures.map((d) => d.version).sort());
    const text = texts.find((t) => t.version === consentVersion);
    expect(text?.text).toBe(currentConsent.text);
    expect(text?.sha256).toBe(createHash('sha256').update(currentConsent.text).digest('hex'));
    // A contact request has no phone, so no consent version.
    const contactId = await postLead({ name: 'Ada', email: fresh().email });
    expect((await lead(contactId)).consent_version).toBeNull();
  });

  it('refuses an unknown or missing consent version with 400 and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('leads')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const c = new ApiClient(suite.url);
    for (const v of ['1999-01-01', undefined]) {
      const res = await c.post('/api/send-contact-email', availability(fresh(), { consentVersion: v }));
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors).toEqual({ consentVersion: UNKNOWN_CONSENT_MESSAGE });
    }
    const pkg = await c.post('/api/send-package-email', {
      packageTitle: 'TV Box',
      packageDescription: [],
      price: '$45',
      planDuration: 'month',
      name: 'Alan',
      email: fresh().email,
      zipCode: '10001',
      contact: '2125550199',
      consentVersion: 'nope',
    });
    expect(pkg.status).toBe(400);
    expect(await count()).toBe(before);
  });

  itOnce(backend)('answers GET /api/consent with the current disclosure, in English or Spanish', async () => {
    const res = await fetch(`${suite.url}/api/consent`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      version: currentConsent.version,
      language: 'en',
      text: currentConsent.text,
    });
    const es = await fetch(`${suite.url}/api/consent?language=es`);
    expect(await es.json()).toEqual({
      version: currentConsentFor('es').version,
      language: 'es',
      text: currentConsentFor('es').text,
    });
    expect(currentConsentFor('es').text).toMatch(/^Al enviar esta solicitud, usted acepta/);
    expect((await fetch(`${suite.url}/api/consent?language=fr`)).status).toBe(400);
  });

  it('stores a Spanish lead with the Spanish wording it showed: version, exact text and SHA-256', async () => {
    const spanish = currentConsentFor('es');
    const id = await postLead(availability(fresh(), { consentVersion: spanish.version, language: 'es' }));
    expect(await lead(id)).toMatchObject({ consent_version: spanish.version, language: 'es' });
    const text = await db()
      .selectFrom('consent_texts')
      .selectAll()
      .where('version', '=', spanish.version)
      .executeTakeFirstOrThrow();
    expect(text.text).toBe(spanish.text);
    expect(text.sha256).toBe(createHash('sha256').update(spanish.text).digest('hex'));
  });

  it('records Sec-GPC: 1 and the form’s GPC report as do not sell or share', async () => {
    const byHeader = await postLead(availability(fresh()), { 'sec-gpc': '1' });
    const byForm = await postLead(availability(fresh(), { gpc: true }));
    const none = await postLead(availability(fresh()));
    expect(await lead(byHeader)).toMatchObject({ gpc: 1, do_not_sell: 1 });
    expect(await lead(byForm)).toMatchObject({ gpc: 1, do_not_sell: 1 });
    expect(await lead(none)).toMatchObject({ gpc: 0, do_not_sell: 0 });
    expect((await notification(byHeader)).text_body).toMatch(
      /Do not sell or share:\s+YES \(Global Privacy Control\)/,
    );
    expect((await notification(none)).text_body).toMatch(/Do not sell or share:\s+no/);
  });

  it('links a repeat visitor to the earlier lead by normalised e-mail or phone, within 30 days', async () => {
    const c = fresh();
    const first = await postLead(availability(c));
    const byEmail = await postLead({ name: 'Again', email: c.email.toUpperCase() });
    const byPhone = await postLead(availability({ email: fresh().email, phone: c.phone }));
    expect((await lead(first)).duplicate_of).toBeNull();
    expect((await lead(byEmail)).duplicate_of).toBe(first);
    expect((await lead(byPhone)).duplicate_of).toBe(first);
    expect((await notification(byEmail)).text_body).toMatch(/Repeat visitor:\s+yes/);
    // Same batch: concurrent requests from one contact still link to the first committed.
    const d = fresh();
    const ids = await Promise.all([1, 2, 3].map(() => postLead(availability(d))));
    const rows = await Promise.all(ids.map(lead));
    const originals = rows.filter((r) => r.duplicate_of === null);
    expect(originals).toHaveLength(1);
    expect(rows.filter((r) => r.duplicate_of === originals[0]?.id)).toHaveLength(2);
    // Older than 30 days: not a repeat.
    const old = fresh();
    const oldId = await postLead(availability(old));
    await backdateLead(db(), oldId, daysAgo(31));
    expect((await lead(await postLead(availability(old)))).duplicate_of).toBeNull();
  });

  it('rejects bad privacy requests with the form messages and answers every valid one alike', async () => {
    const c = new ApiClient(suite.url);
    const bad = await c.post('/api/privacy-requests', { email: 'nope', phone: '123', type: 'sell-it' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual(['email', 'phone', 'type']);
    // An address we never saw gets the same answer as one we hold.
    const unknown = await c.post('/api/privacy-requests', { email: fresh().email, type: 'delete' });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ message: PRIVACY_REQUEST_ACCEPTED_MESSAGE });
    // CSRF as on the lead endpoints.
    const noToken = await fetch(`${suite.url}/api/privacy-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fresh().email, type: 'access' }),
    });
    expect(noToken.status).toBe(403);
    // Honeypot: the same answer, nothing stored or mailed.
    const bot = fresh().email;
    const trapped = await c.post('/api/privacy-requests', {
      email: bot,
      type: 'access',
      website: 'spam',
    });
    expect(trapped.status).toBe(202);
    expect(await db().selectFrom('outbox').select('id').where('recipient', '=', bot).execute()).toEqual([]);
  });

  it('stop contact: flags every matching lead, suppresses the contact, flags a later lead', async () => {
    const c = fresh();
    const a = await postLead(availability(c));
    const b = await postLead({ name: 'Other form', email: c.email });
    const { token } = await ask('do-not-contact', { email: c.email.toLowerCase() });
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      type: 'do-not-contact',
      message: PRIVACY_DONE_MESSAGES['do-not-contact'],
    });
    expect(await lead(a)).toMatchObject({ do_not_contact: 1, do_not_sell: 0 });
    expect(await lead(b)).toMatchObject({ do_not_contact: 1 });
    // The suppression list holds keyed hashes, never the address.
    const suppressed = await db().selectFrom('suppression').selectAll().execute();
    expect(suppressed.length).toBeGreaterThan(0);
    expect(JSON.stringify(suppressed).toLowerCase()).not.toContain(c.email.toLowerCase());
    // The link is single use.
    expect((await confirm(token)).status).toBe(410);
    // The contact comes back: stored, flagged, with its new consent.
    const again = await postLead(availability(c));
    expect(await lead(again)).toMatchObject({ previously_opted_out: 1, do_not_contact: 0 });
    expect((await notification(again)).text_body).toMatch(/Previously opted out:\s+YES/);
  });

  it('do not sell: flags matching leads by e-mail or phone and later leads of the contact', async () => {
    const c = fresh();
    const a = await postLead(availability(c));
    const byPhoneOnly = await postLead(availability({ email: fresh().email, phone: c.phone }));
    const { token } = await ask('do-not-sell', { email: c.email, phone: c.phone });
    expect((await confirm(token)).status).toBe(200);
    expect(await lead(a)).toMatchObject({ do_not_sell: 1, do_not_contact: 0 });
    expect(await lead(byPhoneOnly)).toMatchObject({ do_not_sell: 1 });
    const later = await postLead(availability({ email: fresh().email, phone: c.phone }));
    expect(await lead(later)).toMatchObject({ do_not_sell: 1, previously_opted_out: 1, gpc: 0 });
    expect((await notification(later)).text_body).toMatch(/Do not sell or share:\s+YES \(earlier request\)/);
  });

  it('access: mails a copy of the matching leads through the outbox', async () => {
    const c = fresh();
    const a = await postLead(availability(c, { city: 'Arlington' }));
    const { token } = await ask('access', { email: c.email });
    expect((await confirm(token)).status).toBe(200);
    const copy = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'privacy-copy')
      .where('recipient', '=', c.email)
      .executeTakeFirstOrThrow();
    expect(copy.text_body).toContain(a);
    expect(copy.text_body).toContain('Arlington');
    expect(copy.text_body).toContain(c.phone);
    // Delivered by the worker like any mail.
    const file = join(mailDir(), `${copy.id}.eml`);
    await waitFor(() => existsSync(file), { what: 'the copy mail file' });
    expect(parseMail(readFileSync(file, 'utf8')).text).toContain(a);
  });

  it('delete: erases the contact everywhere, keeps a tombstone, and the link expires after 24 h', async () => {
    const c = fresh();
    const attribution = { lastTouch: { source: 'news', campaign: 'fall', landingPage: '/' } };
    const a = await postLead(availability(c, { attribution, address: '1 Navy Way' }));
    const b = await postLead({ name: 'Ada Erased', email: c.email, comment: 'call me' });
    // An earlier access request mailed a copy: that goes too.
    const access = await ask('access', { email: c.email });
    expect((await confirm(access.token)).status).toBe(200);
    const { token, outboxId } = await ask('delete', { email: c.email, phone: c.phone });
    // Let the worker write every mail file first, so their removal is tested.
    await waitFor(
      async () =>
        (await db().selectFrom('outbox').select('id').where('status', '=', 'pending').execute()).length === 0,
      { what: 'outbox delivered' },
    );
    expect(readdirSync(mailDir()).some((f) => f.startsWith(outboxId))).toBe(true);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 'delete', message: PRIVACY_DONE_MESSAGES.delete });

    const tomb = await lead(a);
    expect(tomb).toMatchObject({
      kind: 'availability',
      name: '',
      email: '',
      phone: null,
      zip_code: null,
      address: null,
      utm_source: 'news',
      utm_campaign: 'fall',
      landing_page: '/',
      consent_version: consentVersion,
    });
    expect(tomb.erased_at).toBeTruthy();
    expect((await lead(b)).comment).toBeNull();

    const needles = [c.email, c.email.toLowerCase(), c.phone, c.phone.slice(2), '1 Navy Way', 'Ada Erased'];
    // Nowhere in the database: every row of every table.
    const tables = [
      'leads',
      'outbox',
      'privacy_requests',
      'suppression',
      'consent_texts',
      'idempotency_keys',
    ];
    for (const t of tables) {
      const rows = (await sql`select * from ${sql.table(t)}`.execute(db())).rows;
      const dump = JSON.stringify(rows);
      for (const n of needles) expect(dump.includes(n), `${n} in ${t}`).toBe(false);
    }
    // Nowhere in the mail files.
    for (const f of readdirSync(mailDir())) {
      const text = readFileSync(join(mailDir(), f), 'utf8');
      const decoded = parseMail(text);
      for (const n of needles) {
        expect(text.includes(n) || decoded.text.includes(n) || decoded.html.includes(n), `${n} in ${f}`).toBe(
          false,
        );
      }
    }
    // Nor in the SQLite file itself, once the WAL is checkpointed.
    if (backend.name === 'sqlite') {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db());
      const bytes = readFileSync(join(suite.config.dataDir, 'site.db')).toString('latin1');
      for (const n of needles) expect(bytes.includes(n), `${n} in site.db`).toBe(false);
    }
    // Counts stay right: the tombstones are still rows.
    expect(await db().selectFrom('leads').select('id').where('id', 'in', [a, b]).execute()).toHaveLength(2);

    // An expired link does nothing.
    const late = fresh();
    const expired = await ask('delete', { email: late.email });
    await db()
      .updateTable('privacy_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('completed_at', 'is', null)
      .execute();
    const gone = await confirm(expired.token);
    expect(gone.status).toBe(410);
    expect((await gone.json()).message).toBe(INVALID_CONFIRM_LINK_MESSAGE);
    expect((await confirm('x'.repeat(43))).status).toBe(410);
  });

  it('retention: erases personal fields of leads older than LEAD_RETENTION_DAYS', async () => {
    const oldC = fresh();
    const old = await postLead(availability(oldC));
    const recent = await postLead(availability(fresh()));
    await backdateLead(db(), old, daysAgo(731));
    // The scheduler's retention run (server/test/scheduler.test.ts moves the clock to reach it).
    const retention = () =>
      suite.server.app.privacy.applyRetention(suite.config.leadRetentionDays, new Date());
    const result = await retention();
    expect(result.leads).toBe(1);
    expect(await lead(old)).toMatchObject({ name: '', email: '', phone: null });
    expect((await lead(old)).erased_at).toBeTruthy();
    // Its notification: cancelled or sent, its columns blanked, its mail file gone.
    const erasedMail = await notificationRow(old);
    expect(erasedMail).toMatchObject({ recipient: '', subject: '[erased]', text_body: '', html_body: '' });
    expect(existsSync(join(mailDir(), `${erasedMail.id}.eml`))).toBe(false);
    expect((await lead(recent)).erased_at).toBeNull();
    // Idempotent: nothing left to erase.
    expect((await retention()).leads).toBe(0);
  });
});

describe('npm run leads -- erase', () => {
  it('erases a contact from the shell, mail files included', async () => {
    const config = testConfig({ worker: true });
    const server = await startServer(config);
    const c = new ApiClient(server.url);
    const body = {
      kind: 'availability',
      name: 'Phoned In',
      email: 'phoned.in@example.com',
      zipCode: '22202',
      contact: '(212) 555-0177',
      consentVersion,
    };
    const res = await c.post('/api/send-contact-email', body);
    const { id } = LeadResponse.parse(await res.json());
    await waitFor(
      () => existsSync(join(config.dataDir, 'mail')) && readdirSync(join(config.dataDir, 'mail')).length > 0,
      {
        what: 'mail file',
      },
    );
    await server.close();
    const env = { DATA_DIR: config.dataDir, COOKIE_SECRET: config.cookieSecret };
    const erase = await runNode(['server/cli/leads.ts', 'erase', '--phone', '212-555-0177'], env);
    expect(erase.code, erase.stderr).toBe(0);
    expect(erase.stdout).toContain('Erased the personal fields of 1 lead.');
    expect(readdirSync(join(config.dataDir, 'mail'))).toEqual([]);
    const exported = await runNode(['server/cli/leads.ts', 'export', '--format', 'json'], env);
    expect(exported.code, exported.stderr).toBe(0);
    const json = exported.stdout;
    expect(json).not.toContain('phoned.in@example.com');
    expect(JSON.parse(json)).toMatchObject([{ id, name: '', email: '', phone: null }]);
    removeDir(config.dataDir);
  });
});

describe('privacy requests are rate limited like leads', () => {
  it('answers 429 with Retry-After after LEAD_RATE_LIMIT requests a minute', async () => {
    const config = testConfig({ leadRateLimit: 2 });
    const server = await startServer(config);
    try {
      const c = new ApiClient(server.url);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 3; i++) {
        const res = await c.post('/api/privacy-requests', { email: `limit${i}@example.com`, type: 'access' });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
      expect(statuses).toEqual([202, 202, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await server.close();
      removeDir(config.dataDir);
    }
  });
});
