// The audit log: append-only rows (who, what, when, from which hashed IP). Nothing in the console
// updates or deletes them.
import { randomUUIDv7 } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { isoAt } from './clock.ts';

export type AuditActor = { id: string; email: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ipHash?: string | null;
  now: number;
};

export async function audit(db: Db, e: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const entries = Array.isArray(e) ? e : [e as AuditEntry];
  if (!entries.length) return;
  await db
    .insertInto('audit_log')
    .values(
      entries.map((e) => ({
        id: randomUUIDv7(),
        at: isoAt(e.now),
        operator_id: e.actor?.id ?? null,
        operator_email: e.actor?.email ?? null,
        action: e.action,
        target: e.target ?? null,
        detail_json: e.detail ? JSON.stringify(e.detail) : null,
        ip_hash: e.ipHash ?? null,
      })),
    )
    .execute();
}

/**
 * Who makes a change a service audits in the change's own transaction (an operator's console
 * request: their hashed client IP too).
 */
export type AuditBy = { actor: AuditActor; ipHash: string | null };

/** The signed-in operator of a console request, as the audit log names them. */
export function actorOf(request: FastifyRequest): { id: string; email: string } {
  const o = request.operator;
  if (!o) throw new Error('actorOf: the request has no signed-in operator (a route without requireOperator)');
  return { id: o.id, email: o.email };
}

/** The operator of a console request and their hashed client IP, for a service to audit with. */
export function auditBy(request: FastifyRequest, hashIp: (ip: string) => string): AuditBy {
  return { actor: actorOf(request), ipHash: hashIp(request.ip ?? '') };
}

/**
 * Audits what a console request did: the operator, the hashed client IP and the time come from the
 * request and the app; `into` is the transaction when the action has one.
 */
export function requestAuditor(db: Db, opts: { now: () => number; hashIp: (ip: string) => string }) {
  return (
    request: FastifyRequest,
    e: Omit<AuditEntry, 'actor' | 'ipHash' | 'now'>,
    into: Db = db,
  ): Promise<void> =>
    audit(into, { ...e, actor: actorOf(request), ipHash: opts.hashIp(request.ip ?? ''), now: opts.now() });
}
