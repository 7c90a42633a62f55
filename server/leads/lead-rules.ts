// What the lead's commands (lead-commands.ts) and views (lead-views.ts) share: who acts, the status
// workflow, the do-not-contact rule, and how a lead's audit rows are written.
import type { Db } from '../db/database.ts';
import type { OperatorRole } from '../db/schema.ts';
import { type AuditActor, audit } from '../shared/audit.ts';

/** Who does something, as the audit log names them. */
export type Actor = { id: string; email: string; role: OperatorRole; ipHash: string };

/** Where a lead may go from each status: the console checks keys against the same table. */
export { NEXT_STATUS } from '../../contracts/console.ts';

/** A 0/1 flag column (gpc, do_not_sell, do_not_contact, previously_opted_out) as the views show it. */
export const isSet = (v: number): boolean => Number(v) === 1;

/** Whether the lead's contact asked not to be contacted (on this lead, or on the suppression list when it came in). */
export function isDoNotContact(l: { do_not_contact: number; previously_opted_out: number }): boolean {
  return Boolean(l.do_not_contact || l.previously_opted_out);
}

/**
 * One audit row per target (a change to many leads at once: an opt-out, an erasure), written in
 * `db` (the change's transaction when it has one). No actor: the person's own request, retention
 * or the command line.
 */
export function auditLeads(
  db: Db,
  now: number,
  actor: Actor | null,
  action: string,
  targets: readonly (string | null)[],
  detail?: Record<string, unknown>,
): Promise<void> {
  const who: AuditActor = actor ? { id: actor.id, email: actor.email } : null;
  return audit(
    db,
    targets.map((target) => ({
      actor: who,
      action,
      target,
      detail: detail ?? null,
      ipHash: actor?.ipHash ?? null,
      now,
    })),
  );
}
