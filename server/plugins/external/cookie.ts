// Cookie parsing and setting (the CSRF cookie pair).
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
  },
  { name: 'cookie' },
);
