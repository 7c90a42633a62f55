// The inbox and a lead's story:
//   GET  /api/admin/leads?kind&status&from&to&assigned&source&medium&campaign&repeat&opted_out&gpc
//        &q&sort&cursor&limit → { items, nextCursor }
//   GET  /api/admin/leads/export.csv?<same filter>                         → text/csv (audited)
//   GET  /api/admin/leads/:id      → lead (attribution parsed), consent text as shown, timeline, mail
//                                    state, other leads of the contact (audited)
//   POST /api/admin/leads/:id/status { status }
//   POST /api/admin/leads/:id/assign { operatorId | null }
//   POST /api/admin/leads/:id/notes  { text }
//   GET  /api/admin/assignees      → active operators to assign to
import { randomUUIDv7 } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Attribution } from '../../../../contracts/attribution.ts';
import {
  AssignBody,
  type Assignees,
  ById,
  InboxFilter,
  type InboxLead,
  InboxPage,
  type LeadPackage,
  type LeadStory,
  type ListPage,
  NoteBody,
  StatusBody,
} from '../../../../contracts/console.ts';
import { requestAuditor } from '../../../console/audit.ts';
import { encodeCursor, page } from '../../../console/keyset.ts';
import { applyInboxFilter, otherLeadsOfContact } from '../../../console/lead-query.ts';
import type { Db } from '../../../db/database.ts';
import { csvHeader, csvLine, EXPORT_PAGE_ROWS, exportRow, exportSelect } from '../../../db/lead-csv.ts';
import type { LeadStatus } from '../../../db/schema.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { leadDeliveries, leadDeliveryColumns } from '../../../outbox/views.ts';
import type { SessionOperator } from '../../../plugins/app/sessions.ts';
import { leadUpdatedEvent } from '../../../webhooks/webhooks.ts';

export const EXPORT_MAX_ROWS = 100_000;
const noSuchLead = 'No such lead.';

/** Where a lead may go from each status (new → contacted → qualified → won / lost / invalid). */
export const NEXT_STATUS: Record<LeadStatus, LeadStatus[]> = {
  new: ['contacted', 'lost', 'invalid'],
  contacted: ['qualified', 'lost', 'invalid'],
  qualified: ['won', 'lost', 'invalid'],
  won: ['qualified'],
  lost: ['contacted'],
  invalid: ['new'],
};

export type AdminLeadRoutesOptions = {
  db: Db;
  now: () => number;
  hashIp: (ip: string) => string;
  /** Where lead.updated goes (app.outbox); none: no webhook rows. */
  outbox?: Outbox;
  /** Asks the outbox worker for a run after a change queued a delivery. */
  nudge?: () => void;
};

const operator = { access: 'operator' } as const;
/** A route on one lead, named by a well-formed `:id` (anything else is a 400 before any query). */
const onOneLead = { config: operator, schema: { params: ById } };

const listColumns = [
  'leads.id',
  'leads.kind',
  'leads.name',
  'leads.email',
  'leads.phone',
  'leads.zip_code',
  'leads.status',
  'leads.assigned_to',
  'leads.created_at',
  'leads.updated_at',
  'leads.utm_source',
  'leads.duplicate_of',
  'leads.do_not_contact',
  'leads.previously_opted_out',
  'leads.gpc',
  'leads.erased_at',
] as const;

/** Why the privacy code erased a lead (its lead_events row); older erasures have none. */
type ErasedDetail = { reason?: 'request' | 'retention'; request?: string };

export function registerAdminLeadRoutes(fastify: FastifyInstance, opts: AdminLeadRoutesOptions): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = opts;
  const me = (request: FastifyRequest) => request.operator as SessionOperator;
  const audit = requestAuditor(db, opts);
  const iso = () => new Date(now()).toISOString();

  app.get('/api/admin/leads', { config: operator, schema: { querystring: InboxPage } }, async (request) => {
    const f = request.query;
    const rows = await applyInboxFilter(db.selectFrom('leads').select(listColumns), f, me(request).id)
      .limit(f.limit + 1)
      .execute();
    return page(rows, f.limit, (r) => [r.created_at, r.id]) satisfies ListPage<InboxLead>;
  });

  // Streamed page by page (keyset on the inbox's order), one row per lead: memory stays flat
  // however many leads match. Audited once the last page is read, before the answer ends (or with
  // what was sent when the client went away or a read failed).
  app.get(
    '/api/admin/leads/export.csv',
    { config: operator, schema: { querystring: InboxFilter } },
    async (request, reply) => {
      const f = request.query;
      const operatorId = me(request).id;
      // The audit log outlives an erasure: a search term can name a person (an e-mail, a phone, a
      // name), so it is recorded as having been given, never as typed.
      const { q, ...rest } = f;
      const filter = {
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        ...(q ? { q: '(search term not kept)' } : {}),
      };
      async function* csv() {
        yield csvHeader;
        let rows = 0;
        let cursor: string | undefined;
        let audited = false;
        const record = (extra: Record<string, unknown> = {}) => {
          audited = true;
          return audit(request, {
            action: 'leads.exported',
            detail: { filter, rows, truncated: rows === EXPORT_MAX_ROWS, ...extra },
          });
        };
        try {
          for (;;) {
            const limit = Math.min(EXPORT_PAGE_ROWS, EXPORT_MAX_ROWS - rows);
            const batch = await applyInboxFilter(exportSelect(db), { ...f, cursor }, operatorId)
              .limit(limit)
              .execute();
            rows += batch.length;
            const last = batch.length < limit || rows >= EXPORT_MAX_ROWS;
            if (last) await record();
            yield batch.map((r) => csvLine(exportRow(r))).join('');
            const end = batch.at(-1);
            if (last || !end) break;
            cursor = encodeCursor(end.created_at, end.id);
          }
        } finally {
          if (!audited) await record({ incomplete: true });
        }
      }
      const stamp = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
        .send(Readable.from(csv()));
    },
  );

  app.get('/api/admin/assignees', { config: operator }, async () => {
    const operators = await db
      .selectFrom('operators')
      .select(['id', 'email', 'role'])
      .where('disabled_at', 'is', null)
      .orderBy('email')
      .execute();
    return { operators } satisfies Assignees;
  });

  app.get('/api/admin/leads/:id', onOneLead, async (request, reply) => {
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!lead) return reply.notFound(noSuchLead);
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
        .orderBy('lead_events.at')
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
    await audit(request, { action: 'lead.opened', target: lead.id });
    // Webhook endpoints: masked for an admin, not shown to an agent (outbox/views.ts).
    const deliveries = leadDeliveries(
      outbox.map((o) => ({ ...o, attempts: Number(o.attempts) })),
      me(request).role,
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
    const { package_json, attribution_json, ip_hash: _ip, email_norm: _norm, ...fields } = lead;
    return {
      lead: {
        ...fields,
        package: package_json ? (JSON.parse(package_json) as LeadPackage) : null,
        attribution: attribution_json ? (JSON.parse(attribution_json) as Attribution) : null,
      },
      consent: consent && lead.consent_at ? { ...consent, at: lead.consent_at } : null,
      assignee: assignee ?? null,
      nextStatuses: NEXT_STATUS[lead.status],
      mail: deliveries.mail,
      webhooks: deliveries.webhooks,
      earlier,
      timeline,
    } satisfies LeadStory;
  });

  /** One change: the lead row, its timeline event and the audit row in one transaction. */
  async function change(
    request: FastifyRequest,
    id: string,
    reply: FastifyReply,
    apply: (lead: { status: LeadStatus; assigned_to: string | null }) => Promise<
      | { error: string }
      | {
          set: { status?: LeadStatus; assigned_to?: string | null } | null;
          type: 'status' | 'assigned' | 'note';
          detail: Record<string, unknown>;
          action: string;
        }
    >,
  ) {
    const lead = await db
      .selectFrom('leads')
      .select(['id', 'status', 'assigned_to', 'erased_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!lead) return reply.notFound(noSuchLead);
    // A tombstone takes no more work: a note could bring personal data back.
    if (lead.erased_at) return reply.conflict('This lead was erased.');
    const result = await apply(lead);
    if ('error' in result) return reply.badRequest(result.error);
    const at = iso();
    const operator = me(request);
    let events = 0;
    await db.transaction().execute(async (trx) => {
      if (result.set) {
        await trx
          .updateTable('leads')
          .set({ ...result.set, updated_at: at })
          .where('id', '=', lead.id)
          .execute();
      } else {
        await trx.updateTable('leads').set({ updated_at: at }).where('id', '=', lead.id).execute();
      }
      await trx
        .insertInto('lead_events')
        .values({
          id: randomUUIDv7(),
          lead_id: lead.id,
          at,
          operator_id: operator.id,
          type: result.type,
          detail_json: JSON.stringify(result.detail),
        })
        .execute();
      // lead.updated for a status or assignment change (not for notes: they stay in the console).
      if (result.set && opts.outbox?.webhooksEnabled) {
        const change =
          result.set.status !== undefined
            ? { field: 'status' as const, from: lead.status, to: result.set.status }
            : { field: 'assignedTo' as const, from: lead.assigned_to, to: result.set.assigned_to ?? null };
        const event = await leadUpdatedEvent(trx, lead.id, change, at);
        if (event)
          events = await opts.outbox.enqueue(
            trx,
            { kind: 'webhook', leadId: lead.id, payload: event },
            { at },
          );
      }
      await audit(
        request,
        {
          action: result.action,
          target: lead.id,
          detail:
            result.type === 'note' ? { length: String(result.detail.text ?? '').length } : result.detail,
        },
        trx,
      );
    });
    if (events) opts.nudge?.();
    return reply.code(204).send();
  }

  app.post(
    '/api/admin/leads/:id/status',
    { ...onOneLead, schema: { ...onOneLead.schema, body: StatusBody } },
    async (request, reply) => {
      return change(request, request.params.id, reply, async (lead) => {
        const to = request.body.status;
        if (!NEXT_STATUS[lead.status].includes(to)) {
          return { error: `A ${lead.status} lead cannot become ${to}.` };
        }
        return {
          set: { status: to },
          type: 'status',
          detail: { from: lead.status, to },
          action: 'lead.status',
        };
      });
    },
  );

  app.post(
    '/api/admin/leads/:id/assign',
    { ...onOneLead, schema: { ...onOneLead.schema, body: AssignBody } },
    async (request, reply) => {
      return change(request, request.params.id, reply, async (lead) => {
        const to = request.body.operatorId;
        let email: string | null = null;
        if (to !== null) {
          const op = await db
            .selectFrom('operators')
            .select(['email'])
            .where('id', '=', to)
            .where('disabled_at', 'is', null)
            .executeTakeFirst();
          if (!op) return { error: 'No active operator with that id.' };
          email = op.email;
        }
        return {
          set: { assigned_to: to },
          type: 'assigned',
          detail: { from: lead.assigned_to, to, toEmail: email },
          action: 'lead.assigned',
        };
      });
    },
  );

  app.post(
    '/api/admin/leads/:id/notes',
    { ...onOneLead, schema: { ...onOneLead.schema, body: NoteBody } },
    async (request, reply) => {
      return change(request, request.params.id, reply, async () => ({
        set: null,
        type: 'note',
        detail: { text: request.body.text },
        action: 'lead.note',
      }));
    },
  );
}

export default async function adminLeadRoutes(app: FastifyInstance): Promise<void> {
  registerAdminLeadRoutes(app, {
    db: app.database.db,
    now: app.clock,
    hashIp: app.hashIp,
    outbox: app.outbox,
    nudge: () => app.worker?.nudge(),
  });
}
