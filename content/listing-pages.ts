import type { FaqItem, ServiceCategory } from '../contracts/content.ts';
import { type ContentData, faqsOf } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import type { Testimonial } from './base/ui.ts';
import {
  internetFaqEs,
  internetFaqTitleEs,
  internetSectionsEs,
  internetTestimonialsEs,
  streamingFaqEs,
  streamingFaqTitleEs,
  streamingSectionsEs,
  streamingTestimonialsEs,
  tvFaqEs,
  tvFaqTitleEs,
  tvSectionsEs,
  tvTestimonialsEs,
} from './listing-copy.es.ts';
import {
  internetFaq,
  internetFaqTitle,
  internetSections,
  type SectionWords,
  streamingFaq,
  streamingFaqTitle,
  streamingSections,
  tvFaq,
  tvFaqTitle,
  tvSections,
} from './listing-copy.ts';
import { internetListingCopy, internetTestimonials } from './providers/internet-details.ts';
import { internetListingSections } from './providers/internet-listing-sections.ts';
import { streamingListingCopy, streamingTestimonials } from './providers/streaming-details.ts';
import { streamingListingSections } from './providers/streaming-listing-sections.ts';
import { tvListingCopy, tvTestimonials } from './providers/tv-copy.ts';
import { tvListingSections } from './providers/tv-listing-sections.ts';

// The seed of the listing pages' `listing-page` documents (issue 38, decision 089), key the service
// (tv, internet, streaming): the banner an editor changes for a campaign, the testimonials and the
// FAQ, in English from the providers' content modules and in Spanish as the pages have said them.

/** A listing page's document from its banner, testimonials and FAQ as the pages have said them (a question's answer is plain rich text). */
const listing = (
  { title, subTitle }: { title: string; subTitle: string },
  sections: readonly SectionWords[],
  testimonials: readonly Testimonial[],
  faqTitle: string,
  faqs: readonly FaqItem[],
): ContentData<'listing-page'> => ({
  banner: { title, subTitle },
  sections: sections.map((s) => ({ ...s })),
  testimonials: [...testimonials],
  faqTitle,
  faqs: faqsOf(faqs),
});

/** Each listing page's parts below its banner, in their order: their anchors and layout, keyed as the routes name them. */
export const listingParts = {
  tv: tvListingSections,
  internet: internetListingSections,
  streaming: streamingListingSections,
} as const satisfies Record<ServiceCategory, object>;

export const listingPageSeed: Record<ServiceCategory, Record<Language, ContentData<'listing-page'>>> = {
  tv: {
    en: listing(tvListingCopy.bannerContent, tvSections, tvTestimonials, tvFaqTitle, tvFaq),
    es: listing(
      {
        title: 'Compare proveedores de TV',
        subTitle: 'TV por cable, satélite y fibra lado a lado: canales, precios y dónde se vende cada uno.',
      },
      tvSectionsEs,
      tvTestimonialsEs,
      tvFaqTitleEs,
      tvFaqEs,
    ),
  },
  internet: {
    en: listing(
      internetListingCopy.bannerContent,
      internetSections,
      internetTestimonials,
      internetFaqTitle,
      internetFaq,
    ),
    es: listing(
      {
        title: 'Compare proveedores de internet para el hogar',
        subTitle: 'Internet por fibra, cable, 5G, DSL y satélite: vea qué llega a su dirección.',
      },
      internetSectionsEs,
      internetTestimonialsEs,
      internetFaqTitleEs,
      internetFaqEs,
    ),
  },
  streaming: {
    en: listing(
      streamingListingCopy.bannerContent,
      streamingSections,
      streamingTestimonials,
      streamingFaqTitle,
      streamingFaq,
    ),
    es: listing(
      {
        title: 'Compare servicios de streaming',
        subTitle:
          'Catálogos a la carta y TV en vivo por streaming: lo que cuesta cada uno y lo que necesita su internet.',
      },
      streamingSectionsEs,
      streamingTestimonialsEs,
      streamingFaqTitleEs,
      streamingFaqEs,
    ),
  },
};
