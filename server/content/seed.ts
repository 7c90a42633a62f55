// The seed of the editors' content (decision 089): every document the site has, read from the
// modules under content/ that the build prerenders from. A fresh install writes each as version 1;
// a document the site gains later (a provider added in code) is written on the next start.

import { ABOUT_PAGE_KEY, aboutPageSeed } from '../../content/about-page.ts';
import { tvName } from '../../content/base/tv-name.ts';
import { CONTACT_PAGE_KEY, contactPageSeed } from '../../content/contact-page.ts';
import { HOME_PAGE_KEY, homePageSeed } from '../../content/home-page.ts';
import { listingPageSeed } from '../../content/listing-pages.ts';
import { providerLogoRef, providerLogoSeed, providerNames } from '../../content/provider-logos.ts';
import {
  INTERNET_PAGES_KEY,
  internetPagesSeed,
  STREAMING_PAGES_KEY,
  streamingPagesSeed,
  TV_PAGES_KEY,
  tvPagesSeed,
} from '../../content/provider-pages.ts';
import {
  type ProviderOf,
  providerRef,
  providerSeed,
  streamingProviderSeed,
  tvProviderSeed,
} from '../../content/providers/directory.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { internetDetailEs } from '../../content/providers/internet-details.es.ts';
import { internetDetail } from '../../content/providers/internet-details.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { streamingDetailEs } from '../../content/providers/streaming-details.es.ts';
import { streamingDetail } from '../../content/providers/streaming-details.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import { tvProviderDetailEs, tvProviderExtrasEs } from '../../content/providers/tv-details.es.server.ts';
import { tvProviderDetail, tvProviderExtras } from '../../content/providers/tv-details.server.ts';
import { SITE_CONTACTS_KEY, siteContactsSeed } from '../../content/site-contacts.ts';
import { toolPageSeed } from '../../content/tool-pages.ts';
import type { FaqItem, ServiceCategory } from '../../contracts/content.ts';
import {
  type ContentData,
  type ContentKind,
  type DocumentRef,
  providerPageOf,
} from '../../contracts/content-documents.ts';
import { LANGUAGES, type Language } from '../../contracts/languages.ts';

type SeedOf<K extends ContentKind> = {
  ref: DocumentRef<K>;
  /** How the console lists it: "Xfinity internet packages". */
  title: string;
  data: ContentData<K>;
};

export type SeedDocument = { [K in ContentKind]: SeedOf<K> }[ContentKind];

type Detail = {
  bannerContent: { title: string; subTitle: string };
  plans: ContentData<'provider-packages'>['packages'];
  samplePlans: boolean;
  faqInfo: FaqItem[];
};

const categories = [
  {
    category: 'internet',
    noun: 'internet',
    providers: internetProviders,
    detail: { en: internetDetail, es: internetDetailEs },
  },
  {
    category: 'streaming',
    noun: 'streaming',
    providers: streamingProviders,
    detail: { en: streamingDetail, es: streamingDetailEs },
  },
] as const;

/** Every document of the seed, in a stable order (the site's contacts, the home, About, contact, listing and tool pages, what every TV, internet and streaming page shares, then category, provider, language). */
export function seedDocuments(): SeedDocument[] {
  return [
    ...onePage('site-contacts', SITE_CONTACTS_KEY, 'Phone numbers and hours', siteContactsSeed),
    ...onePage('home-page', HOME_PAGE_KEY, 'Home page', homePageSeed),
    ...onePage('about-page', ABOUT_PAGE_KEY, 'About page', aboutPageSeed),
    ...onePage('contact-page', CONTACT_PAGE_KEY, 'Contact page', contactPageSeed),
    ...onePage('listing-page', 'tv', 'TV providers page', listingPageSeed.tv),
    ...onePage('listing-page', 'internet', 'Internet providers page', listingPageSeed.internet),
    ...onePage('listing-page', 'streaming', 'Streaming services page', listingPageSeed.streaming),
    ...onePage('tool-page', 'plans', 'Plan finder', toolPageSeed.plans),
    ...onePage('tool-page', 'speed-calculator', 'Speed calculator', toolPageSeed['speed-calculator']),
    ...onePage('tv-pages', TV_PAGES_KEY, 'Every TV provider page', tvPagesSeed),
    ...onePage('internet-pages', INTERNET_PAGES_KEY, 'Every internet provider page', internetPagesSeed),
    ...onePage('streaming-pages', STREAMING_PAGES_KEY, 'Every streaming page', streamingPagesSeed),
    ...packages(),
    ...tvPackages(),
    ...providerLogos(),
    ...providerDocuments(),
  ];
}

/** Each provider of content/providers/ (its name, kind and states), in English: internet, TV, streaming. */
function providerDocuments(): SeedDocument[] {
  return [
    ...internetProviders.map(
      (p): SeedOf<'provider'> => ({
        ref: providerRef('internet', p.slug),
        title: `${p.name} (internet provider)`,
        data: providerSeed(p),
      }),
    ),
    ...tvProviders.map(
      (p): SeedOf<'tv-provider'> => ({
        ref: providerRef('tv', p.slug),
        title: `${p.name} (TV provider)`,
        data: tvProviderSeed(p),
      }),
    ),
    ...streamingProviders.map(
      (p): SeedOf<'streaming-provider'> => ({
        ref: providerRef('streaming', p.slug),
        title: `${p.name} (streaming service)`,
        data: streamingProviderSeed(p),
      }),
    ),
  ];
}

/** Each provider's logo, one document for both languages (content/provider-logos.ts): none yet. */
function providerLogos(): SeedOf<'provider-logo'>[] {
  return [...providerNames].map(([slug, name]) => ({
    ref: providerLogoRef(slug),
    title: `${name} logo`,
    data: providerLogoSeed(),
  }));
}

/** A page's one document of `kind` in each language. */
function onePage<K extends ContentKind>(
  kind: K,
  key: string,
  title: string,
  data: Record<Language, ContentData<K>>,
): SeedOf<K>[] {
  return LANGUAGES.map((language) => ({ ref: { kind, key, language }, title, data: data[language] }));
}

/** The TV provider pages' packages (there is no generic TV page). */
function tvPackages(): SeedOf<'provider-packages'>[] {
  const pages = {
    en: { detail: tvProviderDetail, extras: tvProviderExtras },
    es: { detail: tvProviderDetailEs, extras: tvProviderExtrasEs },
  };
  return tvProviders.flatMap((provider) =>
    LANGUAGES.map((language: Language) => {
      const detail = pages[language].detail(provider.slug);
      const extras = pages[language].extras(provider.slug);
      if (!detail || !extras) throw new Error(`the seed has no TV page for ${provider.slug}`);
      return {
        ref: { kind: 'provider-packages', key: `tv/${provider.slug}`, language },
        title: `${tvName(provider.name)} packages`,
        data: providerPageOf({ ...detail, samplePricing: extras.samplePackages }),
      } satisfies SeedOf<'provider-packages'>;
    }),
  );
}

function packages(): SeedOf<'provider-packages'>[] {
  return categories.flatMap(({ category, noun, providers, detail }) =>
    [undefined, ...providers].flatMap((provider) =>
      LANGUAGES.map((language: Language) => {
        const page = (detail[language] as (slug?: string) => Detail | undefined)(provider?.slug);
        if (!page) throw new Error(`the seed has no ${category} page for ${provider?.slug}`);
        return {
          ref: {
            kind: 'provider-packages',
            key: provider ? `${category}/${provider.slug}` : category,
            language,
          },
          title: `${provider ? provider.name : 'Generic'} ${noun} packages`,
          data: providerPageOf({ ...page, packages: page.plans, samplePricing: page.samplePlans }),
        } satisfies SeedOf<'provider-packages'>;
      }),
    ),
  );
}

/**
 * The provider pages of a provider an editor added (decision 089), in each language: its kind's
 * sample plans and words (of connection, of TV service, of streaming service), as its page shows
 * them while none is published. Their version 1, as the seed's are: a version equal to it is left
 * out of the published set.
 */
export function addedProviderPages<S extends ServiceCategory>(
  service: S,
  provider: ProviderOf[S],
): SeedOf<'provider-packages'>[] {
  return LANGUAGES.map((language) => {
    const page = pageOfAdded(service, provider, language);
    if (!page) throw new Error(`no ${service} page for ${provider.slug}`);
    return {
      ref: { kind: 'provider-packages', key: `${service}/${provider.slug}`, language },
      title: `${provider.name} ${service === 'tv' ? 'TV' : service} packages`,
      data: page,
    };
  });
}

function pageOfAdded<S extends ServiceCategory>(
  service: S,
  provider: ProviderOf[S],
  language: Language,
): ContentData<'provider-packages'> | undefined {
  const spanish = language === 'es';
  if (service === 'tv') {
    const p = provider as ProviderOf['tv'];
    const detail = (spanish ? tvProviderDetailEs : tvProviderDetail)(p.slug, [p]);
    const extras = (spanish ? tvProviderExtrasEs : tvProviderExtras)(p.slug, [p]);
    return detail && extras && providerPageOf({ ...detail, samplePricing: extras.samplePackages });
  }
  const page =
    service === 'internet'
      ? (spanish ? internetDetailEs : internetDetail)(provider.slug, [provider as ProviderOf['internet']])
      : (spanish ? streamingDetailEs : streamingDetail)(provider.slug, [provider as ProviderOf['streaming']]);
  return page && providerPageOf({ ...page, packages: page.plans, samplePricing: page.samplePlans });
}
