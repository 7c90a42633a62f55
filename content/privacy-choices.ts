// The "Your Privacy Choices" page (DESIGN.md, "Privacy choices"): what each choice does, in the
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
