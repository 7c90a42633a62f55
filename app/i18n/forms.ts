// The messages of the forms (the contact form first): labels, the checkbox, the button, and the
// validation messages the contracts' schemas give in English, with how to show one in the page's
// language (fieldError). The Spanish twin is forms.es.ts.
import { SUCCESS_MESSAGE, TEXT_EXPECTED_MESSAGE, tooLongMessage } from '../../contracts/api.ts';
import { UNKNOWN_CONSENT_MESSAGE } from '../../contracts/lead-record.ts';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_ZIP_MESSAGE,
  REQUIRED_MESSAGE,
} from '../../contracts/rules.ts';
import { errorMessages, toastTitles } from '../lib/error-messages';

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
  /** The fields of the dialogs that ask to be called back (check availability, request a plan). */
  visitor: {
    name: 'Name',
    email: 'Email',
    address: 'Address',
    city: 'City',
    zipCode: 'ZIP code',
    contact: 'Phone number',
  },
  /** The Check Availability dialog: its title, what it is for, its button. */
  availability: {
    title: 'Check Availability',
    description:
      'Tell us where you live and how to reach you: a specialist checks which providers serve your address and gets back to you.',
    submit: 'Check Availability',
  },
  /** The dialog a plan card's button opens: the plan chosen, then the visitor's fields. */
  planRequest: {
    title: 'Request this plan',
    /** Accessible name of the box that repeats the chosen plan. */
    chosenPlan: 'Chosen plan',
    upTo: (mbps: string) => `Up to ${mbps} Mbps`,
    intro: 'Leave your details and a specialist calls you to set this plan up at your address.',
    submit: 'Request this plan',
  },
  /** A dialog's close button (an icon), read by screen readers. */
  close: 'Close',
  /** Read after a link's name when it opens a new tab; starts with a space. */
  opensInNewTab: ' (opens in a new tab)',
  /** The toasts' titles and the messages of SPEC 8 and of a sent request (app/lib/error-messages.ts). */
  notices: {
    ...toastTitles,
    sent: SUCCESS_MESSAGE,
    ...errorMessages,
  } as Record<keyof typeof toastTitles | 'sent' | keyof typeof errorMessages, string>,
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

/** A toast's title or message (English from the client or the server) in the words of `t`. */
export function noticeIn(text: string, t: FormMessages): string {
  if (t === forms) return text;
  for (const [key, english] of Object.entries(forms.notices)) {
    if (english === text) return t.notices[key as keyof FormMessages['notices']];
  }
  return text;
}

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
