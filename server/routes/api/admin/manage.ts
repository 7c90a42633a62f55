// Admin-only pages of the console: operators, the audit log, the outbox and privacy requests.
//   GET  /api/admin/operators                      POST /api/admin/operators { email, role }
//   POST /api/admin/operators/:id/enrollment        (a new one-time link: recovery, new passkey)
//   POST /api/admin/operators/:id/disable           (ends their sessions at once)
//   GET  /api/admin/audit?action&operator&cursor&limit
//   GET  /api/admin/outbox?status=pending|failed    POST /api/admin/outbox/:id/retry
//   GET  /api/admin/privacy-requests?cursor&limit   (audited when a row still holds a contact)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, requestAuditor } from '../../../console/audit.ts';
import { keyset, page } from '../../../console/keyset.ts';
import {
  disableOperator,
  inviteOperator,
  issueEnrollment,
  listOperators,
  OperatorError,
} from '../../../console/operators.ts';
import { byId } from '../../../console/params.ts';
import { listPrivacyRequests, PrivacyRequestsQuery } from '../../../console/privacy-requests.ts';
import type { Db } from '../../../db/database.ts';
import { outboxListColumns, outboxListView } from '../../../outbox/views.ts';

export type AdminManageOptions = {
  db: Db;
  now: () => number;
  hashIp: (ip: string) => string;
  siteUrl: string;
  mailFrom: string;
  nudgeOutbox: () => void;
};

const adminOnly = { config: { adminOnly: true } };
/** An admin-only route on one row, named by a well-formed `:id`. */
const adminOnlyById = { ...adminOnly, ...byId };
const InviteBody = z.object({ email: z.string().trim().min(3).max(254), role: z.enum(['admin', 'agent']) });
const AuditQuery = z.object({
  action: z.string().max(64).optional(),
  operator: z.string().max(254).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const OutboxQuery = z.object({ status: z.enum(['pending', 'failed']).optional() });

export function registerAdminManageRoutes(app: FastifyInstance, opts: AdminManageOptions): void {
  const { db, now } = opts;
  const audit = requestAuditor(db, opts);
  const mailOpts = () => ({ siteUrl: opts.siteUrl, mailFrom: opts.mailFrom, now: now() });
  /** An admin's change to another operator, audited with that operator's e-mail. */
  const auditOperator = (request: FastifyRequest, action: string, op: { id: string; email: string }) =>
    audit(request, { action, target: op.id, detail: { email: op.email } });

  app.get('/api/admin/operators', adminOnly, async () => ({ operators: await listOperators(db) }));

  app.post('/api/admin/operators', adminOnly, async (request, reply) => {
    const body = InviteBody.safeParse(request.body);
    if (!body.success) return reply.badRequest('Give an e-mail address and a role (admin or agent).');
    try {
      const { operator, link, expiresAt } = await inviteOperator(db, body.data, mailOpts());
      await audit(request, {
        action: 'operator.invited',
        target: operator.id,
        detail: { email: operator.email, role: operator.role },
      });
      opts.nudgeOutbox();
      return reply.code(201).send({ operator, link, expiresAt });
    } catch (err) {
      if (err instanceof OperatorError)
        return err.statusCode === 409 ? reply.conflict(err.message) : reply.badRequest(err.message);
      throw err;
    }
  });

  app.post<{ Params: { id: string } }>(
    '/api/admin/operators/:id/enrollment',
    adminOnlyById,
    async (request, reply) => {
      const op = await db
        .selectFrom('operators')
        .select(['id', 'email', 'disabled_at'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!op) return reply.notFound('No such operator.');
      if (op.disabled_at) return reply.conflict('This operator is disabled.');
      const { link, expiresAt } = await issueEnrollment(db, op, mailOpts());
      await auditOperator(request, 'operator.enrollment_sent', op);
      opts.nudgeOutbox();
      return { link, expiresAt };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/operators/:id/disable',
    adminOnlyById,
    async (request, reply) => {
      if (request.params.id === actorOf(request).id) return reply.conflict('You cannot disable yourself.');
      const op = await db
        .selectFrom('operators')
        .select(['id', 'email'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!op) return reply.notFound('No such operator.');
      await disableOperator(db, op.id, now());
      await auditOperator(request, 'operator.disabled', op);
      return reply.code(204).send();
    },
  );

  app.get('/api/admin/audit', adminOnly, async (request, reply) => {
    const parsed = AuditQuery.safeParse(request.query);
    if (!parsed.success) return reply.badRequest('Invalid filter.');
    const f = parsed.data;
    let q = db.selectFrom('audit_log').selectAll();
    if (f.action) q = q.where('action', '=', f.action);
    if (f.operator) q = q.where('operator_email', '=', f.operator.toLowerCase());
    const rows = await keyset(q, { at: 'at', id: 'id' }, f.cursor)
      .limit(f.limit + 1)
      .execute();
    const { items, nextCursor } = page(rows, f.limit, (r) => [r.at, r.id]);
    return {
      items: items.map(({ detail_json, ...r }) => ({
        ...r,
        detail: detail_json ? (JSON.parse(detail_json) as unknown) : null,
      })),
      nextCursor,
    };
  });

  app.get('/api/admin/outbox', adminOnly, async (request, reply) => {
    const parsed = OutboxQuery.safeParse(request.query);
    if (!parsed.success) return reply.badRequest('status must be pending or failed.');
    const messages = await db
      .selectFrom('outbox')
      .select(outboxListColumns)
      .where('status', parsed.data.status ? '=' : 'in', parsed.data.status ?? ['pending', 'failed'])
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    return { messages: outboxListView(messages) };
  });

  app.post<{ Params: { id: string } }>(
    '/api/admin/outbox/:id/retry',
    adminOnlyById,
    async (request, reply) => {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', next_attempt_at: new Date(now()).toISOString(), locked_until: null })
        .where('id', '=', request.params.id)
        .where('status', 'in', ['pending', 'failed'])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        return reply.notFound('No pending or failed message with that id.');
      await audit(request, { action: 'outbox.retried', target: request.params.id });
      opts.nudgeOutbox();
      return reply.code(204).send();
    },
  );

  app.get('/api/admin/privacy-requests', adminOnly, async (request, reply) => {
    const parsed = PrivacyRequestsQuery.safeParse(request.query);
    if (!parsed.success) return reply.badRequest('Invalid page.');
    const result = await listPrivacyRequests(db, parsed.data, now());
    // A request waiting for confirmation still holds its contact: reading it is audited like
    // opening a lead. Pages of hashes-only rows are not personal data.
    const withContact = result.items.filter((r) => r.email || r.phone).length;
    if (withContact) {
      await audit(request, {
        action: 'privacy_requests.viewed',
        detail: { rows: result.items.length, withContact },
      });
    }
    return result;
  });
}

export default async function adminManageRoutes(app: FastifyInstance): Promise<void> {
  registerAdminManageRoutes(app, {
    db: app.database.db,
    now: app.clock,
    hashIp: app.hashIp,
    siteUrl: app.config.siteUrl,
    mailFrom: app.config.mailFrom,
    nudgeOutbox: () => app.worker?.nudge(),
  });
}
