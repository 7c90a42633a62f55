// The messages of the forms (the contact form first): labels, the checkbox, the button, and the
// validation messages the contracts' schemas give in English, with how to show one in the page's
// language (fieldError). The Spanish twin is forms.es.ts.
// Only zod-free contracts: this module is in the first load of every page with a form.
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_ZIP_MESSAGE,
  REQUIRED_MESSAGE,
  TEXT_EXPECTED_MESSAGE,
  tooLongMessage,
  UNKNOWN_CONSENT_MESSAGE,
} from '../../contracts/rules.ts';

export const forms = {
  /** The contact page's form ("Send us a message"). */
  contact: {
    /** The form's accessible name. */
    formName: 'Send us a message',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    comment: 'Comment',
    /** A checkbox: keeps these three fields in a cookie for the visitor's next message. */
    saveData: 'Save my name, email and subject in this browser for the next time I write.',
    /** Link to the cookies part of the privacy policy, after the checkbox's words. */
    cookies: 'How we use cookies',
    /** Under the form, after a "*": the fields marked with it must be filled. */
    required: 'Required.',
    send: 'Send Message',
  },
  /** Read after a link's name when it opens a new tab; starts with a space. */
  opensInNewTab: ' (opens in a new tab)',
  /** Under a field that was left wrong: what to do about it (the schemas' own English). */
  errors: {
    required: REQUIRED_MESSAGE,
    invalidEmail: INVALID_EMAIL_MESSAGE,
    invalidZip: INVALID_ZIP_MESSAGE,
    invalidPhone: INVALID_PHONE_MESSAGE,
    textExpected: TEXT_EXPECTED_MESSAGE,
    unknownConsent: UNKNOWN_CONSENT_MESSAGE,
    /** A field longer than the site keeps. */
    tooLong: tooLongMessage,
  },
};

export type FormMessages = typeof forms;

const tooLong = /^Use at most (\d+) characters\.$/;

/**
 * A validation message (a schema's English, in the browser or from the server's 400) in the words
 * of `t`: the same message in the page's language, or as it came when the catalog has no such message.
 */
export function fieldError(message: string | undefined, t: FormMessages): string | undefined {
  if (message === undefined || t === forms) return message;
  const long = tooLong.exec(message);
  if (long) return t.errors.tooLong(Number(long[1]));
  for (const [key, english] of Object.entries(forms.errors)) {
    if (english === message) return t.errors[key as keyof FormMessages['errors']] as string;
  }
  return message;
}
