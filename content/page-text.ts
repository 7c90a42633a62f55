import { streamingConstants } from './providers/streaming.ts';

// Every page's <title> and meta description, with the rest of the content (one export per page,
// so each route's chunk carries only its own). pageMeta() (app/lib/seo.ts) adds the brand, the
// canonical URL and the Open Graph tags.

type PageText = { title: string; description: string };

/** Marked free of side effects: a route's chunk keeps only the texts it uses. */
/* @__NO_SIDE_EFFECTS__ */
function pageText(title: string, description: string): PageText {
  return { title, description };
}

export const homeText = pageText(
  'Compare TV, Internet and Streaming Plans',
  'Compare TV, home internet and streaming providers and plans near you, check availability at your address and get a free call back.',
);

export const tvText = pageText(
  'TV Providers',
  'Compare cable, satellite and fiber TV providers: channels, prices and availability near you.',
);

export const internetText = pageText(
  'Internet Providers',
  'Compare fiber, cable, 5G, DSL and satellite internet providers and find what reaches your address.',
);

export const streamingText = pageText(
  'Streaming Services',
  'Compare on-demand and live TV streaming services, their prices and the internet speed they need.',
);

export const aboutText = pageText(
  'About Us',
  'Who we are, what we do and the team that helps you compare TV, internet and streaming providers.',
);

export const contactText = pageText(
  'Contact Us',
  'Call, e-mail or send us a message: our specialists answer every day.',
);

export const termsText = pageText(
  'Terms & Conditions',
  'The terms that apply when you use our website to compare providers and send us a request.',
);

export const privacyText = pageText(
  'Privacy Policy',
  'What our forms collect, including how you found us, why, how long we keep it, and how to use your privacy choices. We never sell your data.',
);

export const sitemapText = pageText('Sitemap', 'Every page of the site at a glance.');

/** Provider pages: the provider's name, or the category's generic plans page without one. */
export const providerPageText = {
  /** By the provider's TV name (tvName: "Spectrum TV", an editor's "Harbor TV"). */
  tv: (brand: string): PageText =>
    pageText(
      `${brand} Plans and Packages`,
      `${brand} packages, prices by region, equipment and availability near you.`,
    ),
  internet: (name: string | null): PageText =>
    name
      ? pageText(
          `${name} Internet Plans and Prices`,
          `${name} home internet plans, speeds and prices, and how to check availability at your address.`,
        )
      : pageText(
          'Home Internet Plans and Prices',
          'Compare home internet plans by speed, price and devices, and check availability at your address.',
        ),
  streaming: (name: string | null): PageText =>
    name
      ? pageText(
          `${name} Plans and Prices`,
          `${name} streaming plans and prices, the internet speed it needs, and bundles with home internet.`,
        )
      : pageText(
          'Live TV Streaming Plans',
          `Live TV streaming plans with ${streamingConstants.liveChannels} channels, a Spanish plan, cloud DVR, and bundles with home internet.`,
        ),
};
