// Request and response bodies of the JSON API (docs/api.md). Isomorphic: zod only, imported by
// the forms (react-hook-form + zodResolver) and by the server, so every rule and message is
// written once. Request schemas are strict: an unknown field is a 400.

import { ConsentVersion, leadContext } from './lead-record.ts';
import { normalizeUsPhone } from './phone.ts';
import * as rules from './rules.ts';
import type { LeadResponse as LeadResponseBody } from './transport.ts';
import { z } from './zod.ts';

// Messages and the ZIP pattern (SPEC 5), written in rules.ts; exported here too for the forms and the server.
export * from './rules.ts';
// Transport names shared by the client and the server.
export { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER } from './transport.ts';
export { normalizeUsPhone };

export const MAX = {
  name: 100,
  email: 254,
  subject: 200,
  comment: 5000,
  address: 200,
  city: 100,
  page: 300,
  honeypot: 500,
  packageText: 200,
  packageLines: 20,
} as const;

// Text rules, one place for the forms and the server (and so for both databases). Every line
// break a reader, a mail client or nodemailer may honour: CRLF, LF, CR, VT, FF, NEL, U+2028/2029.
const LINE_BREAK_RUN = /(?:\r\n|[\n\v\f\r\u0085\u2028\u2029])+/g;
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** C0 controls, DEL and C1 controls except tab (U+0009) and LF (U+000A). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Invisible format characters that change how the text around them reads without being seen:
 * bidirectional controls (ALM, LRM, RLM, embeddings, overrides, isolates: U+202E shows "\u202eevil"
 * as "live"), zero-width space, word joiner and invisible operators, the Mongolian vowel separator
 * and a stray byte-order mark. Zero-width (non-)joiners stay: some scripts and emoji need them.
 */
export const INVISIBLE_FORMAT =
  /[\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * A single-line field is one line: each run of line breaks becomes one space, and other control
 * characters except tab are removed (PostgreSQL refuses NUL; a bare CR would become a line of the
 * sales e-mail), as are invisible format characters (a name an operator reads must be the name
 * shown). Removed rather than refused: an odd byte must not turn a lead away.
 */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAK_RUN, ' ').replace(CONTROLS_BUT_TAB_LF, '').replace(INVISIBLE_FORMAT, '');
}

/** A multi-line field keeps its lines: every kind of line break becomes LF, other controls but tab go. */
export function multiLine(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(CONTROLS_BUT_TAB_LF, '');
}

const requiredText = (max: number) =>
  z
    .string({ error: rules.REQUIRED_MESSAGE })
    .overwrite(singleLine)
    .trim()
    .min(1, { error: rules.REQUIRED_MESSAGE, abort: true })
    .max(max, { error: rules.tooLongMessage(max) });

const optionalText = (max: number, lines: 'single' | 'multi' = 'single') =>
  z
    .string({ error: rules.TEXT_EXPECTED_MESSAGE })
    .overwrite(lines === 'multi' ? multiLine : singleLine)
    .trim()
    .max(max, { error: rules.tooLongMessage(max) })
    .optional();

// Reusable fields.
export const Name = requiredText(MAX.name);

export const Email = z
  .string({ error: rules.REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: rules.REQUIRED_MESSAGE, abort: true })
  .max(MAX.email, { error: rules.INVALID_EMAIL_MESSAGE, abort: true })
  .pipe(z.email({ error: rules.INVALID_EMAIL_MESSAGE }));

/** US ZIP: 5 digits, ZIP+4 accepted (with or without the hyphen); normalised to 12345 or 12345-6789. */
export const ZipCode = z
  .string({ error: rules.REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: rules.REQUIRED_MESSAGE, abort: true })
  .regex(rules.ZIP_PATTERN, { error: rules.INVALID_ZIP_MESSAGE })
  .transform((v) => (v.length > 5 ? `${v.slice(0, 5)}-${v.slice(-4)}` : v));

/** A US phone number, normalised to E.164 (+1NNNNNNNNNN). */
export const UsPhone = z
  .string({ error: rules.REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: rules.REQUIRED_MESSAGE, abort: true })
  .max(30, { error: rules.INVALID_PHONE_MESSAGE, abort: true })
  .refine((v) => normalizeUsPhone(v) !== undefined, { error: rules.INVALID_PHONE_MESSAGE, abort: true })
  .transform((v) => normalizeUsPhone(v) as string);

/** Honeypot: a field people never see (visually hidden, not focusable). Bots fill it. */
export const HONEYPOT_FIELD = 'website';
const Honeypot = z
  .string({ error: rules.tooLongMessage(MAX.honeypot) })
  .max(MAX.honeypot)
  .optional();

/** Path of the page the lead came from, e.g. /service/tv/provider-detail/xfinity. */
const PagePath = z
  .string({ error: 'Enter a site path.' })
  .overwrite(singleLine)
  .max(MAX.page, { error: rules.tooLongMessage(MAX.page) })
  .regex(/^\/[^\s]*$/, { error: 'Enter a site path.' })
  .optional();

const common = {
  [HONEYPOT_FIELD]: Honeypot,
  page: PagePath,
  ...leadContext,
};

/** The fields of a form that asks for a call back (availability, package): where, which phone, consent. */
const callBack = {
  zipCode: ZipCode,
  contact: UsPhone,
  consentVersion: ConsentVersion,
  ...common,
};

// Requests.
export const ContactRequest = z.strictObject({
  kind: z.literal('contact').optional(),
  name: Name,
  email: Email,
  subject: optionalText(MAX.subject),
  comment: optionalText(MAX.comment, 'multi'),
  ...common,
});
export type ContactRequest = z.infer<typeof ContactRequest>;
export type ContactRequestInput = z.input<typeof ContactRequest>;

export const AvailabilityRequest = z.strictObject({
  kind: z.literal('availability').optional(),
  name: Name,
  email: Email,
  address: optionalText(MAX.address),
  city: optionalText(MAX.city),
  ...callBack,
});
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;
export type AvailabilityRequestInput = z.input<typeof AvailabilityRequest>;

/** Body of POST /api/send-contact-email: either shape. */
export type SendContactEmailRequest = ContactRequest | AvailabilityRequest;

/**
 * Which schema a send-contact-email body is checked against: an explicit `kind` wins; otherwise a
 * body carrying zipCode or contact is an availability request, anything else a contact request.
 */
export function sendContactEmailSchema(body: unknown): typeof ContactRequest | typeof AvailabilityRequest {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (b.kind === 'availability') return AvailabilityRequest;
    if (b.kind === undefined && ('zipCode' in b || 'contact' in b)) return AvailabilityRequest;
  }
  return ContactRequest;
}

/**
 * The route schema of POST /api/send-contact-email: the body checked against the shape
 * sendContactEmailSchema picks, with that shape's own issues (so `fieldErrors` read as the form's).
 */
export const SendContactEmailRequest = z.unknown().transform((body, ctx): SendContactEmailRequest => {
  const r = sendContactEmailSchema(body).safeParse(body);
  if (r.success) return r.data;
  // The chosen shape's issues as they are (finalised ones are valid raw issues).
  ctx.issues.push(...(r.error.issues as z.core.$ZodRawIssue[]));
  return z.NEVER;
});

const packageText = requiredText(MAX.packageText);

/**
 * A plan chosen in the plan finder (/plans): its Broadband Facts label (unique plan id, the stored
 * version's labelId) and the label's rows as the visitor saw them (row name → value), kept with the
 * lead so it can always show what was offered.
 */
export const ChosenLabel = z.strictObject({
  uniquePlanId: z.string().regex(/^[FM]\d{10}[A-Z0-9]{15}$/, { error: 'Not a Broadband Facts plan id.' }),
  labelId: z.string().trim().min(1).max(100),
  facts: z
    .record(z.string().max(100), z.string().max(1000))
    .refine((r) => Object.keys(r).length <= 40, { error: 'Too many label fields.' }),
});
export type ChosenLabel = z.infer<typeof ChosenLabel>;

/** Body of POST /api/send-package-email: the chosen plan (SPEC 3 package card) plus who wants it. */
export const PackageRequest = z.strictObject({
  mbps: z
    .string({ error: rules.tooLongMessage(20) })
    .overwrite(singleLine)
    .trim()
    .max(20, { error: rules.tooLongMessage(20) })
    .optional(),
  packageTitle: packageText,
  packageDescription: z
    .array(
      z
        .string({ error: rules.REQUIRED_MESSAGE })
        .overwrite(singleLine)
        .trim()
        .max(MAX.packageText, { error: rules.tooLongMessage(MAX.packageText) }),
      {
        error: rules.REQUIRED_MESSAGE,
      },
    )
    .max(MAX.packageLines, { error: `Use at most ${MAX.packageLines} lines.` }),
  price: requiredText(30),
  planDuration: requiredText(30),
  recommendation: z.boolean({ error: rules.REQUIRED_MESSAGE }).optional(),
  /** From the plan finder only: the Broadband Facts label the visitor chose. */
  label: ChosenLabel.optional(),
  name: Name,
  email: Email,
  ...callBack,
});
export type PackageRequest = z.infer<typeof PackageRequest>;
export type PackageRequestInput = z.input<typeof PackageRequest>;

// Responses.
/** A 204 (or 304): no body. */
export const NoContent = z.undefined();

export const LeadResponse = z.object({
  message: z.string(),
  id: z.string(),
}) satisfies z.ZodType<LeadResponseBody>;
export type LeadResponse = LeadResponseBody;

/** A line of a refused file (a label upload): where, and what is wrong there. */
export const FileProblem = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});
export type FileProblem = z.infer<typeof FileProblem>;

/**
 * The body of every error answer (server/app.ts's error handler, from the domain errors of
 * server/shared/errors.ts): the status and its name, a message for people, and what the client
 * acts on: the fields to fix (400), why there is no session (401), the current state of what changed
 * since it was read (409, a lead: LeadConflict), the lines of a refused file (422).
 */
export const ApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  reason: z.string().optional(),
  conflict: z.unknown().optional(),
  errors: z.array(FileProblem).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** The first message per top-level field, in the forms' words; unknown fields get UNKNOWN_FIELD_MESSAGE. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out[key] ??= rules.UNKNOWN_FIELD_MESSAGE;
      continue;
    }
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    out[key] ??= issue.message;
  }
  return out;
}

// GET /api/tv-providers/{slug} (shape of contracts/content.ts TvProviderDetail).
const TableData = z.object({
  headers: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(
    z.record(z.string(), z.union([z.string(), z.object({ label: z.string(), action: z.string() })])),
  ),
});
export const TvProviderResponse = z.object({
  bannerContent: z.object({
    title: z.string(),
    subTitle: z.string(),
    bannerImageUrl: z.string(),
    bannerResposiveImageUrl: z.string(),
    buttonLabel: z.string(),
  }),
  packages: z.array(
    z.object({
      mbps: z.string(),
      packageTitle: z.string(),
      packageDescription: z.array(z.string()),
      price: z.string(),
      planDuration: z.string(),
      recommendation: z.boolean(),
    }),
  ),
  westRegionTvPackages: TableData,
  centralRegionTvPackages: TableData,
  northEastRegionTvPackages: TableData,
  faqInfo: z.array(z.object({ title: z.string(), description: z.string() })),
});
export type TvProviderResponse = z.infer<typeof TvProviderResponse>;

// GET /healthz and /readyz (the load balancer's and the deploy's probes).
export const Live = z.object({ status: z.literal('ok') });
/** Ready: the database answers; `redis` (with REDIS_URL) says whether the shared limits are up. */
export const Ready = z.object({
  status: z.literal('ready'),
  redis: z.enum(['up', 'down', 'connecting']).optional(),
});
export type Ready = z.infer<typeof Ready>;
