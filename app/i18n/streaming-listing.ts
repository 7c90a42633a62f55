// The streaming listing's messages (/service/streaming): the English of content/page-text.ts and
// streaming-details.ts. Its banner, section headings (which also name its tile grids), testimonials
// and FAQ are the `listing-page` document's (app/lib/page-copy.ts). The Spanish twin is
// streaming-listing.es.ts.
import { streamingText } from '../../content/page-text.ts';
import { streamingListingCopy } from '../../content/providers/streaming-details.ts';

const { bannerContent } = streamingListingCopy;

export const streamingListing = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: streamingText.title,
  description: streamingText.description,
  /** The banner's button; its title and lead are the editors' (`listing-page`, app/lib/page-copy.ts). */
  banner: { button: bannerContent.buttonLabel },
};

export type StreamingListingMessages = typeof streamingListing;
