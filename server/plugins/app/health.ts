// app.health: whether this server can do its work, for /readyz (routes/health.ts): the database
// answers a query, and with REDIS_URL, whether Redis is up (said, never a reason to be unready:
// docs/decisions/017-shared-rate-limits.md).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ping, RETRY_AFTER_SECONDS } from '../../db/database.ts';
import type { RedisState } from '../external/rate-limit.ts';

export type Readiness = { database: boolean; redis: RedisState | undefined };

export type Health = {
  ready(): Promise<Readiness>;
  /** Seconds a client is asked to wait (Retry-After) while the database does not answer. */
  retryAfterSeconds: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('health', {
      ready: async () => ({ database: await ping(app.database.db), redis: app.redisState() }),
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    } satisfies Health);
  },
  { name: 'health', dependencies: ['database', 'rate-limit'] },
);
