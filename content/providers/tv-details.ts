import type { PackageCard, TableData, TvProviderDetail } from '../../contracts/content.ts';
import { tvProviders } from './tv.ts';

// TV provider detail data (SPEC 3 and 9). xfinity and spectrum carry the SPEC's prices; the
// others are sample data in the same shape.

const regionHeaders = [
  { key: 'package', label: 'Package' },
  { key: 'channels', label: 'Channels' },
  { key: 'price', label: 'Price' },
];

function regionTable(bundlePrice: string): TableData {
  return {
    headers: regionHeaders,
    rows: [{ package: 'TV + Internet bundle', channels: '200+', price: bundlePrice }],
  };
}

function card(packageTitle: string, price: string, mbps: string, recommendation = false): PackageCard {
  return {
    mbps,
    packageTitle,
    packageDescription: ['Live TV and On Demand', 'Stream on the app at home'],
    price,
    planDuration: 'month',
    recommendation,
  };
}

const details: Record<string, TvProviderDetail> = {
  xfinity: {
    bannerContent: {
      title: 'Xfinity TV plans and packages',
      subTitle: 'Choose the channels you love, with 20% off and zero set-up fee.',
      bannerImageUrl: '/images/banners/tv.svg',
      bannerResposiveImageUrl: '/images/banners/tv-small.svg',
      buttonLabel: 'Check Availability',
    },
    packages: [
      card('Choice TV', '$20.00', '100'),
      card('Popular TV', '$50.00', '300'),
      card('Ultimate TV', '$68.50', '500', true),
      card('Premium Choice', '$69.99', '1000'),
    ],
    westRegionTvPackages: regionTable('$125/mo.'),
    centralRegionTvPackages: regionTable('$150/mo.'),
    northEastRegionTvPackages: regionTable('$140/mo.'),
    faqInfo: [
      { title: 'Which Xfinity TV package is right for me?', description: 'Call us and we will help.' },
    ],
  },
  spectrum: {
    bannerContent: {
      title: 'Spectrum TV plans and packages',
      subTitle: 'No contracts, and 200+ channels on the biggest plan.',
      bannerImageUrl: '/images/banners/tv.svg',
      bannerResposiveImageUrl: '/images/banners/tv-small.svg',
      buttonLabel: 'Check Availability',
    },
    packages: [
      card('TV Select', '$19.99', '100'),
      card('TV Silver', '$24.99', '300'),
      card('TV Gold', '$44.99', '500', true),
      card('TV Gold + Internet', '$69.99', '1000'),
    ],
    westRegionTvPackages: regionTable('$125/mo.'),
    centralRegionTvPackages: regionTable('$150/mo.'),
    northEastRegionTvPackages: regionTable('$140/mo.'),
    faqInfo: [],
  },
};

/** The detail data of one TV provider, or undefined for an unknown slug. */
export function tvProviderDetail(slug: string): TvProviderDetail | undefined {
  if (!tvProviders.some((p) => p.slug === slug)) return undefined;
  return details[slug];
}
