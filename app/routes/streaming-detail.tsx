import { providerPageText } from '../../content/page-text.ts';
import {
  streamingDetail,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import { ComparisonSection } from '../components/comparison-table';
import { PackageGrid } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { ProvidersNearYou } from '../components/providers-near-you';
import { ServicePageHead, TestimonialsAndFaq } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { openPlanDialog } from '../lib/dialogs';
import { providerDetailData } from '../lib/provider-detail';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/streaming-detail';

export const loader = ({ params }: Route.LoaderArgs) =>
  providerDetailData('streaming', streamingDetail(params.provider), params.provider);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...providerPageText.streaming(loaderData.detail.providerName), path: loaderData.path });

export default function StreamingDetail({ loaderData }: Route.ComponentProps) {
  const { detail, path } = loaderData;
  const name = detail.providerName;
  return (
    <>
      <ServicePageHead
        category="streaming"
        copy={detail}
        page={{ name: name ?? 'Streaming plans', path }}
        eyebrow={name ? 'Streaming service' : undefined}
        plans={{ items: detail.plans, brand: name }}
      />

      <PageSection
        id="plans"
        eyebrow={detail.samplePlans ? 'Sample plans' : 'Plans'}
        title={name ? `Pick your ${name} plan` : 'Choose a streaming plan'}
        lead="The circle shows the internet speed we recommend for each plan."
        align="center"
      >
        <PackageGrid packages={detail.plans} label="Streaming plans" onChoosePlan={openPlanDialog} />
      </PageSection>

      <div className="container-page">
        <ZipPrompt heading="Is your internet ready for streaming? Check your area" />
      </div>

      <ComparisonSection
        id="packages"
        eyebrow="Compare"
        title="Streaming packages"
        lead="Live channels, simultaneous streams and cloud DVR, side by side."
        table={detail.packagesTable}
        caption="Streaming packages compared"
        minWidth={760}
        priced
      />

      <ProvidersNearYou {...streamingNearYou} />

      <ComparisonSection
        id="bundles"
        eyebrow="Bundle and save"
        title="Bundle streaming with internet"
        lead="A live TV streaming plan with a home internet plan, priced together."
        tone="muted"
        table={detail.bundlesTable}
        caption="Streaming and internet bundles"
        priced
      />

      <TestimonialsAndFaq
        testimonials={streamingTestimonials}
        faq={detail.faqInfo}
        faqTitle={name ? `${name} questions` : 'Streaming questions'}
      />
    </>
  );
}
