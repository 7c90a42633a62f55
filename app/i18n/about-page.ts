// The About page's messages: SPEC's English from content/about.ts and content/page-text.ts. The
// Spanish twin is about-page.es.ts. The copy an editor changes (the banner's title and lead, the
// sections' headings, the cards, story, mission, counters and team) is the `about-page` document the
// loader reads (content/about-page.ts, decision 089).
import { aboutBanner } from '../../content/about.ts';
import { aboutText } from '../../content/page-text.ts';

export const aboutPage = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: aboutText.title,
  description: aboutText.description,
  banner: {
    /** Small words above the banner's title. */
    eyebrow: 'About us',
    /** Leads to the contact page. */
    button: aboutBanner.buttonLabel as string,
  },
  /** Names the band that holds the story and the mission, for screen readers. */
  storyAndMission: 'Our story and mission',
  /** Names the grid of provider logos, for screen readers. */
  bestProvidersLabel: 'Best providers',
};

export type AboutPageMessages = typeof aboutPage;
