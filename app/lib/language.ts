// The language of the page (issue 37): its <html lang>, which every public page sets. A lead sent
// from the page keeps it (contracts/lead-record.ts, LANGUAGES).
import type { Language } from '../../contracts/lead-record.ts';

/** The page's language: Spanish for an `es` (or `es-US`, …) page, English otherwise. */
export function pageLanguage(doc: Document = document): Language {
  return /^es\b/i.test(doc.documentElement.lang) ? 'es' : 'en';
}
