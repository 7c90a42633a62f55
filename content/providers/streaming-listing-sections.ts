import type { SectionHead, StreamingKind } from '../../contracts/content.ts';

// Its own module for the reason given in streaming-detail-sections.ts.

/** The streaming listing page's sections, one per kind of service: anchor and background. Their headings, in both languages, are app/i18n/streaming-listing.ts's. */
export const streamingListingSections = {
  'on-demand': { id: 'on-demand' },
  live: { id: 'live', tone: 'muted' },
} satisfies Record<StreamingKind, Pick<SectionHead, 'id' | 'tone'>>;
