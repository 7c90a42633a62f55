// Fields of a content document found through its kind's schema (decision 089): the fields whose
// schema carries a `format` in its `.meta()`, by dotted path. The publish guards use it for rich
// text, images and links to pages (server/content/guards.ts); the console, for the prices a
// document and its other language's must agree on.
import { type ContentKind, contentKinds } from './content-documents.ts';
import { z } from './zod.ts';

/** A field format a schema's `.meta()` names. */
export type FieldFormat = 'rich-text' | 'image' | 'page-link' | 'price';

/**
 * Each field of `data` whose schema has this `format`, by its dotted path, with its value, found by
 * walking its kind's schema (a null or absent value is left out).
 */
export function fieldsOfFormat(
  kind: ContentKind,
  data: unknown,
  format: FieldFormat,
): { field: string; value: unknown }[] {
  const found: { field: string; value: unknown }[] = [];
  const walk = (schema: z.ZodType, value: unknown, path: (string | number)[]) => {
    if (value === null || value === undefined) return;
    if (z.globalRegistry.get(schema)?.format === format) {
      found.push({ field: path.join('.'), value });
      return;
    }
    if (schema instanceof z.ZodObject && typeof value === 'object')
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

/**
 * The prices of `data` that `other` (the same document in the other language) gives another value,
 * by field: a plan costs the same whatever the language of its page. Fields are matched by their
 * place (the third package's price); a place only one of them has is left out.
 */
export function pricesThatDiffer(
  kind: ContentKind,
  data: unknown,
  other: unknown,
): { field: string; here: string; there: string }[] {
  const theirs = new Map(fieldsOfFormat(kind, other, 'price').map(({ field, value }) => [field, value]));
  return fieldsOfFormat(kind, data, 'price').flatMap(({ field, value }) => {
    const there = theirs.get(field);
    return typeof value === 'string' && typeof there === 'string' && there !== value
      ? [{ field, here: value, there }]
      : [];
  });
}
