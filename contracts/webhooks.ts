// The webhook body (docs/api.md, "Webhooks"): what a CRM receives for each lead event. Versioned:
// `version` changes only when a field changes meaning or goes away; new optional fields may be
// added within a version, so receivers should ignore fields they do not know. Signed per the
// Standard Webhooks specification (headers webhook-id, webhook-timestamp, webhook-signature);
// the webhook-id is stable across retries of one delivery, so receivers deduplicate by it.
// Version 2 (docs/api.md, "Webhook changelog"): lead.created carries doNotContact and
// previouslyOptedOut; lead.updated carries the privacy flags and is sent when a confirmed
// do-not-contact or do-not-sell request flags a lead (change.field doNotContact / doNotSell).
// Version 3 (issue 37): lead.created carries the lead's `language` ("en" or "es"), the language of
// the page it was sent from: call a Spanish lead in Spanish.
import { LeadPackage } from './lead-package.ts';
import { LANGUAGES } from './lead-record.ts';
import { z } from './zod.ts';

export const WEBHOOK_VERSION = 3;
export const WEBHOOK_EVENT_TYPES = ['lead.created', 'lead.updated', 'lead.erased'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const isoTime = z.iso.datetime({ offset: true });
const leadKind = z.enum(['contact', 'availability', 'package']);
const leadStatus = z.enum(['new', 'contacted', 'qualified', 'won', 'lost', 'invalid']);
const nullableText = z.string().nullable();

/** Where the visitor came from (last touch), as stored on the lead. */
export const WebhookAttribution = z.object({
  source: nullableText,
  medium: nullableText,
  campaign: nullableText,
  term: nullableText,
  content: nullableText,
  landingPage: nullableText,
  referrer: nullableText,
});

export const WebhookLead = z.object({
  id: z.string(),
  kind: leadKind,
  createdAt: isoTime,
  status: leadStatus,
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  zipCode: nullableText,
  address: nullableText,
  city: nullableText,
  subject: nullableText,
  comment: nullableText,
  /**
   * The chosen plan of a package request (title, speed, price, duration, description lines); from
   * the plan finder also its Broadband Facts label id, stored version and the label rows seen.
   */
  package: LeadPackage.nullable(),
  page: nullableText,
  attribution: WebhookAttribution,
  /** The language of the page the lead was sent from: "es" wants to be answered in Spanish. */
  language: z.enum(LANGUAGES),
  /** Consent text version the visitor agreed to (calls and texts); null when no phone was asked. */
  consentVersion: nullableText,
  /** Do not contact (a confirmed request): no calls, texts or e-mail. False on a new lead: the
   * request itself is new consent (previouslyOptedOut says the contact had opted out before). */
  doNotContact: z.boolean(),
  /** Do not sell or share (Global Privacy Control or an earlier request): honour it in the CRM. */
  doNotSell: z.boolean(),
  /** The contact had asked us to stop contacting them or not to sell before this lead. */
  previouslyOptedOut: z.boolean(),
  /** Id of an earlier lead (30 days) with the same e-mail or phone, or null. */
  duplicateOf: nullableText,
});
export type WebhookLead = z.infer<typeof WebhookLead>;

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ version: z.literal(WEBHOOK_VERSION), type: z.literal(type), timestamp: isoTime, data });

export const LeadCreatedEvent = envelope('lead.created', WebhookLead);

export const LeadUpdatedEvent = envelope(
  'lead.updated',
  z.object({
    id: z.string(),
    status: leadStatus,
    /** Operator id the lead is assigned to, or null. */
    assignedTo: nullableText,
    assignedToEmail: nullableText,
    /** The privacy flags as they now are: honour them in the CRM. */
    doNotContact: z.boolean(),
    doNotSell: z.boolean(),
    /**
     * What changed, with the value before and after: the status, the assignment (both in the
     * console), or a privacy flag set by the contact's confirmed request.
     */
    change: z.discriminatedUnion('field', [
      z.object({ field: z.literal('status'), from: leadStatus, to: leadStatus }),
      z.object({ field: z.literal('assignedTo'), from: nullableText, to: nullableText }),
      z.object({ field: z.literal('doNotContact'), from: z.boolean(), to: z.boolean() }),
      z.object({ field: z.literal('doNotSell'), from: z.boolean(), to: z.boolean() }),
    ]),
  }),
);

/** Erased by a deletion request or by retention: the id only, never personal data. */
export const LeadErasedEvent = envelope(
  'lead.erased',
  z.strictObject({ id: z.string(), reason: z.enum(['request', 'retention']) }),
);

export const WebhookEvent = z.discriminatedUnion('type', [
  LeadCreatedEvent,
  LeadUpdatedEvent,
  LeadErasedEvent,
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type LeadCreatedEvent = z.infer<typeof LeadCreatedEvent>;
export type LeadUpdatedEvent = z.infer<typeof LeadUpdatedEvent>;
export type LeadErasedEvent = z.infer<typeof LeadErasedEvent>;
