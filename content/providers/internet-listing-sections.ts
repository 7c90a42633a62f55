import type { SectionHead } from '../../contracts/content.ts';
import { internetListingCopy } from './internet-details.ts';

// Its own module for the reason given in internet-detail-sections.ts.

/** Headings of the internet listing page's sections (app/components/page-section.tsx). */
export const internetListingSections = {
  providers: {
    id: 'providers',
    eyebrow: 'Internet providers',
    title: 'Choose an internet provider',
    lead: internetListingCopy.intro,
  },
  providersByType: {
    id: 'providers-by-type',
    eyebrow: 'By connection type',
    title: 'Providers by type of internet',
    lead: 'How the connection reaches your home decides the speeds you can get.',
    tone: 'muted',
  },
} satisfies Record<string, SectionHead>;
