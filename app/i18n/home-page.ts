// The home page's messages: SPEC's English from content/home.ts and content/page-text.ts. The
// Spanish twin is home-page.es.ts. The copy an editor changes (banner title and lead, section
// headings, reasons and figures, packages, special offer, testimonials, FAQ) is the
// `home-page` document the loader reads
// (content/home-page.ts, decision 089). The package cards' and the carousel's own words are in blocks.ts.
import { planDurationsHome } from '../../content/base/ui.ts';
import { homeBanner, homeServices, specialOffer } from '../../content/home.ts';
import { homeText } from '../../content/page-text.ts';
import type { TvType } from '../../contracts/content.ts';

/** The plan durations' labels, by value. */
const duration = (value: string) => planDurationsHome.find((d) => d.value === value)?.label ?? '';

export const homePage = {
  /** The page's <title> (after "HomeWire: ") and its description for search results. */
  title: homeText.title,
  description: homeText.description,
  banner: {
    /** Small words above the banner's title. */
    eyebrow: 'Free, independent comparison',
    /** Leads to the contact page. */
    button: homeBanner.buttonLabel as string,
    call: (phone: string) => `Call ${phone}`,
  },
  /** One card per service (its heading is the service's name): what it is, and a link to its providers. */
  serviceCards: homeServices,
  /** Beside each TV provider in its list: how its TV reaches the home. */
  tvTypes: { Cable: 'Cable', Satellite: 'Satellite', Fiber: 'Fiber' } satisfies Record<TvType, string>,
  /** Beside each list's heading (the service's name): leads to all its providers. */
  seeAll: 'See All',
  /** Read after "See All" by screen readers; starts with a space: " TV providers". */
  seeAllProviders: (service: string) => ` ${service} providers`,
  /** Names the list of package cards, for screen readers. */
  packagesLabel: 'Packages',
  /** Above the choice of how long a plan is for. */
  durationLegend: 'Plan duration',
  /** The choices; short, they sit side by side on a phone. */
  durations: { month: duration('month'), months: duration('months'), year: duration('year') },
  /** Under the package cards, before a link to the plan finder. */
  speedsNote: 'Speeds are “up to” maximums over a wired connection; actual speeds vary.',
  plansLink: 'See the plans at your ZIP code, with their Broadband Facts labels',
  specialOffer: {
    eyebrow: specialOffer.eyebrow,
    button: specialOffer.buttonLabel,
    /** Stands for the price in the plan request the button opens (the offer has none). */
    price: 'Special offer',
  },
};

export type HomePageMessages = typeof homePage;
