// The erasure of leads, in the caller's transaction (a confirmed deletion or a retention run,
// lead-commands.ts): the personal fields go, the tombstone stays with its non-personal facts.
import { randomUUIDv7 } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { type Database, emptyLeadDetails, type LeadsTable } from '../db/schema.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import { type Actor, auditLeads } from './lead-rules.ts';
import { leadErasedEvent } from './webhook-payloads.ts';

/** Why leads are erased: a privacy request (confirmed by e-mail, or by an operator by phone) or retention. */
export type ErasureCause = { reason: 'request'; request: string } | { reason: 'retention' };

/** Leads erased per statement (and per retention transaction). */
export const ERASE_CHUNK = 500;

/** Personal fields of a lead, and what they become when erased (the tombstone keeps the rest). */
const erasedLead = {
  name: '',
  email: '',
  email_norm: null,
  ...emptyLeadDetails,
  ip_hash: null,
  user_agent: null,
  assigned_to: null,
} satisfies Partial<LeadsTable>;

/**
 * The erasure itself: the personal fields of these leads, the text of operators' notes on them,
 * what operators wrote about the person elsewhere, their outbox mail and webhook bodies (not yet
 * sent ones are cancelled). Records the erasure on each lead's timeline (when and why), queues
 * lead.erased (the id only) and writes each lead's audit row (the reason, no personal data).
 */
export async function eraseLeads(
  trx: Transaction<Database>,
  ids: readonly string[],
  cause: ErasureCause,
  actor: Actor | null,
  deps: { outbox: Outbox; clock: Clock },
): Promise<void> {
  if (!ids.length) return;
  const { outbox } = deps;
  const now = deps.clock();
  const at = isoAt(now);
  const detail =
    cause.reason === 'request' ? { reason: cause.reason, request: cause.request } : { reason: cause.reason };
  for (let i = 0; i < ids.length; i += ERASE_CHUNK) {
    const chunk = ids.slice(i, i + ERASE_CHUNK);
    await trx
      .updateTable('leads')
      .set({ ...erasedLead, erased_at: at, updated_at: at, version: sql`version + 1` })
      .where('id', 'in', chunk)
      .execute();
    // A note is free text about the person: its words go with the rest.
    await trx
      .updateTable('lead_events')
      .set({ detail_json: JSON.stringify({ erased: true }) })
      .where('lead_id', 'in', chunk)
      .where('type', '=', 'note')
      .execute();
    await eraseOperatorWords(trx, chunk);
    await trx
      .insertInto('lead_events')
      .values(
        chunk.map((id) => ({
          id: randomUUIDv7(),
          lead_id: id,
          at,
          operator_id: actor?.id ?? null,
          type: 'erased' as const,
          detail_json: JSON.stringify(detail),
        })),
      )
      .execute();
    await outbox.erase(trx, 'lead_id', chunk);
    await auditLeads(trx, now, actor, 'lead.erased', chunk, detail);
    await outbox.enqueue(
      trx,
      chunk.map((id) => ({
        kind: 'webhook' as const,
        leadId: id,
        payload: leadErasedEvent(id, cause.reason, at),
      })),
      { at },
    );
  }
}

/**
 * Where operators' words about the person are kept outside notes: a status change's reason (the
 * reason given for contacting a do-not-contact lead, "called back from 206-555-0177") on the
 * lead's timeline and in its audit row.
 */
const reasonsKept = [
  { table: 'lead_events', lead: 'lead_id', what: 'type', value: 'status' },
  { table: 'audit_log', lead: 'target', what: 'action', value: 'lead.status' },
] as const;

/**
 * Those words go with the lead; the rows stay with their non-personal facts (who, when, from →
 * to), marked `reasonErased`.
 */
async function eraseOperatorWords(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  for (const place of reasonsKept) {
    const table = sql.table(place.table);
    const { rows } = await sql<{ id: string; detail_json: string }>`select id, detail_json from ${table}
      where ${sql.ref(place.lead)} in (${sql.join(ids)}) and ${sql.ref(place.what)} = ${place.value}
      and detail_json like ${'%"reason"%'}`.execute(trx);
    for (const row of rows) {
      const { reason, ...kept } = JSON.parse(row.detail_json) as Record<string, unknown>;
      if (reason === undefined) continue;
      const json = JSON.stringify({ ...kept, reasonErased: true });
      await sql`update ${table} set detail_json = ${json} where id = ${row.id}`.execute(trx);
    }
  }
}
