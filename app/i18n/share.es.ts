// The share previews' alt texts in US Spanish: those of the Spanish images the build draws.
import { shareImagesEs } from '../../content/share-images.es.ts';
import type { ShareMessages } from './share';

export const share: ShareMessages = {
  home: shareImagesEs.home.alt,
  tv: shareImagesEs.tv.alt,
  internet: shareImagesEs.internet.alt,
  streaming: shareImagesEs.streaming.alt,
  company: shareImagesEs.company.alt,
};
