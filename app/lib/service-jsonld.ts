import { shareImageKind, shareImagePath } from '../../content/share-images.ts';
import { site } from '../../content/site.ts';
import type { PackageCard } from '../../contracts/content.ts';
import { absoluteUrl } from './seo';

// JSON-LD for the service pages (docs/architecture.md, quality bars): breadcrumbs and plans as Product/Offer.
// Serialise with jsonLd() (the JsonLd component does).

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

/** "$1,234.50" → "1234.50"; undefined when the text holds no amount. */
export function priceAmount(price: string): string | undefined {
  const match = price.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  return match?.[0];
}

/**
 * The plan cards of a page as Products, each with a monthly Offer. Google's product rich results
 * need an image; a plan's is its page type's share image. A plan with no provider brand is sold
 * under the site's own name.
 */
export function plansJsonLd(plans: readonly PackageCard[], opts: { brand: string | null; path: string }) {
  const image = absoluteUrl(shareImagePath(shareImageKind(opts.path)));
  return plans.flatMap((plan) => {
    const price = priceAmount(plan.price);
    if (!price) return [];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: opts.brand ? `${opts.brand} ${plan.packageTitle}` : plan.packageTitle,
        description: plan.packageDescription.join('. '),
        image,
        brand: { '@type': 'Brand', name: opts.brand ?? site.name },
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'USD',
          url: absoluteUrl(opts.path),
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'USD',
            unitCode: 'MON',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        },
      },
    ];
  });
}
