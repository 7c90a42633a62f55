import { categoryLabels, categoryPaths, genericDetailPath, providerPath } from '../../../content/pages.ts';
import { internetProviders } from '../../../content/providers/internet.ts';
import { streamingProviders } from '../../../content/providers/streaming.ts';
import { tvProviders } from '../../../content/providers/tv.ts';
import type { ServiceCategory } from '../../../contracts/content.ts';

export type MenuLink = { label: string; to: string };
export type MenuGroup = { id: ServiceCategory; label: string; overview: MenuLink; links: MenuLink[] };

/** Header dropdowns, derived from the provider content modules. */
export const menuGroups: MenuGroup[] = [
  {
    id: 'tv',
    label: categoryLabels.tv,
    overview: { label: 'All TV providers', to: categoryPaths.tv },
    links: tvProviders.map((p) => ({ label: p.name, to: providerPath.tv(p.slug) })),
  },
  {
    id: 'internet',
    label: categoryLabels.internet,
    overview: { label: 'All internet providers', to: categoryPaths.internet },
    links: [
      ...internetProviders.map((p) => ({ label: p.name, to: providerPath.internet(p.slug) })),
      { label: 'Compare internet plans', to: genericDetailPath.internet },
    ],
  },
  {
    id: 'streaming',
    label: categoryLabels.streaming,
    overview: { label: 'All streaming services', to: categoryPaths.streaming },
    links: [
      ...streamingProviders.map((p) => ({ label: p.name, to: providerPath.streaming(p.slug) })),
      { label: 'Compare streaming plans', to: genericDetailPath.streaming },
    ],
  },
];

/** SPEC gives "What to watch" no route; it leads to the streaming overview. */
export const whatToWatch: MenuLink = { label: 'What to watch', to: categoryPaths.streaming };
export const contactLink: MenuLink = { label: 'Contact Us', to: '/contact-us' };
