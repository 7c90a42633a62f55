// app.worker: the outbox worker in process (WORKER=true, the default), or undefined when a
// standalone `npm run worker` sends the mail. Started when the app is ready, stopped on close
// before the leads repository and the database.
import { OutboxWorker } from '../../mail/outbox-worker.ts';
import { createMailTransport } from '../../mail/transport.ts';
import { createWebhookTransport } from '../../webhooks/webhooks.ts';
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
    dependencies: ['config', 'database', 'leads'],
    stopOn: 'onClose',
  },
  (app) => {
    const { config } = app;
    if (!config.worker) return undefined;
    const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
    const worker = new OutboxWorker({
      db: app.database.db,
      dialect: app.database.dialect,
      transport,
      webhookTransport: createWebhookTransport(config.webhooks.secret),
      from: config.mailFrom,
      log: app.log.child({ component: 'outbox' }),
      ...config.outbox,
    });
    app.log.info({ mail: transport.describe }, 'outbox worker in process');
    return worker;
  },
);
