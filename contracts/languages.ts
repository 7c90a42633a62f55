// The languages of the public site (issue 37), without zod: the shell of every page reads them.
/** The languages the public site is written in (issue 37): a lead keeps the one its page was in. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language named in itself, as the console, the sales mail and the language switch show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
/** Each language's tag on a page (<html lang>, hreflang): US English and US Spanish. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-US', es: 'es-US' };
