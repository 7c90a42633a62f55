import type { SectionHead } from '../../contracts/content.ts';

// Its own module, not in tv-copy.ts: the TV provider pages load tv-copy.ts too (testimonials)
// and have no use for the listing's sections.

/** The TV listing page's sections: anchor and background. Their headings are the `listing-page` document's (content/listing-copy.ts seeds them, in this order). */
export const tvListingSections = {
  providers: { id: 'providers' },
  channelLineups: { id: 'channel-lineups', tone: 'muted' },
  comparison: { id: 'comparison' },
  streaming: { id: 'streaming', tone: 'muted' },
} satisfies Record<string, Pick<SectionHead, 'id' | 'tone'>>;
