import { Link } from 'react-router';
import { internetDetailSections } from '../../content/providers/internet-detail-sections.ts';
import { internetDetailEs } from '../../content/providers/internet-details.es.ts';
import { internetDetail } from '../../content/providers/internet-details.ts';
import { ComparisonSection } from '../components/comparison-table';
import { LinkList } from '../components/link-list';
import { PackageGrid } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { richFaqItems } from '../components/rich-text';
import { ServiceCardGrid } from '../components/service-card';
import { ServicePage } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { languageOfPath, localizedPath, pageMetaIn, useLanguage } from '../i18n/i18n';
import { internetProviderPage, providerWords } from '../i18n/provider-page';
import { openPlanDialog } from '../lib/dialogs';
import { internetPagesCopy, serviceTestimonials } from '../lib/page-copy';
import { providerDetailLoader } from '../lib/provider-detail';
import { publishedSiteLists } from '../lib/published-content';
import type { Route } from './+types/internet-detail';

// The page in English at /service/internet/provider-detail[/<slug>] and in Spanish under /es/
// (routes.ts): the provider's content comes from the loader in the page's language.
export const loader = providerDetailLoader('internet', (pathname, slug, withPackages, context) => {
  const language = languageOfPath(pathname);
  // A provider editors added has the page of its kind of connection (decision 089).
  const providers = publishedSiteLists(context).internet;
  const detail = withPackages((language === 'es' ? internetDetailEs : internetDetail)(slug, providers));
  if (!detail) return undefined;
  // The headings, cards and comparison's rows every internet page shares, as published (decision 089).
  const { sectionWords, featureCards, comparisonRows, otherServices, resources } = internetPagesCopy(
    context,
    language,
  );
  return {
    detail: { ...detail, comparison: { ...detail.comparison, rows: comparisonRows } },
    otherServices,
    resources,
    sections: internetDetailSections(sectionWords, detail),
    featureCards,
    testimonials: serviceTestimonials(context, 'internet', language),
  };
});

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const { meta } = providerWords(language, 'internet', internetProviderPage);
  const name = loaderData.detail.providerName;
  return pageMetaIn(language, {
    title: meta.title(name),
    description: meta.description(name),
    path: loaderData.path,
  });
};

export default function InternetDetail({ loaderData }: Route.ComponentProps) {
  const { detail, path, sections, featureCards, otherServices, resources, testimonials } = loaderData;
  const language = useLanguage();
  const t = providerWords(language, 'internet', internetProviderPage);
  const name = detail.providerName;
  const localized = <L extends { to: string }>(links: readonly L[]) =>
    links.map((l) => ({ ...l, to: localizedPath(l.to, language) }));
  return (
    <ServicePage
      category="internet"
      copy={{ bannerContent: detail.bannerContent, faqInfo: richFaqItems(detail.faqs) }}
      page={{ name: name ?? t.genericName, path }}
      eyebrow={name ? t.eyebrow : undefined}
      plans={{ items: detail.plans, brand: name }}
      testimonials={testimonials}
      faqTitle={t.faqTitle(name)}
    >
      <PageSection {...sections.features}>
        <ServiceCardGrid cards={featureCards} />
      </PageSection>

      <PageSection {...sections.plans}>
        <PackageGrid packages={detail.plans} label={t.plansLabel} onChoosePlan={openPlanDialog} />
      </PageSection>

      <div className="container-page pt-14 md:pt-20">
        <ZipPrompt heading={sections.available} />
      </div>

      <ComparisonSection
        {...sections.compare}
        table={detail.comparison}
        caption={t.comparisonCaption}
        priced
      />

      <section aria-labelledby="other-services-title" className="container-page pb-14 md:pb-20">
        <div className="rounded-3xl bg-brand-950 px-6 py-10 text-white md:px-12">
          <h2 id="other-services-title" className="text-2xl font-bold md:text-3xl">
            {otherServices.title}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {localized(otherServices.links).map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="btn-accent w-full">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection {...sections.resources}>
        <LinkList items={localized(resources)} label={t.resourcesLabel} columns={2} />
      </PageSection>
    </ServicePage>
  );
}
