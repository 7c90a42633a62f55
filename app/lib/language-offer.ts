// When the site offers Spanish (issue 37): never by redirect (crawlers and shared links land where
// they point), but once, politely, to a visitor whose browser prefers Spanish to English, on an
// English page that has a Spanish twin, until the visitor chooses (the `lang` cookie the switch and
// the offer write) or has been offered it once (OFFERED_KEY in localStorage). The check runs on
// every page (app/components/spanish-offer.ts); the card loads only when it is shown.
/** Set in localStorage when the offer has been shown: it is not shown again in this browser. */
export const OFFERED_KEY = 'homewire:spanish-offered';

/** Whether the browser's languages rank Spanish above English (`es-MX, en` yes; `en-US, es` no). */
export function prefersSpanish(languages: readonly string[]): boolean {
  return languages.find((l) => /^e[ns](-|$)/i.test(l))?.[1]?.toLowerCase() === 's';
}

/** Whether to offer Spanish now: the browser prefers it, no language chosen yet, never offered. */
export function shouldOfferSpanish(
  languages: readonly string[],
  chosen?: string,
  offered?: unknown,
): boolean {
  return !chosen && !offered && prefersSpanish(languages);
}
