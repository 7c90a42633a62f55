// Liveness (the process answers) and readiness (the database answers).
import type { FastifyInstance } from 'fastify';
import { ping } from '../db/database.ts';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await ping(app.database.db)) return { status: 'ready' };
    return reply.serviceUnavailable('Database unreachable.');
  });
}
