// What a lead request carries besides its form fields (docs/api.md, "Lead record"): attribution,
// the consent version and the Global Privacy Control report. Isomorphic: the browser builds these
// values, the server validates them with the same rules. (api.ts imports this module.)

import {
  ATTRIBUTION_MAX,
  type Attribution,
  CAMPAIGN_PARAMS,
  type CampaignField,
  type Touch,
} from './attribution.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.ts';
import { UNKNOWN_CONSENT_MESSAGE } from './rules.ts';
import { z } from './zod.ts';

export type { Attribution, Touch } from './attribution.ts';
export { isDirect } from './attribution.ts';

const campaignFields = Object.values(CAMPAIGN_PARAMS) as CampaignField[];
const touchFields = [...campaignFields, 'referrer', 'landingPage', 'at'] as const;

// C0/C1 controls and line/paragraph separators: never part of a campaign value.
const controlChars = /[\p{Cc}\u2028\u2029]/u;
const isoTime = z.iso.datetime({ offset: true });

/** A referrer reduced to origin + path, or undefined when it is not an absolute http(s) URL. */
export function referrerOf(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const u = new URL(value);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  if (u.username || u.password) return undefined;
  return `${u.origin}${u.pathname}`;
}

function cleanValue(field: (typeof touchFields)[number], value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '' || v.length > ATTRIBUTION_MAX || controlChars.test(v)) return undefined;
  switch (field) {
    case 'referrer': {
      const r = referrerOf(v);
      return r && r.length <= ATTRIBUTION_MAX ? r : undefined;
    }
    case 'landingPage':
      return /^\/(?!\/)[^\s?#]*$/.test(v) ? v : undefined;
    case 'at':
      return isoTime.safeParse(v).success ? new Date(v).toISOString() : undefined;
    default:
      return v;
  }
}

/**
 * Validates and bounds an `attribution` value field by field. Never fails: what is malformed is
 * dropped (and named in `dropped`, for the log), the rest is kept, so attribution never costs a lead.
 */
export function sanitizeAttribution(raw: unknown): {
  attribution: Attribution | undefined;
  dropped: string[];
} {
  const dropped: string[] = [];
  if (raw === undefined || raw === null) return { attribution: undefined, dropped };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { attribution: undefined, dropped: ['attribution'] };
  const out: Attribution = {};
  for (const [key, touch] of Object.entries(raw as Record<string, unknown>)) {
    if (key !== 'firstTouch' && key !== 'lastTouch') {
      dropped.push(`attribution.${key.slice(0, 40)}`);
      continue;
    }
    if (touch === undefined || touch === null) continue;
    if (typeof touch !== 'object' || Array.isArray(touch)) {
      dropped.push(`attribution.${key}`);
      continue;
    }
    const clean: Touch = {};
    for (const [field, value] of Object.entries(touch as Record<string, unknown>)) {
      const known = (touchFields as readonly string[]).includes(field);
      const v = known ? cleanValue(field as (typeof touchFields)[number], value) : undefined;
      if (v === undefined) dropped.push(`attribution.${key}.${field.slice(0, 40)}`);
      else clean[field as (typeof touchFields)[number]] = v;
    }
    if (Object.keys(clean).length) out[key] = clean;
  }
  return { attribution: Object.keys(out).length ? out : undefined, dropped };
}

/** The lead field: any JSON in, a sanitised attribution plus the names of dropped values out. */
export const AttributionField = z.unknown().transform((v) => sanitizeAttribution(v));

export { UNKNOWN_CONSENT_MESSAGE };

/** Names the consent disclosure the visitor saw (content/consent.ts); checked against the list on the server. */
export const ConsentVersion = z
  .string({ error: UNKNOWN_CONSENT_MESSAGE })
  .trim()
  .min(1, { error: UNKNOWN_CONSENT_MESSAGE, abort: true })
  .max(40, { error: UNKNOWN_CONSENT_MESSAGE });

/** The form's report of navigator.globalPrivacyControl. */
export const GpcField = z.boolean({ error: 'Expected true or false.' }).optional();

export { LANGUAGE_NAMES, LANGUAGES, type Language };

/** The page's language (its <html lang>); left out, English. */
export const LanguageField = z.enum(LANGUAGES, { error: 'Expected "en" or "es".' }).optional();

/** Fields every lead request may carry besides its form fields. */
export const leadContext = {
  attribution: AttributionField.optional(),
  gpc: GpcField,
  language: LanguageField,
};
