// What the console's actions read from their forms (and the reports page from its URL), each
// through a zod schema instead of casts: a value the page did not mean to send (an unknown intent,
// a status that does not exist, a file field without a file) is never sent on; the action answers
// the problem in the page, in the same ApiError a refused request gives. Each schema is built on
// the contract of the body the server validates (contracts/console.ts), so a rule is written
// once; what is added here is the form's own shape: the intent, numbers written as text, a
// checkbox, an empty choice.
import {
  ById,
  Day,
  EnrollmentToken,
  InviteBody,
  LabelUpload,
  LogBody,
  NoteBody,
  RowId,
  StatusBody,
} from '../../contracts/console.ts';
import { ContentListQuery, PublishBody, RollbackBody } from '../../contracts/content-api.ts';
import { IMAGE_LIMITS, imageTooLarge } from '../../contracts/media.ts';
import { z } from '../../contracts/zod.ts';
import { ApiError } from '../lib/api';

/** The lead's version the operator saw, as the work card writes it (a whole number as text). */
const SeenVersion = z
  .string()
  .regex(/^\d+$/, { error: 'The version is a whole number.' })
  .transform(Number)
  .pipe(z.int().positive())
  .optional();

/** The lead page's work card: a status (with a reason), an assignment (empty: nobody) or a note. */
export const LeadChangeForm = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('status'),
      status: StatusBody.shape.status,
      reason: StatusBody.shape.reason,
      version: SeenVersion,
    }),
    z.object({
      intent: z.literal('assign'),
      operatorId: z.union([z.literal('').transform(() => null), RowId]),
      version: SeenVersion,
    }),
    z.object({ intent: z.literal('note'), note: NoteBody.shape.text, version: SeenVersion }),
  ],
  { error: 'Not a change this page makes.' },
);
export type LeadChangeForm = z.infer<typeof LeadChangeForm>;

/**
 * The lead page's "log an outcome" dialog (log and next, issue 36): the outcome, a note (may be
 * empty) and, to contact a do-not-contact lead, the reason (a field left empty is no reason).
 */
export const LogForm = z.object({
  status: LogBody.shape.status,
  note: LogBody.shape.note,
  reason: z.union([z.literal('').transform(() => undefined), StatusBody.shape.reason]),
});
export type LogForm = z.infer<typeof LogForm>;

/** The operators page: invite, a new enrollment link (the e-mail shown beside it), disable. */
export const OperatorForm = z.discriminatedUnion(
  'intent',
  [
    InviteBody.extend({ intent: z.literal('invite') }),
    ById.extend({ intent: z.literal('resend'), email: z.string() }),
    ById.extend({ intent: z.literal('disable') }),
  ],
  { error: 'Not a change this page makes.' },
);

/** The outbox page's retry: the message, and its recipient for the answer. */
export const RetryForm = ById.extend({ recipient: z.string() });

/** The data page's label upload: the file, its speed unit, and whether it is the provider's whole list. */
export const LabelUploadForm = z.object({
  file: z
    .instanceof(File, { error: 'Choose a label CSV file first.' })
    .refine((f) => f.size > 0, { error: 'Choose a label CSV file first.' }),
  speedUnit: LabelUpload.shape.speedUnit,
  replaceProvider: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
});

/** A file's bytes as base64, as the upload routes take them (the server reads the type from the bytes itself). */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A document's image field's upload: the field (its dotted path) and the file chosen. */
export const ImageUploadForm = z.object({
  intent: z.literal('image'),
  field: z.string().min(1),
  file: z
    .instanceof(File, { error: 'Choose an image first.' })
    .refine((f) => f.size > 0, { error: 'The file is empty.' })
    .refine((f) => f.size <= IMAGE_LIMITS.maxBytes, { error: imageTooLarge() }),
});

/** The enrollment page: the token its link carried. */
export const EnrollForm = EnrollmentToken;

/** The reports page's range, as its form sets it (UTC days). */
export const ReportRangeForm = z.object({ from: Day, to: Day });
type DayRange = z.infer<typeof ReportRangeForm>;

/** The range in the reports page's URL (?from&to): a day missing or not a real one is `fallback`'s. */
export function reportRange(search: URLSearchParams, fallback: DayRange): DayRange {
  return z
    .object({ from: Day.catch(fallback.from), to: Day.catch(fallback.to) })
    .parse(Object.fromEntries(search));
}

/**
 * A `datetime-local` field (the browser's own time zone, no offset) as the ISO instant the API
 * takes for `publishAt`; a time already past is refused (publish now instead).
 */
export const PublishAtField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/, { error: 'Choose a date and a time.' })
  .transform((local) => new Date(local).toISOString())
  .pipe(PublishBody.shape.publishAt.unwrap())
  .refine((iso) => Date.parse(iso) > Date.now(), {
    error: 'Choose a time in the future, or publish now.',
  });

/** The content list's publish: every draft now, or at a time; or a scheduled publish cancelled. */
export const PublishAllForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('publish') }),
    z.object({ intent: z.literal('schedule'), publishAt: PublishAtField }),
    ById.extend({ intent: z.literal('cancel') }),
  ],
  { error: 'Not a change this page makes.' },
);

/** A document page's publish (now, or at a time) or rollback to one of its versions. */
export const DocumentPublishForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('publish') }),
    z.object({ intent: z.literal('schedule'), publishAt: PublishAtField }),
    z.object({
      intent: z.literal('rollback'),
      version: z
        .string()
        .regex(/^\d+$/, { error: 'The version is a whole number.' })
        .transform(Number)
        .pipe(RollbackBody.shape.version),
    }),
  ],
  { error: 'Not a change this page makes.' },
);

/** The content list's filter in its URL (?q&kind): a value the API would refuse is left out. */
export function contentFilter(search: URLSearchParams): z.infer<typeof ContentListQuery> {
  return z
    .object({
      q: ContentListQuery.shape.q.catch(undefined),
      kind: ContentListQuery.shape.kind.catch(undefined),
    })
    .parse({ q: search.get('q')?.trim() || undefined, kind: search.get('kind') || undefined });
}

/** What is wrong with a form, field by field: "The form was not sent. status: Invalid option …". */
export function formProblem(error: z.ZodError): string {
  const what = error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  return `The form was not sent. ${what.join(' ')}`;
}

export type FormRead<T> = { data: T; error: null } | { data: null; error: ApiError };

/** The form's fields through `schema`: the data, or an ApiError (not sent) that says what is wrong. */
export function readForm<S extends z.ZodType>(schema: S, form: FormData): FormRead<z.output<S>> {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { data: parsed.data, error: null };
  return { data: null, error: new ApiError({ kind: 'client', message: formProblem(parsed.error) }) };
}
