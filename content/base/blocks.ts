import type { BannerContent, ServiceCategory, TableHeader } from '../../contracts/content.ts';
import { categoryLabels, categoryPaths } from './paths.ts';
import { tvName } from './tv-name.ts';
import type { IconName, ServiceCard } from './ui.ts';

// Builders for the record shapes the content modules share, so each module writes only what is
// its own (a banner's words, a table's column labels). Both are marked free of side effects, so the
// bundler drops a call whose result a client chunk does not use, as it drops an unused literal.

/** A page banner: its artwork is /images/banners/<image>.svg with a -small.svg for narrow screens. */
/* @__NO_SIDE_EFFECTS__ */
export function banner(
  image: string,
  title: string,
  subTitle: string,
  buttonLabel = 'Check Availability',
): BannerContent {
  return {
    title,
    subTitle,
    bannerImageUrl: `/images/banners/${image}.svg`,
    bannerResposiveImageUrl: `/images/banners/${image}-small.svg`,
    buttonLabel,
  };
}

const categoryIcons: Record<ServiceCategory, IconName> = {
  tv: 'tv',
  internet: 'wifi',
  streaming: 'streaming',
};

/** One card a service category (TV, internet, streaming) with its icon, name and a link to its
 * listing page: each page writes only the card's description and the link's words. */
/* @__NO_SIDE_EFFECTS__ */
export function categoryCards(
  copy: Record<ServiceCategory, { description: string; linkLabel: string }>,
): ServiceCard[] {
  return (Object.keys(categoryIcons) as ServiceCategory[]).map((category) => ({
    icon: categoryIcons[category],
    serviceHeading: categoryLabels[category],
    serviceDescription: copy[category].description,
    link: { label: copy[category].linkLabel, to: categoryPaths[category] },
  }));
}

/** A table's columns in order, from one record of row key to column label. */
/* @__NO_SIDE_EFFECTS__ */
export function tableHeaders(labels: Record<string, string>): TableHeader[] {
  return Object.entries(labels).map(([key, label]) => ({ key, label }));
}

/** The plans section's heading on a provider detail page: it names the provider when there is one. */
export function plansSectionHead(
  words: { eyebrow: string; sampleEyebrow: string; title: string; genericTitle: string },
  { providerName, samplePlans }: { providerName: string | null; samplePlans: boolean },
) {
  return {
    id: 'plans',
    eyebrow: samplePlans ? words.sampleEyebrow : words.eyebrow,
    title: providerName ? withProvider(words.title, providerName) : words.genericTitle,
  };
}

/**
 * `{provider}` in the copy every provider page of a service shares, filled with the page's
 * provider; `{provider} TV` with tvName().
 */
export const withProvider = (text: string, name: string) =>
  text.replaceAll('{provider} TV', tvName(name)).replaceAll('{provider}', name);

/**
 * A provider detail page's data from its URL slug: the category's common parts, then the page's
 * own (the generic page's without a slug, the provider's for a known one); undefined for an
 * unknown slug.
 */
export function detailBySlug<P extends { slug: string; name: string }, C extends object, D extends object>(
  slug: string | undefined,
  providers: readonly P[],
  common: C,
  generic: D,
  forProvider: (p: P) => D,
): (C & { providerName: string | null } & D) | undefined {
  if (!slug) return { ...common, providerName: null, ...generic };
  const p = providers.find((x) => x.slug === slug);
  return p && { ...common, providerName: p.name, ...forProvider(p) };
}
