// The contact page's messages (its map and the Chat With Us dialog included): SPEC's English from
// content/contact.ts and content/page-text.ts. The Spanish twin is contact-page.es.ts. The banner's
// title and lead, the sections' headings and the help card's words are the editors' (`contact-page`).
import { contactBanner, needHelp } from '../../content/contact.ts';
import { contactText } from '../../content/page-text.ts';

export const contactPage = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: contactText.title,
  description: contactText.description,
  banner: {
    /** Small words above the banner's title. */
    eyebrow: 'Contact us',
    /** Jumps to the form below. */
    button: contactBanner.buttonLabel,
    call: (phone: string) => `Call ${phone}`,
  },
  /** The cards beside the map. */
  officeAddress: 'Office address',
  phone: 'Phone',
  /** Labels of the two phone numbers. */
  sales: 'Sales',
  support: 'Customer care',
  email: 'E-mail',
  openingHours: 'Opening hours',
  needHelp: { button: needHelp.buttonLabel },
  /** Beside the form, before a link to the privacy policy ("privacy policy") and a full stop. */
  privacyBefore: 'We use your details only to answer you. See our',
  privacyLink: 'privacy policy',
  map: {
    /** Names the map once shown: "Map: " and the address. */
    title: (label: string) => `Map: ${label}`,
    show: 'Show map',
    /** Under the button: nothing is loaded from the map's site before it is pressed. */
    loadsFrom: 'Loads a map from OpenStreetMap.',
    open: 'Open in OpenStreetMap',
    /** Read after the link's name: it opens a new tab; starts with a space. */
    opensInNewTab: ' (opens in a new tab)',
  },
};

export type ContactPageMessages = typeof contactPage;
