import type {
  BannerContent,
  FaqItem,
  PackageCard,
  TableData,
  TvProvider,
  TvProviderDetail,
  TvProviderExtras,
} from '../../contracts/content.ts';
import { banner as pageBanner, tableHeaders } from '../base/blocks.ts';
import { tvProviders } from './tv.ts';

// TV provider detail data (SPEC 3 and 9), one entry per provider in tv.ts. Server-only (`.server`):
// the route's loader and the API read it; React Router keeps it out of client chunks, and the
// build fails if any of it reaches one (scripts/server-only.ts). xfinity and spectrum
// carry the SPEC's package prices; the others are sample data in the same shape, and their pages
// say so. GET /api/tv-providers/{slug} serves exactly what tvProviderDetail() returns.

/** Regional TV + Internet bundle prices (SPEC 9), the same figure on every provider's table. */
export const regionalBundlePrices = {
  west: '$125/mo.',
  central: '$150/mo.',
  northEast: '$140/mo.',
} as const;

export const regionHeaders = tableHeaders({
  package: 'Package',
  channels: 'Channels',
  internet: 'Internet speed',
  price: 'Price',
});

type PackageSpec = {
  title: string;
  price: string;
  mbps: string;
  channels: string;
  highlights: string[];
  recommendation?: boolean;
};

function card(p: PackageSpec): PackageCard {
  return {
    mbps: p.mbps,
    packageTitle: p.title,
    packageDescription: [`${p.channels} channels`, ...p.highlights],
    price: p.price,
    planDuration: 'month',
    recommendation: p.recommendation ?? false,
  };
}

/** Four packages, smallest first. */
type Ladder = [PackageSpec, PackageSpec, PackageSpec, PackageSpec];

/** A regional table: the region's TV + Internet bundle, then the two most-asked TV-only packages. */
function regionTable(bundlePrice: string, packages: Ladder, bundleChannels: string): TableData {
  const [, popular, top] = packages;
  return {
    headers: regionHeaders,
    rows: [
      {
        package: 'TV + Internet bundle',
        channels: bundleChannels,
        internet: 'Up to 300 Mbps',
        price: bundlePrice,
      },
      {
        package: popular.title,
        channels: popular.channels,
        internet: 'Not included',
        price: `${popular.price}/mo.`,
      },
      { package: top.title, channels: top.channels, internet: 'Not included', price: `${top.price}/mo.` },
    ],
  };
}

function banner(name: string, subTitle: string): BannerContent {
  return pageBanner('tv', `${name} TV plans and packages`, subTitle);
}

function genericFaq(name: string, maxChannels: string): FaqItem[] {
  return [
    {
      title: `How many channels can I get with ${name}?`,
      description: `${name}'s largest package carries ${maxChannels} channels. Smaller packages cost less and still include local channels in most areas.`,
    },
    {
      title: `Is ${name} TV available at my address?`,
      description:
        'Enter your zip code above to see which providers serve your area, or ask us to check your exact address: service can differ from one street to the next.',
    },
    {
      title: 'Are the prices on this page final?',
      description:
        'No. They are sample monthly prices to compare packages. Taxes, equipment and regional sports fees are extra, and the price at your address is confirmed before you order.',
    },
    {
      title: 'Can I bundle TV with internet?',
      description:
        'Yes. The regional tables show a TV + Internet bundle for the West, Central and Northeast regions; bundles usually cost less than the two services ordered separately.',
    },
  ];
}

type ProviderData = { subTitle: string; packages: Ladder; faqInfo?: FaqItem[]; sample: boolean };

/** One package of a ladder: title, monthly price, recommended Mbps, channels and its highlights. */
type Rung = [title: string, price: string, mbps: string, channels: string, highlights: string[]];

function rung([title, price, mbps, channels, highlights]: Rung): PackageSpec {
  return { title, price, mbps, channels, highlights };
}

/** A ladder from its four packages, smallest first; the third is the one we recommend. */
function ladder(a: Rung, b: Rung, c: Rung, d: Rung): Ladder {
  return [rung(a), rung(b), { ...rung(c), recommendation: true }, rung(d)];
}

const xfinityPackages = ladder(
  [
    'Choice TV',
    '$20.00',
    '75',
    '10+',
    ['Local channels and Peacock Premium', 'Stream on the Xfinity Stream app'],
  ],
  [
    'Popular TV',
    '$50.00',
    '300',
    '125+',
    ['Sports, news and kids favourites', 'X1 DVR records up to 5 shows while watching another'],
  ],
  [
    'Ultimate TV',
    '$68.50',
    '500',
    '185+',
    ['Every sports network we carry', '5 streams at home and 3 on the go'],
  ],
  [
    'Premium Choice',
    '$69.99',
    '1000',
    '200+',
    ['200+ channels with premium networks', '20% off with zero set-up fee'],
  ],
);

const spectrumPackages = ladder(
  ['TV Select Signature', '$19.99', '100', '125+', ['Local channels and news', 'Spectrum TV App included']],
  ['TV Select Plus', '$24.99', '300', '150+', ['Adds sports and local networks', 'No annual contract']],
  ['Mi Plan Latino', '$44.99', '500', '170+', ['Spanish-language channels', 'Cloud DVR included']],
  [
    'TV Select Premier',
    '$69.99',
    '1000',
    '200+',
    ['200+ channels with premium networks', 'Unlimited cloud DVR'],
  ],
);

/** Sample packages for a provider without its own data: a ladder up to the provider's maximum. */
function samplePackages(p: TvProvider, prices: [string, string, string, string]): Ladder {
  const max = Number.parseInt(p.maxChannels, 10);
  const channels = (f: number) => `${Math.round((max * f) / 10) * 10}+`;
  return ladder(
    [
      'Starter TV',
      prices[0],
      '100',
      channels(0.3),
      ['Local channels and news', `Watch on the ${p.name} app`],
    ],
    [
      'Select TV',
      prices[1],
      '300',
      channels(0.55),
      ['Sports, news and kids favourites', 'Cloud DVR included'],
    ],
    [
      'Preferred TV',
      prices[2],
      '500',
      channels(0.8),
      ['Regional sports networks', 'Record several shows at once'],
    ],
    [
      'Ultimate TV',
      prices[3],
      '1000',
      p.maxChannels,
      [`All ${p.maxChannels} channels we list for ${p.name}`, 'Premium networks included'],
    ],
  );
}

/** The banner subtitle of each provider with sample packages (a provider not listed gets a generic one). */
const sampleSubTitles: Partial<Record<string, string>> = {
  directv: 'Satellite TV anywhere in the US, with sports packages and Genie DVR.',
  dish: 'Satellite TV with a 2-year price guarantee and the Hopper DVR.',
  cox: 'Contour TV with voice remote, and bundles with Cox internet.',
  optimum: 'Cable TV with a cloud DVR and no annual contract.',
  fios: 'Fiber-optic TV with up to 350+ channels and a multi-room DVR.',
};

/** The four sample monthly prices, smallest package first, of each provider with sample packages. */
const samplePrices: Partial<Record<string, [string, string, string, string]>> = {
  directv: ['$64.99', '$84.99', '$104.99', '$154.99'],
  dish: ['$59.99', '$79.99', '$99.99', '$114.99'],
  cox: ['$25.00', '$61.00', '$91.00', '$138.00'],
  optimum: ['$30.00', '$85.00', '$115.00', '$145.00'],
  fios: ['$70.00', '$90.00', '$110.00', '$130.00'],
};

function providerData(p: TvProvider): ProviderData {
  switch (p.slug) {
    case 'xfinity':
      return {
        subTitle: 'Choose the channels you love, with 20% off and zero set-up fee.',
        packages: xfinityPackages,
        sample: false,
        faqInfo: [
          {
            title: 'Which Xfinity TV package is right for me?',
            description:
              'Choice TV covers local channels for $20.00 a month; Popular TV adds the sports, news and kids networks most households watch; Ultimate TV and Premium Choice add every sports network and premium channels, up to 200+ channels.',
          },
          {
            title: 'How many shows can the X1 DVR record?',
            description:
              'The X1 DVR records up to 5 shows while you watch another, and recordings play back on the Xfinity Stream app.',
          },
          {
            title: 'How many TVs and devices can stream at once?',
            description: 'Up to 5 streams at home and 3 on the go with the Xfinity Stream app.',
          },
          {
            title: 'Is there a set-up fee?',
            description:
              'Current online offers include 20% off with zero set-up fee. Equipment such as the Wi-Fi gateway ($14 per month) is billed separately.',
          },
          ...genericFaq(p.name, p.maxChannels).slice(1, 2),
        ],
      };
    case 'spectrum':
      return {
        subTitle: 'No annual contracts, and 200+ channels on the biggest plan.',
        packages: spectrumPackages,
        sample: false,
      };
    default:
      return {
        subTitle: sampleSubTitles[p.slug] ?? `${p.tvType} TV packages with up to ${p.maxChannels} channels.`,
        packages: samplePackages(p, samplePrices[p.slug] ?? ['$29.99', '$59.99', '$84.99', '$109.99']),
        sample: true,
      };
  }
}

function buildDetail(p: TvProvider): { detail: TvProviderDetail; extras: TvProviderExtras } {
  const data = providerData(p);
  const bundleChannels = data.packages[1].channels;
  const xfinity = p.slug === 'xfinity';
  return {
    detail: {
      bannerContent: banner(p.name, data.subTitle),
      packages: data.packages.map(card),
      westRegionTvPackages: regionTable(regionalBundlePrices.west, data.packages, bundleChannels),
      centralRegionTvPackages: regionTable(regionalBundlePrices.central, data.packages, bundleChannels),
      northEastRegionTvPackages: regionTable(regionalBundlePrices.northEast, data.packages, bundleChannels),
      faqInfo: data.faqInfo ?? genericFaq(p.name, p.maxChannels),
    },
    extras: {
      samplePackages: data.sample,
      promotion: {
        imageUrl: '/images/tv/promotion.svg',
        alt: xfinity
          ? 'Xfinity TV promotion: 20% off with zero set-up fee'
          : `${p.name} TV promotion: current online offers`,
        heading: xfinity ? '20% off with zero set-up fee' : `Current ${p.name} offers, checked for you`,
        text: `Order ${p.name} TV through us and we apply every current online offer. A specialist confirms the final price at your address before anything is ordered.`,
      },
      equipment: [
        {
          name: xfinity ? 'X1 DVR box' : `${p.name} DVR box`,
          imageUrl: '/images/tv/dvr-box.svg',
          description: 'Record, pause and rewind live TV on every TV in the house.',
          bulletPoints: [
            xfinity ? 'Records up to 5 shows while you watch another' : 'Records several shows at once',
            'Voice remote to find shows by name',
            'Recordings play back on the app',
          ],
        },
        {
          name: `${p.name} streaming app`,
          imageUrl: '/images/tv/streaming-app.svg',
          description: 'Your live channels and recordings on phones, tablets and smart TVs.',
          bulletPoints: [
            xfinity ? '5 streams at home and 3 on the go' : 'Stream at home and on the go',
            'Download recordings to watch offline',
            'Included with every TV package',
          ],
        },
      ],
    },
  };
}

const built = new Map(tvProviders.map((p) => [p.slug, buildDetail(p)]));

/** The detail data of one TV provider, or undefined for an unknown slug. */
export function tvProviderDetail(slug: string): TvProviderDetail | undefined {
  return built.get(slug)?.detail;
}

/** Page parts outside the SPEC 3 shape (promotion, equipment, sample flag), or undefined. */
export function tvProviderExtras(slug: string): TvProviderExtras | undefined {
  return built.get(slug)?.extras;
}
