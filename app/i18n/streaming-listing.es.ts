// The streaming listing in US Spanish (usted): streaming-listing.ts's messages, key for key.
// Service names, prices and cities stay as they are.
import type { StreamingListingMessages } from './streaming-listing';

export const streamingListing: StreamingListingMessages = {
  title: 'Servicios de streaming',
  description:
    'Compare servicios de streaming a la carta y de TV en vivo, sus precios y la velocidad de internet que necesitan.',
  banner: { button: 'Verificar cobertura' },
};
