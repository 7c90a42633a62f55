import { streamingText } from '../../content/page-text.ts';
import { categoryPaths, providerPath } from '../../content/pages.ts';
import { streamingKindLabels, streamingProviders } from '../../content/providers/streaming.ts';
import {
  streamingListingCopy,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import type { StreamingKind } from '../../contracts/content.ts';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { ProvidersNearYou } from '../components/providers-near-you';
import { ServicePageHead, TestimonialsAndFaq } from '../components/service-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/streaming-listing';

export const meta: Route.MetaFunction = () => pageMeta({ ...streamingText, path: categoryPaths.streaming });

function tiles(kind: StreamingKind) {
  return streamingProviders
    .filter((p) => p.kind === kind)
    .map((p) => ({ name: p.name, href: providerPath.streaming(p.slug) }));
}

export default function StreamingListing() {
  return (
    <>
      <ServicePageHead category="streaming" copy={streamingListingCopy} />

      <PageSection
        id="on-demand"
        eyebrow={streamingKindLabels['on-demand']}
        title="On-demand streaming services"
        lead="Films and series whenever you want them."
      >
        <ProviderLogoGrid label="On-demand streaming services" providers={tiles('on-demand')} />
      </PageSection>

      <PageSection
        id="live"
        eyebrow={streamingKindLabels.live}
        title="Live TV streaming services"
        lead="Live channels over your internet connection, with a cloud DVR."
        tone="muted"
      >
        <ProviderLogoGrid label="Live TV streaming services" providers={tiles('live')} />
      </PageSection>

      <ProvidersNearYou {...streamingNearYou} />

      <TestimonialsAndFaq
        testimonials={streamingTestimonials}
        testimonialsTone="muted"
        faq={streamingListingCopy.faqInfo}
        faqTitle="Streaming questions"
      />
    </>
  );
}
