// Privacy requests act only on what was verified, and cannot be turned against anyone: following
// the mailed link proves the e-mail address and nothing else, so a phone number given with an access
// or delete request reveals and erases nothing (an outside test read and erased other people's leads
// that way); an opt-out may take a phone (it harms nobody); and one address gets at most three
// confirmation mails a day, whichever clients ask, with the same 202 answer. On SQLite and, with
// TEST_DATABASE_URL, PostgreSQL; the server trusts one proxy hop, so each request comes "from" the
// client its X-Forwarded-For names.
import { expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { LeadResponse } from '../../contracts/api.ts';
import { PRIVACY_REQUEST_ACCEPTED_MESSAGE, type PrivacyRequestType } from '../../contracts/privacy.ts';
import { PRIVACY_MAILS_PER_ADDRESS } from '../routes/api/privacy-requests/index.ts';
import { ApiClient, describeOnBackends, privacyConfirmToken, serverForSuite } from './helper.ts';

let seq = 0;
const person = () => {
  seq++;
  return {
    name: `Victim Number${seq}`,
    email: `victim.${seq}.${Date.now().toString(36)}@example.com`,
    phone: `+1310555${String(1000 + seq).slice(-4)}`,
  };
};

describeOnBackends('privacy requests act only on what was verified', (backend) => {
  const suite = serverForSuite(backend, () => ({ config: { trustProxy: 1 } }));
  const { db } = suite;
  let client = 0;
  /** A request from a client of its own (its own IP behind the trusted proxy, its own CSRF pair). */
  const from = () => {
    client++;
    return { c: new ApiClient(suite.url), headers: { 'x-forwarded-for': `203.0.113.${client % 250}` } };
  };

  async function leadOf(p: ReturnType<typeof person>) {
    const { c, headers } = from();
    const res = await c.post(
      '/api/send-contact-email',
      {
        kind: 'availability',
        name: p.name,
        email: p.email,
        zipCode: '90210',
        contact: p.phone,
        consentVersion: currentConsent.version,
        page: '/service/tv',
      },
      headers,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return LeadResponse.parse(await res.json()).id;
  }

  /** The attacker asks with their own inbox and the victim's phone, then follows their own link. */
  async function askAndConfirm(type: PrivacyRequestType, email: string, phone?: string) {
    const { c, headers } = from();
    const res = await c.post('/api/privacy-requests', { email, phone, type }, headers);
    expect(res.status).toBe(202);
    const token = await privacyConfirmToken(db(), email);
    const done = await from().c.post('/api/privacy-requests/confirm', { token });
    expect(done.status).toBe(200);
  }

  const lead = (id: string) =>
    db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** The copies of a person's data mailed to `recipient` (what an access request sends). */
  const copiesTo = (recipient: string) =>
    db()
      .selectFrom('outbox')
      .select(['text_body', 'html_body', 'subject'])
      .where('kind', '=', 'privacy-copy')
      .where('recipient', '=', recipient)
      .execute();

  it("access with someone else's phone mails the attacker nothing of theirs", async () => {
    const victim = person();
    const id = await leadOf(victim);
    const attacker = `attacker.${Date.now()}@evil.test`;
    await askAndConfirm('access', attacker, victim.phone);
    const copies = await copiesTo(attacker);
    expect(copies).toHaveLength(1);
    const mailed = JSON.stringify(copies);
    for (const secret of [victim.name, victim.email, victim.phone, victim.phone.slice(2), id, '90210'])
      expect(mailed).not.toContain(secret);
  });

  it("delete with someone else's phone erases nothing of theirs", async () => {
    const victim = person();
    const id = await leadOf(victim);
    await askAndConfirm('delete', `attacker.${Date.now()}@evil.test`, victim.phone);
    const row = await lead(id);
    expect(row.erased_at).toBeNull();
    expect(row).toMatchObject({ name: victim.name, email: victim.email, phone: victim.phone });
  });

  it('a stop-contact request may take a phone: it flags and suppresses, and reveals nothing', async () => {
    const victim = person();
    const id = await leadOf(victim);
    const asker = `someone.${Date.now()}@example.net`;
    await askAndConfirm('do-not-contact', asker, victim.phone);
    expect((await lead(id)).do_not_contact).toBe(1);
    expect(await copiesTo(asker)).toEqual([]);
  });

  it('the confirmed e-mail still gets its own copy and can erase its own leads', async () => {
    const me = person();
    const id = await leadOf(me);
    await askAndConfirm('delete', me.email.toUpperCase());
    expect((await lead(id)).erased_at).not.toBeNull();
  });

  it(`at most ${PRIVACY_MAILS_PER_ADDRESS} confirmation mails per address per day, whichever clients ask`, async () => {
    const target = `target.${Date.now()}@example.org`;
    const answers: { status: number; body: string; limitHeaders: string[] }[] = [];
    for (let i = 0; i < PRIVACY_MAILS_PER_ADDRESS + 3; i++) {
      const { c, headers } = from();
      // The same address written another way is the same address.
      const email = i % 2 ? target.toUpperCase() : ` ${target}`;
      const res = await c.post('/api/privacy-requests', { email, type: 'do-not-contact' }, headers);
      answers.push({
        status: res.status,
        body: await res.text(),
        limitHeaders: [...res.headers.keys()].filter(
          (h) => h.startsWith('x-ratelimit') || h === 'retry-after',
        ),
      });
    }
    // Every answer is the same 202, and nothing in it tells that a cap applied.
    for (const a of answers) {
      expect(a.status).toBe(202);
      expect(JSON.parse(a.body)).toEqual({ message: PRIVACY_REQUEST_ACCEPTED_MESSAGE });
    }
    expect(new Set(answers.map((a) => a.limitHeaders.join(','))).size).toBe(1);
    const mails = await db()
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'privacy-confirm')
      .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['recipient'])]), '=', target))
      .execute();
    expect(mails).toHaveLength(PRIVACY_MAILS_PER_ADDRESS);
    // Another address is not affected.
    const other = `other.${Date.now()}@example.org`;
    const { c, headers } = from();
    expect((await c.post('/api/privacy-requests', { email: other, type: 'access' }, headers)).status).toBe(
      202,
    );
    expect(
      await db().selectFrom('outbox').select('id').where('recipient', '=', other).execute(),
    ).toHaveLength(1);
  });

  it('counts sub-addresses (person+tag@) against the address they deliver to', async () => {
    const user = `sub.${Date.now()}`;
    const asked: string[] = [];
    for (let i = 0; i < PRIVACY_MAILS_PER_ADDRESS + 3; i++) {
      const { c, headers } = from();
      // Each a different +tag (or none), the same mailbox.
      const email = i === 0 ? `${user}@example.org` : `${user}+x${i}@Example.org`;
      asked.push(email.toLowerCase());
      expect((await c.post('/api/privacy-requests', { email, type: 'access' }, headers)).status).toBe(202);
    }
    const mails = await db()
      .selectFrom('outbox')
      .select('recipient')
      .where('kind', '=', 'privacy-confirm')
      .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', asked))
      .execute();
    expect(mails).toHaveLength(PRIVACY_MAILS_PER_ADDRESS);
    // A plus in another address's user part is that address's own count.
    const { c, headers } = from();
    const other = `${user}.other+x1@example.org`;
    expect((await c.post('/api/privacy-requests', { email: other, type: 'access' }, headers)).status).toBe(
      202,
    );
    expect(
      await db().selectFrom('outbox').select('id').where('recipient', '=', other).execute(),
    ).toHaveLength(1);
  });
});
