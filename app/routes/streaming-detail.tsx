import { streamingDetailSections } from '../../content/providers/streaming-detail-sections.ts';
import { streamingDetailEs } from '../../content/providers/streaming-details.es.ts';
import { streamingDetail } from '../../content/providers/streaming-details.ts';
import { ComparisonSection } from '../components/comparison-table';
import { PackageGrid } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { ProvidersNearYou } from '../components/providers-near-you';
import { richFaqItems } from '../components/rich-text';
import { ServicePage } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { languageOfPath, pageMetaIn, useLanguage } from '../i18n/i18n';
import { providerWords, streamingProviderPage } from '../i18n/provider-page';
import { openPlanDialog } from '../lib/dialogs';
import { serviceNearYou, serviceTestimonials, streamingPagesCopy } from '../lib/page-copy';
import { providerDetailLoader } from '../lib/provider-detail';
import { publishedSiteLists } from '../lib/published-content';
import type { Route } from './+types/streaming-detail';

// The page in English at /service/streaming/provider-detail[/<slug>] and in Spanish under /es/
// (routes.ts): the service's content comes from the loader in the page's language.
export const loader = providerDetailLoader('streaming', (pathname, slug, withPackages, context) => {
  const language = languageOfPath(pathname);
  // A service editors added has the page of its kind (decision 089).
  const providers = publishedSiteLists(context).streaming;
  const detail = withPackages((language === 'es' ? streamingDetailEs : streamingDetail)(slug, providers));
  if (!detail) return undefined;
  // The headings and tables' rows every streaming page shares, as published (decision 089).
  const { sectionWords, packageRows, bundleRows } = streamingPagesCopy(context, language);
  return {
    detail: {
      ...detail,
      packagesTable: { ...detail.packagesTable, rows: packageRows },
      bundlesTable: { ...detail.bundlesTable, rows: bundleRows },
    },
    sections: streamingDetailSections(sectionWords, detail),
    // The streaming listing page's band (its `listing-page` document), as on that page.
    nearYou: serviceNearYou(context, 'streaming', language),
    testimonials: serviceTestimonials(context, 'streaming', language),
  };
});

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const { meta } = providerWords(language, 'streaming', streamingProviderPage);
  const name = loaderData.detail.providerName;
  return pageMetaIn(language, {
    title: meta.title(name),
    description: meta.description(name),
    path: loaderData.path,
  });
};

export default function StreamingDetail({ loaderData }: Route.ComponentProps) {
  const { detail, path, sections, nearYou, testimonials } = loaderData;
  const t = providerWords(useLanguage(), 'streaming', streamingProviderPage);
  const name = detail.providerName;
  return (
    <ServicePage
      category="streaming"
      copy={{ bannerContent: detail.bannerContent, faqInfo: richFaqItems(detail.faqs) }}
      page={{ name: name ?? t.genericName, path }}
      eyebrow={name ? t.eyebrow : undefined}
      plans={{ items: detail.plans, brand: name }}
      testimonials={testimonials}
      faqTitle={t.faqTitle(name)}
    >
      <PageSection {...sections.plans}>
        <PackageGrid packages={detail.plans} label={t.plansLabel} onChoosePlan={openPlanDialog} />
      </PageSection>

      <div className="container-page">
        <ZipPrompt heading={sections.ready} />
      </div>

      <ComparisonSection
        {...sections.packages}
        table={detail.packagesTable}
        caption={t.packagesCaption}
        minWidth={760}
        priced
      />

      <ProvidersNearYou {...nearYou} />

      <ComparisonSection
        {...sections.bundles}
        table={detail.bundlesTable}
        caption={t.bundlesCaption}
        priced
      />
    </ServicePage>
  );
}
