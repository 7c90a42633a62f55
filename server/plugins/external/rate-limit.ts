// Rate limits. Routes opt in through app.limiter(name, …); nothing is limited globally.
// (Autoloaded from plugins/external; registerRateLimits is also used directly by its test.)
//
// Without REDIS_URL each process counts in memory (a limit per server). With REDIS_URL every
// server counts in the same Redis (@fastify/rate-limit's Redis store over ioredis), so the limit
// holds whichever server answers. When Redis is unreachable a limiter either lets the request
// through (failOpen: leads, which are worth more than a limit) or answers 503 (sign-in: a limit
// that silently disappears invites password guessing). docs/decisions/017-shared-rate-limits.md.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Unavailable } from '../../shared/errors.ts';

export type RedisState = 'up' | 'down' | 'connecting';

export type LimiterOptions = {
  max: number;
  timeWindow: number;
  /** Redis unreachable: true lets requests through, false answers 503 with Retry-After. */
  failOpen: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook counting per client under `name`: routes given the same hook (or the
     * same name) share one count. Each name is its own count, in memory and in Redis.
     */
    limiter(
      name: string,
      opts: LimiterOptions,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /**
     * A count the handler consults itself, keyed by what `key` takes from the request (a keyed hash
     * of an address, say) instead of the client: no hook, no headers, so the answer can stay the
     * same whether or not the count is over. Resolves true while under `max`.
     */
    quota(
      name: string,
      opts: LimiterOptions & { key: (request: FastifyRequest) => string },
    ): (request: FastifyRequest) => Promise<boolean>;
    /** undefined without REDIS_URL. */
    redisState(): RedisState | undefined;
  }
}

/** How long a limit check waits for Redis before it counts as unreachable. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

function connectRedis(app: FastifyInstance, url: string) {
  let state: RedisState = 'connecting';
  const redis = new Redis(url, {
    // A limit check must not hold a lead: fail fast and let the limiter decide.
    connectTimeout: 1000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keep reconnecting (every 0.2 … 2 s) for as long as the process lives.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
  redis.on('ready', () => {
    if (state !== 'up') app.log.info({ redis: 'up' }, 'Redis connected: rate limits are shared');
    state = 'up';
  });
  redis.on('error', (err) => {
    // One line per outage, not one per reconnect attempt.
    if (state !== 'down') {
      app.log.error(
        { err, redis: 'down' },
        'Redis unreachable: lead limits fail open (per request, unlimited), sign-in answers 503',
      );
    }
    state = 'down';
  });
  redis.on('end', () => {
    state = 'down';
  });
  return { redis, state: () => state };
}

export async function registerRateLimits(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined },
): Promise<void> {
  const conn = opts.redisUrl ? connectRedis(app, opts.redisUrl) : undefined;
  if (conn) {
    app.addHook('onClose', async () => {
      conn.redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(conn ? { redis: conn.redis, nameSpace: 'homewire-rl:' } : {}),
  });

  app.decorate('redisState', () => conn?.state());
  app.decorate(
    'quota',
    function quota(
      this: FastifyInstance,
      name: string,
      o: LimiterOptions & { key: (request: FastifyRequest) => string },
    ) {
      const check = this.createRateLimit({
        max: o.max,
        timeWindow: o.timeWindow,
        keyGenerator: (request) => `${name}:${o.key(request)}`,
        skipOnError: o.failOpen,
      });
      return async (request: FastifyRequest) => {
        const count = await check(request);
        return count.isAllowed || !count.isExceeded;
      };
    },
  );
  app.decorate('limiter', function limiter(this: FastifyInstance, name: string, o: LimiterOptions) {
    // The same clients come back: each one's key is worked out once (normalizeIP parses the
    // address), kept for the next 10,000 clients.
    const keys = new Map<string, string>();
    const keyOf = (ip: string) => {
      let key = keys.get(ip);
      if (key === undefined) {
        key = `${name}:${normalizeIP(ip)}`;
        if (keys.size >= 10_000) keys.clear();
        keys.set(ip, key);
      }
      return key;
    };
    const check = this.rateLimit({
      max: o.max,
      timeWindow: o.timeWindow,
      // The plugin gives every app.rateLimit() limiter the same Redis key prefix: the name
      // keeps lead and sign-in counts apart.
      keyGenerator: (request) => keyOf(request.ip),
      skipOnError: o.failOpen,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await check.call(this, request, reply);
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 429) throw err;
        request.log.warn({ err, limiter: name }, 'rate limit store unavailable: request refused');
        throw new Unavailable('Please try again in a moment.', 30);
      }
    };
  });
}

export default fp(
  async (app: FastifyInstance) => {
    await registerRateLimits(app, { redisUrl: app.config.redisUrl });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
