// app.digest: the daily operator digest (DIGEST_TO) of yesterday's leads, queued through the
// outbox once per day across servers (server/digest/digest.ts). Undefined when DIGEST_TO is unset.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DigestJob } from '../../digest/digest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    digest: DigestJob | undefined;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const to = config.digestTo;
    const job = to
      ? new DigestJob({
          db: app.database.db,
          to,
          from: config.mailFrom,
          log: app.log.child({ component: 'digest' }),
          nudge: () => app.worker?.nudge(),
        })
      : undefined;
    app.decorate('digest', job);
    app.addHook('onReady', async () => job?.start());
    app.addHook('preClose', async () => job?.stop());
  },
  { name: 'digest', dependencies: ['config', 'database'] },
);
