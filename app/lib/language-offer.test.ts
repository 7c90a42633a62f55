import { describe, expect, it } from 'vitest';
import { prefersSpanish, shouldOfferSpanish } from './language-offer';

describe('the offer of Spanish', () => {
  it('reads the browser as preferring Spanish only when Spanish comes before English', () => {
    expect(prefersSpanish(['es-US', 'en-US'])).toBe(true);
    expect(prefersSpanish(['es'])).toBe(true);
    expect(prefersSpanish(['fr-FR', 'ES-mx', 'en'])).toBe(true);
    expect(prefersSpanish(['en-US', 'es-US'])).toBe(false);
    expect(prefersSpanish(['fr-FR'])).toBe(false);
    expect(prefersSpanish(['eus', 'en'])).toBe(false);
    expect(prefersSpanish(['EN', 'es'])).toBe(false);
    expect(prefersSpanish(['esperanto'])).toBe(false);
    expect(prefersSpanish([])).toBe(false);
  });

  it('is made once, and never to a visitor who has chosen a language', () => {
    const spanishBrowser = ['es-MX', 'en'];
    expect(shouldOfferSpanish(spanishBrowser, undefined, undefined)).toBe(true);
    expect(shouldOfferSpanish(spanishBrowser, undefined, '1')).toBe(false);
    expect(shouldOfferSpanish(spanishBrowser, 'en', undefined)).toBe(false);
    expect(shouldOfferSpanish(spanishBrowser, 'es', undefined)).toBe(false);
    expect(shouldOfferSpanish(['en-US'], undefined, undefined)).toBe(false);
  });
});
