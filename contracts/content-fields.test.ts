import { describe, expect, test } from 'vitest';
import { homePageSeed } from '../content/home-page.ts';
import { internetPagesSeed } from '../content/provider-pages.ts';
import { fieldsOfFormat, pricesThatDiffer } from './content-fields.ts';

describe('prices a document and its other language must agree on', () => {
  test('every price field is found through the schema, by its path', () => {
    const prices = fieldsOfFormat('home-page', homePageSeed.en, 'price');
    expect(prices.map((p) => p.field)).toEqual(homePageSeed.en.packages.map((_, i) => `packages.${i}.price`));
    // A range's two ends are prices of their own.
    expect(fieldsOfFormat('internet-pages', internetPagesSeed.en, 'price').map((p) => p.field)).toContain(
      'comparison.1.priceTo',
    );
  });

  test('the seed says the same prices in both languages', () => {
    expect(pricesThatDiffer('home-page', homePageSeed.en, homePageSeed.es)).toEqual([]);
    expect(pricesThatDiffer('internet-pages', internetPagesSeed.en, internetPagesSeed.es)).toEqual([]);
  });

  test('names each price that differs, by place; a place only one has is the translation’s', () => {
    const [first, ...rest] = homePageSeed.es.packages;
    if (!first) throw new Error('the home page has packages');
    const es = {
      ...homePageSeed.es,
      packages: [{ ...first, price: '$1.00', packageTitle: 'Otro' }, ...rest],
    };
    expect(pricesThatDiffer('home-page', homePageSeed.en, es)).toEqual([
      { field: 'packages.0.price', here: homePageSeed.en.packages[0]?.price, there: '$1.00' },
    ]);
    const shorter = { ...homePageSeed.es, packages: homePageSeed.es.packages.slice(0, 1) };
    expect(pricesThatDiffer('home-page', homePageSeed.en, shorter)).toEqual([]);
  });
});
