// reply.notFound(), app.httpErrors and friends; app.ts's error handler shapes every error body as
// { statusCode, error, message }.
import sensible from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(sensible);
  },
  { name: 'sensible' },
);
