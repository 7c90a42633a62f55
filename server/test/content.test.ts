// The editors' content through the console API on the real build (issue 38, decision 089): an
// editor changes a package price, two editors on one draft get the lead's 409 treatment, a publish
// re-renders the page the server then serves (both the Fastify route and the fast path), history
// says who changed what, rollback brings the seed back, a scheduled publish fires on the injected
// clock, a draft with problems publishes nothing, a failed render changes nothing, and another
// server with its own directory serves the same publish after one sync.
// On SQLite and, with TEST_DATABASE_URL, PostgreSQL. Needs the build (npm test builds first).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { internetDetail } from '../../content/providers/internet-details.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import { ContentService } from '../content/content-service.ts';
import {
  CLAIM_LEASE_MS,
  getDocument,
  goLive,
  livePublish,
  requestPublish,
  saveDraft,
  seedContent,
} from '../content/store.ts';
import { offsetClock } from '../shared/clock.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { postContact } from './endpoint.ts';
import {
  ApiClient,
  type ConsoleClient,
  describeOnBackends,
  privacyConfirmToken,
  serverForSuite,
} from './helper.ts';

const buildClient = resolve('build/client');
if (!existsSync(join(buildClient, '..', 'server', 'index.js')))
  throw new Error('No build: run `npm run build` before this test (npm test does).');

const PAGE = '/service/internet/provider-detail/xfinity';
const DOC = '/api/admin/content/documents/provider-packages/en/internet/xfinity';
const seedPrice = internetDetail('xfinity')?.plans[0]?.price as string;
/** A scheduled publish's lead time: under the console's idle timeout, so the sessions stay. */
const LATER = 20 * 60_000;

/** The page as a browser gets it, over a socket (the static fast path answers it). */
function page(base: string, path = PAGE): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    httpRequest({ host: hostname, port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => done(body));
    })
      .on('error', fail)
      .end();
  });
}

describeOnBackends('content editing and publishing', (backend) => {
  const clock = offsetClock();
  const suite = serverForSuite(backend, () => ({
    config: { siteUrl: SITE, signinRateLimit: 1000, buildDir: buildClient },
    options: { now: clock },
  }));
  const db = () => suite.db();
  let ann: ConsoleClient;
  let bob: ConsoleClient;
  const scratch = mkdtempSync(join(tmpdir(), 'content-other-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  beforeAll(async () => {
    ann = (await signedInOperator(db(), suite.url, { email: 'ann@example.com', role: 'editor' }, clock())).c;
    bob = (await signedInOperator(db(), suite.url, { email: 'bob@example.com', role: 'admin' }, clock())).c;
  });

  /** The xfinity document's packages with the first one's price set. */
  async function withPrice(price: string) {
    const doc = await (await ann.get(DOC)).json();
    const [first, ...rest] = doc.draft.data.packages;
    return { doc, data: { ...doc.draft.data, packages: [{ ...first, price }, ...rest] } };
  }

  it('seeds every provider page as version 1 and lists it for search', async () => {
    // Nothing published yet: a lead's page showed the build's own content.
    const before = await postContact(suite.url, { email: 'unversioned@example.com' });
    expect(
      (
        await db()
          .selectFrom('leads')
          .select('content_version')
          .where('id', '=', before)
          .executeTakeFirstOrThrow()
      ).content_version,
    ).toBeNull();
    const list = await (await ann.get('/api/admin/content/documents?q=xfinity')).json();
    expect(
      list.documents
        .map((d: { ref: { key: string; language: string } }) => `${d.ref.key}:${d.ref.language}`)
        .sort(),
    ).toEqual([
      // Its internet and TV provider documents (name, kind, states), its provider pages and its logo.
      'internet/xfinity:en',
      'internet/xfinity:en',
      'internet/xfinity:es',
      'tv/xfinity:en',
      'tv/xfinity:en',
      'tv/xfinity:es',
      'xfinity:en',
    ]);
    const doc = await (await ann.get(DOC)).json();
    expect(doc.title).toBe('Xfinity internet packages');
    expect(doc.published.version).toBe(1);
    expect(doc.published.by).toBe('seed');
    expect(doc.draft).toMatchObject({ rev: 0, saved: false });
    expect(doc.draft.data.packages[0].price).toBe(seedPrice);
  });

  it('saves drafts against a revision: a stale save is a 409 with the draft as it is now', async () => {
    const { data } = await withPrice('$12.34');
    const saved = await ann.put(DOC, { data, rev: 0 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ rev: 1 });
    const stale = await bob.put(DOC, { data: (await withPrice('$99.99')).data, rev: 0 });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.reason).toBe('stale');
    expect(body.conflict.draft.data.packages[0].price).toBe('$12.34');
    expect(body.message).toContain('ann@example.com');
    // Nothing is on the site before a publish.
    expect(await page(suite.url)).toContain(seedPrice);
  });

  it('previews the draft on the real page template, without scripts, for editors only, never cached or indexed', async () => {
    const preview = await ann.get('/api/admin/content/preview/provider-packages/en/internet/xfinity');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('text/html');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("script-src 'none'");
    const html = await preview.text();
    expect(html).toContain('$12.34');
    expect(html).toContain('<h1');
    expect(html).not.toContain('<script');
    // The public page still shows the published price; a stranger gets no preview.
    expect(await page(suite.url)).toContain(seedPrice);
    const stranger = await fetch(
      `${suite.url}/api/admin/content/preview/provider-packages/en/internet/xfinity`,
    );
    expect(stranger.status).toBe(401);
  });

  it('publishes: the page the server serves shows the new price, and history says who changed what', async () => {
    const res = await ann.post('/api/admin/content/publishes', {});
    expect(res.status).toBe(200);
    const publish = await res.json();
    expect(publish).toMatchObject({ status: 'live', pages: 2, createdBy: 'ann@example.com' });
    const html = await page(suite.url);
    expect(html).toContain('$12.34');
    expect(await page(suite.url, `${PAGE}.data`)).toContain('$12.34');
    // Every other page is the build's.
    expect(await page(suite.url, '/plans')).toBe(readFileSync(join(buildClient, 'plans/index.html'), 'utf8'));
    const history = await (
      await ann.get('/api/admin/content/history/provider-packages/en/internet/xfinity')
    ).json();
    expect(history.versions[0]).toMatchObject({
      version: 2,
      by: 'ann@example.com',
      live: true,
      changes: [{ path: 'packages.0.price', from: seedPrice, to: '$12.34' }],
    });
    const doc = await (await ann.get(DOC)).json();
    expect(doc.published.version).toBe(2);
    expect(doc.draft.saved).toBe(false);
  });

  it('refuses a publish with problems, saying which field, and changes nothing', async () => {
    const { doc, data } = await withPrice('$0.00');
    expect((await ann.put(DOC, { data, rev: doc.draft.rev })).status).toBe(200);
    const res = await ann.post('/api/admin/content/publishes', {});
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors).toEqual({
      'Xfinity internet packages (en): packages.0.price': 'A price must be more than $0',
    });
    expect(await page(suite.url)).toContain('$12.34');
    const preview = await ann.get('/api/admin/content/preview/provider-packages/en/internet/xfinity');
    expect(preview.status).toBe(422);
    // Each problem on a line of its own, styled by its one style block (allowed by its hash; no script).
    expect(await preview.text()).toContain('<li>packages.0.price: A price must be more than $0</li>');
    expect(preview.headers.get('content-security-policy')).toMatch(
      /script-src 'none'; style-src 'sha256-[^']+'/,
    );
    const fixed = await withPrice('$12.34');
    expect((await ann.put(DOC, { data: fixed.data, rev: fixed.doc.draft.rev })).status).toBe(200);
  });

  it('rolls back to the seed: the page is the build page again', async () => {
    const res = await bob.post('/api/admin/content/rollback/provider-packages/en/internet/xfinity', {
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(await page(suite.url)).toBe(readFileSync(join(buildClient, PAGE.slice(1), 'index.html'), 'utf8'));
    const history = await (
      await ann.get('/api/admin/content/history/provider-packages/en/internet/xfinity')
    ).json();
    expect(history.versions[0]).toMatchObject({
      version: 3,
      by: 'bob@example.com',
      note: 'rollback to version 1',
      live: true,
    });
    // The rollback left Ann's draft alone.
    expect((await (await ann.get(DOC)).json()).draft).toMatchObject({ saved: true });
  });

  it('publishes at a scheduled time, on the injected clock', async () => {
    const at = new Date(clock() + LATER).toISOString();
    const res = await ann.post('/api/admin/content/publishes', { publishAt: at });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'scheduled', publishAt: at });
    await suite.server.app.scheduler.tick();
    expect(await page(suite.url)).toContain(seedPrice);
    clock.advance(LATER + 1000);
    await suite.server.app.scheduler.tick();
    expect(await page(suite.url)).toContain('$12.34');
    const listed = await ann.get('/api/admin/content/publishes');
    const publishes = await listed.json();
    expect(listed.status, JSON.stringify(publishes)).toBe(200);
    expect(publishes.publishes[0]).toMatchObject({ status: 'live', publishAt: at });
  });

  it('cancels a scheduled publish: it never goes live, and a second cancel is a 409', async () => {
    const { doc, data } = await withPrice('$77.77');
    expect((await ann.put(DOC, { data, rev: doc.draft.rev })).status).toBe(200);
    const at = new Date(clock() + LATER).toISOString();
    const scheduled = await (await ann.post('/api/admin/content/publishes', { publishAt: at })).json();
    expect(scheduled.status).toBe('scheduled');
    const cancelled = await ann.post(`/api/admin/content/publishes/${scheduled.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).status).toBe('cancelled');
    expect((await ann.post(`/api/admin/content/publishes/${scheduled.id}/cancel`, {})).status).toBe(409);
    clock.advance(LATER + 1000);
    await suite.server.app.scheduler.tick();
    expect(await page(suite.url)).not.toContain('$77.77');
    // The draft is still there to publish another time.
    expect((await (await ann.get(DOC)).json()).draft.data.packages[0].price).toBe('$77.77');
  });

  it('a render that fails marks the publish failed and changes nothing', async () => {
    const { doc, data } = await withPrice('$45.67');
    expect((await ann.put(DOC, { data, rev: doc.draft.rev })).status).toBe(200);
    const row = await requestPublish(db(), {}, { actor: null, ipHash: null }, clock());
    await expect(
      goLive(db(), row.id, async () => Promise.reject(new Error('/x: answered 500: boom')), clock),
    ).rejects.toThrow('boom');
    const failed = (await (await ann.get('/api/admin/content/publishes')).json()).publishes[0];
    expect(failed).toMatchObject({ id: row.id, status: 'failed', error: '/x: answered 500: boom' });
    const now = await (await ann.get(DOC)).json();
    expect(now.published.version).toBe(4);
    expect(now.draft.data.packages[0].price).toBe('$45.67');
    expect(await page(suite.url)).toContain('$12.34');
  });

  it('a lead records the content version its page showed: the live publish, none before any', async () => {
    const live = await livePublish(db());
    expect(live?.id).toMatch(/^[0-9a-f-]{36}$/);
    const id = await postContact(suite.url, { email: 'versioned@example.com' });
    const row = await db()
      .selectFrom('leads')
      .select('content_version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.content_version).toBe(live?.id);
    // The clock has moved past the sessions' idle limit: an admin signs in again to read the lead.
    const cy = (await signedInOperator(db(), suite.url, { email: 'cy@example.com', role: 'admin' }, clock()))
      .c;
    const record = await (await cy.get(`/api/admin/leads/${id}`)).json();
    expect(record.lead.content_version).toBe(live?.id);
  });

  it('the home page’s copy: a link to no page is refused; a new title and a working link go live on / only', async () => {
    const dee = (
      await signedInOperator(db(), suite.url, { email: 'dee@example.com', role: 'editor' }, clock())
    ).c;
    const HOME = '/api/admin/content/documents/home-page/en/home';
    const doc = await (await dee.get(HOME)).json();
    expect(doc.title).toBe('Home page');
    const withAnswer = (answer: string) => ({
      ...doc.draft.data,
      banner: { ...doc.draft.data.banner, title: 'Spring prices are here' },
      faqs: doc.draft.data.faqs.map((f: { answer: string }, i: number) => (i === 1 ? { ...f, answer } : f)),
    });
    const saved = await dee.put(HOME, {
      data: withAnswer('It is **free**. See [our plans](/no-such-page).'),
      rev: 0,
    });
    expect(saved.status).toBe(200);
    // This document only: the cancelled publish's draft of the Xfinity page is still a draft.
    const only = { documents: [{ kind: 'home-page', key: 'home', language: 'en' }] };
    const refused = await dee.post('/api/admin/content/publishes', only);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      'Home page (en): faqs.1.answer': 'The link “/no-such-page” goes to no page on this site',
    });
    expect(await page(suite.url, '/')).not.toContain('Spring prices are here');

    const { rev } = await saved.json();
    const fixed = withAnswer('It is **free**. See [our plans](/plans/).');
    expect((await dee.put(HOME, { data: fixed, rev })).status).toBe(200);
    const res = await dee.post('/api/admin/content/publishes', only);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'live', createdBy: 'dee@example.com' });
    const home = await page(suite.url, '/');
    expect(home).toContain('Spring prices are here');
    expect(home).toContain('It is <strong class="font-semibold text-ink">free</strong>. See <a');
    expect(home).toMatch(/<a[^>]*href="\/plans\/"[^>]*>our plans<\/a>/);
    // Search engines read the answer as text; the share card (drawn again) is described by its new title.
    expect(home).toContain('"text":"It is free. See our plans."');
    expect(home).toContain('<meta property="og:image:alt" content="HomeWire: Spring prices are here"/>');
    // The Spanish home page is its own document: unchanged.
    expect(await page(suite.url, '/es/')).toBe(readFileSync(join(buildClient, 'es/index.html'), 'utf8'));
    // The provider page published before is still the published one.
    expect(await page(suite.url)).toContain('$12.34');
  });

  it('another server syncs the live publish into its own directory from the database alone', async () => {
    const served: string[] = [];
    const other = new ContentService({
      db: db(),
      clientDir: buildClient,
      serverBuildFile: resolve('build/server/index.js'),
      siteDir: scratch,
      serve: (dir) => served.push(dir),
      clock,
      log: { info: () => {}, error: () => {} },
    });
    await other.sync();
    expect(served).toHaveLength(1);
    expect(readFileSync(join(served[0] as string, PAGE, 'index.html'), 'utf8')).toContain('$12.34');
    await other.sync();
    expect(served).toHaveLength(1);
  });

  it('the home page’s section headings, reasons and figures go live on it, the FAQ’s lead with the contacts filled in', async () => {
    const ref = { kind: 'home-page', key: 'home', language: 'en' } as const;
    const by = { actor: null, ipHash: null };
    const doc = await getDocument(db(), ref);
    const seed = doc.draft.data as ContentData<'home-page'>;
    const [firstReason, ...reasons] = seed.whyChooseUs.points;
    if (!firstReason) throw new Error('the seed has reasons');
    const data = {
      ...seed,
      sections: {
        ...seed.sections,
        packages: { ...seed.sections.packages, title: 'Spring speeds for every home' },
        faq: { ...seed.sections.faq, lead: 'Still unsure? Ring {phone}.' },
      },
      whyChooseUs: {
        points: [{ ...firstReason, heading: 'Street-level availability' }, ...reasons],
        figures: seed.whyChooseUs.figures.map((f, i) => (i === 0 ? { ...f, value: '40+' } : f)),
      },
    };
    await saveDraft(db(), ref, { data, rev: doc.draft.rev }, by, clock());
    await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    const html = await page(suite.url, '/');
    expect(html).toMatch(/<h2[^>]*>Spring speeds for every home<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Street-level availability<\/h3>/);
    expect(html).toMatch(/>40\+<\/dd>/);
    expect(html).toContain('Still unsure? Ring 1-800-555-');
    expect(html).not.toContain('{phone}');
    expect(await page(suite.url, '/es/')).toContain('Elija la velocidad adecuada para su hogar');
  });

  it('a publish left half-done by a server that stopped is taken over once its claim lapses', async () => {
    const ref = { kind: 'home-page', key: 'home', language: 'es' } as const;
    const by = { actor: null, ipHash: null };
    const doc = await getDocument(db(), ref);
    const data = doc.draft.data as ContentData<'home-page'>;
    await saveDraft(
      db(),
      ref,
      { data: { ...data, banner: { ...data.banner, title: 'Ofertas de primavera' } }, rev: 0 },
      by,
      clock(),
    );
    const row = await requestPublish(db(), { refs: [ref] }, by, clock());
    // A server claimed it and stopped before it was done.
    await db()
      .updateTable('content_publishes')
      .set({ status: 'publishing', claimed_at: new Date(clock()).toISOString() })
      .where('id', '=', row.id)
      .execute();
    await suite.server.app.scheduler.tick();
    expect(await page(suite.url, '/es/')).not.toContain('Ofertas de primavera');
    clock.advance(CLAIM_LEASE_MS + 1000);
    await suite.server.app.scheduler.tick();
    expect(await page(suite.url, '/es/')).toContain('Ofertas de primavera');
    const done = await db()
      .selectFrom('content_publishes')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('live');
  });

  it('a TV provider’s packages and FAQ: the page’s cards, tables and questions and the API answer all show the published ones', async () => {
    const ref = { kind: 'provider-packages', key: 'tv/xfinity', language: 'en' } as const;
    const by = { actor: null, ipHash: null };
    const seed = (await getDocument(db(), ref)).draft.data as ContentData<'provider-packages'>;
    const packages = seed.packages.map((p, i) => (i === 1 ? { ...p, price: '$55.55' } : p));
    const faqs = [
      { question: 'Is Xfinity TV on a contract?', answer: 'No. **Month to month**; call {phone} to start.' },
      ...seed.faqs.slice(1),
    ];
    await saveDraft(db(), ref, { data: { ...seed, packages, faqs }, rev: 0 }, by, clock());
    const row = await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    expect(
      (
        await db()
          .selectFrom('content_publishes')
          .select('status')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('live');
    const html = await page(suite.url, '/service/tv/provider-detail/xfinity');
    expect(html).toContain('$55.55');
    expect(html).toContain('$55.55/mo.');
    const api = await (await fetch(`${suite.url}/api/tv-providers/xfinity`)).json();
    expect(api.packages[1].price).toBe('$55.55');
    expect(api.westRegionTvPackages.rows[1].price).toBe('$55.55/mo.');
    // The question on the page (the answer's bold, the phone filled in) and in the API as plain text.
    expect(html).toContain('Is Xfinity TV on a contract?');
    expect(html).toMatch(/No\. <strong[^>]*>Month to month<\/strong>; call 1-800-555-0142 to start\./);
    expect(api.faqInfo[0]).toEqual({
      title: 'Is Xfinity TV on a contract?',
      description: 'No. Month to month; call 1-800-555-0142 to start.',
    });
    // Another provider's answer is the build's.
    const spectrum = await (await fetch(`${suite.url}/api/tv-providers/spectrum`)).json();
    expect(spectrum.packages[1].price).toBe('$24.99');
  });

  it('the About page’s story in rich text, a heading, a counter and a role go live on /about-us in its language only', async () => {
    const ref = { kind: 'about-page', key: 'about', language: 'en' } as const;
    const by = { actor: null, ipHash: null };
    const seed = (await getDocument(db(), ref)).draft.data as ContentData<'about-page'>;
    const story = `${seed.story}\n\nWe are **independent**: [how we compare](/service/internet).`;
    const [users, ...counters] = seed.achievements;
    const [ceo, ...team] = seed.team;
    const data = {
      ...seed,
      story,
      sections: { ...seed.sections, team: { ...seed.sections.team, title: 'Who answers your call' } },
      achievements: [{ ...users, target: 31, label: 'Households helped' }, ...counters],
      team: [{ ...ceo, role: 'Founder and CEO' }, ...team],
    };
    await saveDraft(db(), ref, { data, rev: 0 }, by, clock());
    await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    const about = await page(suite.url, '/about-us');
    expect(about).toMatch(
      /<p class="mt-4 text-lg[^"]*">We are <strong class="font-semibold text-ink">independent<\/strong>: <a[^>]*href="\/service\/internet"/,
    );
    expect(about).toMatch(/<h2[^>]*>Who answers your call<\/h2>/);
    expect(about).toMatch(/>Households helped<\/dt><dd[^>]*><span aria-hidden="true"[^>]*>31<!-- -->K</);
    expect(about).not.toContain('Total Users');
    expect(about).toContain('Founder and CEO');
    expect(await page(suite.url, '/es/about-us')).toBe(
      readFileSync(join(buildClient, 'es/about-us/index.html'), 'utf8'),
    );
  });
  it('the site’s phone number and hours: refused unless a US number, then on every page of the language, the console’s shell and the privacy mails', async () => {
    const CONTACTS = '/api/admin/content/documents/site-contacts/en/contacts';
    const doc = await (await ann.get(CONTACTS)).json();
    expect(doc.title).toBe('Phone numbers and hours');
    const only = { documents: [{ kind: 'site-contacts', key: 'contacts', language: 'en' }] };
    const bad = await ann.put(CONTACTS, { data: { ...doc.draft.data, phone: '555-0142' }, rev: 0 });
    expect(bad.status).toBe(200);
    const refused = await ann.post('/api/admin/content/publishes', only);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      'Phone numbers and hours (en): phone':
        'Write a US phone number with its area code, such as 1-800-555-0142',
    });
    expect(await page(suite.url, '/plans')).toBe(readFileSync(join(buildClient, 'plans/index.html'), 'utf8'));

    const data = {
      ...doc.draft.data,
      phone: '(303) 555-0199',
      email: 'help@example.net',
      hours: { opens: '08:00', closes: '20:30' },
    };
    expect((await ann.put(CONTACTS, { data, rev: (await bad.json()).rev })).status).toBe(200);
    const res = await ann.post('/api/admin/content/publishes', only);
    expect(res.status).toBe(200);
    const publish = await res.json();
    expect(publish.status).toBe('live');
    // Every English page, the console's sign-in and shell, and the sitemap.
    expect(publish.pages).toBeGreaterThan(50);
    for (const path of ['/', '/contact-us', PAGE, '/plans', '/privacy-policy', '/admin/sign-in']) {
      const html = await page(suite.url, path);
      expect(html, path).toContain('href="tel:+13035550199"');
      expect(html, path).not.toContain('tel:+18005550142');
      // A local number is not called toll-free.
      expect(html, path).not.toContain('(toll free)');
    }
    // The home page's FAQ names them as {phone} and {hours}: its answers follow.
    const home = await page(suite.url, '/');
    expect(home).toContain('call us at (303) 555-0199.');
    expect(home).toContain('messages Monday to Sunday, 8am-8:30pm ET.');
    const contact = await page(suite.url, '/contact-us');
    expect(contact).toContain('Monday to Sunday, 8am-8:30pm ET');
    expect(contact).toContain('"telephone":"(303) 555-0199"');
    // The console is served its shell, with the same contacts in the root's data.
    expect(await page(suite.url, '/admin/leads')).toContain('(303) 555-0199');
    // The Spanish pages are the Spanish document's: unchanged.
    expect(await page(suite.url, '/es/contact-us')).toBe(
      readFileSync(join(buildClient, 'es/contact-us/index.html'), 'utf8'),
    );
    // A client navigation reads the page's data: the same contacts.
    expect(await page(suite.url, '/contact-us.data')).toContain('(303) 555-0199');
    // A copy of someone's data names the address the site shows for questions.
    const email = 'copy.asker@example.com';
    const asked = await new ApiClient(suite.url).post('/api/privacy-requests', { email, type: 'access' });
    expect(asked.status).toBe(202);
    const token = await privacyConfirmToken(db(), email);
    expect((await new ApiClient(suite.url).post('/api/privacy-requests/confirm', { token })).status).toBe(
      200,
    );
    const copy = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'privacy-copy')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(copy.text_body).toContain('help@example.net');
    expect(copy.text_body).not.toContain('info@example.com');
  });
  it('the contact page’s copy and headings go live on /contact-us in its language, {hours} the published hours', async () => {
    const ref = { kind: 'contact-page', key: 'contact', language: 'en' } as const;
    const by = { actor: null, ipHash: null };
    const seed = (await getDocument(db(), ref)).draft.data as ContentData<'contact-page'>;
    const data = {
      ...seed,
      banner: { title: 'Talk to us today', subTitle: 'A specialist answers {hours}, free.' },
      getInTouch: { eyebrow: 'Find us', title: 'Our office in Denver' },
      form: { ...seed.form, eyebrow: 'Drop us a line' },
    };
    await saveDraft(db(), ref, { data, rev: 0 }, by, clock());
    await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    const contact = await page(suite.url, '/contact-us');
    expect(contact).toContain('Talk to us today');
    expect(contact).toMatch(/<h2[^>]*id="get-in-touch-title"[^>]*>Our office in Denver<\/h2>/);
    expect(contact).toContain('>Find us<');
    expect(contact).toContain('>Drop us a line<');
    // The hours the contacts' publish (above) set.
    expect(contact).toContain('A specialist answers Monday to Sunday, 8am-8:30pm ET, free.');
    expect(await page(suite.url, '/es/contact-us')).toBe(
      readFileSync(join(buildClient, 'es/contact-us/index.html'), 'utf8'),
    );
  });
  it('a document written before its kind gained a field reads with the seed’s value; version 1 follows the build’s seed', async () => {
    const ref = { kind: 'listing-page', key: 'streaming', language: 'en' } as const;
    const by = { actor: null, ipHash: null };
    const seed = (await getDocument(db(), ref)).published.data as ContentData<'listing-page'>;
    // Version 1 as an older build wrote it (a banner, no FAQ): the next start makes it the seed again.
    const older = { banner: { ...seed.banner, title: 'An older seed' } };
    const setVersion = (v: number) =>
      db()
        .updateTable('content_versions')
        .set({ data_json: JSON.stringify(older) })
        .where('kind', '=', ref.kind)
        .where('doc_key', '=', ref.key)
        .where('language', '=', ref.language)
        .where('version', '=', v);
    await setVersion(1).execute();
    expect(await seedContent(db(), clock())).toBe(1);
    expect((await getDocument(db(), ref)).published.data).toEqual(seed);
    // A draft saved before the kind had its FAQ (a banner only) publishes with the seed's FAQ.
    const draft = { banner: { ...seed.banner, title: 'Streaming deals this week' } };
    await saveDraft(db(), ref, { data: draft, rev: 0 }, by, clock());
    expect((await getDocument(db(), ref)).draft.data).toEqual({ ...seed, banner: draft.banner });
    await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    const html = await page(suite.url, '/service/streaming');
    expect(html).toContain('Streaming deals this week');
    expect(html).toContain(seed.faqs[0]?.question.replace(/'/g, '&#x27;'));
  });

  it('a listing page’s banner, testimonials, FAQ and “near you” band go live on its service’s page, its testimonials (and the streaming band) on the service’s provider pages, in its language only', async () => {
    const ref = { kind: 'listing-page', key: 'internet', language: 'es' } as const;
    const by = { actor: null, ipHash: null };
    const seed = (await getDocument(db(), ref)).draft.data as ContentData<'listing-page'>;
    const [first, ...rest] = seed.faqs;
    const [byName, byType] = seed.sections;
    if (!byName || !byType) throw new Error('the internet listing has two parts');
    // A heading more than the page has parts is refused at publish, naming the field.
    await saveDraft(
      db(),
      ref,
      { data: { ...seed, sections: [...seed.sections, byType] }, rev: 0 },
      by,
      clock(),
    );
    await expect(requestPublish(db(), { refs: [ref] }, by, clock())).rejects.toMatchObject({
      details: {
        fieldErrors: {
          'Internet providers page (es): sections':
            'The page has 2 of these, one for each of its parts: give each its words, no more and no fewer',
        },
      },
    });
    const data = {
      ...seed,
      banner: { ...seed.banner, title: 'Internet en oferta esta semana' },
      sections: [byName, { ...byType, title: 'Fibra, cable o satélite: elija' }],
      testimonials: [
        { ...seed.testimonials[0], text: 'Me ahorraron veinte dólares al mes.' },
        ...seed.testimonials.slice(1),
      ],
      faqTitle: 'Lo que nos preguntan',
      faqs: [{ ...first, answer: 'Sí. **Llame al {phone}** o [compare los planes](/es/plans).' }, ...rest],
      nearYou: { title: 'Internet en su calle', lead: 'Llame al {phone} y le decimos qué llega.' },
    };
    await saveDraft(db(), ref, { data, rev: 1 }, by, clock());
    // The streaming listing's band, in English: on that page and on every streaming provider page.
    const streaming = { kind: 'listing-page', key: 'streaming', language: 'en' } as const;
    const { draft: streamingDraft } = await getDocument(db(), streaming);
    const nearYou = { title: 'Stream tonight, check today', lead: 'Call {phone}: we check your street.' };
    await saveDraft(
      db(),
      streaming,
      { data: { ...(streamingDraft.data as ContentData<'listing-page'>), nearYou }, rev: streamingDraft.rev },
      by,
      clock(),
    );
    await requestPublish(db(), { refs: [ref, streaming] }, by, clock());
    await suite.server.app.content.tick();
    const html = await page(suite.url, '/es/service/internet');
    expect(html).toContain('Internet en oferta esta semana');
    expect(html).toMatch(/<h2[^>]*id="providers-near-you"[^>]*>Internet en su calle<\/h2>/);
    expect(html).toContain('Llame al 1-800-555-0142 y le decimos qué llega.');
    for (const path of [
      '/service/streaming',
      '/service/streaming/provider-detail',
      '/service/streaming/provider-detail/netflix',
    ]) {
      const streamingPage = await page(suite.url, path);
      expect(streamingPage, path).toMatch(
        /<h2[^>]*id="providers-near-you"[^>]*>Stream tonight, check today<\/h2>/,
      );
      // {phone} is the English pages' number, as published (an earlier test changed it).
      expect(streamingPage, path).toMatch(/Call (1-)?\(?\d{3}\)?[ -]\d{3}-\d{4}: we check your street\./);
    }
    expect(html).toMatch(/<h2[^>]*id="providers-by-type-title"[^>]*>Fibra, cable o satélite: elija<\/h2>/);
    expect(html).toContain('Lo que nos preguntan');
    expect(html).toContain('Me ahorraron veinte dólares al mes.');
    // The answer as rich text: bold, a link on this site, the phone number filled in; and in the
    // FAQ's JSON-LD as plain text.
    expect(html).toMatch(/<strong[^>]*>Llame al 1-800-555-0142<\/strong>/);
    expect(html).toMatch(/<a[^>]*href="\/es\/plans"[^>]*>compare los planes<\/a>/);
    expect(html).toContain('"text":"Sí. Llame al 1-800-555-0142 o compare los planes."');
    // The Spanish TV and streaming pages are the build's; the English internet page has its own banner.
    for (const other of ['/es/service/tv', '/es/service/streaming'])
      expect(await page(suite.url, other), other).toBe(
        readFileSync(join(buildClient, other.slice(1), 'index.html'), 'utf8'),
      );
    expect(await page(suite.url, '/service/internet')).not.toContain('Internet en oferta');
    // The provider pages of the service show the same carousel, in its language: the generic page
    // and each provider's (the English ones, and the other services', keep theirs).
    for (const provider of [
      '/es/service/internet/provider-detail',
      '/es/service/internet/provider-detail/verizon',
    ])
      expect(await page(suite.url, provider), provider).toContain('Me ahorraron veinte dólares al mes.');
    for (const other of ['/service/internet/provider-detail/verizon', '/es/service/tv/provider-detail/dish'])
      expect(await page(suite.url, other), other).not.toContain('Me ahorraron veinte dólares al mes.');
    // The Spanish streaming pages keep their band.
    expect(await page(suite.url, '/es/service/streaming/provider-detail/netflix')).not.toContain(
      'Stream tonight',
    );
  });

  it('a home package’s price goes live on the home page and in its structured data, in its language only', async () => {
    const by = { actor: null, ipHash: null };
    const ref = { kind: 'home-page', key: 'home', language: 'en' } as const;
    const seed = (await getDocument(db(), ref)).draft.data as ContentData<'home-page'>;
    const packages = seed.packages.map((p) => (p.recommendation ? { ...p, price: '$64.99' } : p));
    const before = (await getDocument(db(), ref)).draft.rev;
    await saveDraft(db(), ref, { data: { ...seed, packages }, rev: before }, by, clock());
    await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    const home = await page(suite.url, '/');
    expect(home).toMatch(/data-price-amount[^>]*>\$64\.99</);
    expect(home).toContain('"price":"64.99"');
    expect(home).not.toContain('$69.99');
    expect(await page(suite.url, '/es/')).toMatch(/data-price-amount[^>]*>\$69\.99</);
  });

  it('a provider page’s banner goes live on its page only, a TV page’s in the TV provider API too', async () => {
    const by = { actor: null, ipHash: null };
    const verizon = { kind: 'provider-packages', key: 'internet/verizon', language: 'en' } as const;
    const dish = { kind: 'provider-packages', key: 'tv/dish', language: 'en' } as const;
    for (const [ref, title] of [
      [verizon, 'Verizon Fios, now with a price lock'],
      [dish, 'DISH satellite TV, installed free'],
    ] as const) {
      const seed = (await getDocument(db(), ref)).draft.data as ContentData<'provider-packages'>;
      const banner = { title, subTitle: 'Ask us what it costs at your address.' };
      await saveDraft(db(), ref, { data: { ...seed, banner }, rev: 0 }, by, clock());
    }
    await requestPublish(db(), { refs: [verizon, dish] }, by, clock());
    await suite.server.app.content.tick();
    const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    const verizonPage = await page(suite.url, '/service/internet/provider-detail/verizon');
    expect(h1(verizonPage)).toBe('Verizon Fios, now with a price lock');
    expect(verizonPage).toContain('Ask us what it costs at your address.');
    expect(h1(await page(suite.url, '/service/tv/provider-detail/dish'))).toBe(
      'DISH satellite TV, installed free',
    );
    expect(h1(await page(suite.url, '/es/service/internet/provider-detail/verizon'))).not.toContain(
      'price lock',
    );
    expect(h1(await page(suite.url, '/service/internet/provider-detail/xfinity'))).not.toContain(
      'price lock',
    );
    const api = await (await fetch(`${suite.url}/api/tv-providers/dish`)).json();
    expect(api.bannerContent.title).toBe('DISH satellite TV, installed free');
  });

  it('the plan finder’s banner goes live on /plans, prerendered and with a ZIP, in its language only', async () => {
    const by = { actor: null, ipHash: null };
    const ref = { kind: 'tool-page', key: 'plans', language: 'en' } as const;
    const seed = (await getDocument(db(), ref)).draft.data as ContentData<'tool-page'>;
    const banner = { title: 'Every plan at your address', subTitle: 'Questions? Call {phone}.' };
    await saveDraft(db(), ref, { data: { ...seed, banner }, rev: 0 }, by, clock());
    await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    for (const path of ['/plans', '/plans?zip=98101']) {
      const html = await page(suite.url, path);
      expect(html, path).toMatch(/<h1[^>]*>Every plan at your address<\/h1>/);
      // {phone}: the site's sales line as published (an earlier test changed it).
      expect(html, path).toContain('Questions? Call (303) 555-0199.');
    }
    expect(await page(suite.url, '/es/plans')).toBe(
      readFileSync(join(buildClient, 'es/plans/index.html'), 'utf8'),
    );
    // The other tool keeps its own banner.
    expect(await page(suite.url, '/speed-calculator')).toMatch(/<h1[^>]*>How much speed do I need\?<\/h1>/);
  });

  it('the headings every TV provider page shares go live on each, naming its provider, in their language only', async () => {
    const by = { actor: null, ipHash: null };
    const ref = { kind: 'tv-pages', key: 'tv', language: 'en' } as const;
    const seed = (await getDocument(db(), ref)).draft.data as ContentData<'tv-pages'>;
    const sections = {
      ...seed.sections,
      regions: { ...seed.sections.regions, title: 'What {provider} costs where you live' },
      available: 'Can you get {provider} where you live?',
      ready: 'Want {provider}? Start with your ZIP code',
    };
    await saveDraft(db(), ref, { data: { sections }, rev: 0 }, by, clock());
    await requestPublish(db(), { refs: [ref] }, by, clock());
    await suite.server.app.content.tick();
    for (const [slug, name] of [
      ['xfinity', 'Xfinity'],
      ['dish', 'DISH'],
    ]) {
      const html = await page(suite.url, `/service/tv/provider-detail/${slug}`);
      expect(html, slug).toMatch(new RegExp(`<h2[^>]*>What ${name} costs where you live</h2>`));
      expect(html, slug).toContain(`Want ${name}? Start with your ZIP code`);
      expect(html, slug).toContain(`Can you get ${name} where you live?`);
      expect(html, slug).not.toContain('TV and internet by region');
    }
    expect(await page(suite.url, '/es/service/tv/provider-detail/xfinity')).toContain(
      'TV e internet de Xfinity por región',
    );
  });

  it('the headings, price tables and cards every internet and streaming page shares go live on all of them, in their language', async () => {
    const by = { actor: null, ipHash: null };
    const internet = { kind: 'internet-pages', key: 'internet', language: 'en' } as const;
    const streaming = { kind: 'streaming-pages', key: 'streaming', language: 'es' } as const;
    const seed = (await getDocument(db(), internet)).draft.data as ContentData<'internet-pages'>;
    const [firstCard, ...cards] = seed.features;
    const [firstRow, ...rows] = seed.comparison;
    if (!firstCard || !firstRow) throw new Error('the seed has cards and rows');
    const tables = (await getDocument(db(), streaming)).draft.data as ContentData<'streaming-pages'>;
    // A button to a page the site does not have is refused at publish, naming the field.
    const [tvButton, ...buttons] = seed.otherServices.links;
    if (!tvButton) throw new Error('the seed has buttons');
    const buttonTo = (to: string) => ({
      ...seed.otherServices,
      links: [{ label: 'Every plan at your ZIP', to }, ...buttons],
    });
    await saveDraft(
      db(),
      internet,
      { data: { ...seed, otherServices: buttonTo('/deals') }, rev: 0 },
      by,
      clock(),
    );
    await expect(requestPublish(db(), { refs: [internet] }, by, clock())).rejects.toMatchObject({
      details: {
        fieldErrors: {
          'Every internet provider page (en): otherServices.links.0.to':
            '“/deals” goes to no page on this site',
        },
      },
    });
    await saveDraft(
      db(),
      internet,
      {
        data: {
          ...seed,
          otherServices: buttonTo('/plans'),
          // A provider page's headings name its provider ({provider}); the generic page's its own.
          sections: {
            ...seed.sections,
            plans: {
              ...seed.sections.plans,
              title: 'Get {provider} at home',
              genericTitle: 'Every internet plan',
            },
            available: { ...seed.sections.available, title: 'Does {provider} reach your door?' },
          },
          features: [{ ...firstCard, points: ['Gateway rental $11 per month'] }, ...cards],
          comparison: [{ ...firstRow, priceFrom: '$9.99', priceTo: '$9.99' }, ...rows],
        },
        rev: 1,
      },
      by,
      clock(),
    );
    await saveDraft(
      db(),
      streaming,
      {
        data: {
          ...tables,
          sections: {
            ...tables.sections,
            bundles: { ...tables.sections.bundles, title: 'Streaming más internet' },
          },
          bundles: tables.bundles.map((b) => ({ ...b, price: '$39.99' })),
        },
        rev: 0,
      },
      by,
      clock(),
    );
    await requestPublish(db(), { refs: [internet, streaming] }, by, clock());
    await suite.server.app.content.tick();
    for (const path of ['/service/internet/provider-detail', '/service/internet/provider-detail/google']) {
      const html = await page(suite.url, path);
      expect(html, path).toContain('Gateway rental $11 per month');
      expect(html, path).toMatch(/>\$9\.99\/mo\.</);
      expect(html, path).not.toContain('$19.99-$29.99/mo.');
    }
    const heading = (html: string) => /<h2[^>]*id="plans-title"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];
    expect(heading(await page(suite.url, '/service/internet/provider-detail/google'))).toBe(
      'Get Google Fiber at home',
    );
    expect(heading(await page(suite.url, '/service/internet/provider-detail'))).toBe('Every internet plan');
    expect(await page(suite.url, '/service/internet/provider-detail/google')).toContain(
      'Does Google Fiber reach your door?',
    );
    // The button goes where the editor said, on every internet page; Spanish keeps its own.
    expect(await page(suite.url, '/service/internet/provider-detail/verizon')).toMatch(
      /<a[^>]*href="\/plans"[^>]*>Every plan at your ZIP<\/a>/,
    );
    expect(await page(suite.url, '/es/service/internet/provider-detail/verizon')).toMatch(
      /<a[^>]*href="\/es\/service\/tv"[^>]*>Planes de TV<\/a>/,
    );
    expect(heading(await page(suite.url, '/es/service/internet/provider-detail/google'))).toBe(
      'Elija su plan de Google Fiber',
    );
    expect(await page(suite.url, '/es/service/internet/provider-detail/google')).toContain(
      '$19.99-$29.99/mes',
    );
    const philo = await page(suite.url, '/es/service/streaming/provider-detail/philo');
    expect(philo).toContain('$39.99/mes');
    expect(philo).toMatch(/<h2[^>]*>Streaming más internet<\/h2>/);
    for (const { price } of tables.bundles) expect(philo).not.toContain(`${price}/mes`);
    expect(await page(suite.url, '/service/streaming/provider-detail/philo')).toContain('$49.99/mo.');
  });
});
