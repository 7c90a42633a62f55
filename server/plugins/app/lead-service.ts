// The lead's home (server/leads/, decision 036), split by what callers need:
//   app.leads      what changes a lead (leads/lead-commands.ts): creation from the public forms
//                  (lead + outbox rows + idempotency key in one group-committed transaction),
//                  status, assignment, notes, the privacy flags and erasure;
//   app.leadViews  what reads leads (leads/lead-views.ts): the inbox and its queues, the assignees,
//                  a lead's page and the audited export.
// Idempotency answers only matter while a client may still retry: they are pruned after a day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLeadCommands, type LeadCommands } from '../../leads/lead-commands.ts';
import { LeadViews } from '../../leads/lead-views.ts';
import { isoAt } from '../../shared/clock.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadCommands;
    leadViews: LeadViews;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const leads = createLeadCommands(app.config, {
      db,
      outbox: app.outbox,
      clock: app.clock,
      feed: app.leadFeed,
      afterErasure: () => app.database.scrub.request(),
    });
    app.decorate('leads', leads);
    app.decorate(
      'leadViews',
      new LeadViews({ db, clock: app.clock, firstContactTargetMin: app.config.firstContactTargetMin }),
    );
    app.scheduler.every('prune-idempotency-keys', { everyMs: HOUR_MS }, (now) =>
      leads.pruneIdempotencyKeys(isoAt(now - DAY_MS)),
    );
    // After in-flight requests: writes still batched in a group commit reach the database.
    app.addHook('onClose', async () => leads.drain());
  },
  { name: 'lead-service', dependencies: ['config', 'database', 'outbox', 'scheduler', 'lead-feed'] },
);
