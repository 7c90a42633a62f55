import { describe, expect, it } from 'vitest';
import { AvailabilityRequest, ContactRequest } from './api.ts';
import { isDirect, sanitizeAttribution } from './lead-record.ts';
import { PrivacyRequest } from './privacy.ts';

describe('sanitizeAttribution', () => {
  it('keeps valid touches and normalises referrer and time', () => {
    const { attribution, dropped } = sanitizeAttribution({
      firstTouch: {
        source: ' google ',
        gclid: 'Cj0K',
        landingPage: '/service/tv',
        at: '2026-11-01T10:00:00+02:00',
      },
      lastTouch: { referrer: 'https://news.example.com/story?id=7#top', landingPage: '/' },
    });
    expect(dropped).toEqual([]);
    expect(attribution).toEqual({
      firstTouch: {
        source: 'google',
        gclid: 'Cj0K',
        landingPage: '/service/tv',
        at: '2026-11-01T08:00:00.000Z',
      },
      lastTouch: { referrer: 'https://news.example.com/story', landingPage: '/' },
    });
  });

  it('drops what is malformed, one value at a time, and names it', () => {
    const { attribution, dropped } = sanitizeAttribution({
      lastTouch: {
        source: 'a'.repeat(501),
        medium: 7,
        campaign: 'fall',
        term: 'bad\u0000term',
        referrer: 'ftp://files.example.com/',
        landingPage: '//evil.example/path',
        at: 'not a time',
        color: 'blue',
      },
      middleTouch: { source: 'x' },
      firstTouch: 'google',
    });
    expect(attribution).toEqual({ lastTouch: { campaign: 'fall' } });
    expect(dropped.sort()).toEqual(
      [
        'attribution.lastTouch.source',
        'attribution.lastTouch.medium',
        'attribution.lastTouch.term',
        'attribution.lastTouch.referrer',
        'attribution.lastTouch.landingPage',
        'attribution.lastTouch.at',
        'attribution.lastTouch.color',
        'attribution.middleTouch',
        'attribution.firstTouch',
      ].sort(),
    );
    expect(sanitizeAttribution('utm_source=x')).toEqual({ attribution: undefined, dropped: ['attribution'] });
    expect(sanitizeAttribution(undefined)).toEqual({ attribution: undefined, dropped: [] });
  });

  it('never makes a lead invalid', () => {
    const r = ContactRequest.safeParse({ name: 'A', email: 'a@example.com', attribution: [1, 2, 3] });
    expect(r.success).toBe(true);
    expect(r.data?.attribution).toEqual({ attribution: undefined, dropped: ['attribution'] });
  });

  it('calls a touch without campaign data or referrer direct', () => {
    expect(isDirect({ landingPage: '/', at: '2026-11-01T00:00:00.000Z' })).toBe(true);
    expect(isDirect({ fbclid: 'x' })).toBe(false);
    expect(isDirect({ referrer: 'https://a.example/' })).toBe(false);
    expect(isDirect(undefined)).toBe(true);
  });
});

describe('consent version and GPC', () => {
  const base = { name: 'A', email: 'a@example.com', zipCode: '22202', contact: '2125550142' };
  it('requires a consent version on forms that take a phone number', () => {
    expect(AvailabilityRequest.safeParse(base).success).toBe(false);
    expect(AvailabilityRequest.safeParse({ ...base, consentVersion: '2026-11-23', gpc: true }).success).toBe(
      true,
    );
    expect(AvailabilityRequest.safeParse({ ...base, consentVersion: '2026-11-23', gpc: 'yes' }).success).toBe(
      false,
    );
  });
  it('refuses it on the contact form, which takes no phone', () => {
    expect(ContactRequest.safeParse({ name: 'A', email: 'a@example.com', consentVersion: 'x' }).success).toBe(
      false,
    );
  });
});

describe('PrivacyRequest', () => {
  it('normalises the phone and accepts the four request types', () => {
    for (const type of ['do-not-contact', 'do-not-sell', 'access', 'delete']) {
      const r = PrivacyRequest.safeParse({ email: 'a@example.com', phone: '(212) 555-0142', type });
      expect(r.data).toMatchObject({ phone: '+12125550142', type });
    }
    expect(PrivacyRequest.safeParse({ email: 'a@example.com', phone: '', type: 'access' }).data?.phone).toBe(
      undefined,
    );
  });
  it('rejects a bad e-mail, phone or type and unknown fields', () => {
    expect(PrivacyRequest.safeParse({ email: 'a', type: 'access' }).success).toBe(false);
    expect(PrivacyRequest.safeParse({ email: 'a@example.com', phone: '12', type: 'access' }).success).toBe(
      false,
    );
    expect(PrivacyRequest.safeParse({ email: 'a@example.com', type: 'sell' }).success).toBe(false);
    expect(PrivacyRequest.safeParse({ email: 'a@example.com', type: 'access', extra: 1 }).success).toBe(
      false,
    );
  });
});
