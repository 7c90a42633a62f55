import type { SectionHead, StreamingKind } from '../../contracts/content.ts';
import { streamingKindLabels } from './streaming.ts';

// Its own module for the reason given in streaming-detail-sections.ts.

/** Headings of the streaming listing page's sections, one per kind of service. */
export const streamingListingSections = {
  'on-demand': {
    id: 'on-demand',
    eyebrow: streamingKindLabels['on-demand'],
    title: 'On-demand streaming services',
    lead: 'Films and series whenever you want them.',
  },
  live: {
    id: 'live',
    eyebrow: streamingKindLabels.live,
    title: 'Live TV streaming services',
    lead: 'Live channels over your internet connection, with a cloud DVR.',
    tone: 'muted',
  },
} satisfies Record<StreamingKind, SectionHead>;
