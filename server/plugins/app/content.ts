// app.content: the editors' documents and publishing (server/content/, decision 089). At start it
// seeds a fresh install from content/ and serves the live publish (the build itself as a release
// while nothing is published); the scheduler takes scheduled publishes live when they are due
// (looking every CONTENT_DUE_MS on the app's clock), and a timer keeps this server on the live
// publish of any server (every CONTENT_SYNC_MS).
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeNginxStaticConf } from '../../../scripts/nginx-static.ts';
import { ContentService } from '../../content/content-service.ts';

/** How often a server checks for a publish that went live on another server (real time). */
export const CONTENT_SYNC_MS = 2_000;
/** How often the scheduler looks for a scheduled publish that is due (on the app's clock). */
export const CONTENT_DUE_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const content = new ContentService({
      db: app.database.db,
      // BUILD_DIR is the client build (build/client); its server bundle is beside it.
      clientDir: app.config.buildDir,
      serverBuildFile: join(dirname(app.config.buildDir), 'server', 'index.js'),
      siteDir: join(app.config.dataDir, 'site'),
      serve: (clientDir) => app.staticSite.serve(clientDir),
      clock: app.clock,
      log: app.log.child({ component: 'content' }),
      // Each release carries nginx's include (deploy/nginx/homewire.conf includes the current one).
      writeNginxInclude: (clientDir, servedFrom) => writeNginxStaticConf(clientDir, servedFrom),
    });
    app.decorate('content', content);
    // The sync is a timer of its own rather than a scheduler job: a 2 s job would wake the scheduler
    // every 2 s, and with it every job a test's moved clock has made due.
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await content.start();
      timer = setInterval(() => {
        content.sync().catch((err: unknown) => app.log.error({ err }, 'content sync failed'));
      }, CONTENT_SYNC_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
    app.scheduler.every('content', { everyMs: CONTENT_DUE_MS }, () => content.tick());
  },
  { name: 'content', dependencies: ['config', 'database', 'scheduler', 'static'] },
);
