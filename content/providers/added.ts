import type { InternetProvider } from '../../contracts/content.ts';
import { contentKinds, type DocumentRef, type PublishedSet } from '../../contracts/content-documents.ts';
import { internetProviders } from './internet.ts';
import { streamingProviders } from './streaming.ts';
import { tvProviders } from './tv.ts';

// The internet providers editors added in the console (issue 38, decision 089): a `provider`
// document each (key `internet/<slug>`, kept in English), on the site while it is published and
// `listed`. They join the providers of internet.ts, after them, wherever a page or the ZIP code
// answer lists providers: the menus, the tiles, the internet page's kinds of connection, the
// sitemap and the provider's own pages in both languages.

/** A provider added in the console: what the pages need, and the states where it may sell service. */
export type AddedProvider = InternetProvider & { states: readonly string[] };

const PREFIX = 'internet/';
const ID_PREFIX = `provider:${PREFIX}`;

/** An added provider's document. */
export const addedProviderRef = (slug: string): DocumentRef<'provider'> => ({
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

/**
 * The added providers a published set lists, in the order of their names. A published document
 * that does not parse throws, as documentIn does: a render fails with it, and so does the publish.
 */
export function addedProviders(set: PublishedSet): AddedProvider[] {
  const added: AddedProvider[] = [];
  for (const [id, doc] of Object.entries(set)) {
    if (!id.startsWith(ID_PREFIX)) continue;
    const slug = slugOfProviderKey(id.slice('provider:'.length).replace(/:[a-z]+$/, ''));
    if (!slug || isCodeProvider(slug)) continue;
    const { name, type, states, listed } = contentKinds.provider.parse(doc.data);
    if (listed) added.push({ slug, name, type, states });
  }
  return added.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
