// The guards a publish runs beyond each kind's schema (issue 38, item 6; decision 089): a link in
// an editor's rich text must go to a page the site has, and an image must be one that was uploaded
// (store.ts asks the database, server/content/images.ts). The schema already refuses a price of $0,
// a provider without packages and a page without a title; which pages exist it cannot know.
import { providerPath } from '../../content/base/paths.ts';
import { spanishPath } from '../../content/page-paths.ts';
import { prerenderPaths } from '../../content/pages.ts';
import { providerOfPage, publishedProvidersOf, SERVICES } from '../../content/providers/directory.ts';
import { type ContentKind, contentKinds, type PublishedSet } from '../../contracts/content-documents.ts';
import { fieldsOfFormat } from '../../contracts/content-fields.ts';
import { linksOf, parseRichText } from '../../contracts/rich-text.ts';
import { z } from '../../contracts/zod.ts';

/** Each rich-text field of `data` (by its dotted path) with its text. */
export function richTextFields(kind: ContentKind, data: unknown): { field: string; text: string }[] {
  return fieldsOfFormat(kind, data, 'rich-text').flatMap(({ field, value }) =>
    typeof value === 'string' ? [{ field, text: value }] : [],
  );
}

/** Each image field of `data` (by its dotted path) with the /media/ path it shows. */
export function imageFields(kind: ContentKind, data: unknown): { field: string; src: string }[] {
  return fieldsOfFormat(kind, data, 'image').flatMap(({ field, value }) => {
    const src = (value as { src?: unknown }).src;
    return typeof src === 'string' ? [{ field, src }] : [];
  });
}

/**
 * A list whose items are the page's own parts (`fixedItems`: a listing page's section headings)
 * with another number of them than the page has (its seed's), by field. Top-level fields: the
 * nested ones (the home page's reasons) have an exact length in their schema.
 */
export function partsProblems(kind: ContentKind, data: unknown, seed: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof data !== 'object' || data === null || typeof seed !== 'object' || seed === null) return problems;
  for (const [name, schema] of Object.entries(contentKinds[kind].shape)) {
    if (z.globalRegistry.get(schema as z.ZodType)?.fixedItems !== true) continue;
    const have = (data as Record<string, unknown>)[name];
    const parts = (seed as Record<string, unknown>)[name];
    if (Array.isArray(have) && Array.isArray(parts) && have.length !== parts.length)
      problems[name] =
        `The page has ${parts.length} of these, one for each of its parts: give each its words, no more and no fewer`;
  }
  return problems;
}

let built: Set<string> | undefined;

/**
 * The pages a site publishing `set` has: the prerendered ones, with each service's providers' as
 * published (one taken off has none; one added has its two).
 */
export function sitePages(set: PublishedSet): Set<string> {
  built ??= new Set(prerenderPaths());
  const lists = new Map(
    SERVICES.flatMap((s) => {
      const list = publishedProvidersOf(set, s);
      return list ? [[s, list] as const] : [];
    }),
  );
  if (!lists.size) return built;
  const pages = new Set(
    [...built].filter((page) => {
      const of = providerOfPage(page);
      return !of || !lists.has(of.service) || lists.get(of.service)?.some((p) => p.slug === of.slug);
    }),
  );
  for (const [service, list] of lists)
    for (const p of list)
      for (const page of [providerPath[service](p.slug), spanishPath(providerPath[service](p.slug))])
        pages.add(page);
  return pages;
}

/** The page a link on this site names (its path without query, fragment or a trailing slash), or null for another site. */
const pageOf = (href: string) =>
  href.startsWith('/') ? href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/' : null;

/**
 * Why each field of a (schema-valid) document cannot be published, by field: links (in rich text,
 * or a button's path) to pages the site does not have (`pages`: sitePages of what it publishes).
 */
export function publishProblems(
  kind: ContentKind,
  data: unknown,
  pages: ReadonlySet<string> = sitePages({}),
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { field, text } of richTextFields(kind, data)) {
    const missing = linksOf(parseRichText(text).paragraphs).find((href) => {
      const page = pageOf(href);
      return page !== null && !pages.has(page) && !pages.has(`${page}/`);
    });
    if (missing) problems[field] = `The link “${missing}” goes to no page on this site`;
  }
  // A button's or a link's path (`format: 'page-link'`: the schema has checked it starts with /).
  for (const { field, value } of fieldsOfFormat(kind, data, 'page-link')) {
    const page = typeof value === 'string' ? pageOf(value) : null;
    if (page !== null && !pages.has(page) && !pages.has(`${page}/`))
      problems[field] = `“${String(value)}” goes to no page on this site`;
  }
  return problems;
}
