import type {
  BannerContent,
  FaqItem,
  PackageCard,
  TableData,
  TvProvider,
  TvProviderDetail,
  TvProviderExtras,
} from '../../contracts/content.ts';
import { banner as pageBanner, tableHeaders } from '../blocks.ts';
import { tvProviders } from './tv.ts';

// TV provider detail data (SPEC 3 and 9), one entry per provider in tv.ts. Server-only (`.server`):
// the route's loader and the API read it; React Router keeps it out of client chunks, and the
// build fails if any of it reaches one (scripts/build/server-only.ts). xfinity and spectrum
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

const xfinityPackages: Ladder = [
  {
    title: 'Choice TV',
    price: '$20.00',
    mbps: '75',
    channels: '10+',
    highlights: ['Local channels and Peacock Premium', 'Stream on the Xfinity Stream app'],
  },
  {
    title: 'Popular TV',
    price: '$50.00',
    mbps: '300',
    channels: '125+',
    highlights: ['Sports, news and kids favourites', 'X1 DVR records up to 5 shows while watching another'],
  },
  {
    title: 'Ultimate TV',
    price: '$68.50',
    mbps: '500',
    channels: '185+',
    highlights: ['Every sports network we carry', '5 streams at home and 3 on the go'],
    recommendation: true,
  },
  {
    title: 'Premium Choice',
    price: '$69.99',
    mbps: '1000',
    channels: '200+',
    highlights: ['200+ channels with premium networks', '20% off with zero set-up fee'],
  },
];

const spectrumPackages: Ladder = [
  {
    title: 'TV Select Signature',
    price: '$19.99',
    mbps: '100',
    channels: '125+',
    highlights: ['Local channels and news', 'Spectrum TV App included'],
  },
  {
    title: 'TV Select Plus',
    price: '$24.99',
    mbps: '300',
    channels: '150+',
    highlights: ['Adds sports and local networks', 'No annual contract'],
  },
  {
    title: 'Mi Plan Latino',
    price: '$44.99',
    mbps: '500',
    channels: '170+',
    highlights: ['Spanish-language channels', 'Cloud DVR included'],
    recommendation: true,
  },
  {
    title: 'TV Select Premier',
    price: '$69.99',
    mbps: '1000',
    channels: '200+',
    highlights: ['200+ channels with premium networks', 'Unlimited cloud DVR'],
  },
];

/** Sample packages for a provider without its own data: a ladder up to the provider's maximum. */
function samplePackages(p: TvProvider, prices: [string, string, string, string]): Ladder {
  const max = Number.parseInt(p.maxChannels, 10);
  const channels = (f: number) => `${Math.round((max * f) / 10) * 10}+`;
  return [
    {
      title: 'Starter TV',
      price: prices[0],
      mbps: '100',
      channels: channels(0.3),
      highlights: ['Local channels and news', `Watch on the ${p.name} app`],
    },
    {
      title: 'Select TV',
      price: prices[1],
      mbps: '300',
      channels: channels(0.55),
      highlights: ['Sports, news and kids favourites', 'Cloud DVR included'],
    },
    {
      title: 'Preferred TV',
      price: prices[2],
      mbps: '500',
      channels: channels(0.8),
      highlights: ['Regional sports networks', 'Record several shows at once'],
      recommendation: true,
    },
    {
      title: 'Ultimate TV',
      price: prices[3],
      mbps: '1000',
      channels: p.maxChannels,
      highlights: [`All ${p.maxChannels} channels we list for ${p.name}`, 'Premium networks included'],
    },
  ];
}

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
    case 'directv':
      return {
        subTitle: 'Satellite TV anywhere in the US, with sports packages and Genie DVR.',
        packages: samplePackages(p, ['$64.99', '$84.99', '$104.99', '$154.99']),
        sample: true,
      };
    case 'dish':
      return {
        subTitle: 'Satellite TV with a 2-year price guarantee and the Hopper DVR.',
        packages: samplePackages(p, ['$59.99', '$79.99', '$99.99', '$114.99']),
        sample: true,
      };
    case 'cox':
      return {
        subTitle: 'Contour TV with voice remote, and bundles with Cox internet.',
        packages: samplePackages(p, ['$25.00', '$61.00', '$91.00', '$138.00']),
        sample: true,
      };
    case 'optimum':
      return {
        subTitle: 'Cable TV with a cloud DVR and no annual contract.',
        packages: samplePackages(p, ['$30.00', '$85.00', '$115.00', '$145.00']),
        sample: true,
      };
    case 'fios':
      return {
        subTitle: 'Fiber-optic TV with up to 350+ channels and a multi-room DVR.',
        packages: samplePackages(p, ['$70.00', '$90.00', '$110.00', '$130.00']),
        sample: true,
      };
    default:
      return {
        subTitle: `${p.tvType} TV packages with up to ${p.maxChannels} channels.`,
        packages: samplePackages(p, ['$29.99', '$59.99', '$84.99', '$109.99']),
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
