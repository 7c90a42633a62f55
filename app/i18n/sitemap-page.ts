// The sitemap page's messages: SPEC's English from content/page-text.ts and the words the page has
// always shown. The Spanish twin is sitemap-page.es.ts.
import { categoryLabels } from '../../content/base/paths.ts';
import { sitemapText } from '../../content/page-text.ts';

export const sitemapPage = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: sitemapText.title,
  description: sitemapText.description,
  banner: {
    /** Small words above the banner's title. */
    eyebrow: 'Sitemap',
    title: 'Every page at a glance',
    subTitle: 'Home, our TV, internet and streaming guides for every provider, and everything about us.',
  },
  /** Names the diagram of every page, for screen readers. */
  navLabel: 'Site map',
  /** The diagram's root: the home page. */
  home: 'Home',
  /** The diagram's four branches under Home: the three services' listings, then the company's pages. */
  branches: {
    tv: categoryLabels.tv,
    internet: categoryLabels.internet,
    streaming: categoryLabels.streaming,
    about: 'About Us',
  },
};

export type SitemapPageMessages = typeof sitemapPage;
