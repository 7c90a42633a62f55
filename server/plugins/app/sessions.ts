// Operator sessions for /api/admin/*: a random token in an HttpOnly, SameSite=Strict cookie, only
// its SHA-256 in the database. Idle timeout 30 min, absolute 12 h, a new token at every sign-in,
// sign-out deletes the row, disabling an operator deletes all of theirs. Every /api/admin/* route
// needs a live session (401) unless it is marked public; routes marked adminOnly answer 403 to an
// agent. /api/admin/* and /admin are never cached or indexed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken, newToken } from '../../console/operators.ts';
import type { Db } from '../../db/database.ts';
import type { OperatorRole } from '../../db/schema.ts';

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
  }
  interface FastifyContextConfig {
    /** /api/admin route reachable without a session (sign-in, enrollment). */
    adminPublic?: boolean;
    /** /api/admin route for admins only: 403 for agents. */
    adminOnly?: boolean;
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

  function isAdminPath(url: string): boolean {
    return url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');
  }
  function isConsolePath(url: string): boolean {
    return isAdminPath(url) || url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!isConsolePath(request.url)) return;
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });

  async function lookup(request: FastifyRequest): Promise<SessionOperator | 'expired' | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const tokenHash = hashToken(token);
    const row = await db
      .selectFrom('sessions')
      .innerJoin('operators', 'operators.id', 'sessions.operator_id')
      .select([
        'sessions.last_seen_at',
        'sessions.expires_at',
        'operators.id',
        'operators.email',
        'operators.role',
        'operators.disabled_at',
      ])
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
        .set({ last_seen_at: new Date(t).toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return { id: row.id, email: row.email, role: row.role, tokenHash };
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!isAdminPath(request.url)) return;
    const found = await lookup(request);
    if (found && found !== 'expired') request.operator = found;
    const config = request.routeOptions.config;
    if (config.adminPublic) return;
    if (!request.operator) {
      if (found === 'expired') reply.clearCookie(cookieName, cookieOptions);
      throw found === 'expired'
        ? app.httpErrors.createError(401, 'Your session has expired. Sign in again.', {
            reason: 'session-expired',
          })
        : app.httpErrors.createError(401, 'Sign in first.', { reason: 'no-session' });
    }
    if (config.adminOnly && request.operator.role !== 'admin') {
      throw app.httpErrors.forbidden('Admins only.');
    }
  });

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
            created_at: new Date(t).toISOString(),
            last_seen_at: new Date(t).toISOString(),
            expires_at: new Date(t + ABSOLUTE_TIMEOUT_MS).toISOString(),
          })
          .execute();
      });
      // No Max-Age: a browser session cookie; the server decides when the session ends.
      reply.setCookie(cookieName, token, cookieOptions);
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
    app.decorate(
      'sessions',
      registerSessions(app, { db: app.database.db, siteUrl: app.config.siteUrl, now: app.clock }),
    );
  },
  { name: 'sessions', dependencies: ['config', 'cookie', 'database', 'sensible'] },
);
