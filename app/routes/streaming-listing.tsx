import { categoryPaths } from '../../content/base/paths.ts';
import { streamingListingCopy } from '../../content/providers/streaming-details.ts';
import { streamingListingSections } from '../../content/providers/streaming-listing-sections.ts';
import type { StreamingKind, StreamingProvider } from '../../contracts/content.ts';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { providerTiles } from '../components/provider-tiles';
import { richFaqItems } from '../components/rich-text';
import { ServicePage } from '../components/service-page';
import { localizedMeta, useMessages } from '../i18n/i18n';
import { streamingListing } from '../i18n/streaming-listing';
import { listingLoader } from '../lib/page-copy';
import { useProviders } from '../lib/providers';
import type { Route } from './+types/streaming-listing';

// The page in English at /service/streaming and in Spanish at /es/service/streaming (routes.ts).
export const meta: Route.MetaFunction = localizedMeta(
  'streamingListing',
  streamingListing,
  categoryPaths.streaming,
  (t) => t,
);

function tiles(
  kind: StreamingKind,
  logos: Route.ComponentProps['loaderData']['logos'],
  services: readonly StreamingProvider[],
) {
  return providerTiles(
    'streaming',
    services.filter((p) => p.kind === kind),
    undefined,
    logos,
  );
}

/** The editors' banner, testimonials and FAQ of the page in its language, and the providers' logos (app/lib/page-copy.ts). */
export function loader(args: Route.LoaderArgs) {
  return listingLoader('streaming', args);
}

export default function StreamingListing({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('streamingListing', streamingListing);
  const services = useProviders().streaming;
  return (
    <ServicePage
      category="streaming"
      copy={{
        bannerContent: {
          ...streamingListingCopy.bannerContent,
          ...copy.banner,
          buttonLabel: t.banner.button,
        },
        faqInfo: richFaqItems(copy.faqs),
      }}
      nearYou={copy.nearYou}
      testimonials={copy.testimonials}
      testimonialsTone="muted"
      faqTitle={copy.faqTitle}
    >
      {(['on-demand', 'live'] as const).map((kind) => (
        <PageSection key={kind} {...streamingListingSections[kind]} {...copy.sections[kind]}>
          <ProviderLogoGrid label={copy.sections[kind].title} providers={tiles(kind, copy.logos, services)} />
        </PageSection>
      ))}
    </ServicePage>
  );
}
