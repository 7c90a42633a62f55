// The app as a plugin tree (the fastify/demo shape): `@fastify/autoload` loads plugins/external
// (config, cookies, helmet, rate limit, CSRF, static site), then plugins/app (database,
// leads repository, outbox worker: decorators), then routes. buildApp() adds the server options
// and does not listen, so tests use app.inject or port 0 and main.ts only adds listen and shutdown.
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiError, UNKNOWN_FIELD_MESSAGE } from '../contracts/api.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/database.ts';
import type { LeadInput } from './leads/leads-repo.ts';
import { httpServerOptions } from './plugins/external/connection-limits.ts';
import type { Clock } from './shared/clock.ts';
import type { Config } from './shared/config.ts';
import { DomainError, type ErrorDetails, Invalid, Unavailable } from './shared/errors.ts';
import { createLogger, ipHasher } from './shared/log.ts';

export const BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The lead a request stored or replayed; the access line names it. */
    lead: { id: string; kind?: LeadInput['kind']; outcome: 'stored' | 'replayed' } | null;
  }
  interface FastifyInstance {
    /** A salted hash that lets logs and rows correlate one client without storing its IP. */
    hashIp: (ip: string) => string;
    /** The one clock (milliseconds since the epoch): systemClock, or a test's (server/shared/clock.ts). */
    clock: Clock;
  }
}

export type App = FastifyInstance;

/** `fieldErrors` of a 400: the first problem of each top-level field (`_form` for the body itself). */
export function fieldErrorsOfValidation(
  issues: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of (issue.params.keys as string[] | undefined) ?? []) out[key] ??= UNKNOWN_FIELD_MESSAGE;
      continue;
    }
    const key = issue.instancePath.split('/')[1] || '_form';
    out[key] ??= issue.message ?? 'Invalid value.';
  }
  return out;
}

/** An error the framework or a library raised with an HTTP status (rate limit, CSRF, body parsing). */
class StatusError extends DomainError {
  readonly status: number;
  constructor(status: number, message: string, details: ErrorDetails = {}) {
    super(message, details);
    this.status = status;
  }
}

/** Any error as a domain error: the one vocabulary the handler answers in. */
export function asDomainError(error: FastifyError): DomainError {
  if (error instanceof DomainError) return error;
  // The database is down or restarting: a 503 with Retry-After asks the client to come back.
  if (isDatabaseUnavailable(error)) {
    return new Unavailable(
      'The service is briefly unavailable. Please try again in a moment.',
      RETRY_AFTER_SECONDS,
    );
  }
  // A route schema from contracts/ refused the request: the body's problems by field, in the
  // forms' words; a path parameter's problem as the message.
  if (hasZodFastifySchemaValidationErrors(error)) {
    if (error.validationContext !== 'body') return new Invalid(error.validation[0]?.message ?? error.message);
    if (error.validation.some((v) => v.instancePath === '/' && v.keyword === 'invalid_type')) {
      return new Invalid('The request body must be a JSON object.');
    }
    return new Invalid('Some fields need attention.', {
      fieldErrors: fieldErrorsOfValidation(error.validation),
    });
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  const message =
    status === 413
      ? 'Request body too large.'
      : status >= 500
        ? 'Something went wrong on the server.'
        : status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON body.'
          : error.message;
  if (status >= 500) return new StatusError(status, message);
  return new StatusError(status, message);
}

/** The API's error body (contracts/api.ts ApiError): status, its name, the message and the details. */
export function errorBody(e: DomainError): ApiError {
  const { fieldErrors, reason, conflict, errors } = e.details;
  return {
    statusCode: e.status,
    error: STATUS_CODES[e.status] ?? 'Error',
    message: e.message,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(conflict !== undefined ? { conflict } : {}),
    ...(errors ? { errors: [...errors] } : {}),
  };
}

/**
 * The app's error handler, the one place an error becomes an answer: services throw domain errors
 * (shared/errors.ts), the framework its own; each is answered with its status and the API's error
 * body, a 503 with Retry-After.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const e = asDomainError(error);
  if (e.status >= 500) {
    if (e instanceof Unavailable) request.log.warn({ err: error.message }, 'unavailable; answered 503');
    else request.log.error({ err: error }, 'request failed');
  }
  if (e instanceof Unavailable) reply.header('retry-after', String(e.retryAfterSeconds));
  return reply.code(e.status).send(errorBody(e));
}

export type { AppOptions } from './plugins/external/config.ts';

import type { AppOptions } from './plugins/external/config.ts';

export type BuildOptions = {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
  /**
   * The one clock (app.clock): sessions, audit, timelines, the outbox, webhooks, consent. main.ts
   * passes systemClock; tests move theirs to expire sessions and age leads.
   */
  now: Clock;
};

export function serverOptions(
  config: Config,
  options: Pick<BuildOptions, 'logStream'> = {},
): FastifyServerOptions {
  return {
    // The one logger (shared/log.ts), the standalone worker's too.
    loggerInstance: createLogger(config, options.logStream),
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
    // A plugin may take this long to start (Fastify's default: 10 s). The database plugin waits
    // for the migration lock while another server or the worker migrates, and a migration that
    // rebuilds an index runs for as long as the table is large: past 10 s the start failed and
    // systemd restarted it into the same wait (server/test/slow-start.test.ts).
    pluginTimeout: 10 * 60_000,
    routerOptions: { ignoreDuplicateSlashes: false },
    // Request, header and keep-alive timeouts (plugins/external/connection-limits.ts).
    ...httpServerOptions(config),
  };
}

const here = import.meta.dirname;

/** The whole application as one plugin. */
export default async function serviceApp(app: FastifyInstance, opts: AppOptions): Promise<void> {
  app.decorate('hashIp', ipHasher(opts.config.cookieSecret));
  app.decorate('clock', opts.now);
  app.decorateRequest('lead', null);

  // Before the tree: routes inherit the error handler their context has when they are registered.
  app.setErrorHandler(answerError);

  // INSTANCE_NAME: every answer names the server that gave it (behind the balancer, which one
  // answered: the topology test counts by it). First of all hooks, so that answers refused by a
  // later one (400, 403, 429) carry it too; the static fast path copies it.
  const instance = opts.config.instanceName;
  if (instance !== undefined) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-served-by', instance);
      done();
    });
  }

  // The not-found handler is the static site's (plugins/external/static.ts): pages redirect home.

  await app.register(autoload, { dir: join(here, 'plugins/external'), options: opts });
  await app.register(autoload, { dir: join(here, 'plugins/app'), options: opts });
  // Routes carry their full paths (the API contract), so folders add no prefix. A folder with an
  // autohooks.ts is one encapsulated scope whose hooks run for its routes only (routes/api/admin:
  // the console's authentication, decision 034).
  await app.register(autoload, {
    dir: join(here, 'routes'),
    options: opts,
    dirNameRoutePrefix: false,
    autoHooks: true,
    cascadeHooks: true,
  });

  // Callback hooks rather than async ones for what runs on every request (no promise each).
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const { lead } = request;
    request.log.info(
      lead
        ? { req: request, statusCode: reply.statusCode, ms, lead }
        : { req: request, statusCode: reply.statusCode, ms },
      'request completed',
    );
    done();
  });

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
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => clearInterval(idleSweep));
}

export async function buildApp(config: Config, options: BuildOptions): Promise<App> {
  const app = Fastify(serverOptions(config, options));
  // fp: the tree's decorators (config, database, leads, worker) are visible on the root instance.
  await app.register(fp(serviceApp), { config, now: options.now });
  return app;
}
