import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';

// The seed of the site's `site-contacts` documents (issue 38, decision 089): the phone numbers,
// e-mail address and hours (SPEC 9: 7am-11pm ET, every day) that every page's header and footer,
// the contact page, the chat and the privacy mails show. Placeholders are fictional (555-01xx
// numbers, example.com). Spanish pages may be given a line of their own; the seed has one for both.

const contacts: ContentData<'site-contacts'> = {
  phone: '1-800-555-0142',
  supportPhone: '1-800-555-0168',
  email: 'info@example.com',
  hours: { opens: '07:00', closes: '23:00' },
};

/** The key of the site's one document per language. */
export const SITE_CONTACTS_KEY = 'contacts';

/** The site's contacts document in `language`: what every reader of the published contacts asks for. */
export const siteContactsRef = (language: Language) =>
  ({ kind: 'site-contacts', key: SITE_CONTACTS_KEY, language }) as const;

export const siteContactsSeed: Record<Language, ContentData<'site-contacts'>> = {
  en: contacts,
  es: contacts,
};

type Hours = ContentData<'site-contacts'>['hours'];

/** 07:00 → "7am", 23:30 → "11:30pm". */
const clockEn = (hhmm: string) => {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3);
  return `${h % 12 || 12}${m === '00' ? '' : `:${m}`}${h < 12 ? 'am' : 'pm'}`;
};

/** 07:00 → "7 a. m.", 23:30 → "11:30 p. m." (the RAE's spelling). */
const clockEs = (hhmm: string) => {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3);
  return `${h % 12 || 12}${m === '00' ? '' : `:${m}`} ${h < 12 ? 'a. m.' : 'p. m.'}`;
};

/**
 * The hours as each language's pages say them: every day, the times the editors set.
 * English "Monday to Sunday, 7am-11pm ET"; Spanish "de lunes a domingo, de 7 a. m. a 11 p. m. (hora del Este)".
 */
export const hoursText: Record<Language, (hours: Hours) => string> = {
  en: ({ opens, closes }) => `Monday to Sunday, ${clockEn(opens)}-${clockEn(closes)} ET`,
  es: ({ opens, closes }) => `de lunes a domingo, de ${clockEs(opens)} a ${clockEs(closes)} (hora del Este)`,
};

/** The same at the start of a sentence or a line. */
export const hoursLine: Record<Language, (hours: Hours) => string> = {
  en: hoursText.en,
  es: (hours) => {
    const text = hoursText.es(hours);
    return text.charAt(0).toUpperCase() + text.slice(1);
  },
};
