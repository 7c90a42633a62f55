// app.leadService: the lead's home for what operators do with it (server/leads/lead-service.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LeadService } from '../../leads/lead-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leadService: LeadService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'leadService',
      new LeadService({
        db: app.database.db,
        outbox: app.outbox,
        clock: app.clock,
        nudge: () => app.worker?.nudge(),
        feed: app.leadFeed,
        firstContactTargetMin: app.config.firstContactTargetMin,
      }),
    );
  },
  { name: 'lead-service', dependencies: ['config', 'database', 'outbox', 'lead-feed'] },
);
