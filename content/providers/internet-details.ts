import type {
  CategoryListingCopy,
  FaqItem,
  InternetDetail,
  InternetProvider,
  LinkItem,
  PackageCard,
  TableData,
} from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import { banner, detailBySlug, tableHeaders } from '../base/blocks.ts';
import { categoryPaths, genericDetailPath } from '../base/paths.ts';
import { internetComparisonRows } from '../base/tables.ts';
import type { ProvidersNearYouContent, ServiceCard, Testimonial } from '../base/ui.ts';
import { internetProviders, internetTypeLabels } from './internet.ts';

// Internet listing and detail data (SPEC 2, 3 and 9). The four plans and five comparison rows are
// the SPEC's static sample plans; a provider with plans of its own type (satellite, 5G) shows
// those, everything else shows the sample plans, and every page says the pricing is a sample.

type PlanSpec = {
  title: string;
  price: string;
  mbps: string;
  speed: string;
  devices: number;
  extra: string;
  recommendation?: boolean;
};

function plan(p: PlanSpec): PackageCard {
  return {
    mbps: p.mbps,
    packageTitle: p.title,
    packageDescription: [`${p.speed} download speeds`, `Connect up to ${p.devices} devices`, p.extra],
    price: p.price,
    planDuration: 'month',
    recommendation: p.recommendation ?? false,
  };
}

/**
 * The cards of a list of plans. Marked free of side effects: the lists are loader data, and a
 * client chunk that imports this module for its other exports drops them.
 */
/* @__NO_SIDE_EFFECTS__ */
function plans(specs: PlanSpec[]): PackageCard[] {
  return specs.map(plan);
}

/** SPEC 3 static sample internet plans. */
export const sampleInternetPlans: PackageCard[] = plans([
  {
    title: 'Connect Basic',
    price: '$19.99',
    mbps: '150',
    speed: '150 Mbps',
    devices: 5,
    extra: 'Email, browsing and HD streaming on one TV',
  },
  {
    title: 'Connect Extra',
    price: '$24.99',
    mbps: '300',
    speed: '100-300 Mbps',
    devices: 10,
    extra: 'Video calls and streaming on several screens',
  },
  {
    title: 'Connect Gigabit',
    price: '$44.99',
    mbps: '1200',
    speed: '1,200 Mbps',
    devices: 25,
    extra: 'Large households, gaming and 4K streaming',
    recommendation: true,
  },
  {
    title: 'Gigabit More',
    price: '$69.99',
    mbps: '1600',
    speed: '1,600 Mbps',
    devices: 50,
    extra: 'Smart homes and large file uploads',
  },
]);

const satellitePlans: PackageCard[] = plans([
  {
    title: 'Satellite 25',
    price: '$49.99',
    mbps: '25',
    speed: '25 Mbps',
    devices: 5,
    extra: 'Works almost anywhere',
  },
  {
    title: 'Satellite 50',
    price: '$64.99',
    mbps: '50',
    speed: '50 Mbps',
    devices: 8,
    extra: 'Priority data',
  },
  {
    title: 'Satellite 100',
    price: '$79.99',
    mbps: '100',
    speed: '100 Mbps',
    devices: 12,
    extra: 'HD streaming on two screens',
    recommendation: true,
  },
  {
    title: 'Satellite 150',
    price: '$99.99',
    mbps: '150',
    speed: '150 Mbps',
    devices: 15,
    extra: 'Most priority data',
  },
]);

const fixedWirelessPlans: PackageCard[] = plans([
  {
    title: 'Home 5G',
    price: '$50.00',
    mbps: '133',
    speed: '72-245 Mbps',
    devices: 10,
    extra: 'No annual contract',
  },
  {
    title: 'Home 5G Plus',
    price: '$60.00',
    mbps: '300',
    speed: '87-415 Mbps',
    devices: 15,
    extra: 'Mesh access point',
  },
  {
    title: 'Home 5G Max',
    price: '$70.00',
    mbps: '1000',
    speed: '133-1,000 Mbps',
    devices: 25,
    extra: 'Price lock for 3 years',
    recommendation: true,
  },
  {
    title: 'Home 5G + Mobile',
    price: '$85.00',
    mbps: '1000',
    speed: '133-1,000 Mbps',
    devices: 25,
    extra: 'Includes one mobile line',
  },
]);

/**
 * The comparison table's rows (SPEC 2) as the `internet-pages` document writes them: the seed's, the
 * same in Spanish (a tier's name and speeds have no language; the table says "/mo." or "/mes").
 */
export const internetComparisonSeed: ContentData<'internet-pages'>['comparison'] = [
  { package: 'Connect', priceFrom: '$19.99', priceTo: '$29.99', download: '150 Mbps', upload: '10 Mbps' },
  {
    package: 'Connect More',
    priceFrom: '$24.99',
    priceTo: '$39.99',
    download: '300 Mbps',
    upload: '20 Mbps',
  },
  { package: 'Fast', priceFrom: '$44.99', priceTo: '$59.99', download: '500 Mbps', upload: '20 Mbps' },
  { package: 'Superfast', priceFrom: '$54.99', priceTo: '$74.99', download: '800 Mbps', upload: '20 Mbps' },
  { package: 'Gigabit', priceFrom: '$69.99', priceTo: '$89.99', download: '1,200 Mbps', upload: '35 Mbps' },
];

/**
 * Comparison table (SPEC 2: Packages, Price, Download speeds, Upload speeds) with the seed's rows.
 * A function: the listing page's chunk imports this module, and drops what no function of its calls.
 */
function internetComparisonTable(): TableData {
  return {
    headers: tableHeaders({
      package: 'Packages',
      price: 'Price',
      download: 'Download speeds',
      upload: 'Upload speeds',
    }),
    rows: internetComparisonRows(internetComparisonSeed, 'en'),
  };
}

/** The three feature cards (home Wi-Fi gateway, hotspots, mobile) with the SPEC 9 claims. */
export const internetFeatureCards: readonly ServiceCard[] = [
  {
    icon: 'router',
    serviceHeading: 'Home Wi-Fi gateway',
    serviceDescription: 'One box for modem and router, with coverage for the whole home.',
    bulletPoints: ['Wi-Fi gateway rental $14 per month', 'Or bring your own compatible modem'],
  },
  {
    icon: 'hotspot',
    serviceHeading: 'Wi-Fi hotspots',
    serviceDescription: 'Stay online away from home at no extra cost.',
    bulletPoints: ['18 million+ hotspots nationwide', 'Included with most plans'],
  },
  {
    icon: 'mobile',
    serviceHeading: 'Mobile',
    serviceDescription: 'Add mobile lines to your internet plan and save on both.',
    bulletPoints: ['20% off with zero set-up fee', 'Uses the hotspot network where available'],
  },
];

export const internetOtherServices: LinkItem[] = [
  { label: 'TV plans', to: categoryPaths.tv },
  { label: 'Streaming services', to: categoryPaths.streaming },
  { label: 'All internet providers', to: categoryPaths.internet },
  { label: 'Talk to a specialist', to: '/contact-us' },
];

export const internetResources: LinkItem[] = [
  {
    label: 'Internet providers by connection type',
    to: `${categoryPaths.internet}#providers-by-type`,
    description: '5G / fixed wireless, cable, fiber, DSL / fiber and satellite, side by side.',
  },
  {
    label: 'Compare TV providers',
    to: `${categoryPaths.tv}#comparison`,
    description: 'Channels, TV type and availability of eight TV providers.',
  },
  {
    label: 'Bundle internet with streaming',
    to: `${genericDetailPath.streaming}#bundles`,
    description: 'Live TV streaming plans with an internet plan, priced together.',
  },
  {
    label: 'How we handle your details',
    to: '/privacy-policy',
    description: 'What the availability form collects, and why.',
  },
];

export const internetTestimonials: readonly Testimonial[] = [
  {
    text: 'I was paying for a gigabit I never used. They moved me to a 300 Mbps plan and my bill dropped.',
    name: 'Kevin L.',
    city: 'Austin, TX',
  },
  {
    text: 'Fiber had just reached our street and they were the first to tell me. Uploads are finally fast.',
    name: 'Hannah R.',
    city: 'Kansas City, MO',
  },
  {
    text: 'Out in the country our only choices were satellite and 5G. They explained the data limits clearly.',
    name: 'Tom B.',
    city: 'Bozeman, MT',
  },
  {
    text: 'Clear prices with the equipment fee spelled out. Ordering took one phone call.',
    name: 'Alicia M.',
    city: 'Tampa, FL',
  },
];

function detailFaq(name: string, type?: InternetProvider['type']): FaqItem[] {
  return [
    {
      title: `What internet speed do I need${name === 'home internet' ? '' : ` from ${name}`}?`,
      description:
        type === 'satellite'
          ? 'About 25 Mbps covers browsing and one HD stream; 100 Mbps or more suits a household that streams on several screens. Satellite plans also have priority-data allowances, so compare those too.'
          : 'For one or two people who browse and stream, 100-300 Mbps is plenty. Households with many devices, 4K streaming or gaming do better with 500 Mbps or more.',
    },
    {
      title: 'Do I have to rent the Wi-Fi gateway?',
      description:
        'No. The Wi-Fi gateway rental is $14 per month and includes replacements; you can use a compatible modem and router of your own instead.',
    },
    {
      title: 'Are these prices final?',
      description:
        'They are sample monthly prices for comparing plans. Promotional prices rise after the promotion ends; taxes and equipment fees are extra. The price at your address is confirmed before you order.',
    },
    {
      title: 'How do I know which plans reach my address?',
      description: 'Enter your zip code above, or use Check Availability and we check your exact address.',
    },
  ];
}

const typeSubtitles: Record<InternetProvider['type'], (name: string) => string> = {
  '5g-fixed-wireless': (n) => `${n} brings home internet over its 5G network: no cables, simple set-up.`,
  cable: (n) => `${n} cable internet: fast downloads over the line already in most homes.`,
  fiber: (n) => `${n}: fiber-optic internet with upload speeds as fast as downloads.`,
  'dsl-fiber': (n) => `${n}: fiber where it has been built, DSL everywhere else on its network.`,
  satellite: (n) => `${n} satellite internet reaches almost every address in the US.`,
};

function plansFor(p: InternetProvider): PackageCard[] {
  if (p.type === 'satellite') return satellitePlans;
  if (p.type === '5g-fixed-wireless') return fixedWirelessPlans;
  return sampleInternetPlans;
}

/** Internet detail data for one provider, the generic page (no slug), or undefined if unknown. */
export function internetDetail(
  slug?: string,
  providers: readonly InternetProvider[] = internetProviders,
): InternetDetail | undefined {
  return detailBySlug(
    slug,
    providers,
    {
      comparison: internetComparisonTable(),
    },
    {
      bannerContent: banner(
        'internet',
        'Home internet plans',
        'Fast, reliable home internet with Wi-Fi included.',
      ),
      plans: sampleInternetPlans,
      samplePlans: true,
      faqInfo: detailFaq('home internet'),
    },
    (p) => ({
      bannerContent: banner('internet', `${p.name} internet plans`, typeSubtitles[p.type](p.name)),
      plans: plansFor(p),
      samplePlans: true,
      faqInfo: detailFaq(p.name, p.type),
    }),
  );
}

/** Providers grouped by connection type, in the order of SPEC 2, empty groups left out. */
export function internetProvidersByType(providers: readonly InternetProvider[] = internetProviders) {
  return (Object.keys(internetTypeLabels) as InternetProvider['type'][])
    .map((type) => ({
      type,
      label: internetTypeLabels[type],
      providers: providers.filter((p) => p.type === type),
    }))
    .filter((g) => g.providers.length > 0);
}

export const internetNearYou: ProvidersNearYouContent = {
  heading: 'Internet providers near you',
  subHeading: 'Give us your address and we tell you which providers and speeds reach it.',
};

export const internetListingCopy: CategoryListingCopy = {
  bannerContent: banner(
    'internet',
    'Compare home internet providers',
    'Fiber, cable, 5G, DSL and satellite internet: find what reaches your address.',
  ),
  intro: 'Fourteen internet providers by connection type. Pick one to see its plans and speeds.',
};
