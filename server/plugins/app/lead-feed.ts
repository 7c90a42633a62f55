// app.leadFeed: the lead feed (server/live/feed.ts, decision 070). Across servers through
// PostgreSQL LISTEN/NOTIFY when DATABASE_URL is PostgreSQL, else Redis pub/sub when REDIS_URL is
// set, else this process only. Streams get a heartbeat from the scheduler and are ended before the
// server waits for in-flight requests, so a shutdown never hangs on an open console.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HEARTBEAT_MS, LeadFeed, postgresTransport, redisTransport } from '../../live/feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leadFeed: LeadFeed;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'lead-feed' });
    const feed = new LeadFeed(log);
    const { databaseUrl, redisUrl } = app.config;
    if (databaseUrl) {
      feed.use(postgresTransport({ url: databaseUrl, db: app.database.db, feed, log }));
    } else if (redisUrl) {
      feed.use(redisTransport({ url: redisUrl, feed, log }));
    }
    app.decorate('leadFeed', feed);
    app.scheduler.every('lead-feed-heartbeat', { everyMs: HEARTBEAT_MS }, async () => feed.beat());
    app.addHook('preClose', async () => feed.endStreams());
    app.addHook('onClose', async () => feed.close());
  },
  { name: 'lead-feed', dependencies: ['config', 'database', 'scheduler'] },
);
