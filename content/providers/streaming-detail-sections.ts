import type { SectionHead, StreamingDetail } from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import { plansSectionHead } from '../base/blocks.ts';

// Its own module, not in streaming-details.ts: the listing page loads streaming-details.ts too and
// has no use for the detail page's headings (nor the detail page for the listing's).

/** The words of every streaming page's headings: the `streaming-pages` document's. */
export type StreamingSectionWords = ContentData<'streaming-pages'>['sections'];

/** The headings' words in English: the seed of the `streaming-pages` document (content/provider-pages.ts). */
export const streamingSectionWords: StreamingSectionWords = {
  plans: {
    eyebrow: 'Plans',
    sampleEyebrow: 'Sample plans',
    title: 'Pick your {provider} plan',
    genericTitle: 'Choose a streaming plan',
    lead: 'The circle shows the internet speed we recommend for each plan.',
  },
  ready: 'Is your internet ready for streaming? Check your area',
  packages: {
    eyebrow: 'Compare',
    title: 'Streaming packages',
    lead: 'Live channels, simultaneous streams and cloud DVR, side by side.',
  },
  bundles: {
    eyebrow: 'Bundle and save',
    title: 'Bundle streaming with internet',
    lead: 'A live TV streaming plan with a home internet plan, priced together.',
  },
};

/** A streaming detail page's section headings from its language's words (as published): they name the service when there is one. */
export function streamingDetailSections(
  words: StreamingSectionWords,
  page: Pick<StreamingDetail, 'providerName' | 'samplePlans'>,
) {
  const heads = {
    plans: { ...plansSectionHead(words.plans, page), lead: words.plans.lead, align: 'center' },
    packages: { id: 'packages', ...words.packages },
    bundles: { id: 'bundles', ...words.bundles, tone: 'muted' },
  } satisfies Record<string, SectionHead>;
  // The ZIP code box's heading under the plans.
  return { ...heads, ready: words.ready };
}
