import { INTERNET_TYPE_LABELS, type InternetProvider, type InternetType } from '../../contracts/content.ts';

// Internet providers, one per header slug (SPEC 2). Adding one here adds its menu entry, detail
// page, sitemap entries and prerender.
export const internetProviders: readonly InternetProvider[] = [
  { slug: 'spectrum', name: 'Spectrum', type: 'cable' },
  { slug: 'optimum', name: 'Optimum', type: 'cable' },
  { slug: 't-mobile', name: 'T-Mobile Home Internet', type: '5g-fixed-wireless' },
  { slug: 'at-t', name: 'AT&T Internet', type: 'dsl-fiber' },
  { slug: 'cox', name: 'Cox', type: 'cable' },
  { slug: 'verizon', name: 'Verizon Home Internet', type: '5g-fixed-wireless' },
  { slug: 'century', name: 'CenturyLink', type: 'dsl-fiber' },
  { slug: 'quantum', name: 'Quantum Fiber', type: 'fiber' },
  { slug: 'google', name: 'Google Fiber', type: 'fiber' },
  { slug: 'ziply', name: 'Ziply Fiber', type: 'fiber' },
  { slug: 'spark', name: 'Sparklight', type: 'cable' },
  { slug: 'hughesnet', name: 'HughesNet', type: 'satellite' },
  { slug: 'viasat', name: 'Viasat', type: 'satellite' },
  { slug: 'xfinity', name: 'Xfinity', type: 'cable' },
];

/** Each kind of connection's name on the site (contracts/content.ts, the one list). */
export const internetTypeLabels: Record<InternetType, string> = INTERNET_TYPE_LABELS;
