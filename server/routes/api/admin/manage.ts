// Admin-only pages of the console: operators, the audit log, the outbox and privacy requests.
//   GET  /api/admin/operators                      POST /api/admin/operators { email, role }
//   POST /api/admin/operators/:id/enrollment        (a new one-time link: recovery, new passkey)
//   POST /api/admin/operators/:id/disable           (ends their sessions at once)
//   GET  /api/admin/audit?action&operator&cursor&limit
//   GET  /api/admin/outbox?status=pending|failed    POST /api/admin/outbox/:id/retry
//   GET  /api/admin/privacy-requests?cursor&limit   (audited when a row still holds a contact)
// Every change commits with its audit row in one transaction (the services write both): an error
// leaves neither.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import { NoContent } from '../../../../contracts/api.ts';
import {
  AuditPage,
  AuditQuery,
  ById,
  EnrollmentLink,
  InviteBody,
  Invited,
  OperatorList,
  OutboxList,
  OutboxQuery,
  PrivacyRequestPage,
  PrivacyRequestsQuery,
} from '../../../../contracts/console.ts';
import { listAudit } from '../../../console/audit-log.ts';
import {
  disableOperator,
  inviteOperator,
  listOperators,
  reissueEnrollment,
} from '../../../console/operators.ts';
import { listPrivacyRequests } from '../../../console/privacy-requests.ts';
import { auditBy, requestAuditor } from '../../../shared/audit.ts';

const admin = { access: 'admin' } as const;
const noContent = { 204: NoContent };

export default async function adminManageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const now = app.clock;
  const audit = requestAuditor(db, { now, hashIp: app.hashIp });
  const mailOpts = () => ({ siteUrl: app.config.siteUrl, outbox: app.outbox, now: now() });
  const by = (request: FastifyRequest) => auditBy(request, app.hashIp);

  app.get(
    ADMIN_API.operators,
    { config: admin, schema: { response: { 200: OperatorList } } },
    async () => ({ operators: await listOperators(db) }) satisfies OperatorList,
  );

  const invite = { config: admin, schema: { body: InviteBody, response: { 201: Invited } } };
  app.post(ADMIN_API.operators, invite, async (request, reply) => {
    const invited = await inviteOperator(db, request.body, { ...mailOpts(), by: by(request) });
    return reply.code(201).send(invited satisfies Invited);
  });

  app.post(
    ADMIN_API.operatorEnrollment,
    { config: admin, schema: { params: ById, response: { 200: EnrollmentLink } } },
    async (request) =>
      (await reissueEnrollment(db, request.params.id, {
        ...mailOpts(),
        by: by(request),
      })) satisfies EnrollmentLink,
  );

  const disable = { config: admin, schema: { params: ById, response: noContent } };
  app.post(ADMIN_API.operatorDisable, disable, async (request, reply) => {
    await disableOperator(db, request.params.id, now(), by(request));
    // Committed: the operator's live streams end now, on every server.
    app.leadFeed.endSessions({ operatorId: request.params.id });
    return reply.code(204).send();
  });

  app.get(
    ADMIN_API.audit,
    { config: admin, schema: { querystring: AuditQuery, response: { 200: AuditPage } } },
    async (request) => listAudit(db, request.query),
  );

  app.get(
    ADMIN_API.outbox,
    { config: admin, schema: { querystring: OutboxQuery, response: { 200: OutboxList } } },
    async (request) => ({ messages: await app.outbox.list(db, request.query.status) }) satisfies OutboxList,
  );

  const retry = { config: admin, schema: { params: ById, response: noContent } };
  app.post(ADMIN_API.outboxRetry, retry, async (request, reply) => {
    await app.outbox.retry(db, request.params.id, { now: now(), by: by(request) });
    return reply.code(204).send();
  });

  app.get(
    ADMIN_API.privacyRequests,
    { config: admin, schema: { querystring: PrivacyRequestsQuery, response: { 200: PrivacyRequestPage } } },
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
