// app.worker: the outbox worker in process (WORKER=true, the default), or undefined when a
// standalone `npm run worker` sends the mail. Started when the app is ready, stopped on close
// before the lead service drains its writes and the database closes. Its lanes (mail, webhook) run apart
// (server/outbox/worker.ts), on the app's clock. Every commit that queued messages through
// app.outbox wakes the lane they are for (decision 082).
import { createOutboxWorker } from '../../outbox/index.ts';
import type { OutboxWorker } from '../../outbox/worker.ts';
import { backgroundJob } from '../background-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    worker: OutboxWorker | undefined;
  }
}

export default backgroundJob(
  {
    decorator: 'worker',
    name: 'outbox-worker',
    dependencies: ['config', 'database', 'outbox', 'lead-service'],
    stopOn: 'onClose',
  },
  (app) => {
    const { config } = app;
    if (!config.worker) return undefined;
    const { worker, describe } = createOutboxWorker(config, {
      db: app.database.db,
      dialect: app.database.dialect,
      log: app.log.child({ component: 'outbox' }),
      now: app.clock,
    });
    app.outbox.onCommitted((lane) => worker.nudge(lane));
    app.log.info({ mail: describe }, 'outbox worker in process');
    return worker;
  },
);
