// The outbox as the console shows it. Webhook endpoint URLs may carry secrets (a token in the
// path or query): admins see them masked (shared/url.ts), agents not at all. The routes call
// these functions and hold no rule of their own about it.
import type { OperatorRole } from '../db/schema.ts';
import { maskUrl } from '../shared/url.ts';
import { webhookPayload } from './handlers.ts';
import type { OutboxRow } from './worker.ts';

/** What both views read of any row: its kind and lane, where a mail or webhook went, and how far it got. */
const deliveryColumns = [
  'kind',
  'lane',
  'recipient',
  'subject',
  'payload_json',
  'status',
  'attempts',
] as const;

/** The columns a lead's page reads from its outbox rows (the views below). */
export const leadDeliveryColumns = [
  'id',
  ...deliveryColumns,
  'sent_at',
  'last_error',
  'next_attempt_at',
  'created_at',
] as const;

type DeliveryRow = Pick<OutboxRow, (typeof leadDeliveryColumns)[number]>;

/**
 * A lead's mail and webhook deliveries for its page: the mail as before; the webhook deliveries
 * with the endpoint masked for an admin, and none at all (nor their timeline entries) for an agent.
 */
export function leadDeliveries(rows: DeliveryRow[], role: OperatorRole) {
  const mail = rows
    .filter((m) => m.lane === 'mail')
    .map(({ kind: _k, subject: _s, lane: _l, payload_json: _p, ...m }) => ({
      ...m,
      recipient: m.recipient ?? '',
    }));
  const webhooks =
    role === 'admin'
      ? rows
          .filter((m) => m.lane === 'webhook')
          .map((w) => {
            const p = webhookPayload(w);
            return {
              id: w.id,
              url: p ? maskUrl(p.url) : '',
              event: p?.type ?? '',
              status: w.status,
              attempts: w.attempts,
              sentAt: w.sent_at,
              lastError: w.last_error,
              nextAttemptAt: w.next_attempt_at,
              createdAt: w.created_at,
            };
          })
      : [];
  const timeline = [
    ...mail.map((m) => ({
      id: m.id,
      at: m.sent_at ?? m.created_at,
      type: m.status === 'sent' ? 'mail.sent' : m.status === 'failed' ? 'mail.failed' : 'mail.pending',
      detail: { recipient: m.recipient, attempts: m.attempts, lastError: m.last_error },
      operator: null,
    })),
    ...webhooks.map((w) => ({
      id: w.id,
      at: w.sentAt ?? w.createdAt,
      type: `webhook.${w.status}`,
      detail: { url: w.url, event: w.event, attempts: w.attempts, lastError: w.lastError },
      operator: null,
    })),
  ];
  return { mail, webhooks, timeline };
}

/** The columns the admins' outbox list reads (outboxListView turns them into its rows). */
export const outboxListColumns = [
  'id',
  'lead_id',
  ...deliveryColumns,
  'next_attempt_at',
  'last_error',
  'created_at',
] as const;

/** The admins' outbox list: a webhook row shows its masked endpoint and its event type. */
export function outboxListView<
  R extends Pick<OutboxRow, 'kind' | 'lane' | 'recipient' | 'subject' | 'payload_json'>,
>(rows: R[]) {
  return rows.map(({ payload_json, lane, ...r }) => {
    if (lane !== 'webhook') return { ...r, recipient: r.recipient ?? '', subject: r.subject ?? '' };
    const p = webhookPayload({ payload_json });
    return { ...r, recipient: p ? maskUrl(p.url) : '', subject: p?.type ?? '' };
  });
}
