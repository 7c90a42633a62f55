// The provider-detail pages' own words (TV, internet and streaming, with or without a provider):
// what the route modules write around the content, and the pages' titles and descriptions from
// content/page-text.ts. The providers' content itself (plans, tables, FAQs) is loader data with a
// Spanish twin module (content/providers/*.es*.ts). The Spanish twin is provider-page.es.ts.
//
// Each page kind's words are their own export, so an English route's chunk carries only its own
// (providerWords below); `providerPage` gathers them for the catalog.
import type { PlanDurationValue } from '../../content/base/ui.ts';
import { planDurationsTv } from '../../content/base/ui.ts';
import { providerPageText } from '../../content/page-text.ts';
import { regionLabels } from '../../content/providers/tv.ts';
import type { Language } from '../../contracts/lead-record.ts';
import { priceSuffixFor } from '../lib/price-suffix';
import { messagesIn } from './i18n';

const tvDuration = (value: PlanDurationValue) => planDurationsTv.find((d) => d.value === value)?.label ?? '';

/** A TV provider's page: /service/tv/provider-detail/<slug>. */
export const tvProviderPage = {
  /** The page's <title> (before " | HomeWire") and its description for search results, by provider name. */
  meta: {
    /** `brand` is the name with "TV" (tvName, from the loader: the Spanish words say "TV de …"). */
    title: (_name: string, brand: string) => providerPageText.tv(brand).title,
    description: (_name: string, brand: string) => providerPageText.tv(brand).description,
  },
  /** Above the banner's title; the provider's kind of TV: Cable, Satellite or Fiber. */
  eyebrow: (tvType: string) => `${tvType} TV provider`,
  faqTitle: (_name: string, brand: string) => `${brand} questions`,
  /** The sections' headings are the editors' (`tv-pages`: content/providers/tv-detail-sections.ts). */
  packages: {
    /** Names the package cards' list, for screen readers. */
    label: (name: string) => `${name} packages`,
  },
  /** The plan-duration choice: its legend and options (SPEC 2 spells them One Month, Six Month, One Year). */
  durationLegend: 'Plan duration',
  durations: { month: tvDuration('month'), months: tvDuration('months'), year: tvDuration('year') },
  /** After each package's price, by the chosen duration; the amounts never change (SPEC 4). */
  priceSuffix: priceSuffixFor,
  regions: {
    /** The three regions of the price tables. */
    names: regionLabels as Record<keyof typeof regionLabels, string>,
    /** Each table's heading, from the region's name above. */
    heading: (region: string) => `${region} region`,
    /** Names each region's table, for screen readers. */
    caption: (name: string, region: string) => `${name} packages in the ${region} region`,
  },
  /** Small words above the promotion's heading. */
  promotion: 'Promotion',
  /** The dark ZIP code box's button at the end of the page (its heading is the editors'). */
  ready: { button: 'Check my area' },
};

/** An internet provider's page, or the generic internet plans page (no provider). */
export const internetProviderPage = {
  /** The page's title and description, by provider name (null: the generic page). */
  meta: {
    title: (name: string | null) => providerPageText.internet(name).title,
    description: (name: string | null) => providerPageText.internet(name).description,
  },
  /** The last step of the breadcrumb trail on the generic page (no provider). */
  genericName: 'Internet plans',
  eyebrow: 'Internet provider',
  faqTitle: (name: string | null) => (name ? `${name} internet questions` : 'Internet questions'),
  /** Names the plan cards' list, for screen readers. */
  plansLabel: 'Internet plans',
  /** Names the comparison table, for screen readers. */
  comparisonCaption: 'Internet packages compared',
  /** Names the list of resource links, for screen readers. */
  resourcesLabel: 'Internet resources',
};

/** A streaming service's page, or the generic live TV streaming plans page (no service). */
export const streamingProviderPage = {
  /** The page's title and description, by provider name (null: the generic page). */
  meta: {
    title: (name: string | null) => providerPageText.streaming(name).title,
    description: (name: string | null) => providerPageText.streaming(name).description,
  },
  /** The last step of the breadcrumb trail on the generic page (no service). */
  genericName: 'Streaming plans',
  eyebrow: 'Streaming service',
  faqTitle: (name: string | null) => (name ? `${name} questions` : 'Streaming questions'),
  /** Names the plan cards' list, for screen readers. */
  plansLabel: 'Streaming plans',
  /** Name the two comparison tables, for screen readers. */
  packagesCaption: 'Streaming packages compared',
  bundlesCaption: 'Streaming and internet bundles',
};

export const providerPage = {
  tv: tvProviderPage,
  internet: internetProviderPage,
  streaming: streamingProviderPage,
};

export type ProviderPageMessages = typeof providerPage;

/**
 * One page kind's words in `language`: `english` (the kind's own export, so an English route's
 * chunk holds only it) on English pages, the catalog's Spanish under /es/.
 */
export function providerWords<K extends keyof ProviderPageMessages>(
  language: Language,
  kind: K,
  english: ProviderPageMessages[K],
): ProviderPageMessages[K] {
  if (language === 'en') return english;
  // Under /es/ messagesIn answers the Spanish catalog's area and never reads its English argument:
  // an empty stand-in, not `providerPage`, keeps the other kinds out of English chunks.
  return messagesIn(language, 'providerPage', {} as ProviderPageMessages)[kind];
}
