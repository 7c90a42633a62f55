// Operator sessions of the console: a random token in an HttpOnly, SameSite=Strict cookie, only
// its SHA-256 in the database. Idle timeout 30 min, absolute 12 h, a new token at every sign-in,
// sign-out deletes the row, disabling an operator deletes all of theirs. Who may call which console
// route is decided in routes/api/admin/autohooks.ts, by the scope a route is registered in and the
// access it declares; this module only says who the cookie belongs to. app.signIn is the passkey
// ceremonies that start a session (server/console/sign-in.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsoleAccess } from '../../../contracts/console.ts';
import { hashToken, newToken, signInOperatorColumns } from '../../console/operators.ts';
import { createSignIn, pruneChallenges, type SignIn } from '../../console/sign-in.ts';
import type { Db } from '../../db/database.ts';
import type { OperatorRole } from '../../db/schema.ts';
import { isoAt } from '../../shared/clock.ts';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 3_600_000;
/** last_seen_at is written at most this often per session (one write per request is wasteful). */
const TOUCH_EVERY_MS = 60_000;

export type SessionOperator = { id: string; email: string; role: OperatorRole; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    operator: SessionOperator | null;
  }
  interface FastifyInstance {
    /** Operator sessions of the console (start at sign-in, end at sign-out). */
    sessions: Sessions;
    /** Passkey enrollment and sign-in (server/console/sign-in.ts). */
    signIn: SignIn;
  }
  interface FastifyContextConfig {
    /** Who may call a console route (routes/api/admin/autohooks.ts); every console route says. */
    access?: ConsoleAccess;
  }
}

export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith('https:') ? '__Host-admin_session' : 'admin_session';
}

export type Sessions = {
  cookieName: string;
  /** Creates a session, sets its cookie; ends the session the request came with, if any. */
  start(request: FastifyRequest, reply: FastifyReply, operatorId: string): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The operator the request's cookie belongs to; 'expired' (cookie cleared) for a dead session. */
  identify(request: FastifyRequest, reply: FastifyReply): Promise<SessionOperator | 'expired' | null>;
  /**
   * Whether the session is still alive and its operator enabled, read only: asking does not count
   * as activity (an open live stream does not keep its session alive).
   */
  isLive(tokenHash: string): Promise<boolean>;
};

export function registerSessions(
  app: FastifyInstance,
  opts: { db: Db; siteUrl: string; now: () => number },
): Sessions {
  const { db, now } = opts;
  const secure = opts.siteUrl.startsWith('https:');
  const cookieName = sessionCookieName(opts.siteUrl);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure };
  app.decorateRequest('operator', null);

  // The console's page shell (served by the static plugin for every /admin path) is never cached
  // or indexed. A caching header, not an access decision: the shell holds no data.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url;
    if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?')) {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
    }
    done();
  });

  async function lookup(request: FastifyRequest): Promise<SessionOperator | 'expired' | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const tokenHash = hashToken(token);
    const row = await db
      .selectFrom('sessions')
      .innerJoin('operators', 'operators.id', 'sessions.operator_id')
      .select([...signInOperatorColumns, 'sessions.last_seen_at', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return 'expired';
    const t = now();
    const lastSeen = Date.parse(row.last_seen_at);
    if (row.disabled_at || t >= Date.parse(row.expires_at) || t - lastSeen >= IDLE_TIMEOUT_MS) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      return 'expired';
    }
    if (t - lastSeen >= TOUCH_EVERY_MS) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: isoAt(t) })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return { id: row.id, email: row.email, role: row.role, tokenHash };
  }

  return {
    cookieName,
    async start(request, reply, operatorId) {
      const old = request.cookies[cookieName];
      const token = newToken();
      const t = now();
      await db.transaction().execute(async (trx) => {
        if (old) await trx.deleteFrom('sessions').where('token_hash', '=', hashToken(old)).execute();
        await trx
          .insertInto('sessions')
          .values({
            token_hash: hashToken(token),
            operator_id: operatorId,
            created_at: isoAt(t),
            last_seen_at: isoAt(t),
            expires_at: isoAt(t + ABSOLUTE_TIMEOUT_MS),
          })
          .execute();
      });
      // No Max-Age: a browser session cookie; the server decides when the session ends.
      reply.setCookie(cookieName, token, cookieOptions);
    },
    async identify(request, reply) {
      const found = await lookup(request);
      if (found === 'expired') reply.clearCookie(cookieName, cookieOptions);
      return found;
    },
    async isLive(tokenHash) {
      const t = now();
      const row = await db
        .selectFrom('sessions')
        .innerJoin('operators', 'operators.id', 'sessions.operator_id')
        .select(['sessions.expires_at', 'sessions.last_seen_at', 'operators.disabled_at'])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return (
        !!row &&
        !row.disabled_at &&
        row.expires_at > isoAt(t) &&
        row.last_seen_at > isoAt(t - IDLE_TIMEOUT_MS)
      );
    },
    async end(request, reply) {
      const token = request.cookies[cookieName];
      if (token) await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}

export default fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    app.decorate('sessions', registerSessions(app, { db, siteUrl: app.config.siteUrl, now: app.clock }));
    app.decorate('signIn', createSignIn({ db, siteUrl: app.config.siteUrl, now: app.clock }));
    // Dead sessions (past their absolute or idle limit) and unused sign-in challenges are deleted
    // hourly; a dead session is refused on sight anyway, this only keeps the tables small.
    app.scheduler.every('prune-console-auth', { everyMs: 3_600_000 }, async (now) => {
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', isoAt(now)), eb('last_seen_at', '<=', isoAt(now - IDLE_TIMEOUT_MS))]),
        )
        .execute();
      await pruneChallenges(db, now);
    });
  },
  { name: 'sessions', dependencies: ['config', 'cookie', 'database', 'scheduler'] },
);
