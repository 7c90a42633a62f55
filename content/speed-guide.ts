// Per-activity speeds for the speed calculator (/speed-calculator), with their sources. Download
// figures are the FCC's Broadband Speed Guide (the upper end where it gives a range). The guide
// gives no upload figures: those marked 'estimate' are ours and the page says so.

export type SpeedSource = { id: 'fcc-guide' | 'fcc-benchmark' | 'estimate'; name: string; url?: string };

export const speedSources = {
  'fcc-guide': {
    id: 'fcc-guide',
    name: 'FCC Broadband Speed Guide',
    url: 'https://www.fcc.gov/consumers/guides/broadband-speed-guide',
  },
  'fcc-benchmark': {
    id: 'fcc-benchmark',
    name: 'FCC fixed broadband benchmark, 100/20 Mbps (2024)',
    url: 'https://www.fcc.gov/document/fcc-increases-broadband-speed-benchmark',
  },
  estimate: { id: 'estimate', name: 'HomeWire estimate (the FCC guide gives no upload figure)' },
} as const satisfies Record<string, SpeedSource>;

export type ActivityId =
  | 'uhdStreams'
  | 'hdStreams'
  | 'videoCalls'
  | 'gaming'
  | 'downloads'
  | 'workFromHome'
  | 'smartHome';

export type Activity = {
  id: ActivityId;
  /** The form field's label (how many at once). */
  label: string;
  /** One of these, in the reasoning ("2 × 4K stream"). */
  unit: string;
  downMbps: number;
  upMbps: number;
  downSource: keyof typeof speedSources;
  upSource: keyof typeof speedSources;
  /** What the FCC guide says, in its words. */
  note: string;
  /** Largest number the form accepts. */
  max: number;
};

/** Everything done at the same moment; each figure is per activity. */
export const activities: readonly Activity[] = [
  {
    id: 'uhdStreams',
    label: '4K (Ultra HD) video streams',
    unit: '4K stream',
    downMbps: 25,
    upMbps: 0,
    downSource: 'fcc-guide',
    upSource: 'estimate',
    note: 'Watching video, 4K/Ultra HD: 25 Mbps',
    max: 10,
  },
  {
    id: 'hdStreams',
    label: 'HD video streams',
    unit: 'HD stream',
    downMbps: 8,
    upMbps: 0,
    downSource: 'fcc-guide',
    upSource: 'estimate',
    note: 'Watching video, HD: 5-8 Mbps',
    max: 10,
  },
  {
    id: 'videoCalls',
    label: 'Video calls',
    unit: 'video call',
    downMbps: 6,
    upMbps: 3,
    downSource: 'fcc-guide',
    upSource: 'estimate',
    note: 'HD video teleconferencing: 6 Mbps',
    max: 10,
  },
  {
    id: 'gaming',
    label: 'Online games',
    unit: 'online game',
    downMbps: 4,
    upMbps: 1,
    downSource: 'fcc-guide',
    upSource: 'estimate',
    note: 'Gaming, online multiplayer: 4 Mbps',
    max: 10,
  },
  {
    id: 'downloads',
    label: 'Large downloads',
    unit: 'large download',
    downMbps: 10,
    upMbps: 0,
    downSource: 'fcc-guide',
    upSource: 'estimate',
    note: 'File downloading: 10 Mbps',
    max: 10,
  },
  {
    id: 'workFromHome',
    label: 'People working from home',
    unit: 'person working from home',
    downMbps: 25,
    upMbps: 5,
    downSource: 'fcc-guide',
    upSource: 'estimate',
    note: 'Telecommuting: 5-25 Mbps',
    max: 10,
  },
  {
    id: 'smartHome',
    label: 'Smart-home devices (cameras, speakers, thermostats)',
    unit: 'smart-home device',
    downMbps: 0.5,
    upMbps: 0.5,
    downSource: 'estimate',
    upSource: 'estimate',
    note: 'Not in the FCC guide: our estimate for a device that streams a little in both directions',
    max: 50,
  },
];

/** Everyone online: browsing, e-mail and social media, per person. */
export const perPerson = {
  downMbps: 1,
  upMbps: 0.5,
  downSource: 'fcc-guide',
  upSource: 'estimate',
  note: 'General browsing and e-mail; social media: 1 Mbps',
  max: 12,
} as const;

/** Connected devices in the background (updates, backups, sync), per device. */
export const perDevice = {
  downMbps: 0.5,
  upMbps: 0.2,
  downSource: 'estimate',
  upSource: 'estimate',
  note: 'Not in the FCC guide: our estimate for a device updating and syncing in the background',
  max: 50,
} as const;

/** Room for peaks and Wi-Fi losses on top of the sum: 25 %. */
export const headroom = 0.25;

/** Plan speeds people actually find: the recommendation rounds up to the next of these. */
export const downloadTiers = [25, 50, 100, 200, 300, 500, 1000, 2000] as const;
export const uploadTiers = [3, 5, 10, 20, 35, 50, 100, 300, 500, 1000] as const;

/** The calculator's starting point: a household of three on a weekday evening. */
export const defaultInputs = {
  people: 3,
  devices: 8,
  uhdStreams: 1,
  hdStreams: 1,
  videoCalls: 1,
  gaming: 0,
  downloads: 0,
  workFromHome: 1,
  smartHome: 4,
} as const;
