import type { InternetDetail, SectionHead } from '../../contracts/content.ts';
import { plansSectionHead } from '../base/blocks.ts';

// Its own module, not in internet-details.ts: the listing page loads internet-details.ts too and
// has no use for the detail page's headings (nor the detail page for the listing's).

/** Headings of an internet detail page's sections; they name the provider when there is one. */
export function internetDetailSections(page: Pick<InternetDetail, 'providerName' | 'samplePlans'>) {
  const name = page.providerName;
  return {
    features: {
      id: 'features',
      eyebrow: 'More than internet',
      title: 'Wi-Fi at home, hotspots and mobile',
      lead: 'What comes with a home internet plan.',
    },
    plans: {
      ...plansSectionHead(page, 'Choose an internet plan'),
      lead: page.samplePlans
        ? `Illustrative plans and prices to compare speeds${name ? ` with ${name}` : ''}; we confirm what reaches your address.`
        : undefined,
      align: 'center',
      tone: 'muted',
    },
    compare: {
      id: 'compare',
      eyebrow: 'Compare',
      title: 'Compare internet packages',
      lead: 'Price ranges and typical speeds by package tier.',
    },
    resources: { id: 'resources', eyebrow: 'Resources', title: 'Helpful resources', tone: 'muted' },
  } satisfies Record<string, SectionHead>;
}
