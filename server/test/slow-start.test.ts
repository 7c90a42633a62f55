// A server that starts while another one migrates waits for the migration lock, however long the
// migration takes (migration 0014 rebuilt the search index for 5.4 s at a million leads; a larger
// table or a busy host takes longer): Fastify's default plugin timeout (10 s) would end the start
// with AVV_ERR_PLUGIN_EXEC_TIMEOUT and systemd would restart it into the same wait, again and again.
import pg from 'pg';
import { expect, it } from 'vitest';
import { backends, build, freshConfig } from './helper.ts';

const postgres = backends.find((b) => b.name === 'postgres');
/** Kysely's PostgreSQL migration lock (its adapter's advisory lock id). */
const KYSELY_MIGRATION_LOCK = '3853314791062309107';

it.skipIf(!postgres?.enabled)(
  'starts after waiting 12 s for the migration lock another process holds (PostgreSQL)',
  async () => {
    const { config, remove } = await freshConfig(postgres as NonNullable<typeof postgres>);
    const other = new pg.Client({ connectionString: config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`select pg_advisory_xact_lock(${KYSELY_MIGRATION_LOCK})`);
      const released = new Promise<void>((resolve) =>
        setTimeout(() => void other.query('commit').then(() => resolve()), 12_000),
      );
      const t0 = performance.now();
      const app = await build(config);
      const waited = performance.now() - t0;
      await released;
      try {
        expect(waited).toBeGreaterThan(11_000);
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await other.end();
      await remove();
    }
  },
  60_000,
);
