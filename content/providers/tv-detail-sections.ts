import type { SectionHead } from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import { withProvider } from '../base/blocks.ts';

// The headings every TV provider page shows around its own packages: the `tv-pages` document's
// words (this English and tv-detail-sections.es.ts's Spanish are its seed), the page's provider
// named where they say {provider}. Read by the route's loader only.

/** The words of every TV provider page's headings: the `tv-pages` document's. */
export type TvSectionWords = ContentData<'tv-pages'>['sections'];

/** The headings' words in English: the seed of the `tv-pages` document (content/provider-pages.ts). */
export const tvSectionWords: TvSectionWords = {
  packages: {
    eyebrow: 'Popular packages',
    sampleEyebrow: 'Sample packages',
    title: 'Popular {provider} TV packages',
    lead: 'Choose how long you want to see the price for; the amounts stay the same.',
    sampleLead:
      'Illustrative packages and prices to compare {provider} with other providers; we confirm the real line-up at your address.',
  },
  available: 'Is {provider} available at your address?',
  regions: {
    eyebrow: 'Prices by region',
    title: '{provider} TV and internet by region',
    lead: 'Bundle prices differ by region. Find yours below.',
  },
  equipment: {
    eyebrow: 'Equipment',
    title: 'Top-rated equipment',
    lead: 'What comes with {provider} TV.',
  },
  ready: 'Ready to order {provider}? Check your ZIP code first',
};

/**
 * A TV provider page's headings from its language's words (as published): its provider named, the
 * packages' eyebrow and lead saying so where its prices are a sample.
 */
export function tvDetailSections(
  words: TvSectionWords,
  page: { providerName: string; samplePackages: boolean },
) {
  const named = (text: string) => withProvider(text, page.providerName);
  const { packages, regions, equipment } = words;
  const heads = {
    packages: {
      id: 'packages',
      eyebrow: page.samplePackages ? packages.sampleEyebrow : packages.eyebrow,
      title: named(packages.title),
      lead: named(page.samplePackages ? packages.sampleLead : packages.lead),
      align: 'center',
    },
    regions: {
      id: 'regional-prices',
      eyebrow: regions.eyebrow,
      title: named(regions.title),
      lead: named(regions.lead),
    },
    equipment: {
      id: 'equipment',
      eyebrow: equipment.eyebrow,
      title: named(equipment.title),
      lead: named(equipment.lead),
      tone: 'muted',
    },
  } satisfies Record<string, SectionHead>;
  return { ...heads, available: named(words.available), ready: named(words.ready) };
}
