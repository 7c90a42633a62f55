// The lead pipeline over real HTTP: app factory on a loopback port, real SQLite (and PostgreSQL
// when TEST_DATABASE_URL is set), real SMTP server in this process.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_ZIP_MESSAGE,
  LeadResponse,
  REQUIRED_MESSAGE,
  SUCCESS_MESSAGE,
  TvProviderResponse,
  UNKNOWN_FIELD_MESSAGE,
} from '../../contracts/api.ts';
import { UNKNOWN_CONSENT_MESSAGE } from '../../contracts/lead-record.ts';
import type { Config } from '../shared/config.ts';
import {
  ApiClient,
  describeOnBackends,
  freePort,
  itOnce,
  logTo,
  type ReceivedMail,
  type Running,
  removeDir,
  serverForSuite,
  startOnFreshDatabase,
  startServer,
  startSmtp,
  type TestSmtp,
  testConfig,
  waitFor,
} from './helper.ts';
import { availabilityLead as availability, packageLead as pkg } from './lead-bodies.ts';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Bundle question',
  comment: 'Do you have <b>fiber</b> & TV\nin my area?',
  page: '/contact-us',
};

describeOnBackends('lead pipeline', (backend) => {
  let smtp: TestSmtp;
  const logs: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const suite = serverForSuite(backend, () => ({
    config: { smtpUrl: smtp.url, worker: true, logLevel: 'info' },
    options: logTo(logs),
  }));
  const client = () => new ApiClient(suite.url);

  const startWith = (overrides: Partial<Config>, logSink?: string[]) =>
    startOnFreshDatabase(backend, overrides, logSink ? logTo(logSink) : {});

  const count = async (s: Running, table: 'leads' | 'outbox' | 'idempotency_keys') =>
    Number(
      (
        await s.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const leadRow = (id: string) =>
    suite.db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const mailFor = (id: string) =>
    waitFor(() => smtp.received.find((m) => m.text.includes(id)), { what: `mail for ${id}` });

  itOnce(backend)('GET /api/csrf sets a JS-readable token and an HttpOnly id, SameSite=Lax', async () => {
    const res = await fetch(`${suite.url}/api/csrf`);
    expect(res.status).toBe(204);
    const cookies = res.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    const id = cookies.find((c) => c.startsWith('xsrf-id='));
    expect(token).toMatch(/SameSite=Lax/i);
    expect(token).not.toMatch(/HttpOnly/i);
    expect(token).not.toMatch(/Secure/i); // SITE_URL is http here
    expect(id).toMatch(/HttpOnly/i);
    expect(id).toMatch(/SameSite=Lax/i);
  });

  it('stores a contact request and mails every field to LEADS_TO', async () => {
    const res = await client().post('/api/send-contact-email', contact);
    expect(res.status).toBe(201);
    const body = LeadResponse.parse(await res.json());
    expect(body.message).toBe(SUCCESS_MESSAGE);
    // UUIDv7: time-ordered, so each commit appends to the primary-key indexes (bench/).
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const row = await leadRow(body.id);
    expect(row).toMatchObject({
      kind: 'contact',
      name: contact.name,
      email: contact.email,
      subject: contact.subject,
      page: '/contact-us',
    });
    expect(row.ip_hash).toMatch(/^[\w-]{22}$/);
    expect(row.ip_hash).not.toContain('127.0.0.1');

    const mail = await mailFor(body.id);
    expect(mail.rcptTo).toEqual(['sales@example.com']);
    expect(mail.subject).toBe('New contact request: Bundle question');
    expect(mail.headers.get('reply-to')).toContain('ada@example.com');
    for (const v of [contact.name, contact.email, contact.subject, 'in my area?', '/contact-us'])
      expect(mail.text).toContain(v);
    expect(mail.html).toContain('Do you have &lt;b&gt;fiber&lt;/b&gt; &amp; TV');
    expect(mail.html).not.toContain('<b>fiber</b>');
    // The mail can arrive a moment before the worker records it as sent.
    const outbox = await waitFor(
      () =>
        suite.server.app.database.db
          .selectFrom('outbox')
          .selectAll()
          .where('lead_id', '=', body.id)
          .where('status', '=', 'sent')
          .executeTakeFirst(),
      { what: 'outbox row sent' },
    );
    expect(mail.messageId).toBe(outbox.message_id);
    expect(Number(outbox.attempts)).toBe(1);
  });

  it('stores an availability request with the phone normalised and mails it', async () => {
    const res = await client().post('/api/send-contact-email', availability);
    expect(res.status).toBe(201);
    const { id } = LeadResponse.parse(await res.json());
    expect(await leadRow(id)).toMatchObject({
      kind: 'availability',
      zip_code: '22202',
      phone: '+17035550142',
      address: '1 Navy Way',
      city: 'Arlington',
    });
    const mail = await mailFor(id);
    expect(mail.subject).toBe('New availability request from 22202');
    for (const v of [
      availability.name,
      availability.email,
      '+17035550142',
      '22202',
      '1 Navy Way',
      'Arlington',
    ]) {
      expect(mail.text).toContain(v);
      expect(mail.html).toContain(v);
    }
  });

  it('stores a package request with the plan details and mails it', async () => {
    const res = await client().post('/api/send-package-email', pkg);
    expect(res.status).toBe(201);
    const { id, message } = LeadResponse.parse(await res.json());
    expect(message).toBe(SUCCESS_MESSAGE);
    const row = await leadRow(id);
    expect(row).toMatchObject({ kind: 'package', zip_code: '10001-1234', phone: '+12125550199' });
    expect(JSON.parse(row.package_json ?? '{}')).toEqual({
      mbps: '120',
      packageTitle: 'Internet + TV Box',
      packageDescription: pkg.packageDescription,
      price: '$69.99',
      planDuration: 'month',
      recommendation: true,
    });
    const mail = await mailFor(id);
    expect(mail.subject).toBe('New plan request: Internet + TV Box (10001-1234)');
    for (const v of [
      'Alan Turing',
      'alan@example.net',
      '$69.99',
      'Up to 120 Mbps',
      'TV Box with 200+ channels',
      'month',
    ]) {
      expect(mail.text).toContain(v);
    }
  });

  it('stores a plan finder request with its Broadband Facts plan id and label snapshot, mails and hooks them', async () => {
    const label = {
      uniquePlanId: 'F9990000001SAMPLEFIBR00001',
      labelId: 'label-version-1',
      facts: {
        'Monthly price': '$35.00',
        'Typical download speed': '300 Mbps',
        'One-time fees at the time of purchase': 'None',
      },
    };
    const res = await client().post('/api/send-package-email', { ...pkg, label });
    expect(res.status).toBe(201);
    const { id } = LeadResponse.parse(await res.json());
    const row = await leadRow(id);
    expect(JSON.parse(row.package_json ?? '{}').label).toEqual(label);
    const { webhookLead } = await import('../leads/webhook-payloads.ts');
    expect(webhookLead(row).package?.label).toEqual(label);
    const mail = await mailFor(id);
    for (const v of [
      'F9990000001SAMPLEFIBR00001',
      'Monthly price: $35.00',
      'Typical download speed: 300 Mbps',
    ])
      expect(mail.text).toContain(v);
    const bad = await client().post('/api/send-package-email', {
      ...pkg,
      label: { ...label, uniquePlanId: 'X1' },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps CRLF out of mail headers', async () => {
    const res = await client().post('/api/send-contact-email', {
      ...contact,
      subject: 'Hi\r\nBcc: victim@example.com\r\nX-Evil: 1',
    });
    expect(res.status).toBe(201);
    const { id } = LeadResponse.parse(await res.json());
    const mail = await mailFor(id);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-evil')).toBe(false);
    expect(mail.rcptTo).toEqual(['sales@example.com']);
    expect(mail.subject).toBe('New contact request: Hi Bcc: victim@example.com X-Evil: 1');
  });

  describe('CSRF', () => {
    /** Two browsers, each with the CSRF pair it fetched. */
    async function twoBrowsers() {
      const c = client();
      await c.csrf();
      const other = client();
      await other.csrf();
      return { c, other };
    }

    /** `c`'s id cookie sent with the token of `other` (another browser), in the cookie and the header. */
    const tokenOf = (other: ApiClient, c: ApiClient) => ({
      'x-xsrf-token': other.token,
      cookie: `XSRF-TOKEN=${encodeURIComponent(other.token)}; xsrf-id=${c.cookies.get('xsrf-id')}`,
    });

    it('refuses a missing, wrong or foreign token and cross-site requests with 403, storing nothing', async () => {
      const before = await count(suite.server, 'leads');
      const { c, other } = await twoBrowsers();
      const attempts: [string, Promise<Response>][] = [
        [
          'no cookie, no header',
          fetch(`${suite.url}/api/send-contact-email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(contact),
          }),
        ],
        ['cookie but no header', c.post('/api/send-contact-email', contact, { 'x-xsrf-token': '' })],
        ['wrong header', c.post('/api/send-contact-email', contact, { 'x-xsrf-token': `${c.token}x` })],
        [
          'token of another browser with my id',
          c.post('/api/send-contact-email', contact, tokenOf(other, c)),
        ],
        [
          'forged token without signature',
          c.post('/api/send-contact-email', contact, {
            'x-xsrf-token': 'abc',
            cookie: `XSRF-TOKEN=abc; xsrf-id=${c.cookies.get('xsrf-id')}`,
          }),
        ],
        ['cross-site Origin', c.post('/api/send-contact-email', contact, { origin: 'https://evil.example' })],
        [
          'Sec-Fetch-Site cross-site',
          c.post('/api/send-package-email', pkg, { 'sec-fetch-site': 'cross-site' }),
        ],
        ['null Origin', c.post('/api/send-contact-email', contact, { origin: 'null' })],
      ];
      for (const [what, pending] of attempts) {
        const res = await pending;
        expect(res.status, what).toBe(403);
        expect(await res.json(), what).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      }
      expect(await count(suite.server, 'leads')).toBe(before);
      // …and the same client with its own token and our Origin succeeds.
      const ok = await c.post('/api/send-contact-email', contact, {
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      });
      expect(ok.status).toBe(201);
    });

    it('still refuses after a browser verified once: a pair that verified is remembered, nothing near it', async () => {
      const { c, other } = await twoBrowsers();
      // Verified twice (the second from the remembered pair).
      for (let i = 0; i < 2; i++) expect((await c.post('/api/send-contact-email', contact)).status).toBe(201);
      const before = await count(suite.server, 'leads');
      const attempts: [string, Promise<Response>][] = [
        [
          'my id, wrong header',
          c.post('/api/send-contact-email', contact, { 'x-xsrf-token': `${c.token}x` }),
        ],
        ['my id, no header', c.post('/api/send-contact-email', contact, { 'x-xsrf-token': '' })],
        ['my id, token of another browser', c.post('/api/send-contact-email', contact, tokenOf(other, c))],
        [
          'my token, another id',
          c.post('/api/send-contact-email', contact, {
            cookie: `XSRF-TOKEN=${encodeURIComponent(c.token)}; xsrf-id=${other.cookies.get('xsrf-id')}`,
          }),
        ],
        [
          'my token, my id with its signature cut',
          c.post('/api/send-contact-email', contact, {
            cookie: `XSRF-TOKEN=${encodeURIComponent(c.token)}; xsrf-id=${c.cookies.get('xsrf-id')?.split('.')[0]}`,
          }),
        ],
        [
          'remembered pair from a cross-site Origin',
          c.post('/api/send-contact-email', contact, { origin: 'https://evil.example' }),
        ],
      ];
      for (const [what, pending] of attempts) expect((await pending).status, what).toBe(403);
      expect(await count(suite.server, 'leads')).toBe(before);
    });
  });

  describe('validation', () => {
    /** Per endpoint: [case, body, the form messages expected]. */
    const invalid: Record<string, [string, Record<string, unknown>, Record<string, string>][]> = {
      '/api/send-contact-email': [
        ['contact: empty body', {}, { name: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE }],
        ['contact: blank name', { ...contact, name: '   ' }, { name: REQUIRED_MESSAGE }],
        ['contact: blank email', { ...contact, email: '' }, { email: REQUIRED_MESSAGE }],
        ['contact: bad email', { ...contact, email: 'ada@' }, { email: INVALID_EMAIL_MESSAGE }],
        ['contact: unknown field', { ...contact, saveData: true }, { saveData: UNKNOWN_FIELD_MESSAGE }],
        [
          'contact: long name',
          { ...contact, name: 'x'.repeat(101) },
          { name: 'Use at most 100 characters.' },
        ],
        [
          'availability: missing zip and contact',
          { ...availability, zipCode: undefined, contact: '' },
          { zipCode: REQUIRED_MESSAGE, contact: REQUIRED_MESSAGE },
        ],
        [
          'availability: kind without zip',
          { kind: 'availability', name: 'A', email: 'a@example.com' },
          { zipCode: REQUIRED_MESSAGE, contact: REQUIRED_MESSAGE, consentVersion: UNKNOWN_CONSENT_MESSAGE },
        ],
        ['availability: bad zip', { ...availability, zipCode: '2220' }, { zipCode: INVALID_ZIP_MESSAGE }],
        [
          'availability: bad phone',
          { ...availability, contact: '555-0142' },
          { contact: INVALID_PHONE_MESSAGE },
        ],
        [
          'availability: bad email',
          { ...availability, email: 'grace at example' },
          { email: INVALID_EMAIL_MESSAGE },
        ],
        ['availability: name required', { ...availability, name: '' }, { name: REQUIRED_MESSAGE }],
      ],
      '/api/send-package-email': [
        [
          'package: empty body',
          {},
          {
            packageTitle: REQUIRED_MESSAGE,
            packageDescription: REQUIRED_MESSAGE,
            price: REQUIRED_MESSAGE,
            planDuration: REQUIRED_MESSAGE,
            name: REQUIRED_MESSAGE,
            email: REQUIRED_MESSAGE,
            zipCode: REQUIRED_MESSAGE,
            contact: REQUIRED_MESSAGE,
            consentVersion: UNKNOWN_CONSENT_MESSAGE,
          },
        ],
        [
          'package: bad email and zip',
          { ...pkg, email: 'x', zipCode: 'ABCDE' },
          { email: INVALID_EMAIL_MESSAGE, zipCode: INVALID_ZIP_MESSAGE },
        ],
        ['package: unknown field', { ...pkg, admin: true }, { admin: UNKNOWN_FIELD_MESSAGE }],
      ],
    };
    const cases = Object.entries(invalid).flatMap(([path, rows]) =>
      rows.map(([name, body, fieldErrors]) => [name, path, body, fieldErrors] as const),
    );
    it.each(cases)('%s → 400 with the form messages', async (_name, path, body, fieldErrors) => {
      const before = await count(suite.server, 'leads');
      const res = await client().post(path, body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(json.fieldErrors).toEqual(fieldErrors);
      expect(await count(suite.server, 'leads')).toBe(before);
    });

    itOnce(backend)('rejects a body that is not a JSON object', async () => {
      for (const body of ['[1,2]', '"x"', '{bad json']) {
        const res = await client().post('/api/send-contact-email', body);
        expect(res.status, body).toBe(400);
        expect((await res.json()).statusCode).toBe(400);
      }
      for (const path of ['/api/send-contact-email', '/api/send-package-email']) {
        const res = await client().post(path, '[1,2]');
        expect(await res.json(), path).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'The request body must be a JSON object.',
        });
      }
    });
  });

  it('answers 413 to a body over 16 KB and stores nothing', async () => {
    const before = await count(suite.server, 'leads');
    const res = await client().post('/api/send-contact-email', {
      ...contact,
      comment: 'x'.repeat(17 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(await count(suite.server, 'leads')).toBe(before);
  });

  it('gives a bot that fills the honeypot a normal 201 and stores and mails nothing', async () => {
    const leads = await count(suite.server, 'leads');
    const outbox = await count(suite.server, 'outbox');
    const res = await client().post('/api/send-contact-email', {
      ...contact,
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    const body = LeadResponse.parse(await res.json());
    expect(body.message).toBe(SUCCESS_MESSAGE);
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/); // the same kind of id as a stored lead
    expect(await count(suite.server, 'leads')).toBe(leads);
    expect(await count(suite.server, 'outbox')).toBe(outbox);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and stores nothing new', async () => {
    const key = randomUUID();
    const c = client();
    const first = await c.post('/api/send-contact-email', availability, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const a = LeadResponse.parse(await first.json());
    const leads = await count(suite.server, 'leads');
    const retries = await Promise.all(
      [1, 2, 3].map(() => c.post('/api/send-contact-email', availability, { 'idempotency-key': key })),
    );
    for (const r of retries) {
      expect(r.status).toBe(201);
      expect(await r.json()).toEqual(a);
    }
    expect(await count(suite.server, 'leads')).toBe(leads);
    const changed = await c.post(
      '/api/send-contact-email',
      { ...availability, city: 'Elsewhere' },
      { 'idempotency-key': key },
    );
    expect(changed.status).toBe(422);
    // The same key on the other endpoint is a different request scope.
    const other = await c.post('/api/send-package-email', pkg, { 'idempotency-key': key });
    expect(other.status).toBe(201);
    await mailFor(a.id);
    expect(smtp.received.filter((m) => m.text.includes(a.id))).toHaveLength(1);
  });

  it('scopes an Idempotency-Key to the client: another client’s same key and body is a lead of its own', async () => {
    const key = randomUUID();
    const owner = client();
    const first = LeadResponse.parse(
      await (await owner.post('/api/send-contact-email', contact, { 'idempotency-key': key })).json(),
    );
    const leads = await count(suite.server, 'leads');
    const stranger = client();
    const res = await stranger.post('/api/send-contact-email', contact, { 'idempotency-key': key });
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const second = LeadResponse.parse(await res.json());
    expect(second.id).not.toBe(first.id);
    expect(await count(suite.server, 'leads')).toBe(leads + 1);
    // The owner's retry still replays its own answer.
    const retry = await owner.post('/api/send-contact-email', contact, { 'idempotency-key': key });
    expect(LeadResponse.parse(await retry.json()).id).toBe(first.id);
  });

  it('stores free text without control characters (NUL included) and with one line per single-line field', async () => {
    const c = client();
    const forged = 'Hi\rE-mail: attacker@example.net';
    const answers = await Promise.all([
      c.post('/api/send-contact-email', {
        ...contact,
        name: `Ada\u0000 ${forged}`,
        subject: 'Sub\u0000ject\u0085x',
        comment: 'line 1\u2028E-mail: forged@example.net\u0000',
      }),
      c.post('/api/send-contact-email', {
        ...availability,
        city: 'Arl\u0000ington\u2029x',
        address: `1\u0001 ${forged}`,
      }),
      c.post('/api/send-package-email', {
        ...pkg,
        packageTitle: 'TV\u0000 Box\r\nZIP code: 99999',
        packageDescription: ['a\u0000b'],
        mbps: '1\u00000',
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (r) => LeadResponse.parse(await r.json()).id));
    const rows = await suite.server.app.database.db
      .selectFrom('leads')
      .selectAll()
      .where('id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toMatch(/\\u0000|\\u0001|\\r|\\u0085|\u2028|\u2029/);
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0] as string)).toMatchObject({
      name: 'Ada Hi E-mail: attacker@example.net',
      subject: 'Subject x',
      comment: 'line 1\nE-mail: forged@example.net',
    });
    expect(byId.get(ids[1] as string)).toMatchObject({
      city: 'Arlington x',
      address: '1 Hi E-mail: attacker@example.net',
    });
    expect(JSON.parse(byId.get(ids[2] as string)?.package_json ?? '{}')).toMatchObject({
      packageTitle: 'TV Box ZIP code: 99999',
      packageDescription: ['ab'],
      mbps: '10',
    });
    // In the sales e-mail no value starts a line of its own that looks like a field.
    for (const id of ids) {
      const mail = await mailFor(id);
      const lines = mail.text.split(/\r?\n/);
      expect(
        lines.filter((l) => l.startsWith('E-mail:')),
        mail.text,
      ).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith('ZIP code:')).length, mail.text).toBeLessThanOrEqual(1);
    }
  });

  it('logs lead ids, never the visitor’s name, e-mail, phone or IP', async () => {
    const res = await client().post('/api/send-contact-email', {
      ...availability,
      name: 'Zelda Unique',
      email: 'zelda.unique@example.com',
      contact: '703-555-0177',
    });
    const { id } = LeadResponse.parse(await res.json());
    await mailFor(id);
    // (Startup lines name the server's own and the SMTP server's loopback address, which the
    // visitors in this test share.)
    const all = logs.filter((l) => !/Server listening|outbox worker in process/.test(l)).join('');
    expect(all).toContain(id);
    for (const secret of [
      'Zelda Unique',
      'zelda.unique@example.com',
      '7035550177',
      '555-0177',
      '127.0.0.1',
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  itOnce(backend)('serves TV provider data from the content modules; 404 for an unknown slug', async () => {
    const res = await fetch(`${suite.url}/api/tv-providers/xfinity`);
    expect(res.status).toBe(200);
    const body = TvProviderResponse.parse(await res.json());
    expect(body.packages.map((p) => p.price)).toContain('$68.50');
    for (const slug of ['nobody', 'constructor', '__proto__']) {
      const missing = await fetch(`${suite.url}/api/tv-providers/${slug}`);
      expect(missing.status, slug).toBe(404);
      expect(await missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('limits lead requests per client IP: 429 with Retry-After after the limit', async () => {
    const limited = await startWith({ leadRateLimit: 3 });
    try {
      const c = new ApiClient(limited.server.url);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await c.post('/api/send-contact-email', contact)).status);
      expect(statuses).toEqual([201, 201, 201]);
      const res = await c.post('/api/send-package-email', pkg); // same group: both lead endpoints
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(await count(limited.server, 'leads')).toBe(3);
      // Other routes are not limited.
      expect((await fetch(`${limited.server.url}/api/tv-providers/xfinity`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });

  it('queues mail while SMTP is down, retries with backoff and delivers every lead once it is back', async () => {
    const port = await freePort();
    const received: ReceivedMail[] = [];
    const down = await startWith({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      worker: true,
      outbox: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 1000, leaseMs: 10_000 },
    });
    let up: TestSmtp | undefined;
    try {
      const c = new ApiClient(down.server.url);
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await c.post('/api/send-contact-email', { ...availability, city: `City ${i}` });
        expect(res.status).toBe(201);
        ids.push(LeadResponse.parse(await res.json()).id);
      }
      const db = down.server.app.database.db;
      await waitFor(
        async () => {
          const rows = await db.selectFrom('outbox').select(['attempts', 'last_error', 'status']).execute();
          return (
            rows.length === 6 &&
            rows.every((r) => Number(r.attempts) >= 2 && r.last_error && r.status === 'pending')
          );
        },
        { what: 'failed attempts while SMTP is down' },
      );
      up = await startSmtp(port, received);
      await waitFor(
        async () =>
          (await db.selectFrom('outbox').select('status').where('status', '=', 'sent').execute()).length ===
          6,
        { what: 'all sent' },
      );
      const byLead = ids.map((id) => received.filter((m) => m.text.includes(id)).length);
      expect(byLead).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      await down.stop();
      await up?.close();
    }
  });

  it.skipIf(backend.name !== 'postgres')(
    'keeps serving after PostgreSQL ends its idle connections',
    async () => {
      const s = await startWith({});
      try {
        const c = new ApiClient(s.server.url);
        expect((await c.post('/api/send-contact-email', contact)).status).toBe(201);
        const pg = (await import('pg')).default;
        const admin = new pg.Client({ connectionString: s.config.databaseUrl });
        await admin.connect();
        const killed = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        await admin.end();
        expect(killed.rowCount).toBeGreaterThan(0);
        // An idle client's error used to be an uncaught 'error' event: the process died.
        await waitFor(async () => (await fetch(`${s.server.url}/readyz`)).status === 200, {
          what: 'ready again',
        });
        expect((await c.post('/api/send-contact-email', contact)).status).toBe(201);
      } finally {
        await s.stop();
      }
    },
  );

  it('marks a mail failed after the last attempt', async () => {
    const port = await freePort();
    const dead = await startWith({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      worker: true,
      outbox: { pollMs: 30, baseDelayMs: 20, maxDelayMs: 40, maxAttempts: 3, leaseMs: 10_000 },
    });
    try {
      const res = await new ApiClient(dead.server.url).post('/api/send-contact-email', contact);
      const { id } = LeadResponse.parse(await res.json());
      const row = await waitFor(
        () =>
          dead.server.app.database.db
            .selectFrom('outbox')
            .selectAll()
            .where('lead_id', '=', id)
            .where('status', '=', 'failed')
            .executeTakeFirst(),
        { what: 'failed row' },
      );
      expect(Number(row.attempts)).toBe(3);
      expect(row.last_error).toBeTruthy();
      // The lead itself is still there for the operators.
      expect(await count(dead.server, 'leads')).toBe(1);
    } finally {
      await dead.stop();
    }
  });
});

describe('when the database is gone', () => {
  it('reports not ready (503) and answers a lead with 500 without internals', async () => {
    const config = testConfig();
    const s = await startServer(config);
    try {
      const c = new ApiClient(s.url);
      await c.csrf();
      expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
      await s.app.database.close();
      const ready = await fetch(`${s.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ statusCode: 503 });
      const res = await c.post('/api/send-contact-email', contact);
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on the server.',
      });
    } finally {
      await s.close();
      removeDir(config.dataDir);
    }
  });
});

describe('cookies and proxies', () => {
  it('marks the CSRF cookies Secure (and the id __Host-) when SITE_URL is https', async () => {
    const config = testConfig({ siteUrl: 'https://www.example.com' });
    const s = await startServer(config);
    try {
      const res = await fetch(`${s.url}/api/csrf`);
      const cookies = res.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/;\s*Secure/i);
      const id = cookies.find((c) => c.startsWith('__Host-xsrf-id='));
      expect(id).toMatch(/;\s*Secure/i);
      expect(id).toMatch(/HttpOnly/i);
      expect(id).toMatch(/Path=\//);
    } finally {
      await s.close();
      removeDir(config.dataDir);
    }
  });

  it('rate-limits by X-Forwarded-For only when TRUST_PROXY says so', async () => {
    for (const trustProxy of [false, 1] as const) {
      const config = testConfig({ leadRateLimit: 2, trustProxy });
      const s = await startServer(config);
      try {
        const c = new ApiClient(s.url);
        const statuses: number[] = [];
        for (const ip of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3']) {
          statuses.push((await c.post('/api/send-contact-email', contact, { 'x-forwarded-for': ip })).status);
        }
        // Trusted: three clients, none over 2. Untrusted: one client (the socket), limited after 2.
        expect(statuses, `trustProxy=${trustProxy}`).toEqual(
          trustProxy ? [201, 201, 201, 201] : [201, 201, 429, 429],
        );
      } finally {
        await s.close();
        removeDir(config.dataDir);
      }
    }
  });
});
