import type { Page, ServiceCategory } from '../contracts/content.ts';
import { privacyChoicesLabel, privacyChoicesPath, privacyConfirmPath } from './privacy-choices.ts';
import { internetProviders } from './providers/internet.ts';
import { streamingProviders } from './providers/streaming.ts';
import { tvProviders } from './providers/tv.ts';

// The one list of public pages: the prerender list, sitemap.xml and the sitemap page derive
// from it, and it derives from the provider content modules.

export const categoryPaths: Record<ServiceCategory, string> = {
  tv: '/service/tv',
  internet: '/service/internet',
  streaming: '/service/streaming',
};

export const categoryLabels: Record<ServiceCategory, string> = {
  tv: 'TV',
  internet: 'Internet',
  streaming: 'Streaming',
};

export const providerPath = {
  tv: (slug: string) => `/service/tv/provider-detail/${slug}`,
  internet: (slug: string) => `/service/internet/provider-detail/${slug}`,
  streaming: (slug: string) => `/service/streaming/provider-detail/${slug}`,
} as const;

export const genericDetailPath = {
  internet: '/service/internet/provider-detail',
  streaming: '/service/streaming/provider-detail',
} as const;

export const companyPages: readonly Page[] = [
  { path: '/about-us', label: 'About us', section: 'company' },
  { path: '/contact-us', label: 'Contact us', section: 'company' },
  { path: '/terms-conditions', label: 'Terms & Conditions', section: 'company' },
  { path: '/privacy-policy', label: 'Privacy Policy', section: 'company' },
  { path: privacyChoicesPath, label: privacyChoicesLabel, section: 'company' },
  { path: privacyConfirmPath, label: 'Confirm a privacy request', section: 'company' },
  { path: '/sitemap', label: 'Sitemap', section: 'company' },
];

export function allPages(): Page[] {
  return [
    { path: '/', label: 'Home', section: 'main' },
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
  return allPages().map((p) => p.path);
}
