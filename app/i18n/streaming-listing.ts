// The streaming listing's messages (/service/streaming): the English of content/page-text.ts,
// streaming-details.ts and streaming-listing-sections.ts, and the names of its tile grids. The
// Spanish twin is streaming-listing.es.ts.
import { streamingText } from '../../content/page-text.ts';
import {
  streamingListingCopy,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import { streamingListingSections } from '../../content/providers/streaming-listing-sections.ts';

const { 'on-demand': onDemand, live } = streamingListingSections;
const { bannerContent } = streamingListingCopy;

export const streamingListing = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: streamingText.title,
  description: streamingText.description,
  banner: { title: bannerContent.title, subTitle: bannerContent.subTitle, button: bannerContent.buttonLabel },
  /** One section per kind of service; its title also names its grid of tiles for screen readers. */
  sections: {
    'on-demand': { eyebrow: onDemand.eyebrow, title: onDemand.title, lead: onDemand.lead },
    live: { eyebrow: live.eyebrow, title: live.title, lead: live.lead },
  },
  nearYou: streamingNearYou,
  testimonials: streamingTestimonials,
  faqTitle: 'Streaming questions',
  faq: streamingListingCopy.faqInfo,
};

export type StreamingListingMessages = typeof streamingListing;
