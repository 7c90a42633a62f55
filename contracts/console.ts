// The operator console's API: the zod schema of every input (querystring, params, body) of every
// /api/admin route, which the routes use through fastify-type-provider-zod, and the shapes of its
// answers, shared by the server (server/console/*) and the console's pages (app/console/).
// Only the console's chunks import it: nothing here reaches the public pages.

import { FileProblem } from './api.ts';
import { CAMPAIGN_PARAMS, type CampaignField } from './attribution.ts';
import type { InboxFilterKey } from './inbox-filter.ts';
import { LeadPackage } from './lead-package.ts';
import { LANGUAGES } from './lead-record.ts';
import { wholeNumberParam, z } from './zod.ts';

/** Who may call a console route (route `config.access`); see server/routes/api/admin/autohooks.ts. */
export const CONSOLE_ACCESS = ['admin', 'operator', 'editor', 'signed-in', 'sign-in'] as const;
export type ConsoleAccess = (typeof CONSOLE_ACCESS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'invalid'] as const;

/**
 * Where a lead may go from each status (new → contacted → qualified → won / lost / invalid): the
 * server's rule, and what the console checks a key against before it queues a change.
 */
export const NEXT_STATUS: Record<(typeof LEAD_STATUSES)[number], (typeof LEAD_STATUSES)[number][]> = {
  new: ['contacted', 'lost', 'invalid'],
  contacted: ['qualified', 'lost', 'invalid'],
  qualified: ['won', 'lost', 'invalid'],
  won: ['qualified'],
  lost: ['contacted'],
  invalid: ['new'],
};
export const LEAD_KINDS = ['contact', 'availability', 'package'] as const;
/** admin: everything; agent: the leads; editor: the site's content (issue 38), not the leads. */
export const OPERATOR_ROLES = ['admin', 'agent', 'editor'] as const;

// Inputs. A console query is typed by an operator or pasted: anything odd in it is a 400 with a
// message, never a 500 from a database that cannot take it (a NUL in PostgreSQL text) or a date
// that does not exist (9999-99-99).

/** Text without control characters (C0, DEL, C1): NUL included. */
const plainText = (max: number) =>
  z
    .string()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, { error: 'Control characters are not allowed.' })
    .max(max);

/** A calendar day, YYYY-MM-DD, that exists. */
export const Day = z.iso.date({ error: 'Use a real date as YYYY-MM-DD.' });

/** A row's id: UUIDv7 text, or the time-and-counter ids the benchmarks seed. */
export const RowId = z.string().regex(/^[\w.:-]{1,64}$/, { error: 'That is not an id.' });
export const ById = z.object({ id: RowId });

function fromBase64url(s: string): string {
  try {
    return atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return '';
  }
}

/** A keyset cursor: base64url of "time|id" as the list gave it. */
export const Cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a page cursor.' })
  // A time of ISO-8601 characters, then the row's id.
  .refine((c) => /^[\dT:.Z+-]{10,40}\|[\w.:-]{1,64}$/.test(fromBase64url(c)), {
    error: 'Not a page cursor.',
  });
const Limit = z.coerce.number().int().min(1).max(200).default(50);

const utm = plainText(500).trim().min(1);
const yesNo = z.enum(['yes', 'no']);

export const InboxFilter = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  from: Day.optional(),
  to: Day.optional(),
  /** an operator id, `me`, or `none` (unassigned) */
  assigned: RowId.optional(),
  /** The language of the page the lead was sent from (issue 37). */
  language: z.enum(LANGUAGES).optional(),
  q: plainText(200).trim().optional(),
  /** The latest touch's utm_source / utm_medium / utm_campaign, exact but case-insensitive. */
  source: utm.optional(),
  medium: utm.optional(),
  campaign: utm.optional(),
  /** yes: a repeat of an earlier lead of the same contact (duplicate_of); no: a first lead. */
  repeat: yesNo.optional(),
  /** yes: do not contact (a confirmed request) or already on the suppression list when it came in. */
  opted_out: yesNo.optional(),
  /** yes: the visitor's browser sent Global Privacy Control. */
  gpc: yesNo.optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type InboxFilter = z.infer<typeof InboxFilter>;
/** InboxFilter has exactly the keys the console and the query share (contracts/inbox-filter.ts). */
const inboxFilterKeysMatch: [keyof InboxFilter] extends [InboxFilterKey]
  ? [InboxFilterKey] extends [keyof InboxFilter]
    ? true
    : false
  : false = true;
void inboxFilterKeysMatch;
/** A page of the inbox: after `cursor` (Next), or the page just before `before` (Previous). */
export const InboxPage = InboxFilter.extend({
  cursor: Cursor.optional(),
  before: Cursor.optional(),
  limit: Limit,
});
export type InboxPage = z.infer<typeof InboxPage>;

/** GET /api/admin/events: where a console was (EventSource sends it as Last-Event-ID on reconnects). */
export const EventsQuery = z.object({
  lastEventId: z
    .string()
    .max(40)
    .regex(/^[\w.-]*$/)
    .optional(),
  /** The console tab's id (live-feed.ts): its stream's end tells the lead it viewed that it left. */
  tab: z
    .string()
    .regex(/^[\w-]{8,40}$/)
    .optional(),
});

/**
 * The lead's version the operator saw (LeadStory.lead.version): a change sent with an older one is
 * refused with 409 and the changes made since (LeadConflict). Left out, the change is not checked
 * (scripts; the console always sends it).
 */
const SeenVersion = z.int().positive().optional();
export const StatusBody = z.object({
  status: z.enum(LEAD_STATUSES),
  version: SeenVersion,
  /** Why a do-not-contact lead is contacted anyway: required then (422 without), kept in the audit. */
  reason: z.string().trim().min(1, { error: 'Give the reason.' }).max(500).optional(),
});
export const AssignBody = z.object({ operatorId: RowId.nullable(), version: SeenVersion });
export const NoteBody = z.object({
  text: z.string().trim().min(1, { error: 'Write something first.' }).max(5000),
  version: SeenVersion,
});
/**
 * POST /api/admin/leads/:id/log (log and next, issue 36): an outcome with an optional note; a lead
 * nobody has is taken by the operator who logs it. One change, checked against `version`.
 */
export const LogBody = StatusBody.extend({
  note: z
    .string()
    .trim()
    .max(5000)
    .optional()
    .transform((t) => t || undefined),
});
/** GET /api/admin/leads/:id?prefetch=1: asked ahead of showing it (its opening audited when shown). */
export const LeadQuery = z.object({ prefetch: z.literal('1').optional() });
/** POST /api/admin/leads/:id/undo: the version the change to undo left (nothing since). */
export const UndoBody = z.object({ version: z.int().positive() });
/** What a change answers when the console needs to chain the next one: the lead's version now. */
export const LeadVersion = z.object({ version: z.int().positive() });
export type LeadVersion = z.infer<typeof LeadVersion>;

export const InviteBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Give an e-mail address.' })),
  role: z.enum(OPERATOR_ROLES, { error: 'The role is admin, agent or editor.' }),
});
export const AuditQuery = z.object({
  action: plainText(64).optional(),
  operator: plainText(254).optional(),
  cursor: Cursor.optional(),
  limit: Limit,
});
export type AuditQuery = z.infer<typeof AuditQuery>;
export const OutboxQuery = z.object({ status: z.enum(['pending', 'failed']).optional() });
export const PrivacyRequestsQuery = z.object({ cursor: Cursor.optional(), limit: Limit });
export type PrivacyRequestsQuery = z.infer<typeof PrivacyRequestsQuery>;

/** The longest range one report covers (a little over a year). */
export const MAX_REPORT_DAYS = 400;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
export const ReportQuery = z
  .object({ from: Day, to: Day })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to', path: ['from'] })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_REPORT_DAYS, {
    error: `at most ${MAX_REPORT_DAYS} days`,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof ReportQuery>;

// Passkeys (WebAuthn): the browser's JSON as @simplewebauthn/browser sends it, checked field by
// field before @simplewebauthn/server reads it.
const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);
const Transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);
const ClientExtensionResults = z.object({
  appid: z.boolean().optional(),
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
});
const credentialCommon = {
  id: b64url(1024),
  rawId: b64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ClientExtensionResults,
};
export const RegistrationResponse = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: b64url(8192),
    attestationObject: b64url(32_768),
    authenticatorData: b64url(16_384).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(8192).optional(),
  }),
});
export const AuthenticationResponse = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: b64url(8192),
    authenticatorData: b64url(16_384),
    signature: b64url(8192),
    // Empty or absent when the authenticator keeps no user handle for the credential.
    userHandle: z
      .string()
      .max(1024)
      .regex(/^[A-Za-z0-9_-]*$/)
      .nullable()
      .optional(),
  }),
});
const ChallengeId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);
export const EnrollmentToken = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[\w-]+$/),
});
export const EnrollVerifyBody = EnrollmentToken.extend({
  challengeId: ChallengeId,
  response: RegistrationResponse,
});
export const SigninVerifyBody = z.object({ challengeId: ChallengeId, response: AuthenticationResponse });
/** signin/options and signout take no input. */
export const EmptyBody = z.object({}).optional();

// Answers: the views the console's pages read, exactly as server/routes/api/admin/*.ts send them
// (column names as stored: snake_case rows; camelCase where the route builds the object). Each is
// the route's response schema (fastify-type-provider-zod serializes by it: a field not named here
// is not sent) and, through z.infer, the pages' type.

/** A keyset page of a console list. */
export type ListPage<T> = { items: T[]; nextCursor: string | null };
const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** GET /api/admin/reports: one day's leads by kind. */
export const ReportDayRow = z.object({
  day: z.string(),
  contact: z.number(),
  availability: z.number(),
  package: z.number(),
  total: z.number(),
});
export type ReportDayRow = z.infer<typeof ReportDayRow>;
/** GET /api/admin/reports: leads of one source / medium / campaign / page (null: none given). */
export const ReportGroupRow = z.object({
  key: z.string().nullable(),
  leads: z.number(),
  qualified: z.number(),
  won: z.number(),
});
export type ReportGroupRow = z.infer<typeof ReportGroupRow>;
/** Speed to lead: the median time from a lead's arrival to its first status change out of new. */
export const SpeedRow = z.object({
  leads: z.number(),
  medianMs: z.number().nullable(),
  withinTarget: z.number(),
});
export type SpeedRow = z.infer<typeof SpeedRow>;
export const SpeedToLead = z.object({
  targetMin: z.number(),
  overall: SpeedRow,
  /** By who made the first contact (their e-mail; null: an operator since removed). */
  byAgent: z.array(SpeedRow.extend({ operator: z.string().nullable() })),
  /** By the day the lead came in (every day of the range). */
  byDay: z.array(SpeedRow.extend({ day: z.string() })),
});
export type SpeedToLead = z.infer<typeof SpeedToLead>;
export const Report = z.object({
  speedToLead: SpeedToLead,
  from: z.string(),
  to: z.string(),
  total: z.number(),
  /** leads that reached qualified at some point (won leads passed through qualified). */
  qualified: z.number(),
  /** leads now won. */
  won: z.number(),
  days: z.array(ReportDayRow),
  bySource: z.array(ReportGroupRow),
  byMedium: z.array(ReportGroupRow),
  byCampaign: z.array(ReportGroupRow),
  byLandingPage: z.array(ReportGroupRow),
  byPage: z.array(ReportGroupRow),
  /** By the language of the page the lead was sent from (en, es). */
  byLanguage: z.array(ReportGroupRow),
});
export type Report = z.infer<typeof Report>;

/** Where a privacy request stands: waiting for its link to be followed, done, or never confirmed. */
export const PrivacyRequestState = z.enum(['pending', 'carried-out', 'expired']);
export type PrivacyRequestState = z.infer<typeof PrivacyRequestState>;

/**
 * GET /api/admin/privacy-requests: one request. `email` / `phone` only while the row still holds
 * them (a request waiting for confirmation); `erasedAt`: when its contact was erased.
 */
export const PrivacyRequestRow = z.object({
  id: z.string(),
  type: z.enum(['do-not-contact', 'do-not-sell', 'access', 'delete']),
  source: z.enum(['web', 'cli']),
  state: PrivacyRequestState,
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  leadsMatched: z.number().nullable(),
  erasedAt: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PrivacyRequestRow = z.infer<typeof PrivacyRequestRow>;
export const PrivacyRequestPage = listPage(PrivacyRequestRow);

/** How many leads match the inbox's filter, counted no further than INBOX_COUNT_CAP (decision 080). */
export const INBOX_COUNT_CAP = 1000;

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKind = (typeof LEAD_KINDS)[number];
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who is signed in: GET /api/admin/me, and the answer of signin/verify and enroll/verify. */
export const ConsoleOperator = z.object({ id: z.string(), email: z.string(), role: z.enum(OPERATOR_ROLES) });
export type ConsoleOperator = z.infer<typeof ConsoleOperator>;
export const SignedIn = z.object({ operator: ConsoleOperator });
export type SignedIn = z.infer<typeof SignedIn>;

/**
 * POST /api/admin/auth/{signin,enroll}/options: the WebAuthn options of one ceremony, as
 * @simplewebauthn/server made them (passed on whole), and the id of its challenge.
 */
export const PasskeyChallenge = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
/** enroll/options also names the e-mail the passkey is for. */
export const EnrollChallenge = PasskeyChallenge.extend({ email: z.string() });
/** PasskeyChallenge with the options typed as the browser's WebAuthn library reads them. */
export type PasskeyOptions<Options> = Omit<z.infer<typeof PasskeyChallenge>, 'options'> & {
  options: Options;
};

/** GET /api/admin/assignees: the active operators a lead can be assigned to, by e-mail. */
export const Assignees = z.object({ operators: z.array(ConsoleOperator) });
export type Assignees = z.infer<typeof Assignees>;

/** 0 or 1: a privacy flag as stored. */
const Flag = z.number();

/** GET /api/admin/leads: one row of the inbox. Flags are 0 / 1. */
export const InboxLead = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  zip_code: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  assigned_to: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  utm_source: z.string().nullable(),
  duplicate_of: z.string().nullable(),
  do_not_contact: Flag,
  previously_opted_out: Flag,
  gpc: Flag,
  do_not_sell: Flag,
  /** The language of the page it was sent from: an "Español" lead wants a Spanish speaker. */
  language: z.enum(LANGUAGES),
  erased_at: z.string().nullable(),
});
export type InboxLead = z.infer<typeof InboxLead>;

/**
 * GET /api/admin/leads (issue 29): an inbox row with its owner's e-mail, whether it is overdue
 * (still new past the first-contact target, by the server's clock) and the start of its newest note
 * (issue 36: what was last said about the lead, in the list).
 */
export const InboxRow = InboxLead.extend({
  owner: z.string().nullable(),
  overdue: z.boolean(),
  last_note: z.string().nullable(),
});
export type InboxRow = z.infer<typeof InboxRow>;

/**
 * GET /api/admin/leads: a page of the inbox, with the cursor of the page before it (null on the
 * first) and how many leads match: `total`, or with `capped` at least that many.
 */
export const InboxList = listPage(InboxRow).extend({
  prevCursor: z.string().nullable(),
  total: z.number(),
  capped: z.boolean(),
});
export type InboxList = z.infer<typeof InboxList>;

/** GET /api/admin/queues: how many leads each queue holds, each counted up to `cap` (then "cap+"). */
export const QueueCounts = z.object({
  mine: z.number(),
  unassigned: z.number(),
  new: z.number(),
  /** New leads past the first-contact target. */
  overdue: z.number(),
  /** Leads sent from a Spanish page (the Español queue). */
  spanish: z.number(),
  cap: z.number(),
  firstContactTargetMin: z.number(),
  /** The server's time of the count (ISO-8601). */
  at: z.string(),
});
export type QueueCounts = z.infer<typeof QueueCounts>;

/** GET /api/admin/events: the data of each `lead` event of the stream (server/live/feed.ts). */
export type LeadFeedMessage = {
  type: 'lead.created' | 'lead.changed';
  leadId: string;
  at: string;
  /** The operator id who changed it; null for a lead that came in. */
  by: string | null;
};

/**
 * GET /api/admin/events: the data of each `presence` event, to a tab viewing the lead: who views
 * it now (operator ids; the viewing tab's own operator among them).
 */
export type LeadPresenceMessage = { leadId: string; viewers: string[] };

/** How often a console tab viewing a lead says so again (decision 086: a view not said for 45 s goes). */
export const PRESENCE_REFRESH_MS = 20_000;

/** POST /api/admin/presence: the lead page a console tab shows (null: none any more). */
export const PresenceBody = z.object({
  tab: z.string().regex(/^[\w-]{8,40}$/),
  leadId: z.string().min(1).max(64).nullable(),
});
export type PresenceBody = z.infer<typeof PresenceBody>;

/** POST /api/admin/presence: who views that lead now, the asking operator among them. */
export const PresenceAnswer = z.object({ viewers: z.array(z.string()) });
export type PresenceAnswer = z.infer<typeof PresenceAnswer>;

/** GET /api/admin/leads/:id: another lead of the same contact (same e-mail or phone). */
export const ContactLead = z.object({
  id: z.string(),
  kind: z.string(),
  created_at: z.string(),
  status: z.string(),
  /** Its privacy flags (0 / 1), for the do-not-contact, GPC and do-not-sell marks. */
  do_not_contact: Flag,
  previously_opted_out: Flag,
  gpc: Flag,
  do_not_sell: Flag,
  /** What it shares with the lead: the e-mail, the phone, or both. */
  match: z.enum(['email', 'phone', 'both']),
});
export type ContactLead = z.infer<typeof ContactLead>;

/** GET /api/admin/leads/:id: the consent disclosure exactly as the visitor saw it, and when they sent it. */
export const ConsentShown = z.object({
  version: z.string(),
  text: z.string(),
  sha256: z.string(),
  at: z.string(),
});
export type ConsentShown = z.infer<typeof ConsentShown>;

/** A touch as stored (contracts/attribution.ts Touch: campaign fields, referrer, landing page, time). */
const TouchView = z.partialRecord(
  z.enum([...(Object.values(CAMPAIGN_PARAMS) as CampaignField[]), 'referrer', 'landingPage', 'at']),
  z.string(),
);
const AttributionView = z.object({ firstTouch: TouchView.optional(), lastTouch: TouchView.optional() });

/**
 * GET /api/admin/leads/:id: every stored field of the lead but its IP and e-mail hashes, with the
 * plan and the attribution parsed.
 */
export const LeadRecord = InboxLead.extend({
  address: z.string().nullable(),
  city: z.string().nullable(),
  subject: z.string().nullable(),
  comment: z.string().nullable(),
  page: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
  landing_page: z.string().nullable(),
  referrer: z.string().nullable(),
  consent_version: z.string().nullable(),
  consent_at: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The content publish the site served when the lead came in (null: the build's own content). */
  content_version: z.string().nullable(),
  package: LeadPackage.nullable(),
  attribution: AttributionView.nullable(),
  /** Bumped by every change (status, assignment, note): send it back with a change. */
  version: z.number(),
});
export type LeadRecord = z.infer<typeof LeadRecord>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_KINDS = [
  'lead',
  'privacy-confirm',
  'privacy-copy',
  'operator-enrollment',
  'webhook',
  'digest',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** GET /api/admin/leads/:id: a mail about the lead and where it stands. */
export const LeadMail = z.object({
  id: z.string(),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
});
export type LeadMail = z.infer<typeof LeadMail>;

/** GET /api/admin/leads/:id: a webhook delivery of the lead's events. */
export const LeadWebhook = z.object({
  id: z.string(),
  url: z.string(),
  event: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type LeadWebhook = z.infer<typeof LeadWebhook>;

/**
 * GET /api/admin/leads/:id: one entry of the timeline (stored, each mail's and webhook's state,
 * then status changes, assignments, notes and erasure); `operator` is the e-mail of who did it.
 */
export const TimelineEvent = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  detail: z.record(z.string(), z.unknown()),
  operator: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** One change made to a lead since the version an operator saw: who, when, what. */
export const LeadChangeSince = z.object({
  at: z.string(),
  by: z.string().nullable(),
  type: z.string(),
  detail: z.record(z.string(), z.unknown()),
  version: z.number(),
});
export type LeadChangeSince = z.infer<typeof LeadChangeSince>;

/**
 * The body of a 409 to a change sent with a stale version (besides statusCode, error, message):
 * `reason: 'stale'` and `conflict` with the lead's current version (send it again to apply the change
 * anyway) and the changes made since the version sent.
 */
export const LeadConflict = z.object({ version: z.number(), changes: z.array(LeadChangeSince) });
export type LeadConflict = z.infer<typeof LeadConflict>;

/** GET /api/admin/leads/:id: a lead's story. */
export const LeadStory = z.object({
  lead: LeadRecord,
  consent: ConsentShown.nullable(),
  assignee: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** The statuses the lead may move to from its own. */
  nextStatuses: z.array(z.enum(LEAD_STATUSES)),
  /** When its first contact is due (received + FIRST_CONTACT_TARGET_MIN), and when it was made. */
  firstContact: z.object({ dueAt: z.string(), at: z.string().nullable() }),
  mail: z.array(LeadMail),
  webhooks: z.array(LeadWebhook),
  earlier: z.array(ContactLead),
  timeline: z.array(TimelineEvent),
});
export type LeadStory = z.infer<typeof LeadStory>;

/** GET /api/admin/operators: every operator, with how many passkeys they registered. */
export const OperatorRow = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  passkeys: z.number(),
});
export type OperatorRow = z.infer<typeof OperatorRow>;
export const OperatorList = z.object({ operators: z.array(OperatorRow) });
export type OperatorList = z.infer<typeof OperatorList>;
/** POST /api/admin/operators/:id/enrollment: a new one-time enrollment link (mailed too). */
export const EnrollmentLink = z.object({ link: z.string(), expiresAt: z.string() });
export type EnrollmentLink = z.infer<typeof EnrollmentLink>;
/** POST /api/admin/operators (201): the invited operator and their enrollment link. */
export const Invited = EnrollmentLink.extend({ operator: OperatorRow.omit({ passkeys: true }) });
export type Invited = z.infer<typeof Invited>;

/** GET /api/admin/audit: one entry, its detail parsed. */
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  operator_id: z.string().nullable(),
  operator_email: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip_hash: z.string().nullable(),
  detail: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = listPage(AuditEntry);

/** GET /api/admin/outbox: a message not sent yet (pending) or given up on (failed). */
export const OutboxMessage = z.object({
  id: z.string(),
  lead_id: z.string().nullable(),
  kind: z.enum(OUTBOX_KINDS),
  /** For a webhook: the endpoint URL. */
  recipient: z.string(),
  /** For a webhook: the event type (lead.created, …). */
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxList = z.object({ messages: z.array(OutboxMessage) });
export type OutboxList = z.infer<typeof OutboxList>;

// ---------------------------------------------------------------------------------------------
// GET /api/admin/data (issue 27, item 6): what coverage and plan data is imported, and the last
// attempts with their errors. Admins only.

export const DataStateQuery = z.strictObject({
  /** How many of the latest import attempts to list. */
  limit: wholeNumberParam(1, 100, 20),
});
export type DataStateQuery = z.infer<typeof DataStateQuery>;

export const DataImportRow = z.object({
  id: z.string(),
  kind: z.enum(['coverage', 'labels']),
  status: z.enum(['imported', 'failed']),
  sample: z.boolean(),
  asOf: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), bytes: z.number(), rows: z.number() })),
  /** States (coverage) or FRNs (labels) it replaced or meant to. */
  scope: z.array(z.string()),
  rows: z.number().int(),
  /** A failed attempt: how many errors, and the first ones (file, line, column). */
  errorCount: z.number().int(),
  errors: z.array(FileProblem),
  importedAt: z.string(),
  importedBy: z.string(),
});
export type DataImportRow = z.infer<typeof DataImportRow>;

export const DataStateResponse = z.object({
  coverage: z.object({
    states: z.array(
      z.object({ state: z.string(), asOf: z.string(), sample: z.boolean(), importId: z.string() }),
    ),
    zips: z.number().int(),
    rows: z.number().int(),
  }),
  labels: z.object({
    /** Current label versions, and the providers (FRNs) they belong to. */
    current: z.number().int(),
    providers: z.number().int(),
    /** Every version kept, current or superseded. */
    versions: z.number().int(),
    sample: z.boolean(),
  }),
  imports: z.array(DataImportRow),
});
export type DataStateResponse = z.infer<typeof DataStateResponse>;

/**
 * POST /api/admin/data/labels: one Broadband Facts label CSV, uploaded by an admin as its bytes
 * (base64), so the server can tell UTF-8 from Windows-1252 and a spreadsheet from a CSV.
 */
export const LABEL_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
/** The base64 length of LABEL_UPLOAD_MAX_BYTES. */
export const LABEL_UPLOAD_MAX_BASE64 = Math.ceil(LABEL_UPLOAD_MAX_BYTES / 3) * 4;
/** The upload route's body limit: the base64 and the JSON around it (deploy/'s nginx gives the route the same). */
export const LABEL_UPLOAD_BODY_LIMIT = LABEL_UPLOAD_MAX_BASE64 + 4096;
/** An uploaded file's name as chosen (shown in the import log and the audit log): no path, no control characters. */
export const uploadFileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  .regex(/^[^\u0000-\u001f/\\]+$/, { error: 'A plain file name, please.' });
export const LabelUpload = z.strictObject({
  /** The file's name as chosen (shown in the import log). */
  name: uploadFileName,
  /** The file's bytes, base64. */
  data: z
    .string()
    .min(1, { error: 'The file is empty.' })
    .max(LABEL_UPLOAD_MAX_BASE64, { error: 'The file is over 4 MB: a label file is far smaller.' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'The file did not arrive whole (not base64).' }),
  speedUnit: z.enum(['mbps', 'kbps']).default('mbps'),
  /** The labels' language; told from their words when not given. */
  language: z.enum(['en', 'es']).optional(),
  /** The file is the provider's whole list: its plans not in the file are superseded. */
  replaceProvider: z.boolean().default(false),
});
export type LabelUpload = z.infer<typeof LabelUpload>;
/** The answer (200): what was stored. */
export const LabelsImported = z.object({
  ok: z.literal(true),
  labels: z.number(),
  mobile: z.number(),
  language: z.enum(['en', 'es']),
  providers: z.array(z.string()),
  added: z.number(),
  kept: z.number(),
  superseded: z.number(),
});
/**
 * What was stored, or why nothing was: a refused file (422, every error by line and column) or
 * another upload under way (409, no errors), as error bodies (contracts/api.ts ApiError) carry them.
 */
export type LabelUploadResult =
  | z.infer<typeof LabelsImported>
  | { ok?: false; message: string; errors: FileProblem[] };
