// app.database: the Kysely handle on SQLite or PostgreSQL (server/db), closed last on shutdown
// (onClose hooks run in reverse order, so the leads and worker plugins finish first).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { dataDir, databaseUrl, sqliteSynchronous } = app.config;
    const database = await openDatabase({
      dataDir,
      databaseUrl,
      sqliteSynchronous,
      onIdleError: (err) => app.log.warn({ err }, 'idle database connection lost'),
      log: app.log.child({ component: 'erasure' }),
    });
    app.decorate('database', database);
    app.addHook('onClose', async () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
