// Issue 18, item 10: rich results and share previews, on the prerendered HTML the real server sends.
// - JSON-LD passes Google's rich-result requirements for every type used, checked offline by
//   @adobe/structured-data-validator (its type handlers; no schema.org download): 0 errors;
// - every page has the complete Open Graph and Twitter card set, with a 1200×630 PNG share image
//   for its page type and alt text;
// - the icons browsers ask for and the web app manifest are served with their content types.
import Validator from '@adobe/structured-data-validator';
import { beforeAll, describe, expect, test } from 'vitest';
import { languageOfPath } from '../../app/i18n/i18n.ts';
import { allPages } from '../../content/pages.ts';
import { shareImagesEs } from '../../content/share-images.es.ts';
import {
  SHARE_IMAGE_SIZE,
  type ShareImageKind,
  shareImageKind,
  shareImagePath,
  shareImages,
} from '../../content/share-images.ts';
import { baseURL, decodeEntities } from './browser.ts';

const pages = allPages();
const html = new Map<string, string>();

beforeAll(async () => {
  for (const p of pages) html.set(p.path, await (await fetch(`${baseURL()}${p.path}`)).text());
}, 60_000);

function page(path: string): string {
  const h = html.get(path);
  if (h === undefined) throw new Error(`not fetched: ${path}`);
  return h;
}

/** Meta tags by property or name; each key lists every value found. */
function metaTags(doc: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [tag] of doc.matchAll(/<meta\b[^>]*>/gi)) {
    const key = /\s(?:property|name)="([^"]*)"/i.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/i.exec(tag)?.[1];
    if (key && content !== undefined) out.set(key, [...(out.get(key) ?? []), decodeEntities(content)]);
  }
  return out;
}

type Json = Record<string, unknown>;

/** JSON-LD grouped by root @type, as @marbec/web-auto-extractor hands it to the validator. */
function extracted(doc: string): { jsonld: Record<string, Json[]> } {
  const jsonld: Record<string, Json[]> = {};
  for (const [, body] of doc.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)) {
    const data = JSON.parse(body ?? '') as Json | Json[];
    for (const item of Array.isArray(data) ? data : [data]) {
      const type = String(item['@type']);
      jsonld[type] = [...(jsonld[type] ?? []), item];
    }
  }
  return { jsonld };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function get(path: string) {
  const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: new Uint8Array(await res.arrayBuffer()),
  };
}

describe('JSON-LD meets Google rich-result requirements', () => {
  test.each(pages.map((p) => [p.path]))('%s: no validator error', async (path) => {
    const data = extracted(page(path));
    const issues = await new Validator().validate(data);
    const errors = issues
      .filter((i) => i.severity === 'ERROR')
      .map((i) => `${i.issueMessage} at ${JSON.stringify(i.path)}`);
    expect(errors).toEqual([]);
  });

  test('every Product has an image and a brand', () => {
    let products = 0;
    for (const p of pages) {
      for (const product of extracted(page(p.path)).jsonld.Product ?? []) {
        products++;
        expect(product.image, `${p.path}: ${product.name}`).toMatch(/^https?:\/\/.+\.png$/);
        expect((product.brand as Json | undefined)?.name, `${p.path}: ${product.name}`).toBeTruthy();
      }
    }
    expect(products).toBeGreaterThan(0);
  });
});

describe('share previews', () => {
  const required = [
    'og:type',
    'og:site_name',
    'og:title',
    'og:description',
    'og:url',
    'og:locale',
    'og:image',
    'og:image:alt',
    'og:image:width',
    'og:image:height',
    'twitter:card',
    'twitter:title',
    'twitter:description',
    'twitter:image',
    'twitter:image:alt',
  ];

  test.each(pages.map((p) => [p.path]))('%s has the complete Open Graph and Twitter set', (path) => {
    const meta = metaTags(page(path));
    for (const key of required) expect(meta.get(key), key).toHaveLength(1);
    const one = (key: string) => meta.get(key)?.[0] ?? '';
    const title = /<title>([^<]*)<\/title>/.exec(page(path))?.[1] ?? '';
    expect(one('og:title')).toBe(decodeEntities(title));
    expect(one('twitter:title')).toBe(one('og:title'));
    expect(one('twitter:description')).toBe(one('og:description'));
    expect(one('twitter:image')).toBe(one('og:image'));
    expect(one('og:locale')).toBe(languageOfPath(path) === 'es' ? 'es_US' : 'en_US');
    expect(one('twitter:card')).toBe('summary_large_image');
    // A Spanish page shares the Spanish image of its page type, described in Spanish.
    const spanish = languageOfPath(path) === 'es';
    const share = (spanish ? shareImagesEs : shareImages)[shareImageKind(path)];
    expect(new URL(one('og:image')).pathname).toBe(shareImagePath(share.kind, spanish));
    expect(one('og:image:alt')).toBe(share.alt);
    expect(one('twitter:image:alt')).toBe(share.alt);
  });

  test.each(
    Object.values(shareImages).flatMap((s) => [
      [s.kind, false],
      [s.kind, true],
    ]) as [ShareImageKind, boolean][],
  )('the %s share image (Spanish: %s) is a 1200×630 PNG', async (kind, spanish) => {
    const res = await get(shareImagePath(kind, spanish));
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    expect(pngSize(res.body)).toEqual(SHARE_IMAGE_SIZE);
  });
});

describe('icons and web app manifest', () => {
  test.each([
    ['/apple-touch-icon.png', 180],
    ['/favicon-32.png', 32],
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
  ] as const)('%s is a %i px PNG', async (path, size) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    expect(pngSize(res.body)).toEqual({ width: size, height: size });
  });

  test('/favicon.ico is an icon', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(200);
    // IANA's registered type (what @fastify/send answers) or the older name browsers also accept.
    expect(['image/vnd.microsoft.icon', 'image/x-icon']).toContain(res.type);
    expect([...res.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('/site.webmanifest is linked from every page and lists icons that exist', async () => {
    for (const p of pages) expect(page(p.path)).toContain('<link rel="manifest" href="/site.webmanifest"');
    const res = await get('/site.webmanifest');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(new TextDecoder().decode(res.body)) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    for (const icon of manifest.icons) {
      const r = await get(icon.src);
      expect(r.status, icon.src).toBe(200);
      expect(r.type.split(';')[0], icon.src).toBe(icon.type);
    }
    expect(manifest.icons.some((i) => i.sizes === '512x512')).toBe(true);
  });
});
