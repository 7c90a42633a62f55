// Liveness (the process answers) and readiness (the database answers: app.health).
//
// With REDIS_URL, /readyz also says whether Redis answers, but stays 200 while it does not: the
// lead endpoints fail open without Redis, so taking servers out of the load balancer would turn
// leads away for nothing (docs/decisions/017-shared-rate-limits.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Live, Ready } from '../../contracts/api.ts';
import { Unavailable } from '../shared/errors.ts';

export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/healthz', { schema: { response: { 200: Live } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  app.get('/readyz', { schema: { response: { 200: Ready } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { database, redis } = await app.health.ready();
    if (!database) throw new Unavailable('Database unreachable.', app.health.retryAfterSeconds);
    return { status: 'ready' as const, ...(redis === undefined ? {} : { redis }) };
  });
}
