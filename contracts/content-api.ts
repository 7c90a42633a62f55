// The console's content API (issue 38, decision 089): the zod schema of every input and answer of
// the /api/admin/content routes, shared by the server and the console's editor pages.
import { uploadFileName } from './console.ts';
import {
  contentKinds,
  PROVIDER_SLUG,
  providerSchema,
  streamingProviderSchema,
  tvProviderSchema,
} from './content-documents.ts';
import { LANGUAGES } from './languages.ts';
import { IMAGE_LIMITS, kilobytes } from './media.ts';
import { z } from './zod.ts';

const kinds = Object.keys(contentKinds) as [keyof typeof contentKinds, ...(keyof typeof contentKinds)[]];
export const ContentKindName = z.enum(kinds, { error: 'There is no such kind of document.' });
export const DocumentKey = z
  .string()
  .regex(/^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40})?$/, { error: 'That is not a document key.' });
export const DocumentRefSchema = z.object({
  kind: ContentKindName,
  key: DocumentKey,
  language: z.enum(LANGUAGES, { error: 'The language is en or es.' }),
});

/** A document route's params: kind, language and the key as the path's tail. */
export const DocumentParams = z.object({
  kind: ContentKindName,
  language: z.enum(LANGUAGES, { error: 'The language is en or es.' }),
  '*': DocumentKey,
});

export const ContentListQuery = z.object({
  kind: ContentKindName.optional(),
  q: z.string().trim().max(100, { error: 'Search for at most 100 characters.' }).optional(),
});

export const DocumentSummary = z.object({
  ref: DocumentRefSchema,
  title: z.string(),
  publishedVersion: z.number().int(),
  hasDraft: z.boolean(),
  updatedAt: z.string(),
  draftBy: z.string().nullable(),
});
export const ContentDocumentList = z.object({ documents: z.array(DocumentSummary) });

export const ContentDocumentAnswer = z.object({
  ref: DocumentRefSchema,
  title: z.string(),
  published: z.object({ version: z.number().int(), data: z.unknown(), by: z.string(), at: z.string() }),
  draft: z.object({
    data: z.unknown(),
    rev: z.number().int(),
    by: z.string().nullable(),
    at: z.string().nullable(),
    saved: z.boolean(),
  }),
});

/** An autosave: the draft's data (checked when published, not here) and the revision it was made on. */
export const DraftSave = z.object({ data: z.unknown(), rev: z.number().int().min(0) });
export const DraftSaved = z.object({ rev: z.number().int() });

export const VersionEntrySchema = z.object({
  version: z.number().int(),
  by: z.string(),
  at: z.string(),
  note: z.string().nullable(),
  live: z.boolean(),
  changes: z.array(z.object({ path: z.string(), from: z.unknown().optional(), to: z.unknown().optional() })),
});
export const HistoryAnswer = z.object({ versions: z.array(VersionEntrySchema) });

export const RollbackBody = z.object({ version: z.number().int().min(1, { error: 'Versions start at 1.' }) });

export const PublishBody = z.object({
  /** The drafts to publish; all of them when absent. */
  documents: z.array(DocumentRefSchema).min(1).max(200).optional(),
  /** When it goes live; now when absent. */
  publishAt: z.iso
    .datetime({ error: 'Give the time as an ISO date-time, such as 2026-12-24T08:00:00Z.' })
    .optional(),
});

export const PublishAnswer = z.object({
  id: z.string(),
  status: z.enum(['scheduled', 'publishing', 'live', 'failed', 'cancelled']),
  createdAt: z.string(),
  createdBy: z.string(),
  publishAt: z.string(),
  documents: z.array(
    z.object({ id: z.string(), version: z.number().int(), from: z.enum(['draft', 'rollback']) }),
  ),
  error: z.string().nullable(),
  doneAt: z.string().nullable(),
  pages: z.number().int().nullable(),
  ms: z.number().int().nullable(),
});
export const PublishList = z.object({ publishes: z.array(PublishAnswer) });

/** The base64 length of the largest image accepted (contracts/media.ts). */
const IMAGE_MAX_BASE64 = Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4;
/**
 * POST /api/admin/content/images: the body limit, a little over the base64 of the largest image and
 * the JSON around it, so an image a few bytes too large is told so in words (deploy/'s nginx gives
 * the route the same).
 */
export const IMAGE_UPLOAD_BODY_LIMIT = IMAGE_MAX_BASE64 + 64 * 1024;

/** An image upload: the file's name (for the audit log) and its bytes, base64. Its type is read from the bytes. */
export const ImageUpload = z.strictObject({
  name: uploadFileName,
  data: z
    .string()
    .min(1, { error: 'The file is empty.' })
    // A little over the limit still parses, so the answer can say how large the image is.
    .max(IMAGE_MAX_BASE64 + 32 * 1024, {
      error: `The image is over ${kilobytes(IMAGE_LIMITS.maxBytes)}. Save it smaller and upload it again.`,
    })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'The file did not arrive whole (not base64).' }),
});

/** What was stored: the image's path and size in pixels (what a document's image field holds), its type and bytes. */
export const ImageUploaded = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  type: z.enum(['png', 'jpg', 'webp']),
  bytes: z.number().int(),
});

const newProviderSlug = z.string().max(40, { error: 'At most 40 characters.' }).regex(PROVIDER_SLUG, {
  error: 'Lower-case letters and digits, words joined by single hyphens: acme-fiber.',
});

/**
 * A provider to add (decision 089): its service, address, name and kind (of connection, of TV
 * service, of streaming service); a TV provider its channels and where it sells too, which the TV
 * page's comparison shows. A body without a service is an internet provider's (the first form).
 */
export const NewProvider = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !('service' in body)
      ? { ...body, service: 'internet' }
      : body,
  z.discriminatedUnion('service', [
    z.strictObject({
      service: z.literal('internet'),
      slug: newProviderSlug,
      name: providerSchema.shape.name,
      type: providerSchema.shape.type,
    }),
    z.strictObject({
      service: z.literal('tv'),
      slug: newProviderSlug,
      name: tvProviderSchema.shape.name,
      type: tvProviderSchema.shape.tvType,
      maxChannels: tvProviderSchema.shape.maxChannels,
      availability: tvProviderSchema.shape.availability,
    }),
    z.strictObject({
      service: z.literal('streaming'),
      slug: newProviderSlug,
      name: streamingProviderSchema.shape.name,
      type: streamingProviderSchema.shape.kind,
    }),
  ]),
);

export type NewProviderInput = z.output<typeof NewProvider>;

/** The added provider's document, to open in the console. */
export const ProviderAdded = z.object({ ref: DocumentRefSchema });
