// Cookie parsing and setting; cookies marked `signed` (the CSRF secret) are signed with COOKIE_SECRET.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie, { secret: app.config.cookieSecret });
  },
  { name: 'cookie', dependencies: ['config'] },
);
