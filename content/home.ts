import type { SectionHead } from '../contracts/content.ts';
import { banner } from './base/blocks.ts';
import type { IconName, ServiceCard } from './base/ui.ts';

// Home page content (SPEC 2, Home). Packages: packages.ts; FAQ: faqs.ts; testimonials: testimonials.ts.

export const homeBanner = banner(
  'home',
  'Compare TV, internet and streaming plans near you',
  'See the providers that serve your address, compare real plans side by side, and let a specialist set it all up. Free, with no pressure.',
  'Talk to a specialist',
);

/** Our services: each service's card (its heading, icon and link target are the category's: categoryCards). */
export const homeServices = {
  tv: {
    description: 'Cable, satellite and fiber TV with the channels you watch, from local news to live sports.',
    linkLabel: 'Compare TV providers',
  },
  internet: {
    description: 'Fiber, cable, 5G home and satellite internet. Find the fastest speed your address can get.',
    linkLabel: 'Compare internet providers',
  },
  streaming: {
    description: 'On-demand and live TV streaming services, compared by price, channels and streams.',
    linkLabel: 'Compare streaming services',
  },
};

/**
 * The home page's sections: each one's anchor and layout (app/components/page-section.tsx,
 * split-section.tsx). Their headings are the `home-page` document's (home-page.ts seeds them from
 * homeSectionWords), so the page's chunk carries no words of them.
 */
export const homeSections = {
  services: { id: 'services', align: 'center' },
  topProviders: { id: 'top-providers', tone: 'muted' },
  packages: { id: 'packages', align: 'center' },
  whyChooseUs: { id: 'why-choose-us' },
  testimonials: { id: 'testimonials', tone: 'muted', align: 'center' },
} satisfies Record<string, Omit<SectionHead, 'title'>>;

/** The seed of the home page's section headings (content/home-page.ts). */
export const homeSectionWords = {
  services: {
    eyebrow: 'Our services',
    title: 'Everything your home needs to stay connected',
    lead: 'Compare the three services most households shop for, from the providers that serve your area.',
  },
  topProviders: {
    eyebrow: 'Top providers',
    title: 'The providers people compare most',
    lead: 'Start with the most popular names in each category, or see them all.',
  },
  packages: {
    eyebrow: 'Packages',
    title: 'Pick the speed that fits your home',
    lead: 'Four popular packages. Choose how long you want the plan for; the monthly price stays the same.',
  },
  whyChooseUs: {
    eyebrow: 'Why choose us',
    title: 'Why households choose us',
    lead: 'We are an independent comparison service. We show what is really available at your address, and we are paid by providers, never by you.',
  },
  testimonials: { eyebrow: 'Testimonials', title: 'What our customers say' },
};

/** How many providers each Home top-providers list shows. */
export const topProvidersCount = 5;

/** The icons of the reasons to choose us, in their order (the reasons' words are the `home-page` document's). */
export const whyChooseUsIcons = ['map', 'tag', 'headset', 'shield'] as const satisfies readonly IconName[];

/** The reasons to choose us and the figures beside them: the `home-page` document's seed (content/home-page.ts). */
export const whyChooseUs = {
  points: [
    {
      serviceHeading: 'Address-level availability',
      serviceDescription: 'We check the providers that actually serve your street, not just your state.',
    },
    {
      serviceHeading: 'Honest prices',
      serviceDescription: 'Monthly prices with fees and promotional periods spelled out before you decide.',
    },
    {
      serviceHeading: 'Real specialists',
      serviceDescription: 'US-based specialists answer seven days a week and handle the order for you.',
    },
    {
      serviceHeading: 'Your data stays private',
      serviceDescription: 'We use your details only to answer your request. We never sell them.',
    },
  ] satisfies Pick<ServiceCard, 'serviceHeading' | 'serviceDescription'>[],
  stats: [
    { value: '30+', label: 'providers compared' },
    { value: '7 days', label: 'a week support' },
    { value: '$0', label: 'cost to you' },
  ],
};

export const specialOffer = {
  eyebrow: 'Special offer',
  title: 'Unlimited online TV with a free WiFi router included',
  description:
    'Bundle TV and internet this month and stream live TV on every screen in your home. Router included at no extra cost while you keep the bundle.',
  points: ['Unlimited online TV', 'Free WiFi router included', 'No set-up fee on bundles'],
  buttonLabel: 'Subscribe Now',
  note: 'Sample offer. Availability and terms vary by address and provider.',
};
