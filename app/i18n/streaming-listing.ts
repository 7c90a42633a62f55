// The streaming listing's messages (/service/streaming): the English of content/page-text.ts,
// streaming-details.ts, the listing's section headings, and the names of its tile grids. The
// Spanish twin is streaming-listing.es.ts.
import { streamingText } from '../../content/page-text.ts';
import { streamingKindLabels } from '../../content/providers/streaming.ts';
import { streamingListingCopy, streamingNearYou } from '../../content/providers/streaming-details.ts';

const { bannerContent } = streamingListingCopy;

export const streamingListing = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: streamingText.title,
  description: streamingText.description,
  /** The banner's button; its title and lead are the editors' (`listing-page`, app/lib/page-copy.ts). */
  banner: { button: bannerContent.buttonLabel },
  /** One section per kind of service; its title also names its grid of tiles for screen readers. */
  sections: {
    'on-demand': {
      eyebrow: streamingKindLabels['on-demand'],
      title: 'On-demand streaming services',
      lead: 'Films and series whenever you want them.',
    },
    live: {
      eyebrow: streamingKindLabels.live,
      title: 'Live TV streaming services',
      lead: 'Live channels over your internet connection, with a cloud DVR.',
    },
  },
  nearYou: streamingNearYou,
};

export type StreamingListingMessages = typeof streamingListing;
