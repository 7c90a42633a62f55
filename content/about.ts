import type { SectionHead } from '../contracts/content.ts';
import { banner } from './base/blocks.ts';
import type { TeamMember } from './base/ui.ts';

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

/** Headings of the About page's sections (app/components/page-section.tsx). */
export const aboutSections = {
  whatWeDo: {
    id: 'what-we-do',
    eyebrow: 'What we do',
    title: 'One place to compare every way to watch and connect',
    align: 'center',
  },
  achievements: {
    id: 'achievements',
    eyebrow: 'Achievements',
    title: 'Trusted across the country',
    align: 'center',
  },
  team: {
    id: 'team',
    tone: 'muted',
    eyebrow: 'Our team',
    title: 'The people behind the answers',
    lead: 'A small team of specialists, engineers and customer-care people who have worked in telecom for years.',
    align: 'center',
  },
  bestProviders: {
    id: 'best-providers',
    eyebrow: 'Best providers',
    title: 'Providers we compare every day',
    lead: 'Independent comparisons of the biggest names in TV, internet and streaming.',
  },
} satisfies Record<string, SectionHead>;

export const story = {
  title: 'Our story',
  paragraphs: [
    'We started in 2016 after watching friends and family spend hours on hold, comparing plans that turned out not to be available at their address. We thought it should take one call.',
    'Today our specialists help households in every state compare providers side by side, with prices that include the fees, and set up service on a date that suits them.',
  ],
};

export const mission = {
  title: 'Our mission',
  text: 'Every household deserves a clear, honest answer to a simple question: what is the best TV and internet I can get at my address, for what I want to pay?',
  points: ['Independent and free to use', 'Prices with the fees included', 'Your details are never sold'],
};

/** Achievements strip (SPEC 2, 9): targets counted from 0, shown with a K suffix. */
export const achievements: readonly { label: string; target: number; suffix: string }[] = [
  { label: 'Total Users', target: 28, suffix: 'K' },
  { label: 'Total Areas Covered', target: 13, suffix: 'K' },
  { label: 'Social Likes', target: 68, suffix: 'K' },
  { label: '5 Star Ratings', target: 10, suffix: 'K' },
];

/** Six team members (SPEC 2); names are placeholders, avatars are our own illustrations. */
export const team: readonly TeamMember[] = [
  {
    iconUrl: '/images/team/olivia-bennett.svg',
    serviceHeading: 'Olivia Bennett',
    serviceDescription: 'Chief Executive Officer',
  },
  {
    iconUrl: '/images/team/marcus-reed.svg',
    serviceHeading: 'Marcus Reed',
    serviceDescription: 'Head of Partnerships',
  },
  {
    iconUrl: '/images/team/sofia-alvarez.svg',
    serviceHeading: 'Sofia Alvarez',
    serviceDescription: 'Customer Care Lead',
  },
  {
    iconUrl: '/images/team/daniel-kim.svg',
    serviceHeading: 'Daniel Kim',
    serviceDescription: 'Head of Engineering',
  },
  {
    iconUrl: '/images/team/grace-okafor.svg',
    serviceHeading: 'Grace Okafor',
    serviceDescription: 'Senior Connectivity Specialist',
  },
  {
    iconUrl: '/images/team/ethan-walsh.svg',
    serviceHeading: 'Ethan Walsh',
    serviceDescription: 'Marketing Director',
  },
];
