// Business constants: the one place for brand, phone numbers, e-mail, postal address and hours.
// Placeholders are fictional (555-01xx numbers, example.com addresses).

export const site = {
  name: 'HomeWire',
  legalName: 'HomeWire Connect, Inc.',
  tagline: 'Compare TV, internet and streaming plans near you',
  description:
    'Compare TV, home internet and streaming providers and plans, check what is available at your address, and talk to a specialist for free.',
  phone: { display: '1-800-555-0142', href: 'tel:+18005550142' },
  salesPhone: { display: '1-800-555-0142', href: 'tel:+18005550142', label: 'Sales' },
  supportPhone: { display: '1-800-555-0168', href: 'tel:+18005550168', label: 'Customer care' },
  email: 'info@example.com',
  address: {
    street: '1200 Market Street, Suite 400',
    city: 'Denver',
    region: 'CO',
    postalCode: '80202',
    country: 'US',
  },
  hours: {
    label: 'Monday to Sunday, 7am-11pm ET',
    days: 'Monday to Sunday',
    time: '7am-11pm ET',
    opens: '07:00',
    closes: '23:00',
    timeZone: 'America/New_York',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
    { name: 'X', href: 'https://x.com/', icon: 'x' },
    { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
    { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
  ],
} as const;

export const postalAddressLine = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
