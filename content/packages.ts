import type { PackageCard } from '../contracts/content.ts';

// Home package selector (SPEC 3): four cards; the third is the recommendation.
export const homePackages: readonly PackageCard[] = [
  {
    mbps: '30',
    packageTitle: 'Internet',
    packageDescription: [
      'Great for browsing, e-mail and HD streaming',
      'Wi-Fi router included',
      'No annual contract',
    ],
    price: '$25.99',
    planDuration: 'month',
    recommendation: false,
  },
  {
    mbps: '80',
    packageTitle: 'TV Box',
    packageDescription: ['125+ live channels', 'Cloud DVR with 50 hours', 'Watch on the app at home'],
    price: '$45.99',
    planDuration: 'month',
    recommendation: false,
  },
  {
    mbps: '120',
    packageTitle: 'Internet + TV Box',
    packageDescription: ['200+ live channels', 'Fast Wi-Fi for the whole home', 'Free installation'],
    price: '$69.99',
    planDuration: 'month',
    recommendation: true,
  },
  {
    mbps: '200',
    packageTitle: 'Internet + TV Box',
    packageDescription: ['All premium channels', 'Unlimited cloud DVR', 'Wi-Fi extender included'],
    price: '$145.99',
    planDuration: 'month',
    recommendation: false,
  },
];
