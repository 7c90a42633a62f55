import { providerPageText } from '../../content/page-text.ts';
import { streamingDetailSections } from '../../content/providers/streaming-detail-sections.ts';
import {
  streamingDetail,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import { ComparisonSection } from '../components/comparison-table';
import { PackageGrid } from '../components/package-card';
import { PageSection } from '../components/page-section';
import { ProvidersNearYou } from '../components/providers-near-you';
import { ServicePage } from '../components/service-page';
import { ZipPrompt } from '../components/zip-prompt';
import { openPlanDialog } from '../lib/dialogs';
import { providerDetailLoader } from '../lib/provider-detail';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/streaming-detail';

export const loader = providerDetailLoader('streaming', streamingDetail);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...providerPageText.streaming(loaderData.detail.providerName), path: loaderData.path });

export default function StreamingDetail({ loaderData }: Route.ComponentProps) {
  const { detail, path } = loaderData;
  const name = detail.providerName;
  const sections = streamingDetailSections(detail);
  return (
    <ServicePage
      category="streaming"
      copy={detail}
      page={{ name: name ?? 'Streaming plans', path }}
      eyebrow={name ? 'Streaming service' : undefined}
      plans={{ items: detail.plans, brand: name }}
      testimonials={streamingTestimonials}
      faqTitle={name ? `${name} questions` : 'Streaming questions'}
    >
      <PageSection {...sections.plans}>
        <PackageGrid packages={detail.plans} label="Streaming plans" onChoosePlan={openPlanDialog} />
      </PageSection>

      <div className="container-page">
        <ZipPrompt heading="Is your internet ready for streaming? Check your area" />
      </div>

      <ComparisonSection
        {...sections.packages}
        table={detail.packagesTable}
        caption="Streaming packages compared"
        minWidth={760}
        priced
      />

      <ProvidersNearYou {...streamingNearYou} />

      <ComparisonSection
        {...sections.bundles}
        table={detail.bundlesTable}
        caption="Streaming and internet bundles"
        priced
      />
    </ServicePage>
  );
}
