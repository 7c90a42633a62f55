// Webhook deliveries (DESIGN.md, "Webhooks"): one outbox row per event and endpoint, written in
// the transaction of the change that caused it and delivered by the outbox worker, like mail.
// The row reuses the mail columns: recipient is the endpoint URL, subject the event type,
// text_body the JSON body, message_id the webhook-id (stable across retries); html_body is empty.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_VERSION,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookLead,
} from '../../contracts/webhooks.ts';
import type { LeadsTable, OutboxTable } from '../db/schema.ts';

export type WebhookSettings = { urls: string[]; secret: string | undefined };

/** Outbox rows for one event: one per endpoint (none when no WEBHOOK_URLS). */
export function webhookRows(
  settings: WebhookSettings | undefined,
  leadId: string,
  event: WebhookEvent,
): Insertable<OutboxTable>[] {
  if (!settings?.urls.length) return [];
  const body = JSON.stringify(event);
  return settings.urls.map((url) => {
    const id = randomUUID();
    return {
      id,
      lead_id: leadId,
      privacy_request_id: null,
      kind: 'webhook',
      message_id: `msg_${id}`,
      recipient: url,
      reply_to: null,
      subject: event.type,
      text_body: body,
      html_body: '',
      status: 'pending',
      attempts: 0,
      next_attempt_at: event.timestamp,
      locked_until: null,
      sent_at: null,
      last_error: null,
      created_at: event.timestamp,
    } satisfies Insertable<OutboxTable>;
  });
}

export function envelope<T extends WebhookEventType>(type: T, timestamp: string, data: unknown) {
  return { version: WEBHOOK_VERSION, type, timestamp, data } as WebhookEvent;
}

/** A plan finder lead's stored label (package_json.label), if it has one. */
function chosenLabel(
  v: unknown,
): { uniquePlanId: string; labelId: string; facts: Record<string, string> } | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const l = v as Record<string, unknown>;
  if (typeof l.uniquePlanId !== 'string' || typeof l.labelId !== 'string') return undefined;
  const facts: Record<string, string> = {};
  if (l.facts && typeof l.facts === 'object')
    for (const [k, val] of Object.entries(l.facts as Record<string, unknown>)) facts[k] = String(val);
  return { uniquePlanId: l.uniquePlanId, labelId: l.labelId, facts };
}

/** The lead as a CRM sees it (lead.created). */
export function webhookLead(row: LeadsTable): WebhookLead {
  const pkg = row.package_json ? (JSON.parse(row.package_json) as Record<string, unknown>) : null;
  return {
    id: row.id,
    kind: row.kind as WebhookLead['kind'],
    createdAt: row.created_at,
    status: row.status as WebhookLead['status'],
    name: row.name ?? '',
    email: row.email ?? '',
    phone: row.phone,
    zipCode: row.zip_code,
    address: row.address,
    city: row.city,
    subject: row.subject,
    comment: row.comment,
    package: pkg
      ? {
          packageTitle: String(pkg.packageTitle ?? ''),
          ...(typeof pkg.mbps === 'string' ? { mbps: pkg.mbps } : {}),
          price: String(pkg.price ?? ''),
          planDuration: String(pkg.planDuration ?? ''),
          packageDescription: Array.isArray(pkg.packageDescription) ? pkg.packageDescription.map(String) : [],
          recommendation: pkg.recommendation === true,
          ...(chosenLabel(pkg.label) ? { label: chosenLabel(pkg.label) } : {}),
        }
      : null,
    page: row.page,
    attribution: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
      landingPage: row.landing_page,
      referrer: row.referrer,
    },
    consentVersion: row.consent_version,
    doNotSell: row.do_not_sell === 1,
    duplicateOf: row.duplicate_of,
  };
}

export type WebhookDelivery = { webhookId: string; url: string; body: string };

export type WebhookTransport = { send(d: WebhookDelivery): Promise<void> };

/**
 * POSTs the body signed per Standard Webhooks (the `standardwebhooks` package signs; the timestamp
 * is the time of this attempt, so a receiver's replay window holds for late retries too). Any 2xx
 * is success; anything else, or no answer within the timeout, is a failure the worker retries.
 */
export function createWebhookTransport(secret: string | undefined, timeoutMs = 10_000): WebhookTransport {
  const signer = secret ? new Webhook(secret) : undefined;
  return {
    async send({ webhookId, url, body }) {
      if (!signer) throw new Error('WEBHOOK_SECRET is not set');
      const at = new Date();
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'lead-webhooks/1',
        'webhook-id': webhookId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(webhookId, at, body),
      };
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      // Read (and drop) the answer so the connection can be reused.
      await res.arrayBuffer().catch(() => undefined);
      if (res.status < 200 || res.status > 299) throw new Error(`webhook answered ${res.status}`);
    },
  };
}
