import type { InternetDetail, SectionHead } from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import { plansSectionHead, withProvider } from '../base/blocks.ts';

// Its own module, not in internet-details.ts: the listing page loads internet-details.ts too and
// has no use for the detail page's headings (nor the detail page for the listing's).

/** The words of every internet provider page's headings: the `internet-pages` document's. */
export type InternetSectionWords = ContentData<'internet-pages'>['sections'];

/** The headings' words in English: the seed of the `internet-pages` document (content/provider-pages.ts). */
export const internetSectionWords: InternetSectionWords = {
  features: {
    eyebrow: 'More than internet',
    title: 'Wi-Fi at home, hotspots and mobile',
    lead: 'What comes with a home internet plan.',
  },
  plans: {
    eyebrow: 'Plans',
    sampleEyebrow: 'Sample plans',
    title: 'Pick your {provider} plan',
    genericTitle: 'Choose an internet plan',
    sampleLead:
      'Illustrative plans and prices to compare speeds with {provider}; we confirm what reaches your address.',
    genericSampleLead:
      'Illustrative plans and prices to compare speeds; we confirm what reaches your address.',
  },
  available: {
    title: 'Is {provider} available at your address?',
    genericTitle: 'See which providers serve your area',
  },
  compare: {
    eyebrow: 'Compare',
    title: 'Compare internet packages',
    lead: 'Price ranges and typical speeds by package tier.',
  },
  resources: { eyebrow: 'Resources', title: 'Helpful resources' },
};

/**
 * An internet detail page's section headings from its language's words (as published): they name
 * the provider when there is one, and say so where its prices are a sample.
 */
export function internetDetailSections(
  words: InternetSectionWords,
  page: Pick<InternetDetail, 'providerName' | 'samplePlans'>,
) {
  const name = page.providerName;
  const { sampleLead, genericSampleLead } = words.plans;
  const heads = {
    features: { id: 'features', ...words.features },
    plans: {
      ...plansSectionHead(words.plans, page),
      lead: page.samplePlans ? (name ? withProvider(sampleLead, name) : genericSampleLead) : undefined,
      align: 'center',
      tone: 'muted',
    },
    compare: { id: 'compare', ...words.compare },
    resources: { id: 'resources', ...words.resources, tone: 'muted' },
  } satisfies Record<string, SectionHead>;
  // The ZIP code box's heading under the plans.
  const available = name ? withProvider(words.available.title, name) : words.available.genericTitle;
  return { ...heads, available };
}
