// app.leadService: the lead's home (server/leads/lead-service.ts, decision 036): creation from the
// public forms (lead + outbox rows + idempotency key in one group-committed transaction), what
// operators do with a lead, the privacy flags and erasure. Idempotency answers only matter while a
// client may still retry: they are pruned after a day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLeadService, type LeadService } from '../../leads/lead-service.ts';
import { isoAt } from '../../shared/clock.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    leadService: LeadService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const leads = createLeadService(app.config, {
      db: app.database.db,
      outbox: app.outbox,
      clock: app.clock,
      feed: app.leadFeed,
      afterErasure: () => app.database.scrub.request(),
    });
    app.decorate('leadService', leads);
    app.scheduler.every('prune-idempotency-keys', { everyMs: HOUR_MS }, (now) =>
      leads.pruneIdempotencyKeys(isoAt(now - DAY_MS)),
    );
    // After in-flight requests: writes still batched in a group commit reach the database.
    app.addHook('onClose', async () => leads.drain());
  },
  { name: 'lead-service', dependencies: ['config', 'database', 'outbox', 'scheduler', 'lead-feed'] },
);
