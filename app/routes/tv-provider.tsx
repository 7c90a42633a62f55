import { useId } from 'react';
import { data } from 'react-router';
import { providerPath } from '../../content/base/paths.ts';
import { tvName } from '../../content/base/tv-name.ts';
import { planDurationsTv } from '../../content/base/ui.ts';
import { tvDetailSections } from '../../content/providers/tv-detail-sections.ts';
import {
  tvDetailWithPackagesEs,
  tvProviderDetailEs,
  tvProviderExtrasEs,
} from '../../content/providers/tv-details.es.server.ts';
import {
  tvDetailWithPackages,
  tvProviderDetail,
  tvProviderExtras,
} from '../../content/providers/tv-details.server.ts';
import { providerPageOf } from '../../contracts/content-documents.ts';
import { CheckList } from '../components/check-list';
import { ComparisonTable } from '../components/comparison-table';
import { PackageGrid } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { WithPlanDuration } from '../components/plan-duration-toggle';
import { richFaqItems } from '../components/rich-text';
import { ServicePage } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { languageOfPath, pageMetaIn, useLanguage } from '../i18n/i18n';
import { providerWords, tvProviderPage } from '../i18n/provider-page';
import { openPlanDialog } from '../lib/dialogs';
import { serviceTestimonials, tvPagesCopy } from '../lib/page-copy';
import { published, publishedSiteLists, richFaqs } from '../lib/published-content';
import type { Route } from './+types/tv-provider';

// The page in English at /service/tv/provider-detail/<slug> and in Spanish under /es/ (routes.ts).
// Runs at prerender; React Router saves the result next to the HTML for client navigation, and
// GET /api/tv-providers/{slug} serves the same tvProviderDetail() data. The provider's content comes
// in the page's language from here (the Spanish twin never reaches a chunk).
export function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const spanish = language === 'es';
  // The TV providers as published (decision 089): one renamed or added has its page built for it.
  const providers = publishedSiteLists(context).tv;
  const provider = providers.find((p) => p.slug === params.provider);
  const seedDetail = provider && (spanish ? tvProviderDetailEs : tvProviderDetail)(provider.slug, providers);
  const seedExtras = provider && (spanish ? tvProviderExtrasEs : tvProviderExtras)(provider.slug, providers);
  if (!provider || !seedDetail || !seedExtras) throw data(null, { status: 404 });
  // The editors' packages where published (decision 089): the cards and the tables' rows they price.
  const seed = providerPageOf({ ...seedDetail, samplePricing: seedExtras.samplePackages });
  const doc = published(
    context,
    { kind: 'provider-packages', key: `tv/${provider.slug}`, language },
    () => seed,
  );
  const { faqInfo: _seedFaq, ...withPackages } =
    doc === seed
      ? seedDetail
      : (spanish ? tvDetailWithPackagesEs : tvDetailWithPackages)(seedDetail, doc.packages);
  const detail = { ...withPackages, bannerContent: { ...withPackages.bannerContent, ...doc.banner } };
  const extras = { ...seedExtras, samplePackages: doc.samplePricing };
  // The headings every TV provider page shares, as published, naming this one (decision 089).
  const sections = tvDetailSections(tvPagesCopy(context, language), {
    providerName: provider.name,
    samplePackages: extras.samplePackages,
  });
  return {
    provider,
    /** Its name with "TV" after it, once (tvName). */
    brand: tvName(provider.name),
    detail,
    sections,
    faqs: richFaqs(context, language, doc.faqs),
    extras,
    testimonials: serviceTestimonials(context, 'tv', language),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  const { meta } = providerWords(language, 'tv', tvProviderPage);
  return pageMetaIn(language, {
    title: meta.title(loaderData.provider.name, loaderData.brand),
    description: meta.description(loaderData.provider.name, loaderData.brand),
    path: providerPath.tv(loaderData.provider.slug),
  });
};

export default function TvProvider({ loaderData }: Route.ComponentProps) {
  const { provider, brand, detail, sections, faqs, extras, testimonials } = loaderData;
  const t = providerWords(useLanguage(), 'tv', tvProviderPage);
  const durations = planDurationsTv.map((d) => ({ ...d, label: t.durations[d.value] }));
  const equipmentId = useId();
  const path = providerPath.tv(provider.slug);
  const regions = [
    { key: 'west', label: t.regions.names.west, table: detail.westRegionTvPackages },
    { key: 'central', label: t.regions.names.central, table: detail.centralRegionTvPackages },
    { key: 'north-east', label: t.regions.names.northEast, table: detail.northEastRegionTvPackages },
  ];
  return (
    <ServicePage
      category="tv"
      copy={{ bannerContent: detail.bannerContent, faqInfo: richFaqItems(faqs) }}
      page={{ name: provider.name, path }}
      eyebrow={t.eyebrow(provider.tvType)}
      plans={{ items: detail.packages, brand: provider.name }}
      testimonials={testimonials}
      testimonialsTone="muted"
      faqTitle={t.faqTitle(provider.name, brand)}
    >
      <PageSection {...sections.packages}>
        <WithPlanDuration options={durations} legend={t.durationLegend} name="tv-plan-duration">
          {(duration) => (
            <PackageGrid
              packages={detail.packages}
              label={t.packages.label(provider.name)}
              belowToggle
              priceSuffix={t.priceSuffix(duration)}
              onChoosePlan={(p) => openPlanDialog({ ...p, planDuration: t.durations[duration] })}
            />
          )}
        </WithPlanDuration>
      </PageSection>

      <div className="container-page">
        <ZipPrompt heading={sections.available} />
      </div>

      <PageSection {...sections.regions}>
        <div className="grid gap-10">
          {regions.map((r) => (
            <div key={r.key} id={`region-${r.key}`} className="min-w-0">
              <h3 className="mb-4 text-xl font-bold text-ink">{t.regions.heading(r.label)}</h3>
              <ComparisonTable
                table={r.table}
                caption={t.regions.caption(provider.name, r.label)}
                hideCaption
                priced
              />
            </div>
          ))}
        </div>
      </PageSection>

      <section aria-labelledby="promotion-title" className="container-page pb-14 md:pb-20">
        <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-brand-50 p-6 md:p-10 lg:grid-cols-2">
          <img
            src={extras.promotion.imageUrl}
            alt={extras.promotion.alt}
            width={640}
            height={400}
            loading="lazy"
            className="h-auto w-full rounded-2xl"
          />
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t.promotion}</p>
            <h2 id="promotion-title" className="section-title mt-1">
              {extras.promotion.heading}
            </h2>
            <p className="section-lead">{extras.promotion.text}</p>
          </div>
        </div>
      </section>

      <PageSection {...sections.equipment}>
        <div className="grid gap-6 md:grid-cols-2">
          {extras.equipment.map((item, i) => (
            <article
              key={item.name}
              aria-labelledby={`${equipmentId}-${i}`}
              className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row"
            >
              <img
                src={item.imageUrl}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                className="h-auto w-full rounded-xl sm:w-40"
              />
              <div>
                <h3 id={`${equipmentId}-${i}`} className="text-xl font-bold text-ink">
                  {item.name}
                </h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
                <CheckList items={item.bulletPoints} />
              </div>
            </article>
          ))}
        </div>
      </PageSection>

      <div className="container-page section">
        <ZipPrompt tone="dark" heading={sections.ready} buttonLabel={t.ready.button} />
      </div>
    </ServicePage>
  );
}
