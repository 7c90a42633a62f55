// Share previews (Open Graph / Twitter cards): one 1200×630 image per page type, drawn at build
// time from these words by scripts/share-images.ts, and the alt text the meta tags carry.
// The app reads the URLs and alt texts; the build script reads the words.

import { SPANISH_PREFIX } from './page-paths.ts';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type ShareImageKind = 'home' | 'tv' | 'internet' | 'streaming' | 'company';

export type ShareImage = { kind: ShareImageKind; title: string; subtitle: string; alt: string };

export const shareImages: Record<ShareImageKind, ShareImage> = {
  home: {
    kind: 'home',
    title: 'Compare TV, internet and streaming plans near you',
    subtitle: 'Free help from a specialist, 7 days a week',
    alt: 'HomeWire: compare TV, internet and streaming plans near you.',
  },
  tv: {
    kind: 'tv',
    title: 'Compare TV providers and packages',
    subtitle: 'Cable and satellite TV plans, side by side',
    alt: 'HomeWire: compare TV providers and packages.',
  },
  internet: {
    kind: 'internet',
    title: 'Compare home internet providers',
    subtitle: 'Speeds and prices of the plans at your address',
    alt: 'HomeWire: compare home internet providers.',
  },
  streaming: {
    kind: 'streaming',
    title: 'Compare streaming services',
    subtitle: 'Live TV and on-demand plans, side by side',
    alt: 'HomeWire: compare streaming services.',
  },
  company: {
    kind: 'company',
    title: 'Talk to a HomeWire specialist',
    subtitle: 'We help you choose TV, internet and streaming',
    alt: 'HomeWire: talk to a specialist about TV, internet and streaming.',
  },
};

/** The page type of a path, which picks its share image; a Spanish page's is its English twin's. */
export function shareImageKind(path: string): ShareImageKind {
  const page = path.startsWith(`${SPANISH_PREFIX}/`) ? path.slice(SPANISH_PREFIX.length) : path;
  if (page === '/') return 'home';
  const category = /^\/service\/(tv|internet|streaming)(?:\/|$)/.exec(page)?.[1];
  return (category as ShareImageKind | undefined) ?? 'company';
}

/** Site path of a share image (written by the build into build/client); Spanish under /share/es/. */
export function shareImagePath(kind: ShareImageKind, spanish = false): string {
  return `/share/${spanish ? 'es/' : ''}${kind}.png`;
}
