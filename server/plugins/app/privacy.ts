// app.privacy: privacy choices carried out (requests, confirmation, suppression, erasure) and the
// daily retention job (LEAD_RETENTION_DAYS). At start, every consent wording of content/consent.ts
// is stored once with its SHA-256 (the server refuses to start if a published one was edited).
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contactHasher } from '../../privacy/contact-hash.ts';
import { ensureConsentTexts, PrivacyService } from '../../privacy/privacy-service.ts';
import { RetentionJob } from '../../privacy/retention-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await ensureConsentTexts(app.database.db);
    const privacy = new PrivacyService({
      db: app.database.db,
      contactHash: contactHasher(config.cookieSecret),
      mailFrom: config.mailFrom,
      siteUrl: config.siteUrl,
      mailDir: config.smtpUrl ? undefined : join(config.dataDir, 'mail'),
      outbox: app.outbox,
      // Still real time (console tests rely on it): moving it onto app.clock is issue 25's item 6.
    });
    app.decorate('privacy', privacy);
    const retention = new RetentionJob({
      privacy,
      days: config.leadRetentionDays,
      log: app.log.child({ component: 'retention' }),
    });
    app.addHook('onReady', async () => retention.start());
    app.addHook('preClose', async () => retention.stop());
  },
  { name: 'privacy', dependencies: ['config', 'database', 'outbox'] },
);
