// The contact page's messages (its map and the Chat With Us dialog included): SPEC's English from
// content/contact.ts and content/page-text.ts. The Spanish twin is contact-page.es.ts.
import { contactBanner, contactBannerLead, contactFormIntro, needHelp } from '../../content/contact.ts';
import { contactText } from '../../content/page-text.ts';

export const contactPage = {
  /** The page's <title> (before " | HomeWire") and its description for search results. */
  title: contactText.title,
  description: contactText.description,
  banner: {
    /** Small words above the banner's title. */
    eyebrow: 'Contact us',
    title: contactBanner.title,
    /** The hours the editors set follow ("Monday to Sunday, 7am-11pm ET"). */
    subTitle: contactBannerLead,
    /** Jumps to the form below. */
    button: contactBanner.buttonLabel,
    call: (phone: string) => `Call ${phone}`,
  },
  getInTouch: { eyebrow: 'Get in touch', title: 'Visit, call or write to us' },
  /** The cards beside the map. */
  officeAddress: 'Office address',
  phone: 'Phone',
  /** Labels of the two phone numbers. */
  sales: 'Sales',
  support: 'Customer care',
  email: 'E-mail',
  openingHours: 'Opening hours',
  needHelp: { title: needHelp.title, text: needHelp.text, button: needHelp.buttonLabel },
  form: { eyebrow: contactFormIntro.eyebrow, title: contactFormIntro.title, lead: contactFormIntro.lead },
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
