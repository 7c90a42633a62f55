// app.leads: the leads repository (lead + outbox row in one transaction, idempotency keys).
// Idempotency answers only matter while a client may still retry: they are pruned after a day.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LeadsRepo } from '../../db/leads-repo.ts';
import { contactHasher } from '../../privacy/contact-hash.ts';

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
    });
    app.decorate('leads', leads);
    let pruner: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      pruner = setInterval(() => {
        leads
          .pruneIdempotencyKeys(new Date(Date.now() - 86_400_000).toISOString())
          .catch((err) => app.log.warn({ err }, 'pruning idempotency keys failed'));
      }, 3_600_000);
      pruner.unref();
    });
    app.addHook('preClose', async () => clearInterval(pruner));
    // After in-flight requests: writes still batched in a group commit reach the database.
    app.addHook('onClose', async () => leads.drain());
  },
  { name: 'leads', dependencies: ['config', 'database', 'outbox'] },
);
