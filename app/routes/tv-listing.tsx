import { tableHeaders } from '../../content/base/blocks.ts';
import { categoryPaths, providerPath } from '../../content/base/paths.ts';
import { tvListingCopy } from '../../content/providers/tv-copy.ts';
import { tvListingSections } from '../../content/providers/tv-listing-sections.ts';
import { ComparisonSection } from '../components/comparison-table';
import { LinkList } from '../components/link-list';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { ProvidersNearYou } from '../components/providers-near-you';
import { richFaqItems } from '../components/rich-text';
import { ServicePage } from '../components/service-page';
import { localizedMeta, useMessages } from '../i18n/i18n';
import { tvListing } from '../i18n/tv-listing';
import { listingLoader } from '../lib/page-copy';
import { useProviders } from '../lib/providers';
import type { Route } from './+types/tv-listing';

// The page in English at /service/tv and in Spanish at /es/service/tv (routes.ts).
export const meta: Route.MetaFunction = localizedMeta('tvListing', tvListing, categoryPaths.tv, (t) => t);

/** The editors' banner, testimonials and FAQ of the page in its language, and the providers' logos (app/lib/page-copy.ts). */
export function loader(args: Route.LoaderArgs) {
  return listingLoader('tv', args);
}

export default function TvListing({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('tvListing', tvListing);
  const { sections } = copy;
  const { tv: tvProviders, streaming: streamingProviders } = useProviders();
  return (
    <ServicePage
      category="tv"
      copy={{
        bannerContent: { ...tvListingCopy.bannerContent, ...copy.banner, buttonLabel: t.banner.button },
        faqInfo: richFaqItems(copy.faqs),
      }}
      testimonials={copy.testimonials}
      faqTitle={copy.faqTitle}
    >
      <PageSection {...tvListingSections.providers} {...sections.providers}>
        <ProviderLogoGrid
          label={t.providersLabel}
          providers={providerTiles('tv', tvProviders, (p) => t.channels(p.maxChannels), copy.logos)}
        />
      </PageSection>

      <PageSection {...tvListingSections.channelLineups} {...sections.channelLineups}>
        <LinkList
          items={tvProviders.map((p) => ({
            label: t.lineups.link(p.name),
            to: `${providerPath.tv(p.slug)}#packages`,
            description: t.lineups.description(p.maxChannels),
          }))}
          label={t.lineups.label}
          columns={4}
        />
      </PageSection>

      <ComparisonSection
        {...tvListingSections.comparison}
        {...sections.comparison}
        table={{
          headers: tableHeaders(t.table.headers),
          rows: tvProviders.map((p) => ({
            provider: p.name,
            maxChannels: p.maxChannels,
            tvType: t.table.tvType(p.tvType),
            availability: t.table.availability(p.availability),
          })),
        }}
        caption={t.table.caption}
      />

      <ProvidersNearYou {...copy.nearYou} />

      <PageSection {...tvListingSections.streaming} {...sections.streaming}>
        <ProviderLogoGrid
          label={t.streamingLabel}
          providers={providerTiles(
            'streaming',
            streamingProviders,
            (p) => (p.kind === 'live' ? t.liveTv : t.onDemand),
            copy.logos,
          )}
        />
      </PageSection>
    </ServicePage>
  );
}
