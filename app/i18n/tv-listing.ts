// The TV listing's messages (/service/tv): the English of content/page-text.ts, tv-copy.ts and
// tv-listing-sections.ts, and the words of its provider tiles, lineup links and comparison table.
// The Spanish twin is tv-listing.es.ts.
import { tvText } from '../../content/page-text.ts';
import { tvListingCopy, tvNearYou, tvTestimonials } from '../../content/providers/tv-copy.ts';
import { tvListingSections } from '../../content/providers/tv-listing-sections.ts';

const { providers, channelLineups, comparison, streaming } = tvListingSections;
const { bannerContent } = tvListingCopy;

export const tvListing = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: tvText.title,
  description: tvText.description,
  banner: { title: bannerContent.title, subTitle: bannerContent.subTitle, button: bannerContent.buttonLabel },
  /** The headings of the page's sections, in their order. */
  sections: {
    providers: { eyebrow: providers.eyebrow, title: providers.title, lead: providers.lead },
    channelLineups: {
      eyebrow: channelLineups.eyebrow,
      title: channelLineups.title,
      lead: channelLineups.lead,
    },
    comparison: { eyebrow: comparison.eyebrow, title: comparison.title, lead: comparison.lead },
    streaming: { eyebrow: streaming.eyebrow, title: streaming.title, lead: streaming.lead },
  },
  /** Names the grid of provider tiles, for screen readers. */
  providersLabel: 'TV providers',
  /** Under a provider's name in its tile: "300+ channels". */
  channels: (count: string) => `${count} channels`,
  lineups: {
    /** Names the list of lineup links, for screen readers. */
    label: 'Channel lineups by provider',
    /** A link to a provider's packages: "Xfinity channel lineup". */
    link: (name: string) => `${name} channel lineup`,
    description: (count: string) => `Up to ${count} channels`,
  },
  table: {
    /** Read by screen readers as the table's name. */
    caption: 'TV providers compared',
    /** The column headings ("Tv Type" as SPEC writes it). */
    headers: {
      provider: 'Providers',
      maxChannels: 'Max channels',
      tvType: 'Tv Type',
      availability: 'Availability',
    },
    /** A provider's kind of TV (content/providers/tv.ts: Cable, Satellite, Fiber). */
    tvType: (type: string) => type,
    /** Where a provider sells TV (tv.ts: "41 states", "39 states + DC", "Nationwide"). */
    availability: (where: string) => where,
  },
  nearYou: tvNearYou,
  streamingLabel: 'Streaming services',
  /** Under a streaming service's name in its tile. */
  liveTv: 'Live TV',
  onDemand: 'On demand',
  testimonials: tvTestimonials,
  faqTitle: 'TV questions',
  faq: tvListingCopy.faqInfo,
};

export type TvListingMessages = typeof tvListing;
