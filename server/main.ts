// Process entry: config, app, listen, graceful shutdown (stop taking requests, let in-flight
// ones finish, stop the outbox worker, close the database).
import { buildApp } from './app.ts';
import { loadSampleIfEmpty } from './broadband/sample.ts';
import { isoAt, systemClock } from './shared/clock.ts';
import { loadConfigOrExit } from './shared/config.ts';

const config = loadConfigOrExit();
const app = await buildApp(config, { now: systemClock });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out after 20 s; exiting');
    process.exit(1);
  }, 20_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// A fresh install answers from the generated sample (marked sample) until real data is imported.
try {
  await app.ready();
  if (await loadSampleIfEmpty(app.database.db, isoAt(app.clock())))
    app.log.info('no coverage or plan data imported: loaded the generated sample (npm run data -- import-…)');
} catch (err) {
  app.log.warn({ err }, 'could not load the sample coverage and plan data');
}

try {
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`listening on http://${config.host}:${port}`);
} catch (err) {
  app.log.error({ err }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
