import type { SectionHead } from '../contracts/content.ts';
import { banner } from './base/blocks.ts';

// About page content (SPEC 2, About).

export const aboutBanner = banner(
  'about',
  'We make choosing a provider simple',
  'An independent team helping American households compare TV, internet and streaming, and get connected without the guesswork.',
  'Contact us',
);

/** What we do: each service's card (its heading, icon and link target are the category's: categoryCards). */
export const whatWeDo = {
  tv: {
    description: 'We compare channel line-ups, DVR and prices across cable, satellite and fiber TV.',
    linkLabel: 'TV providers',
  },
  internet: {
    description: 'We find the fastest plans at your address and explain the fine print on speeds and data.',
    linkLabel: 'Internet providers',
  },
  streaming: {
    description: 'We help you pick the streaming services that carry your shows, sports and local channels.',
    linkLabel: 'Streaming services',
  },
};

/**
 * The About page's sections as the page lays them out: anchors, alignment and tone. Their words are
 * the editors' (`about-page`; the English seed is aboutSectionWords), so the page's chunk carries none.
 */
export const aboutSections = {
  whatWeDo: { id: 'what-we-do', align: 'center' },
  achievements: { id: 'achievements', align: 'center' },
  team: { id: 'team', tone: 'muted', align: 'center' },
  bestProviders: { id: 'best-providers' },
} satisfies Record<string, Partial<SectionHead>>;

/** The sections' words in English: the seed of the `about-page` document (content/about-page.ts). */
export const aboutSectionWords = {
  whatWeDo: { eyebrow: 'What we do', title: 'One place to compare every way to watch and connect' },
  /** The company was founded in 2016. */
  story: { eyebrow: 'Since 2016', title: 'Our story' },
  mission: { eyebrow: 'What drives us', title: 'Our mission' },
  achievements: { eyebrow: 'Achievements', title: 'Trusted across the country' },
  team: {
    eyebrow: 'Our team',
    title: 'The people behind the answers',
    lead: 'A small team of specialists, engineers and customer-care people who have worked in telecom for years.',
  },
  bestProviders: {
    eyebrow: 'Best providers',
    title: 'Providers we compare every day',
    lead: 'Independent comparisons of the biggest names in TV, internet and streaming.',
  },
};

export const story = {
  paragraphs: [
    'We started in 2016 after watching friends and family spend hours on hold, comparing plans that turned out not to be available at their address. We thought it should take one call.',
    'Today our specialists help households in every state compare providers side by side, with prices that include the fees, and set up service on a date that suits them.',
  ],
};

export const mission = {
  text: 'Every household deserves a clear, honest answer to a simple question: what is the best TV and internet I can get at my address, for what I want to pay?',
  points: ['Independent and free to use', 'Prices with the fees included', 'Your details are never sold'],
};

/** Achievements strip (SPEC 2, 9): targets counted from 0, shown with a K suffix (the seed's English). */
export const achievements: readonly { target: number; suffix: string; label: string }[] = [
  { label: 'Total Users', target: 28, suffix: 'K' },
  { label: 'Total Areas Covered', target: 13, suffix: 'K' },
  { label: 'Social Likes', target: 68, suffix: 'K' },
  { label: '5 Star Ratings', target: 10, suffix: 'K' },
];

/** The team's portraits (SPEC 2): our own illustrations, in the order of the team's cards. */
export const teamPortraits: readonly string[] = [
  '/images/team/olivia-bennett.svg',
  '/images/team/marcus-reed.svg',
  '/images/team/sofia-alvarez.svg',
  '/images/team/daniel-kim.svg',
  '/images/team/grace-okafor.svg',
  '/images/team/ethan-walsh.svg',
];

/** Six team members, beside their portraits in order (the seed's English); names are placeholders. */
export const team: readonly { name: string; role: string }[] = [
  { name: 'Olivia Bennett', role: 'Chief Executive Officer' },
  { name: 'Marcus Reed', role: 'Head of Partnerships' },
  { name: 'Sofia Alvarez', role: 'Customer Care Lead' },
  { name: 'Daniel Kim', role: 'Head of Engineering' },
  { name: 'Grace Okafor', role: 'Senior Connectivity Specialist' },
  { name: 'Ethan Walsh', role: 'Marketing Director' },
];
