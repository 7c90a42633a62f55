// app.outbox: the one outbox of the app (server/outbox/outbox.ts). Every change that sends mail or
// a webhook event enqueues it through this, inside the change's transaction; erasure clears
// messages through it too. Modules that queue mail are handed this instance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutbox } from '../../outbox/index.ts';
import type { Outbox } from '../../outbox/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('outbox', createOutbox(app.config));
  },
  { name: 'outbox', dependencies: ['config'] },
);
