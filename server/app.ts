// Builds the Fastify app from a config without listening, so tests drive it over real HTTP on
// port 0 (or app.inject) and main.ts only adds listen and shutdown.
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { registerHealthRoutes } from './routes/health.ts';

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

export type App = FastifyInstance & { database: DatabaseHandle; config: Config };

/** A salted hash that lets logs and rows correlate one client without storing its IP. */
export function ipHasher(secret: string): (ip: string) => string {
  const key = createHmac('sha256', secret).update('ip-hash').digest();
  return (ip) => createHmac('sha256', key).update(ip).digest('base64url').slice(0, 22);
}

export async function buildApp(config: Config): Promise<App> {
  const hashIp = ipHasher(config.cookieSecret);
  const app = Fastify({
    logger: {
      level: config.logLevel,
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
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: false },
  });

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  app.addHook('onClose', async () => {
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

  registerSecurityHeaders(app, config.siteUrl);
  registerHealthRoutes(app, database.db);
  registerStaticSite(app, { root: config.buildDir, siteUrl: config.siteUrl });

  return Object.assign(app, { database, config }) as App;
}
