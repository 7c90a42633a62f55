// The internet listing's messages (/service/internet): the English of content/page-text.ts and
// internet-details.ts, and the words of its provider lists. Its banner, section headings,
// testimonials and FAQ are the `listing-page` document's (app/lib/page-copy.ts). The Spanish twin
// is internet-listing.es.ts.
import { internetText } from '../../content/page-text.ts';
import { internetTypeLabels } from '../../content/providers/internet.ts';
import { internetListingCopy } from '../../content/providers/internet-details.ts';

const { bannerContent } = internetListingCopy;

export const internetListing = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: internetText.title,
  description: internetText.description,
  /** The banner's button; its title and lead are the editors' (`listing-page`, app/lib/page-copy.ts). */
  banner: { button: bannerContent.buttonLabel },

  /** Names the grid of provider tiles, for screen readers. */
  providersLabel: 'Internet providers',
  /** The types of connection: under a provider's name in its tile, and as the heading of a group. */
  types: internetTypeLabels,
  /** Names a group's list, for screen readers: "Fiber providers". */
  typeProviders: (type: string) => `${type} providers`,
};

export type InternetListingMessages = typeof internetListing;
