// Environment → typed config, validated once at startup. A bad value stops the process with a
// readable list instead of failing later in a request.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { siteUrlFrom } from '../../contracts/transport.ts';
import { hasCredentials } from './url.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      try {
        const u = new URL(v);
        if (!protocols.includes(u.protocol)) throw new Error();
        return v;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a URL starting with ${protocols.join(' or ')}//` });
        return z.NEVER;
      }
    });

const emailAddress = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'must be an e-mail address' }));

export const EnvSchema = z.object({
  /** The port the server listens on. */
  PORT: int(3000, 0, 65535),
  /** The address the server listens on. */
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Where the SQLite database, the .eml mail files and the generated cookie secret are kept. */
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** `postgres://…` to use PostgreSQL; unset: SQLite at DATA_DIR/site.db. */
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  /** e.g. `smtps://user:pass@smtp.example.com:465`; unset: mail is written as .eml files to DATA_DIR/mail. */
  SMTP_URL: url(['smtp:', 'smtps:']),
  /** The sender of every mail. */
  MAIL_FROM: emailAddress.default('website@example.com'),
  /** Where lead notifications go. */
  LEADS_TO: emailAddress.default('sales@example.com'),
  /** The public origin (canonical URLs, sitemap, Secure cookies, passkeys); unset: http://localhost:PORT. Also read at build time. */
  SITE_URL: z
    .string()
    .optional()
    .refine(
      (v) => !v?.trim() || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
      'must be an http(s) URL',
    ),
  /** Signs the CSRF cookie and keys the privacy hashes; one value for all servers, never changed. Unset: generated and kept in DATA_DIR. */
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Rate limits and the live inbox's events shared by every server (PostgreSQL carries the events itself). */
  REDIS_URL: url(['redis:', 'rediss:']),
  /** The prerendered site the server serves. */
  BUILD_DIR: z.string().trim().min(1).default('build/client'),
  /** Leads and privacy requests per client and minute. */
  LEAD_RATE_LIMIT: int(5, 1, 1_000_000),
  /** Personal fields of leads older than this are erased by a daily job. */
  LEAD_RETENTION_DAYS: int(730, 1, 36_500),
  /** Console sign-in and enrollment attempts (verify steps) per client per minute. */
  SIGNIN_RATE_LIMIT: int(20, 1, 1_000_000),
  /**
   * Whose X-Forwarded-For to believe: a number is that many proxy hops in front of this server,
   * otherwise comma-separated proxy addresses/CIDRs. `true` (every hop) is refused: any client
   * could then pick its own address and so its own rate-limit key.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string => {
      const t = v?.trim() ?? '';
      if (t === '' || t === 'false' || t === '0') return false;
      if (/^\d+$/.test(t)) return Number(t); // number of hops
      if (['true', 'yes', 'on'].includes(t.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          message:
            "trusting every hop lets any client choose its own address (and rate-limit key); give the proxy's address (e.g. 127.0.0.1) or the number of proxies in front (e.g. 1)",
        });
        return z.NEVER;
      }
      return t; // comma-separated addresses / CIDRs
    }),
  /** Longest time to receive a whole request (headers and body); slower clients get 408. */
  REQUEST_TIMEOUT_MS: int(30_000, 1000, 3_600_000),
  /** Longest time to receive the request headers. */
  HEADERS_TIMEOUT_MS: int(10_000, 500, 3_600_000),
  /** How long an idle keep-alive connection is kept open. */
  KEEP_ALIVE_TIMEOUT_MS: int(5000, 100, 600_000),
  /** Open connections at most (keep it well under `ulimit -n`); more are closed at once. */
  MAX_CONNECTIONS: int(4096, 1, 1_000_000),
  /** Open connections at most per client address; 0: no cap. Not applied with TRUST_PROXY. */
  MAX_CONNECTIONS_PER_CLIENT: int(64, 0, 1_000_000),
  /** Run the outbox worker in the server (`false` with `npm run worker`). */
  WORKER: bool(true),
  /** FULL: a 201'd lead survives power loss, not only a crash of the process (NORMAL). */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /** pino's log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How often the outbox worker looks for due messages when nothing woke it. */
  OUTBOX_POLL_MS: int(1000, 10, 3_600_000),
  /** The first retry's delay; each later one doubles, up to OUTBOX_MAX_DELAY_MS. */
  OUTBOX_BASE_DELAY_MS: int(5000, 1, 3_600_000),
  /** The longest delay between two attempts of one message. */
  OUTBOX_MAX_DELAY_MS: int(15 * 60_000, 1, 86_400_000),
  /** 15 with the defaults: about 1 h 50 min of retries (at least 1 h 29 min with jitter). */
  OUTBOX_MAX_ATTEMPTS: int(15, 1, 1000),
  /** How long a claimed message stays reserved for one worker before another may retry it. */
  OUTBOX_LEASE_MS: int(120_000, 100, 3_600_000),
  /**
   * Comma-separated http(s) endpoints that receive the lead events (docs/api.md, "Webhooks"). One
   * with credentials (user:password@) is refused: they would be sent on every delivery and could
   * surface in logs; use a token the receiver checks, or rely on the signature. Problems name the
   * entry by its position, never its text (an endpoint URL may carry a secret).
   */
  WEBHOOK_URLS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const urls = (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      for (const [i, u] of urls.entries()) {
        const which = urls.length > 1 ? `entry ${i + 1}` : 'the URL';
        if (!URL.canParse(u) || !/^https?:$/.test(new URL(u).protocol)) {
          ctx.addIssue({ code: 'custom', message: `${which} is not an http(s) URL` });
          return z.NEVER;
        }
        if (hasCredentials(u)) {
          ctx.addIssue({
            code: 'custom',
            message: `${which} carries credentials (user:password@host), which are refused: remove them and let the receiver verify the webhook-signature (or give it a token it checks)`,
          });
          return z.NEVER;
        }
      }
      return urls;
    }),
  /** Longest wait for a webhook receiver's answer, per attempt. */
  WEBHOOK_TIMEOUT_MS: int(10_000, 100, 600_000),
  /** Webhook deliveries in flight at once per endpoint (each endpoint is its own queue; mail has its own lane). */
  WEBHOOK_CONCURRENCY: int(4, 1, 256),
  /** Standard Webhooks signing secret: whsec_ and base64 of at least 24 random bytes. */
  WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by base64 (at least 24 bytes)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Names this server in an X-Served-By header on every answer (which of several servers behind
   * the balancer answered: the topology test counts by it); unset: no header.
   */
  INSTANCE_NAME: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9._:@-]{1,64}$/, 'letters, digits and . _ : @ - only')
        .optional(),
    ),
  /** Minutes a new lead may wait for its first contact; after that the console marks it overdue. */
  FIRST_CONTACT_TARGET_MIN: int(5, 1, 10_080),
  /** Where the daily digest of yesterday's leads goes; unset: no digest. */
  DIGEST_TO: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .pipe(emailAddress.optional()),
});

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads DATA_DIR/cookie-secret, creating it on first start so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'cookie-secret');
  try {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  } catch {}
  mkdirSync(dataDir, { recursive: true });
  const s = randomBytes(32).toString('base64url');
  writeFileSync(file, `${s}\n`, { mode: 0o600 });
  return s;
}

/** The environment as the app's configuration: its type is this schema's output. */
export const ConfigSchema = EnvSchema.superRefine((e, ctx) => {
  if (e.WEBHOOK_URLS.length && !e.WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEBHOOK_SECRET'],
      message: 'is required when WEBHOOK_URLS is set (receivers verify the signature)',
    });
  }
  // Node refuses a headers timeout longer than the request timeout.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: `must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`,
    });
  }
}).transform((e) => {
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    leadsTo: e.LEADS_TO,
    // One default with the build: the local origin on PORT (contracts/transport.ts).
    siteUrl: siteUrlFrom({ SITE_URL: e.SITE_URL, PORT: String(e.PORT) }),
    /** SITE_URL was given: Origin must be its origin (not whatever Host the request names). */
    siteUrlExplicit: (e.SITE_URL ?? '').trim() !== '',
    cookieSecret: e.COOKIE_SECRET ?? persistentSecret(dataDir),
    redisUrl: e.REDIS_URL,
    buildDir: resolve(e.BUILD_DIR),
    leadRateLimit: e.LEAD_RATE_LIMIT,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    signinRateLimit: e.SIGNIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
    },
    worker: e.WORKER,
    logLevel: e.LOG_LEVEL,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      baseDelayMs: e.OUTBOX_BASE_DELAY_MS,
      maxDelayMs: e.OUTBOX_MAX_DELAY_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      leaseMs: e.OUTBOX_LEASE_MS,
    },
    webhooks: { urls: e.WEBHOOK_URLS, secret: e.WEBHOOK_SECRET },
    webhookDelivery: { timeoutMs: e.WEBHOOK_TIMEOUT_MS, concurrency: e.WEBHOOK_CONCURRENCY },
    digestTo: e.DIGEST_TO,
    firstContactTargetMin: e.FIRST_CONTACT_TARGET_MIN,
    instanceName: e.INSTANCE_NAME,
  };
});

export type Config = z.infer<typeof ConfigSchema>;

/** Variables whose value may hold a secret: a problem with one never repeats the value. */
const SECRET_VALUES = new Set([
  'WEBHOOK_URLS',
  'WEBHOOK_SECRET',
  'COOKIE_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
]);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = String(i.path[0] ?? '');
        if (SECRET_VALUES.has(key)) return `${key}: ${i.message}`;
        return `${key}: ${i.message} (got ${JSON.stringify(env[key] ?? null)})`;
      }),
    );
  }
  return parsed.data;
}

/** For scripts: load or print the problems and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
