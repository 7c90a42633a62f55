// The parts every service page (listings and provider details) opens and closes with.

import { categoryLabels, categoryPaths } from '../../content/base/paths.ts';
import type { Testimonial } from '../../content/base/ui.ts';
import type { BannerContent, FaqItem, PackageCard, ServiceCategory } from '../../contracts/content.ts';
import { breadcrumbJsonLd, plansJsonLd } from '../lib/service-jsonld';
import { Banner } from './banner';
import { Faq, faqJsonLd } from './faq';
import { JsonLd } from './json-ld';
import { PageSection } from './page-section';
import { contactFormHref } from './providers-near-you';
import { Testimonials } from './testimonials';

type Crumb = { name: string; path: string };

/**
 * Structured data (breadcrumb, plans, FAQ) and the banner with its contact button. The trail is Home ›
 * the category › `page` on a page under the category (a provider's, or the category's plans); the
 * eyebrow is the category's name unless given.
 */
export function ServicePageHead({
  category,
  copy,
  page,
  eyebrow = categoryLabels[category],
  plans,
}: {
  category: ServiceCategory;
  copy: { bannerContent: BannerContent; faqInfo: readonly FaqItem[] };
  page?: Crumb;
  eyebrow?: string;
  plans?: { items: readonly PackageCard[]; brand: string | null };
}) {
  const trail = [
    { name: 'Home', path: '/' },
    { name: categoryLabels[category], path: categoryPaths[category] },
    ...(page ? [page] : []),
  ];
  const path = page?.path ?? categoryPaths[category];
  const banner = copy.bannerContent;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {plans && <JsonLd data={plansJsonLd(plans.items, { brand: plans.brand, path })} />}
      {copy.faqInfo.length > 0 && <JsonLd data={faqJsonLd(copy.faqInfo)} />}
      <Banner eyebrow={eyebrow} {...banner} button={{ label: banner.buttonLabel, to: contactFormHref }} />
    </>
  );
}

/** Testimonials, then the FAQ (when there is one) on the other background. */
export function TestimonialsAndFaq({
  testimonials,
  faq,
  faqTitle,
  testimonialsTone = 'white',
}: {
  testimonials: readonly Testimonial[];
  faq: readonly FaqItem[];
  faqTitle: string;
  testimonialsTone?: 'white' | 'muted';
}) {
  return (
    <>
      <PageSection
        id="testimonials"
        eyebrow="Testimonials"
        title="What our customers say"
        tone={testimonialsTone}
      >
        <Testimonials items={testimonials} />
      </PageSection>
      {faq.length > 0 && (
        <PageSection
          id="faq"
          eyebrow="FAQ"
          title={faqTitle}
          tone={testimonialsTone === 'white' ? 'muted' : 'white'}
        >
          <Faq items={faq} />
        </PageSection>
      )}
    </>
  );
}
