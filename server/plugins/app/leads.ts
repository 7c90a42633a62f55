// app.leads: the leads repository (lead + outbox row in one transaction, idempotency keys).
// Idempotency answers only matter while a client may still retry: they are pruned after a day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isoAt } from '../../clock.ts';
import { LeadsRepo } from '../../leads/leads-repo.ts';
import { contactHasher } from '../../privacy/contact-hash.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsRepo;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const leads = new LeadsRepo(app.database.db, {
      mailFrom: app.config.mailFrom,
      leadsTo: app.config.leadsTo,
      // Repeat visitors and the suppression list are matched inside the lead transaction.
      contactHash: contactHasher(app.config.cookieSecret),
      outbox: app.outbox,
      clock: app.clock,
      // Committed: every open console hears of it (issue 29).
      onCreated: (id, at) => app.leadFeed.publish({ type: 'lead.created', leadId: id, at, by: null }),
    });
    app.decorate('leads', leads);
    app.scheduler.every('prune-idempotency-keys', { everyMs: HOUR_MS }, (now) =>
      leads.pruneIdempotencyKeys(isoAt(now - DAY_MS)),
    );
    // After in-flight requests: writes still batched in a group commit reach the database.
    app.addHook('onClose', async () => leads.drain());
  },
  { name: 'leads', dependencies: ['config', 'database', 'outbox', 'scheduler', 'lead-feed'] },
);
