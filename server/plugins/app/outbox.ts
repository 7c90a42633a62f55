// app.outbox: the one way into the outbox (server/outbox/outbox.ts). Every change that sends mail
// or a webhook event enqueues it through this, inside the change's transaction.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Outbox } from '../../outbox/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('outbox', new Outbox({ mailFrom: app.config.mailFrom, webhooks: app.config.webhooks }));
  },
  { name: 'outbox', dependencies: ['config'] },
);
