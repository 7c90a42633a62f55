import type {
  InternetProvider,
  ServiceCategory,
  StreamingProvider,
  TvProvider,
} from '../../contracts/content.ts';
import {
  type ContentData,
  contentKinds,
  type DocumentRef,
  type PublishedSet,
} from '../../contracts/content-documents.ts';
import { US_STATES_AND_DC } from '../../contracts/us-states.ts';
import { type Coverage, internetCoverage, tvCoverage } from './coverage.ts';
import { codeProviders, type ProviderOf } from './lists.ts';

// The providers as the editors published them (issue 38, decision 089): a document each, kept in
// English, of the service's kind (`provider` for internet, key `internet/<slug>`; `tv-provider`,
// `tv/<slug>`; `streaming-provider`, `streaming/<slug>`). Those of internet.ts, tv.ts and
// streaming.ts are the seed (as those modules and coverage.ts have them, on the site); one an editor
// renamed, changed, moved to other states or took off the site, and one an editor added, are
// published documents. Wherever a page or the ZIP code answer lists providers it reads these lists:
// the menus, the tiles, the listing pages, the sitemap and each provider's own pages in both languages.

export { codeProviders, type ProviderLists, type ProviderOf } from './lists.ts';

/** A provider as published: with the states its document names (internet, TV), once it is published. */
export type PublishedProvider<S extends ServiceCategory = 'internet'> = ProviderOf[S] & {
  states?: readonly string[];
};

/** Every service's providers as published. */
export type PublishedLists = { [S in ServiceCategory]: readonly PublishedProvider<S>[] };

/** The kind of document of each service's providers. */
export const providerKinds = {
  internet: 'provider',
  tv: 'tv-provider',
  streaming: 'streaming-provider',
} as const satisfies Record<ServiceCategory, keyof typeof contentKinds>;

export type ProviderKind = (typeof providerKinds)[ServiceCategory];

export const SERVICES = Object.keys(providerKinds) as ServiceCategory[];

/** The service whose providers a kind of document holds, or undefined for another kind. */
export const serviceOfKind = (kind: string): ServiceCategory | undefined =>
  SERVICES.find((s) => providerKinds[s] === kind);

/** A provider's document: `provider` `internet/xfinity`, `tv-provider` `tv/dish`. */
export const providerRef = <S extends ServiceCategory>(
  service: S,
  slug: string,
): DocumentRef<(typeof providerKinds)[S]> => ({
  kind: providerKinds[service],
  key: `${service}/${slug}`,
  language: 'en',
});

/** The slug of a provider document's key (`tv/acme` → `acme`) for its service, or null for another key. */
export function slugOfProviderKey(service: ServiceCategory, key: string): string | null {
  const prefix = `${service}/`;
  return key.startsWith(prefix) && key.length > prefix.length ? key.slice(prefix.length) : null;
}

/**
 * A slug one of the code's providers has, of any service: a provider's page has the address, and a
 * provider's logo is kept by its slug for every service (content/provider-logos.ts).
 */
export const isCodeProvider = (slug: string) =>
  SERVICES.some((s) => codeProviders[s].some((p) => p.slug === slug));

/** The states a footprint names: every state and DC for a nationwide one, none to check by address. */
export function statesOf(coverage: Coverage | undefined): string[] {
  if (!coverage || coverage.kind === 'check-address') return [];
  return coverage.kind === 'nationwide' ? [...US_STATES_AND_DC] : [...coverage.states];
}

/** The seed of a code internet provider's document: as internet.ts and coverage.ts have it, on the site. */
export function providerSeed(p: InternetProvider): ContentData<'provider'> {
  return { name: p.name, type: p.type, states: statesOf(internetCoverage[p.slug]), listed: true };
}

/** The seed of a code TV provider's document: as tv.ts and coverage.ts have it, on the site. */
export function tvProviderSeed(p: TvProvider): ContentData<'tv-provider'> {
  const { name, tvType, maxChannels, availability } = p;
  return { name, tvType, maxChannels, availability, states: statesOf(tvCoverage[p.slug]), listed: true };
}

/** The seed of a code streaming service's document: as streaming.ts has it, on the site. */
export function streamingProviderSeed(p: StreamingProvider): ContentData<'streaming-provider'> {
  return { name: p.name, kind: p.kind, listed: true };
}

/** A published document's provider, or null for one taken off the site. */
function providerOfDocument<S extends ServiceCategory>(
  service: S,
  slug: string,
  data: unknown,
): PublishedProvider<S> | null {
  const { listed, ...fields } = contentKinds[providerKinds[service]].parse(data);
  return listed ? ({ slug, ...fields } as PublishedProvider<S>) : null;
}

/**
 * A service's providers a published set lists: the code's in their order (each as its document
 * says once published; one taken off the site left out), then those editors added, by name. Null
 * while none of the service's provider documents is published: the list is the code's. A
 * published document that does not parse throws, as documentIn does: a render fails with it, and
 * so does the publish.
 */
export function publishedProvidersOf<S extends ServiceCategory>(
  set: PublishedSet,
  service: S,
): PublishedProvider<S>[] | null {
  const idPrefix = `${providerKinds[service]}:${service}/`;
  const docs = new Map<string, PublishedProvider<S> | null>();
  for (const [id, doc] of Object.entries(set)) {
    if (!id.startsWith(idPrefix)) continue;
    const slug = id.slice(idPrefix.length).replace(/:[a-z]+$/, '');
    if (slug) docs.set(slug, providerOfDocument(service, slug, doc.data));
  }
  if (!docs.size) return null;
  const code = codeProviders[service] as readonly PublishedProvider<S>[];
  const kept = code.flatMap((p) => {
    const published = docs.get(p.slug);
    return published === undefined ? [p] : published ? [published] : [];
  });
  const added = [...docs]
    .filter(([slug, p]) => p && !code.some((c) => c.slug === slug))
    .map(([, p]) => p as PublishedProvider<S>)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...kept, ...added];
}

/** Every service's providers a published set lists, the code's where none of a service's is published. */
export function publishedLists(set: PublishedSet): PublishedLists {
  return {
    internet: publishedProvidersOf(set, 'internet') ?? codeProviders.internet,
    tv: publishedProvidersOf(set, 'tv') ?? codeProviders.tv,
    streaming: publishedProvidersOf(set, 'streaming') ?? codeProviders.streaming,
  };
}

/** The service and slug of a provider's page (`/es/service/tv/provider-detail/dish`), if it is one. */
export function providerOfPage(page: string): { service: ServiceCategory; slug: string } | undefined {
  const found = /^(?:\/es)?\/service\/(internet|tv|streaming)\/provider-detail\/([^/]+)$/.exec(page);
  return found ? { service: found[1] as ServiceCategory, slug: found[2] as string } : undefined;
}
