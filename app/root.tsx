import { type ComponentType, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from 'react-router';
import { isConsolePath, languageOfPath } from '../content/page-paths.ts';
import { site } from '../content/site.ts';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { Footer } from './components/footer/footer';
import { FeedbackLayer } from './components/forms/feedback-layer';
import { Header } from './components/header/header';
import { LoadingScreen } from './components/loading-screen';
import { offerSpanish } from './components/spanish-offer';
import { htmlLang, localizedPath, useLanguage, useMessages } from './i18n/i18n';
import { shell } from './i18n/shell';
import { captureAttribution } from './lib/attribution';
import { useContacts } from './lib/contacts';
import { publishedContacts, publishedProviderList } from './lib/published-content';
import { jsonLd, organizationJsonLd } from './lib/seo';
import { useFocusOnNavigation } from './lib/use-focus-on-navigation';

export const links: Route.LinksFunction = () => [
  // A React 19 `precedence` stylesheet is written at the top of <head>, before the hoisted
  // modulepreload links; as a plain link it came after 20-odd scripts and its request queued behind
  // them on HTTP/1.1, delaying the first paint.
  { rel: 'stylesheet', href: appCss, precedence: 'default' } as Route.LinkDescriptors[number],
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/**
 * The site's contacts in the page's language as the editors published them (issue 38): every page
 * shows them in its header and footer; and the internet providers as they published them (the menus). It runs where the pages are rendered (the build's prerender,
 * a publish, the console's shell); its code and the seed stay out of the browser's bundle.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const contacts = publishedContacts(context, languageOfPath(new URL(request.url).pathname));
  // The internet providers as the editors published them (app/lib/providers.ts): absent while
  // they are the code's, so a page with nothing published is the build's byte for byte.
  const providers = publishedProviderList(context);
  const data = providers ? { contacts, providers } : { contacts };
  // The console's shell (`__spa-fallback.html`) is rendered as `/` with this header, but a browser
  // starts it on a console path: what depends on the path (the language switch) renders as there,
  // so the console's first render matches the shell's HTML (no hydration error, no second render).
  return request.headers.get('X-React-Router-SPA-Mode') === 'yes' ? { ...data, shell: true } : data;
}

/**
 * The contacts are the same on every page of a language: a navigation loads them again only into
 * the other language (from that page's prerendered data), never after a form's action; and on
 * leaving the console for a public page (its data is the shell's until then).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) ||
  (isConsolePath(currentUrl.pathname) && !isConsolePath(nextUrl.pathname));

// Only the SPA fallback (no route of its own) uses this; every route's meta replaces it. Without
// it the fallback's <head> has no <title>, which is invalid HTML.
export const meta: Route.MetaFunction = () => [{ title: site.name }];

export function Layout({ children }: { children: React.ReactNode }) {
  // `data-hydrated` on <html>: the public signal that React has hydrated the page (tests wait for
  // it). Effects run only after hydration has committed, so from then on clicks reach React.
  const [SpanishOffer, setSpanishOffer] = useState<ComponentType>();
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    offerSpanish(setSpanishOffer);
  }, []);
  const t = useMessages('shell', shell);
  const contacts = useContacts();
  return (
    <html lang={htmlLang[useLanguage()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1c45" />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped by jsonLd()
          dangerouslySetInnerHTML={{ __html: jsonLd(organizationJsonLd(contacts)) }}
        />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[100] rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t.skipToContent}
        </a>
        {/* The offer of Spanish, when it is due (app/lib/language-offer.ts). */}
        {SpanishOffer && <SpanishOffer />}
        <Header />
        {/* The operator console's bar goes here (console/layout.tsx), outside <main>. */}
        <div id="console-bar" />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <FeedbackLayer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Once per page load: the root stays mounted across client-side navigations.
  useEffect(captureAttribution, []);
  useFocusOnNavigation();
  return <Outlet />;
}

/** Shown only where a page is not prerendered (the SPA fallback), never over prerendered content. */
export function HydrateFallback() {
  return <LoadingScreen />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = useMessages('shell', shell);
  return (
    <section className="container-page pt-32 pb-20">
      <h1 className="section-title">{notFound ? t.notFoundTitle : t.errorTitle}</h1>
      <p className="section-lead">{notFound ? t.notFoundText : t.errorText}</p>
      <a className="btn-primary mt-6" href={localizedPath('/', useLanguage())}>
        {t.backHome}
      </a>
    </section>
  );
}
