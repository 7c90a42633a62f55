import {
  categoryLabels,
  categoryPaths,
  genericDetailPath,
  providerPath,
} from '../../../content/base/paths.ts';
import { planFinderPage, speedCalculatorPage } from '../../../content/pages.ts';
import { internetProviders } from '../../../content/providers/internet.ts';
import { streamingProviders } from '../../../content/providers/streaming.ts';
import { tvProviders } from '../../../content/providers/tv.ts';
import type { ServiceCategory } from '../../../contracts/content.ts';

export type MenuLink = { label: string; to: string };
export type MenuGroup = { id: ServiceCategory; label: string; overview: MenuLink; links: MenuLink[] };

/** One dropdown: the category's overview, then each provider's page, then any extra link. */
function group(
  id: ServiceCategory,
  overview: string,
  providers: readonly { name: string; slug: string }[],
  ...extra: MenuLink[]
): MenuGroup {
  return {
    id,
    label: categoryLabels[id],
    overview: { label: overview, to: categoryPaths[id] },
    links: [...providers.map((p) => ({ label: p.name, to: providerPath[id](p.slug) })), ...extra],
  };
}

/** Header dropdowns, derived from the provider content modules. */
export const menuGroups: MenuGroup[] = [
  group('tv', 'All TV providers', tvProviders),
  group(
    'internet',
    'All internet providers',
    internetProviders,
    { label: 'Compare internet plans', to: genericDetailPath.internet },
    { label: planFinderPage.label, to: planFinderPage.path },
    { label: speedCalculatorPage.label, to: speedCalculatorPage.path },
  ),
  group('streaming', 'All streaming services', streamingProviders, {
    label: 'Compare streaming plans',
    to: genericDetailPath.streaming,
  }),
];

/** SPEC gives "What to watch" no route; it leads to the streaming overview. */
export const whatToWatch: MenuLink = { label: 'What to watch', to: categoryPaths.streaming };
export const contactLink: MenuLink = { label: 'Contact Us', to: '/contact-us' };
