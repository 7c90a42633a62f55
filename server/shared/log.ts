// The one logger: pino, built here for the app (Fastify's logger, app.ts) and for the standalone
// worker (worker.ts), so every process writes the same JSON lines at LOG_LEVEL, a request reduced
// to its method, path and a hashed client. Services take a `Log` (the app's logger or a child of
// it) and never build their own. What the CLIs write for people is output, not logging: answers on
// stdout, refusals on stderr (as a configuration error is, before any logger exists).
import { createHmac, createSecretKey } from 'node:crypto';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

/** What a service logs with. */
export type Log = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** A client's address as a stable pseudonym (HMAC with a key derived from COOKIE_SECRET). */
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

/** The logger of a process; `stream` instead of stdout (tests capture the lines). */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'cookieSecret'>,
  stream?: { write(line: string): void },
): Logger {
  const hashIp = ipHasher(config.cookieSecret);
  const options = {
    level: config.logLevel,
    serializers: {
      // No raw IP, no query strings with personal data, no headers: method, path and hashed client.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        client: hashIp(req.ip ?? ''),
      }),
    },
  };
  return stream ? pino(options, stream) : pino(options);
}
