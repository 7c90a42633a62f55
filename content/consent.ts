// The consent disclosure shown above the submit button of every form that takes a phone number
// (docs/api.md, "Lead record"). Versioned: the form sends the version it showed, the server stores
// that version's exact text once (with its SHA-256) and links every lead to it. Changing the
// wording means adding a new entry on top and retiring the old one, never editing an entry. Each
// language has its own wording as its own version (issue 37): a Spanish page shows the Spanish one
// and sends its version, so a lead records exactly the words the visitor read.
import type { Language } from '../contracts/lead-record.ts';
import { site } from './site.ts';

export type ConsentDisclosure = {
  /** Stable name of this wording, sent by the form as consentVersion. */
  version: string;
  /** The language of the wording: a page shows the current wording of its own language. */
  language: Language;
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
    language: 'en',
    text: `By sending this request you agree that ${site.name} may call or text you at the number you give about this request, including by automated means. Consent is not a condition of purchase. Reply STOP to any text, or ask us on a call, to opt out, or use Your Privacy Choices. See our Privacy Policy.`,
    linkText: 'Privacy Policy',
  },
  {
    // The English wording's meaning in US Spanish (usted), not word for word: "pueda llamarle o
    // enviarle mensajes de texto" keeps both channels; "Sus opciones de privacidad" and "Política de
    // privacidad" are the names the Spanish footer gives those pages; STOP stays STOP (the keyword
    // the text-message platform acts on).
    version: '2026-11-28-es',
    language: 'es',
    text: `Al enviar esta solicitud, usted acepta que ${site.name} pueda llamarle o enviarle mensajes de texto al número que nos indique sobre esta solicitud, incluso por medios automatizados. Dar su consentimiento no es una condición de compra. Para dejar de recibirlos, responda STOP a cualquier mensaje de texto, pídanoslo durante una llamada o use Sus opciones de privacidad. Consulte nuestra Política de privacidad.`,
    linkText: 'Política de privacidad',
  },
];

/** The wording a page in `language` shows now: the newest one of that language that is not retired. */
export function currentConsentFor(language: Language): ConsentDisclosure {
  const d = consentDisclosures.find((c) => c.language === language && !c.retiredAt);
  if (!d) throw new Error(`content/consent.ts: no current consent wording in ${language}`);
  return d;
}

/** The English wording shown now (the English pages' and GET /api/consent's default). */
export const currentConsent = currentConsentFor('en');

/** The disclosure a form may still send at `now`: the current one, or a retired one within the grace period. */
export function acceptedConsent(version: string, now: number): ConsentDisclosure | undefined {
  const d = consentDisclosures.find((c) => c.version === version);
  if (!d) return undefined;
  if (d.retiredAt && Date.parse(d.retiredAt) + CONSENT_GRACE_DAYS * 86_400_000 < now) return undefined;
  return d;
}
