// Table types for Kysely. Timestamps are ISO-8601 UTC strings of fixed width in both dialects, so
// they compare correctly as text and one set of migrations serves SQLite and PostgreSQL.
import type { Generated } from 'kysely';

export type LeadKind = 'contact' | 'availability' | 'package';
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'invalid'] as const;
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
  /** Operator console: where the sales team stands with this lead. */
  status: Generated<LeadStatus>;
  assigned_to: string | null;
  updated_at: string | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  /** null for mail that belongs to no lead (operator enrollment links). */
  lead_id: string | null;
  message_id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
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

export type OperatorRole = 'admin' | 'agent';

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
  type: 'status' | 'assigned' | 'note';
  detail_json: string;
}

export interface Database {
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
