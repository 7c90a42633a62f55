// The lead bodies the integration tests post, written once: an availability request and a package
// request with every field a visitor fills in, and an attribution of two touches (the first from an
// ad, the last from a newsletter) as the browser sends it.
import { currentConsent } from '../../content/consent.ts';

export const availabilityLead = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  address: '1 Navy Way',
  city: 'Arlington',
  zipCode: '22202',
  contact: '(703) 555-0142',
  consentVersion: currentConsent.version,
};

export const packageLead = {
  mbps: '120',
  packageTitle: 'Internet + TV Box',
  packageDescription: ['120 Mbps internet', 'TV Box with 200+ channels'],
  price: '$69.99',
  planDuration: 'month',
  recommendation: true,
  name: 'Alan Turing',
  email: 'alan@example.net',
  zipCode: '10001-1234',
  contact: '+1 212 555 0199',
  consentVersion: currentConsent.version,
};

export const twoTouches = {
  firstTouch: {
    source: 'google',
    medium: 'cpc',
    campaign: 'spring',
    landingPage: '/service/internet',
    at: '2026-11-01T10:00:00.000Z',
  },
  lastTouch: {
    source: 'news',
    medium: 'email',
    campaign: 'fall',
    referrer: 'https://mail.example.net/inbox',
    landingPage: '/',
    at: '2026-11-20T10:00:00.000Z',
  },
};

/**
 * People the inbox search is tried on, as the availability form sends them: names of three words,
 * e-mails, phones and ZIPs, each found by any of them (Alan's phone ends in Ada's ZIP).
 */
export const searchedPeople = {
  ada: {
    name: 'Ada Augusta Lovelace',
    email: 'ada.king@analytical.example',
    contact: '(703) 555-0142',
    zipCode: '22202',
  },
  grace: {
    name: 'Grace Brewster Hopper',
    email: 'amazing.grace@navy.example',
    contact: '(202) 555-7788',
    zipCode: '20001',
  },
  alan: {
    name: 'Alan Mathison Turing',
    email: 'alan@bletchley.example',
    contact: '(415) 552-2202',
    zipCode: '94105',
  },
};
