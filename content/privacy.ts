// Privacy policy: true to what the code does (docs/architecture.md: leads table, outbox mail to the sales team,
// salted IP hash, contact-form cookies only when the visitor ticks "save", campaign attribution in
// localStorage, the consent record, Global Privacy Control, privacy choices, retention). Placeholder
// legal text marks where a lawyer writes the final wording.
import { ATTRIBUTION_DAYS } from '../contracts/attribution.ts';
import { noEmailOnFile, privacyChoicesLabel, privacyChoicesPath } from './privacy-choices.ts';
import { site } from './site.ts';
import type { LegalDocument, LegalSection } from './terms.ts';

export const privacyUpdated = 'November 23, 2026';

/** How long leads are kept before their personal details are erased (LEAD_RETENTION_DAYS, 730 by default). */
export const leadRetentionMonths = 24;

export const privacySections: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    paragraphs: [
      'We only collect what you type into our forms: your name, e-mail address, phone number, street address, city and ZIP code, the subject and comment of a message, the plan you chose (its name, speed, price and duration) and the page you sent the form from. Not every form asks for all of these.',
      'To prevent abuse, such as automated spam, we store a salted hash of your IP address with your request: a one-way fingerprint that lets us spot repeated abuse. We do not store your IP address itself.',
      'With each request we also keep: how you found us (the campaign details in the link you followed, such as utm_source, utm_medium and utm_campaign or an ad click id, the website that referred you without its query, and the first page you saw), the name and version of your browser, whether your browser sent a Global Privacy Control signal, and, on forms that ask for a phone number, the exact consent notice you saw and when you agreed to it.',
    ],
  },
  {
    id: 'why',
    title: 'Why we collect it',
    paragraphs: [
      'We use your details to answer your request: to check availability at your address, to call or e-mail you about the plans you asked about, and to help you order if you choose to. We do not use them for anything else.',
      'We use how you found us to learn which of our campaigns and partner sites bring useful requests, so we spend our marketing money well. We keep the consent record as proof of what you agreed to before we call or text you. When the same e-mail address or phone number sends us several requests within 30 days, we link them so one specialist answers you once.',
    ],
  },
  {
    id: 'where-it-goes',
    title: 'Where it is stored and who sees it',
    paragraphs: [
      `Your request is stored in our database and e-mailed to our sales team so a specialist can get back to you. We do not sell your personal information and we do not share it with advertisers. If you decide to order, we pass the details the provider needs for your order to that provider, with your agreement. If your browser sends a Global Privacy Control signal, or you ask us on the ${privacyChoicesLabel} page, your request is marked "do not sell or share" and our sales team sees that mark.`,
      'Placeholder legal text: list of service providers (hosting, e-mail delivery) that process data on our behalf.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    paragraphs: [
      'Our contact form can remember your name, e-mail and subject for next time, but only if you tick "Save my details". It then stores them in cookies on your device that last until you close your browser. We also set a security cookie that protects our forms against cross-site request forgery. We use no advertising or tracking cookies.',
      `When you arrive from a campaign link or another website, our own site (no third party) remembers in your browser's local storage where you came from, for ${ATTRIBUTION_DAYS} days, and sends it with a request you choose to make. It is never sent anywhere else. Clearing your browser's site data removes it.`,
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: [
      `We keep your request for ${leadRetentionMonths} months after you send it. Then a daily job erases your name, contact details, messages and the e-mail your request was sent in; what remains (the kind of request, its dates and how you found us, with nothing that identifies you) only keeps our counts right. If you ask us to delete it sooner, we will.`,
      'A privacy request keeps your e-mail address only until it is carried out or its confirmation link expires, and at most 30 days. If you ask us to stop contacting you, we keep a one-way keyed fingerprint of your e-mail address and phone number (not the address or number itself), so we can recognise them and honour your choice if they come back.',
    ],
  },
  {
    id: 'your-choices',
    title: 'Your privacy choices',
    paragraphs: [
      `On the ${privacyChoicesLabel} page (${privacyChoicesPath}, linked at the bottom of every page) you can ask us to stop contacting you by phone, text and e-mail, not to sell or share your information, to send you a copy of it, or to delete it. We e-mail a confirmation link to the address you give, valid for 24 hours, so nobody else can make these choices for you; following it carries out your request at once. We answer the same way whether or not we hold information for that address.`,
      `You can also ask by phone or by post, or e-mail us at {email} from the address you used on our form; we answer within 30 days. To correct your details, e-mail us.`,
      `A phone number you give with a request stops calls and texts to it; it does not unlock a copy or a deletion, which cover what we hold under the e-mail address you confirm. ${noEmailOnFile('{phone}')}`,
      'Placeholder legal text: state-specific rights (for example under the CCPA) and how to exercise them.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      `${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}. E-mail: {email}.`,
    ],
  },
];

export const privacyDocument: LegalDocument = {
  title: 'Privacy Policy',
  subTitle: 'What we collect when you send us a form, why, how long we keep it, and how to have it deleted.',
  updated: privacyUpdated,
  intro: {
    text: 'In short: we keep what you type into our forms and how you found us, we use it to answer your request, we never sell it or share it with advertisers, and we delete it on request: use',
    link: { label: privacyChoicesLabel, href: privacyChoicesPath },
  },
  sections: privacySections,
};
