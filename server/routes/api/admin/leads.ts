// The inbox and a lead's story (the work itself is app.leadViews and app.leads, server/leads/):
//   GET  /api/admin/leads?kind&status&from&to&assigned&source&medium&campaign&repeat&opted_out&gpc
//        &q&sort&cursor|before&limit → { items (with owner e-mail, overdue), nextCursor, prevCursor,
//        total, capped }
//   GET  /api/admin/queues         → counts of Mine, Unassigned, New, overdue (capped)
//   GET  /api/admin/leads/export.csv?<same filter>                         → text/csv (audited)
//   GET  /api/admin/leads/:id      → lead (attribution parsed), consent text as shown, timeline, mail
//                                    state, other leads of the contact (audited; not with ?prefetch=1)
//   POST /api/admin/leads/:id/opened → 204: a prefetched lead was shown (its opening audited now)
//   POST /api/admin/leads/:id/status { status, version?, reason? }  (reason: required to contact a
//                                    do-not-contact lead, 422 without)
//   POST /api/admin/leads/:id/assign { operatorId | null, version? }
//   POST /api/admin/leads/:id/notes  { text } (a note never conflicts: any version is ignored)
//   POST /api/admin/leads/:id/log    { status, note?, reason?, version? } → { version }: the outcome,
//                                    its note, and the lead taken when nobody had it (log and next)
//   POST /api/admin/leads/:id/undo   { version } → { version }: the operator's last change taken
//                                    back (nothing since, within 10 minutes), else 409
//   A change sent with a version older than the lead's → 409 { reason: 'stale', conflict }
//   GET  /api/admin/assignees      → active operators to assign to

import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import { NoContent } from '../../../../contracts/api.ts';
import {
  AssignBody,
  Assignees,
  ById,
  InboxFilter,
  InboxList,
  InboxPage,
  LeadQuery,
  LeadStory,
  LeadVersion,
  LogBody,
  NoteBody,
  QueueCounts,
  StatusBody,
  UndoBody,
} from '../../../../contracts/console.ts';
import type { Actor } from '../../../leads/lead-rules.ts';
import type { SessionOperator } from '../../../plugins/app/sessions.ts';
import { isoAt } from '../../../shared/clock.ts';

const operator = { access: 'operator' } as const;
/** A route on one lead, named by a well-formed `:id` (anything else is a 400 before any query). */
const onOneLead = { config: operator, schema: { params: ById } };
const noContent = { 204: NoContent };

export default async function adminLeadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { leads, leadViews } = app;
  /** The signed-in operator (the scope's onRequest hook guarantees one) as the audit names them. */
  const actor = (request: FastifyRequest): Actor => {
    const o = request.operator as SessionOperator;
    return { id: o.id, email: o.email, role: o.role, ipHash: app.hashIp(request.ip ?? '') };
  };

  app.get(
    ADMIN_API.leads,
    { config: operator, schema: { querystring: InboxPage, response: { 200: InboxList } } },
    async (request) => (await leadViews.inbox(request.query, actor(request))) satisfies InboxList,
  );

  app.get(
    ADMIN_API.queues,
    { config: operator, schema: { response: { 200: QueueCounts } } },
    async (request) => (await leadViews.queues(actor(request))) satisfies QueueCounts,
  );

  app.get(
    ADMIN_API.leadsExport,
    { config: operator, schema: { querystring: InboxFilter } },
    async (request, reply) => {
      const stamp = isoAt(app.clock()).slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
        .send(Readable.from(leadViews.exportCsv(request.query, actor(request))));
    },
  );

  app.get(
    ADMIN_API.assignees,
    { config: operator, schema: { response: { 200: Assignees } } },
    async () => (await leadViews.assignees()) satisfies Assignees,
  );

  app.get(
    ADMIN_API.lead,
    { ...onOneLead, schema: { ...onOneLead.schema, querystring: LeadQuery, response: { 200: LeadStory } } },
    async (request) =>
      (await leadViews.page(request.params.id, actor(request), {
        prefetch: request.query.prefetch === '1',
      })) satisfies LeadStory,
  );

  app.post(
    ADMIN_API.leadOpened,
    { ...onOneLead, schema: { ...onOneLead.schema, response: noContent } },
    async (request, reply) => {
      await leadViews.opened(request.params.id, actor(request));
      return reply.code(204).send();
    },
  );

  app.post(
    ADMIN_API.leadStatus,
    { ...onOneLead, schema: { ...onOneLead.schema, body: StatusBody, response: noContent } },
    async (request, reply) => {
      const { status, version, reason } = request.body;
      await leads.setStatus(request.params.id, status, actor(request), { version, reason });
      return reply.code(204).send();
    },
  );

  app.post(
    ADMIN_API.leadAssign,
    { ...onOneLead, schema: { ...onOneLead.schema, body: AssignBody, response: noContent } },
    async (request, reply) => {
      await leads.assign(request.params.id, request.body.operatorId, actor(request), request.body.version);
      return reply.code(204).send();
    },
  );

  app.post(
    ADMIN_API.leadNotes,
    { ...onOneLead, schema: { ...onOneLead.schema, body: NoteBody, response: noContent } },
    async (request, reply) => {
      await leads.addNote(request.params.id, request.body.text, actor(request));
      return reply.code(204).send();
    },
  );

  app.post(
    ADMIN_API.leadLog,
    { ...onOneLead, schema: { ...onOneLead.schema, body: LogBody, response: { 200: LeadVersion } } },
    async (request) => {
      const { version, ...outcome } = request.body;
      return {
        version: await leads.log(request.params.id, outcome, actor(request), version),
      } satisfies LeadVersion;
    },
  );

  app.post(
    ADMIN_API.leadUndo,
    { ...onOneLead, schema: { ...onOneLead.schema, body: UndoBody, response: { 200: LeadVersion } } },
    async (request) =>
      ({
        version: await leads.undo(request.params.id, actor(request), request.body.version),
      }) satisfies LeadVersion,
  );
}
