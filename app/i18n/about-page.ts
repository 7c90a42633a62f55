// The About page's messages: SPEC's English from content/about.ts and content/page-text.ts. The
// Spanish twin is about-page.es.ts. The copy an editor changes (banner title and lead, story,
// mission) is the `about-page` document the loader reads (content/about-page.ts, decision 089).
import {
  aboutBanner,
  aboutSections,
  achievements,
  mission,
  story,
  team,
  whatWeDo,
} from '../../content/about.ts';
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
  whatWeDo: {
    eyebrow: aboutSections.whatWeDo.eyebrow,
    title: aboutSections.whatWeDo.title,
  },
  /** One card per service (its heading is the service's name): what we do for it, and a link to its providers. */
  whatWeDoCards: whatWeDo,
  /** Names the band that holds the story and the mission, for screen readers. */
  storyAndMission: 'Our story and mission',
  /** The company was founded in 2016. */
  story: { eyebrow: 'Since 2016', title: story.title },
  mission: { eyebrow: 'What drives us', title: mission.title },
  achievements: {
    eyebrow: aboutSections.achievements.eyebrow,
    title: aboutSections.achievements.title,
  },
  /** Under each counter (28K, 13K, 68K, 10K), in this order; short: four sit side by side. */
  achievementLabels: achievements.map((a) => a.label),
  team: {
    eyebrow: aboutSections.team.eyebrow,
    title: aboutSections.team.title,
    lead: aboutSections.team.lead,
  },
  /** Each team member's job title, in the order of content/about.ts's team (the names stay). */
  teamRoles: team.map((m) => m.serviceDescription),
  bestProviders: {
    eyebrow: aboutSections.bestProviders.eyebrow,
    title: aboutSections.bestProviders.title,
    lead: aboutSections.bestProviders.lead,
  },
  /** Names the grid of provider logos, for screen readers. */
  bestProvidersLabel: 'Best providers',
};

export type AboutPageMessages = typeof aboutPage;
