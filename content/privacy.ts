import { site } from './site.ts';
import type { LegalSection } from './terms.ts';

// Privacy policy: true to what the code does (DESIGN.md: leads table, outbox mail to the sales team,
// salted IP hash, contact-form cookies only when the visitor ticks "save"). Placeholder legal text
// marks where a lawyer writes the final wording.

export const privacyUpdated = 'November 1, 2026';

/** How long leads are kept before deletion. */
export const leadRetentionMonths = 24;

export const privacySections: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    paragraphs: [
      'We only collect what you type into our forms: your name, e-mail address, phone number, street address, city and ZIP code, the subject and comment of a message, the plan you chose (its name, speed, price and duration) and the page you sent the form from. Not every form asks for all of these.',
      'To prevent abuse, such as automated spam, we store a salted hash of your IP address with your request: a one-way fingerprint that lets us spot repeated abuse. We do not store your IP address itself.',
    ],
  },
  {
    id: 'why',
    title: 'Why we collect it',
    paragraphs: [
      'We use your details to answer your request: to check availability at your address, to call or e-mail you about the plans you asked about, and to help you order if you choose to. We do not use them for anything else.',
    ],
  },
  {
    id: 'where-it-goes',
    title: 'Where it is stored and who sees it',
    paragraphs: [
      `Your request is stored in our database and e-mailed to our sales team so a specialist can get back to you. We do not sell your personal information and we do not share it with advertisers. If you decide to order, we pass the details the provider needs for your order to that provider, with your agreement.`,
      'Placeholder legal text: list of service providers (hosting, e-mail delivery) that process data on our behalf.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      'Our contact form can remember your name, e-mail and subject for next time, but only if you tick "Save my details". It then stores them in cookies on your device that last until you close your browser. We also set a security cookie that protects our forms against cross-site request forgery. We use no advertising or tracking cookies.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: [
      `We keep your request for ${leadRetentionMonths} months after you send it, then delete it. If you ask us to delete it sooner, we will.`,
    ],
  },
  {
    id: 'your-choices',
    title: 'Your choices and how to ask for deletion',
    paragraphs: [
      `To see the details we hold about you, correct them, or have them deleted, e-mail us at ${site.email} from the address you used on our form. We answer within 30 days. You can also ask us at any time to stop calling or e-mailing you.`,
      'Placeholder legal text: state-specific rights (for example under the CCPA) and how to exercise them.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      `${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}. E-mail: ${site.email}.`,
    ],
  },
];
