import type { RouterContextProvider } from 'react-router';
import { ABOUT_PAGE_KEY, aboutPageSeed } from '../../content/about-page.ts';
import {
  internetComparisonRows,
  internetFeatureCardsOf,
  streamingBundleRows,
  streamingPackageRows,
} from '../../content/base/tables.ts';
import type { ProvidersNearYouContent } from '../../content/base/ui.ts';
import { CONTACT_PAGE_KEY, contactPageSeed } from '../../content/contact-page.ts';
import { withContacts } from '../../content/contact-tokens.ts';
import { HOME_PAGE_KEY, homePageSeed } from '../../content/home-page.ts';
import type { SectionWords } from '../../content/listing-copy.ts';
import { listingPageSeed, listingParts } from '../../content/listing-pages.ts';
import { languageOfPath } from '../../content/page-paths.ts';
import {
  logosOf,
  providerLogoRef,
  providerLogoSeed,
  providerNames,
  providersByCategory,
  tilesOnListing,
} from '../../content/provider-logos.ts';
import {
  INTERNET_PAGES_KEY,
  internetPagesSeed,
  STREAMING_PAGES_KEY,
  streamingPagesSeed,
  TV_PAGES_KEY,
  tvPagesSeed,
} from '../../content/provider-pages.ts';
import { shareImagesEs } from '../../content/share-images.es.ts';
import { shareImages } from '../../content/share-images.ts';
import { site } from '../../content/site.ts';
import { type ToolPageKey, toolPageSeed } from '../../content/tool-pages.ts';
import type { ServiceCategory } from '../../contracts/content.ts';
import type { ContentData } from '../../contracts/content-documents.ts';
import type { Language } from '../../contracts/languages.ts';
import { published, publishedContacts, richFaqs, richTextReader } from './published-content';

// The loaders of the pages whose copy editors change (issue 38, decision 089): the home, About,
// contact and listing pages' documents (and the providers' logos their tiles show, the listing
// pages' testimonials and the sections every internet and streaming page shares, which the
// provider pages show), as published or
// the seed, rich text read into the paragraphs the page renders. A loader's module: no page's chunk
// carries the copy's other language, the seed's modules or the Markdown parser.

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A page's one document of `kind` in the page's language, as published or the seed; the language;
 * and its rich text read into paragraphs, `{phone}`, `{email}` and `{hours}` the site's contacts.
 */
function pageDocument<K extends 'home-page' | 'about-page' | 'contact-page' | 'listing-page' | 'tool-page'>(
  kind: K,
  key: string,
  seeds: Record<Language, ContentData<K>>,
  { request, context }: LoaderArgs,
) {
  const language = languageOfPath(new URL(request.url).pathname);
  const contacts = publishedContacts(context, language);
  const paragraphs = richTextReader(context, language);
  const text = (t: string) => withContacts(t, contacts, language);
  return {
    language,
    paragraphs,
    text,
    doc: published(context, { kind, key, language }, () => seeds[language]),
  };
}

/** The published logos of these providers (those that have one), by slug. */
function providerLogos(context: LoaderArgs['context'], slugs: Iterable<string>) {
  return logosOf(slugs, (slug) => published(context, providerLogoRef(slug), providerLogoSeed));
}

export function homeLoader(args: LoaderArgs) {
  const { language, doc, text } = pageDocument('home-page', HOME_PAGE_KEY, homePageSeed, args);
  // A title an editor changed is on the share image too (server/content/publish.ts): its alt says it.
  const card = (language === 'es' ? shareImagesEs : shareImages).home;
  return {
    ...(doc.banner.title === card.title ? {} : { shareAlt: `${site.name}: ${doc.banner.title}` }),
    ...doc,
    sections: { ...doc.sections, faq: { ...doc.sections.faq, lead: text(doc.sections.faq.lead) } },
    // The top providers of every service (their tiles).
    logos: providerLogos(args.context, providerNames.keys()),
    faqs: richFaqs(args.context, language, doc.faqs),
  };
}

/** The About page's loader: its `about-page` document as published, or the seed, its story read into paragraphs. */
export function aboutLoader(args: LoaderArgs) {
  const { doc, paragraphs } = pageDocument('about-page', ABOUT_PAGE_KEY, aboutPageSeed, args);
  return { ...doc, story: paragraphs(doc.story) };
}

/**
 * A tool page's loader (the plan finder, the speed calculator): its `tool-page` document's banner as
 * published, or the seed, the contacts filled in. The tools' state is the URL's and the page's:
 * their routes load it again only on arriving from another page (`toolShouldRevalidate`).
 */
export function toolPageLoader(key: ToolPageKey) {
  return (args: LoaderArgs) => {
    const { doc, text } = pageDocument('tool-page', key, toolPageSeed[key], args);
    return { banner: { title: doc.banner.title, subTitle: text(doc.banner.subTitle) } };
  };
}

/** The contact page's loader: its `contact-page` document as published, or the seed, the contacts filled in. */
export function contactLoader(args: LoaderArgs) {
  const { doc, text } = pageDocument('contact-page', CONTACT_PAGE_KEY, contactPageSeed, args);
  return {
    banner: { title: doc.banner.title, subTitle: text(doc.banner.subTitle) },
    getInTouch: doc.getInTouch,
    needHelp: { title: doc.needHelp.title, text: text(doc.needHelp.text) },
    form: { eyebrow: doc.form.eyebrow, title: doc.form.title, lead: text(doc.form.lead) },
  };
}

/**
 * The testimonials of a service's pages in `language`: its listing page's carousel, which every
 * provider page of the service shows too (the `listing-page` document, as published or the seed).
 */
export function serviceTestimonials(
  context: LoaderArgs['context'],
  category: ServiceCategory,
  language: Language,
): ContentData<'listing-page'>['testimonials'] {
  return listingDocument(context, category, language).testimonials;
}

/** A service's listing page's document in `language`, as published or the seed. */
function listingDocument(context: LoaderArgs['context'], category: ServiceCategory, language: Language) {
  return published(
    context,
    { kind: 'listing-page', key: category, language },
    () => listingPageSeed[category][language],
  );
}

/**
 * A service's "providers near you" band in `language`, as its listing page's document says it
 * (published or the seed), `{phone}`, `{email}` and `{hours}` the site's: the streaming provider
 * pages show the streaming listing's.
 */
export function serviceNearYou(
  context: LoaderArgs['context'],
  category: ServiceCategory,
  language: Language,
): ProvidersNearYouContent {
  const { nearYou } = listingDocument(context, category, language);
  return {
    heading: nearYou.title,
    subHeading: withContacts(nearYou.lead, publishedContacts(context, language), language),
  };
}

/** The headings' words every TV provider page shows, in `language` (the `tv-pages` document, as published or the seed). */
export function tvPagesCopy(context: LoaderArgs['context'], language: Language) {
  return published(context, { kind: 'tv-pages', key: TV_PAGES_KEY, language }, () => tvPagesSeed[language])
    .sections;
}

/**
 * What every internet provider page shows beside its own packages, in `language`: the sections'
 * headings' words, the "More than internet" cards, the comparison table's rows, the buttons to other
 * services and the resource links (the `internet-pages` document, as published or the seed).
 */
export function internetPagesCopy(context: LoaderArgs['context'], language: Language) {
  const doc = published(
    context,
    { kind: 'internet-pages', key: INTERNET_PAGES_KEY, language },
    () => internetPagesSeed[language],
  );
  return {
    sectionWords: doc.sections,
    featureCards: internetFeatureCardsOf(doc.features),
    comparisonRows: internetComparisonRows(doc.comparison, language),
    otherServices: doc.otherServices,
    resources: doc.resources,
  };
}

/**
 * What every streaming page shows beside its own plans, in `language`: the sections' headings'
 * words and the packages and bundles tables' rows (the `streaming-pages` document, as published or the seed).
 */
export function streamingPagesCopy(context: LoaderArgs['context'], language: Language) {
  const doc = published(
    context,
    { kind: 'streaming-pages', key: STREAMING_PAGES_KEY, language },
    () => streamingPagesSeed[language],
  );
  return {
    sectionWords: doc.sections,
    packageRows: streamingPackageRows(doc.packages, language),
    bundleRows: streamingBundleRows(doc.bundles, language),
  };
}

/**
 * A listing page's loader (/service/tv, …): its `listing-page` document's banner (the contacts
 * filled in), section headings (by part), testimonials and FAQ (its answers read into
 * paragraphs), and the logos of the providers its tiles show.
 */
export function listingLoader<C extends ServiceCategory>(category: C, args: LoaderArgs) {
  const { language, doc, text } = pageDocument('listing-page', category, listingPageSeed[category], args);
  // Each part of the page (listingParts: anchor and layout, in order) with its heading; a version
  // with fewer (none is published: a publish refuses another number) keeps the seed's for the rest.
  const seed = listingPageSeed[category][language].sections;
  const parts = Object.keys(listingParts[category]) as (keyof (typeof listingParts)[C])[];
  const sections = Object.fromEntries(parts.map((part, i) => [part, doc.sections[i] ?? seed[i]])) as Record<
    keyof (typeof listingParts)[C],
    SectionWords
  >;
  const slugs = tilesOnListing[category].flatMap((c) => providersByCategory[c].map((p) => p.slug));
  return {
    banner: { title: doc.banner.title, subTitle: text(doc.banner.subTitle) },
    sections,
    nearYou: serviceNearYou(args.context, category, language),
    testimonials: doc.testimonials,
    faqTitle: doc.faqTitle,
    faqs: richFaqs(args.context, language, doc.faqs),
    logos: providerLogos(args.context, slugs),
  };
}
