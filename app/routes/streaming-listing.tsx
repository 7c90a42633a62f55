import { categoryPaths } from '../../content/base/paths.ts';
import { streamingText } from '../../content/page-text.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import {
  streamingListingCopy,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import { streamingListingSections } from '../../content/providers/streaming-listing-sections.ts';
import type { StreamingKind } from '../../contracts/content.ts';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { ServicePage } from '../components/service-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/streaming-listing';

export const meta: Route.MetaFunction = () => pageMeta({ ...streamingText, path: categoryPaths.streaming });

function tiles(kind: StreamingKind) {
  return providerTiles(
    'streaming',
    streamingProviders.filter((p) => p.kind === kind),
  );
}

export default function StreamingListing() {
  return (
    <ServicePage
      category="streaming"
      copy={streamingListingCopy}
      nearYou={streamingNearYou}
      testimonials={streamingTestimonials}
      testimonialsTone="muted"
      faqTitle="Streaming questions"
    >
      <PageSection {...streamingListingSections['on-demand']}>
        <ProviderLogoGrid label="On-demand streaming services" providers={tiles('on-demand')} />
      </PageSection>

      <PageSection {...streamingListingSections.live}>
        <ProviderLogoGrid label="Live TV streaming services" providers={tiles('live')} />
      </PageSection>
    </ServicePage>
  );
}
