import { Link } from 'react-router';
import { allPages, categoryLabels, categoryPaths } from '../../content/pages.ts';
import type { Page } from '../../contracts/content.ts';
import { Banner } from '../components/banner';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/sitemap';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Sitemap', description: 'Every page of the site at a glance.', path: '/sitemap' });

const categories = ['tv', 'internet', 'streaming'] as const;

export default function Sitemap() {
  const pages = allPages();
  const byPath = (p: Page) => p.path;
  return (
    <>
      <Banner title="Sitemap" subTitle="Every page of the site at a glance." />
      <div className="container-page section">
        <Link to="/" className="btn-primary">
          Home
        </Link>
        <div className="mt-8 grid gap-8 md:grid-cols-3">
          {categories.map((c) => (
            <section
              key={c}
              aria-labelledby={`sitemap-${c}`}
              className="rounded-2xl border border-slate-200 p-6"
            >
              <h2 id={`sitemap-${c}`} className="text-lg font-semibold">
                <Link to={categoryPaths[c]} className="text-brand-700 hover:underline">
                  {categoryLabels[c]}
                </Link>
              </h2>
              <ul className="mt-3 space-y-1 text-sm">
                {pages
                  .filter((p) => p.section === c && p.path !== categoryPaths[c])
                  .map((p) => (
                    <li key={byPath(p)}>
                      <Link to={p.path} className="hover:underline">
                        {p.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-8">
          <Link to="/about-us" className="btn-outline">
            About Us
          </Link>
        </p>
      </div>
    </>
  );
}
