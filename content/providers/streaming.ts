import {
  STREAMING_KIND_LABELS,
  type StreamingKind,
  type StreamingProvider,
} from '../../contracts/content.ts';

// Streaming services, on demand and live TV. Adding one here adds its menu entry, detail page,
// sitemap entries and prerender.
export const streamingProviders: readonly StreamingProvider[] = [
  { slug: 'netflix', name: 'Netflix', kind: 'on-demand' },
  { slug: 'hulu', name: 'Hulu', kind: 'on-demand' },
  { slug: 'disney-plus', name: 'Disney+', kind: 'on-demand' },
  { slug: 'max', name: 'Max', kind: 'on-demand' },
  { slug: 'peacock', name: 'Peacock', kind: 'on-demand' },
  { slug: 'paramount-plus', name: 'Paramount+', kind: 'on-demand' },
  { slug: 'prime-video', name: 'Prime Video', kind: 'on-demand' },
  { slug: 'apple-tv', name: 'Apple TV+', kind: 'on-demand' },
  { slug: 'youtube-tv', name: 'YouTube TV', kind: 'live' },
  { slug: 'sling-tv', name: 'Sling TV', kind: 'live' },
  { slug: 'fubo', name: 'Fubo', kind: 'live' },
  { slug: 'hulu-live-tv', name: 'Hulu + Live TV', kind: 'live' },
  { slug: 'directv-stream', name: 'DIRECTV STREAM', kind: 'live' },
  { slug: 'philo', name: 'Philo', kind: 'live' },
];

/** Each kind of streaming service's name on the site (contracts/content.ts, the one list). */
export const streamingKindLabels: Record<StreamingKind, string> = STREAMING_KIND_LABELS;

/** SPEC 9 streaming constants, written once. */
export const streamingConstants = {
  liveChannels: '85-100+',
  livePrice: '$73.00',
  spanishPrice: '$34.99',
  streams: '3',
  cloudDvr: 'Unlimited for 9 months',
} as const;
