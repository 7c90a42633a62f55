// Types of the site's content modules (content/). Shared by the front end, the server and tests.

export type ServiceCategory = 'tv' | 'internet' | 'streaming';

export type TvType = 'Cable' | 'Satellite' | 'Fiber';

export type TvProvider = {
  slug: string;
  name: string;
  tvType: TvType;
  /** Shown as given, e.g. "190+". */
  maxChannels: string;
  /** Short human description of where the provider sells TV service. */
  availability: string;
};

export type InternetType = '5g-fixed-wireless' | 'cable' | 'fiber' | 'dsl-fiber' | 'satellite';

export type InternetProvider = {
  slug: string;
  name: string;
  type: InternetType;
};

export type StreamingKind = 'on-demand' | 'live';

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
