// POST /api/privacy-requests (ask) and POST /api/privacy-requests/confirm (carry out), docs/api.md
// "Privacy choices". The ask always answers 202 with the same words, whether or not we hold data
// for the contact; CSRF (hook), a per-client rate limit and the honeypot as on the lead endpoints.
// Logs name the request id and type, never the contact.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldErrorsOf, HONEYPOT_FIELD } from '../../../../contracts/api.ts';
import { API } from '../../../../contracts/api-paths.ts';
import {
  PRIVACY_ANSWERS,
  PrivacyConfirmRequest,
  PrivacyConfirmResponse,
  PrivacyRequest,
  PrivacyRequestAccepted,
} from '../../../../contracts/privacy.ts';
import { contactHasher } from '../../../shared/contact-hash.ts';
import { Gone, Invalid } from '../../../shared/errors.ts';

/** Confirmation e-mails one address receives at most, per day, however many clients ask. */
export const PRIVACY_MAILS_PER_ADDRESS = 3;
const DAY_MS = 24 * 3_600_000;

/**
 * The mailbox an address delivers to, for the mail cap: `person+anything@example.org` reaches
 * `person@example.org` at most mail providers, so a `+tag` must not buy another three mails.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const user = email.slice(0, at);
  const plus = user.indexOf('+');
  return plus > 0 ? user.slice(0, plus) + email.slice(at) : email;
}

export default async function privacyRequestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The lead endpoints' limit (LEAD_RATE_LIMIT per minute per client), its own count, shared
  // through Redis when REDIS_URL is set; fails open like the lead endpoints (decision 017).
  const rateLimit = app.limiter('privacy', {
    max: app.config.leadRateLimit,
    timeWindow: 60_000,
    failOpen: true,
  });

  // No mail bombing through us: a count per mailbox (its keyed hash, so the shared store holds no
  // address; `person+tag@` counts as `person@`), whichever client asks, shared across servers
  // through Redis. Over it the request is dropped and the answer stays the same 202, headers
  // included.
  const hashEmail = contactHasher(app.config.cookieSecret).email;
  const underMailCap = app.quota('privacy-mail', {
    max: PRIVACY_MAILS_PER_ADDRESS,
    timeWindow: DAY_MS,
    failOpen: true,
    key: (request) => hashEmail(mailboxOf(String((request.body as { email?: unknown }).email ?? '').trim())),
  });

  // The bodies are parsed here, not by a route schema: the mail cap reads the raw body in onRequest,
  // and any confirm body that is not a live token is the same 410.
  const ask = { onRequest: rateLimit, schema: { response: { 202: PrivacyRequestAccepted } } };
  app.post(API.privacyRequests, ask, async (request, reply) => {
    const parsed = PrivacyRequest.safeParse(request.body);
    if (!parsed.success) {
      throw new Invalid('Some fields need attention.', { fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const body = parsed.data;
    const trap = body[HONEYPOT_FIELD];
    if (typeof trap === 'string' && trap.trim() !== '') {
      request.log.info('honeypot filled; privacy request discarded');
    } else if (!(await underMailCap(request))) {
      request.log.warn(
        { type: body.type },
        'privacy confirmation mails for this address capped; request dropped',
      );
    } else {
      const contact = { email: body.email, phone: body.phone };
      const { id } = await app.privacy.request(body.type, contact, body.language);
      request.log.info(
        { privacyRequest: id, type: body.type, language: body.language },
        'privacy request stored',
      );
    }
    return reply.code(202).send({ message: PRIVACY_ANSWERS[body.language ?? 'en'].accepted });
  });

  const confirm = { onRequest: rateLimit, schema: { response: { 200: PrivacyConfirmResponse } } };
  app.post(API.privacyConfirm, confirm, async (request) => {
    const parsed = PrivacyConfirmRequest.safeParse(request.body);
    const done = parsed.success ? await app.privacy.confirm(parsed.data.token) : undefined;
    if (!done) {
      // The page's language when the body says it (any other body: English, the 410 all the same).
      const language = (request.body as { language?: unknown } | undefined)?.language === 'es' ? 'es' : 'en';
      throw new Gone(PRIVACY_ANSWERS[language].invalidLink);
    }
    request.log.info({ type: done.type, leads: done.leads }, 'privacy request carried out');
    // A live request answers in its own language, whatever page confirms it.
    return { type: done.type, message: PRIVACY_ANSWERS[done.language].done[done.type] };
  });
}
