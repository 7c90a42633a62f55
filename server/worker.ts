// `npm run worker`: the outbox worker as its own process (run it beside servers started with
// WORKER=false, or several of them on PostgreSQL). Stops cleanly on SIGTERM/SIGINT, also while starting.
import { openDatabase } from './db/database.ts';
import { createOutboxWorker } from './outbox/index.ts';
import { systemClock } from './shared/clock.ts';
import { loadConfigOrExit } from './shared/config.ts';
import { createLogger } from './shared/log.ts';

const config = loadConfigOrExit();
// The app's logger (shared/log.ts), as the servers write theirs.
const log = createLogger(config).child({ component: 'outbox' });

// Listen for the signals before start-up: a supervisor may stop the worker while it is still
// opening the database (migrations, an unreachable server), and then there is nothing to drain.
let stop: (signal: string) => void = (signal) => {
  log.info({ signal }, 'outbox worker stopping before it started');
  process.exit(0);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  sqliteSynchronous: config.sqliteSynchronous,
  onIdleError: (err) => log.warn({ err }, 'idle database connection lost'),
});
const { worker, describe } = createOutboxWorker(config, {
  db: database.db,
  dialect: database.dialect,
  log,
  // The process's one clock, passed like everywhere else.
  now: systemClock,
});
worker.start();
log.info({ mail: describe, database: database.dialect }, 'outbox worker started');

let stopping = false;
stop = (signal) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'outbox worker stopping');
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
};
