import { createContext, type RouterContextProvider } from 'react-router';
import { withContacts } from '../../content/contact-tokens.ts';
import {
  codeProviders,
  type ProviderLists,
  publishedProvidersOf,
  SERVICES,
} from '../../content/providers/directory.ts';
import { providerFields } from '../../content/providers/lists.ts';
import { siteContactsRef, siteContactsSeed } from '../../content/site-contacts.ts';
import type { ServiceCategory } from '../../contracts/content.ts';
import {
  type ContentData,
  type ContentKind,
  type DocumentRef,
  documentIn,
  type PageDates,
  type PublishedSet,
  type SiteContacts,
} from '../../contracts/content-documents.ts';
import type { Language } from '../../contracts/languages.ts';
import { parseRichText, type RichParagraph } from '../../contracts/rich-text.ts';

// What a loader reads of the editors' published content (decision 089). The build's prerender
// sets nothing, so every loader renders from the seed in content/; a publish renders the pages
// again with the built server bundle and sets the published set in the request's router context
// (server/content/render-pages.ts). Only loaders import this: it never reaches a page's chunk.

/** The published documents a render reads, none at build time. */
export const publishedContext = createContext<PublishedSet>({});

/** The day each page was last changed by a publish, none at build time (the sitemap's lastmod). */
export const pageDatesContext = createContext<PageDates>({});

/** The site's contacts in `language` as published, or the seed's (the root's loader, the pages' copy). */
export function publishedContacts(
  context: Readonly<RouterContextProvider>,
  language: Language,
): SiteContacts {
  return published(context, siteContactsRef(language), () => siteContactsSeed[language]);
}

/**
 * A document's FAQ as a page renders it: each answer (rich text) read into paragraphs with the
 * site's contacts in `language` filled in ({phone}, {email}, {hours}).
 */
export function richFaqs(
  context: Readonly<RouterContextProvider>,
  language: Language,
  faqs: readonly { question: string; answer: string }[],
): { title: string; paragraphs: RichParagraph[] }[] {
  const paragraphs = richTextReader(context, language);
  return faqs.map(({ question, answer }) => ({ title: question, paragraphs: paragraphs(answer) }));
}

/** Reads an editor's rich text into the paragraphs a page renders, the site's contacts in `language` filled in. */
export function richTextReader(
  context: Readonly<RouterContextProvider>,
  language: Language,
): (markdown: string) => RichParagraph[] {
  const contacts = publishedContacts(context, language);
  return (markdown) => parseRichText(withContacts(markdown, contacts, language)).paragraphs;
}

/** A document's published data (documentIn), or the seed when nothing of it is published. */
export function published<K extends ContentKind>(
  context: Readonly<RouterContextProvider>,
  ref: DocumentRef<K>,
  seed: () => ContentData<K>,
): ContentData<K> {
  return documentIn(context.get(publishedContext), ref, seed);
}

const shown = <S extends ServiceCategory>(service: S, p: object): ProviderLists[S][number] =>
  Object.fromEntries(
    providerFields[service].map((f) => [f, (p as Record<PropertyKey, unknown>)[f]]),
  ) as ProviderLists[S][number];

/**
 * The providers as published (content/providers/directory.ts), as the pages list them, of each
 * service whose list is not the code's; null while the pages list the code's.
 */
export function publishedProviderList(
  context: Readonly<RouterContextProvider>,
): Partial<ProviderLists> | null {
  const set = context.get(publishedContext);
  const lists: Partial<Record<ServiceCategory, readonly object[]>> = {};
  for (const service of SERVICES) {
    const list = publishedProvidersOf(set, service)?.map((p) => shown(service, p));
    const code = codeProviders[service];
    const same =
      list?.length === code.length &&
      list.every((p, i) =>
        providerFields[service].every(
          (f) =>
            (p as Record<PropertyKey, unknown>)[f] ===
            (code[i] as Record<PropertyKey, unknown> | undefined)?.[f],
        ),
      );
    if (list && !same) lists[service] = list;
  }
  return Object.keys(lists).length ? (lists as Partial<ProviderLists>) : null;
}

/** Every service's providers a page lists, as published. */
export function publishedSiteLists(context: Readonly<RouterContextProvider>): ProviderLists {
  return { ...codeProviders, ...publishedProviderList(context) };
}
