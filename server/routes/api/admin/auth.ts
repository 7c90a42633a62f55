// Passkey enrollment and sign-in (WebAuthn, @simplewebauthn/server), sign-out and "who am I".
//   POST /api/admin/auth/enroll/options  { token }                     → { challengeId, options }
//   POST /api/admin/auth/enroll/verify   { token, challengeId, response } → session + { operator }
//   POST /api/admin/auth/signin/options  {}                            → { challengeId, options }
//   POST /api/admin/auth/signin/verify   { challengeId, response }     → session + { operator }
//   POST /api/admin/auth/signout
//   GET  /api/admin/me
// Challenges live in the database for 5 minutes and are used once; expired ones are pruned hourly
// (app.scheduler, plugins/app/sessions.ts). Every step of sign-in and enrollment is rate limited
// per client (options write a challenge row, verify tries a passkey or link); every sign-in,
// failure and sign-out is audited.
// Bodies are checked by the schemas in contracts/console.ts, WebAuthn responses field by field.

import { randomUUIDv7 } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_API } from '../../../../contracts/admin-api-paths.ts';
import {
  EmptyBody,
  EnrollmentToken,
  EnrollVerifyBody,
  type SignedIn,
  SigninVerifyBody,
} from '../../../../contracts/console.ts';
import { hashToken } from '../../../console/operators.ts';
import type { Db } from '../../../db/database.ts';
import type { Sessions } from '../../../plugins/app/sessions.ts';
import { audit } from '../../../shared/audit.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Operator console';

export type AuthRoutesOptions = {
  db: Db;
  sessions: Sessions;
  siteUrl: string;
  now: () => number;
  hashIp: (ip: string) => string;
  signinRateLimit: number;
};

export function registerAdminAuthRoutes(fastify: FastifyInstance, opts: AuthRoutesOptions): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, sessions, now } = opts;
  const site = new URL(opts.siteUrl);
  const rpID = site.hostname;
  const expectedOrigin = site.origin;
  // Shared through Redis when REDIS_URL is set; fails closed (503) when the store is unreachable,
  // so a Redis outage never lifts the limit on guessing at sign-in (decision 017).
  // Counted in onRequest, before the body is read: a malformed attempt counts too. Asking for a
  // challenge (a database write each) has its own count of the same size.
  const limit = app.limiter('signin', { max: opts.signinRateLimit, timeWindow: 60_000, failOpen: false });
  const optionsLimit = app.limiter('signin-options', {
    max: opts.signinRateLimit,
    timeWindow: 60_000,
    failOpen: false,
  });
  const signIn = { access: 'sign-in' } as const;
  const iso = (t: number) => new Date(t).toISOString();
  const ip = (request: FastifyRequest) => opts.hashIp(request.ip ?? '');

  async function saveChallenge(challenge: string, purpose: 'enroll' | 'signin', operatorId: string | null) {
    const id = randomUUIDv7();
    const t = now();
    await db
      .insertInto('webauthn_challenges')
      .values({ id, challenge, purpose, operator_id: operatorId, expires_at: iso(t + CHALLENGE_TTL_MS) })
      .execute();
    return id;
  }

  /** The challenge, deleted as it is read (one use), if it exists and has not expired. */
  async function takeChallenge(id: string, purpose: 'enroll' | 'signin') {
    const row = await db
      .selectFrom('webauthn_challenges')
      .selectAll()
      .where('id', '=', id)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await db.deleteFrom('webauthn_challenges').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return undefined; // someone else took it
    return row.expires_at > iso(now()) ? row : undefined;
  }

  async function enrollmentFor(token: string) {
    return db
      .selectFrom('enrollment_tokens')
      .innerJoin('operators', 'operators.id', 'enrollment_tokens.operator_id')
      .select([
        'enrollment_tokens.token_hash',
        'enrollment_tokens.expires_at',
        'enrollment_tokens.used_at',
        'operators.id',
        'operators.email',
        'operators.role',
        'operators.disabled_at',
      ])
      .where('enrollment_tokens.token_hash', '=', hashToken(token))
      .executeTakeFirst()
      .then((row) =>
        row && !row.used_at && !row.disabled_at && row.expires_at > iso(now()) ? row : undefined,
      );
  }

  const invalidLink = 'This enrollment link is not valid any more. Ask an admin for a new one.';

  app.post(
    ADMIN_API.enrollOptions,
    { config: signIn, onRequest: optionsLimit, schema: { body: EnrollmentToken } },
    async (request, reply) => {
      const enrollment = await enrollmentFor(request.body.token);
      if (!enrollment) return reply.badRequest(invalidLink);
      const existing = await db
        .selectFrom('passkeys')
        .select(['id', 'transports'])
        .where('operator_id', '=', enrollment.id)
        .execute();
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: enrollment.email,
        userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(enrollment.id)),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          ...(p.transports ? { transports: JSON.parse(p.transports) as string[] } : {}),
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = await saveChallenge(options.challenge, 'enroll', enrollment.id);
      return { challengeId, options, email: enrollment.email };
    },
  );

  app.post(
    ADMIN_API.enrollVerify,
    { config: signIn, onRequest: limit, schema: { body: EnrollVerifyBody } },
    async (request, reply) => {
      const body = { data: request.body };
      const enrollment = await enrollmentFor(body.data.token);
      const challenge = await takeChallenge(body.data.challengeId, 'enroll');
      if (!enrollment || !challenge || challenge.operator_id !== enrollment.id) {
        return reply.badRequest(invalidLink);
      }
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: body.data.response as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (err) {
        request.log.info({ err: (err as Error).message }, 'passkey registration refused');
        return reply.badRequest('The passkey could not be registered. Try again.');
      }
      if (!verification.verified) return reply.badRequest('The passkey could not be registered. Try again.');
      const { credential } = verification.registrationInfo;
      const t = now();
      // The link is used up in the same statement that checks it: two tabs cannot both enroll.
      const used = await db
        .updateTable('enrollment_tokens')
        .set({ used_at: iso(t) })
        .where('token_hash', '=', enrollment.token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return reply.badRequest(invalidLink);
      await db
        .insertInto('passkeys')
        .values({
          id: credential.id,
          operator_id: enrollment.id,
          public_key: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ? JSON.stringify(credential.transports) : null,
          created_at: iso(t),
          last_used_at: iso(t),
        })
        .execute();
      const actor = { id: enrollment.id, email: enrollment.email };
      await audit(db, {
        actor,
        action: 'passkey.enrolled',
        target: enrollment.id,
        ipHash: ip(request),
        now: t,
      });
      await sessions.start(request, reply, enrollment.id);
      await audit(db, { actor, action: 'signin', target: enrollment.id, ipHash: ip(request), now: t });
      return {
        operator: { id: enrollment.id, email: enrollment.email, role: enrollment.role },
      } satisfies SignedIn;
    },
  );

  app.post(
    ADMIN_API.signInOptions,
    { config: signIn, onRequest: optionsLimit, schema: { body: EmptyBody } },
    async () => {
      // Discoverable credentials: the authenticator offers the operator's passkey, no e-mail asked.
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      const challengeId = await saveChallenge(options.challenge, 'signin', null);
      return { challengeId, options };
    },
  );

  app.post(
    ADMIN_API.signInVerify,
    { config: signIn, onRequest: limit, schema: { body: SigninVerifyBody } },
    async (request, reply) => {
      const failed = async (why: string, operator: { id: string; email: string } | null = null) => {
        await audit(db, {
          actor: operator,
          action: 'signin.failed',
          target: operator?.id ?? null,
          detail: { reason: why },
          ipHash: ip(request),
          now: now(),
        });
        return reply.unauthorized('Sign-in failed. Use a passkey registered for this console.');
      };
      const body = { data: request.body };
      const response = body.data.response as AuthenticationResponseJSON;
      const challenge = await takeChallenge(body.data.challengeId, 'signin');
      if (!challenge) return failed('challenge unknown or expired');
      const passkey =
        typeof response.id === 'string'
          ? await db
              .selectFrom('passkeys')
              .innerJoin('operators', 'operators.id', 'passkeys.operator_id')
              .select([
                'passkeys.id as credentialId',
                'passkeys.public_key',
                'passkeys.counter',
                'passkeys.transports',
                'operators.id',
                'operators.email',
                'operators.role',
                'operators.disabled_at',
              ])
              .where('passkeys.id', '=', response.id)
              .executeTakeFirst()
          : undefined;
      if (!passkey) return failed('unknown passkey');
      const operator = { id: passkey.id, email: passkey.email };
      if (passkey.disabled_at) return failed('operator disabled', operator);
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: isoBase64URL.toBuffer(passkey.public_key),
            counter: passkey.counter,
            ...(passkey.transports ? { transports: JSON.parse(passkey.transports) as string[] } : {}),
          },
          requireUserVerification: false,
        });
      } catch (err) {
        return failed(`verification error: ${(err as Error).message}`.slice(0, 200), operator);
      }
      if (!verification.verified) return failed('signature not verified', operator);
      const t = now();
      await db
        .updateTable('passkeys')
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: iso(t) })
        .where('id', '=', passkey.credentialId)
        .execute();
      await sessions.start(request, reply, passkey.id);
      await audit(db, { actor: operator, action: 'signin', target: passkey.id, ipHash: ip(request), now: t });
      return { operator: { id: passkey.id, email: passkey.email, role: passkey.role } } satisfies SignedIn;
    },
  );

  // Ends whatever session the cookie names (none: nothing to end), so it needs none to be called.
  app.post(ADMIN_API.signOut, { config: signIn, schema: { body: EmptyBody } }, async (request, reply) => {
    const operator = request.operator;
    const token = request.cookies[sessions.cookieName];
    await sessions.end(request, reply);
    // Its live streams end now, on every server (not at their next heartbeat).
    if (token) app.leadFeed.endSessions({ tokenHash: hashToken(token) });
    if (operator) {
      await audit(db, {
        actor: { id: operator.id, email: operator.email },
        action: 'signout',
        target: operator.id,
        ipHash: ip(request),
        now: now(),
      });
    }
    return reply.code(204).send();
  });

  app.get(ADMIN_API.me, { config: { access: 'operator' } }, async (request) => {
    const o = request.operator as NonNullable<FastifyRequest['operator']>;
    return { operator: { id: o.id, email: o.email, role: o.role } } satisfies SignedIn;
  });
}

export default async function adminAuthRoutes(app: FastifyInstance): Promise<void> {
  registerAdminAuthRoutes(app, {
    db: app.database.db,
    sessions: app.sessions,
    siteUrl: app.config.siteUrl,
    now: app.clock,
    hashIp: app.hashIp,
    signinRateLimit: app.config.signinRateLimit,
  });
}
