import type { SectionHead } from '../../contracts/content.ts';
import { tvListingCopy } from './tv-copy.ts';

// Its own module, not in tv-copy.ts: the TV provider pages load tv-copy.ts too (testimonials)
// and have no use for the listing's headings.

/** Headings of the TV listing page's sections (app/components/page-section.tsx). */
export const tvListingSections = {
  providers: {
    id: 'providers',
    eyebrow: 'TV providers',
    title: 'Choose a TV provider',
    lead: tvListingCopy.intro,
  },
  channelLineups: {
    id: 'channel-lineups',
    eyebrow: 'Channels',
    title: 'All channels lineup',
    lead: "See every provider's packages and the channels they carry.",
    tone: 'muted',
  },
  comparison: {
    id: 'comparison',
    eyebrow: 'Compare',
    title: 'TV providers comparison',
    lead: 'Maximum channels, TV type and where each provider sells TV service.',
  },
  streaming: {
    id: 'streaming',
    eyebrow: 'Streaming',
    title: 'Prefer streaming?',
    lead: 'Live TV and on-demand streaming services, no cable box needed.',
    tone: 'muted',
  },
} satisfies Record<string, SectionHead>;
