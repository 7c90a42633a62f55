// A publish renders only the pages whose documents changed (issue 38, item 4; decision 089): with
// a provider document published (on every page: the menus), a price changed on one page renders
// that page and the sitemap, and links every other page from the release before. The release is
// the one a full render of the same documents gives, file for file. Needs the build (npm test
// builds first).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { documentId, type PublishedSet } from '../../contracts/content-documents.ts';
import { PUBLISH_BROTLI_QUALITY } from '../content/precompress.ts';
import { publishRelease } from '../content/publish.ts';
import { seedDocuments } from '../content/seed.ts';

const clientDir = resolve('build/client');
const serverBuildFile = resolve('build/server/index.js');
if (!existsSync(serverBuildFile))
  throw new Error('No build: run `npm run build` before this test (npm test does).');

const seed = new Map(seedDocuments().map((d) => [documentId(d.ref), d.data]));
const changed = (id: string, change: (data: never) => unknown, version = 2): PublishedSet => {
  const data = seed.get(id);
  if (!data) throw new Error(`no seed document ${id}`);
  return { [id]: { version, data: change(structuredClone(data) as never) } };
};
const renamed = changed('provider:internet/at-t:en', (d: { name: string }) => ({ ...d, name: 'AT&T Fiber' }));
const repriced = changed('provider-packages:internet/xfinity:en', (d: { packages: { price: string }[] }) => ({
  ...d,
  packages: d.packages.map((p, i) => (i ? p : { ...p, price: '$12.34' })),
}));

/** Every file of a release's client directory but the compressed twins, by its path. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!/\.(br|gz)$/.test(name)) files.set(relative(dir, path), readFileSync(path, 'latin1'));
    }
  };
  walk(dir);
  return files;
}

describe('a publish renders only what its documents changed', () => {
  const dirs: string[] = [];
  const siteDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-incremental-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('renders one page and the sitemap when a price changes beside a renamed provider, and the release is a full render’s', async () => {
    const site = siteDir();
    const publish = (id: string, published: PublishedSet) =>
      publishRelease({ clientDir, serverBuildFile, siteDir: site, id, published });
    const first = await publish('first', renamed);
    expect(first.rendered).toBe(first.pages.length);
    expect(first.pages.length).toBeGreaterThan(100);

    const second = await publish('second', { ...renamed, ...repriced });
    expect(second.pages).toEqual(first.pages);
    expect(second.rendered).toBe(2);

    // The same documents rendered whole in a directory of their own: the same files, byte for byte.
    const full = await publishRelease({
      clientDir,
      serverBuildFile,
      siteDir: siteDir(),
      id: 'full',
      published: { ...renamed, ...repriced },
    });
    expect(full.rendered).toBe(full.pages.length);
    const incremental = filesOf(join(site, 'releases', 'second', 'client'));
    const whole = filesOf(join(dirs[1] as string, 'releases', 'full', 'client'));
    expect([...incremental.keys()].sort()).toEqual([...whole.keys()].sort());
    const differ = [...whole]
      .filter(([path, contents]) => incremental.get(path) !== contents)
      .map(([p]) => p);
    expect(differ).toEqual([]);
    expect(incremental.get('service/internet/provider-detail/xfinity/index.html')).toContain('$12.34');
    expect(incremental.get('index.html')).toContain('AT&amp;T Fiber');
    // Each compressed twin is the page's own: the re-rendered page's new, the linked ones the release before's.
    const page = join(
      site,
      'releases',
      'second',
      'client',
      'service/internet/provider-detail/xfinity/index.html',
    );
    expect(statSync(`${page}.br`).ino).not.toBe(
      statSync(
        join(site, 'releases', 'first', 'client', 'service/internet/provider-detail/xfinity/index.html.br'),
      ).ino,
    );
    // Compressed at a publish's brotli quality (6, not the build's 11: about 1.5 ms a page instead of
    // 120-160), each twin the page's bytes.
    const html = readFileSync(page);
    expect(brotliDecompressSync(readFileSync(`${page}.br`))).toEqual(html);
    expect(gunzipSync(readFileSync(`${page}.gz`))).toEqual(html);
    expect(readFileSync(`${page}.br`)).toEqual(
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PUBLISH_BROTLI_QUALITY } }),
    );
    const home = (release: string) => join(site, 'releases', release, 'client', 'index.html.br');
    expect(statSync(home('second')).ino).toBe(statSync(home('first')).ino);

    // The rename rolled back: every page's inputs changed, so every page is rendered again.
    const third = await publish('third', repriced);
    expect(third.rendered).toBe(third.pages.length);
    expect(readFileSync(join(site, 'releases', 'third', 'client', 'index.html'), 'utf8')).toBe(
      readFileSync(join(clientDir, 'index.html'), 'utf8'),
    );
  });
});
