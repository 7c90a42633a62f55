import { categoryPaths, genericDetailPath, providerPath } from '../../../content/base/paths.ts';
import { planFinderPage, speedCalculatorPage } from '../../../content/page-paths.ts';
import { codeProviders, type ProviderLists } from '../../../content/providers/lists.ts';
import type { ServiceCategory } from '../../../contracts/content.ts';
import type { Language } from '../../../contracts/lead-record.ts';
import { localizedPath } from '../../i18n/i18n';
import { type ShellMessages, shell } from '../../i18n/shell';

export type MenuLink = { label: string; to: string };
export type MenuGroup = { id: ServiceCategory; label: string; overview: MenuLink; links: MenuLink[] };
export type Menu = { groups: MenuGroup[]; whatToWatch: MenuLink; contact: MenuLink };

/**
 * The header's menus in a page's language, derived from the providers (as the editors published them:
 * app/lib/providers.ts): each service's overview, then each
 * provider's page, then any extra link. SPEC gives "What to watch" no route; it leads to the
 * streaming overview.
 */
export function menuIn(
  words: ShellMessages['menu'],
  language: Language,
  providers: ProviderLists = codeProviders,
): Menu {
  const link = (label: string, to: string): MenuLink => ({ label, to: localizedPath(to, language) });
  const group = (
    id: ServiceCategory,
    overview: string,
    providers: readonly { name: string; slug: string }[],
    ...extra: MenuLink[]
  ): MenuGroup => ({
    id,
    label: words[id],
    overview: link(overview, categoryPaths[id]),
    links: [...providers.map((p) => link(p.name, providerPath[id](p.slug))), ...extra],
  });
  return {
    groups: [
      group('tv', words.allTv, providers.tv),
      group(
        'internet',
        words.allInternet,
        providers.internet,
        link(words.compareInternet, genericDetailPath.internet),
        link(words.planFinder, planFinderPage.path),
        link(words.speedCalculator, speedCalculatorPage.path),
      ),
      group(
        'streaming',
        words.allStreaming,
        providers.streaming,
        link(words.compareStreaming, genericDetailPath.streaming),
      ),
    ],
    whatToWatch: link(words.whatToWatch, categoryPaths.streaming),
    contact: link(words.contact, '/contact-us'),
  };
}

/** The English menus (the e2e tests read them). */
export const { groups: menuGroups, whatToWatch, contact: contactLink } = menuIn(shell.menu, 'en');
