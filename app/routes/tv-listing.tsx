import { tvText } from '../../content/page-text.ts';
import { categoryPaths, providerPath } from '../../content/pages.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import {
  channelLineupLinks,
  tvComparisonTable,
  tvListingCopy,
  tvNearYou,
  tvTestimonials,
} from '../../content/providers/tv-copy.ts';
import { ComparisonSection } from '../components/comparison-table';
import { LinkList } from '../components/link-list';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { ProvidersNearYou } from '../components/providers-near-you';
import { ServicePageHead, TestimonialsAndFaq } from '../components/service-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/tv-listing';

export const meta: Route.MetaFunction = () => pageMeta({ ...tvText, path: categoryPaths.tv });

export default function TvListing() {
  return (
    <>
      <ServicePageHead category="tv" copy={tvListingCopy} />

      <PageSection
        id="providers"
        eyebrow="TV providers"
        title="Choose a TV provider"
        lead={tvListingCopy.intro}
      >
        <ProviderLogoGrid
          label="TV providers"
          providers={tvProviders.map((p) => ({
            name: p.name,
            href: providerPath.tv(p.slug),
            note: `${p.maxChannels} channels`,
          }))}
        />
      </PageSection>

      <PageSection
        id="channel-lineups"
        eyebrow="Channels"
        title="All channels lineup"
        lead="See every provider's packages and the channels they carry."
        tone="muted"
      >
        <LinkList items={channelLineupLinks} label="Channel lineups by provider" columns={4} />
      </PageSection>

      <ComparisonSection
        id="comparison"
        eyebrow="Compare"
        title="TV providers comparison"
        lead="Maximum channels, TV type and where each provider sells TV service."
        table={tvComparisonTable}
        caption="TV providers compared"
      />

      <ProvidersNearYou {...tvNearYou} />

      <PageSection
        id="streaming"
        eyebrow="Streaming"
        title="Prefer streaming?"
        lead="Live TV and on-demand streaming services, no cable box needed."
        tone="muted"
      >
        <ProviderLogoGrid
          label="Streaming services"
          providers={streamingProviders.map((p) => ({
            name: p.name,
            href: providerPath.streaming(p.slug),
            note: p.kind === 'live' ? 'Live TV' : 'On demand',
          }))}
        />
      </PageSection>

      <TestimonialsAndFaq testimonials={tvTestimonials} faq={tvListingCopy.faqInfo} faqTitle="TV questions" />
    </>
  );
}
