// The TV listing's messages (/service/tv): the English of content/page-text.ts and tv-copy.ts, and
// the words of its provider tiles, lineup links and comparison table. Its banner, section
// headings, testimonials and FAQ are the `listing-page` document's (app/lib/page-copy.ts). The
// Spanish twin is tv-listing.es.ts.
import { tvText } from '../../content/page-text.ts';
import { tvListingCopy } from '../../content/providers/tv-copy.ts';

const { bannerContent } = tvListingCopy;

export const tvListing = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: tvText.title,
  description: tvText.description,
  /** The banner's button; its title and lead are the editors' (`listing-page`, app/lib/page-copy.ts). */
  banner: { button: bannerContent.buttonLabel },

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
  streamingLabel: 'Streaming services',
  /** Under a streaming service's name in its tile. */
  liveTv: 'Live TV',
  onDemand: 'On demand',
};

export type TvListingMessages = typeof tvListing;
