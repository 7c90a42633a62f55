// app.privacy: the privacy requests (request, confirmation, suppression; the changes to leads go
// through app.leads) and the daily retention run (LEAD_RETENTION_DAYS) on the scheduler. At start, every consent wording of content/consent.ts
// is stored once with its SHA-256 (the server refuses to start if a published one was edited).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteContactsRef, siteContactsSeed } from '../../../content/site-contacts.ts';
import { ensureConsentTexts, PrivacyService } from '../../privacy/privacy-service.ts';
import { contactHasher } from '../../shared/contact-hash.ts';

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await ensureConsentTexts(app.database.db, app.clock);
    const privacy = new PrivacyService({
      db: app.database.db,
      contactHash: contactHasher(config.cookieSecret),
      siteUrl: config.siteUrl,
      outbox: app.outbox,
      leads: app.leads,
      now: app.clock,
      afterErasure: () => app.database.scrub.request(),
      contactEmail: (language) =>
        app.content.shown(siteContactsRef(language), () => siteContactsSeed[language]).email,
    });
    app.decorate('privacy', privacy);
    // Daily, and a minute after start: personal fields of leads older than LEAD_RETENTION_DAYS
    // are erased as a deletion request would.
    const log = app.log.child({ component: 'retention' });
    const days = config.leadRetentionDays;
    app.scheduler.every('retention', { everyMs: 86_400_000, firstAfterMs: 60_000 }, async (now) => {
      const erased = await privacy.applyRetention(days, new Date(now));
      log.info({ ...erased, days }, 'retention: personal fields erased');
    });
  },
  { name: 'privacy', dependencies: ['config', 'database', 'outbox', 'lead-service', 'scheduler', 'content'] },
);
