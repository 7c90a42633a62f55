import type { SectionHead, StreamingKind } from '../../contracts/content.ts';

// Its own module for the reason given in streaming-detail-sections.ts.

/** The streaming listing page's sections, one per kind of service: anchor and background. Their headings are the `listing-page` document's (content/listing-copy.ts seeds them, in this order). */
export const streamingListingSections = {
  'on-demand': { id: 'on-demand' },
  live: { id: 'live', tone: 'muted' },
} satisfies Record<StreamingKind, Pick<SectionHead, 'id' | 'tone'>>;
