import type { FaqItem } from '../contracts/content.ts';
import { internetListingCopy } from './providers/internet-details.ts';
import { streamingConstants, streamingKindLabels } from './providers/streaming.ts';
import { tvListingCopy } from './providers/tv-copy.ts';

// The listing pages' questions in English (/service/tv, /service/internet, /service/streaming): the
// seed of their `listing-page` documents (content/listing-pages.ts). Only the seed and the loaders
// read them, so no page's JavaScript carries them; listing-copy.es.ts has the Spanish. Their
// testimonials in English are the providers' modules' (tv-copy.ts, …), which the provider pages show too.

/** A section's heading: the small words above it, the heading and the sentence under it. */
export type SectionWords = { eyebrow: string; title: string; lead: string };

/**
 * The listing pages' section headings, top to bottom (the parts tv-listing-sections.ts and its
 * siblings list, in their order): the seed of the documents' `sections`.
 */
export const tvSections: SectionWords[] = [
  { eyebrow: 'TV providers', title: 'Choose a TV provider', lead: tvListingCopy.intro },
  {
    eyebrow: 'Channels',
    title: 'All channels lineup',
    lead: "See every provider's packages and the channels they carry.",
  },
  {
    eyebrow: 'Compare',
    title: 'TV providers comparison',
    lead: 'Maximum channels, TV type and where each provider sells TV service.',
  },
  {
    eyebrow: 'Streaming',
    title: 'Prefer streaming?',
    lead: 'Live TV and on-demand streaming services, no cable box needed.',
  },
];
export const internetSections: SectionWords[] = [
  { eyebrow: 'Internet providers', title: 'Choose an internet provider', lead: internetListingCopy.intro },
  {
    eyebrow: 'By connection type',
    title: 'Providers by type of internet',
    lead: 'How the connection reaches your home decides the speeds you can get.',
  },
];
export const streamingSections: SectionWords[] = [
  {
    eyebrow: streamingKindLabels['on-demand'],
    title: 'On-demand streaming services',
    lead: 'Films and series whenever you want them.',
  },
  {
    eyebrow: streamingKindLabels.live,
    title: 'Live TV streaming services',
    lead: 'Live channels over your internet connection, with a cloud DVR.',
  },
];

export const tvFaqTitle = 'TV questions';
export const tvFaq: FaqItem[] = [
  {
    title: 'What is the difference between cable, satellite and fiber TV?',
    description:
      'Cable TV arrives over the coaxial line already in most homes; satellite TV needs a dish and works almost anywhere; fiber TV uses a fiber-optic line and usually comes bundled with fiber internet.',
  },
  {
    title: 'How many channels do I really need?',
    description:
      'Most households watch fewer than 20 channels regularly. Start from the channels you watch and pick the smallest package that has them; the providers here range from 190+ to 350+ channels at the top tier.',
  },
  {
    title: 'Which TV providers are available at my address?',
    description:
      'Availability depends on your exact address. Use Check Availability and we will tell you which providers serve it.',
  },
  {
    title: 'Do you charge for your help?',
    description: 'No. Comparing plans and checking availability with us is free.',
  },
];

export const internetFaqTitle = 'Internet questions';
export const internetFaq: FaqItem[] = [
  {
    title: 'Which type of internet is fastest?',
    description:
      'Fiber is usually fastest and has the fastest uploads; cable comes close on downloads. 5G and fixed wireless vary with signal, and satellite reaches the most places.',
  },
  {
    title: 'Can I get internet where I live if cable and fiber are not available?',
    description:
      'Almost always: satellite internet serves nearly every US address, and 5G home internet keeps growing.',
  },
  {
    title: 'What does the Wi-Fi gateway cost?',
    description:
      'Renting a Wi-Fi gateway costs $14 per month with most providers; buying your own is an option.',
  },
  {
    title: 'Do you charge for checking availability?',
    description: 'No. Checking what is available at your address is free.',
  },
];

export const streamingFaqTitle = 'Streaming questions';
export const streamingFaq: FaqItem[] = [
  {
    title: 'What is the difference between on-demand and live TV streaming?',
    description:
      'On-demand services let you pick films and series from a library. Live TV streaming carries live channels, like cable, over your internet connection.',
  },
  {
    title: 'Can live TV streaming replace cable?',
    description: `For most households, yes: live TV plans carry ${streamingConstants.liveChannels} channels including local networks in most areas, with a cloud DVR.`,
  },
  {
    title: 'Is there a Spanish-language plan?',
    description: `Yes, a Spanish plan costs ${streamingConstants.spanishPrice} a month with 3 streams and cloud DVR.`,
  },
  {
    title: 'Do I need a contract?',
    description: 'No. Streaming services are month to month; you can cancel any time.',
  },
];
