import { Link } from 'react-router';
import { categoryLabels, categoryPaths } from '../../content/base/paths.ts';
import { sitemapText } from '../../content/page-text.ts';
import { allPages, companyPages } from '../../content/pages.ts';
import type { Page } from '../../contracts/content.ts';
import { Banner } from '../components/banner';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/sitemap';

export const meta: Route.MetaFunction = () => pageMeta({ ...sitemapText, path: '/sitemap' });

type Branch = { id: string; label: string; path: string; children: Page[] };

/** The diagram's branches under Home, all derived from content/pages.ts. */
function branches(): Branch[] {
  const pages = allPages();
  const categories = (['tv', 'internet', 'streaming'] as const).map((c) => ({
    id: c,
    label: categoryLabels[c],
    path: categoryPaths[c],
    children: pages.filter((p) => p.section === c && p.path !== categoryPaths[c]),
  }));
  return [
    ...categories,
    {
      id: 'about',
      label: 'About Us',
      path: '/about-us',
      children: companyPages.filter((p) => p.path !== '/about-us'),
    },
  ];
}

const node =
  'relative z-10 inline-flex items-center rounded-xl border px-4 py-2.5 font-semibold shadow-sm transition hover:-translate-y-0.5 hover:shadow-md';

export default function Sitemap() {
  const tree = branches();
  return (
    <>
      <Banner
        eyebrow="Sitemap"
        title="Every page at a glance"
        subTitle="Home, our TV, internet and streaming guides for every provider, and everything about us."
        bannerImageUrl="/images/banners/sitemap.svg"
        bannerResposiveImageUrl="/images/banners/sitemap-small.svg"
      />
      <nav aria-label="Site map" className="container-page section">
        <ul>
          <li className="flex flex-col lg:items-center">
            <Link
              to="/"
              className={`${node} self-start border-accent-500 bg-accent-500 text-lg text-ink lg:self-center`}
            >
              Home
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
