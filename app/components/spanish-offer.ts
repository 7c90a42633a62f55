// The offer of Spanish (app/lib/language-offer.ts) on every page: a few lines that load the card
// (spanish-offer-card.tsx) only when the offer is due.
import type { ComponentType } from 'react';
import { readCookie } from '../lib/cookies';
import { OFFERED_KEY, shouldOfferSpanish } from '../lib/language-offer';

/** Once the page has hydrated: loads the offer's card when it is due and gives it to `show` (root.tsx). */
export function offerSpanish(show: (card: () => ComponentType) => void): void {
  try {
    if (shouldOfferSpanish(navigator.languages, readCookie('lang'), localStorage[OFFERED_KEY]))
      import('./spanish-offer-card').then((m) => show(() => m.default));
  } catch {
    // No storage (a private window that refuses it): no offer, rather than one on every page.
  }
}
