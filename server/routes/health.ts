// Liveness (the process answers) and readiness (the database answers).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../db/database.ts';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/healthz',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  api.get(
    '/readyz',
    { schema: { response: { 200: z.object({ status: z.literal('ready') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await ping(app.database.db)) return { status: 'ready' as const };
      return reply.serviceUnavailable('Database unreachable.');
    },
  );
}
