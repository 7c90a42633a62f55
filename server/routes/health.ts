// Liveness (the process answers) and readiness (the database answers).
import type { FastifyInstance } from 'fastify';
import { type Db, ping, RETRY_AFTER_SECONDS } from '../db/database.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await ping(db)) return { status: 'ready' };
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply
      .code(503)
      .send({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable.' });
  });
}
