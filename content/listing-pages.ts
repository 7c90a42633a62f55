import type { ServiceCategory } from '../contracts/content.ts';
import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import { internetListingCopy } from './providers/internet-details.ts';
import { streamingListingCopy } from './providers/streaming-details.ts';
import { tvListingCopy } from './providers/tv-copy.ts';

// The seed of the listing pages' `listing-page` documents (issue 38, decision 089), key the service
// (tv, internet, streaming): the banner an editor changes for a campaign, in English from the
// providers' content modules and in Spanish as the pages have said it.

const banner = ({ title, subTitle }: { title: string; subTitle: string }) => ({
  banner: { title, subTitle },
});

export const listingPageSeed: Record<ServiceCategory, Record<Language, ContentData<'listing-page'>>> = {
  tv: {
    en: banner(tvListingCopy.bannerContent),
    es: banner({
      title: 'Compare proveedores de TV',
      subTitle: 'TV por cable, satélite y fibra lado a lado: canales, precios y dónde se vende cada uno.',
    }),
  },
  internet: {
    en: banner(internetListingCopy.bannerContent),
    es: banner({
      title: 'Compare proveedores de internet para el hogar',
      subTitle: 'Internet por fibra, cable, 5G, DSL y satélite: vea qué llega a su dirección.',
    }),
  },
  streaming: {
    en: banner(streamingListingCopy.bannerContent),
    es: banner({
      title: 'Compare servicios de streaming',
      subTitle:
        'Catálogos a la carta y TV en vivo por streaming: lo que cuesta cada uno y lo que necesita su internet.',
    }),
  },
};
