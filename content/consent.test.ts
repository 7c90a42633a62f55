import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contracts/lead-record.ts';
import {
  acceptedConsent,
  CONSENT_GRACE_DAYS,
  consentDisclosures,
  currentConsent,
  currentConsentFor,
} from './consent.ts';
import { site } from './site.ts';

describe('consent disclosures', () => {
  it('say what the law asks, and link the privacy policy', () => {
    const t = currentConsent.text;
    expect(t).toContain(site.name);
    expect(t).toMatch(/call or text/);
    expect(t).toMatch(/automated means/);
    expect(t).toMatch(/not a condition of purchase/);
    expect(t).toMatch(/opt out/);
    expect(t).toContain(currentConsent.linkText);
  });

  it('have unique versions, and only the newest of each language is current (not retired)', () => {
    const versions = consentDisclosures.map((d) => d.version);
    expect(new Set(versions).size).toBe(versions.length);
    for (const language of LANGUAGES) {
      const [current, ...older] = consentDisclosures.filter((d) => d.language === language);
      expect(current?.retiredAt, language).toBeUndefined();
      expect(currentConsentFor(language)).toBe(current);
      expect(older.every((d) => d.retiredAt)).toBe(true);
    }
    expect(currentConsent).toBe(currentConsentFor('en'));
  });

  it('say the same in Spanish (usted), linking the policy by its Spanish name', () => {
    const { text, linkText } = currentConsentFor('es');
    expect(text).toContain(site.name);
    expect(text).toMatch(/llamarle o enviarle mensajes de texto/);
    expect(text).toMatch(/medios automatizados/);
    expect(text).toMatch(/no es una condición de compra/);
    expect(text).toMatch(/responda STOP/);
    expect(linkText).toBe('Política de privacidad');
    expect(text).toContain(linkText);
  });

  it('accept the current version, a retired one within the grace period, nothing unknown', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(acceptedConsent(currentConsent.version, now)).toBe(currentConsent);
    expect(acceptedConsent('1999-01-01', now)).toBeUndefined();
  });
});

describe('acceptedConsent with a retired wording', () => {
  it('honours the grace period', async () => {
    const { acceptedConsent: accepted } = await import('./consent.ts');
    const d = consentDisclosures[0] as { retiredAt?: string };
    const saved = d.retiredAt;
    d.retiredAt = '2026-01-01T00:00:00.000Z';
    try {
      const retired = Date.parse('2026-01-01T00:00:00.000Z');
      expect(accepted(currentConsent.version, retired + (CONSENT_GRACE_DAYS - 1) * 86_400_000)).toBeDefined();
      expect(
        accepted(currentConsent.version, retired + (CONSENT_GRACE_DAYS + 1) * 86_400_000),
      ).toBeUndefined();
    } finally {
      d.retiredAt = saved;
    }
  });
});
