// The consent disclosure shown above the submit button of every form that takes a phone number
// (docs/api.md, "Lead record"). Versioned: the form sends the version it showed, the server stores
// that version's exact text once (with its SHA-256) and links every lead to it. Changing the
// wording means adding a new entry on top and retiring the old one, never editing an entry.
import { site } from './site.ts';

export type ConsentDisclosure = {
  /** Stable name of this wording, sent by the form as consentVersion. */
  version: string;
  /** The exact words shown; `linkText` inside it links to the privacy policy. */
  text: string;
  linkText: string;
  /** When a newer wording replaced this one (ISO date); still accepted for the grace period. */
  retiredAt?: string;
};

/** A page cached before a wording change may still send the old version for this long. */
export const CONSENT_GRACE_DAYS = 30;

/** Newest first. */
export const consentDisclosures: readonly ConsentDisclosure[] = [
  {
    version: '2026-11-23',
    text: `By sending this request you agree that ${site.name} may call or text you at the number you give about this request, including by automated means. Consent is not a condition of purchase. Reply STOP to any text, or ask us on a call, to opt out, or use Your Privacy Choices. See our Privacy Policy.`,
    linkText: 'Privacy Policy',
  },
];

export const currentConsent = consentDisclosures[0] as ConsentDisclosure;

/** The disclosure a form may still send at `now`: the current one, or a retired one within the grace period. */
export function acceptedConsent(version: string, now: number): ConsentDisclosure | undefined {
  const d = consentDisclosures.find((c) => c.version === version);
  if (!d) return undefined;
  if (d.retiredAt && Date.parse(d.retiredAt) + CONSENT_GRACE_DAYS * 86_400_000 < now) return undefined;
  return d;
}
