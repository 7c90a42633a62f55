// Operators of the console: invitations (one-time enrollment links, 24 h, mailed through the
// outbox), listing and disabling. Shared by `npm run operators` and the admin API.
import { createHash, randomBytes, randomUUIDv7 } from 'node:crypto';
import { OPERATOR_ROLES } from '../../contracts/console.ts';
import { type Db, inTransaction } from '../db/database.ts';
import type { OperatorRole, OperatorsTable } from '../db/schema.ts';
import { renderOperatorEnrollment } from '../mail/operator-enrollment.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { type AuditBy, audit } from '../shared/audit.ts';
import { isoAt } from '../shared/clock.ts';
import { normalizeEmail } from '../shared/contact-hash.ts';
import { Conflict, Invalid, NotFound } from '../shared/errors.ts';

export const ENROLLMENT_TTL_MS = 24 * 3_600_000;
export const ROLES: readonly OperatorRole[] = OPERATOR_ROLES;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The operator behind a session, an enrollment link or a passkey: who they are, and whether they
 * may still sign in (disabled_at).
 */
export const signInOperatorColumns = [
  'operators.id',
  'operators.email',
  'operators.role',
  'operators.disabled_at',
] as const;

export type Operator = Pick<OperatorsTable, 'id' | 'email' | 'role' | 'created_at' | 'disabled_at'>;

// Each change below runs in the caller's transaction when given one (inTransaction); given `by`
// (who makes it, from the console), it writes its audit row in that transaction too: an error
// leaves neither. Refusals are domain errors (shared/errors.ts), for the CLI and the API alike.

type MailOptions = { siteUrl: string; outbox: Outbox; now: number };

/**
 * A fresh one-time enrollment link for an operator (earlier unused links stop working) and its
 * e-mail in the outbox, in one transaction. Returns the link.
 */
export async function issueEnrollment(
  db: Db,
  operator: Pick<Operator, 'id' | 'email'>,
  opts: { siteUrl: string; outbox: Outbox; now: number },
): Promise<{ link: string; expiresAt: string }> {
  const token = newToken();
  const at = isoAt(opts.now);
  const expiresAt = isoAt(opts.now + ENROLLMENT_TTL_MS);
  // The token travels in the fragment: never sent to the server with the page, never in a Referer.
  const link = `${opts.siteUrl}/admin/enroll#token=${token}`;
  const outboxId = randomUUIDv7();
  const mail = renderOperatorEnrollment(operator.email, link);
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('enrollment_tokens')
      .where('operator_id', '=', operator.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('enrollment_tokens')
      .values({
        token_hash: hashToken(token),
        operator_id: operator.id,
        created_at: at,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    await opts.outbox.enqueue(
      trx,
      {
        kind: 'mail',
        purpose: 'operator-enrollment',
        id: outboxId,
        payload: { to: operator.email, ...mail },
      },
      { at },
    );
  });
  return { link, expiresAt };
}

export async function inviteOperator(
  db: Db,
  input: { email: string; role: OperatorRole },
  opts: MailOptions & { by?: AuditBy },
): Promise<{ operator: Operator; link: string; expiresAt: string }> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new Invalid(`Not an e-mail address: ${input.email}`);
  }
  if (!ROLES.includes(input.role)) throw new Invalid(`Role must be admin, agent or editor.`);
  const existing = await db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
  if (existing) throw new Conflict(`An operator with the e-mail ${email} already exists.`);
  const operator: Operator = {
    id: randomUUIDv7(),
    email,
    role: input.role,
    created_at: isoAt(opts.now),
    disabled_at: null,
  };
  return inTransaction(db, async (trx) => {
    await trx.insertInto('operators').values(operator).execute();
    const { link, expiresAt } = await issueEnrollment(trx, operator, opts);
    if (opts.by) {
      await audit(trx, {
        ...opts.by,
        action: 'operator.invited',
        target: operator.id,
        detail: { email: operator.email, role: operator.role },
        now: opts.now,
      });
    }
    return { operator, link, expiresAt };
  });
}

/** A new enrollment link for an enabled operator (recovery, another passkey), mailed and audited. */
export async function reissueEnrollment(
  db: Db,
  id: string,
  opts: MailOptions & { by: AuditBy },
): Promise<{ link: string; expiresAt: string }> {
  return inTransaction(db, async (trx) => {
    const op = await trx
      .selectFrom('operators')
      .select(['id', 'email', 'disabled_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!op) throw new NotFound('No such operator.');
    if (op.disabled_at) throw new Conflict('This operator is disabled.');
    const sent = await issueEnrollment(trx, op, opts);
    await audit(trx, {
      ...opts.by,
      action: 'operator.enrollment_sent',
      target: op.id,
      detail: { email: op.email },
      now: opts.now,
    });
    return sent;
  });
}

const operatorColumns = [
  'operators.id',
  'operators.email',
  'operators.role',
  'operators.created_at',
  'operators.disabled_at',
] as const;

export async function listOperators(db: Db): Promise<(Operator & { passkeys: number })[]> {
  const rows = await db
    .selectFrom('operators')
    .leftJoin('passkeys', 'passkeys.operator_id', 'operators.id')
    .select(operatorColumns)
    .select((eb) => eb.fn.count<number | string>('passkeys.id').as('passkeys'))
    .groupBy(operatorColumns)
    .orderBy('operators.email')
    .execute();
  return rows.map((r) => ({ ...r, passkeys: Number(r.passkeys) }));
}

/**
 * Disables an operator and ends every session of theirs in the same transaction (audited when `by`
 * is given). No operator disables themselves.
 */
export async function disableOperator(db: Db, id: string, now: number, by?: AuditBy): Promise<void> {
  if (by?.actor?.id === id) throw new Conflict('You cannot disable yourself.');
  await inTransaction(db, async (trx) => {
    const op = await trx
      .selectFrom('operators')
      .select(['id', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!op) throw new NotFound('No such operator.');
    await trx
      .updateTable('operators')
      .set({ disabled_at: isoAt(now) })
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('operator_id', '=', id).execute();
    await trx.deleteFrom('enrollment_tokens').where('operator_id', '=', id).execute();
    if (by) {
      await audit(trx, {
        ...by,
        action: 'operator.disabled',
        target: op.id,
        detail: { email: op.email },
        now,
      });
    }
  });
}

export async function findOperatorByEmail(db: Db, email: string): Promise<Operator | undefined> {
  return db
    .selectFrom('operators')
    .select(operatorColumns)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}
