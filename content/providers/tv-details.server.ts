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
import { tvName } from '../base/tv-name.ts';
import { providerFields } from './lists.ts';
import { tvProviders } from './tv.ts';

// TV provider detail data (SPEC 3 and 9), one entry per provider in tv.ts. Server-only (`.server`):
// the route's loader and the API read it; React Router keeps it out of client chunks, and the
// build fails if any of it reaches one (scripts/server-only.ts). xfinity and spectrum
// carry the SPEC's package prices; the others are sample data in the same shape, and their pages
// say so. GET /api/tv-providers/{slug} serves exactly what tvProviderDetail() returns.

/** Regional TV + Internet bundle prices (SPEC 9), the same figure on every provider's table. */
export const regionalBundlePrices = {
  west: '$125',
  central: '$150',
  northEast: '$140',
} as const;

type PackageSpec = {
  title: string;
  price: string;
  mbps: string;
  channels: string;
  highlights: string[];
  recommendation?: boolean;
};

/** Four packages, smallest first. */
type Ladder = [PackageSpec, PackageSpec, PackageSpec, PackageSpec];

/** One package of a ladder: title, monthly price, recommended Mbps, channels and its highlights. */
type Rung = [title: string, price: string, mbps: string, channels: string, highlights: string[]];

/** The words of every TV provider's detail, in one language (the Spanish twin: tv-details.es.server.ts). */
export type TvDetailWords = {
  headers: { package: string; channels: string; internet: string; price: string };
  /** After a monthly price: "$125" + "/mo.". */
  perMonth: string;
  bundle: string;
  bundleInternet: string;
  notIncluded: string;
  channels: (count: string) => string;
  bannerTitle: (name: string) => string;
  bannerButton: string;
  genericFaq: (name: string, maxChannels: string) => FaqItem[];
  xfinity: { subTitle: string; packages: [Rung, Rung, Rung, Rung]; faq: FaqItem[] };
  spectrum: { subTitle: string; packages: [Rung, Rung, Rung, Rung] };
  /** The titles and highlights of the sample ladder, smallest first. */
  sample: (p: TvProvider) => [string, string[]][];
  sampleSubTitles: Partial<Record<string, string>>;
  genericSubTitle: (p: TvProvider) => string;
  promotion: {
    xfinityAlt: string;
    alt: (name: string) => string;
    xfinityHeading: string;
    heading: (name: string) => string;
    text: (name: string) => string;
  };
  dvr: {
    xfinityName: string;
    name: (name: string) => string;
    description: string;
    xfinityRecords: string;
    records: string;
    bullets: [string, string];
  };
  app: {
    name: (name: string) => string;
    description: string;
    xfinityStreams: string;
    streams: string;
    bullets: [string, string];
  };
};

export const englishTvWords: TvDetailWords = {
  headers: { package: 'Package', channels: 'Channels', internet: 'Internet speed', price: 'Price' },
  perMonth: '/mo.',
  bundle: 'TV + Internet bundle',
  bundleInternet: 'Up to 300 Mbps',
  notIncluded: 'Not included',
  channels: (count) => `${count} channels`,
  bannerTitle: (name) => `${tvName(name)} plans and packages`,
  bannerButton: 'Check Availability',
  genericFaq: (name, maxChannels) => [
    {
      title: `How many channels can I get with ${name}?`,
      description: `${name}'s largest package carries ${maxChannels} channels. Smaller packages cost less and still include local channels in most areas.`,
    },
    {
      title: `Is ${tvName(name)} available at my address?`,
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
  ],
  xfinity: {
    subTitle: 'Choose the channels you love, with 20% off and zero set-up fee.',
    packages: [
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
    ],
    faq: [
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
    ],
  },
  spectrum: {
    subTitle: 'No annual contracts, and 200+ channels on the biggest plan.',
    packages: [
      [
        'TV Select Signature',
        '$19.99',
        '100',
        '125+',
        ['Local channels and news', 'Spectrum TV App included'],
      ],
      ['TV Select Plus', '$24.99', '300', '150+', ['Adds sports and local networks', 'No annual contract']],
      ['Mi Plan Latino', '$44.99', '500', '170+', ['Spanish-language channels', 'Cloud DVR included']],
      [
        'TV Select Premier',
        '$69.99',
        '1000',
        '200+',
        ['200+ channels with premium networks', 'Unlimited cloud DVR'],
      ],
    ],
  },
  sample: (p) => [
    ['Starter TV', ['Local channels and news', `Watch on the ${p.name} app`]],
    ['Select TV', ['Sports, news and kids favourites', 'Cloud DVR included']],
    ['Preferred TV', ['Regional sports networks', 'Record several shows at once']],
    ['Ultimate TV', [`All ${p.maxChannels} channels we list for ${p.name}`, 'Premium networks included']],
  ],
  sampleSubTitles: {
    directv: 'Satellite TV anywhere in the US, with sports packages and Genie DVR.',
    dish: 'Satellite TV with a 2-year price guarantee and the Hopper DVR.',
    cox: 'Contour TV with voice remote, and bundles with Cox internet.',
    optimum: 'Cable TV with a cloud DVR and no annual contract.',
    fios: 'Fiber-optic TV with up to 350+ channels and a multi-room DVR.',
  },
  genericSubTitle: (p) => `${p.tvType} TV packages with up to ${p.maxChannels} channels.`,
  promotion: {
    xfinityAlt: 'Xfinity TV promotion: 20% off with zero set-up fee',
    alt: (name) => `${tvName(name)} promotion: current online offers`,
    xfinityHeading: '20% off with zero set-up fee',
    heading: (name) => `Current ${name} offers, checked for you`,
    text: (name) =>
      `Order ${tvName(name)} through us and we apply every current online offer. A specialist confirms the final price at your address before anything is ordered.`,
  },
  dvr: {
    xfinityName: 'X1 DVR box',
    name: (name) => `${name} DVR box`,
    description: 'Record, pause and rewind live TV on every TV in the house.',
    xfinityRecords: 'Records up to 5 shows while you watch another',
    records: 'Records several shows at once',
    bullets: ['Voice remote to find shows by name', 'Recordings play back on the app'],
  },
  app: {
    name: (name) => `${name} streaming app`,
    description: 'Your live channels and recordings on phones, tablets and smart TVs.',
    xfinityStreams: '5 streams at home and 3 on the go',
    streams: 'Stream at home and on the go',
    bullets: ['Download recordings to watch offline', 'Included with every TV package'],
  },
};

/** The four sample monthly prices, smallest package first, of each provider with sample packages. */
const samplePrices: Partial<Record<string, [string, string, string, string]>> = {
  directv: ['$64.99', '$84.99', '$104.99', '$154.99'],
  dish: ['$59.99', '$79.99', '$99.99', '$114.99'],
  cox: ['$25.00', '$61.00', '$91.00', '$138.00'],
  optimum: ['$30.00', '$85.00', '$115.00', '$145.00'],
  fios: ['$70.00', '$90.00', '$110.00', '$130.00'],
};

function rung([title, price, mbps, channels, highlights]: Rung): PackageSpec {
  return { title, price, mbps, channels, highlights };
}

/** A ladder from its four packages, smallest first; the third is the one we recommend. */
function ladder([a, b, c, d]: [Rung, Rung, Rung, Rung]): Ladder {
  return [rung(a), rung(b), { ...rung(c), recommendation: true }, rung(d)];
}

/** Sample packages for a provider without its own data: a ladder up to the provider's maximum. */
function samplePackages(w: TvDetailWords, p: TvProvider, prices: [string, string, string, string]): Ladder {
  const max = Number.parseInt(p.maxChannels, 10);
  const channels = [0.3, 0.55, 0.8].map((f) => `${Math.round((max * f) / 10) * 10}+`);
  const mbps = ['100', '300', '500', '1000'];
  const words = w.sample(p);
  const rungs = words.map(
    ([title, highlights], i): Rung => [
      title,
      prices[i] ?? '',
      mbps[i] ?? '',
      channels[i] ?? p.maxChannels,
      highlights,
    ],
  );
  return ladder(rungs as [Rung, Rung, Rung, Rung]);
}

type ProviderData = { subTitle: string; packages: Ladder; faqInfo?: FaqItem[]; sample: boolean };

function providerData(w: TvDetailWords, p: TvProvider): ProviderData {
  switch (p.slug) {
    case 'xfinity':
      return {
        subTitle: w.xfinity.subTitle,
        packages: ladder(w.xfinity.packages),
        sample: false,
        faqInfo: [...w.xfinity.faq, ...w.genericFaq(p.name, p.maxChannels).slice(1, 2)],
      };
    case 'spectrum':
      return { subTitle: w.spectrum.subTitle, packages: ladder(w.spectrum.packages), sample: false };
    default:
      return {
        subTitle: w.sampleSubTitles[p.slug] ?? w.genericSubTitle(p),
        packages: samplePackages(w, p, samplePrices[p.slug] ?? ['$29.99', '$59.99', '$84.99', '$109.99']),
        sample: true,
      };
  }
}

function buildDetail(
  w: TvDetailWords,
  p: TvProvider,
): { detail: TvProviderDetail; extras: TvProviderExtras } {
  const data = providerData(w, p);
  const bundleChannels = data.packages[1].channels;
  const xfinity = p.slug === 'xfinity';
  const card = (s: PackageSpec): PackageCard => ({
    mbps: s.mbps,
    packageTitle: s.title,
    packageDescription: [w.channels(s.channels), ...s.highlights],
    price: s.price,
    planDuration: 'month',
    recommendation: s.recommendation ?? false,
  });
  /** A regional table: the region's TV + Internet bundle, then the two most-asked TV-only packages. */
  const regionTable = (bundlePrice: string): TableData => {
    const [, popular, top] = data.packages;
    return {
      headers: tableHeaders(w.headers),
      rows: [
        {
          package: w.bundle,
          channels: bundleChannels,
          internet: w.bundleInternet,
          price: `${bundlePrice}${w.perMonth}`,
        },
        ...[popular, top].map((s) => ({
          package: s.title,
          channels: s.channels,
          internet: w.notIncluded,
          price: `${s.price}${w.perMonth}`,
        })),
      ],
    };
  };
  const bannerContent: BannerContent = pageBanner('tv', w.bannerTitle(p.name), data.subTitle, w.bannerButton);
  return {
    detail: {
      bannerContent,
      packages: data.packages.map(card),
      westRegionTvPackages: regionTable(regionalBundlePrices.west),
      centralRegionTvPackages: regionTable(regionalBundlePrices.central),
      northEastRegionTvPackages: regionTable(regionalBundlePrices.northEast),
      faqInfo: data.faqInfo ?? w.genericFaq(p.name, p.maxChannels),
    },
    extras: {
      samplePackages: data.sample,
      promotion: {
        imageUrl: '/images/tv/promotion.svg',
        alt: xfinity ? w.promotion.xfinityAlt : w.promotion.alt(p.name),
        heading: xfinity ? w.promotion.xfinityHeading : w.promotion.heading(p.name),
        text: w.promotion.text(p.name),
      },
      equipment: [
        {
          name: xfinity ? w.dvr.xfinityName : w.dvr.name(p.name),
          imageUrl: '/images/tv/dvr-box.svg',
          description: w.dvr.description,
          bulletPoints: [xfinity ? w.dvr.xfinityRecords : w.dvr.records, ...w.dvr.bullets],
        },
        {
          name: w.app.name(p.name),
          imageUrl: '/images/tv/streaming-app.svg',
          description: w.app.description,
          bulletPoints: [xfinity ? w.app.xfinityStreams : w.app.streams, ...w.app.bullets],
        },
      ],
    },
  };
}

/**
 * Every TV provider's detail and extras in the language of `words`, by slug: of `providers` (the
 * code's by default, or as the editors published them: one renamed or added is built for its page).
 */
export function tvDetailsIn(words: TvDetailWords) {
  const built = new Map(tvProviders.map((p) => [p.slug, { provider: p, ...buildDetail(words, p) }]));
  const pageOf = (slug: string, providers: readonly TvProvider[]) => {
    const provider = providers.find((p) => p.slug === slug);
    if (!provider) return undefined;
    const code = built.get(slug);
    const same = code && providerFields.tv.every((f) => code.provider[f] === provider[f]);
    return same ? code : buildDetail(words, provider);
  };
  return {
    /** The detail data of one TV provider, or undefined for an unknown slug. */
    detail: (slug: string, providers: readonly TvProvider[] = tvProviders): TvProviderDetail | undefined =>
      pageOf(slug, providers)?.detail,
    /** Page parts outside the SPEC 3 shape (promotion, equipment, sample flag), or undefined. */
    extras: (slug: string, providers: readonly TvProvider[] = tvProviders): TvProviderExtras | undefined =>
      pageOf(slug, providers)?.extras,
    /**
     * A detail with an editor's package cards (decision 089): the cards, and in each regional
     * table the TV-only rows (the second and third packages) named and priced as their cards are,
     * a row without its card left out. With the seed's own cards it is the detail unchanged.
     */
    withPackages: (detail: TvProviderDetail, packages: PackageCard[]): TvProviderDetail => {
      const table = (t: TableData): TableData => ({
        ...t,
        rows: t.rows.flatMap((row, i) => {
          if (i === 0) return [row];
          const card = packages[i];
          return card
            ? [{ ...row, package: card.packageTitle, price: `${card.price}${words.perMonth}` }]
            : [];
        }),
      });
      return {
        ...detail,
        packages,
        westRegionTvPackages: table(detail.westRegionTvPackages),
        centralRegionTvPackages: table(detail.centralRegionTvPackages),
        northEastRegionTvPackages: table(detail.northEastRegionTvPackages),
      };
    },
  };
}

const english = tvDetailsIn(englishTvWords);

/** The detail data of one TV provider, or undefined for an unknown slug. */
export const tvProviderDetail = english.detail;

/** Page parts outside the SPEC 3 shape (promotion, equipment, sample flag), or undefined. */
export const tvProviderExtras = english.extras;

/** A detail with an editor's package cards, in English (`withPackages`). */
export const tvDetailWithPackages = english.withPackages;
