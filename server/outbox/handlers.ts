// One handler per kind of message: mail goes to the mail transport (SMTP or .eml files), a
// webhook delivery is a signed POST to its endpoint (webhooks.ts). Each parses its row back into
// its typed payload first: a row that does not parse fails (and is retried, then marked failed)
// instead of sending something half-formed. A templated mail (a lead's notification) is rendered
// here, from its record, when it is sent.
import type { MailTransport } from '../mail/transport.ts';
import { maskUrl } from '../shared/url.ts';
import type { WebhookTransport } from '../webhooks/webhooks.ts';
import { MailPayload, type MailTemplate, MailTemplateRef, WebhookPayload } from './messages.ts';
import type { LaneHandler, OutboxRow } from './worker.ts';

/** Renders a templated mail from its record (templates.ts); throws when the record is gone or erased. */
export type MailRenderers = Record<
  MailTemplate,
  (ref: MailTemplateRef) => Promise<{ replyTo: string | null; subject: string; text: string; html: string }>
>;

/**
 * The mail a row sends: its stored columns, or, for a templated row (payload_json holds the
 * reference, decision 052), the template rendered now from its record.
 */
async function mailPayload(row: OutboxRow, renderers: MailRenderers): Promise<MailPayload> {
  if (row.payload_json === null) {
    return MailPayload.parse({
      to: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    });
  }
  const ref = MailTemplateRef.parse(JSON.parse(row.payload_json));
  const rendered = await renderers[ref.template](ref);
  return MailPayload.parse({ to: row.recipient, ...rendered });
}

export function webhookPayload(row: Pick<OutboxRow, 'payload_json'>): WebhookPayload | undefined {
  if (!row.payload_json) return undefined;
  const parsed = WebhookPayload.safeParse(JSON.parse(row.payload_json));
  return parsed.success ? parsed.data : undefined;
}

const mailSent: Record<string, string> = {
  lead: 'lead notification sent',
  'operator-enrollment': 'enrollment mail sent',
  digest: 'digest sent',
};

export function mailHandler(transport: MailTransport, from: string, renderers: MailRenderers): LaneHandler {
  return {
    async deliver(row) {
      const p = await mailPayload(row, renderers);
      await transport.send({
        outboxId: row.id,
        messageId: row.message_id,
        from,
        to: p.to,
        replyTo: p.replyTo ?? undefined,
        subject: p.subject,
        text: p.text,
        html: p.html,
      });
    },
    // Named by the lead, or by its kind and request: never the address.
    describe: (row) => ({
      fields: row.lead_id
        ? { leadId: row.lead_id }
        : { privacyRequestId: row.privacy_request_id ?? undefined, kind: row.kind },
      sent: mailSent[row.kind] ?? 'privacy mail sent',
      what: row.lead_id ? 'lead notification' : 'mail',
    }),
    forget: (row) => transport.forget?.(row.id),
    close: () => transport.close(),
  };
}

export function webhookHandler(transport: WebhookTransport): LaneHandler {
  return {
    async deliver(row, signal) {
      const p = webhookPayload(row);
      if (!p) throw new Error('webhook row without a valid payload');
      if (!p.body) throw new Error('webhook body erased');
      await transport.send({ webhookId: row.message_id, url: p.url, body: p.body }, signal);
    },
    // The endpoint masked: its query, credentials and path may be secrets.
    describe: (row) => {
      const p = webhookPayload(row);
      return {
        fields: { leadId: row.lead_id, event: p?.type, endpoint: p ? maskUrl(p.url) : undefined },
        sent: 'webhook delivered',
        what: 'webhook',
      };
    },
  };
}
