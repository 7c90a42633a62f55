import type { InternetProvider } from '../../contracts/content.ts';
import { contentKinds, type DocumentRef, type PublishedSet } from '../../contracts/content-documents.ts';
import { US_STATES_AND_DC } from '../../contracts/us-states.ts';
import { type Coverage, internetCoverage } from './coverage.ts';
import { internetProviders } from './internet.ts';
import { streamingProviders } from './streaming.ts';
import { tvProviders } from './tv.ts';

// The internet providers as the editors published them (issue 38, decision 089): a `provider`
// document each (key `internet/<slug>`, kept in English). Those of internet.ts are its seed (their
// name, kind of connection and states, on the site); one an editor renamed, moved to other states
// or took off the site, and one an editor added, are published documents. Wherever a page or the
// ZIP code answer lists internet providers it reads this list: the menus, the tiles, the internet
// page's kinds, the sitemap and each provider's own pages in both languages.

/** An internet provider as published: with the states its document names, once it is published. */
export type PublishedProvider = InternetProvider & { states?: readonly string[] };

const PREFIX = 'internet/';
const ID_PREFIX = `provider:${PREFIX}`;

/** An internet provider's document. */
export const providerRef = (slug: string): DocumentRef<'provider'> => ({
  kind: 'provider',
  key: `${PREFIX}${slug}`,
  language: 'en',
});

/** The slug of a `provider` document's key (`internet/acme` → `acme`), or null for another key. */
export const slugOfProviderKey = (key: string): string | null =>
  key.startsWith(PREFIX) && key.length > PREFIX.length ? key.slice(PREFIX.length) : null;

/**
 * A slug one of the code's providers has, of any service: an internet provider's page has the
 * address, and a provider's logo is kept by its slug for every service (content/provider-logos.ts).
 */
export const isCodeProvider = (slug: string) =>
  [internetProviders, tvProviders, streamingProviders].some((list) => list.some((p) => p.slug === slug));

/** The states a footprint names: every state and DC for a nationwide one, none to check by address. */
export function statesOf(coverage: Coverage | undefined): string[] {
  if (!coverage || coverage.kind === 'check-address') return [];
  return coverage.kind === 'nationwide' ? [...US_STATES_AND_DC] : [...coverage.states];
}

/** The seed of a code provider's document: as internet.ts and coverage.ts have it, on the site. */
export function providerSeed(p: InternetProvider) {
  return { name: p.name, type: p.type, states: statesOf(internetCoverage[p.slug]), listed: true };
}

/**
 * The internet providers a published set lists: the code's in their order (each as its document
 * says once published; one taken off the site left out), then those editors added, by name. Null
 * while no `provider` document is published: the list is the code's. A published document that
 * does not parse throws, as documentIn does: a render fails with it, and so does the publish.
 */
export function publishedProviders(set: PublishedSet): PublishedProvider[] | null {
  const docs = new Map<string, PublishedProvider | null>();
  for (const [id, doc] of Object.entries(set)) {
    if (!id.startsWith(ID_PREFIX)) continue;
    const slug = slugOfProviderKey(id.slice('provider:'.length).replace(/:[a-z]+$/, ''));
    if (!slug) continue;
    const { name, type, states, listed } = contentKinds.provider.parse(doc.data);
    docs.set(slug, listed ? { slug, name, type, states } : null);
  }
  if (!docs.size) return null;
  const code = internetProviders.flatMap((p) => {
    const published = docs.get(p.slug);
    return published === undefined ? [p] : published ? [published] : [];
  });
  const added = [...docs]
    .filter(([slug, p]) => p && !internetProviders.some((c) => c.slug === slug))
    .map(([, p]) => p as PublishedProvider)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...code, ...added];
}

/** The slug of an internet provider's page (`/es/service/internet/provider-detail/xfinity`), if it is one. */
export const internetPageSlug = (page: string): string | undefined =>
  /^(?:\/es)?\/service\/internet\/provider-detail\/([^/]+)$/.exec(page)?.[1];
