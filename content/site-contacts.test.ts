import { describe, expect, test } from 'vitest';
import { withContacts } from './contact-tokens.ts';
import { hoursLine, hoursText, siteContactsSeed } from './site-contacts.ts';

describe('the site’s contacts in words', () => {
  test('the seed’s hours as each language says them, mid-sentence and at a line’s start', () => {
    expect(hoursText.en(siteContactsSeed.en.hours)).toBe('Monday to Sunday, 7am-11pm ET');
    expect(hoursText.es(siteContactsSeed.es.hours)).toBe(
      'de lunes a domingo, de 7 a. m. a 11 p. m. (hora del Este)',
    );
    expect(hoursLine.es(siteContactsSeed.es.hours)).toBe(
      'De lunes a domingo, de 7 a. m. a 11 p. m. (hora del Este)',
    );
    expect(hoursText.en({ opens: '08:30', closes: '12:00' })).toBe('Monday to Sunday, 8:30am-12pm ET');
    expect(hoursText.es({ opens: '00:00', closes: '12:30' })).toBe(
      'de lunes a domingo, de 12 a. m. a 12:30 p. m. (hora del Este)',
    );
  });

  test('{phone}, {email} and {hours} in a text are the contacts, every time they appear', () => {
    const contacts = { ...siteContactsSeed.en, phone: '(303) 555-0199', email: 'help@example.net' };
    expect(withContacts('Call {phone} or {phone}; write {email}; we answer {hours}.', contacts, 'en')).toBe(
      'Call (303) 555-0199 or (303) 555-0199; write help@example.net; we answer Monday to Sunday, 7am-11pm ET.',
    );
    expect(withContacts('Llámenos {hours}.', contacts, 'es')).toBe(
      'Llámenos de lunes a domingo, de 7 a. m. a 11 p. m. (hora del Este).',
    );
  });
});
