// Link checking (issue 37 item 6), with linkinator against the real server and the built site:
// from the English and the Spanish home, every page reachable by a link, and on each every link,
// image, script and stylesheet of the site, answers 200 with no redirect, and every #fragment a
// link names exists on its page. Links off the site are not followed (the machine has no internet).
import { LinkChecker, LinkState } from 'linkinator';
import { describe, expect, test } from 'vitest';
import { allPages } from '../../content/pages.ts';
import { baseURL } from './browser.ts';

describe('links', () => {
  test('every link of every page, in both languages, lands on a page or file that exists, fragment included', async () => {
    const site = baseURL();
    const result = await new LinkChecker().check({
      path: [`${site}/`, `${site}/es/`],
      recurse: true,
      linksToSkip: async (link) => !link.startsWith(`${site}/`) && link !== site,
      redirects: 'error',
      checkFragments: true,
      concurrency: 8,
      timeout: 20_000,
    });
    const broken = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map(
        (l) =>
          `${l.parent ?? '?'} → ${l.url} (${l.status ?? ''} ${l.failureDetails?.map(String).join('; ') ?? ''})`,
      );
    expect(broken).toEqual([]);
    // The crawl reached every page of the page list in both languages (none is an orphan).
    const reached = new Set(result.links.map((l) => new URL(l.url).pathname));
    expect(
      allPages()
        .map((p) => p.path)
        .filter((path) => !reached.has(path)),
    ).toEqual([]);
  }, 240_000);
});
