// The sales notification as it is sent, byte for byte (after the lead id, the Message-ID and the
// times are replaced by placeholders): one lead of each kind with every field, attribution with
// two touches, Global Privacy Control, a repeat visitor, a contact that opted out before. The
// expected mails were written by the code that rendered them when the lead was stored (before
// decision 052); the mail is now rendered when the mail lane sends it, from the lead row, and must
// read the same. Both databases.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { LeadResponse } from '../../contracts/api.ts';
import { createOutboxWorker } from '../outbox/index.ts';
import { contactHasher } from '../shared/contact-hash.ts';
import {
  ApiClient,
  describeOnBackends,
  type ReceivedMail,
  serverForSuite,
  startOnFreshDatabase,
  startSmtp,
  type TestSmtp,
  waitFor,
} from './helper.ts';
import { availabilityLead, packageLead, twoTouches } from './lead-bodies.ts';

const consentVersion = currentConsent.version;

type Case = { name: string; path: string; body: Record<string, unknown>; headers?: Record<string, string> };
const cases: Case[] = [
  {
    name: 'contact with every field',
    path: '/api/send-contact-email',
    body: {
      name: 'Ada <Lovelace>',
      email: 'ada.mail@example.com',
      subject: 'Bundle & "question"',
      comment: 'Do you have <b>fiber</b> & TV\nin my area?\r\nE-mail: not-a-field@example.net',
      page: '/contact-us',
    },
  },
  {
    name: 'contact with nothing optional',
    path: '/api/send-contact-email',
    body: { name: 'Bare Minimum', email: 'bare.mail@example.com' },
  },
  {
    name: 'availability with attribution and GPC',
    path: '/api/send-contact-email',
    body: {
      ...availabilityLead,
      email: 'grace.mail@example.org',
      page: '/service/tv',
      attribution: twoTouches,
    },
    headers: { 'sec-gpc': '1' },
  },
  {
    name: 'availability by a repeat visitor',
    path: '/api/send-contact-email',
    body: {
      name: 'Grace Again',
      email: 'GRACE.mail@example.org',
      zipCode: '22202',
      contact: '(703) 555-0199',
      consentVersion,
    },
  },
  {
    name: 'availability by a contact that opted out before',
    path: '/api/send-contact-email',
    body: {
      name: 'Opted Out',
      email: 'opted.out.mail@example.com',
      zipCode: '10001',
      contact: '(212) 555-0111',
      consentVersion,
    },
  },
  {
    name: 'package with a label',
    path: '/api/send-package-email',
    body: {
      ...packageLead,
      email: 'alan.mail@example.net',
      label: {
        uniquePlanId: 'F9990000001SAMPLEFIBR00001',
        labelId: 'label-version-1',
        facts: { 'Monthly price': '$35.00', 'Typical download speed': '300 Mbps' },
      },
    },
  },
  {
    name: 'package without label or speed',
    path: '/api/send-package-email',
    body: {
      packageTitle: 'TV only',
      packageDescription: [],
      price: '$20',
      planDuration: '12 months',
      name: 'Tv Only',
      email: 'tv.only.mail@example.net',
      zipCode: '30301',
      contact: '(404) 555-0100',
      consentVersion,
    },
  },
];

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g;

function normalized(mail: ReceivedMail, id: string): string {
  const clean = (s: string) => s.replaceAll(id, '<lead id>').replace(ISO, '<time>');
  return [
    `To: ${mail.rcptTo.join(', ')}`,
    `Reply-To: ${mail.headers.get('reply-to') ?? ''}`,
    `Subject: ${clean(mail.subject)}`,
    '--- text',
    clean(mail.text),
    '--- html',
    clean(mail.html),
  ].join('\n');
}

describeOnBackends('lead notification as sent', (backend) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const suite = serverForSuite(backend, () => ({ config: { smtpUrl: smtp.url, worker: true } }));

  it('reads the same as when it was rendered at intake, for every kind and flag', async () => {
    const hash = contactHasher(suite.config.cookieSecret);
    await suite.server.app.database.db
      .insertInto('suppression')
      .values({
        hash: hash.email('opted.out.mail@example.com'),
        reason: 'do-not-contact',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const client = new ApiClient(suite.url);
    const out: string[] = [];
    for (const c of cases) {
      const res = await client.post(c.path, c.body, c.headers ?? {});
      expect(res.status, await res.clone().text()).toBe(201);
      const { id } = LeadResponse.parse(await res.json());
      const mail = await waitFor(() => smtp.received.find((m) => m.text.includes(id)), { what: c.name });
      out.push(`===== ${c.name}\n${normalized(mail, id)}`);
    }
    await expect(`${out.join('\n')}\n`).toMatchFileSnapshot('__snapshots__/lead-mail.txt');
  });

  it('queues a reference, not a rendered mail; a lead erased before sending is never mailed', async () => {
    const started = await startOnFreshDatabase(backend, { smtpUrl: smtp.url, worker: false });
    try {
      const { server, config } = started;
      const client = new ApiClient(server.url);
      const ids: string[] = [];
      for (const c of cases.slice(0, 3)) {
        const res = await client.post(c.path, c.body, c.headers ?? {});
        expect(res.status).toBe(201);
        ids.push(LeadResponse.parse(await res.json()).id);
      }
      const db = server.app.database.db;
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('lane', '=', 'mail')
        .orderBy('created_at')
        .execute();
      expect(rows).toHaveLength(3);
      for (const [i, row] of rows.entries()) {
        expect(row).toMatchObject({
          kind: 'lead',
          recipient: 'sales@example.com',
          reply_to: null,
          text_body: null,
          html_body: null,
        });
        expect(JSON.parse(row.payload_json ?? 'null')).toEqual({
          template: 'lead-notification',
          leadId: ids[i],
        });
        // A tenth of a page, where the rendered bodies made half of one.
        const bytes = Object.values(row).reduce<number>((n, v) => n + String(v ?? '').length, 0);
        expect(bytes).toBeLessThan(450);
      }
      expect(rows[0]?.subject).toBe('New contact request: Bundle & "question"');
      // The first lead is erased before any worker runs: its mail is cancelled, never rendered.
      const erased = await server.app.leads.eraseContact(
        { email: 'ada.mail@example.com' },
        false,
        { request: 'lead-mail-test' },
        null,
        async () => true,
      );
      expect(erased).toBe(1);
      const { worker } = createOutboxWorker(config, {
        db,
        dialect: server.app.database.dialect,
        log: server.app.log,
        now: server.app.clock,
      });
      worker.start();
      const sent = (id: string) => smtp.received.some((m) => m.text.includes(id));
      await waitFor(
        async () =>
          sent(ids[1] as string) &&
          sent(ids[2] as string) &&
          (await db.selectFrom('outbox').select('id').where('status', '=', 'sent').execute()).length === 2,
        { what: 'the other two mails sent' },
      );
      await worker.stop();
      expect(sent(ids[0] as string)).toBe(false);
      const after = await db
        .selectFrom('outbox')
        .select(['lead_id', 'status', 'attempts'])
        .where('lane', '=', 'mail')
        .execute();
      expect(after.find((r) => r.lead_id === ids[0])).toMatchObject({ status: 'cancelled', attempts: 0 });
      expect(after.filter((r) => r.status === 'sent')).toHaveLength(2);
    } finally {
      await started.stop();
    }
  });
});
