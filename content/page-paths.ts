import { href } from 'react-router';
import type { Page } from '../contracts/content.ts';
import type { Language } from '../contracts/languages.ts';
import { categoryPaths, genericDetailPath } from './base/paths.ts';
import { privacyChoicesPath, privacyConfirmPath } from './privacy-choices.ts';

// The paths the browser needs on every page (the language switch, hreflang, the menus): apart
// from content/pages.ts, whose page list (labels in both languages, every provider) only the
// sitemap page, sitemap.xml and the server need, so it stays out of every page's first load.

/** The plan finder and the speed calculator (issue 28). */
export const planFinderPage: Page = {
  path: href('/plans'),
  label: 'Plans at your ZIP code',
  section: 'internet',
};
export const speedCalculatorPage: Page = {
  path: href('/speed-calculator'),
  label: 'How much speed do I need?',
  section: 'internet',
};

/**
 * The pages that are also in Spanish (issue 37, decision 088), by their English path, besides every
 * provider's page (hasSpanishVersion): each is prerendered again under /es/ (the path words stay
 * English), paired by hreflang both ways and listed in the sitemap.
 */
export const spanishPaths: readonly string[] = [
  href('/contact-us'),
  privacyChoicesPath,
  privacyConfirmPath,
  href('/about-us'),
  href('/'),
  href('/terms-conditions'),
  href('/privacy-policy'),
  href('/sitemap'),
  planFinderPage.path,
  speedCalculatorPage.path,
  categoryPaths.tv,
  categoryPaths.internet,
  categoryPaths.streaming,
  genericDetailPath.internet,
  genericDetailPath.streaming,
];

/** A provider's page: `/service/internet/provider-detail/xfinity`. */
const PROVIDER_PAGE = /^\/service\/(?:tv|internet|streaming)\/provider-detail\/[a-z0-9-]+$/;

/**
 * Whether the page at an English path is also in Spanish: spanishPaths, and every provider's page,
 * those in content/providers/ and those editors add in the console (decision 089) alike.
 */
export const hasSpanishVersion = (path: string) => spanishPaths.includes(path) || PROVIDER_PAGE.test(path);

/** Spanish pages live under /es/ (the path words stay English: decision 088). */
export const SPANISH_PREFIX = '/es';

/** The Spanish twin of an English path. */
export function spanishPath(path: string): string {
  return path === '/' ? `${SPANISH_PREFIX}/` : `${SPANISH_PREFIX}${path}`;
}

/** The language of a page by its path: Spanish under /es/, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** A path of the operator console (/admin and below): client-rendered from the SPA shell, never indexed. */
export const isConsolePath = (path: string) => path === '/admin' || path.startsWith('/admin/');
