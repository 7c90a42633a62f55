// The words of the frame every service page shares (the listings and the provider pages): the
// breadcrumb, the testimonials and FAQ headings, the comparison tables, the providers-near-you block
// and the ZIP prompt (its answer, loaded with the first lookup, has
// its own area: zip-answer.ts). The components read this area themselves, so a page under
// /es/ shows them in Spanish. The English the site has always shown; the Spanish twin is
// service-page.es.ts.
import { priceNote } from '../../content/base/ui.ts';
import { INVALID_ZIP_MESSAGE } from '../../contracts/rules';

export const servicePage = {
  /** The first step of the breadcrumb (and its JSON-LD): the home page. */
  home: 'Home',
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our customers say',
  },
  /** Small words above the FAQ's heading. */
  faqEyebrow: 'FAQ',
  table: {
    /** Read by screen readers for the comparison table's last column, whose cells are buttons. */
    action: 'Action',
    /** Under a table of prices. */
    pricesNote: `Prices per month. ${priceNote}`,
  },
  /** The button of the providers-near-you block; opens the Check Availability dialog. */
  checkAvailability: 'Check Availability',
  zip: {
    heading: 'See which providers serve your area',
    label: 'ZIP code',
    button: 'Find providers',
    /** An example in the empty field. */
    placeholder: 'e.g. 80202',
    digitsOnly: 'A ZIP code has digits only.',
    tooShort: INVALID_ZIP_MESSAGE as string,
    unknown: (zip: string) =>
      `We couldn't find ZIP code ${zip}. Check the digits, or ask us to check your address.`,
    failed: "We couldn't look up providers right now. Check your connection and try again.",
    /** While the lookup runs. */
    looking: (zip: string) => `Looking up ${zip}…`,
    found: (city: string, state: string, zip: string) =>
      `${city}, ${state}: providers that may be available around ZIP ${zip}.`,
    /** Opens the Check Availability dialog with the ZIP typed. */
    askUs: 'Ask us to check your address',
  },
};

export type ServicePageMessages = typeof servicePage;
