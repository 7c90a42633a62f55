// Admin-only pages of the console: operators, the audit log, the outbox and privacy requests.
//   GET  /api/admin/operators                      POST /api/admin/operators { email, role }
//   POST /api/admin/operators/:id/enrollment        (a new one-time link: recovery, new passkey)
//   POST /api/admin/operators/:id/disable           (ends their sessions at once)
//   GET  /api/admin/audit?action&operator&cursor&limit
//   GET  /api/admin/outbox?status=pending|failed    POST /api/admin/outbox/:id/retry
//   GET  /api/admin/privacy-requests?cursor&limit   (audited when a row still holds a contact)
// Every change commits with its audit row in one transaction: an error leaves neither.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import {
  type AuditEntry,
  AuditQuery,
  ById,
  type EnrollmentLink,
  InviteBody,
  type Invited,
  type ListPage,
  type OperatorList,
  type OutboxList,
  OutboxQuery,
  PrivacyRequestsQuery,
} from '../../../../contracts/console.ts';
import {
  disableOperator,
  inviteOperator,
  issueEnrollment,
  listOperators,
  OperatorError,
} from '../../../console/operators.ts';
import { listPrivacyRequests } from '../../../console/privacy-requests.ts';
import { outboxListColumns, outboxListView } from '../../../outbox/views.ts';
import { actorOf, requestAuditor } from '../../../shared/audit.ts';
import { isoAt } from '../../../shared/clock.ts';
import { keyset, page } from '../../../shared/keyset.ts';

const admin = { access: 'admin' } as const;

export default async function adminManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const now = app.clock;
  const audit = requestAuditor(db, { now, hashIp: app.hashIp });
  const mailOpts = () => ({ siteUrl: app.config.siteUrl, outbox: app.outbox, now: now() });

  app.get(
    ADMIN_API.operators,
    { config: admin },
    async () => ({ operators: await listOperators(db) }) satisfies OperatorList,
  );

  app.post(ADMIN_API.operators, { config: admin, schema: { body: InviteBody } }, async (request, reply) => {
    try {
      const invited = await db.transaction().execute(async (trx) => {
        const result = await inviteOperator(trx, request.body, mailOpts());
        const { operator } = result;
        await audit(
          request,
          {
            action: 'operator.invited',
            target: operator.id,
            detail: { email: operator.email, role: operator.role },
          },
          trx,
        );
        return result;
      });
      return reply.code(201).send(invited satisfies Invited);
    } catch (err) {
      if (err instanceof OperatorError)
        throw err.statusCode === 409
          ? app.httpErrors.conflict(err.message)
          : app.httpErrors.badRequest(err.message);
      throw err;
    }
  });

  app.post(ADMIN_API.operatorEnrollment, { config: admin, schema: { params: ById } }, async (request) => {
    const sent = await db.transaction().execute(async (trx) => {
      const op = await trx
        .selectFrom('operators')
        .select(['id', 'email', 'disabled_at'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!op) throw app.httpErrors.notFound('No such operator.');
      if (op.disabled_at) throw app.httpErrors.conflict('This operator is disabled.');
      const result = await issueEnrollment(trx, op, mailOpts());
      await audit(
        request,
        { action: 'operator.enrollment_sent', target: op.id, detail: { email: op.email } },
        trx,
      );
      return result;
    });
    return sent satisfies EnrollmentLink;
  });

  app.post(ADMIN_API.operatorDisable, { config: admin, schema: { params: ById } }, async (request, reply) => {
    if (request.params.id === actorOf(request).id)
      throw app.httpErrors.conflict('You cannot disable yourself.');
    await db.transaction().execute(async (trx) => {
      const op = await trx
        .selectFrom('operators')
        .select(['id', 'email'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!op) throw app.httpErrors.notFound('No such operator.');
      await disableOperator(trx, op.id, now());
      await audit(request, { action: 'operator.disabled', target: op.id, detail: { email: op.email } }, trx);
    });
    // Committed: the operator's live streams end now, on every server.
    app.leadFeed.endSessions({ operatorId: request.params.id });
    return reply.code(204).send();
  });

  app.get(ADMIN_API.audit, { config: admin, schema: { querystring: AuditQuery } }, async (request) => {
    const f = request.query;
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
    } satisfies ListPage<AuditEntry>;
  });

  app.get(ADMIN_API.outbox, { config: admin, schema: { querystring: OutboxQuery } }, async (request) => {
    const { status } = request.query;
    const messages = await db
      .selectFrom('outbox')
      .select(outboxListColumns)
      .where('status', status ? '=' : 'in', status ?? ['pending', 'failed'])
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    return { messages: outboxListView(messages) } satisfies OutboxList;
  });

  app.post(ADMIN_API.outboxRetry, { config: admin, schema: { params: ById } }, async (request, reply) => {
    await db.transaction().execute(async (trx) => {
      if (!(await app.outbox.retry(trx, request.params.id, isoAt(now()))))
        throw app.httpErrors.notFound('No pending or failed message with that id.');
      await audit(request, { action: 'outbox.retried', target: request.params.id }, trx);
    });
    return reply.code(204).send();
  });

  app.get(
    ADMIN_API.privacyRequests,
    { config: admin, schema: { querystring: PrivacyRequestsQuery } },
    async (request) => {
      const result = await listPrivacyRequests(db, request.query, now());
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
    },
  );
}
