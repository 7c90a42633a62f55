import { createContext, type RouterContextProvider } from 'react-router';
import { withContacts } from '../../content/contact-tokens.ts';
import { publishedProviders } from '../../content/providers/directory.ts';
import { internetProviders } from '../../content/providers/internet.ts';
import { siteContactsRef, siteContactsSeed } from '../../content/site-contacts.ts';
import type { InternetProvider } from '../../contracts/content.ts';
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

/**
 * The internet providers as published (content/providers/directory.ts), as the pages list them (no
 * states: the ZIP code answer is the server's), or null while the pages list the code's.
 */
export function publishedProviderList(context: Readonly<RouterContextProvider>): InternetProvider[] | null {
  const list = publishedProviders(context.get(publishedContext))?.map(({ slug, name, type }) => ({
    slug,
    name,
    type,
  }));
  const same =
    list?.length === internetProviders.length &&
    list.every((p, i) => {
      const code = internetProviders[i];
      return p.slug === code?.slug && p.name === code.name && p.type === code.type;
    });
  return list && !same ? list : null;
}

/** Every internet provider a page lists, as published. */
export function publishedInternetProviders(
  context: Readonly<RouterContextProvider>,
): readonly InternetProvider[] {
  return publishedProviderList(context) ?? internetProviders;
}
