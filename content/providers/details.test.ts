import { describe, expect, it } from 'vitest';
import { internetProviders } from './internet.ts';
import { internetDetail, internetProvidersByType } from './internet-details.ts';
import { streamingProviders } from './streaming.ts';
import { streamingDetail } from './streaming-details.ts';
import { tvProviders } from './tv.ts';
import { tvDetailWithPackagesEs, tvProviderDetailEs } from './tv-details.es.server.ts';
import { tvDetailWithPackages, tvProviderDetail, tvProviderExtras } from './tv-details.server.ts';

const prices = (slug: string) => tvProviderDetail(slug)?.packages.map((p) => p.price);

describe('TV provider details', () => {
  it('carries the SPEC 9 package prices for xfinity and spectrum', () => {
    expect(prices('xfinity')).toEqual(['$20.00', '$50.00', '$68.50', '$69.99']);
    expect(prices('spectrum')).toEqual(['$19.99', '$24.99', '$44.99', '$69.99']);
    expect(tvProviderDetail('xfinity')?.packages.map((p) => p.packageTitle)).toEqual([
      'Choice TV',
      'Popular TV',
      'Ultimate TV',
      'Premium Choice',
    ]);
  });

  it.each(tvProviders.map((p) => p.slug))('has complete data for %s', (slug) => {
    const d = tvProviderDetail(slug);
    expect(d).toBeDefined();
    expect(d?.bannerContent.title).toContain(tvProviders.find((p) => p.slug === slug)?.name);
    expect(d?.packages).toHaveLength(4);
    expect(d?.faqInfo.length).toBeGreaterThan(0);
    expect(d?.westRegionTvPackages.rows[0]?.price).toBe('$125/mo.');
    expect(d?.centralRegionTvPackages.rows[0]?.price).toBe('$150/mo.');
    expect(d?.northEastRegionTvPackages.rows[0]?.price).toBe('$140/mo.');
    expect(tvProviderExtras(slug)?.equipment).toHaveLength(2);
    expect(tvProviderExtras(slug)?.samplePackages).toBe(!['xfinity', 'spectrum'].includes(slug));
  });

  it('answers undefined for an unknown slug', () => {
    expect(tvProviderDetail('nope')).toBeUndefined();
  });
});

describe('TV provider details with an editor’s packages', () => {
  it.each(tvProviders.map((p) => p.slug))(
    '%s: its own cards give the detail unchanged, in both languages',
    (slug) => {
      const en = tvProviderDetail(slug);
      const es = tvProviderDetailEs(slug);
      if (!en || !es) throw new Error(`no TV page for ${slug}`);
      expect(tvDetailWithPackages(en, en.packages)).toEqual(en);
      expect(tvDetailWithPackagesEs(es, es.packages)).toEqual(es);
    },
  );

  it('names and prices the tables’ TV-only rows as their cards, and leaves out a row whose card is gone', () => {
    const detail = tvProviderDetail('xfinity');
    if (!detail) throw new Error('no xfinity');
    const [first, second] = detail.packages;
    if (!first || !second) throw new Error('no packages');
    const edited = tvDetailWithPackages(detail, [
      first,
      { ...second, packageTitle: 'Popular Plus', price: '$55.55' },
    ]);
    expect(edited.westRegionTvPackages.rows.map((r) => [r.package, r.price])).toEqual([
      [detail.westRegionTvPackages.rows[0]?.package, '$125/mo.'],
      ['Popular Plus', '$55.55/mo.'],
    ]);
    expect(edited.packages).toHaveLength(2);
  });
});

describe('internet details', () => {
  it('shows the SPEC sample plans on the generic page', () => {
    const d = internetDetail();
    expect(d?.plans.map((p) => [p.packageTitle, p.price])).toEqual([
      ['Connect Basic', '$19.99'],
      ['Connect Extra', '$24.99'],
      ['Connect Gigabit', '$44.99'],
      ['Gigabit More', '$69.99'],
    ]);
    expect(d?.plans[1]?.packageDescription).toContain('100-300 Mbps download speeds');
    expect(d?.plans[3]?.packageDescription).toContain('Connect up to 50 devices');
    expect(d?.comparison.rows.map((r) => r.package)).toEqual([
      'Connect',
      'Connect More',
      'Fast',
      'Superfast',
      'Gigabit',
    ]);
  });

  it.each(internetProviders.map((p) => p.slug))('names %s on its own page', (slug) => {
    const name = internetProviders.find((p) => p.slug === slug)?.name ?? '';
    expect(internetDetail(slug)?.providerName).toBe(name);
    expect(internetDetail(slug)?.bannerContent.title).toContain(name);
  });

  it('groups every provider under exactly one type', () => {
    const grouped = internetProvidersByType().flatMap((g) => g.providers.map((p) => p.slug));
    expect(grouped.sort()).toEqual(internetProviders.map((p) => p.slug).sort());
  });
});

describe('streaming details', () => {
  it('has the SPEC live TV and Spanish rows', () => {
    const [live, spanish] = streamingDetail()?.packagesTable.rows ?? [];
    expect(live).toMatchObject({ price: '$73.00/mo.', channels: '85-100+', streams: '3' });
    expect(spanish).toMatchObject({ price: '$34.99/mo.', streams: '3', dvr: 'Unlimited for 9 months' });
  });

  it.each(streamingProviders.map((p) => p.slug))('names %s on its own page', (slug) => {
    const name = streamingProviders.find((p) => p.slug === slug)?.name ?? '';
    expect(streamingDetail(slug)?.bannerContent.title).toContain(name);
    expect(streamingDetail(slug)?.plans).toHaveLength(4);
  });
});
