import { categoryPaths } from '../../content/base/paths.ts';
import { tvText } from '../../content/page-text.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import {
  channelLineupLinks,
  tvComparisonTable,
  tvListingCopy,
  tvNearYou,
  tvTestimonials,
} from '../../content/providers/tv-copy.ts';
import { tvListingSections } from '../../content/providers/tv-listing-sections.ts';
import { ComparisonSection } from '../components/comparison-table';
import { LinkList } from '../components/link-list';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { ProvidersNearYou } from '../components/providers-near-you';
import { ServicePage } from '../components/service-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/tv-listing';

export const meta: Route.MetaFunction = () => pageMeta({ ...tvText, path: categoryPaths.tv });

export default function TvListing() {
  return (
    <ServicePage category="tv" copy={tvListingCopy} testimonials={tvTestimonials} faqTitle="TV questions">
      <PageSection {...tvListingSections.providers}>
        <ProviderLogoGrid
          label="TV providers"
          providers={providerTiles('tv', tvProviders, (p) => `${p.maxChannels} channels`)}
        />
      </PageSection>

      <PageSection {...tvListingSections.channelLineups}>
        <LinkList items={channelLineupLinks} label="Channel lineups by provider" columns={4} />
      </PageSection>

      <ComparisonSection
        {...tvListingSections.comparison}
        table={tvComparisonTable}
        caption="TV providers compared"
      />

      <ProvidersNearYou {...tvNearYou} />

      <PageSection {...tvListingSections.streaming}>
        <ProviderLogoGrid
          label="Streaming services"
          providers={providerTiles('streaming', streamingProviders, (p) =>
            p.kind === 'live' ? 'Live TV' : 'On demand',
          )}
        />
      </PageSection>
    </ServicePage>
  );
}
