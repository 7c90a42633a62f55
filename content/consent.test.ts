import { describe, expect, it } from 'vitest';
import { acceptedConsent, CONSENT_GRACE_DAYS, consentDisclosures, currentConsent } from './consent.ts';
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

  it('have unique versions, and only the newest is current (not retired)', () => {
    const versions = consentDisclosures.map((d) => d.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(currentConsent.retiredAt).toBeUndefined();
    expect(consentDisclosures.slice(1).every((d) => d.retiredAt)).toBe(true);
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
