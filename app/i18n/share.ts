// The share previews' alt texts (og:image:alt, twitter:image:alt), by page type: English from
// content/share-images.ts; the Spanish twin (share.es.ts) describes the Spanish images.
import { type ShareImageKind, shareImages } from '../../content/share-images.ts';

export const share: Record<ShareImageKind, string> = {
  home: shareImages.home.alt,
  tv: shareImages.tv.alt,
  internet: shareImages.internet.alt,
  streaming: shareImages.streaming.alt,
  company: shareImages.company.alt,
};

export type ShareMessages = typeof share;
