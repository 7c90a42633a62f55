// GET /api/availability/{zip} against the real app (build() + app.inject).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityResponse } from '../../contracts/availability.ts';
import { INVALID_ZIP_MESSAGE } from '../../contracts/rules.ts';
import { zipDataLoaded } from '../zip/zip-codes.ts';
import { type App, build, injectFetch, removeDir, testConfig } from './helper.ts';

let app: App;
let dataDir: string;

beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  app = await build(config);
});
afterAll(async () => {
  await app?.close();
  removeDir(dataDir);
});

const get = (path: string, headers: Record<string, string> = {}) => injectFetch(app)(path, { headers });

async function lookup(zip: string) {
  const res = await get(`/api/availability/${zip}`);
  expect(res.status, zip).toBe(200);
  return AvailabilityResponse.parse(await res.json());
}

const slugs = (body: AvailabilityResponse) => ({
  internet: body.providers.internet.flatMap((g) => g.providers.map((p) => p.slug)),
  tv: body.providers.tv.map((p) => p.slug),
  streaming: body.providers.streaming.map((p) => p.slug),
});

describe('GET /api/availability/{zip}', () => {
  it('does not load the ZIP data at startup', () => {
    expect(zipDataLoaded()).toBe(false);
  });

  it('answers the first lookup (which loads the data) and later ones fast', async () => {
    const t0 = performance.now();
    await lookup('80202');
    const cold = performance.now() - t0;
    expect(zipDataLoaded()).toBe(true);
    expect(cold).toBeLessThan(5000);

    const warm: number[] = [];
    for (const zip of ['80203', '30301', '60601', '73301', '99501']) {
      const t = performance.now();
      await lookup(zip);
      warm.push(performance.now() - t);
    }
    warm.sort((a, b) => a - b);
    expect(warm[2], `warm lookups ${warm.map((w) => w.toFixed(1)).join(', ')} ms`).toBeLessThan(50);
  });

  it.each([
    ['98101', 'Seattle', 'WA'],
    ['10001', 'New York', 'NY'],
    ['60601', 'Chicago', 'IL'],
    ['78701', 'Austin', 'TX'],
    ['90210', 'Beverly Hills', 'CA'],
    ['20001', 'Washington', 'DC'],
    ['33101', 'Miami', 'FL'],
    ['96813', 'Honolulu', 'HI'],
    ['00501', 'Holtsville', 'NY'],
  ])('%s is %s, %s', async (zip, city, state) => {
    const body = await lookup(zip);
    expect(body).toMatchObject({ zip, city, state });
  });

  it('lists the providers that may serve Seattle and New York', async () => {
    const seattle = slugs(await lookup('98101'));
    expect(seattle.internet).toEqual(
      expect.arrayContaining(['ziply', 'xfinity', 'quantum', 'century', 'spark']),
    );
    expect(seattle.internet).not.toContain('optimum');
    expect(seattle.internet).not.toContain('cox');
    expect(seattle.tv).not.toContain('fios');

    const newYork = slugs(await lookup('10001'));
    expect(newYork.internet).not.toContain('ziply');
    expect(newYork.internet).not.toContain('quantum');
    expect(newYork.internet).toEqual(expect.arrayContaining(['spectrum', 'optimum', 'xfinity']));
    expect(newYork.tv).toEqual(expect.arrayContaining(['fios', 'spectrum', 'optimum']));
  });

  it('includes nationwide satellite and streaming everywhere, marked as such', async () => {
    for (const zip of ['98101', '10001', '99501', '96813', '59601', '04101']) {
      const body = await lookup(zip);
      const satellite = body.providers.internet.find((g) => g.type === 'satellite');
      expect(
        satellite?.providers.map((p) => [p.slug, p.coverage]),
        zip,
      ).toEqual([
        ['hughesnet', 'nationwide'],
        ['viasat', 'nationwide'],
      ]);
      expect(slugs(body).tv, zip).toEqual(expect.arrayContaining(['directv', 'dish']));
      expect(body.providers.streaming.length, zip).toBe(14);
      expect(body.providers.streaming.every((p) => p.coverage === 'nationwide')).toBe(true);
    }
  });

  it('groups internet by technology and links every provider to its page', async () => {
    const body = await lookup('98101');
    expect(body.providers.internet.map((g) => g.type)).toEqual([
      '5g-fixed-wireless',
      'cable',
      'fiber',
      'dsl-fiber',
      'satellite',
    ]);
    const fiber = body.providers.internet.find((g) => g.type === 'fiber');
    expect(fiber?.providers.find((p) => p.slug === 'ziply')).toEqual({
      slug: 'ziply',
      name: 'Ziply Fiber',
      path: '/service/internet/provider-detail/ziply',
      coverage: 'state',
    });
    expect(body.providers.tv.find((p) => p.slug === 'dish')?.path).toBe('/service/tv/provider-detail/dish');
    expect(body.providers.streaming[0]?.path).toMatch(/^\/service\/streaming\/provider-detail\//);
    // Providers without a published state list are offered for an address check, listed last.
    const wireless = body.providers.internet.find((g) => g.type === '5g-fixed-wireless');
    expect(wireless?.providers.every((p) => p.coverage === 'check-address')).toBe(true);
    expect(body.providers.tv.at(-1)).toMatchObject({ slug: 'mediacom', coverage: 'check-address' });
  });

  it('accepts ZIP+4 and answers for the 5-digit ZIP', async () => {
    expect(await lookup('98101-1234')).toMatchObject({ zip: '98101', city: 'Seattle', state: 'WA' });
    expect(await lookup('100011234')).toMatchObject({ zip: '10001', state: 'NY' });
  });

  it.each(['9810', '981011', 'abcde', '98101-12', '98 101', '98101-abcd', '-98101', '%00'])(
    'rejects %j with 400',
    async (zip) => {
      const res = await get(`/api/availability/${encodeURIComponent(zip)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: INVALID_ZIP_MESSAGE,
      });
    },
  );

  it.each(['00000', '99999', '02101'])('answers 404 for ZIP %s that does not exist', async (zip) => {
    const res = await get(`/api/availability/${zip}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('does not answer for Canadian postal codes the package also knows', async () => {
    const res = await get('/api/availability/K1A0B1');
    expect(res.status).toBe(400);
  });

  it('is cacheable: public max-age and an ETag that revalidates to 304', async () => {
    const res = await get('/api/availability/98101');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{3,}$/);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/availability/98101', { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    const other = await get('/api/availability/10001', { 'if-none-match': etag as string });
    expect(other.status).toBe(200);
  });
});
