// The validated configuration (server/config.ts) as `app.config`, first of all plugins.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app.ts';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp(
  async (app: FastifyInstance, opts: AppOptions) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
