import type { SectionHead } from '../../contracts/content.ts';

// Its own module for the reason given in internet-detail-sections.ts.

/** The internet listing page's sections: anchor and background. Their headings, in both languages, are app/i18n/internet-listing.ts's. */
export const internetListingSections = {
  providers: { id: 'providers' },
  providersByType: { id: 'providers-by-type', tone: 'muted' },
} satisfies Record<string, Pick<SectionHead, 'id' | 'tone'>>;
