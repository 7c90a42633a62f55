// A lead's page in the console (GET /api/admin/leads/:id, contracts/console.ts LeadStory): the
// lead's record, the consent text as the visitor saw it, its mail and webhook deliveries, the
// other leads of the contact and one timeline of all of it. Opening a lead is audited.
import type { Attribution } from '../../contracts/attribution.ts';
import type { LeadStory } from '../../contracts/console.ts';
import type { LeadRecord } from '../../contracts/lead-views.ts';
import type { Db } from '../db/database.ts';
import type { LeadsTable } from '../db/schema.ts';
import { leadDeliveries, leadDeliveryColumns } from '../outbox/views.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import { NotFound } from '../shared/errors.ts';
import { otherLeadsOfContact } from './inbox-query.ts';
import { storedPackage } from './lead-package.ts';
import { type Actor, auditLeads, NEXT_STATUS } from './lead-rules.ts';

/** Why a lead was erased (its lead_events row); older erasures have none. */
type ErasedDetail = { reason?: 'request' | 'retention'; request?: string };

/** A lead's record on its page: every stored field but the hashes, plan and attribution parsed. */
export function consoleLead(row: LeadsTable): LeadRecord {
  const { package_json: _p, attribution_json, ip_hash: _ip, email_norm: _norm, ...fields } = row;
  return {
    ...fields,
    package: storedPackage(row),
    attribution: attribution_json ? (JSON.parse(attribution_json) as Attribution) : null,
  };
}

/** A lead's whole story for the console (opening it is audited). */
export async function leadPage(
  db: Db,
  clock: Clock,
  id: string,
  actor: Actor,
  firstContactTargetMin: number,
  { audited }: { audited: boolean },
): Promise<LeadStory> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) throw new NotFound('No such lead.');
  const [events, outbox, earlier, assignee, consent] = await Promise.all([
    db
      .selectFrom('lead_events')
      .leftJoin('operators', 'operators.id', 'lead_events.operator_id')
      .select([
        'lead_events.id',
        'lead_events.at',
        'lead_events.type',
        'lead_events.detail_json',
        'operators.email as operator',
      ])
      .where('lead_events.lead_id', '=', lead.id)
      // The events of one change share their time: the version they made keeps them in order.
      .orderBy('lead_events.at')
      .orderBy('lead_events.version')
      .orderBy('lead_events.id')
      .execute(),
    db.selectFrom('outbox').select(leadDeliveryColumns).where('lead_id', '=', lead.id).execute(),
    // An erased lead has no contact left to compare.
    lead.erased_at ? [] : otherLeadsOfContact(db, lead),
    lead.assigned_to
      ? db
          .selectFrom('operators')
          .select(['id', 'email'])
          .where('id', '=', lead.assigned_to)
          .executeTakeFirst()
      : undefined,
    // The disclosure exactly as the visitor saw it above the button (kept once per version).
    lead.consent_version
      ? db
          .selectFrom('consent_texts')
          .select(['version', 'text', 'sha256'])
          .where('version', '=', lead.consent_version)
          .executeTakeFirst()
      : undefined,
  ]);
  // A prefetch (the next lead of the list, issue 36) is not an opening: the page says when it shows it.
  if (audited) await auditLeads(db, clock(), actor, 'lead.opened', [lead.id]);
  // Webhook endpoints: masked for an admin, not shown to an agent (outbox/views.ts).
  const deliveries = leadDeliveries(
    outbox.map((o) => ({ ...o, attempts: Number(o.attempts) })),
    actor.role,
  );
  // The timeline: stored, each mail's and webhook delivery's state, then what operators did.
  const timeline = [
    {
      id: 'stored',
      at: lead.created_at,
      type: 'stored',
      detail: { kind: lead.kind, page: lead.page },
      operator: null,
    },
    ...deliveries.timeline,
    ...events.map((e) => ({
      id: e.id,
      at: e.at,
      type: e.type,
      detail: JSON.parse(e.detail_json) as Record<string, unknown>,
      operator: e.operator ?? null,
    })),
    // Erased before erasure wrote its own event: the tombstone's time, the reason unknown.
    ...(lead.erased_at && !events.some((e) => e.type === 'erased')
      ? [
          {
            id: 'erased',
            at: lead.erased_at,
            type: 'erased',
            detail: {} satisfies ErasedDetail,
            operator: null,
          },
        ]
      : []),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    lead: consoleLead(lead),
    consent: consent && lead.consent_at ? { ...consent, at: lead.consent_at } : null,
    assignee: assignee ?? null,
    nextStatuses: NEXT_STATUS[lead.status],
    // The SLA timer (issue 36): when its first contact is due, and when it came (the first move
    // out of new), so the page can count down, or say how long it took.
    firstContact: {
      dueAt: isoAt(Date.parse(lead.created_at) + firstContactTargetMin * 60_000),
      at: events.find((e) => e.type === 'status' && JSON.parse(e.detail_json).from === 'new')?.at ?? null,
    },
    mail: deliveries.mail,
    webhooks: deliveries.webhooks,
    earlier,
    timeline,
  };
}
