// app.worker: the outbox worker in process (WORKER=true, the default), or undefined when a
// standalone `npm run worker` sends the mail. Started when the app is ready, stopped on close
// before the leads repository and the database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxWorker } from '../../mail/outbox-worker.ts';
import { createMailTransport } from '../../mail/transport.ts';
import { createWebhookTransport } from '../../webhooks/webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    worker: OutboxWorker | undefined;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    let worker: OutboxWorker | undefined;
    if (config.worker) {
      const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
      worker = new OutboxWorker({
        db: app.database.db,
        dialect: app.database.dialect,
        transport,
        webhookTransport: createWebhookTransport(config.webhooks.secret),
        from: config.mailFrom,
        log: app.log.child({ component: 'outbox' }),
        ...config.outbox,
      });
      app.log.info({ mail: transport.describe }, 'outbox worker in process');
    }
    app.decorate('worker', worker);
    app.addHook('onReady', async () => worker?.start());
    app.addHook('onClose', async () => worker?.stop());
  },
  { name: 'outbox-worker', dependencies: ['config', 'database', 'leads'] },
);
