// A privacy request made in Spanish is answered in Spanish (issue 37 item 3): the 202, the
// confirmation mail and its link to the Spanish confirm page, the answer to the confirmation
// (whatever page confirms it), the access copy and its labels, and the 410 of a dead link on a
// Spanish page. English requests keep their words. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { expect, it } from 'vitest';
import { PRIVACY_ANSWERS } from '../../contracts/privacy.ts';
import { ApiClient, describeOnBackends, privacyConfirmToken, serverForSuite } from './helper.ts';

describeOnBackends('privacy requests in Spanish', (backend) => {
  const suite = serverForSuite(backend);
  const { db } = suite;
  const client = () => new ApiClient(suite.url);

  const mailsTo = (recipient: string, kind: 'privacy-confirm' | 'privacy-copy') =>
    db()
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('kind', '=', kind)
      .where('recipient', '=', recipient)
      .execute();

  it('answers, mails and links in Spanish, and stores the language', async () => {
    const email = 'maria.lopez@example.com';
    const res = await client().post('/api/privacy-requests', { email, type: 'do-not-sell', language: 'es' });
    expect(res.status).toBe(202);
    expect((await res.json()).message).toBe(PRIVACY_ANSWERS.es.accepted);
    const [mail] = await mailsTo(email, 'privacy-confirm');
    expect(mail?.subject).toBe('Confirme su solicitud de privacidad a HomeWire');
    expect(mail?.text_body).toContain('no venda ni comparta su información personal');
    expect(mail?.text_body).toMatch(/\/es\/privacy-choices\/confirm\?token=[\w-]+/);
    expect(mail?.html_body).toContain('<html lang="es-US">');
    const stored = await db()
      .selectFrom('privacy_requests')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('es');
  });

  it('carries out a Spanish request with a Spanish answer and a Spanish access copy', async () => {
    const email = 'jose.ramirez@example.com';
    const lead = await client().post('/api/send-contact-email', {
      name: 'José Ramírez',
      email,
      subject: 'Planes',
      comment: 'Llámenme por la tarde.',
      language: 'es',
    });
    expect(lead.status, await lead.clone().text()).toBe(201);
    expect(
      (await client().post('/api/privacy-requests', { email, type: 'access', language: 'es' })).status,
    ).toBe(202);
    // Confirmed from a page that says nothing of its language: the request's own language answers.
    const done = await client().post('/api/privacy-requests/confirm', {
      token: await privacyConfirmToken(db(), email),
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ type: 'access', message: PRIVACY_ANSWERS.es.done.access });
    const [copy] = await mailsTo(email, 'privacy-copy');
    expect(copy?.subject).toBe('Su información en HomeWire');
    expect(copy?.text_body).toContain('Tenemos 1 solicitud para este correo electrónico');
    expect(copy?.text_body).toContain(`Correo electrónico: ${email}`);
    expect(copy?.text_body).toContain('Tipo: contacto');
    expect(copy?.text_body).toContain('Idioma de la página: Español');
    expect(copy?.text_body).toContain('No contactar: no');
    expect(copy?.text_body).not.toContain('Request ID');
  });

  it('keeps English requests in English', async () => {
    const email = 'pat.english@example.com';
    const res = await client().post('/api/privacy-requests', { email, type: 'access' });
    expect((await res.json()).message).toBe(PRIVACY_ANSWERS.en.accepted);
    const [mail] = await mailsTo(email, 'privacy-confirm');
    expect(mail?.subject).toBe('Confirm your privacy request to HomeWire');
    expect(mail?.text_body).toMatch(/\/privacy-choices\/confirm\?token=/);
    expect(mail?.text_body).not.toContain('/es/');
    const done = await client().post('/api/privacy-requests/confirm', {
      token: await privacyConfirmToken(db(), email),
      language: 'es',
    });
    expect((await done.json()).message).toBe(PRIVACY_ANSWERS.en.done.access);
    const [copy] = await mailsTo(email, 'privacy-copy');
    expect(copy?.text_body).toContain('We hold no requests');
  });

  it('says a dead link is dead in the language of the page', async () => {
    const token = 'x'.repeat(43);
    const es = await client().post('/api/privacy-requests/confirm', { token, language: 'es' });
    expect(es.status).toBe(410);
    expect((await es.json()).message).toBe(PRIVACY_ANSWERS.es.invalidLink);
    const en = await client().post('/api/privacy-requests/confirm', { token });
    expect((await en.json()).message).toBe(PRIVACY_ANSWERS.en.invalidLink);
  });

  it('refuses a language it does not speak', async () => {
    const res = await client().post('/api/privacy-requests', {
      email: 'someone@example.com',
      type: 'access',
      language: 'fr',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ language: 'Expected "en" or "es".' });
  });
});
