// app.digest: the daily operator digest (DIGEST_TO) of yesterday's leads, queued through the
// outbox once per day across servers (server/digest/digest.ts). Undefined when DIGEST_TO is unset.
import { DigestJob } from '../../digest/digest.ts';
import { backgroundJob } from '../background-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    digest: DigestJob | undefined;
  }
}

export default backgroundJob(
  { decorator: 'digest', name: 'digest', dependencies: ['config', 'database'], stopOn: 'preClose' },
  (app) =>
    app.config.digestTo
      ? new DigestJob({
          db: app.database.db,
          to: app.config.digestTo,
          from: app.config.mailFrom,
          log: app.log.child({ component: 'digest' }),
          nudge: () => app.worker?.nudge(),
        })
      : undefined,
);
