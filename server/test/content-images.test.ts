// Provider logos (issue 38 item 2): an editor uploads an image through the console API, the server
// checks it from its bytes (type, whole, size, pixels; SVG and GIF refused) and stores it in the
// database; /media/<sha256>.<ext> serves it with immutable caching to anyone, and nothing else at
// any other spelling; a publish refuses a logo that was never uploaded; a published logo is on
// the listing and home pages of both languages, and a rollback takes it off again. Agents and
// strangers are refused the upload. On SQLite and, with TEST_DATABASE_URL, PostgreSQL; needs the
// build (npm test builds first).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../../contracts/media.ts';
import { SITE, signedInOperator } from './console-support.ts';
import { type ConsoleClient, describeOnBackends, serverForSuite } from './helper.ts';

const buildClient = resolve('build/client');
if (!existsSync(join(buildClient, '..', 'server', 'index.js')))
  throw new Error('No build: run `npm run build` before this test (npm test does).');

const fixture = (name: string) => readFileSync(resolve('tests/fixtures/images', name));
const UPLOAD = '/api/admin/content/images';
const LOGO_DOC = '/api/admin/content/documents/provider-logo/en/xfinity';

describeOnBackends('provider logos', (backend) => {
  const suite = serverForSuite(backend, () => ({
    config: { siteUrl: SITE, signinRateLimit: 1000, buildDir: buildClient },
  }));
  let ann: ConsoleClient;
  let agent: ConsoleClient;
  const upload = (who: ConsoleClient, name: string, bytes: Buffer) =>
    who.post(UPLOAD, { name, data: bytes.toString('base64') });
  let logo = '';

  beforeAll(async () => {
    const db = suite.db();
    ann = (await signedInOperator(db, suite.url, { email: 'ann@example.com', role: 'editor' })).c;
    agent = (await signedInOperator(db, suite.url, { email: 'al@example.com', role: 'agent' })).c;
  });

  it('stores a PNG, WebP and JPEG by the hash of its bytes, with its size as a page shows it', async () => {
    const png = await upload(ann, 'acme.png', fixture('logo.png'));
    expect(png.status).toBe(200);
    const body = await png.json();
    expect(body).toMatchObject({ width: 240, height: 80, type: 'png', bytes: fixture('logo.png').length });
    expect(body.src).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    logo = body.src;
    // The same bytes again are the same image.
    expect((await (await upload(ann, 'again.png', fixture('logo.png'))).json()).src).toBe(logo);
    expect(await (await upload(ann, 'acme.webp', fixture('logo.webp'))).json()).toMatchObject({
      type: 'webp',
      width: 240,
      height: 80,
    });
    // Stored on its side with EXIF orientation 6: the page shows it upright, 240 × 80.
    expect(await (await upload(ann, 'turned.jpg', fixture('logo-turned.jpg'))).json()).toMatchObject({
      type: 'jpg',
      width: 240,
      height: 80,
    });
    const audit = await suite
      .db()
      .selectFrom('audit_log')
      .select(['operator_email', 'target'])
      .where('action', '=', 'content.image_uploaded')
      .execute();
    expect(audit).toContainEqual({ operator_email: 'ann@example.com', target: logo });
  });

  it('refuses what is not a whole PNG, JPEG or WebP of the allowed size, saying why, and stores nothing', async () => {
    const before = await suite.db().selectFrom('content_images').select('id').execute();
    const refused = async (name: string, bytes: Buffer) => {
      const res = await upload(ann, name, bytes);
      expect(res.status, name).toBe(422);
      return (await res.json()).message as string;
    };
    expect(await refused('evil.svg', fixture('logo.svg'))).toMatch(/SVG images are not accepted/);
    expect(await refused('logo.png', fixture('logo.gif'))).toMatch(/A GIF image is not accepted/);
    expect(await refused('notes.png', Buffer.from('just some text, named .png'))).toBe(
      'This is not a PNG, JPEG or WebP image.',
    );
    const png = fixture('logo.png');
    expect(await refused('cut.png', png.subarray(0, png.length - 100))).toMatch(/cut short/);
    const jpg = fixture('logo-turned.jpg');
    expect(await refused('cut.jpg', jpg.subarray(0, jpg.length - 10))).toMatch(/cut short/);
    expect(await refused('tiny.png', fixture('tiny.png'))).toBe(
      'The image is 16 × 16 pixels: each side must be at least 32.',
    );
    expect(await refused('wide.png', fixture('wide.png'))).toBe(
      'The image is 2,400 × 40 pixels: each side must be at most 2,000.',
    );
    // Over the limit: a PNG's header and enough bytes after it.
    const large = Buffer.concat([png, Buffer.alloc(IMAGE_LIMITS.maxBytes)]);
    expect(await refused('large.png', large)).toMatch(/^The image is 206 KB: at most 200 KB\./);
    // Far over it: the body limit, answered in words too.
    const huge = await upload(ann, 'huge.png', Buffer.alloc(2 * IMAGE_LIMITS.maxBytes));
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBeTruthy();
    expect(await suite.db().selectFrom('content_images').select('id').execute()).toEqual(before);
  });

  it('refuses an agent (403) and a stranger (401) the upload', async () => {
    expect((await upload(agent, 'acme.png', fixture('logo.png'))).status).toBe(403);
    const stranger = await fetch(`${suite.url}${UPLOAD}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a.png', data: fixture('logo.png').toString('base64') }),
    });
    expect([401, 403]).toContain(stranger.status);
  });

  it('serves an image to anyone at its one path, cached for good; any other spelling is a 404', async () => {
    const res = await fetch(`${suite.url}${logo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(fixture('logo.png'))).toBe(true);
    // Kept in memory once read (an image never changes): served with its row gone.
    await suite.db().deleteFrom('content_images').where('id', '=', logo.slice(7, 71)).execute();
    expect((await fetch(`${suite.url}${logo}`)).status).toBe(200);
    await upload(ann, 'acme.png', fixture('logo.png'));
    const etag = res.headers.get('etag') as string;
    expect((await fetch(`${suite.url}${logo}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    for (const other of [
      logo.toUpperCase().replace('/MEDIA/', '/media/'),
      logo.replace('.png', '.webp'),
      logo.replace('.png', '.PNG'),
      logo.replace('.png', '%2epng'),
      `/media/${'0'.repeat(64)}.png`,
      '/media/',
    ]) {
      const r = await fetch(`${suite.url}${other}`, { redirect: 'manual' });
      expect(r.status, other).toBe(404);
    }
  });

  it('refuses to publish a logo that was never uploaded, naming the field', async () => {
    const doc = await (await ann.get(LOGO_DOC)).json();
    expect(doc.title).toBe('Xfinity logo');
    const never = { src: `/media/${'a'.repeat(64)}.png`, width: 240, height: 80 };
    expect((await ann.put(LOGO_DOC, { data: { logo: never }, rev: doc.draft.rev })).status).toBe(200);
    const res = await ann.post('/api/admin/content/publishes', {});
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({
      'Xfinity logo (en): logo': `The image ${never.src} was never uploaded here: upload it again`,
    });
  });

  it('publishes a logo onto the listing and home pages of both languages; a rollback takes it off', async () => {
    const doc = await (await ann.get(LOGO_DOC)).json();
    const data = { logo: { src: logo, width: 240, height: 80 } };
    expect((await ann.put(LOGO_DOC, { data, rev: doc.draft.rev })).status).toBe(200);
    const res = await ann.post('/api/admin/content/publishes', {});
    expect(res.status).toBe(200);
    // Xfinity's own listings (internet, TV) and the home pages, in English and Spanish, and the sitemap.
    expect(await res.json()).toMatchObject({ status: 'live', pages: 7 });
    const img = `<img src="${logo}" width="240" height="80" alt=""`;
    for (const path of [
      '/service/internet',
      '/es/service/internet',
      '/service/tv',
      '/es/service/tv',
      '/',
      '/es/',
    ]) {
      const html = await (await fetch(`${suite.url}${path}`)).text();
      expect(html, path).toContain(img);
    }
    // A page that shows no Xfinity tile is the build's own.
    expect(await (await fetch(`${suite.url}/service/streaming`)).text()).toBe(
      readFileSync(join(buildClient, 'service/streaming/index.html'), 'utf8'),
    );
    const back = await ann.post('/api/admin/content/rollback/provider-logo/en/xfinity', { version: 1 });
    expect(back.status).toBe(200);
    expect(await (await fetch(`${suite.url}/service/internet`)).text()).toBe(
      readFileSync(join(buildClient, 'service/internet/index.html'), 'utf8'),
    );
  });
});
