// Business constants: the brand, the company's legal name and postal address, the social links.
// The phone numbers, e-mail address and hours are the editors' documents (content/site-contacts.ts).
// Placeholders are fictional.

export const site = {
  name: 'HomeWire',
  legalName: 'HomeWire Connect, Inc.',
  tagline: 'Compare TV, internet and streaming plans near you',
  description:
    'Compare TV, home internet and streaming providers and plans, check what is available at your address, and talk to a specialist for free.',
  /** The hours' time zone; the hours themselves are the editors' (content/site-contacts.ts). */
  timeZone: 'America/New_York',
  address: {
    street: '1200 Market Street, Suite 400',
    city: 'Denver',
    region: 'CO',
    postalCode: '80202',
    country: 'US',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
    { name: 'X', href: 'https://x.com/', icon: 'x' },
    { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
    { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
  ],
} as const;

export const postalAddressLine = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
