// app.rateLimit(): routes opt in (the lead endpoints share one limiter); nothing is limited globally.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
