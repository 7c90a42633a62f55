import { href } from 'react-router';
import type { Page, ServiceCategory } from '../contracts/content.ts';
import { categoryPaths, genericDetailPath, providerPath } from './base/paths.ts';
import { planFinderPage, spanishPath, speedCalculatorPage } from './page-paths.ts';
import { privacyChoicesLabel, privacyChoicesPath, privacyConfirmPath } from './privacy-choices.ts';
import { codeProviders, type ProviderLists } from './providers/lists.ts';

// Paths come from the route table through React Router's typed href(): a path that is not a route
// does not compile. The one list of public pages: the prerender list, sitemap.xml and the sitemap page derive
// from it, and it derives from the provider content modules. The paths every page needs are in
// page-paths.ts.

/** Prerendered resource routes (app/routes.ts), generated from the page list at build time. */
export const resourcePaths = [href('/sitemap.xml'), href('/robots.txt')] as const;

export const companyPages: readonly Page[] = [
  { path: href('/about-us'), label: 'About us', section: 'company' },
  { path: href('/contact-us'), label: 'Contact us', section: 'company' },
  { path: href('/terms-conditions'), label: 'Terms & Conditions', section: 'company' },
  { path: href('/privacy-policy'), label: 'Privacy Policy', section: 'company' },
  { path: privacyChoicesPath, label: privacyChoicesLabel, section: 'company' },
  { path: privacyConfirmPath, label: 'Confirm a privacy request', section: 'company' },
  { path: href('/sitemap'), label: 'Sitemap', section: 'company' },
];

/** A category's pages: its listing, its generic plans page if it has one, then each provider's page. */
function categoryPages(
  section: ServiceCategory,
  label: string,
  providers: readonly { slug: string; name: string }[],
  genericLabel?: string,
): Page[] {
  return [
    { path: categoryPaths[section], label, section },
    ...(section !== 'tv' && genericLabel
      ? [{ path: genericDetailPath[section], label: genericLabel, section }]
      : []),
    ...providers.map((p) => ({ path: providerPath[section](p.slug), label: p.name, section })),
  ];
}

/**
 * The provider-detail pages that are also in Spanish, by their English path and label (the
 * provider's name; the generic plans pages' in Spanish): every provider of each category, so a new
 * provider joins both languages.
 */
function spanishProviderPages(providers: ProviderLists): Page[] {
  return [
    ...categoryPages('tv', '', providers.tv).slice(1),
    ...categoryPages('internet', '', providers.internet, 'Planes de internet').slice(1),
    ...categoryPages('streaming', '', providers.streaming, 'Planes de streaming').slice(1),
  ];
}

/** The Spanish pages, as the page list has them. */
const spanishPages: readonly Page[] = [
  { path: spanishPath(href('/contact-us')), label: 'Contáctenos', section: 'company' },
  { path: spanishPath(privacyChoicesPath), label: 'Sus opciones de privacidad', section: 'company' },
  {
    path: spanishPath(privacyConfirmPath),
    label: 'Confirmar una solicitud de privacidad',
    section: 'company',
  },
  { path: spanishPath(href('/about-us')), label: 'Quiénes somos', section: 'company' },
  { path: spanishPath(href('/')), label: 'Inicio', section: 'main' },
  { path: spanishPath(href('/terms-conditions')), label: 'Términos y condiciones', section: 'company' },
  { path: spanishPath(href('/privacy-policy')), label: 'Política de privacidad', section: 'company' },
  { path: spanishPath(href('/sitemap')), label: 'Mapa del sitio', section: 'company' },
  { path: spanishPath(planFinderPage.path), label: 'Planes en su código postal', section: 'internet' },
  {
    path: spanishPath(speedCalculatorPage.path),
    label: '¿Cuánta velocidad necesito?',
    section: 'internet',
  },
  { path: spanishPath(categoryPaths.tv), label: 'Proveedores de TV', section: 'tv' },
  { path: spanishPath(categoryPaths.internet), label: 'Proveedores de internet', section: 'internet' },
  { path: spanishPath(categoryPaths.streaming), label: 'Servicios de streaming', section: 'streaming' },
];

/**
 * Every public page in both languages; `providers`: each service's, as the editors published them
 * where a page lists them (app/lib/published-content.ts, publishedSiteLists).
 */
export function allPages(providers: ProviderLists = codeProviders): Page[] {
  return [
    { path: href('/'), label: 'Home', section: 'main' },
    ...categoryPages('tv', 'TV providers', providers.tv),
    ...categoryPages('internet', 'Internet providers', providers.internet, 'Internet plans'),
    planFinderPage,
    speedCalculatorPage,
    ...categoryPages('streaming', 'Streaming services', providers.streaming, 'Streaming plans'),
    ...companyPages,
    ...spanishPages,
    // In their category, as the English ones: each language's sitemap page lists its own pages.
    ...spanishProviderPages(providers).map((p): Page => ({ ...p, path: spanishPath(p.path) })),
  ];
}

/**
 * The console's pages prerendered beside the public ones (react-router.config.ts): its sign-in page,
 * which comes with its button rather than after the console's code (issue 36).
 */
export const consolePrerenderPaths = ['/admin/sign-in'] as const;

/**
 * The console's shell, which React Router's prerender writes for every path it does not prerender
 * (`ssr: false`): the server answers /admin/* with it.
 */
export const SPA_FALLBACK = '/__spa-fallback.html';

export function prerenderPaths(): string[] {
  return [...allPages().map((p) => p.path), ...resourcePaths];
}
