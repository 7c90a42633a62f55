// Liveness (the process answers) and readiness (the database answers).
//
// With REDIS_URL, /readyz also says whether Redis answers, but stays 200 while it does not: the
// lead endpoints fail open without Redis, so taking servers out of the load balancer would turn
// leads away for nothing (docs/decisions/017-shared-rate-limits.md).
import type { FastifyInstance } from 'fastify';
import { ping, RETRY_AFTER_SECONDS } from '../db/database.ts';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const redis = app.redisState();
    const detail = redis === undefined ? {} : { redis };
    if (await ping(app.database.db)) return { status: 'ready', ...detail };
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.code(503).send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database unreachable.',
      ...detail,
    });
  });
}
