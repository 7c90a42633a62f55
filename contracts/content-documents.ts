// The site's editable content as typed documents (issue 38, decision 089). Each kind of document
// has one zod schema here: the seed (content/), the editor's form, the store's validation and the
// loaders that read a published version all use it. A document is one kind's data for one key
// (a provider, a page) in one language.
import type { Language } from './languages.ts';
import { z } from './zod.ts';

/** A price as the pages show it: a positive dollar amount with cents, such as "$45.99". */
export const priceText = z
  .string()
  .trim()
  .regex(/^\$\d{1,4}(\.\d{2})?$/, 'Write a price as a dollar amount, such as $45.99')
  .refine((p) => Number(p.slice(1)) > 0, 'A price must be more than $0');

/**
 * One package card (a plan on a provider page): what the pages render, nothing more. `mbps` is
 * shown as "Up to N Mbps" in the card's circle (or the channel count on a TV page).
 */
export const packageCardSchema = z.object({
  packageTitle: z
    .string()
    .trim()
    .min(1, 'A package needs a name')
    .max(60, 'Keep the name under 60 characters'),
  mbps: z
    .string()
    .trim()
    .regex(/^(\d{1,5}|\d{1,3}\+)$/, 'Write the speed (or channel count) as a number, such as 300 or 190+'),
  packageDescription: z
    .array(z.string().trim().min(1, 'A line cannot be empty').max(120, 'Keep each line under 120 characters'))
    .min(1, 'Give at least one line about the package')
    .max(6, 'At most six lines fit on a card'),
  price: priceText,
  /** What the price is per, as the page says it ("month"). */
  planDuration: z.string().trim().min(1, 'Say what the price is per, such as month').max(20),
  recommendation: z.boolean(),
});

export type PackageCard = z.infer<typeof packageCardSchema>;

/** A provider's packages on its page in one language: the kind a price change edits. */
export const providerPackagesSchema = z.object({
  packages: z.array(packageCardSchema).min(1, 'A provider needs at least one package'),
  /** The page says the prices are a sample, not the provider's own (true for the seed's). */
  samplePricing: z.boolean(),
});

/** Every kind of document, by name. */
export const contentKinds = {
  'provider-packages': providerPackagesSchema,
} as const;

export type ContentKind = keyof typeof contentKinds;
export type ContentData<K extends ContentKind> = z.infer<(typeof contentKinds)[K]>;

/** Which document: its kind, its key within the kind (`internet/xfinity`) and its language. */
export type DocumentRef<K extends ContentKind = ContentKind> = { kind: K; key: string; language: Language };

/** A document's name in a published set: `provider-packages:internet/xfinity:en`. */
export const documentId = (ref: DocumentRef) => `${ref.kind}:${ref.key}:${ref.language}`;

/**
 * What one publish renders from: the published version of every document that differs from the
 * seed, by documentId. A page whose documents are all absent renders from the seed alone, which
 * is the build's own prerender byte for byte.
 */
export type PublishedSet = Record<
  string,
  { version: number; data: unknown /** When it went live (ISO). */; at?: string }
>;

/** The day each page a publish changed was last changed (its path → YYYY-MM-DD): the sitemap's lastmod. */
export type PageDates = Record<string, string>;
