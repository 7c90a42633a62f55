import { Link } from 'react-router';
import { categoryPaths } from '../../content/base/paths.ts';
import { allPages } from '../../content/pages.ts';
import type { ProviderLists } from '../../content/providers/lists.ts';
import type { Page } from '../../contracts/content.ts';
import type { Language } from '../../contracts/languages.ts';
import { Banner } from '../components/banner';
import { languageOfPath, localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { type SitemapPageMessages, sitemapPage } from '../i18n/sitemap-page';
import { useProviders } from '../lib/providers';
import type { Route } from './+types/sitemap';

// The page in English at /sitemap and in Spanish at /es/sitemap (routes.ts): each lists the pages
// of its own language.
export const meta: Route.MetaFunction = localizedMeta('sitemapPage', sitemapPage, '/sitemap', (t) => t);

type Branch = { id: string; label: string; path: string; children: Page[] };

/** The diagram's branches under Home, all derived from content/pages.ts: the pages in `language`. */
function branches(language: Language, t: SitemapPageMessages, providers: ProviderLists): Branch[] {
  const pages = allPages(providers).filter((p) => languageOfPath(p.path) === language);
  const about = localizedPath('/about-us', language);
  const categories = (['tv', 'internet', 'streaming'] as const).map((c) => {
    const path = localizedPath(categoryPaths[c], language);
    return {
      id: c,
      label: t.branches[c],
      path,
      children: pages.filter((p) => p.section === c && p.path !== path),
    };
  });
  return [
    ...categories,
    {
      id: 'about',
      label: t.branches.about,
      path: about,
      children: pages.filter((p) => p.section === 'company' && p.path !== about),
    },
  ];
}

const node =
  'relative z-10 inline-flex items-center rounded-xl border px-4 py-2.5 font-semibold shadow-sm transition hover:-translate-y-0.5 hover:shadow-md';

export default function Sitemap() {
  const language = useLanguage();
  const t = useMessages('sitemapPage', sitemapPage);
  const tree = branches(language, t, useProviders());
  return (
    <>
      <Banner
        {...t.banner}
        bannerImageUrl="/images/banners/sitemap.svg"
        bannerResposiveImageUrl="/images/banners/sitemap-small.svg"
      />
      <nav aria-label={t.navLabel} className="container-page section">
        <ul>
          <li className="flex flex-col lg:items-center">
            <Link
              to={localizedPath('/', language)}
              className={`${node} self-start border-accent-500 bg-accent-500 text-lg text-ink lg:self-center`}
            >
              {t.home}
            </Link>
            {/* Connectors: a stem down from Home, then a bar across the four branches (wide screens). */}
            <span aria-hidden="true" className="ml-6 h-6 w-0.5 bg-brand-200 lg:ml-0 lg:h-8" />
            <ul className="relative ml-6 grid gap-6 border-l-2 border-brand-200 pl-6 lg:ml-0 lg:grid-cols-4 lg:gap-6 lg:border-l-0 lg:pl-0 lg:before:absolute lg:before:top-0 lg:before:right-[12.5%] lg:before:left-[12.5%] lg:before:h-0.5 lg:before:bg-brand-200">
              {tree.map((branch) => (
                <li
                  key={branch.id}
                  data-testid="sitemap-branch"
                  className="relative before:absolute before:top-5 before:-left-6 before:h-0.5 before:w-6 before:bg-brand-200 lg:flex lg:flex-col lg:items-center lg:pt-8 lg:before:top-0 lg:before:left-1/2 lg:before:h-8 lg:before:w-0.5"
                >
                  <Link to={branch.path} className={`${node} border-brand-700 bg-brand-700 text-white`}>
                    {branch.label}
                  </Link>
                  <ul className="mt-3 ml-4 space-y-2 border-l-2 border-slate-200 pl-5 lg:ml-0 lg:w-full lg:max-w-64">
                    {branch.children.map((p) => (
                      <li
                        key={p.path}
                        className="relative before:absolute before:top-1/2 before:-left-5 before:h-0.5 before:w-4 before:bg-slate-200"
                      >
                        <Link
                          to={p.path}
                          className="block rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-800"
                        >
                          {p.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
    </>
  );
}
