// Table types for Kysely. Timestamps are ISO-8601 UTC strings of fixed width in both dialects, so
// they compare correctly as text and one set of migrations serves SQLite and PostgreSQL.
import type { Generated } from 'kysely';

export type LeadKind = 'contact' | 'availability' | 'package';

import { LEAD_STATUSES } from '../../contracts/console.ts';
import type { Language } from '../../contracts/lead-record.ts';

export { LEAD_STATUSES };
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadsTable {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  zip_code: string | null;
  address: string | null;
  city: string | null;
  subject: string | null;
  comment: string | null;
  package_json: string | null;
  page: string | null;
  ip_hash: string | null;
  created_at: string;
  /** lower-cased e-mail, for repeat-visitor lookups. */
  email_norm: string | null;
  // Latest touch (attribution_json holds both touches).
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  landing_page: string | null;
  referrer: string | null;
  attribution_json: string | null;
  consent_version: string | null;
  consent_at: string | null;
  /** 1: the request carried Sec-GPC: 1 or the form reported navigator.globalPrivacyControl. */
  gpc: number;
  /** The language of the page the lead was sent from (contracts/lead-record.ts LANGUAGES). */
  language: Language;
  /** 1: do not sell or share (GPC, or a confirmed do-not-sell request). */
  do_not_sell: number;
  /** 1: consent for calls, texts and e-mail revoked (a confirmed do-not-contact request). */
  do_not_contact: number;
  duplicate_of: string | null;
  previously_opted_out: number;
  user_agent: string | null;
  status: LeadStatus;
  assigned_to: string | null;
  updated_at: string | null;
  erased_at: string | null;
  /** Bumped by every change through the lead service (migration 0010): what a stale change is told from. */
  version: number;
  /** The publish the site served when the lead came in (content_publishes.id); null: the build's content. */
  content_version: string | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'cancelled';
/**
 * What a message is: mail (a lead notification, a privacy request's confirmation or copy, an
 * operator's enrollment link, the digest) or a webhook delivery.
 */
export type OutboxKind =
  | 'lead'
  | 'privacy-confirm'
  | 'privacy-copy'
  | 'operator-enrollment'
  | 'webhook'
  | 'digest';
/** The outbox's lanes (server/outbox/): each delivered by its own handler, concurrency and backoff. */
export type OutboxLane = 'mail' | 'webhook';

/**
 * One message to deliver (server/outbox/outbox.ts writes them, nothing else). Mail keeps its
 * fields in the mail columns (recipient … html_body); a webhook delivery keeps its typed payload
 * (endpoint, event type, body) in payload_json and leaves the mail columns null (migration 0009).
 * message_id is the stable id of either: the Message-ID of a mail, the webhook-id of a delivery.
 */
export interface OutboxTable {
  id: string;
  lead_id: string | null;
  privacy_request_id: string | null;
  kind: OutboxKind;
  lane: OutboxLane;
  message_id: string;
  recipient: string | null;
  reply_to: string | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  payload_json: string | null;
  /** A webhook row's endpoint (its payload's URL): each endpoint is its own queue (decision 082). */
  endpoint: string | null;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  status_code: number;
  response_json: string;
  created_at: string;
}

export interface ConsentTextsTable {
  version: string;
  sha256: string;
  text: string;
  created_at: string;
}

export type SuppressionReason = 'do-not-contact' | 'do-not-sell';

/** Keyed hashes (HMAC-SHA256) of normalised e-mails and phones, never the contact itself. */
export interface SuppressionTable {
  hash: string;
  reason: SuppressionReason;
  created_at: string;
}

export interface PrivacyRequestsTable {
  id: string;
  type: 'do-not-contact' | 'do-not-sell' | 'access' | 'delete';
  /** Kept until the request is carried out or expires, then erased (the hashes stay). */
  email: string | null;
  phone: string | null;
  email_hash: string;
  phone_hash: string | null;
  token_hash: string;
  /** web (the privacy-choices page) or cli (npm run leads -- erase). */
  source: 'web' | 'cli';
  /** The language of the page it was asked from: its mails and answers are in it. */
  language: Language;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
  leads_matched: number | null;
  erased_at: string | null;
}

export type OperatorRole = 'admin' | 'agent' | 'editor';

export interface OperatorsTable {
  id: string;
  email: string;
  role: OperatorRole;
  created_at: string;
  disabled_at: string | null;
}

export interface PasskeysTable {
  id: string;
  operator_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface EnrollmentTokensTable {
  token_hash: string;
  operator_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'enroll' | 'signin';
  operator_id: string | null;
  expires_at: string;
}

export interface SessionsTable {
  token_hash: string;
  operator_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  operator_id: string | null;
  operator_email: string | null;
  action: string;
  target: string | null;
  detail_json: string | null;
  ip_hash: string | null;
}

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: string;
  operator_id: string | null;
  /** erased: written by the privacy code (detail: reason request | retention), no operator. */
  type: 'status' | 'assigned' | 'note' | 'erased' | 'undone';
  detail_json: string;
  /** The lead's version this change made (null: erasure, and events from before migration 0010). */
  version: number | null;
}

export type DataImportKind = 'coverage' | 'labels';

/** One import attempt (coverage or labels), kept for the console's data state. */
export interface DataImportsTable {
  id: string;
  kind: DataImportKind;
  status: 'imported' | 'failed';
  sample: number;
  /** The release date of the data (BDC "as of"), YYYY-MM-DD; labels: the import day. */
  as_of: string | null;
  /** [{ name, bytes, rows }] */
  files_json: string;
  /** Coverage: the states replaced (USPS codes). Labels: the FRNs replaced. */
  scope_json: string;
  rows: number;
  /** A failed attempt's errors: [{ file, line, column, message }] (the first 1,000). */
  errors_json: string | null;
  imported_at: string;
  /** cli:<user>, sample, or the operator's e-mail. */
  imported_by: string;
}

export interface CoverageStatesTable {
  state: string;
  import_id: string;
  as_of: string;
  sample: number;
}

/** Every location with any reported residential service in a ZIP (the denominator of share). */
export interface CoverageZipsTable {
  zip: string;
  state: string;
  locations: number;
}

/** Residential coverage per ZIP x provider (FRN, brand) x BDC technology code. */
export interface CoverageTable {
  zip: string;
  frn: string;
  brand_name: string;
  technology: number;
  state: string;
  provider_id: string;
  locations: number;
  /** locations / coverage_zips.locations, 0..1. */
  share: number;
  max_down: number;
  max_up: number;
  /** 1 when every location reported is low latency (< 100 ms). */
  low_latency: number;
}

export type PlanTechnology = 'cable' | 'fiber' | 'dsl' | 'fixed-wireless' | 'satellite' | 'other';

/** One version of one Broadband Facts label; current = 1 on the live one. */
export interface PlanLabelsTable {
  id: string;
  unique_plan_id: string;
  frn: string;
  fixed: number;
  current: number;
  sample: number;
  import_id: string;
  content_hash: string;
  /** null: the label says only Fixed; the technology comes from coverage (decision 081). */
  technology: PlanTechnology | null;
  /** en | es: a Spanish label is that plan's Spanish version. */
  language: Generated<string>;
  provider_name: string;
  plan_name: string;
  monthly_price: number;
  typical_down: number | null;
  typical_up: number | null;
  contract_required: number;
  data_unlimited: number;
  label_json: string;
  first_seen_at: string;
  superseded_at: string | null;
}

/** An editor's document (decision 089): its draft and the version live on the site. */
export interface ContentDocumentsTable {
  kind: string;
  doc_key: string;
  language: string;
  /** The version the site shows; 1 is the seed (content/). */
  published_version: number;
  /** The autosaved draft, null when there is none. */
  draft_json: string | null;
  /** Bumped by every save: the draft a save was made against (a stale one is a 409). */
  draft_rev: number;
  draft_by: string | null;
  draft_at: string | null;
  updated_at: string;
}

/** Every version a document has had, 1 (the seed) first; never changed once written. */
export interface ContentVersionsTable {
  kind: string;
  doc_key: string;
  language: string;
  version: number;
  data_json: string;
  created_by: string;
  created_at: string;
  /** What made it: a publish, a rollback to version N. */
  note: string | null;
}

/** A publish: the set of versions the pages render from, when, by whom and how it went. */
/** An image an editor uploaded (server/content/images.ts): named by the SHA-256 of its bytes. */
export interface ContentImagesTable {
  /** The SHA-256 of the bytes, 64 lower-case hex digits: the image's /media/ path names it. */
  id: string;
  /** image/png, image/jpeg or image/webp, as read from the bytes. */
  media_type: string;
  /** The size a page shows it at, in pixels (a JPEG's orientation applied). */
  width: number;
  height: number;
  byte_size: number;
  bytes: Uint8Array;
  uploaded_by: string;
  uploaded_at: string;
}

export interface ContentPublishesTable {
  id: string;
  created_at: string;
  created_by: string;
  /** When it goes live: now, or the scheduled time. */
  publish_at: string;
  /** The PublishedSet (contracts/content-documents.ts) of every document past its seed. */
  set_json: string;
  /** The documents this publish changed, with their new versions. */
  documents_json: string;
  status: 'scheduled' | 'publishing' | 'live' | 'failed' | 'cancelled';
  error: string | null;
  done_at: string | null;
  pages: number | null;
  ms: number | null;
  /** When a server claimed it to take it live (status publishing); null before. */
  claimed_at: string | null;
}

export interface Database {
  content_documents: ContentDocumentsTable;
  content_versions: ContentVersionsTable;
  content_publishes: ContentPublishesTable;
  content_images: ContentImagesTable;
  data_imports: DataImportsTable;
  coverage_states: CoverageStatesTable;
  coverage_zips: CoverageZipsTable;
  coverage: CoverageTable;
  plan_labels: PlanLabelsTable;
  consent_texts: ConsentTextsTable;
  suppression: SuppressionTable;
  privacy_requests: PrivacyRequestsTable;
  leads: LeadsTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  operators: OperatorsTable;
  passkeys: PasskeysTable;
  enrollment_tokens: EnrollmentTokensTable;
  webauthn_challenges: WebauthnChallengesTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  lead_events: LeadEventsTable;
}

/**
 * A lead's kind-specific fields, all empty: a new lead starts from these and fills in those of its
 * kind (lead-writes.ts); erasure empties them again (privacy-service.ts).
 */
export const emptyLeadDetails = {
  phone: null,
  zip_code: null,
  address: null,
  city: null,
  subject: null,
  comment: null,
  package_json: null,
} as const satisfies Partial<LeadsTable>;
