// Business constants: the one place for brand, phone numbers, e-mail, postal address and hours.
// Placeholders are fictional (555-01xx numbers, example.com addresses).

/** Opening hours, written once: the labels are derived from the times the chat line opens and closes. */
const opens = '07:00';
const closes = '23:00';
const clock = (hhmm: string) => {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3);
  return `${h % 12 || 12}${m === '00' ? '' : `:${m}`}${h < 12 ? 'am' : 'pm'}`;
};
const days = 'Monday to Sunday';
const time = `${clock(opens)}-${clock(closes)} ET`;
const hours = { label: `${days}, ${time}`, days, time, opens, closes, timeZone: 'America/New_York' } as const;

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
  hours,
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
    { name: 'X', href: 'https://x.com/', icon: 'x' },
    { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
    { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
  ],
} as const;

export const postalAddressLine = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
