// Every Spanish message of the site, one chunk: loaded only by pages under /es/ (i18n.ts).
import { aboutPage } from './about-page.es';
import { blocks } from './blocks.es';
import { contactPage } from './contact-page.es';
import { dialogs } from './dialogs.es';
import { forms } from './forms.es';
import { homePage } from './home-page.es';
import type { Catalog } from './i18n';
import { internetListing } from './internet-listing.es';
import { legalDocument } from './legal-document.es';
import { notices } from './notices.es';
import { planCompare } from './plan-compare.es';
import { planFinder } from './plan-finder.es';
import { privacyChoicesPage } from './privacy-choices-page.es';
import { privacyPage } from './privacy-page.es';
import { providerPage } from './provider-page.es';
import { servicePage } from './service-page.es';
import { share } from './share.es';
import { shell } from './shell.es';
import { sitemapPage } from './sitemap-page.es';
import { speedCalculator } from './speed-calculator.es';
import { streamingListing } from './streaming-listing.es';
import { termsPage } from './terms-page.es';
import { tvListing } from './tv-listing.es';
import { zipAnswer } from './zip-answer.es';

export const es: Catalog = {
  shell,
  forms,
  dialogs,
  notices,
  contactPage,
  privacyChoicesPage,
  aboutPage,
  homePage,
  blocks,
  legalDocument,
  termsPage,
  privacyPage,
  sitemapPage,
  share,
  planFinder,
  planCompare,
  speedCalculator,
  servicePage,
  tvListing,
  internetListing,
  streamingListing,
  zipAnswer,
  providerPage,
};
