import type { BannerContent, SectionHead } from '../contracts/content.ts';
import { postalAddressLine } from './site.ts';

// Contact page content (SPEC 2, Contact us).

export const contactBanner: BannerContent = {
  title: 'Contact us',
  /** {hours}: the site's (content/contact-tokens.ts). */
  subTitle:
    'Questions about a plan or your availability? Call, e-mail or send us a message. We answer {hours}.',
  bannerImageUrl: '/images/banners/contact.svg',
  bannerResposiveImageUrl: '/images/banners/contact-small.svg',
  buttonLabel: 'Send us a message',
};

/** The office on the map (approximate coordinates of the placeholder address). */
export const officeLocation = {
  lat: 39.7496,
  lon: -104.999,
  zoom: 16,
  label: postalAddressLine,
};

const { lat, lon, zoom } = officeLocation;
const d = 0.006;

/** OpenStreetMap embed, loaded only when the visitor asks for it. */
export const mapEmbedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d}%2C${lat - d / 2}%2C${lon + d}%2C${lat + d / 2}&layer=mapnik&marker=${lat}%2C${lon}`;
export const mapLinkUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;

export const needHelp = {
  title: 'Need help right now?',
  text: 'Chat with a specialist about plans, prices and availability at your address.',
  buttonLabel: 'Chat With Us',
};

/**
 * The message form's section: its id is the anchor the contact buttons jump to. Its words are the
 * editors' (`contact-page`, seeded from content/contact-page.ts).
 */
export const contactFormIntro = { id: 'send-us-a-message' } satisfies Partial<SectionHead>;
