import { useId, useState } from 'react';
import { data } from 'react-router';
import { providerPath } from '../../content/base/paths.ts';
import { type PlanDurationValue, planDurationsTv } from '../../content/base/ui.ts';
import { providerPageText } from '../../content/page-text.ts';
import { regionLabels, tvProviders } from '../../content/providers/tv.ts';
import { tvTestimonials } from '../../content/providers/tv-copy.ts';
import { tvProviderDetail, tvProviderExtras } from '../../content/providers/tv-details.server.ts';
import { CheckList } from '../components/check-list';
import { ComparisonTable } from '../components/comparison-table';
import { PackageGrid } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { PlanDurationToggle } from '../components/plan-duration-toggle';
import { ServicePage } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { openPlanDialog } from '../lib/dialogs';
import { priceSuffixFor } from '../lib/price-suffix';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/tv-provider';

// Runs at prerender; React Router saves the result next to the HTML for client navigation, and
// GET /api/tv-providers/{slug} serves the same tvProviderDetail() data.
export function loader({ params }: Route.LoaderArgs) {
  const provider = tvProviders.find((p) => p.slug === params.provider);
  const detail = provider && tvProviderDetail(provider.slug);
  const extras = provider && tvProviderExtras(provider.slug);
  if (!provider || !detail || !extras) throw data(null, { status: 404 });
  return { provider, detail, extras };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    ...providerPageText.tv(loaderData.provider.name),
    path: providerPath.tv(loaderData.provider.slug),
  });

export default function TvProvider({ loaderData }: Route.ComponentProps) {
  const { provider, detail, extras } = loaderData;
  const [duration, setDuration] = useState<PlanDurationValue>('month');
  const equipmentId = useId();
  const path = providerPath.tv(provider.slug);
  const regions = [
    { key: 'west', label: regionLabels.west, table: detail.westRegionTvPackages },
    { key: 'central', label: regionLabels.central, table: detail.centralRegionTvPackages },
    { key: 'north-east', label: regionLabels.northEast, table: detail.northEastRegionTvPackages },
  ];
  return (
    <ServicePage
      category="tv"
      copy={detail}
      page={{ name: provider.name, path }}
      eyebrow={`${provider.tvType} TV provider`}
      plans={{ items: detail.packages, brand: provider.name }}
      testimonials={tvTestimonials}
      testimonialsTone="muted"
      faqTitle={`${provider.name} TV questions`}
    >
      <PageSection
        id="packages"
        eyebrow={extras.samplePackages ? 'Sample packages' : 'Popular packages'}
        title={`Popular ${provider.name} TV packages`}
        lead={
          extras.samplePackages
            ? `Illustrative packages and prices to compare ${provider.name} with other providers; we confirm the real line-up at your address.`
            : 'Choose how long you want to see the price for; the amounts stay the same.'
        }
        align="center"
      >
        <div className="flex justify-center">
          <PlanDurationToggle
            options={planDurationsTv}
            value={duration}
            onChange={setDuration}
            legend="Plan duration"
            name="tv-plan-duration"
          />
        </div>
        <PackageGrid
          packages={detail.packages}
          label={`${provider.name} packages`}
          belowToggle
          priceSuffix={priceSuffixFor(duration)}
          onChoosePlan={(p) =>
            openPlanDialog({
              ...p,
              planDuration: planDurationsTv.find((o) => o.value === duration)?.label ?? p.planDuration,
            })
          }
        />
      </PageSection>

      <div className="container-page">
        <ZipPrompt heading={`Is ${provider.name} available at your address?`} />
      </div>

      <PageSection
        id="regional-prices"
        eyebrow="Prices by region"
        title={`${provider.name} TV and internet by region`}
        lead="Bundle prices differ by region. Find yours below."
      >
        <div className="grid gap-10">
          {regions.map((r) => (
            <div key={r.key} id={`region-${r.key}`} className="min-w-0">
              <h3 className="mb-4 text-xl font-bold text-ink">{r.label} region</h3>
              <ComparisonTable
                table={r.table}
                caption={`${provider.name} packages in the ${r.label} region`}
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
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Promotion</p>
            <h2 id="promotion-title" className="section-title mt-1">
              {extras.promotion.heading}
            </h2>
            <p className="section-lead">{extras.promotion.text}</p>
          </div>
        </div>
      </section>

      <PageSection
        id="equipment"
        eyebrow="Equipment"
        title="Top-rated equipment"
        lead={`What comes with ${provider.name} TV.`}
        tone="muted"
      >
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
        <ZipPrompt
          tone="dark"
          heading={`Ready to order ${provider.name}? Check your ZIP code first`}
          buttonLabel="Check my area"
        />
      </div>
    </ServicePage>
  );
}
