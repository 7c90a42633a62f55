// Passkey enrollment and sign-in (WebAuthn, @simplewebauthn/server), sign-out and "who am I".
//   POST /api/admin/auth/enroll/options  { token }                     → { challengeId, options }
//   POST /api/admin/auth/enroll/verify   { token, challengeId, response } → session + { operator }
//   POST /api/admin/auth/signin/options  {}                            → { challengeId, options }
//   POST /api/admin/auth/signin/verify   { challengeId, response }     → session + { operator }
//   POST /api/admin/auth/signout
//   GET  /api/admin/me
// The ceremonies and what they keep (challenges, links, passkeys) are app.signIn
// (server/console/sign-in.ts). Every step of sign-in and enrollment is rate limited per client
// (options write a challenge row, verify tries a passkey or link); every sign-in, failure and
// sign-out is audited.
// Bodies are checked by the schemas in contracts/console.ts, WebAuthn responses field by field.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import { NoContent } from '../../../../contracts/api.ts';
import {
  EmptyBody,
  EnrollChallenge,
  EnrollmentToken,
  EnrollVerifyBody,
  PasskeyChallenge,
  SignedIn,
  SigninVerifyBody,
} from '../../../../contracts/console.ts';
import { hashToken } from '../../../console/operators.ts';
import { audit } from '../../../shared/audit.ts';

export default async function adminAuthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sessions, signIn: ceremonies } = app;
  const { db } = app.database;
  // Shared through Redis when REDIS_URL is set; fails closed (503) when the store is unreachable,
  // so a Redis outage never lifts the limit on guessing at sign-in (decision 017).
  // Counted in onRequest, before the body is read: a malformed attempt counts too. Asking for a
  // challenge (a database write each) has its own count of the same size.
  const max = app.config.signinRateLimit;
  const limit = app.limiter('signin', { max, timeWindow: 60_000, failOpen: false });
  const optionsLimit = app.limiter('signin-options', { max, timeWindow: 60_000, failOpen: false });
  const signIn = { access: 'sign-in' } as const;
  const client = (request: FastifyRequest) => ({ ipHash: app.hashIp(request.ip ?? '') });

  /** An operator's sign-in or sign-out, in the audit log. */
  function auditSession(request: FastifyRequest, operator: { id: string; email: string }, action: string) {
    const actor = { id: operator.id, email: operator.email };
    return audit(db, {
      actor,
      action,
      target: operator.id,
      ipHash: client(request).ipHash,
      now: app.clock(),
    });
  }

  /** The operator's session starts (its cookie set) and the sign-in is audited. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, operator: SignedIn['operator']) {
    await sessions.start(request, reply, operator.id);
    await auditSession(request, operator, 'signin');
    return { operator } satisfies SignedIn;
  }

  app.post(
    ADMIN_API.enrollOptions,
    {
      config: signIn,
      onRequest: optionsLimit,
      schema: { body: EnrollmentToken, response: { 200: EnrollChallenge } },
    },
    async (request) => ceremonies.enrollOptions(request.body.token),
  );

  app.post(
    ADMIN_API.enrollVerify,
    { config: signIn, onRequest: limit, schema: { body: EnrollVerifyBody, response: { 200: SignedIn } } },
    async (request, reply) =>
      signedIn(request, reply, await ceremonies.enroll(request.body, client(request), request.log)),
  );

  app.post(
    ADMIN_API.signInOptions,
    {
      config: signIn,
      onRequest: optionsLimit,
      schema: { body: EmptyBody, response: { 200: PasskeyChallenge } },
    },
    async () => ceremonies.signInOptions(),
  );

  app.post(
    ADMIN_API.signInVerify,
    { config: signIn, onRequest: limit, schema: { body: SigninVerifyBody, response: { 200: SignedIn } } },
    async (request, reply) =>
      signedIn(request, reply, await ceremonies.signIn(request.body, client(request))),
  );

  // Ends whatever session the cookie names (none: nothing to end), so it needs none to be called.
  const signOut = { config: signIn, schema: { body: EmptyBody, response: { 204: NoContent } } };
  app.post(ADMIN_API.signOut, signOut, async (request, reply) => {
    const operator = request.operator;
    const token = request.cookies[sessions.cookieName];
    await sessions.end(request, reply);
    // Its live streams end now, on every server (not at their next heartbeat).
    if (token) app.leadFeed.endSessions({ tokenHash: hashToken(token) });
    if (operator) await auditSession(request, operator, 'signout');
    return reply.code(204).send();
  });

  const me = { config: { access: 'signed-in' as const }, schema: { response: { 200: SignedIn } } };
  app.get(ADMIN_API.me, me, async (request) => {
    const o = request.operator as NonNullable<FastifyRequest['operator']>;
    return { operator: { id: o.id, email: o.email, role: o.role } } satisfies SignedIn;
  });
}
