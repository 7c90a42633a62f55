import { describe, expect, it } from 'vitest';
import type { PackageCard, TableData } from '../../contracts/content.ts';
import { tvProviders } from './tv.ts';
import { tvTestimonials } from './tv-copy.ts';
import { tvProviderDetailEs, tvProviderExtrasEs, tvTestimonialsEs } from './tv-details.es.server.ts';
import { tvProviderDetail, tvProviderExtras } from './tv-details.server.ts';

// The Spanish twins of the provider content: the same providers, plans, prices and speeds as the
// English, in other words.

/** What a plan card says that is not words: price, speed, recommendation. */
const figures = (cards: readonly PackageCard[] | undefined) =>
  cards?.map(({ price, mbps, recommendation, planDuration }) => ({
    price,
    mbps,
    recommendation,
    planDuration,
  }));

/** A table's shape and its figures: column keys, and each row's cells with digits in them (prices, speeds). */
const tableFigures = (table: TableData | undefined) => ({
  keys: table?.headers.map((h) => h.key),
  rows: table?.rows.map((r) =>
    Object.values(r).map((v) =>
      typeof v === 'string' ? (v.match(/\$?\d+(?:[.,]\d+)*\+?/g) ?? []).join(' ') : '',
    ),
  ),
});

describe('the Spanish TV provider details', () => {
  it.each(tvProviders.map((p) => p.slug))('match the English for %s, in Spanish', (slug) => {
    const en = tvProviderDetail(slug);
    const es = tvProviderDetailEs(slug);
    expect(figures(es?.packages)).toEqual(figures(en?.packages));
    for (const table of [
      'westRegionTvPackages',
      'centralRegionTvPackages',
      'northEastRegionTvPackages',
    ] as const)
      expect(tableFigures(es?.[table])).toEqual(tableFigures(en?.[table]));
    expect(es?.faqInfo).toHaveLength(en?.faqInfo.length ?? -1);
    expect(es?.faqInfo[0]?.title).not.toBe(en?.faqInfo[0]?.title);
    expect(es?.bannerContent.title).not.toBe(en?.bannerContent.title);
    expect(es?.bannerContent.bannerImageUrl).toBe(en?.bannerContent.bannerImageUrl);
    const [exEn, exEs] = [tvProviderExtras(slug), tvProviderExtrasEs(slug)];
    expect(exEs?.samplePackages).toBe(exEn?.samplePackages);
    expect(exEs?.equipment.map((e) => [e.imageUrl, e.bulletPoints.length])).toEqual(
      exEn?.equipment.map((e) => [e.imageUrl, e.bulletPoints.length]),
    );
    expect(exEs?.promotion.text).not.toBe(exEn?.promotion.text);
  });

  it('answers undefined for an unknown slug, and quotes the same customers', () => {
    expect(tvProviderDetailEs('nope')).toBeUndefined();
    expect(tvTestimonialsEs.map((t) => [t.name, t.city])).toEqual(
      tvTestimonials.map((t) => [t.name, t.city]),
    );
  });
});
