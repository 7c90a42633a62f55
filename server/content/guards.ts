// The guards a publish runs beyond each kind's schema (issue 38, item 6; decision 089): a link in
// an editor's rich text must go to a page the site has. The schema already refuses a price of $0,
// a provider without packages and a page without a title; which pages exist it cannot know.
import { prerenderPaths } from '../../content/pages.ts';
import { type ContentKind, contentKinds } from '../../contracts/content-documents.ts';
import { linksOf, parseRichText } from '../../contracts/rich-text.ts';
import { z } from '../../contracts/zod.ts';

/** Each rich-text field of `data` (by its dotted path) with its text, found by walking its kind's schema. */
export function richTextFields(kind: ContentKind, data: unknown): { field: string; text: string }[] {
  const found: { field: string; text: string }[] = [];
  const walk = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
    if (z.globalRegistry.get(schema)?.format === 'rich-text') {
      if (typeof value === 'string') found.push({ field: path.join('.'), text: value });
      return;
    }
    if (schema instanceof z.ZodObject && value && typeof value === 'object')
      for (const [name, inner] of Object.entries(schema.shape))
        walk(inner as z.ZodType, (value as Record<string, unknown>)[name], [...path, name]);
    else if (schema instanceof z.ZodArray && Array.isArray(value))
      value.forEach((item, i) => {
        walk(schema.element as z.ZodType, item, [...path, i]);
      });
    else if (
      schema instanceof z.ZodOptional ||
      schema instanceof z.ZodNullable ||
      schema instanceof z.ZodDefault ||
      schema instanceof z.ZodReadonly
    )
      walk(schema.unwrap() as z.ZodType, value, path);
  };
  walk(contentKinds[kind], data, []);
  return found;
}

let pages: Set<string> | undefined;

/** The page a link on this site names (its path without query, fragment or a trailing slash), or null for another site. */
const pageOf = (href: string) =>
  href.startsWith('/') ? href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/' : null;

/** Why each field of a (schema-valid) document cannot be published, by field: links to pages the site does not have. */
export function publishProblems(kind: ContentKind, data: unknown): Record<string, string> {
  pages ??= new Set(prerenderPaths());
  const problems: Record<string, string> = {};
  for (const { field, text } of richTextFields(kind, data)) {
    const missing = linksOf(parseRichText(text).paragraphs).find((href) => {
      const page = pageOf(href);
      return page !== null && !pages?.has(page) && !pages?.has(`${page}/`);
    });
    if (missing) problems[field] = `The link “${missing}” goes to no page on this site`;
  }
  return problems;
}
