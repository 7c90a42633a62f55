import type { ContentData } from '../contracts/content-documents.ts';
import type { Language } from '../contracts/languages.ts';
import { hoursText } from './site-contacts.ts';

// A module of its own: the legal pages' chunk and the loaders carry it, not every page's shared one.

/**
 * `{phone}`, `{email}` and `{hours}` in a text, filled with the site's contacts: the editors' copy
 * (an FAQ answer) and the legal texts say them without repeating them, so a new number or new hours
 * reach every page that mentions them.
 */
export function withContacts(
  text: string,
  contacts: ContentData<'site-contacts'>,
  language: Language,
): string {
  return text
    .replaceAll('{phone}', contacts.phone)
    .replaceAll('{email}', contacts.email)
    .replaceAll('{hours}', hoursText[language](contacts.hours));
}
