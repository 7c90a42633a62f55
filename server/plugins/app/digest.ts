// The daily operator digest (DIGEST_TO) of yesterday's leads, queued through the outbox once per
// day across servers (server/digest/digest.ts): the scheduler checks hourly, and soon after start,
// that yesterday's is queued. Nothing runs when DIGEST_TO is unset.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DigestJob } from '../../digest/digest.ts';

export default fp(
  async (app: FastifyInstance) => {
    const to = app.config.digestTo;
    if (!to) return;
    const digest = new DigestJob({
      db: app.database.db,
      to,
      outbox: app.outbox,
      log: app.log.child({ component: 'digest' }),
    });
    app.scheduler.every('digest', { everyMs: 3_600_000, firstAfterMs: 60_000 }, (now) =>
      digest.runOnce(new Date(now)),
    );
  },
  { name: 'digest', dependencies: ['config', 'database', 'outbox', 'scheduler'] },
);
