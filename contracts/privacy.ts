// Privacy choices (docs/api.md, "Privacy choices"): the request, its confirmation and the answers.

import { Email, HONEYPOT_FIELD, normalizeUsPhone, REQUIRED_MESSAGE, tooLongMessage } from './api.ts';
import { LANGUAGES, type Language, LanguageField } from './lead-record.ts';
import { INVALID_OPTIONAL_PHONE_MESSAGE, PRIVACY_TYPE_MESSAGE } from './privacy-rules.ts';
import { z } from './zod.ts';

export const PRIVACY_REQUEST_TYPES = ['do-not-contact', 'do-not-sell', 'access', 'delete'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

export { INVALID_OPTIONAL_PHONE_MESSAGE, PRIVACY_TYPE_MESSAGE };

/** The one answer to every privacy request: it never tells whether we hold data for the address. */
export const PRIVACY_REQUEST_ACCEPTED_MESSAGE =
  'Thank you. If we hold information for this e-mail address or phone number, we have sent a confirmation link to the e-mail address. Follow it within 24 hours to complete your request.';

/** Validity of the confirmation link. */
export const PRIVACY_CONFIRM_HOURS = 24;

export const PrivacyRequest = z.strictObject({
  email: Email,
  phone: z
    .string({ error: INVALID_OPTIONAL_PHONE_MESSAGE })
    .trim()
    .max(30, { error: INVALID_OPTIONAL_PHONE_MESSAGE })
    .optional()
    .refine((v) => v === undefined || v === '' || normalizeUsPhone(v) !== undefined, {
      error: INVALID_OPTIONAL_PHONE_MESSAGE,
    })
    .transform((v) => (v ? normalizeUsPhone(v) : undefined)),
  type: z.enum(PRIVACY_REQUEST_TYPES, { error: PRIVACY_TYPE_MESSAGE }),
  /** The page's language: the confirmation mail, the link's page and every answer are in it. */
  language: LanguageField,
  [HONEYPOT_FIELD]: z
    .string({ error: tooLongMessage(500) })
    .max(500)
    .optional(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequest>;
export type PrivacyRequestInput = z.input<typeof PrivacyRequest>;

export const PrivacyConfirmRequest = z.strictObject({
  token: z
    .string({ error: REQUIRED_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This link is not valid.' }),
  /** The confirm page's language: the words of a 410 (a live request answers in its own language). */
  language: LanguageField,
});

export const INVALID_CONFIRM_LINK_MESSAGE =
  'This link is not valid, was already used or has expired. Send your request again from the Your Privacy Choices page.';

/** What a confirmed request did, in the visitor's words. */
export const PRIVACY_DONE_MESSAGES: Record<PrivacyRequestType, string> = {
  'do-not-contact': 'Done. We will no longer call, text or e-mail you about your requests.',
  'do-not-sell': 'Done. We will not sell or share your personal information.',
  access: 'Done. We have e-mailed you a copy of the information we hold for you.',
  delete: 'Done. We have deleted the personal information we held for you.',
};

/** The answers of the privacy endpoints in a request's language (a request made in Spanish is answered in Spanish). */
export const PRIVACY_ANSWERS: Record<
  Language,
  { accepted: string; invalidLink: string; done: Record<PrivacyRequestType, string> }
> = {
  en: {
    accepted: PRIVACY_REQUEST_ACCEPTED_MESSAGE,
    invalidLink: INVALID_CONFIRM_LINK_MESSAGE,
    done: PRIVACY_DONE_MESSAGES,
  },
  es: {
    accepted:
      'Gracias. Si tenemos información para este correo electrónico o número de teléfono, le enviamos un enlace de confirmación a ese correo. Ábralo dentro de las próximas 24 horas para completar su solicitud.',
    invalidLink:
      'Este enlace no es válido, ya se usó o venció. Envíe su solicitud de nuevo desde la página Sus opciones de privacidad.',
    done: {
      'do-not-contact':
        'Listo. Ya no lo llamaremos, no le enviaremos mensajes de texto ni correos electrónicos sobre sus solicitudes.',
      'do-not-sell': 'Listo. No venderemos ni compartiremos su información personal.',
      access:
        'Listo. Le enviamos por correo electrónico una copia de la información que tenemos sobre usted.',
      delete: 'Listo. Eliminamos la información personal que teníamos sobre usted.',
    },
  },
};

/** 202 to every privacy request: PRIVACY_REQUEST_ACCEPTED_MESSAGE. */
export const PrivacyRequestAccepted = z.object({ message: z.string() });

export const PrivacyConfirmResponse = z.object({ type: z.enum(PRIVACY_REQUEST_TYPES), message: z.string() });
export type PrivacyConfirmResponse = z.infer<typeof PrivacyConfirmResponse>;

export const ConsentResponse = z.object({
  version: z.string(),
  language: z.enum(LANGUAGES),
  text: z.string(),
});
/** GET /api/consent?language=es: the disclosure a page in that language shows (English by default). */
export const ConsentQuery = z.object({ language: LanguageField });
export type ConsentResponse = z.infer<typeof ConsentResponse>;
