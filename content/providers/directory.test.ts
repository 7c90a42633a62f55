import { describe, expect, it } from 'vitest';
import { US_STATES_AND_DC } from '../../contracts/us-states.ts';
import { hasSpanishVersion } from '../page-paths.ts';
import {
  isCodeProvider,
  providerRef,
  providerSeed,
  publishedProviders,
  slugOfProviderKey,
  statesOf,
} from './directory.ts';
import { internetProviders } from './internet.ts';

const doc = (data: unknown) => ({ version: 2, data });
const acme = { name: 'Acme Fiber', type: 'fiber', states: ['WA'], listed: true };
const slugs = (list: { slug: string }[] | null) => list?.map((p) => p.slug);

describe('the internet providers as published', () => {
  it('are the code’s while no provider document is published', () => {
    expect(publishedProviders({})).toBe(null);
    expect(publishedProviders({ 'provider-logo:xfinity:en': doc({ logo: null }) })).toBe(null);
  });

  it('are the code’s in their order, renamed or taken off as published, then those added by name', () => {
    const set = {
      'provider:internet/zeta:en': doc({ ...acme, name: 'Zeta Net', type: 'cable', states: [] }),
      'provider:internet/acme-fiber:en': doc(acme),
      'provider:internet/gone:en': doc({ ...acme, name: 'Gone', listed: false }),
      'provider:internet/viasat:en': doc({ ...acme, name: 'Viasat', type: 'satellite', listed: false }),
      'provider:internet/at-t:en': doc({ ...acme, name: 'AT&T Fiber', states: ['TX'] }),
    };
    const list = publishedProviders(set);
    expect(slugs(list)).toEqual([
      ...internetProviders.map((p) => p.slug).filter((s) => s !== 'viasat'),
      'acme-fiber',
      'zeta',
    ]);
    expect(list?.find((p) => p.slug === 'at-t')).toEqual({
      slug: 'at-t',
      name: 'AT&T Fiber',
      type: 'fiber',
      states: ['TX'],
    });
    // A code provider not published is as the code has it, its footprint the code's (no states).
    expect(list?.find((p) => p.slug === 'xfinity')).toEqual(
      internetProviders.find((p) => p.slug === 'xfinity'),
    );
  });

  it('throws on a published document that does not parse, as a render must fail with it', () => {
    expect(() =>
      publishedProviders({ 'provider:internet/bad:en': doc({ ...acme, type: 'laser' }) }),
    ).toThrow();
  });

  it('seed a code provider’s document with its footprint’s states: all for nationwide, none to check by address', () => {
    const seed = (slug: string) => {
      const provider = internetProviders.find((p) => p.slug === slug);
      if (!provider) throw new Error(`no ${slug}`);
      return providerSeed(provider);
    };
    expect(seed('viasat')).toEqual({
      name: 'Viasat',
      type: 'satellite',
      states: [...US_STATES_AND_DC],
      listed: true,
    });
    expect(seed('t-mobile').states).toEqual([]);
    expect(seed('ziply').states).toEqual(['WA', 'OR', 'ID', 'MT']);
    expect(statesOf(undefined)).toEqual([]);
  });

  it('are named by key `internet/<slug>`; a slug any service’s code provider has is taken', () => {
    expect(providerRef('acme-fiber')).toEqual({
      kind: 'provider',
      key: 'internet/acme-fiber',
      language: 'en',
    });
    expect(slugOfProviderKey('internet/acme-fiber')).toBe('acme-fiber');
    expect(slugOfProviderKey('internet/')).toBe(null);
    expect(slugOfProviderKey('tv/acme')).toBe(null);
    expect(isCodeProvider('xfinity')).toBe(true);
    expect(isCodeProvider('dish')).toBe(true);
    expect(isCodeProvider('netflix')).toBe(true);
    expect(isCodeProvider('acme-fiber')).toBe(false);
  });

  it('have their pages in Spanish too, as every provider’s page has', () => {
    expect(hasSpanishVersion('/service/internet/provider-detail/acme-fiber')).toBe(true);
    expect(hasSpanishVersion('/service/tv/provider-detail/dish')).toBe(true);
    expect(hasSpanishVersion('/service/internet/provider-detail')).toBe(true);
    expect(hasSpanishVersion('/service/internet/provider-detail/acme/more')).toBe(false);
    expect(hasSpanishVersion('/admin/content')).toBe(false);
  });
});
