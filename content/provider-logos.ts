import type { ServiceCategory } from '../contracts/content.ts';
import type { ContentData, DocumentRef } from '../contracts/content-documents.ts';
import type { ImageRef } from '../contracts/media.ts';
import { internetProviders } from './providers/internet.ts';
import { streamingProviders } from './providers/streaming.ts';
import { tvProviders } from './providers/tv.ts';

// Providers' logos (issue 38 item 2, decision 089): one `provider-logo` document per provider, key
// its slug (a provider in two services, such as Xfinity's internet and TV, has one logo), kept in
// English and shown by the pages of both languages. The seed has none: a tile shows the name's
// initial in a coloured square until an editor uploads a logo.

export const providersByCategory = {
  internet: internetProviders,
  streaming: streamingProviders,
  tv: tvProviders,
} as const satisfies Record<ServiceCategory, readonly { slug: string; name: string }[]>;

/** Every provider once, by slug, with its name (a provider in two services is spelled alike in both). */
export const providerNames: ReadonlyMap<string, string> = new Map(
  Object.values(providersByCategory)
    .flat()
    .map((p) => [p.slug, p.name] as const),
);

/** The services whose providers each listing page shows as tiles (/service/tv shows the streaming services too). */
export const tilesOnListing: Record<ServiceCategory, readonly ServiceCategory[]> = {
  tv: ['tv', 'streaming'],
  internet: ['internet'],
  streaming: ['streaming'],
};

/** A provider's logo document: its slug, in English (the one language it is kept in). */
export const providerLogoRef = (slug: string): DocumentRef<'provider-logo'> => ({
  kind: 'provider-logo',
  key: slug,
  language: 'en',
});

export const providerLogoSeed = (): ContentData<'provider-logo'> => ({ logo: null });

/** The logos of some providers by slug (those with one), from a reader of their documents. */
export function logosOf(
  slugs: Iterable<string>,
  read: (slug: string) => ContentData<'provider-logo'>,
): Record<string, ImageRef> {
  const logos: Record<string, ImageRef> = {};
  for (const slug of slugs) {
    const { logo } = read(slug);
    if (logo) logos[slug] = logo;
  }
  return logos;
}
