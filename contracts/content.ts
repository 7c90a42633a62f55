// Types of the site's content modules (content/). Shared by the front end, the server and tests.
import type { PackageCard } from './content-documents.ts';

export type ServiceCategory = 'tv' | 'internet' | 'streaming';

/** The kinds of TV service, with their names on the site (the one list). */
export const TV_TYPE_LABELS = { Cable: 'Cable', Satellite: 'Satellite', Fiber: 'Fiber' } as const;

export type TvType = keyof typeof TV_TYPE_LABELS;

export type TvProvider = {
  slug: string;
  name: string;
  tvType: TvType;
  /** Shown as given, e.g. "190+". */
  maxChannels: string;
  /** Short human description of where the provider sells TV service. */
  availability: string;
};

/** The kinds of home internet connection, in the order of SPEC 2, with their names on the site. */
export const INTERNET_TYPE_LABELS = {
  '5g-fixed-wireless': '5G / fixed wireless',
  cable: 'Cable',
  fiber: 'Fiber',
  'dsl-fiber': 'DSL / fiber',
  satellite: 'Satellite',
} as const;

export type InternetType = keyof typeof INTERNET_TYPE_LABELS;

export type InternetProvider = {
  slug: string;
  name: string;
  type: InternetType;
};

/** The kinds of streaming service, with their names on the site (the one list). */
export const STREAMING_KIND_LABELS = {
  'on-demand': 'On-demand streaming',
  live: 'Live TV streaming',
} as const;

export type StreamingKind = keyof typeof STREAMING_KIND_LABELS;

export type StreamingProvider = {
  slug: string;
  name: string;
  kind: StreamingKind;
};

export type Page = {
  path: string;
  /** Label used in menus, the sitemap page and breadcrumbs. */
  label: string;
  /** Optional grouping for sitemap.xml priority and the sitemap page. */
  section: 'main' | ServiceCategory | 'company';
};

// SPEC 3 shapes. Field names are a contract (spelling as in SPEC, e.g. bannerResposiveImageUrl).

export type BannerContent = {
  title: string;
  subTitle: string;
  bannerImageUrl: string;
  bannerResposiveImageUrl: string;
  buttonLabel: string;
};

/** A package card: its schema is the `provider-packages` document's (contracts/content-documents.ts). */
export type { PackageCard };

export type TableHeader = { key: string; label: string };
export type TableAction = { label: string; action: 'check-availability' };
export type TableRow = Record<string, string | TableAction>;
export type TableData = { headers: TableHeader[]; rows: TableRow[] };

export type FaqItem = { title: string; description: string };

/** TV provider detail data (SPEC 3); served by GET /api/tv-providers/{slug} and rendered by its page. */
export type TvProviderDetail = {
  bannerContent: BannerContent;
  packages: PackageCard[];
  westRegionTvPackages: TableData;
  centralRegionTvPackages: TableData;
  northEastRegionTvPackages: TableData;
  faqInfo: FaqItem[];
};

// Service pages (TV, Internet, Streaming listings and details). Additive; shapes follow SPEC 3.
// Cards, testimonials and the providers-near-you block use the UI shapes in content/base/ui.ts.

export type LinkItem = { label: string; to: string; description?: string };

/** What a page section says about itself: its anchor and heading (app/components/page-section.tsx). */
export type SectionHead = {
  /** Anchor of the section; its heading gets `${id}-title`. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  align?: 'left' | 'center';
  tone?: 'white' | 'muted';
};

/** Copy of one category listing page (/service/{category}). */
export type CategoryListingCopy = {
  bannerContent: BannerContent;
  intro: string;
};

/** One equipment item on a TV provider page (a DVR box, a streaming app). */
export type EquipmentItem = { name: string; imageUrl: string; description: string; bulletPoints: string[] };

/** Parts of a TV provider page that are not in the SPEC 3 TvProviderDetail shape. */
export type TvProviderExtras = {
  promotion: { imageUrl: string; alt: string; heading: string; text: string };
  equipment: EquipmentItem[];
  /** True when the packages are illustrative sample data rather than the provider's own. */
  samplePackages: boolean;
};

/** Internet detail page data, generic or for one provider. */
export type InternetDetail = {
  providerName: string | null;
  bannerContent: BannerContent;
  plans: PackageCard[];
  /** True when the plans are the site's sample plans rather than the provider's own. */
  samplePlans: boolean;
  comparison: TableData;
  faqInfo: FaqItem[];
};

/** Streaming detail page data, generic or for one service. */
export type StreamingDetail = {
  providerName: string | null;
  bannerContent: BannerContent;
  plans: PackageCard[];
  samplePlans: boolean;
  packagesTable: TableData;
  bundlesTable: TableData;
  faqInfo: FaqItem[];
};
