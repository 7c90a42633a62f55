// Adding an internet provider from the console (issue 38, decision 089): an editor adds one (its
// address, name and kind of connection), names its states and publishes; its pages in both
// languages are served, every page's menus, the internet page's tiles and kinds, the sitemap and
// the ZIP code answer list it; taken off the site (unticked, or rolled back) it is gone again and
// the pages are the build's. Addresses in use, bad input, agents and strangers are refused. On
// SQLite and, with TEST_DATABASE_URL, PostgreSQL; needs the build (npm test builds first).
import { beforeAll, expect, it } from 'vitest';
import { internetProviders } from '../../content/providers/internet.ts';
import { loadSampleIfEmpty } from '../broadband/sample.ts';
import { SITE } from './console-support.ts';
import { built, contentSuite, refusesLinkInSamePublish } from './content-support.ts';
import { type ConsoleClient, describeOnBackends } from './helper.ts';

const ADD = '/api/admin/content/providers';
const DOC = '/api/admin/content/documents/provider/en/internet/acme-fiber';
const PAGE = '/service/internet/provider-detail/acme-fiber';

describeOnBackends('providers added in the console', (backend) => {
  const { suite, page, ...signedIn } = contentSuite(backend);
  let ed: ConsoleClient;
  let agent: ConsoleClient;
  const providersAt = async (zip: string) =>
    (await (await fetch(`${suite.url}/api/availability/${zip}`)).json()) as {
      providers: { internet: { type: string; providers: { slug: string; coverage: string }[] }[] };
    };
  const saveDraft = async (data: unknown) => {
    const doc = await (await ed.get(DOC)).json();
    const res = await ed.put(DOC, { data, rev: doc.draft.rev });
    expect(res.status).toBe(200);
  };

  beforeAll(() => {
    ed = signedIn.ed();
    agent = signedIn.agent();
  });

  it('adds a provider: its document, with a draft that puts it on the site, and its provider pages', async () => {
    const res = await ed.post(ADD, { slug: 'acme-fiber', name: 'Acme Fiber', type: 'fiber' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ref: { kind: 'provider', key: 'internet/acme-fiber', language: 'en' },
    });
    const doc = await (await ed.get(DOC)).json();
    expect(doc.published).toMatchObject({
      version: 1,
      data: { name: 'Acme Fiber', type: 'fiber', states: [], listed: false },
    });
    expect(doc.draft).toMatchObject({ saved: true, data: { listed: true } });
    const list = (await (await ed.get('/api/admin/content/documents?q=acme')).json()).documents;
    expect(
      list.map((d: { title: string; ref: { language: string } }) => `${d.title} ${d.ref.language}`),
    ).toEqual([
      'Acme Fiber (internet provider) en',
      'Acme Fiber internet packages en',
      'Acme Fiber internet packages es',
    ]);
    const packages = await (
      await ed.get('/api/admin/content/documents/provider-packages/es/internet/acme-fiber')
    ).json();
    expect(packages.published.data.banner.title).toBe('Planes de internet de Acme Fiber');
    const audit = await suite
      .db()
      .selectFrom('audit_log')
      .select(['operator_email', 'target'])
      .where('action', '=', 'content.provider_added')
      .execute();
    expect(audit).toEqual([{ operator_email: 'ed@example.com', target: 'provider:internet/acme-fiber:en' }]);
    // Nothing is on the site until it is published: its address goes home, as any unknown one does.
    expect((await page(PAGE)).status).toBe(302);
    expect((await page('/')).html).toBe(built('index.html'));
  });

  it('refuses an address in use, a malformed one, a name too long, an agent and a stranger', async () => {
    const refused = async (body: unknown, status: number) => {
      const res = await ed.post(ADD, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      return res.json();
    };
    // An internet provider's address, a TV provider's (logos are kept by slug), and one added already.
    expect((await refused({ slug: 'xfinity', name: 'X', type: 'cable' }, 409)).message).toMatch(
      /already has/,
    );
    await refused({ slug: 'dish', name: 'Dish Fiber', type: 'fiber' }, 409);
    expect((await refused({ slug: 'acme-fiber', name: 'Acme', type: 'fiber' }, 409)).message).toMatch(
      /added with the address/,
    );
    const bad = await refused({ slug: 'Acme Fiber', name: ' ', type: 'laser' }, 400);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['name', 'slug', 'type']);
    await refused({ slug: '../etc', name: 'A', type: 'fiber' }, 400);
    await refused({ slug: 'a'.repeat(41), name: 'A', type: 'fiber' }, 400);
    await refused({ slug: 'long-name', name: 'N'.repeat(41), type: 'fiber' }, 400);
    await refused({ slug: 'extra', name: 'A', type: 'fiber', listed: true }, 400);
    expect((await agent.post(ADD, { slug: 'agent-co', name: 'A', type: 'fiber' })).status).toBe(403);
    const stranger = await fetch(`${suite.url}${ADD}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'stranger-co', name: 'S', type: 'fiber' }),
    });
    expect([401, 403]).toContain(stranger.status);
    const docs = await suite
      .db()
      .selectFrom('content_documents')
      .select('doc_key')
      .where('kind', '=', 'provider')
      .execute();
    const code = new Set(internetProviders.map((p) => `internet/${p.slug}`));
    expect(docs.filter((d) => !code.has(d.doc_key))).toEqual([{ doc_key: 'internet/acme-fiber' }]);
  });

  it('refuses to publish a state that is not one, naming the field', async () => {
    await saveDraft({ name: 'Acme Fiber', type: 'fiber', states: ['WA', 'ZZ'], listed: true });
    const res = await ed.post('/api/admin/content/publishes', {});
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({
      'Acme Fiber (internet provider) (en): states.1': 'Write each state as its two-letter postal code: WA',
    });
  });

  it('publishes it: its pages, the menus, the tiles, the sitemap and the ZIP code answer name it', async () => {
    await saveDraft({ name: 'Acme Fiber', type: 'fiber', states: ['WA', 'OR'], listed: true });
    const res = await ed.post('/api/admin/content/publishes', {});
    expect(await res.json()).toMatchObject({ status: 'live' });

    const en = await page(PAGE);
    expect(en.status).toBe(200);
    expect(en.html).toContain('Acme Fiber internet plans');
    expect(en.html).toContain(`<link rel="alternate" hrefLang="es-US" href="${SITE}/es${PAGE}"/>`);
    const es = await page(`/es${PAGE}`);
    expect(es.status).toBe(200);
    expect(es.html).toContain('Planes de internet de Acme Fiber');
    // Every page's menu, in its language.
    for (const [path, link] of [
      ['/', PAGE],
      ['/contact-us', PAGE],
      ['/es/', `/es${PAGE}`],
    ] as const) {
      const html = (await page(path)).html;
      expect(html, path).toContain(`href="${link}"`);
    }
    // The internet page's tiles and its fiber providers.
    const listing = (await page('/service/internet')).html;
    expect(listing.match(new RegExp(`href="${PAGE}"`, 'g'))?.length).toBeGreaterThanOrEqual(2);
    const sitemap = (await page('/sitemap.xml')).html;
    expect(sitemap).toContain(`<loc>${SITE}${PAGE}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/es${PAGE}</loc>`);
    expect((await page('/sitemap')).html).toContain('Acme Fiber');
    // A Seattle ZIP lists it with the fiber providers; a Manhattan one does not.
    const seattle = await providersAt('98101');
    expect(seattle.providers.internet.find((g) => g.type === 'fiber')?.providers).toContainEqual(
      expect.objectContaining({ slug: 'acme-fiber', coverage: 'state' }),
    );
    const manhattan = await providersAt('10001');
    expect(manhattan.providers.internet.flatMap((g) => g.providers.map((p) => p.slug))).not.toContain(
      'acme-fiber',
    );
  });

  it('takes it off the site when unticked, and again by a rollback: the pages are the build’s', async () => {
    await saveDraft({ name: 'Acme Fiber', type: 'fiber', states: ['WA'], listed: false });
    expect((await ed.post('/api/admin/content/publishes', {})).status).toBe(200);
    expect((await page(PAGE)).status).toBe(302);
    expect((await page(`/es${PAGE}`)).status).toBe(302);
    expect((await page('/')).html).toBe(built('index.html'));
    expect((await page('/service/internet')).html).toBe(built('service/internet/index.html'));
    expect(
      (await providersAt('98101')).providers.internet.flatMap((g) => g.providers.map((p) => p.slug)),
    ).not.toContain('acme-fiber');
    // On again (version 2 of its document: WA and OR), then back to version 1: off the site, out of the set.
    expect(
      (await ed.post('/api/admin/content/rollback/provider/en/internet/acme-fiber', { version: 2 })).status,
    ).toBe(200);
    expect((await page(PAGE)).status).toBe(200);
    expect(
      (await ed.post('/api/admin/content/rollback/provider/en/internet/acme-fiber', { version: 1 })).status,
    ).toBe(200);
    expect((await page(PAGE)).status).toBe(302);
    expect((await page('/es/')).html).toBe(built('es/index.html'));
  });
  it('renames a provider of the code and takes another off: menus, pages, links and ZIP code answers follow; rollbacks put both back', async () => {
    const doc = (slug: string) => `/api/admin/content/documents/provider/en/internet/${slug}`;
    const edit = async (slug: string, change: Record<string, unknown>) => {
      const d = await (await ed.get(doc(slug))).json();
      expect(d.published.version).toBe(1);
      const res = await ed.put(doc(slug), { data: { ...d.draft.data, ...change }, rev: d.draft.rev });
      expect(res.status).toBe(200);
    };
    const viasat = '/service/internet/provider-detail/viasat';
    const slugsAt = async (zip: string) =>
      (await providersAt(zip)).providers.internet.flatMap((g) => g.providers.map((p) => p.slug));
    expect(await slugsAt('33101')).toEqual(expect.arrayContaining(['at-t', 'viasat']));
    await edit('at-t', { name: 'AT&T Fiber', states: ['TX', 'CA'] });
    await edit('viasat', { listed: false });
    // A link to the page taken off, in the same publish, is refused by field.
    await refusesLinkInSamePublish(ed, viasat, 'Viasat');
    expect((await ed.post('/api/admin/content/publishes', {})).status).toBe(200);

    const front = (await page('/')).html;
    expect(front).toContain('>AT&amp;T Fiber</a>');
    expect(front).not.toContain(`href="${viasat}"`);
    expect((await page(viasat)).status).toBe(302);
    expect((await page(`/es${viasat}`)).status).toBe(302);
    expect((await page('/service/internet/provider-detail/at-t')).status).toBe(200);
    expect((await page('/sitemap.xml')).html).not.toContain(viasat);
    // Miami: AT&T's footprint no longer has Florida, and Viasat is off the site.
    expect(await slugsAt('33101')).not.toContain('at-t');
    expect(await slugsAt('33101')).not.toContain('viasat');
    expect(await slugsAt('75201')).toContain('at-t');

    for (const slug of ['at-t', 'viasat'])
      expect(
        (await ed.post(`/api/admin/content/rollback/provider/en/internet/${slug}`, { version: 1 })).status,
      ).toBe(200);
    expect((await page('/')).html).toBe(built('index.html'));
    expect((await page(viasat)).html).toBe(built(`${viasat.slice(1)}/index.html`));
    expect(await slugsAt('33101')).toEqual(expect.arrayContaining(['at-t', 'viasat']));
  });

  it('shows a name with markup as text on every page, in the menus, the page and its data', async () => {
    const name = '</script><script>alert(1)</script>';
    expect((await ed.post(ADD, { slug: 'markup-co', name, type: 'cable' })).status).toBe(200);
    expect((await ed.post('/api/admin/content/publishes', {})).status).toBe(200);
    for (const path of ['/', '/service/internet/provider-detail/markup-co', '/es/service/internet']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain('<script>alert(1)');
      expect(html, path).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });
  it('links the FCC coverage’s brand to a provider’s page by its name, once the provider is on the site', async () => {
    expect(await loadSampleIfEmpty(suite.db(), '2026-12-07T00:00:00.000Z')).toBe(true);
    const linked = async () => {
      const body = await (await fetch(`${suite.url}/api/availability/98101`)).json();
      expect(body.coverage.basis).toBe('coverage');
      return body.coverage.providers.find((p: { name: string }) => p.name === 'Sample Fiber Co-op')?.path;
    };
    expect(await linked()).toBeUndefined();
    expect(
      (await ed.post(ADD, { slug: 'sample-co-op', name: 'Sample Fiber Co-op', type: 'fiber' })).status,
    ).toBe(200);
    expect((await ed.post('/api/admin/content/publishes', {})).status).toBe(200);
    expect(await linked()).toBe('/service/internet/provider-detail/sample-co-op');
  });
});
