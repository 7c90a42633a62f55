import type { FaqItem, ServiceCategory } from '../contracts/content.ts';
import { type ContentData, faqsOf } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import type { ProvidersNearYouContent, Testimonial } from './base/ui.ts';
import {
  internetFaqEs,
  internetFaqTitleEs,
  internetNearYouEs,
  internetSectionsEs,
  internetTestimonialsEs,
  streamingFaqEs,
  streamingFaqTitleEs,
  streamingNearYouEs,
  streamingSectionsEs,
  streamingTestimonialsEs,
  tvFaqEs,
  tvFaqTitleEs,
  tvNearYouEs,
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
import { internetListingCopy, internetNearYou, internetTestimonials } from './providers/internet-details.ts';
import { internetListingSections } from './providers/internet-listing-sections.ts';
import {
  streamingListingCopy,
  streamingNearYou,
  streamingTestimonials,
} from './providers/streaming-details.ts';
import { streamingListingSections } from './providers/streaming-listing-sections.ts';
import { tvListingCopy, tvNearYou, tvTestimonials } from './providers/tv-copy.ts';
import { tvListingSections } from './providers/tv-listing-sections.ts';

// The seed of the listing pages' `listing-page` documents (issue 38, decision 089), key the service
// (tv, internet, streaming): the banner an editor changes for a campaign, the testimonials and the
// FAQ, in English from the providers' content modules and in Spanish as the pages have said them.

/** A listing page's document from its banner, headings, "near you" band, testimonials and FAQ as the pages have said them (a question's answer is plain rich text). */
const listing = (
  { title, subTitle }: { title: string; subTitle: string },
  sections: readonly SectionWords[],
  nearYou: ProvidersNearYouContent,
  testimonials: readonly Testimonial[],
  faqTitle: string,
  faqs: readonly FaqItem[],
): ContentData<'listing-page'> => ({
  banner: { title, subTitle },
  sections: sections.map((s) => ({ ...s })),
  nearYou: { title: nearYou.heading, lead: nearYou.subHeading },
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
    en: listing(tvListingCopy.bannerContent, tvSections, tvNearYou, tvTestimonials, tvFaqTitle, tvFaq),
    es: listing(
      {
        title: 'Compare proveedores de TV',
        subTitle: 'TV por cable, satélite y fibra lado a lado: canales, precios y dónde se vende cada uno.',
      },
      tvSectionsEs,
      tvNearYouEs,
      tvTestimonialsEs,
      tvFaqTitleEs,
      tvFaqEs,
    ),
  },
  internet: {
    en: listing(
      internetListingCopy.bannerContent,
      internetSections,
      internetNearYou,
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
      internetNearYouEs,
      internetTestimonialsEs,
      internetFaqTitleEs,
      internetFaqEs,
    ),
  },
  streaming: {
    en: listing(
      streamingListingCopy.bannerContent,
      streamingSections,
      streamingNearYou,
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
      streamingNearYouEs,
      streamingTestimonialsEs,
      streamingFaqTitleEs,
      streamingFaqEs,
    ),
  },
};
