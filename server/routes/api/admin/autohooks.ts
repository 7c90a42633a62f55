// The console's trust boundary (docs/decisions/034-console-access-by-scope.md). @fastify/autoload
// registers this folder's route modules inside one encapsulated plugin with these hooks, the shape
// of fastify/demo's routes/api/autohooks.ts, so they run for every console route and for nothing
// else, however the client spelled the path: access follows the route the router matched, never the
// URL string.
// - Every route declares who may call it in `config.access` (contracts/console.ts CONSOLE_ACCESS):
//   'admin', 'operator' (agent or admin), 'editor' (editor or admin: the site's content),
//   'signed-in' (any operator: who am I) or 'sign-in' (the public passkey endpoints). A route
//   registered here without one stops the server at start-up.
// - onRequest, before the body is read or validated: the session cookie is identified; no session
//   is a 401, a role the access does not let in a 403. A refused state-changing request is logged (and
//   audited when an operator was identified).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSOLE_ACCESS,
  type ConsoleAccess,
  OPERATOR_ROLES,
  type OperatorRole,
} from '../../../../contracts/console.ts';
import { audit } from '../../../shared/audit.ts';
import { Forbidden, Unauthorized } from '../../../shared/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The roles each access lets in: the leads are the agents' and admins', the site's content the
 * editors' and admins' (an editor sees no lead, an agent edits no page), the rest the admins'.
 */
export const ACCESS_ROLES: Record<Exclude<ConsoleAccess, 'sign-in'>, readonly OperatorRole[]> = {
  admin: ['admin'],
  operator: ['admin', 'agent'],
  editor: ['admin', 'editor'],
  'signed-in': OPERATOR_ROLES,
};
const REFUSALS: Record<Exclude<ConsoleAccess, 'sign-in'>, string> = {
  admin: 'Admins only.',
  operator: 'Agents and admins only.',
  editor: 'Editors and admins only.',
  'signed-in': 'Sign in first.',
};

export function declaredAccess(config: unknown): ConsoleAccess | undefined {
  const access = (config as { access?: unknown } | undefined)?.access;
  return CONSOLE_ACCESS.includes(access as ConsoleAccess) ? (access as ConsoleAccess) : undefined;
}

export default async function consoleScope(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!declaredAccess(route.config)) {
      throw new Error(
        `Console route ${String(route.method)} ${route.url} declares no access: give it config.access (${CONSOLE_ACCESS.join(' | ')}).`,
      );
    }
  });

  async function refuse(request: FastifyRequest, status: 401 | 403, reason: string) {
    if (!SAFE_METHODS.has(request.method)) {
      const route = `${request.method} ${request.routeOptions.url}`;
      request.log.warn({ route, status, reason }, 'console request refused');
      if (request.operator) {
        await audit(app.database.db, {
          actor: { id: request.operator.id, email: request.operator.email },
          action: 'access.refused',
          target: null,
          detail: { route, status },
          ipHash: app.hashIp(request.ip ?? ''),
          now: app.clock(),
        });
      }
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    const access = declaredAccess(request.routeOptions.config);
    const found = await app.sessions.identify(request, reply);
    if (found && found !== 'expired') request.operator = found;
    if (access === 'sign-in') return;
    if (!request.operator) {
      await refuse(request, 401, found === 'expired' ? 'session-expired' : 'no-session');
      throw found === 'expired'
        ? new Unauthorized('Your session has expired. Sign in again.', { reason: 'session-expired' })
        : new Unauthorized('Sign in first.', { reason: 'no-session' });
    }
    if (!ACCESS_ROLES[access ?? 'admin'].includes(request.operator.role)) {
      await refuse(request, 403, `${access} only`);
      throw new Forbidden(REFUSALS[access ?? 'admin']);
    }
  });
}
