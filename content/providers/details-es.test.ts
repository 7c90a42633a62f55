import { describe, expect, it } from 'vitest';
import type { PackageCard, TableData } from '../../contracts/content.ts';
import { internetProviders } from './internet.ts';
import { internetSectionWordsEs } from './internet-detail-sections.es.ts';
import { internetDetailSections, internetSectionWords } from './internet-detail-sections.ts';
import { internetDetailEs, internetFeatureCardsEs } from './internet-details.es.ts';
import { internetDetail, internetFeatureCards } from './internet-details.ts';
import { streamingProviders } from './streaming.ts';
import { streamingSectionWordsEs } from './streaming-detail-sections.es.ts';
import { streamingDetailSections, streamingSectionWords } from './streaming-detail-sections.ts';
import { streamingDetailEs } from './streaming-details.es.ts';
import { streamingDetail } from './streaming-details.ts';
import { tvProviders } from './tv.ts';
import { tvProviderDetailEs, tvProviderExtrasEs } from './tv-details.es.server.ts';
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

  it('answers undefined for an unknown slug', () => {
    expect(tvProviderDetailEs('nope')).toBeUndefined();
  });
});

/** The generic page (no slug), then every provider's. */
const slugsOf = (providers: readonly { slug: string }[]) => [undefined, ...providers.map((p) => p.slug)];

/** The keys of every section heading, with their anchors. */
/** Each heading's anchor and fields (a ZIP box's heading, a string, by its key alone). */
const heads = (sections: Record<string, { id: string } | string>) =>
  Object.entries(sections).map(([k, v]) => (typeof v === 'string' ? [k] : [k, v.id, Object.keys(v)]));

describe('the Spanish internet details', () => {
  it.each(slugsOf(internetProviders))('match the English for %s, in Spanish', (slug) => {
    const en = internetDetail(slug);
    const es = internetDetailEs(slug);
    expect(es?.providerName).toBe(en?.providerName);
    expect(es?.samplePlans).toBe(en?.samplePlans);
    expect(figures(es?.plans)).toEqual(figures(en?.plans));
    expect(es?.plans.map((p) => p.packageDescription.length)).toEqual(
      en?.plans.map((p) => p.packageDescription.length),
    );
    expect(tableFigures(es?.comparison)).toEqual(tableFigures(en?.comparison));
    expect(es?.faqInfo).toHaveLength(en?.faqInfo.length ?? -1);
    expect(es?.bannerContent.title).not.toBe(en?.bannerContent.title);
    if (en && es)
      expect(heads(internetDetailSections(internetSectionWordsEs, es))).toEqual(
        heads(internetDetailSections(internetSectionWords, en)),
      );
  });

  it('has the same feature cards, and no page for an unknown slug', () => {
    expect(internetDetailEs('nope')).toBeUndefined();
    expect(internetFeatureCardsEs.map((c) => [c.icon, c.bulletPoints?.length])).toEqual(
      internetFeatureCards.map((c) => [c.icon, c.bulletPoints?.length]),
    );
  });
});

describe('the Spanish streaming details', () => {
  it.each(slugsOf(streamingProviders))('match the English for %s, in Spanish', (slug) => {
    const en = streamingDetail(slug);
    const es = streamingDetailEs(slug);
    expect(es?.providerName).toBe(en?.providerName);
    expect(figures(es?.plans)).toEqual(figures(en?.plans));
    expect(tableFigures(es?.packagesTable)).toEqual(tableFigures(en?.packagesTable));
    expect(tableFigures(es?.bundlesTable)).toEqual(tableFigures(en?.bundlesTable));
    expect(es?.faqInfo).toHaveLength(en?.faqInfo.length ?? -1);
    expect(es?.bannerContent.subTitle).not.toBe(en?.bannerContent.subTitle);
    if (en && es)
      expect(heads(streamingDetailSections(streamingSectionWordsEs, es))).toEqual(
        heads(streamingDetailSections(streamingSectionWords, en)),
      );
  });

  it('has no page for an unknown slug', () => {
    expect(streamingDetailEs('nope')).toBeUndefined();
  });
});
