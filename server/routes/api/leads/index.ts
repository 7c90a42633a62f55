// POST /api/send-contact-email (contact or availability) and POST /api/send-package-email.
// Order per request: rate limit and CSRF (hooks) → validation → honeypot → idempotency → one
// transaction storing lead + outbox row → 201. Logs name the lead id (on the access line), never
// the visitor.
import { randomUUIDv7 } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  fieldErrorsOf,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  type LeadResponse,
  PackageRequest,
  SUCCESS_MESSAGE,
  sendContactEmailSchema,
} from '../../../../contracts/api.ts';
import { type LeadInput, requestHash } from '../../../db/leads-repo.ts';

function badRequest(reply: FastifyReply, message: string, fieldErrors?: Record<string, string>) {
  return reply
    .code(400)
    .send({ statusCode: 400, error: 'Bad Request', message, ...(fieldErrors ? { fieldErrors } : {}) });
}

export default async function leadRoutes(app: FastifyInstance): Promise<void> {
  const idemHeader = IDEMPOTENCY_HEADER.toLowerCase();
  // One limiter (one store) for both lead endpoints: the limit is per client, not per route.
  const rateLimit = app.rateLimit({ max: app.config.leadRateLimit, timeWindow: 60_000 });

  async function handle(
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    parse: (body: unknown) => { ok: true; input: LeadInput } | { ok: false; error: z.ZodError },
  ) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return badRequest(reply, 'The request body must be a JSON object.');
    }
    const parsed = parse(body);
    if (!parsed.ok) return badRequest(reply, 'Some fields need attention.', fieldErrorsOf(parsed.error));

    // Honeypot: look like success, store and send nothing.
    const trap = (parsed.input.data as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof trap === 'string' && trap.trim() !== '') {
      request.log.info({ route }, 'honeypot filled; lead discarded');
      return reply.code(201).send({ message: SUCCESS_MESSAGE, id: randomUUIDv7() } satisfies LeadResponse);
    }

    const rawKey = request.headers[idemHeader];
    let idempotency: { key: string; hash: string } | undefined;
    if (rawKey !== undefined) {
      if (typeof rawKey !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(rawKey)) {
        return badRequest(reply, `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters.`);
      }
      idempotency = { key: `${route}:${rawKey}`, hash: requestHash(body) };
    }

    const result = await app.leads.create(parsed.input, {
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
    request.lead = { id: result.id, kind: parsed.input.kind, outcome: 'stored' };
    app.worker?.nudge();
    return reply.code(201).send(result.answer.body);
  }

  app.post('/api/send-contact-email', { onRequest: rateLimit }, (request, reply) =>
    handle(request, reply, 'send-contact-email', (body) => {
      const schema = sendContactEmailSchema(body);
      const r = schema.safeParse(body);
      if (!r.success) return { ok: false, error: r.error };
      return {
        ok: true,
        input:
          'zipCode' in r.data ? { kind: 'availability', data: r.data } : { kind: 'contact', data: r.data },
      };
    }),
  );

  app.post('/api/send-package-email', { onRequest: rateLimit }, (request, reply) =>
    handle(request, reply, 'send-package-email', (body) => {
      const r = PackageRequest.safeParse(body);
      return r.success
        ? { ok: true, input: { kind: 'package', data: r.data } }
        : { ok: false, error: r.error };
    }),
  );
}
