// The "Your Privacy Choices" page (docs/api.md, "Privacy choices"): what each choice does, in the
// visitor's words. The request types are the API's (contracts/privacy.ts).
import type { PrivacyRequestType } from '../contracts/privacy.ts';

export const privacyChoicesPath = '/privacy-choices';
export const privacyConfirmPath = '/privacy-choices/confirm';
export const privacyChoicesLabel = 'Your Privacy Choices';

export const privacyChoices: readonly { type: PrivacyRequestType; label: string; description: string }[] = [
  {
    type: 'do-not-contact',
    label: 'Stop contacting me',
    description: 'We stop calling, texting and e-mailing you about the requests you sent us.',
  },
  {
    type: 'do-not-sell',
    label: 'Do not sell or share my personal information',
    description:
      'We do not sell personal information, and we will never share yours. Browsers that send a Global Privacy Control signal get this automatically.',
  },
  {
    type: 'access',
    label: 'Send me a copy of my information',
    description: 'We e-mail you everything we keep about the requests you sent us.',
  },
  {
    type: 'delete',
    label: 'Delete my information',
    description:
      'We erase your name, contact details and messages from our records and from the e-mails they were sent in.',
  },
];

/** What a phone number given with a request does, under the phone field. */
export const privacyPhoneHint =
  'Add it if you gave us a phone number: we stop calls and texts to it too. A copy or a deletion covers what we hold under the e-mail address you confirm.';

/**
 * How a person whose requests we hold under a phone number but no e-mail address of theirs asks:
 * the confirmation link proves an e-mail address only, so a copy or a deletion by phone goes
 * through a person who verifies the number first (then `npm run leads -- erase --phone`).
 */
export const noEmailOnFile = (phone: string) =>
  `If we hold your phone number but no e-mail address of yours, call us at ${phone}. Once we have checked that the number is yours (we call or text it back), we send you what we hold under it or delete it.`;
