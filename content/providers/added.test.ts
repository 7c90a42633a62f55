import { describe, expect, it } from 'vitest';
import { hasSpanishVersion } from '../page-paths.ts';
import { addedProviderRef, addedProviders, isCodeProvider, slugOfProviderKey } from './added.ts';
import { internetProviders, internetProvidersWith } from './internet.ts';

const doc = (data: unknown) => ({ version: 2, data });
const acme = { name: 'Acme Fiber', type: 'fiber', states: ['WA'], listed: true };

describe('the providers editors added', () => {
  it('are the listed `provider` documents of a published set, by name; the code’s slugs and other kinds are not', () => {
    const set = {
      'provider:internet/zeta:en': doc({ ...acme, name: 'Zeta Net', type: 'cable', states: [] }),
      'provider:internet/acme-fiber:en': doc(acme),
      'provider:internet/gone:en': doc({ ...acme, name: 'Gone', listed: false }),
      'provider:internet/xfinity:en': doc({ ...acme, name: 'Not Xfinity' }),
      'provider-logo:acme-fiber:en': doc({ logo: null }),
    };
    expect(addedProviders(set)).toEqual([
      { slug: 'acme-fiber', name: 'Acme Fiber', type: 'fiber', states: ['WA'] },
      { slug: 'zeta', name: 'Zeta Net', type: 'cable', states: [] },
    ]);
    expect(addedProviders({})).toEqual([]);
  });

  it('throws on a published document that does not parse, as a render must fail with it', () => {
    expect(() => addedProviders({ 'provider:internet/bad:en': doc({ ...acme, type: 'laser' }) })).toThrow();
  });

  it('join the code’s providers after them; with none the list is the code’s own', () => {
    expect(internetProvidersWith([])).toBe(internetProviders);
    const all = internetProvidersWith([{ slug: 'acme-fiber', name: 'Acme Fiber', type: 'fiber' }]);
    expect(all.slice(0, internetProviders.length)).toEqual(internetProviders);
    expect(all.at(-1)).toEqual({ slug: 'acme-fiber', name: 'Acme Fiber', type: 'fiber' });
  });

  it('are named by key `internet/<slug>`; a slug any service’s code provider has is taken', () => {
    expect(addedProviderRef('acme-fiber')).toEqual({
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
