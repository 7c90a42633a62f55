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
import { page } from '../../../console/keyset.ts';
import { applyInboxFilter, otherLeadsOfContact } from '../../../console/lead-query.ts';
import type { Db } from '../../../db/database.ts';
import { csvHeader, csvLine, exportRow } from '../../../db/lead-csv.ts';
import type { LeadStatus } from '../../../db/schema.ts';
import type { SessionOperator } from '../../../plugins/app/sessions.ts';
import { envelope, type WebhookSettings, webhookRows } from '../../../webhooks/webhooks.ts';

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
  /** Endpoints for lead.updated; none: no webhook rows. */
  webhooks?: WebhookSettings;
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

  app.get(
    '/api/admin/leads/export.csv',
    { config: operator, schema: { querystring: InboxFilter } },
    async (request, reply) => {
      const f = request.query;
      const rows = await applyInboxFilter(
        db
          .selectFrom('leads')
          .selectAll('leads')
          .select((eb) =>
            eb
              .selectFrom('outbox')
              .select('outbox.status')
              .whereRef('outbox.lead_id', '=', 'leads.id')
              .limit(1)
              .as('mail_status'),
          ),
        f,
        me(request).id,
      )
        .limit(EXPORT_MAX_ROWS)
        .execute();
      const filter = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
      await audit(request, {
        action: 'leads.exported',
        detail: { filter, rows: rows.length, truncated: rows.length === EXPORT_MAX_ROWS },
      });
      const stamp = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
        .send(
          csvHeader +
            rows.map((r) => csvLine(exportRow({ ...r, mail_status: r.mail_status ?? null }))).join(''),
        );
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
      db
        .selectFrom('outbox')
        .select([
          'id',
          'kind',
          'recipient',
          'subject',
          'status',
          'attempts',
          'sent_at',
          'last_error',
          'next_attempt_at',
          'created_at',
        ])
        .where('lead_id', '=', lead.id)
        .execute(),
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
    const mail = outbox.filter((m) => m.kind !== 'webhook').map(({ kind: _k, subject: _s, ...m }) => m);
    const webhooks = outbox.filter((m) => m.kind === 'webhook');
    // The timeline: stored, each mail's and webhook delivery's state, then what operators did.
    const timeline = [
      {
        id: 'stored',
        at: lead.created_at,
        type: 'stored',
        detail: { kind: lead.kind, page: lead.page },
        operator: null,
      },
      ...mail.map((m) => ({
        id: m.id,
        at: m.sent_at ?? m.created_at,
        type: m.status === 'sent' ? 'mail.sent' : m.status === 'failed' ? 'mail.failed' : 'mail.pending',
        detail: { recipient: m.recipient, attempts: m.attempts, lastError: m.last_error },
        operator: null,
      })),
      ...webhooks.map((w) => ({
        id: w.id,
        at: w.sent_at ?? w.created_at,
        type: `webhook.${w.status}`,
        detail: { url: w.recipient, event: w.subject, attempts: w.attempts, lastError: w.last_error },
        operator: null,
      })),
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
      mail,
      webhooks: webhooks.map((w) => ({
        id: w.id,
        url: w.recipient,
        event: w.subject,
        status: w.status,
        attempts: w.attempts,
        sentAt: w.sent_at,
        lastError: w.last_error,
        nextAttemptAt: w.next_attempt_at,
        createdAt: w.created_at,
      })),
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
      if (result.set && opts.webhooks?.urls.length) {
        const status = result.set.status ?? lead.status;
        const assignedTo = result.set.assigned_to !== undefined ? result.set.assigned_to : lead.assigned_to;
        const assignee = assignedTo
          ? await trx.selectFrom('operators').select('email').where('id', '=', assignedTo).executeTakeFirst()
          : undefined;
        const change =
          result.set.status !== undefined
            ? { field: 'status' as const, from: lead.status, to: result.set.status }
            : { field: 'assignedTo' as const, from: lead.assigned_to, to: assignedTo };
        const rows = webhookRows(
          opts.webhooks,
          lead.id,
          envelope('lead.updated', at, {
            id: lead.id,
            status,
            assignedTo,
            assignedToEmail: assignee?.email ?? null,
            change,
          }),
        );
        await trx.insertInto('outbox').values(rows).execute();
        events = rows.length;
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
    webhooks: app.config.webhooks,
    nudge: () => app.worker?.nudge(),
  });
}
