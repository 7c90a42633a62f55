// The frame of every service page (listings and provider details): what each opens and closes with.

import type { ReactNode } from 'react';
import { categoryLabels, categoryPaths } from '../../content/base/paths.ts';
import type { ProvidersNearYouContent, Testimonial } from '../../content/base/ui.ts';
import type { BannerContent, FaqItem, PackageCard, ServiceCategory } from '../../contracts/content.ts';
import { localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { servicePage } from '../i18n/service-page';
import { breadcrumbJsonLd, plansJsonLd } from '../lib/service-jsonld';
import { Banner } from './banner';
import { Faq, faqJsonLd } from './faq';
import { JsonLd } from './json-ld';
import { PageSection } from './page-section';
import { contactFormHref, ProvidersNearYou } from './providers-near-you';
import { Testimonials } from './testimonials';

type Crumb = { name: string; path: string };

type ServicePageProps = {
  category: ServiceCategory;
  copy: { bannerContent: BannerContent; faqInfo: readonly FaqItem[] };
  page?: Crumb;
  eyebrow?: string;
  plans?: { items: readonly PackageCard[]; brand: string | null };
  children: ReactNode;
  nearYou?: ProvidersNearYouContent;
  testimonials: readonly Testimonial[];
  testimonialsTone?: 'white' | 'muted';
  faqTitle: string;
};

/**
 * A service page (a listing or a provider's) around its own sections. Before them: structured data
 * (breadcrumb, plans, FAQ) and the banner with its contact button; the trail is Home › the category
 * › `page` on a page under the category (a provider's, or the category's plans), and the eyebrow is
 * the category's name unless given. After them: the providers-near-you block when given, then
 * testimonials and the FAQ (when there is one) on the other background.
 */
export function ServicePage({
  category,
  copy,
  page,
  eyebrow = categoryLabels[category],
  plans,
  children,
  nearYou,
  testimonials,
  testimonialsTone = 'white',
  faqTitle,
}: ServicePageProps) {
  const t = useMessages('servicePage', servicePage);
  const language = useLanguage();
  const trail = [
    { name: t.home, path: localizedPath('/', language) },
    { name: categoryLabels[category], path: localizedPath(categoryPaths[category], language) },
    // `page.path` is the English page's (the loaders' and the meta's): the trail links this one.
    ...(page ? [{ ...page, path: localizedPath(page.path, language) }] : []),
  ];
  const path = page?.path ?? trail[1]?.path ?? '';
  const banner = copy.bannerContent;
  const faq = copy.faqInfo;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {plans && <JsonLd data={plansJsonLd(plans.items, { brand: plans.brand, path })} />}
      {faq.length > 0 && <JsonLd data={faqJsonLd(faq)} />}
      <Banner
        eyebrow={eyebrow}
        {...banner}
        button={{ label: banner.buttonLabel, to: localizedPath(contactFormHref, language) }}
      />
      {children}
      {nearYou && <ProvidersNearYou {...nearYou} />}
      <PageSection
        id="testimonials"
        eyebrow={t.testimonials.eyebrow}
        title={t.testimonials.title}
        tone={testimonialsTone}
      >
        <Testimonials items={testimonials} />
      </PageSection>
      {faq.length > 0 && (
        <PageSection
          id="faq"
          eyebrow={t.faqEyebrow}
          title={faqTitle}
          tone={testimonialsTone === 'white' ? 'muted' : 'white'}
        >
          <Faq items={faq} />
        </PageSection>
      )}
    </>
  );
}
