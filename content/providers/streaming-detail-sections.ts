import type { SectionHead, StreamingDetail } from '../../contracts/content.ts';
import { plansSectionHead } from '../base/blocks.ts';

// Its own module, not in streaming-details.ts: the listing page loads streaming-details.ts too and
// has no use for the detail page's headings (nor the detail page for the listing's).

/** Headings of a streaming detail page's sections; they name the service when there is one. */
export function streamingDetailSections(page: Pick<StreamingDetail, 'providerName' | 'samplePlans'>) {
  return {
    plans: {
      ...plansSectionHead(page, 'Choose a streaming plan'),
      lead: 'The circle shows the internet speed we recommend for each plan.',
      align: 'center',
    },
    packages: {
      id: 'packages',
      eyebrow: 'Compare',
      title: 'Streaming packages',
      lead: 'Live channels, simultaneous streams and cloud DVR, side by side.',
    },
    bundles: {
      id: 'bundles',
      eyebrow: 'Bundle and save',
      title: 'Bundle streaming with internet',
      lead: 'A live TV streaming plan with a home internet plan, priced together.',
      tone: 'muted',
    },
  } satisfies Record<string, SectionHead>;
}
