// Builds the Fastify app from a config without listening, so tests drive it over real HTTP on
// port 0 (or app.inject) and main.ts only adds listen and shutdown.
import { createHmac, createSecretKey } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { LeadsRepo } from './db/leads-repo.ts';
import { OutboxWorker } from './mail/outbox-worker.ts';
import { createMailTransport } from './mail/transport.ts';
import { registerSessions } from './plugins/app/sessions.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { registerAdminAuthRoutes } from './routes/api/admin/auth.ts';
import { registerAdminLeadRoutes } from './routes/api/admin/leads.ts';
import { registerAdminManageRoutes } from './routes/api/admin/manage.ts';
import { registerAvailabilityRoutes } from './routes/availability.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerLeadRoutes } from './routes/leads.ts';
import { registerTvProviderRoutes } from './routes/tv-providers.ts';

export const BODY_LIMIT = 16 * 1024;

const reasons: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export type App = FastifyInstance & {
  database: DatabaseHandle;
  config: Config;
  leads: LeadsRepo;
  worker: OutboxWorker | undefined;
};

/** A salted hash that lets logs and rows correlate one client without storing its IP. */
export function ipHasher(secret: string): (ip: string) => string {
  const key = createSecretKey(createHmac('sha256', secret).update('ip-hash').digest());
  // Memoised: the same clients come back, and an HMAC per request and log line adds up.
  const memo = new Map<string, string>();
  return (ip) => {
    let h = memo.get(ip);
    if (h === undefined) {
      h = createHmac('sha256', key).update(ip).digest('base64url').slice(0, 22);
      if (memo.size >= 10_000) memo.clear();
      memo.set(ip, h);
    }
    return h;
  };
}

export type BuildOptions = {
  /** Where log lines go (tests capture them); stdout by default. */ logStream?: {
    write(line: string): void;
  };
  /** The console's clock (sessions, audit, timelines); tests move it to expire sessions. */
  now?: () => number;
};

/** Sign-in and enrollment attempts (verify steps) per client per minute. */
export const SIGNIN_RATE_LIMIT = 20;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const hashIp = ipHasher(config.cookieSecret);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        // No raw IP, no query strings with personal data, no headers: method, path and hashed client.
        req: (req) => ({
          method: req.method,
          url: req.url.split('?')[0],
          client: hashIp(req.ip ?? ''),
        }),
      },
    },
    // A hop count becomes a function: the first N proxies in front of us are trusted.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    // One access line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: false },
  });

  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    sqliteSynchronous: config.sqliteSynchronous,
  });
  const leads = new LeadsRepo(database.db, { mailFrom: config.mailFrom, leadsTo: config.leadsTo });
  let worker: OutboxWorker | undefined;
  if (config.worker) {
    const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
    worker = new OutboxWorker({
      db: database.db,
      dialect: database.dialect,
      transport,
      from: config.mailFrom,
      log: app.log.child({ component: 'outbox' }),
      ...config.outbox,
    });
    app.log.info({ mail: transport.describe }, 'outbox worker in process');
  }
  // Graceful close: app.close() stops accepting connections and waits for in-flight requests;
  // keep-alive connections that finish a request meanwhile are told to close and are closed as
  // soon as they are idle, instead of lingering until their keep-alive timeout.
  let closing = false;
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
    idleSweep.unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // Runs after in-flight requests have finished.
  app.addHook('onClose', async () => {
    clearInterval(idleSweep);
    await worker?.stop();
    await leads.drain();
    await database.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413
        ? 'Request body too large.'
        : status === 500
          ? 'Something went wrong on the server.'
          : status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'Malformed JSON body.'
            : error.message;
    return reply.code(status).send({ statusCode: status, error: reasons[status] ?? 'Error', message });
  });
  app.setNotFoundHandler((request, reply) => {
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method}.` });
  });

  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const { lead } = request;
    request.log.info(
      lead
        ? { req: request, statusCode: reply.statusCode, ms, lead }
        : { req: request, statusCode: reply.statusCode, ms },
      'request completed',
    );
  });
  registerSecurityHeaders(app, config.siteUrl);
  await app.register(rateLimit, { global: false });
  await registerCsrf(app, { secret: config.cookieSecret, siteUrl: config.siteUrl });
  registerHealthRoutes(app, database.db);
  registerLeadRoutes(app, {
    repo: leads,
    rateLimit: config.leadRateLimit,
    hashIp,
    onLeadStored: () => worker?.nudge(),
  });
  registerTvProviderRoutes(app);
  registerAvailabilityRoutes(app);
  // Operator console API (/api/admin/*): sessions first, then its routes.
  const now = options.now ?? Date.now;
  const sessions = registerSessions(app, { db: database.db, siteUrl: config.siteUrl, now });
  registerAdminAuthRoutes(app, {
    db: database.db,
    sessions,
    siteUrl: config.siteUrl,
    now,
    hashIp,
    signinRateLimit: config.signinRateLimit ?? SIGNIN_RATE_LIMIT,
  });
  registerAdminLeadRoutes(app, { db: database.db, now, hashIp });
  registerAdminManageRoutes(app, {
    db: database.db,
    now,
    hashIp,
    siteUrl: config.siteUrl,
    mailFrom: config.mailFrom,
    nudgeOutbox: () => worker?.nudge(),
  });
  registerStaticSite(app, { root: config.buildDir, siteUrl: config.siteUrl });
  // Idempotency answers only matter while a client may still retry: keep them for a day.
  let pruner: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    worker?.start();
    pruner = setInterval(() => {
      leads
        .pruneIdempotencyKeys(new Date(Date.now() - 86_400_000).toISOString())
        .catch((err) => app.log.warn({ err }, 'pruning idempotency keys failed'));
    }, 3_600_000);
    pruner.unref();
  });
  app.addHook('preClose', async () => clearInterval(pruner));

  return Object.assign(app, { database, config, leads, worker }) as App;
}
