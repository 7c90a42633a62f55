import { describe, expect, it } from 'vitest';
import { sampleInternetPlans } from '../../content/providers/internet-details.ts';
import { breadcrumbJsonLd, plansJsonLd, priceAmount } from './service-jsonld';

describe('service JSON-LD', () => {
  it('reads the amount of a price string', () => {
    expect(priceAmount('$68.50')).toBe('68.50');
    expect(priceAmount('$1,234.00')).toBe('1234.00');
    expect(priceAmount('call us')).toBeUndefined();
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'TV', path: '/service/tv' },
    ]);
    expect(list.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'http://localhost:3000/'],
      [2, 'http://localhost:3000/service/tv'],
    ]);
  });

  it('makes one Product with a USD Offer per plan', () => {
    const products = plansJsonLd(sampleInternetPlans, { brand: 'Xfinity', path: '/x' });
    expect(products).toHaveLength(4);
    expect(products[0]).toMatchObject({
      name: 'Xfinity Connect Basic',
      offers: { price: '19.99', priceCurrency: 'USD' },
    });
  });
});
