// Passkey enrollment and sign-in to the console (WebAuthn, @simplewebauthn/server) and what they
// keep: one-use challenges (5 minutes; expired ones pruned hourly, plugins/app/sessions.ts), the
// enrollment links operators.ts issues, the passkeys. Refusals are domain errors; a failed sign-in
// is audited with why. The routes (routes/api/admin/auth.ts) add the HTTP around it: rate limits,
// the session cookie, the audit of a sign-in.
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
import type { ConsoleOperator } from '../../contracts/console.ts';
import { type Db, inTransaction } from '../db/database.ts';
import { audit } from '../shared/audit.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import { Invalid, Unauthorized } from '../shared/errors.ts';
import type { Log } from '../shared/log.ts';
import { hashToken, signInOperatorColumns } from './operators.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Operator console';

const INVALID_LINK = 'This enrollment link is not valid any more. Ask an admin for a new one.';
const NOT_REGISTERED = 'The passkey could not be registered. Try again.';
const SIGN_IN_FAILED = 'Sign-in failed. Use a passkey registered for this console.';

type Purpose = 'enroll' | 'signin';
/** Where a ceremony's request came from, for the audit: the hashed client IP. */
type Client = { ipHash: string };

const transportsOf = (json: string | null) => (json ? { transports: JSON.parse(json) as string[] } : {});

/** Deletes the challenges past their five minutes (the scheduler's hourly prune). */
export async function pruneChallenges(db: Db, now: number): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', isoAt(now)).execute();
}

export function createSignIn(opts: { db: Db; siteUrl: string; now: Clock }) {
  const { db, now } = opts;
  const site = new URL(opts.siteUrl);
  const rpID = site.hostname;
  const expectedOrigin = site.origin;

  async function saveChallenge(challenge: string, purpose: Purpose, operatorId: string | null) {
    const id = randomUUIDv7();
    await db
      .insertInto('webauthn_challenges')
      .values({
        id,
        challenge,
        purpose,
        operator_id: operatorId,
        expires_at: isoAt(now() + CHALLENGE_TTL_MS),
      })
      .execute();
    return id;
  }

  /** The challenge, deleted as it is read (one use), if it exists and has not expired. */
  async function takeChallenge(id: string, purpose: Purpose) {
    const row = await db
      .selectFrom('webauthn_challenges')
      .selectAll()
      .where('id', '=', id)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await db.deleteFrom('webauthn_challenges').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return undefined; // someone else took it
    return row.expires_at > isoAt(now()) ? row : undefined;
  }

  /** The operator an enrollment link is for, while the link is unused and unexpired and they are enabled. */
  async function enrollmentFor(token: string) {
    const row = await db
      .selectFrom('enrollment_tokens')
      .innerJoin('operators', 'operators.id', 'enrollment_tokens.operator_id')
      .select([
        ...signInOperatorColumns,
        'enrollment_tokens.token_hash',
        'enrollment_tokens.expires_at',
        'enrollment_tokens.used_at',
      ])
      .where('enrollment_tokens.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    return row && !row.used_at && !row.disabled_at && row.expires_at > isoAt(now()) ? row : undefined;
  }

  return {
    /** The registration options for an enrollment link's operator (their passkeys excluded). */
    async enrollOptions(token: string) {
      const enrollment = await enrollmentFor(token);
      if (!enrollment) throw new Invalid(INVALID_LINK);
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
        excludeCredentials: existing.map((p) => ({ id: p.id, ...transportsOf(p.transports) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = await saveChallenge(options.challenge, 'enroll', enrollment.id);
      // Spread: the answer's schema (contracts/console.ts EnrollChallenge) passes the options on whole.
      return { challengeId, options: { ...options }, email: enrollment.email };
    },

    /** Registers the passkey and uses the link up (audited); the operator, to start a session for. */
    async enroll(
      input: { token: string; challengeId: string; response: unknown },
      client: Client,
      log: Log,
    ): Promise<ConsoleOperator> {
      const enrollment = await enrollmentFor(input.token);
      const challenge = await takeChallenge(input.challengeId, 'enroll');
      if (!enrollment || !challenge || challenge.operator_id !== enrollment.id)
        throw new Invalid(INVALID_LINK);
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (err) {
        log.info({ err: (err as Error).message }, 'passkey registration refused');
        throw new Invalid(NOT_REGISTERED);
      }
      if (!verification.verified) throw new Invalid(NOT_REGISTERED);
      const { credential } = verification.registrationInfo;
      const t = now();
      const actor = { id: enrollment.id, email: enrollment.email };
      await inTransaction(db, async (trx) => {
        // The link is used up in the same statement that checks it: two tabs cannot both enroll.
        const used = await trx
          .updateTable('enrollment_tokens')
          .set({ used_at: isoAt(t) })
          .where('token_hash', '=', enrollment.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new Invalid(INVALID_LINK);
        await trx
          .insertInto('passkeys')
          .values({
            id: credential.id,
            operator_id: enrollment.id,
            public_key: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ? JSON.stringify(credential.transports) : null,
            created_at: isoAt(t),
            last_used_at: isoAt(t),
          })
          .execute();
        await audit(trx, {
          actor,
          action: 'passkey.enrolled',
          target: enrollment.id,
          ipHash: client.ipHash,
          now: t,
        });
      });
      return { id: enrollment.id, email: enrollment.email, role: enrollment.role };
    },

    /** Options for a discoverable credential: the authenticator offers the passkey, no e-mail asked. */
    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      const challengeId = await saveChallenge(options.challenge, 'signin', null);
      return { challengeId, options: { ...options } };
    },

    /**
     * The operator whose passkey signed the challenge (its counter and last use recorded), or
     * Unauthorized, the refusal audited with why.
     */
    async signIn(
      input: { challengeId: string; response: unknown },
      client: Client,
    ): Promise<ConsoleOperator> {
      const failed = async (why: string, operator: { id: string; email: string } | null = null) => {
        await audit(db, {
          actor: operator,
          action: 'signin.failed',
          target: operator?.id ?? null,
          detail: { reason: why },
          ipHash: client.ipHash,
          now: now(),
        });
        return new Unauthorized(SIGN_IN_FAILED);
      };
      const response = input.response as AuthenticationResponseJSON;
      const challenge = await takeChallenge(input.challengeId, 'signin');
      if (!challenge) throw await failed('challenge unknown or expired');
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
                ...signInOperatorColumns,
              ])
              .where('passkeys.id', '=', response.id)
              .executeTakeFirst()
          : undefined;
      if (!passkey) throw await failed('unknown passkey');
      const operator = { id: passkey.id, email: passkey.email };
      if (passkey.disabled_at) throw await failed('operator disabled', operator);
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
            ...transportsOf(passkey.transports),
          },
          requireUserVerification: false,
        });
      } catch (err) {
        throw await failed(`verification error: ${(err as Error).message}`.slice(0, 200), operator);
      }
      if (!verification.verified) throw await failed('signature not verified', operator);
      await db
        .updateTable('passkeys')
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: isoAt(now()) })
        .where('id', '=', passkey.credentialId)
        .execute();
      return { id: passkey.id, email: passkey.email, role: passkey.role };
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
