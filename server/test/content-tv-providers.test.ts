// TV providers and streaming services from the console (issue 38, decision 089), as the internet
// providers are (content-providers.test.ts): an editor adds a TV provider (its channels and where it
// sells too) and a streaming service, names the TV provider's states and publishes; their pages in
// both languages are served, every page's menus, the TV and streaming pages' tiles and comparison,
// the sitemap, the TV provider API and the ZIP code answer list them. A code provider renamed or
// taken off follows everywhere; rollbacks give the build's pages back byte for byte. Bad input,
// addresses in use, agents and strangers are refused. On SQLite and, with TEST_DATABASE_URL,
// PostgreSQL; needs the build (npm test builds first).
import { beforeAll, expect, it } from 'vitest';
import { SITE } from './console-support.ts';
import { built, contentSuite, refusesLinkInSamePublish } from './content-support.ts';
import { type ConsoleClient, describeOnBackends } from './helper.ts';

const ADD = '/api/admin/content/providers';
const TV_DOC = '/api/admin/content/documents/tv-provider/en/tv/acme-tv';
const TV_PAGE = '/service/tv/provider-detail/acme-tv';
const LIVE_PAGE = '/service/streaming/provider-detail/acme-live';
const NETFLIX = '/service/streaming/provider-detail/netflix';
const acmeTv = {
  service: 'tv',
  slug: 'acme-tv',
  name: 'Acme TV',
  type: 'Fiber',
  maxChannels: '150+',
  availability: '2 states',
};

describeOnBackends('TV providers and streaming services from the console', (backend) => {
  const { suite, page, ...signedIn } = contentSuite(backend);
  let ed: ConsoleClient;
  let agent: ConsoleClient;
  type Listed = { slug: string; coverage: string };
  const providersAt = async (zip: string) =>
    (
      (await (await fetch(`${suite.url}/api/availability/${zip}`)).json()) as {
        providers: { tv: Listed[]; streaming: Listed[] };
      }
    ).providers;
  const edit = async (doc: string, change: Record<string, unknown>) => {
    const d = await (await ed.get(doc)).json();
    const res = await ed.put(doc, { data: { ...d.draft.data, ...change }, rev: d.draft.rev });
    expect(res.status, doc).toBe(200);
  };
  const publish = async () => {
    const res = await ed.post('/api/admin/content/publishes', {});
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'live' });
  };

  beforeAll(() => {
    ed = signedIn.ed();
    agent = signedIn.agent();
  });

  it('adds a TV provider and a streaming service: their documents off the site, drafts that put them on, and their pages at their kind’s sample', async () => {
    const tv = await ed.post(ADD, acmeTv);
    expect(tv.status).toBe(200);
    expect(await tv.json()).toEqual({ ref: { kind: 'tv-provider', key: 'tv/acme-tv', language: 'en' } });
    const doc = await (await ed.get(TV_DOC)).json();
    expect(doc.published).toMatchObject({
      version: 1,
      data: {
        name: 'Acme TV',
        tvType: 'Fiber',
        maxChannels: '150+',
        availability: '2 states',
        states: [],
        listed: false,
      },
    });
    expect(doc.draft).toMatchObject({ saved: true, data: { listed: true } });
    const live = await ed.post(ADD, {
      service: 'streaming',
      slug: 'acme-live',
      name: 'Acme Live',
      type: 'live',
    });
    expect(await live.json()).toEqual({
      ref: { kind: 'streaming-provider', key: 'streaming/acme-live', language: 'en' },
    });
    const titles = async (q: string) =>
      (await (await ed.get(`/api/admin/content/documents?q=${q}`)).json()).documents
        .map((d: { title: string; ref: { language: string } }) => `${d.title} ${d.ref.language}`)
        .sort();
    expect(await titles('acme-tv')).toEqual([
      'Acme TV (TV provider) en',
      'Acme TV packages en',
      'Acme TV packages es',
    ]);
    expect(await titles('acme-live')).toEqual([
      'Acme Live (streaming service) en',
      'Acme Live streaming packages en',
      'Acme Live streaming packages es',
    ]);
    const es = await (await ed.get('/api/admin/content/documents/provider-packages/es/tv/acme-tv')).json();
    expect(es.published.data.banner.title).toContain('Acme TV');
    expect(es.published.data.samplePricing).toBe(true);
    // Nothing is on the site until it is published.
    expect((await page(TV_PAGE)).status).toBe(302);
    expect((await page(LIVE_PAGE)).status).toBe(302);
    expect((await page('/')).html).toBe(built('index.html'));
  });

  it('refuses a TV provider without its channels, bad channels, a kind of another service, an address in use, an agent and a stranger', async () => {
    const refused = async (body: unknown, status: number) => {
      const res = await ed.post(ADD, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      return res.json();
    };
    const { maxChannels: _, ...noChannels } = { ...acmeTv, slug: 'no-channels' };
    expect(Object.keys((await refused(noChannels, 400)).fieldErrors ?? {})).toEqual(['maxChannels']);
    const bad = await refused({ ...acmeTv, slug: 'bad-tv', maxChannels: 'lots', type: 'fiber' }, 400);
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['maxChannels', 'type']);
    await refused({ service: 'streaming', slug: 'bad-live', name: 'B', type: 'cable' }, 400);
    await refused({ service: 'radio', slug: 'acme-radio', name: 'R', type: 'live' }, 400);
    await refused({ service: 'streaming', slug: 'extra', name: 'E', type: 'live', listed: true }, 400);
    // A code provider's address of any service, one added already, and an added one of another service.
    await refused({ service: 'streaming', slug: 'netflix', name: 'N', type: 'on-demand' }, 409);
    await refused({ ...acmeTv, slug: 'xfinity' }, 409);
    await refused(acmeTv, 409);
    expect(
      (await refused({ service: 'internet', slug: 'acme-tv', name: 'A', type: 'fiber' }, 409)).message,
    ).toMatch(/added with the address/);
    expect((await agent.post(ADD, { ...acmeTv, slug: 'agent-tv' })).status).toBe(403);
    const stranger = await fetch(`${suite.url}${ADD}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...acmeTv, slug: 'stranger-tv' }),
    });
    expect([401, 403]).toContain(stranger.status);
    const added = await suite
      .db()
      .selectFrom('content_documents')
      .select('doc_key')
      .where('kind', 'in', ['provider', 'tv-provider', 'streaming-provider'])
      .execute();
    expect(
      added
        .filter((d) => /acme|bad|no-channels|extra|agent|stranger/.test(d.doc_key))
        .map((d) => d.doc_key)
        .sort(),
    ).toEqual(['streaming/acme-live', 'tv/acme-tv']);
  });

  it('publishes them: their pages, the menus, the listing pages, the sitemap, the API and the ZIP code answer name them', async () => {
    await edit(TV_DOC, { states: ['WA', 'OR'] });
    await publish();
    for (const path of [TV_PAGE, `/es${TV_PAGE}`, LIVE_PAGE, `/es${LIVE_PAGE}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(path.includes('acme-tv') ? 'Acme TV' : 'Acme Live');
      expect(html, path).toContain('hrefLang="es-US"');
    }
    // A name that ends with "TV" is not followed by another (tvName: content/base/blocks.ts).
    const tvPage = (await page(TV_PAGE)).html;
    expect(tvPage).toContain('<title>Acme TV Plans and Packages | HomeWire</title>');
    expect(tvPage).toContain('Acme TV plans and packages');
    expect(tvPage).not.toMatch(/Acme TV TV/);
    for (const [path, links] of [
      ['/', [TV_PAGE, LIVE_PAGE]],
      ['/contact-us', [TV_PAGE, LIVE_PAGE]],
      ['/es/', [`/es${TV_PAGE}`, `/es${LIVE_PAGE}`]],
    ] as const) {
      const html = (await page(path)).html;
      for (const link of links) expect(html, `${path} ${link}`).toContain(`href="${link}"`);
    }
    // The TV page's tiles, lineups and comparison (its channels and where it sells, in Spanish too).
    const tvListing = (await page('/service/tv')).html;
    expect(tvListing.match(new RegExp(`href="${TV_PAGE}`, 'g'))?.length).toBeGreaterThanOrEqual(2);
    expect(tvListing).toContain('150+');
    expect(tvListing).toContain('2 states');
    expect((await page('/es/service/tv')).html).toContain('2 estados');
    expect((await page('/service/streaming')).html).toContain(`href="${LIVE_PAGE}"`);
    const sitemap = (await page('/sitemap.xml')).html;
    for (const path of [TV_PAGE, LIVE_PAGE]) {
      expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${SITE}/es${path}</loc>`);
    }
    const api = await fetch(`${suite.url}/api/tv-providers/acme-tv`);
    expect(api.status).toBe(200);
    expect((await api.json()).bannerContent.title).toContain('Acme TV');
    // Seattle lists the TV provider by its states; Manhattan does not; both list the streaming service.
    const seattle = await providersAt('98101');
    expect(seattle.tv).toContainEqual(expect.objectContaining({ slug: 'acme-tv', coverage: 'state' }));
    expect(seattle.streaming).toContainEqual(
      expect.objectContaining({ slug: 'acme-live', coverage: 'nationwide' }),
    );
    const manhattan = await providersAt('10001');
    expect(manhattan.tv.map((p) => p.slug)).not.toContain('acme-tv');
    expect(manhattan.streaming.map((p) => p.slug)).toContain('acme-live');
  });

  it('renames a TV provider of the code and takes a streaming service off: pages, menus, links and answers follow; rollbacks give the build back', async () => {
    const dishDoc = '/api/admin/content/documents/tv-provider/en/tv/dish';
    const netflixDoc = '/api/admin/content/documents/streaming-provider/en/streaming/netflix';
    await edit(dishDoc, { name: 'DISH Network', maxChannels: '300+' });
    await edit(netflixDoc, { listed: false });
    // A link to the page taken off, in the same publish, is refused by field.
    await refusesLinkInSamePublish(ed, NETFLIX, 'Netflix');
    await publish();

    const front = (await page('/')).html;
    expect(front).toContain('>DISH Network</a>');
    expect(front).not.toContain(`href="${NETFLIX}"`);
    expect((await page('/service/tv/provider-detail/dish')).html).toContain('DISH Network');
    expect((await page('/service/tv')).html).toContain('300+');
    expect((await page(NETFLIX)).status).toBe(302);
    expect((await page(`/es${NETFLIX}`)).status).toBe(302);
    expect((await page('/sitemap.xml')).html).not.toContain(NETFLIX);
    expect((await providersAt('98101')).streaming.map((p) => p.slug)).not.toContain('netflix');
    expect((await (await fetch(`${suite.url}/api/tv-providers/dish`)).json()).bannerContent.title).toContain(
      'DISH Network',
    );

    // DISH back by a rollback to its version 1; Netflix back on, and the added two off, in one publish.
    expect((await ed.post('/api/admin/content/rollback/tv-provider/en/tv/dish', { version: 1 })).status).toBe(
      200,
    );
    expect((await page('/service/tv/provider-detail/dish')).html).not.toContain('DISH Network');
    await edit(netflixDoc, { listed: true });
    await edit(TV_DOC, { listed: false });
    await edit('/api/admin/content/documents/streaming-provider/en/streaming/acme-live', { listed: false });
    await publish();
    expect((await page('/')).html).toBe(built('index.html'));
    expect((await page('/service/tv')).html).toBe(built('service/tv/index.html'));
    expect((await page('/es/service/streaming')).html).toBe(built('es/service/streaming/index.html'));
    expect((await page(NETFLIX)).html).toBe(built(`${NETFLIX.slice(1)}/index.html`));
    expect((await page('/service/tv/provider-detail/dish')).html).toBe(
      built('service/tv/provider-detail/dish/index.html'),
    );
    expect((await page(TV_PAGE)).status).toBe(302);
    expect((await fetch(`${suite.url}/api/tv-providers/acme-tv`)).status).toBe(404);
  });
});
