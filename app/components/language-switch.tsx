// The language switch (issue 37): on a page that exists in both languages, a link to the other one
// with the same query and fragment (the plan finder's ZIP among them), its words in the language
// it leads to. The choice is kept in the `lang` cookie. A whole page load, not a client-side
// navigation: the page in the other language needs its messages before it hydrates.
import { useLocation, useRouteLoaderData } from 'react-router';
import { hasSpanishVersion, spanishPath } from '../../content/page-paths.ts';
import { LANGUAGE_NAMES } from '../../contracts/languages.ts';
import { htmlLang, languageOfPath, SPANISH_PREFIX } from '../i18n/i18n';
import { writeLastingCookie } from '../lib/cookies';

/** The other language's version of `pathname`, or undefined when the page has none. */
export function otherVersion(path: string): { href: string; language: 'en' | 'es' } | undefined {
  // Prerendering sees a page's path with a trailing slash (/contact-us/), the browser without.
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (languageOfPath(pathname) === 'es')
    return { href: pathname.slice(SPANISH_PREFIX.length) || '/', language: 'en' };
  return hasSpanishVersion(pathname) ? { href: spanishPath(pathname), language: 'es' } : undefined;
}

/**
 * The switch, or nothing on a page in one language only (the console's shell included: root.tsx);
 * `item`: as a list item of a menu.
 */
export function LanguageSwitch({ className, item = false }: { className: string; item?: boolean }) {
  const shell = (useRouteLoaderData('root') as { shell?: true } | undefined)?.shell;
  const other = otherVersion(useLocation().pathname);
  if (!other || shell) return null;
  const link = (
    <a
      href={other.href}
      hrefLang={htmlLang[other.language]}
      lang={htmlLang[other.language]}
      className={className}
      onClick={(e) => {
        writeLastingCookie('lang', other.language);
        // The query and fragment join at the click: the prerendered HTML has none to match.
        e.currentTarget.href = `${other.href}${window.location.search}${window.location.hash}`;
      }}
      data-language-switch
    >
      {LANGUAGE_NAMES[other.language]}
    </a>
  );
  return item ? <li>{link}</li> : link;
}
