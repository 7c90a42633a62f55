import { site } from './site.ts';

// Terms & Conditions (SPEC 2: nine sections). Placeholder legal text: a lawyer writes the final wording.

export type LegalSection = { id: string; title: string; paragraphs: string[] };

/** A legal page's words: its banner, when it last changed, a summary (ending in a link) and its sections. */
export type LegalDocument = {
  title: string;
  subTitle: string;
  updated: string;
  intro: { text: string; link?: { label: string; href: string } };
  sections: readonly LegalSection[];
};

export const termsUpdated = 'November 1, 2026';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'company',
    title: 'Information about our company',
    paragraphs: [
      `${site.legalName} ("${site.name}", "we", "us") runs this website to help visitors compare TV, internet and streaming providers and to request information about their plans. We are an independent comparison and referral service, not a provider of TV or internet service.`,
      'Placeholder legal text: registered address, company number and the full legal description of the service go here.',
    ],
  },
  {
    id: 'online-ordering',
    title: 'Online ordering',
    paragraphs: [
      'Sending a form on this website is a request for information or a call back, not an order. A service order is only placed once you confirm it with a specialist or directly with the provider, under the provider’s own terms.',
      'Placeholder legal text: how an order is formed, confirmed and documented.',
    ],
  },
  {
    id: 'charges-and-fees',
    title: 'Charges and fees',
    paragraphs: [
      'Prices shown on this website are sample prices for comparison. Actual prices, taxes, equipment fees, installation charges and promotional periods are set by each provider and depend on your address. We do not charge you for using this website or for talking to a specialist.',
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    paragraphs: [
      'Because we do not bill you, refunds for a provider’s service are handled by that provider under its own refund and cancellation policy. We are glad to help you contact them.',
      'Placeholder legal text: refund rights under applicable consumer law.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    paragraphs: [
      'Nothing in these terms limits the rights you have as a consumer under the laws of your state. You may ask us what personal data we hold about you and ask us to delete it, as described in our Privacy Policy.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time. The date at the top of this page shows when they last changed. Changes apply from that date and do not affect requests you sent before it.',
    ],
  },
  {
    id: 'suspension-and-termination',
    title: 'Suspension and termination',
    paragraphs: [
      'We may suspend or restrict access to this website, or ignore requests, where it is misused, for example by automated submissions, abusive messages or attempts to interfere with the service.',
      'Placeholder legal text: notice and appeal.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability',
    paragraphs: [
      'We take care to keep provider information accurate, but availability, prices and plans change often and are confirmed only by the provider. To the extent the law allows, we are not liable for decisions made on the basis of information on this website.',
      'Placeholder legal text: limitation of liability.',
    ],
  },
  {
    id: 'device-claims-and-warranties',
    title: 'Device claims and warranties',
    paragraphs: [
      'Routers, set-top boxes and other equipment are supplied by the provider, and their warranties and repair or replacement claims are handled by that provider or the manufacturer.',
      'Placeholder legal text: warranty disclaimers.',
    ],
  },
];

export const termsDocument: LegalDocument = {
  title: 'Terms & Conditions',
  subTitle: 'The terms that apply when you use this website and send us a request.',
  updated: termsUpdated,
  intro: {
    text: 'In short: comparing plans and talking to us is free, prices shown are samples, and your service contract is always with the provider you choose. The wording below is placeholder legal text.',
  },
  sections: termsSections,
};
