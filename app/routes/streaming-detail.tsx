import { data } from 'react-router';
import { providerPageText } from '../../content/page-text.ts';
import { categoryPaths, genericDetailPath, providerPath } from '../../content/pages.ts';
import {
  streamingDetail,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import { priceNote } from '../../content/ui.ts';
import { ComparisonTable } from '../components/comparison-table';
import { PackageCard } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { ProvidersNearYou } from '../components/providers-near-you';
import { ServicePageHead, TestimonialsAndFaq } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { openAvailabilityDialog, openPlanDialog } from '../lib/dialogs';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/streaming-detail';

export function loader({ params }: Route.LoaderArgs) {
  const detail = streamingDetail(params.provider);
  if (!detail) throw data(null, { status: 404 });
  const path = params.provider ? providerPath.streaming(params.provider) : genericDetailPath.streaming;
  return { detail, path };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...providerPageText.streaming(loaderData.detail.providerName), path: loaderData.path });

export default function StreamingDetail({ loaderData }: Route.ComponentProps) {
  const { detail, path } = loaderData;
  const name = detail.providerName;
  return (
    <>
      <ServicePageHead
        eyebrow={name ? 'Streaming service' : 'Streaming'}
        banner={detail.bannerContent}
        crumbs={[
          { name: 'Streaming', path: categoryPaths.streaming },
          { name: name ?? 'Streaming plans', path },
        ]}
        faq={detail.faqInfo}
        plans={{ items: detail.plans, brand: name }}
      />

      <PageSection
        id="plans"
        eyebrow={detail.samplePlans ? 'Sample plans' : 'Plans'}
        title={name ? `Pick your ${name} plan` : 'Choose a streaming plan'}
        lead="The circle shows the internet speed we recommend for each plan."
        align="center"
      >
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-label="Streaming plans">
          {detail.plans.map((pkg) => (
            <li key={pkg.packageTitle}>
              <PackageCard pkg={pkg} onChoosePlan={openPlanDialog} />
            </li>
          ))}
        </ul>
      </PageSection>

      <div className="container-page">
        <ZipPrompt heading="Is your internet ready for streaming? Check your area" />
      </div>

      <PageSection
        id="packages"
        eyebrow="Compare"
        title="Streaming packages"
        lead="Live channels, simultaneous streams and cloud DVR, side by side."
      >
        <ComparisonTable
          table={detail.packagesTable}
          caption="Streaming packages compared"
          hideCaption
          minWidth={760}
          note={`Prices per month. ${priceNote}`}
          onAction={() => openAvailabilityDialog()}
        />
      </PageSection>

      <ProvidersNearYou
        heading={streamingNearYou.heading}
        subHeading={streamingNearYou.subHeading}
        onCheckAvailability={() => openAvailabilityDialog()}
      />

      <PageSection
        id="bundles"
        eyebrow="Bundle and save"
        title="Bundle streaming with internet"
        lead="A live TV streaming plan with a home internet plan, priced together."
        tone="muted"
      >
        <ComparisonTable
          table={detail.bundlesTable}
          caption="Streaming and internet bundles"
          hideCaption
          note={`Prices per month. ${priceNote}`}
          onAction={() => openAvailabilityDialog()}
        />
      </PageSection>

      <TestimonialsAndFaq
        testimonials={streamingTestimonials}
        faq={detail.faqInfo}
        faqTitle={name ? `${name} questions` : 'Streaming questions'}
      />
    </>
  );
}
