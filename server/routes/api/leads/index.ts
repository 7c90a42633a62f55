// POST /api/send-contact-email (contact or availability) and POST /api/send-package-email.
// Order per request: rate limit and CSRF (hooks) → validation → honeypot → idempotency → one
// transaction storing lead + outbox row → 201. Logs name the lead id (on the access line), never
// the visitor.

import { randomUUIDv7 } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptedConsent } from '../../../../content/consent.ts';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  LeadResponse,
  PackageRequest,
  SendContactEmailRequest,
  SUCCESS_MESSAGE,
} from '../../../../contracts/api.ts';
import { API } from '../../../../contracts/api-paths.ts';
import { UNKNOWN_CONSENT_MESSAGE } from '../../../../contracts/lead-record.ts';
import { type LeadInput, requestHash } from '../../../leads/leads-repo.ts';
import { Invalid, Unprocessable } from '../../../shared/errors.ts';

/** The user agent kept with a lead is cut to this length. */
export const USER_AGENT_MAX = 300;

export default async function leadRoutes(app: FastifyInstance): Promise<void> {
  const idemHeader = IDEMPOTENCY_HEADER.toLowerCase();
  // One limiter (one count) for both lead endpoints: the limit is per client, not per route.
  // Fail open: with Redis down a lead is still taken (a lead is worth more than a limit).
  const rateLimit = app.limiter('lead', {
    max: app.config.leadRateLimit,
    timeWindow: 60_000,
    failOpen: true,
  });

  async function handle(request: FastifyRequest, reply: FastifyReply, route: string, input: LeadInput) {
    // The body was validated by the route's schema (contracts/api.ts); its 400s come from app.ts.
    // A retired consent wording stays accepted for a grace period (a page cached before the change).
    if (input.kind !== 'contact' && !acceptedConsent(input.data.consentVersion, app.clock())) {
      throw new Invalid('Some fields need attention.', {
        fieldErrors: { consentVersion: UNKNOWN_CONSENT_MESSAGE },
      });
    }
    // Attribution never costs a lead: what is malformed was dropped; say which fields (never values).
    const dropped = input.data.attribution?.dropped;
    if (dropped?.length)
      request.log.warn({ route, dropped: dropped.slice(0, 20) }, 'attribution values dropped');

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
        throw new Invalid(`${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters.`);
      }
      // Scoped to the client (its CSRF identity) and the route: another client sending the same
      // key and body gets a lead of its own, not the first client's answer.
      idempotency = {
        key: `${route}:${request.csrfClient ?? '-'}:${rawKey}`,
        hash: requestHash(request.body),
      };
    }

    const userAgent = request.headers['user-agent'];
    const result = await app.leads.create(input, {
      ipHash: app.hashIp(request.ip),
      gpc: request.headers['sec-gpc'] === '1' || input.data.gpc === true,
      userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      contentVersion: app.content.servedPublish,
      idempotency,
      answer: (id) => ({ statusCode: 201, body: { message: SUCCESS_MESSAGE, id } satisfies LeadResponse }),
    });
    if (result.outcome === 'key-conflict') {
      throw new Unprocessable(`This ${IDEMPOTENCY_HEADER} was already used for a different request.`);
    }
    if (result.outcome === 'replayed') {
      request.lead = { id: (result.answer.body as LeadResponse).id, outcome: 'replayed' };
      reply.header('idempotent-replayed', 'true');
      return reply.code(result.answer.statusCode).send(result.answer.body);
    }
    request.lead = { id: result.id, kind: input.kind, outcome: 'stored' };
    return reply.code(201).send(result.answer.body);
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = { 201: LeadResponse };
  api.post(
    API.contact,
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
    API.packageRequest,
    { onRequest: rateLimit, schema: { body: PackageRequest, response } },
    (request, reply) => handle(request, reply, 'send-package-email', { kind: 'package', data: request.body }),
  );
}
