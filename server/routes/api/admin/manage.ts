// Admin-only pages of the console: operators, the audit log and the outbox.
//   GET  /api/admin/operators                      POST /api/admin/operators { email, role }
//   POST /api/admin/operators/:id/enrollment        (a new one-time link: recovery, new passkey)
//   POST /api/admin/operators/:id/disable           (ends their sessions at once)
//   GET  /api/admin/audit?action&operator&cursor&limit
//   GET  /api/admin/outbox?status=pending|failed    POST /api/admin/outbox/:id/retry
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audit } from '../../../console/audit.ts';
import {
  disableOperator,
  inviteOperator,
  issueEnrollment,
  listOperators,
  OperatorError,
} from '../../../console/operators.ts';
import type { Db } from '../../../db/database.ts';
import type { SessionOperator } from '../../../plugins/app/sessions.ts';

export type AdminManageOptions = {
  db: Db;
  now: () => number;
  hashIp: (ip: string) => string;
  siteUrl: string;
  mailFrom: string;
  nudgeOutbox: () => void;
};

const adminOnly = { config: { adminOnly: true } };
const InviteBody = z.object({ email: z.string().trim().min(3).max(254), role: z.enum(['admin', 'agent']) });
const AuditQuery = z.object({
  action: z.string().max(64).optional(),
  operator: z.string().max(254).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const OutboxQuery = z.object({ status: z.enum(['pending', 'failed']).optional() });

function fail(reply: FastifyReply, status: number, message: string) {
  const error = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' }[status] ?? 'Error';
  return reply.code(status).send({ statusCode: status, error, message });
}

export function registerAdminManageRoutes(app: FastifyInstance, opts: AdminManageOptions): void {
  const { db, now } = opts;
  const actor = (request: FastifyRequest) => {
    const o = request.operator as SessionOperator;
    return { id: o.id, email: o.email };
  };
  const ipHash = (request: FastifyRequest) => opts.hashIp(request.ip ?? '');
  const mailOpts = () => ({ siteUrl: opts.siteUrl, mailFrom: opts.mailFrom, now: now() });

  app.get('/api/admin/operators', adminOnly, async () => ({ operators: await listOperators(db) }));

  app.post('/api/admin/operators', adminOnly, async (request, reply) => {
    const body = InviteBody.safeParse(request.body);
    if (!body.success) return fail(reply, 400, 'Give an e-mail address and a role (admin or agent).');
    try {
      const { operator, link, expiresAt } = await inviteOperator(db, body.data, mailOpts());
      await audit(db, {
        actor: actor(request),
        action: 'operator.invited',
        target: operator.id,
        detail: { email: operator.email, role: operator.role },
        ipHash: ipHash(request),
        now: now(),
      });
      opts.nudgeOutbox();
      return reply.code(201).send({ operator, link, expiresAt });
    } catch (err) {
      if (err instanceof OperatorError) return fail(reply, err.statusCode, err.message);
      throw err;
    }
  });

  app.post<{ Params: { id: string } }>(
    '/api/admin/operators/:id/enrollment',
    adminOnly,
    async (request, reply) => {
      const op = await db
        .selectFrom('operators')
        .select(['id', 'email', 'disabled_at'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!op) return fail(reply, 404, 'No such operator.');
      if (op.disabled_at) return fail(reply, 409, 'This operator is disabled.');
      const { link, expiresAt } = await issueEnrollment(db, op, mailOpts());
      await audit(db, {
        actor: actor(request),
        action: 'operator.enrollment_sent',
        target: op.id,
        detail: { email: op.email },
        ipHash: ipHash(request),
        now: now(),
      });
      opts.nudgeOutbox();
      return { link, expiresAt };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/operators/:id/disable',
    adminOnly,
    async (request, reply) => {
      if (request.params.id === actor(request).id) return fail(reply, 409, 'You cannot disable yourself.');
      const op = await db
        .selectFrom('operators')
        .select(['id', 'email'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!op) return fail(reply, 404, 'No such operator.');
      await disableOperator(db, op.id, now());
      await audit(db, {
        actor: actor(request),
        action: 'operator.disabled',
        target: op.id,
        detail: { email: op.email },
        ipHash: ipHash(request),
        now: now(),
      });
      return reply.code(204).send();
    },
  );

  app.get('/api/admin/audit', adminOnly, async (request, reply) => {
    const parsed = AuditQuery.safeParse(request.query);
    if (!parsed.success) return fail(reply, 400, 'Invalid filter.');
    const f = parsed.data;
    let q = db.selectFrom('audit_log').selectAll();
    if (f.action) q = q.where('action', '=', f.action);
    if (f.operator) q = q.where('operator_email', '=', f.operator.toLowerCase());
    if (f.cursor) {
      const [at, id] = Buffer.from(f.cursor, 'base64url').toString().split('|');
      if (at && id) {
        q = q.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
      }
    }
    const rows = await q
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit + 1)
      .execute();
    const more = rows.length > f.limit;
    const items = (more ? rows.slice(0, f.limit) : rows).map(({ detail_json, ...r }) => ({
      ...r,
      detail: detail_json ? (JSON.parse(detail_json) as unknown) : null,
    }));
    const last = items.at(-1);
    return {
      items,
      nextCursor: more && last ? Buffer.from(`${last.at}|${last.id}`).toString('base64url') : null,
    };
  });

  app.get('/api/admin/outbox', adminOnly, async (request, reply) => {
    const parsed = OutboxQuery.safeParse(request.query);
    if (!parsed.success) return fail(reply, 400, 'status must be pending or failed.');
    const messages = await db
      .selectFrom('outbox')
      .select([
        'id',
        'lead_id',
        'kind',
        // For a webhook: the endpoint URL and the event type (lead.created, …).
        'recipient',
        'subject',
        'status',
        'attempts',
        'next_attempt_at',
        'last_error',
        'created_at',
      ])
      .where('status', parsed.data.status ? '=' : 'in', parsed.data.status ?? ['pending', 'failed'])
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    return { messages };
  });

  app.post<{ Params: { id: string } }>('/api/admin/outbox/:id/retry', adminOnly, async (request, reply) => {
    const result = await db
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: new Date(now()).toISOString(), locked_until: null })
      .where('id', '=', request.params.id)
      .where('status', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      return fail(reply, 404, 'No pending or failed message with that id.');
    await audit(db, {
      actor: actor(request),
      action: 'outbox.retried',
      target: request.params.id,
      ipHash: ipHash(request),
      now: now(),
    });
    opts.nudgeOutbox();
    return reply.code(204).send();
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
