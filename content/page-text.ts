import { streamingConstants } from './providers/streaming.ts';
import { site } from './site.ts';

// Every page's <title> and meta description, with the rest of the content (one export per page,
// so each route's chunk carries only its own). pageMeta() (app/lib/seo.ts) adds the brand, the
// canonical URL and the Open Graph tags.

type PageText = { title: string; description: string };

export const homeText: PageText = {
  title: 'Compare TV, Internet and Streaming Plans',
  description:
    'Compare TV, home internet and streaming providers and plans near you, check availability at your address and get a free call back.',
};

export const tvText: PageText = {
  title: 'TV Providers',
  description: 'Compare cable, satellite and fiber TV providers: channels, prices and availability near you.',
};

export const internetText: PageText = {
  title: 'Internet Providers',
  description:
    'Compare fiber, cable, 5G, DSL and satellite internet providers and find what reaches your address.',
};

export const streamingText: PageText = {
  title: 'Streaming Services',
  description:
    'Compare on-demand and live TV streaming services, their prices and the internet speed they need.',
};

export const aboutText: PageText = {
  title: 'About Us',
  description:
    'Who we are, what we do and the team that helps you compare TV, internet and streaming providers.',
};

export const contactText: PageText = {
  title: 'Contact Us',
  description: `Call, e-mail or send us a message: our specialists answer every day from ${site.hours.time.replace('-', ' to ')}.`,
};

export const termsText: PageText = {
  title: 'Terms & Conditions',
  description: 'The terms that apply when you use our website to compare providers and send us a request.',
};

export const privacyText: PageText = {
  title: 'Privacy Policy',
  description:
    'What our forms collect, why, how long we keep it, and how to ask us to delete it. We never sell your data.',
};

export const sitemapText: PageText = { title: 'Sitemap', description: 'Every page of the site at a glance.' };

/** Provider pages: the provider's name, or the category's generic plans page without one. */
export const providerPageText = {
  tv: (name: string): PageText => ({
    title: `${name} TV Plans and Packages`,
    description: `${name} TV packages, prices by region, equipment and availability near you.`,
  }),
  internet: (name: string | null): PageText =>
    name
      ? {
          title: `${name} Internet Plans and Prices`,
          description: `${name} home internet plans, speeds and prices, and how to check availability at your address.`,
        }
      : {
          title: 'Home Internet Plans and Prices',
          description:
            'Compare home internet plans by speed, price and devices, and check availability at your address.',
        },
  streaming: (name: string | null): PageText =>
    name
      ? {
          title: `${name} Plans and Prices`,
          description: `${name} streaming plans and prices, the internet speed it needs, and bundles with home internet.`,
        }
      : {
          title: 'Live TV Streaming Plans',
          description: `Live TV streaming plans with ${streamingConstants.liveChannels} channels, a Spanish plan, cloud DVR, and bundles with home internet.`,
        },
};
