import { describe, expect, it } from 'vitest';
import { US_STATES_AND_DC } from '../../contracts/us-states.ts';
import { hasSpanishVersion } from '../page-paths.ts';
import {
  codeProviders,
  isCodeProvider,
  providerOfPage,
  providerRef,
  providerSeed,
  publishedLists,
  publishedProvidersOf,
  slugOfProviderKey,
  statesOf,
  streamingProviderSeed,
  tvProviderSeed,
} from './directory.ts';
import { internetProviders } from './internet.ts';
import { streamingProviders } from './streaming.ts';
import { tvProviders } from './tv.ts';

const doc = (data: unknown) => ({ version: 2, data });
const internetOf = (set: Parameters<typeof publishedProvidersOf>[0]) => publishedProvidersOf(set, 'internet');
const acme = { name: 'Acme Fiber', type: 'fiber', states: ['WA'], listed: true };
const slugs = (list: { slug: string }[] | null) => list?.map((p) => p.slug);

describe('the internet providers as published', () => {
  it('are the code’s while no provider document is published', () => {
    expect(internetOf({})).toBe(null);
    expect(internetOf({ 'provider-logo:xfinity:en': doc({ logo: null }) })).toBe(null);
  });

  it('are the code’s in their order, renamed or taken off as published, then those added by name', () => {
    const set = {
      'provider:internet/zeta:en': doc({ ...acme, name: 'Zeta Net', type: 'cable', states: [] }),
      'provider:internet/acme-fiber:en': doc(acme),
      'provider:internet/gone:en': doc({ ...acme, name: 'Gone', listed: false }),
      'provider:internet/viasat:en': doc({ ...acme, name: 'Viasat', type: 'satellite', listed: false }),
      'provider:internet/at-t:en': doc({ ...acme, name: 'AT&T Fiber', states: ['TX'] }),
    };
    const list = internetOf(set);
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
    expect(() => internetOf({ 'provider:internet/bad:en': doc({ ...acme, type: 'laser' }) })).toThrow();
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
    expect(providerRef('internet', 'acme-fiber')).toEqual({
      kind: 'provider',
      key: 'internet/acme-fiber',
      language: 'en',
    });
    expect(providerRef('tv', 'acme')).toEqual({ kind: 'tv-provider', key: 'tv/acme', language: 'en' });
    expect(providerRef('streaming', 'acme')).toEqual({
      kind: 'streaming-provider',
      key: 'streaming/acme',
      language: 'en',
    });
    expect(slugOfProviderKey('internet', 'internet/acme-fiber')).toBe('acme-fiber');
    expect(slugOfProviderKey('internet', 'internet/')).toBe(null);
    expect(slugOfProviderKey('internet', 'tv/acme')).toBe(null);
    expect(slugOfProviderKey('tv', 'tv/acme')).toBe('acme');
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

describe('the TV providers and streaming services as published', () => {
  const tvAcme = {
    name: 'Acme TV',
    tvType: 'Fiber',
    maxChannels: '120+',
    availability: '2 states',
    states: ['WA', 'OR'],
    listed: true,
  };

  it('are the code’s while none of the service’s documents is published, whatever the others’', () => {
    const set = { 'provider:internet/acme-fiber:en': doc(acme) };
    expect(publishedProvidersOf(set, 'tv')).toBe(null);
    expect(publishedProvidersOf(set, 'streaming')).toBe(null);
    const lists = publishedLists(set);
    expect(lists.tv).toBe(codeProviders.tv);
    expect(lists.streaming).toBe(codeProviders.streaming);
    expect(slugs([...lists.internet])).toContain('acme-fiber');
  });

  it('rename, change, take off and add a TV provider, the code’s order kept and the added last by name', () => {
    const set = {
      'tv-provider:tv/acme-tv:en': doc(tvAcme),
      'tv-provider:tv/dish:en': doc({
        ...tvProviderSeed(tvProviders[3] as (typeof tvProviders)[number]),
        listed: false,
      }),
      'tv-provider:tv/cox:en': doc({ ...tvAcme, name: 'Cox Contour', maxChannels: '260+', states: ['AZ'] }),
    };
    const list = publishedProvidersOf(set, 'tv');
    expect(slugs(list)).toEqual([...tvProviders.map((p) => p.slug).filter((s) => s !== 'dish'), 'acme-tv']);
    expect(list?.find((p) => p.slug === 'cox')).toEqual({
      slug: 'cox',
      name: 'Cox Contour',
      tvType: 'Fiber',
      maxChannels: '260+',
      availability: '2 states',
      states: ['AZ'],
    });
  });

  it('take a streaming service off, or add one, by its kind', () => {
    const set = {
      'streaming-provider:streaming/netflix:en': doc({ name: 'Netflix', kind: 'on-demand', listed: false }),
      'streaming-provider:streaming/acme-live:en': doc({ name: 'Acme Live', kind: 'live', listed: true }),
    };
    const list = publishedProvidersOf(set, 'streaming');
    expect(slugs(list)).toEqual([
      ...streamingProviders.map((p) => p.slug).filter((s) => s !== 'netflix'),
      'acme-live',
    ]);
    expect(list?.at(-1)).toEqual({ slug: 'acme-live', name: 'Acme Live', kind: 'live' });
  });

  it('refuse channels that are not a number, and a kind the site does not have', () => {
    expect(() =>
      publishedProvidersOf({ 'tv-provider:tv/x:en': doc({ ...tvAcme, maxChannels: 'lots' }) }, 'tv'),
    ).toThrow();
    expect(() =>
      publishedProvidersOf(
        { 'streaming-provider:streaming/x:en': doc({ name: 'X', kind: 'radio', listed: true }) },
        'streaming',
      ),
    ).toThrow();
  });

  it('seed each code provider’s document as its module and footprint have it', () => {
    const dish = tvProviders.find((p) => p.slug === 'dish');
    const fios = tvProviders.find((p) => p.slug === 'fios');
    if (!dish || !fios) throw new Error('the TV providers changed');
    expect(tvProviderSeed(dish)).toEqual({
      name: 'DISH',
      tvType: 'Satellite',
      maxChannels: '290+',
      availability: 'Nationwide',
      states: [...US_STATES_AND_DC],
      listed: true,
    });
    expect(tvProviderSeed(fios).states).toEqual(['CT', 'DE', 'DC', 'MD', 'MA', 'NJ', 'NY', 'PA', 'RI', 'VA']);
    expect(streamingProviderSeed(streamingProviders[0] as (typeof streamingProviders)[number])).toEqual({
      name: 'Netflix',
      kind: 'on-demand',
      listed: true,
    });
  });

  it('know a provider’s page by its path, in either language', () => {
    expect(providerOfPage('/es/service/tv/provider-detail/dish')).toEqual({ service: 'tv', slug: 'dish' });
    expect(providerOfPage('/service/streaming/provider-detail/netflix')).toEqual({
      service: 'streaming',
      slug: 'netflix',
    });
    expect(providerOfPage('/service/streaming/provider-detail')).toBe(undefined);
    expect(providerOfPage('/service/tv')).toBe(undefined);
  });
});
