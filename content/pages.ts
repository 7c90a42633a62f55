import { href } from 'react-router';
import type { Page, ServiceCategory } from '../contracts/content.ts';
import { internetProviders } from './providers/internet.ts';
import { streamingProviders } from './providers/streaming.ts';
import { tvProviders } from './providers/tv.ts';

// Paths come from the route table through React Router's typed href(): a path that is not a route
// does not compile. The one list of public pages: the prerender list, sitemap.xml and the sitemap page derive
// from it, and it derives from the provider content modules.

/** Prerendered resource routes (app/routes.ts), generated from the page list at build time. */
export const resourcePaths = [href('/sitemap.xml'), href('/robots.txt')] as const;

export const categoryPaths: Record<ServiceCategory, string> = {
  tv: href('/service/tv'),
  internet: href('/service/internet'),
  streaming: href('/service/streaming'),
};

export const categoryLabels: Record<ServiceCategory, string> = {
  tv: 'TV',
  internet: 'Internet',
  streaming: 'Streaming',
};

export const providerPath = {
  tv: (provider: string) => href('/service/tv/provider-detail/:provider', { provider }),
  internet: (provider: string) => href('/service/internet/provider-detail/:provider?', { provider }),
  streaming: (provider: string) => href('/service/streaming/provider-detail/:provider?', { provider }),
} as const;

export const genericDetailPath = {
  internet: href('/service/internet/provider-detail/:provider?'),
  streaming: href('/service/streaming/provider-detail/:provider?'),
} as const;

export const companyPages: readonly Page[] = [
  { path: href('/about-us'), label: 'About us', section: 'company' },
  { path: href('/contact-us'), label: 'Contact us', section: 'company' },
  { path: href('/terms-conditions'), label: 'Terms & Conditions', section: 'company' },
  { path: href('/privacy-policy'), label: 'Privacy Policy', section: 'company' },
  { path: href('/sitemap'), label: 'Sitemap', section: 'company' },
];

export function allPages(): Page[] {
  return [
    { path: href('/'), label: 'Home', section: 'main' },
    { path: categoryPaths.tv, label: 'TV providers', section: 'tv' },
    ...tvProviders.map((p) => ({ path: providerPath.tv(p.slug), label: p.name, section: 'tv' as const })),
    { path: categoryPaths.internet, label: 'Internet providers', section: 'internet' },
    { path: genericDetailPath.internet, label: 'Internet plans', section: 'internet' },
    ...internetProviders.map((p) => ({
      path: providerPath.internet(p.slug),
      label: p.name,
      section: 'internet' as const,
    })),
    { path: categoryPaths.streaming, label: 'Streaming services', section: 'streaming' },
    { path: genericDetailPath.streaming, label: 'Streaming plans', section: 'streaming' },
    ...streamingProviders.map((p) => ({
      path: providerPath.streaming(p.slug),
      label: p.name,
      section: 'streaming' as const,
    })),
    ...companyPages,
  ];
}

export function prerenderPaths(): string[] {
  return [...allPages().map((p) => p.path), ...resourcePaths];
}
