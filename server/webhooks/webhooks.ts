// Webhook deliveries (docs/api.md, "Webhooks"): the envelope of the events a CRM receives (the
// lead's payloads are built in server/leads/webhook-payloads.ts), and the one HTTP POST that
// delivers each. Rows are queued through the outbox (server/outbox/outbox.ts: one row per event
// and endpoint, written in the transaction of the change) and delivered in the outbox's webhook
// lane (server/outbox/handlers.ts), apart from mail.
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_VERSION, type WebhookEvent, type WebhookEventType } from '../../contracts/webhooks.ts';
import type { Clock } from '../shared/clock.ts';
import { scrubUrl } from '../shared/url.ts';

export type WebhookSettings = { urls: string[]; secret: string | undefined };

export function envelope<T extends WebhookEventType>(type: T, timestamp: string, data: unknown) {
  return { version: WEBHOOK_VERSION, type, timestamp, data } as WebhookEvent;
}

export type WebhookDelivery = { webhookId: string; url: string; body: string };

export type WebhookTransport = { send(d: WebhookDelivery, signal?: AbortSignal): Promise<void> };

/** Bytes of a receiver's answer we read at most; the rest is discarded (the connection closed). */
export const WEBHOOK_ANSWER_LIMIT = 64 * 1024;

/** A failed delivery; its message never holds the endpoint's credentials, path or query. */
export class WebhookDeliveryError extends Error {
  override readonly name = 'WebhookDeliveryError';
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** Reads at most `limit` bytes of the answer, then cancels the rest (memory stays flat). */
async function drain(body: ReadableStream<Uint8Array> | null, limit: number): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read >= limit) {
        await reader.cancel().catch(() => undefined);
        return;
      }
    }
  } catch {
    // A receiver that breaks the connection after its status line: the status decides.
  } finally {
    reader.releaseLock?.();
  }
}

/** Why a fetch failed, without the URL: the cause's code (ECONNREFUSED…) or the error's name. */
function failureReason(err: unknown, url: string): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'no answer in time';
  const code = e?.cause?.code;
  const detail = code ?? e?.cause?.message ?? e?.message ?? String(err);
  return scrubUrl(String(detail), url).slice(0, 200);
}

/**
 * POSTs the body signed per Standard Webhooks (the `standardwebhooks` package signs; the timestamp
 * is the time of this attempt, so a receiver's replay window holds for late retries too). Any 2xx
 * is success. A redirect is never followed: a 3xx is a failed attempt (the signed body with its
 * personal data goes to the endpoint configured, nowhere else). At most 64 KiB of the answer is
 * read. Anything else, or no answer within the timeout, is a failure the outbox retries.
 */
export function createWebhookTransport(
  secret: string | undefined,
  opts: { timeoutMs?: number; now: Clock },
): WebhookTransport {
  const signer = secret ? new Webhook(secret) : undefined;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const { now } = opts;
  return {
    async send({ webhookId, url, body }, signal) {
      if (!signer) throw new WebhookDeliveryError('WEBHOOK_SECRET is not set');
      const at = new Date(now());
      const headers = {
        'content-type': 'application/json',
        'user-agent': `lead-webhooks/${WEBHOOK_VERSION}`,
        'webhook-id': webhookId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(webhookId, at, body),
      };
      const timeout = AbortSignal.timeout(timeoutMs);
      const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: abort });
      } catch (err) {
        throw new WebhookDeliveryError(`webhook not delivered: ${failureReason(err, url)}`);
      }
      // Read (and drop) a bounded part of the answer so a short one lets the connection be reused.
      await drain(res.body, WEBHOOK_ANSWER_LIMIT);
      if (res.status >= 300 && res.status < 400) {
        throw new WebhookDeliveryError(
          `webhook answered ${res.status} (a redirect; not followed, the endpoint must answer 2xx itself)`,
          res.status,
        );
      }
      if (res.status < 200 || res.status > 299)
        throw new WebhookDeliveryError(`webhook answered ${res.status}`, res.status);
    },
  };
}
