// The outbox's messages, typed per kind (decision 060). `mail` and `webhook` are the two kinds a
// caller enqueues; each has its payload schema, checked when a row is written and again when the
// worker (maybe another process, another version) reads it back.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from '../../contracts/webhooks.ts';
import type { OutboxKind, OutboxLane } from '../db/schema.ts';

/** What a mail is for: the `kind` column of its row (logs, console, erasure by purpose). */
export type MailPurpose = Exclude<OutboxKind, 'webhook'>;

export const MailPayload = z.object({
  to: z.string().min(1),
  replyTo: z.string().nullable().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailPayload = z.infer<typeof MailPayload>;

/** Mails rendered when the mail lane sends them, from a record the database keeps (decision 052). */
export const MAIL_TEMPLATES = ['lead-notification'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** What a templated mail's row keeps of it (its payload_json): the template and its record. */
export const MailTemplateRef = z.object({ template: z.enum(MAIL_TEMPLATES), leadId: z.string().min(1) });
export type MailTemplateRef = z.infer<typeof MailTemplateRef>;

/**
 * A mail stored as a reference and rendered at send time: a lead's notification is the lead row
 * plus a template, so its row stays a tenth of a page instead of half of one (the bodies were
 * ~2 KB per lead), and an erased lead leaves no rendered copy in the outbox.
 */
export const TemplateMailPayload = MailTemplateRef.extend({
  to: z.string().min(1),
  /** What the console lists; the mail's own subject is rendered, from the same record, when sent. */
  subject: z.string(),
});
export type TemplateMailPayload = z.infer<typeof TemplateMailPayload>;

/** A webhook delivery as stored: one endpoint, the event's type and the exact body that is signed. */
export const WebhookPayload = z.object({
  url: z.string().min(1),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  /** The JSON body; empty once the lead is erased (the row is kept, its personal data is not). */
  body: z.string(),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export type MailMessage = {
  kind: 'mail';
  purpose: MailPurpose;
  /** Rendered now, or a template rendered when the mail lane sends it. */
  payload: MailPayload | TemplateMailPayload;
  /** The row's id (also the .eml file's name); a new UUIDv7 when not given. */
  id?: string;
  /** The Message-ID; `<id@mail domain>` when not given (the digest names its day). */
  messageId?: string;
  leadId?: string | null;
  privacyRequestId?: string | null;
};

/** One event, delivered to every configured endpoint (one row each). */
export type WebhookMessage = { kind: 'webhook'; leadId: string; payload: WebhookEvent };

export type OutboxMessage = MailMessage | WebhookMessage;

export const LANES: readonly OutboxLane[] = ['mail', 'webhook'];
