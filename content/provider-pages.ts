import type { LinkItem } from '../contracts/content.ts';
import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import { featureOf } from './base/tables.ts';
import { internetSectionWordsEs } from './providers/internet-detail-sections.es.ts';
import { internetSectionWords } from './providers/internet-detail-sections.ts';
import {
  internetFeatureCardsEs,
  internetOtherServicesEs,
  internetResourcesEs,
} from './providers/internet-details.es.ts';
import {
  internetComparisonSeed,
  internetFeatureCards,
  internetOtherServices,
  internetResources,
} from './providers/internet-details.ts';
import { streamingSectionWordsEs } from './providers/streaming-detail-sections.es.ts';
import { streamingSectionWords } from './providers/streaming-detail-sections.ts';
import { streamingTablesEs } from './providers/streaming-details.es.ts';
import { streamingTables } from './providers/streaming-details.ts';
import { tvSectionWordsEs } from './providers/tv-detail-sections.es.ts';
import { tvSectionWords } from './providers/tv-detail-sections.ts';

// The seed of the documents every provider page of a service shares (issue 38, decision 089), in
// English and Spanish: `tv-pages` (key `tv`: the sections' headings), `internet-pages` (key `internet`: the sections' headings, the "More than
// internet" cards and the comparison table's rows) and `streaming-pages` (key `streaming`: the
// headings and the packages and bundles tables' rows), as the providers' content modules have said them.

export const TV_PAGES_KEY = 'tv';
export const INTERNET_PAGES_KEY = 'internet';
export const STREAMING_PAGES_KEY = 'streaming';

/** A button as the `internet-pages` document writes it. */
const linkOf = ({ label, to }: LinkItem) => ({ label, to });

/** A resource link as the document writes it: its description is required there. */
const resourceOf = ({ label, to, description }: LinkItem) => ({ label, to, description: description ?? '' });

export const tvPagesSeed: Record<Language, ContentData<'tv-pages'>> = {
  en: { sections: tvSectionWords },
  es: { sections: tvSectionWordsEs },
};

export const internetPagesSeed: Record<Language, ContentData<'internet-pages'>> = {
  en: {
    sections: internetSectionWords,
    features: internetFeatureCards.map(featureOf),
    comparison: internetComparisonSeed,
    otherServices: { title: 'Looking for other services?', links: internetOtherServices.map(linkOf) },
    resources: internetResources.map(resourceOf),
  },
  es: {
    sections: internetSectionWordsEs,
    features: internetFeatureCardsEs.map(featureOf),
    comparison: internetComparisonSeed,
    otherServices: { title: '¿Busca otros servicios?', links: internetOtherServicesEs.map(linkOf) },
    resources: internetResourcesEs.map(resourceOf),
  },
};

export const streamingPagesSeed: Record<Language, ContentData<'streaming-pages'>> = {
  en: { sections: streamingSectionWords, ...streamingTables },
  es: { sections: streamingSectionWordsEs, ...streamingTablesEs },
};
