// app.content: the editors' documents and publishing (server/content/, decision 089). At start it
// seeds a fresh install from content/ and serves the live publish (the build itself as a release
// while nothing is published); the scheduler takes scheduled
// publishes live when they are due and keeps this server on the live publish of any server
// (every CONTENT_SYNC_MS).
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeNginxStaticConf } from '../../../scripts/nginx-static.ts';
import { ContentService } from '../../content/content-service.ts';

/** How often a server checks for a publish that is due or went live on another server. */
export const CONTENT_SYNC_MS = 2_000;

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
    app.addHook('onReady', async () => content.start());
    app.scheduler.every('content', { everyMs: CONTENT_SYNC_MS }, () => content.tick());
  },
  { name: 'content', dependencies: ['config', 'database', 'scheduler', 'static'] },
);
