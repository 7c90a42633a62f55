import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../contracts/api';
import { honeypotFieldName } from '../components/privacy-choices-form';
import { attributionStorageKey, readAttribution, recordTouch, touchFrom } from './attribution';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

const day = 86_400_000;
const t0 = Date.parse('2026-11-01T12:00:00.000Z');

describe('touchFrom', () => {
  it('reads campaign parameters, click ids and the external referrer without its query', () => {
    const t = touchFrom(
      new URL(
        'https://www.example.com/service/tv?utm_source=news&utm_medium=email&utm_campaign=fall&gclid=G1&x=1',
      ),
      'https://mail.example.net/inbox/42?session=secret',
      new Date(t0),
    );
    expect(t).toEqual({
      source: 'news',
      medium: 'email',
      campaign: 'fall',
      gclid: 'G1',
      referrer: 'https://mail.example.net/inbox/42',
      landingPage: '/service/tv',
      at: new Date(t0).toISOString(),
    });
  });

  it('ignores a referrer from this site', () => {
    const t = touchFrom(
      new URL('https://www.example.com/'),
      'https://www.example.com/about-us',
      new Date(t0),
    );
    expect(t.referrer).toBeUndefined();
  });
});

describe('recordTouch and readAttribution', () => {
  const touch = (campaign: string, at: number) => ({
    campaign,
    landingPage: '/',
    at: new Date(at).toISOString(),
  });

  it('keeps the first touch and replaces the latest; a direct visit changes nothing', () => {
    const s = memoryStorage();
    recordTouch(s, touch('spring', t0), t0);
    recordTouch(s, touch('fall', t0 + day), t0 + day);
    recordTouch(s, { landingPage: '/about-us', at: new Date(t0 + 2 * day).toISOString() }, t0 + 2 * day);
    expect(readAttribution(s, t0 + 2 * day)).toEqual({
      firstTouch: touch('spring', t0),
      lastTouch: touch('fall', t0 + day),
    });
  });

  it('forgets touches after 30 days', () => {
    const s = memoryStorage();
    recordTouch(s, touch('spring', t0), t0);
    recordTouch(s, touch('fall', t0 + 20 * day), t0 + 20 * day);
    expect(readAttribution(s, t0 + 31 * day)).toEqual({ lastTouch: touch('fall', t0 + 20 * day) });
    expect(readAttribution(s, t0 + 51 * day)).toBeUndefined();
    // A new touch after the first expired becomes the first touch again.
    recordTouch(s, touch('winter', t0 + 31 * day), t0 + 31 * day);
    expect(readAttribution(s, t0 + 31 * day)?.firstTouch).toEqual(touch('fall', t0 + 20 * day));
  });

  it('survives garbage in storage', () => {
    const s = memoryStorage();
    s.m.set(attributionStorageKey, '{not json');
    expect(readAttribution(s)).toBeUndefined();
  });
});

it('the privacy form uses the API honeypot field name', () => {
  expect(honeypotFieldName).toBe(HONEYPOT_FIELD);
});

describe('leadContext', () => {
  it('sends the stored touches, and GPC only when the browser reports it', async () => {
    const { leadContext } = await import('./attribution');
    localStorage.clear();
    expect(leadContext()).toEqual({ language: 'en' });
    recordTouch(localStorage, touchFrom(new URL('https://x.example/?utm_source=news'), ''));
    expect(leadContext().attribution?.lastTouch?.source).toBe('news');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      expect(leadContext().gpc).toBe(true);
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    }
  });

  it("sends the page's language: Spanish on a Spanish page, English otherwise", async () => {
    const { leadContext } = await import('./attribution');
    const was = document.documentElement.lang;
    try {
      for (const [lang, language] of [
        ['es', 'es'],
        ['es-US', 'es'],
        ['en', 'en'],
        ['', 'en'],
        ['est', 'en'],
      ]) {
        document.documentElement.lang = lang as string;
        expect(leadContext().language).toBe(language);
      }
    } finally {
      document.documentElement.lang = was;
    }
  });

  it('keeps attribution small enough for the API body limit', async () => {
    const { leadContext } = await import('./attribution');
    localStorage.clear();
    const big = (tag: string) => ({
      source: tag.repeat(500),
      medium: tag.repeat(500),
      campaign: tag.repeat(500),
      term: tag.repeat(500),
      content: tag.repeat(500),
      landingPage: '/',
      at: new Date().toISOString(),
    });
    localStorage.setItem(
      attributionStorageKey,
      JSON.stringify({ firstTouch: big('a'), lastTouch: big('b') }),
    );
    const a = leadContext().attribution;
    expect(a?.firstTouch).toBeUndefined();
    expect(a?.lastTouch?.source).toBe('b'.repeat(500));
    expect(JSON.stringify(a).length).toBeLessThanOrEqual(4000);
  });
});
