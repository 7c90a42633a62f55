// The audit log: append-only rows (who, what, when, from which hashed IP). Nothing in the console
// updates or deletes them.
import { randomUUIDv7 } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type AuditActor = { id: string; email: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ipHash?: string | null;
  now: number;
};

export async function audit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUIDv7(),
      at: new Date(e.now).toISOString(),
      operator_id: e.actor?.id ?? null,
      operator_email: e.actor?.email ?? null,
      action: e.action,
      target: e.target ?? null,
      detail_json: e.detail ? JSON.stringify(e.detail) : null,
      ip_hash: e.ipHash ?? null,
    })
    .execute();
}
