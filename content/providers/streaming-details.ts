import type {
  CategoryListingCopy,
  FaqItem,
  PackageCard,
  StreamingDetail,
  StreamingProvider,
} from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import { banner, detailBySlug, tableHeaders } from '../base/blocks.ts';
import { streamingBundleRows, streamingPackageRows } from '../base/tables.ts';
import type { ProvidersNearYouContent, Testimonial } from '../base/ui.ts';
import { streamingConstants, streamingProviders } from './streaming.ts';

// Streaming listing and detail data (SPEC 2, 3 and 9). The packages table is the SPEC's static
// rows (live TV plan and Spanish plan); plan cards differ for live TV and on-demand services and
// are sample pricing everywhere.

/**
 * The packages and bundles tables' rows as the `streaming-pages` document writes them (the seed's):
 * every plan has the same streams and cloud DVR.
 */
export const streamingTables: Omit<ContentData<'streaming-pages'>, 'sections'> = {
  packages: [
    {
      package: 'Live TV plan',
      price: streamingConstants.livePrice,
      channels: streamingConstants.liveChannels,
      streams: streamingConstants.streams,
      dvr: streamingConstants.cloudDvr,
    },
    {
      package: 'Spanish plan',
      price: streamingConstants.spanishPrice,
      channels: '35+',
      streams: streamingConstants.streams,
      dvr: streamingConstants.cloudDvr,
    },
  ],
  bundles: [
    {
      bundle: 'Spanish plan + Connect Basic',
      price: '$49.99',
      download: '150 Mbps',
      includes: '35+ live channels, 3 streams',
    },
    {
      bundle: 'Live TV + Connect Extra',
      price: '$89.99',
      download: '100-300 Mbps',
      includes: '85-100+ live channels, unlimited cloud DVR',
    },
    {
      bundle: 'Live TV + Connect Gigabit',
      price: '$109.99',
      download: '1,200 Mbps',
      includes: '85-100+ live channels, 4K where offered',
    },
  ],
};

/**
 * The streaming packages table (SPEC 2), with the Check Availability action on each row, and the
 * bundle-with-internet table (a streaming plan with one of the sample internet plans), the seed's
 * rows. A function: the listing page's chunk imports this module, and drops what no function of its calls.
 */
function streamingTablesOf(): Pick<StreamingDetail, 'packagesTable' | 'bundlesTable'> {
  return {
    packagesTable: {
      headers: tableHeaders({
        package: 'Packages',
        price: 'Price',
        channels: 'Live Channels',
        streams: 'Streams',
        dvr: 'Cloud DVR',
        action: 'Availability',
      }),
      rows: streamingPackageRows(streamingTables.packages, 'en'),
    },
    bundlesTable: {
      headers: tableHeaders({
        bundle: 'Bundle',
        price: 'Price',
        download: 'Internet speed',
        includes: 'Includes',
      }),
      rows: streamingBundleRows(streamingTables.bundles, 'en'),
    },
  };
}

function card(
  packageTitle: string,
  price: string,
  mbps: string,
  packageDescription: string[],
  recommendation = false,
): PackageCard {
  return { mbps, packageTitle, packageDescription, price, planDuration: 'month', recommendation };
}

/** Live TV streaming plans: mbps is the internet speed we recommend for the plan. */
export const liveStreamingPlans: PackageCard[] = [
  card('Spanish Plan', streamingConstants.spanishPrice, '25', [
    '35+ Spanish-language live channels',
    '3 streams at once',
    'Cloud DVR unlimited for 9 months',
  ]),
  card(
    'Live TV',
    streamingConstants.livePrice,
    '50',
    ['85-100+ live channels', '3 streams at once', 'Cloud DVR unlimited for 9 months'],
    true,
  ),
  card('Live TV + Sports', '$84.99', '50', [
    '100+ live channels with sports networks',
    '3 streams at once',
    'Cloud DVR unlimited for 9 months',
  ]),
  card('Live TV + 4K', '$94.99', '100', [
    '100+ live channels, 4K where offered',
    'Unlimited streams at home',
    'Cloud DVR unlimited for 9 months',
  ]),
];

/** On-demand plans (sample): mbps is the internet speed we recommend for the plan's best picture. */
export const onDemandStreamingPlans: PackageCard[] = [
  card('Basic with ads', '$7.99', '25', ['Full library with short ads', 'HD on 2 screens at once']),
  card('Standard', '$15.49', '25', ['No ads', 'HD on 2 screens at once', 'Download on 2 devices'], true),
  card('Premium', '$22.99', '50', ['No ads, 4K HDR', '4 screens at once', 'Download on 6 devices']),
  card('Premium + Live TV', '$89.99', '100', [
    'Premium plus 85-100+ live channels',
    '3 live streams at once',
    'Cloud DVR unlimited for 9 months',
  ]),
];

export const streamingTestimonials: readonly Testimonial[] = [
  {
    text: 'We cut cable and kept every channel we watched. The live TV plan costs less and the DVR is unlimited.',
    name: 'Robert K.',
    city: 'Sacramento, CA',
  },
  {
    text: 'My parents wanted Spanish-language channels. The Spanish plan was exactly right and cheap.',
    name: 'Lucia F.',
    city: 'San Antonio, TX',
  },
  {
    text: 'They checked my internet speed was enough for 4K before I signed up. Thoughtful.',
    name: 'Ben O.',
    city: 'Portland, OR',
  },
  {
    text: 'The bundle table showed me internet plus live TV for less than my old cable bill.',
    name: 'Grace H.',
    city: 'Charlotte, NC',
  },
];

export const streamingNearYou: ProvidersNearYouContent = {
  heading: 'Streaming and internet near you',
  subHeading: 'Streaming needs steady internet. We check which providers and speeds reach your address.',
};

function detailFaq(name: string | null): FaqItem[] {
  const who = name ?? 'a live TV streaming service';
  return [
    {
      title: `What internet speed do I need for ${name ?? 'streaming'}?`,
      description:
        'About 25 Mbps per HD stream and 50 Mbps or more for 4K. With 3 streams at once, a 100-300 Mbps plan leaves room for everything else.',
    },
    {
      title: `How many screens can watch ${who} at once?`,
      description:
        'The live TV plans on this page include 3 streams at once; on-demand plans allow 2 to 4 screens depending on the tier.',
    },
    {
      title: 'How does the cloud DVR work?',
      description:
        'Record as many shows as you like; recordings are kept for 9 months and play on any device signed in to your account.',
    },
    {
      title: 'Are these prices final?',
      description:
        'They are sample monthly prices to compare plans. Taxes and any equipment are extra, and prices can change; the service confirms the price when you sign up.',
    },
  ];
}

function subTitleFor(p: StreamingProvider): string {
  return p.kind === 'live'
    ? `${p.name}: ${streamingConstants.liveChannels} live channels, 3 streams and an unlimited cloud DVR.`
    : `${p.name}: films and series on demand, on every screen you own.`;
}

/** Streaming detail data for one service, the generic page (no slug), or undefined if unknown. */
export function streamingDetail(
  slug?: string,
  providers: readonly StreamingProvider[] = streamingProviders,
): StreamingDetail | undefined {
  return detailBySlug(
    slug,
    providers,
    { ...streamingTablesOf(), samplePlans: true },
    {
      bannerContent: banner(
        'streaming',
        'Live TV streaming plans',
        `${streamingConstants.liveChannels} live channels for ${streamingConstants.livePrice.replace('.00', '')} a month, no cable box needed.`,
      ),
      plans: liveStreamingPlans,
      faqInfo: detailFaq(null),
    },
    (p) => ({
      bannerContent: banner('streaming', `${p.name} plans and prices`, subTitleFor(p)),
      plans: p.kind === 'live' ? liveStreamingPlans : onDemandStreamingPlans,
      faqInfo: detailFaq(p.name),
    }),
  );
}

export const streamingListingCopy: CategoryListingCopy = {
  bannerContent: banner(
    'streaming',
    'Compare streaming services',
    'On-demand libraries and live TV streaming: what each one costs and what your internet needs.',
  ),
  intro: 'On-demand services for films and series, live TV services to replace cable.',
};
