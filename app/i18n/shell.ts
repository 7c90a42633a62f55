// The messages of the page's frame (root.tsx, the footer): the English the site has always shown,
// each where its words live (content/ for SPEC's texts). The Spanish twin is shell.es.ts. A note
// says what a translator cannot see: where the words appear and what they must fit.
import { categoryLabels, categoryPaths, genericDetailPath } from '../../content/base/paths.ts';
import { planFinderPage, speedCalculatorPage } from '../../content/page-paths.ts';
import { privacyChoicesLabel, privacyChoicesPath } from '../../content/privacy-choices.ts';
import { site } from '../../content/site.ts';

export const shell = {
  /** The first thing a keyboard or screen reader user reaches: jumps past the header to the page. */
  skipToContent: 'Skip to content',
  /** Accessible names of the header's navigation: the desktop menu bar and the phone's menu. */
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  /** The header's call button (the number follows, hidden on narrow screens). */
  call: 'Call',
  /** The phone's round call button, read by screen readers with the number. */
  callNumber: (phone: string) => `Call ${phone}`,
  /** The phone's menu button, read by screen readers (the button shows an icon). */
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The header's menus: a word for each service (short: they sit side by side), then its links. */
  menu: {
    tv: categoryLabels.tv as string,
    internet: categoryLabels.internet as string,
    streaming: categoryLabels.streaming as string,
    allTv: 'All TV providers',
    allInternet: 'All internet providers',
    allStreaming: 'All streaming services',
    compareInternet: 'Compare internet plans',
    /** The plan finder: plans from providers' Broadband Facts labels at a ZIP code. */
    planFinder: planFinderPage.label,
    /** The speed calculator. */
    speedCalculator: speedCalculatorPage.label,
    compareStreaming: 'Compare streaming plans',
    /** Leads to the streaming overview (what can be watched where). */
    whatToWatch: 'What to watch',
    contact: 'Contact Us',
  },
  /** The logo's accessible name in the footer (a link to the home page). */
  homeLink: `${site.name} home`,
  /** Under the footer's logo: what the site does, one or two sentences. */
  description: site.description as string,
  /** Accessible name of the list of social media links (icons only). */
  socialMedia: 'Social media',
  /** Read after a link's name when it opens a new tab; starts with a space. */
  opensInNewTab: ' (opens in a new tab)',
  /** Footer column headings; each also names its navigation landmark. */
  company: 'Company',
  services: 'Services',
  contact: 'Contact',
  /** After the phone number in the footer: the call costs nothing. */
  tollFree: '(toll-free)',
  /** Opening hours of the phone and chat line, Eastern Time. */
  /** The footer's company links, in this order. */
  companyLinks: [
    { label: 'Sitemap', to: '/sitemap' },
    { label: 'Home', to: '/' },
    { label: 'About us', to: '/about-us' },
    { label: 'Contact us', to: '/contact-us' },
    { label: 'Terms & Conditions', to: '/terms-conditions' },
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: privacyChoicesLabel as string, to: privacyChoicesPath as string },
  ],
  /** The footer's service links, in this order. */
  serviceLinks: [
    { label: 'TV providers', to: categoryPaths.tv as string },
    { label: 'Internet providers', to: categoryPaths.internet as string },
    { label: 'Internet plans', to: genericDetailPath.internet as string },
    { label: 'Streaming services', to: categoryPaths.streaming as string },
    { label: 'Streaming plans', to: genericDetailPath.streaming as string },
  ],
  /** The footer's last line, after "© {year} ": the company's legal name, then the site's name. */
  rights: (legalName: string, name: string) =>
    `${legalName} All rights reserved. Provider names are trademarks of their owners; ${name} is an independent comparison service.`,
  /** The page shown for an address that does not exist, and for an error while showing a page. */
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you asked for does not exist.',
  errorTitle: 'Something went wrong',
  errorText: 'Please reload the page. If it keeps happening, call us and we will help.',
  backHome: 'Back to the home page',
};

export type ShellMessages = typeof shell;
