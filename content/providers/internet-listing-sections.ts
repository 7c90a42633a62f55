import type { SectionHead } from '../../contracts/content.ts';

// Its own module for the reason given in internet-detail-sections.ts.

/** The internet listing page's sections: anchor and background. Their headings are the `listing-page` document's (content/listing-copy.ts seeds them, in this order). */
export const internetListingSections = {
  providers: { id: 'providers' },
  providersByType: { id: 'providers-by-type', tone: 'muted' },
} satisfies Record<string, Pick<SectionHead, 'id' | 'tone'>>;
