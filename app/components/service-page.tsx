// The parts every service page (listings and provider details) opens and closes with.

import { categoryLabels, categoryPaths } from '../../content/pages.ts';
import type { Testimonial } from '../../content/ui.ts';
import type { BannerContent, FaqItem, PackageCard } from '../../contracts/content.ts';
import type { DetailCategory } from '../lib/provider-detail';
import { breadcrumbJsonLd, plansJsonLd } from '../lib/service-jsonld';
import { Banner } from './banner';
import { Faq, faqJsonLd } from './faq';
import { JsonLd } from './json-ld';
import { PageSection } from './page-section';
import { contactFormHref } from './providers-near-you';
import { Testimonials } from './testimonials';

type Crumb = { name: string; path: string };

/**
 * Structured data (breadcrumb from Home, plans, FAQ) and the banner with its contact button.
 * `crumbs` are the trail after Home; the last one is this page.
 */
export function ServicePageHead({
  eyebrow,
  banner,
  crumbs,
  faq,
  plans,
}: {
  eyebrow: string;
  banner: BannerContent;
  crumbs: Crumb[];
  faq: readonly FaqItem[];
  plans?: { items: readonly PackageCard[]; brand: string | null };
}) {
  const path = crumbs.at(-1)?.path ?? '/';
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...crumbs])} />
      {plans && <JsonLd data={plansJsonLd(plans.items, { brand: plans.brand, path })} />}
      {faq.length > 0 && <JsonLd data={faqJsonLd(faq)} />}
      <Banner eyebrow={eyebrow} {...banner} button={{ label: banner.buttonLabel, to: contactFormHref }} />
    </>
  );
}

/**
 * The head of an internet or streaming detail page: the trail is Category › provider (or Category ›
 * "… plans" on the generic page), and the eyebrow names the provider's kind only on a provider's page.
 */
export function DetailPageHead({
  category,
  providerEyebrow,
  detail,
  path,
}: {
  category: DetailCategory;
  providerEyebrow: string;
  detail: {
    providerName: string | null;
    bannerContent: BannerContent;
    faqInfo: readonly FaqItem[];
    plans: readonly PackageCard[];
  };
  path: string;
}) {
  const label = categoryLabels[category];
  const name = detail.providerName;
  return (
    <ServicePageHead
      eyebrow={name ? providerEyebrow : label}
      banner={detail.bannerContent}
      crumbs={[
        { name: label, path: categoryPaths[category] },
        { name: name ?? `${label} plans`, path },
      ]}
      faq={detail.faqInfo}
      plans={{ items: detail.plans, brand: name }}
    />
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
