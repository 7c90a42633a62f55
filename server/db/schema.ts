// Table types for Kysely. Timestamps are ISO-8601 UTC strings of fixed width in both dialects, so
// they compare correctly as text and one set of migrations serves SQLite and PostgreSQL.
import type { Generated } from 'kysely';

export type LeadKind = 'contact' | 'availability' | 'package';

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
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  lead_id: string;
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

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
}
