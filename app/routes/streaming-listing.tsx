import { categoryPaths, providerPath } from '../../content/pages.ts';
import { streamingKindLabels, streamingProviders } from '../../content/providers/streaming.ts';
import {
  streamingListingCopy,
  streamingNearYou,
  streamingTestimonials,
} from '../../content/providers/streaming-details.ts';
import type { StreamingKind } from '../../contracts/content.ts';
import { Banner } from '../components/banner';
import { Faq, faqJsonLd } from '../components/faq';
import { JsonLd } from '../components/json-ld';
import { PageSection } from '../components/page-section';
import { ProviderLogoGrid } from '../components/provider-logo-grid';
import { ProvidersNearYou } from '../components/providers-near-you';
import { Testimonials } from '../components/testimonials';
import { openAvailabilityDialog } from '../lib/dialogs';
import { pageMeta } from '../lib/seo';
import { breadcrumbJsonLd } from '../lib/service-jsonld';
import type { Route } from './+types/streaming-listing';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Streaming Services',
    description:
      'Compare on-demand and live TV streaming services, their prices and the internet speed they need.',
    path: categoryPaths.streaming,
  });

function tiles(kind: StreamingKind) {
  return streamingProviders
    .filter((p) => p.kind === kind)
    .map((p) => ({ name: p.name, href: providerPath.streaming(p.slug) }));
}

export default function StreamingListing() {
  const banner = streamingListingCopy.bannerContent;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Streaming', path: categoryPaths.streaming },
        ])}
      />
      <JsonLd data={faqJsonLd(streamingListingCopy.faqInfo)} />
      <Banner
        eyebrow="Streaming"
        title={banner.title}
        subTitle={banner.subTitle}
        bannerImageUrl={banner.bannerImageUrl}
        bannerResposiveImageUrl={banner.bannerResposiveImageUrl}
        button={{ label: banner.buttonLabel, to: '/contact-us#send-us-a-message' }}
      />

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

      <ProvidersNearYou
        heading={streamingNearYou.heading}
        subHeading={streamingNearYou.subHeading}
        onCheckAvailability={() => openAvailabilityDialog()}
      />

      <PageSection id="testimonials" eyebrow="Testimonials" title="What our customers say" tone="muted">
        <Testimonials items={streamingTestimonials} />
      </PageSection>

      <PageSection id="faq" eyebrow="FAQ" title="Streaming questions">
        <Faq items={streamingListingCopy.faqInfo} />
      </PageSection>
    </>
  );
}
