// Messages as data (issue 37, decision 088): each area of the site (the shell first) has its English
// messages in a module of its own, imported where they are shown, and a Spanish twin of the same
// shape in `*.es.ts`, all gathered in catalog.es.ts. English pages never download the Spanish: the
// browser loads catalog.es.ts before it hydrates a page under /es/ (entry.client.tsx), the server
// provides it to every render (entry.server.tsx). A Spanish catalog missing a key, or with one
// English lacks, fails the typecheck.
import { useLocation } from 'react-router';
import { hasSpanishVersion, languageOfPath, SPANISH_PREFIX, spanishPath } from '../../content/page-paths.ts';
import { shareImageKind } from '../../content/share-images.ts';
import { LANGUAGE_TAGS } from '../../contracts/languages.ts';
import type { Language } from '../../contracts/lead-record.ts';
import { pageMeta } from '../lib/seo';
import type { AboutPageMessages } from './about-page';
import type { BlockMessages } from './blocks';
import type { ContactPageMessages } from './contact-page';
import type { DialogMessages } from './dialogs';
import type { FormMessages } from './forms';
import type { HomePageMessages } from './home-page';
import type { InternetListingMessages } from './internet-listing';
import type { LegalDocumentMessages } from './legal-document';
import type { NoticeMessages } from './notices';
import type { PlanCompareMessages } from './plan-compare';
import type { PlanFinderMessages } from './plan-finder';
import type { PrivacyChoicesPageMessages } from './privacy-choices-page';
import type { PrivacyPageMessages } from './privacy-page';
import type { ProviderPageMessages } from './provider-page';
import type { ServicePageMessages } from './service-page';
import { type ShareMessages, share } from './share';
import type { ShellMessages } from './shell';
import type { SitemapPageMessages } from './sitemap-page';
import type { SpeedCalculatorMessages } from './speed-calculator';
import type { StreamingListingMessages } from './streaming-listing';
import type { TermsPageMessages } from './terms-page';
import type { TvListingMessages } from './tv-listing';
import type { ZipAnswerMessages } from './zip-answer';

/** Every area's messages, as English has them: what the Spanish catalog matches key for key. */
export type Catalog = {
  shell: ShellMessages;
  forms: FormMessages;
  dialogs: DialogMessages;
  notices: NoticeMessages;
  contactPage: ContactPageMessages;
  privacyChoicesPage: PrivacyChoicesPageMessages;
  aboutPage: AboutPageMessages;
  homePage: HomePageMessages;
  blocks: BlockMessages;
  legalDocument: LegalDocumentMessages;
  termsPage: TermsPageMessages;
  privacyPage: PrivacyPageMessages;
  sitemapPage: SitemapPageMessages;
  share: ShareMessages;
  planFinder: PlanFinderMessages;
  planCompare: PlanCompareMessages;
  speedCalculator: SpeedCalculatorMessages;
  servicePage: ServicePageMessages;
  tvListing: TvListingMessages;
  internetListing: InternetListingMessages;
  streamingListing: StreamingListingMessages;
  zipAnswer: ZipAnswerMessages;
  providerPage: ProviderPageMessages;
};

export { languageOfPath, SPANISH_PREFIX };

/**
 * A site path as a page in `language` links it: a Spanish page links the Spanish twin of a page that
 * has one (content/page-paths.ts, hasSpanishVersion), else the English page; an English page, as it is.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  const [page = '', rest = ''] = path.split(/(?=[?#])/, 2);
  return hasSpanishVersion(page) ? `${spanishPath(page)}${rest}` : path;
}

/** The <html lang> of a page in `language` (US English or US Spanish). */
export const htmlLang = LANGUAGE_TAGS;

/** The language of the page being shown. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

let spanish: Catalog | undefined;

/** Gives the Spanish catalog to the renders that need it (the server's entry, the browser's loader). */
export function provideSpanish(catalog: Catalog): void {
  spanish = catalog;
}

/** Loads the Spanish catalog in the browser (its own chunk); entry.client.tsx waits for it on /es/ pages. */
export async function loadSpanish(): Promise<void> {
  provideSpanish((await import('./catalog.es')).es);
}

/** An area's messages in `language` (a route's meta function, outside React). */
export function messagesIn<A extends keyof Catalog>(
  language: Language,
  area: A,
  english: Catalog[A],
): Catalog[A] {
  if (language === 'en') return english;
  if (!spanish) throw new Error(`the Spanish messages are not loaded (area ${area})`);
  return spanish[area];
}

/** An area's messages in the page's language: `english` on English pages, its Spanish twin under /es/. */
export function useMessages<A extends keyof Catalog>(area: A, english: Catalog[A]): Catalog[A] {
  return messagesIn(useLanguage(), area, english);
}

/** A page's words for search results and shares. */
type Described = { title: string; description: string };

/**
 * The meta function of a page in both languages: the title and description `words` picks from the
 * area in the language of the path, with the page's canonical URL, hreflang pair and og:locale.
 */
export function localizedMeta<A extends keyof Catalog>(
  area: A,
  english: Catalog[A],
  path: string,
  words: (messages: Catalog[A]) => Described,
) {
  return ({ location }: { location: { pathname: string } }) => {
    const language = languageOfPath(location.pathname);
    const { title, description } = words(messagesIn(language, area, english));
    return pageMetaIn(language, { title, description, path });
  };
}

/**
 * A page's meta tags in `language` (`path`: the English page's), its share image described in that
 * language (`imageAlt`: a share image drawn again by a publish, described by it).
 */
export function pageMetaIn(language: Language, page: Described & { path: string; imageAlt?: string }) {
  const imageAlt = page.imageAlt ?? messagesIn(language, 'share', share)[shareImageKind(page.path)];
  return pageMeta({ ...page, language, imageAlt });
}
