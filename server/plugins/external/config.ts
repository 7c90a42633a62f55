// The validated configuration (server/shared/config.ts) as `app.config`, first of all plugins.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';

/** What the app is built with: the parsed configuration and the one clock. */
export type AppOptions = { config: Config; now: Clock };

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
