// What the provider tests (content-providers, content-tv-providers) share: a server on the build
// with an editor and an agent signed in, the pages as the server answers them, the build's own
// files to compare with, and the check that a link to a page a publish takes off is refused.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { SITE, signedInOperator } from './console-support.ts';
import { type Backend, type ConsoleClient, serverForSuite } from './helper.ts';

export const buildClient = resolve('build/client');
if (!existsSync(join(buildClient, '..', 'server', 'index.js')))
  throw new Error('No build: run `npm run build` before this test (npm test does).');

/** A file of the build's client directory, as the build wrote it. */
export const built = (file: string) => readFileSync(join(buildClient, file), 'utf8');

/** A server on the build for a suite, an editor (`ed()`) and an agent (`agent()`) signed in. */
export function contentSuite(backend: Backend) {
  const suite = serverForSuite(backend, () => ({
    config: { siteUrl: SITE, signinRateLimit: 1000, buildDir: buildClient },
  }));
  let ed: ConsoleClient | undefined;
  let agent: ConsoleClient | undefined;
  beforeAll(async () => {
    const db = suite.db();
    ed = (await signedInOperator(db, suite.url, { email: 'ed@example.com', role: 'editor' })).c;
    agent = (await signedInOperator(db, suite.url, { email: 'ag@example.com', role: 'agent' })).c;
  });
  const signedIn = (c: ConsoleClient | undefined) => {
    if (!c) throw new Error('not signed in yet (beforeAll)');
    return c;
  };
  return {
    suite,
    ed: () => signedIn(ed),
    agent: () => signedIn(agent),
    /** A page as the server answers it (an unknown path is a redirect home: not followed). */
    page: async (path: string) => {
      const res = await fetch(`${suite.url}${path}`, { redirect: 'manual' });
      return { status: res.status, html: await res.text() };
    },
  };
}

/**
 * A link to `path` in the home page's first FAQ answer is refused by field in a publish of the
 * drafts that take its page off; the home page's draft is then put back as it was.
 */
export async function refusesLinkInSamePublish(ed: ConsoleClient, path: string, label: string) {
  const homeDoc = '/api/admin/content/documents/home-page/en/home';
  const home = await (await ed.get(homeDoc)).json();
  const faqs = structuredClone(home.draft.data.faqs);
  faqs[0].answer = `See [${label}](${path}).`;
  await ed.put(homeDoc, { data: { ...home.draft.data, faqs }, rev: home.draft.rev });
  const refused = await ed.post('/api/admin/content/publishes', {});
  expect(refused.status).toBe(400);
  expect((await refused.json()).fieldErrors).toEqual({
    'Home page (en): faqs.0.answer': `The link “${path}” goes to no page on this site`,
  });
  await ed.put(homeDoc, { data: home.draft.data, rev: home.draft.rev + 1 });
}
