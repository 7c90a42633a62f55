// The messages of the Your Privacy Choices page, its request form and the page its confirmation
// link opens (/privacy-choices/confirm): the English the site has always shown, SPEC's and the
// privacy content's words read from content/privacy-choices.ts. The Spanish twin is
// privacy-choices-page.es.ts. The answers after a request are the API's, in the request's
// language (contracts/privacy.ts, PRIVACY_ANSWERS). Only zod-free contracts here.
import {
  noEmailOnFile,
  privacyChoices,
  privacyChoicesLabel,
  privacyPhoneHint,
} from '../../content/privacy-choices.ts';
import type { PrivacyRequestType } from '../../contracts/privacy.ts';

const choices = Object.fromEntries(
  privacyChoices.map((c) => [c.type, { label: c.label, description: c.description }]),
) as Record<PrivacyRequestType, { label: string; description: string }>;

export const privacyChoicesPage = {
  /** The page's <title> (before " | HomeWire"), its heading and the footer's link to it. */
  title: privacyChoicesLabel as string,
  description:
    'Ask us to stop contacting you, not to sell or share your information, to send you a copy of it, or to delete it.',
  /** Small words above the banner's title. */
  eyebrow: 'Privacy',
  subTitle:
    'Stop calls, texts and e-mails, opt out of selling or sharing, get a copy of your information, or have it deleted.',
  requestHeading: 'Send a privacy request',
  requestIntro:
    'Give the e-mail address you used on our forms. We send a confirmation link to it, so nobody else can make choices for you; your request is carried out when you follow the link (valid for 24 hours).',
  /** The side column: how to ask without the form. */
  otherWays: 'Other ways to ask',
  /** Before the phone number (a link). */
  callUsAt: 'Call us at',
  /** After the phone number: the postal address follows "write to". */
  orWriteTo: (address: string) => `or write to ${address}. We answer within 30 days.`,
  noEmailOnFile,
  gpc: 'Your browser\'s Global Privacy Control signal is honoured: requests sent with it are marked "do not sell or share".',
  /** "Details are in our {Privacy Policy}." with the policy as a link. */
  detailsIn: 'Details are in our',
  privacyPolicy: 'Privacy Policy',
  form: {
    /** The question above the four choices (radio buttons). */
    legend: 'What would you like us to do?',
    choices,
    email: 'Email',
    phone: 'Phone number (optional)',
    phoneHint: privacyPhoneHint,
    send: 'Send my request',
    /**
     * A field's validation message (the schema's English, from the browser or the server's 400) in
     * this language: English shows it as it is.
     */
    fieldMessage: (message: string) => message,
  },
  /** The page the mailed confirmation link opens. */
  confirm: {
    title: 'Confirm your privacy request',
    description: 'Confirm the privacy request you sent from the Your Privacy Choices page.',
    subTitle: 'One last step: confirm the request you sent us.',
    press: 'Press the button to carry out your request.',
    button: 'Confirm my request',
    /** Shown without a token in the address; the choices page's name follows as a link, then ".". */
    openFromMail:
      'Open this page from the link in the confirmation e-mail we sent you. To send a new request, go to',
  },
};

export type PrivacyChoicesPageMessages = typeof privacyChoicesPage;
