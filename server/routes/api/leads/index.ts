// POST /api/send-contact-email (contact or availability) and POST /api/send-package-email.
// Order per request: rate limit and CSRF (hooks) → validation → honeypot → idempotency → one
// transaction storing lead + outbox row → 201. Logs name the lead id (on the access line), never
// the visitor.
import { randomUUIDv7 } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  LeadResponse,
  PackageRequest,
  SendContactEmailRequest,
  SUCCESS_MESSAGE,
} from '../../../../contracts/api.ts';
import { type LeadInput, requestHash } from '../../../db/leads-repo.ts';

export default async function leadRoutes(app: FastifyInstance): Promise<void> {
  const idemHeader = IDEMPOTENCY_HEADER.toLowerCase();
  // One limiter (one store) for both lead endpoints: the limit is per client, not per route.
  const rateLimit = app.rateLimit({ max: app.config.leadRateLimit, timeWindow: 60_000 });

  async function handle(request: FastifyRequest, reply: FastifyReply, route: string, input: LeadInput) {
    // The body was validated by the route's schema (contracts/api.ts); its 400s come from app.ts.

    // Honeypot: look like success, store and send nothing.
    const trap = (input.data as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof trap === 'string' && trap.trim() !== '') {
      request.log.info({ route }, 'honeypot filled; lead discarded');
      return reply.code(201).send({ message: SUCCESS_MESSAGE, id: randomUUIDv7() } satisfies LeadResponse);
    }

    const rawKey = request.headers[idemHeader];
    let idempotency: { key: string; hash: string } | undefined;
    if (rawKey !== undefined) {
      if (typeof rawKey !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(rawKey)) {
        return reply.badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters.`);
      }
      idempotency = { key: `${route}:${rawKey}`, hash: requestHash(request.body) };
    }

    const result = await app.leads.create(input, {
      ipHash: app.hashIp(request.ip),
      idempotency,
      answer: (id) => ({ statusCode: 201, body: { message: SUCCESS_MESSAGE, id } satisfies LeadResponse }),
    });
    if (result.outcome === 'key-conflict') {
      return reply.unprocessableEntity(
        `This ${IDEMPOTENCY_HEADER} was already used for a different request.`,
      );
    }
    if (result.outcome === 'replayed') {
      request.lead = { id: (result.answer.body as LeadResponse).id, outcome: 'replayed' };
      reply.header('idempotent-replayed', 'true');
      return reply.code(result.answer.statusCode).send(result.answer.body);
    }
    request.lead = { id: result.id, kind: input.kind, outcome: 'stored' };
    app.worker?.nudge();
    return reply.code(201).send(result.answer.body);
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = { 201: LeadResponse };
  api.post(
    '/api/send-contact-email',
    { onRequest: rateLimit, schema: { body: SendContactEmailRequest, response } },
    (request, reply) => {
      const data = request.body;
      return handle(
        request,
        reply,
        'send-contact-email',
        'zipCode' in data ? { kind: 'availability', data } : { kind: 'contact', data },
      );
    },
  );

  api.post(
    '/api/send-package-email',
    { onRequest: rateLimit, schema: { body: PackageRequest, response } },
    (request, reply) => handle(request, reply, 'send-package-email', { kind: 'package', data: request.body }),
  );
}
