import type { RouterContextProvider } from 'react-router';
import { allPages } from '../../content/pages.ts';
import { pageDatesContext, publishedSiteLists } from '../lib/published-content';
import { absoluteUrl } from '../lib/seo';

declare const __BUILD_DATE__: string;

// /sitemap.xml, a resource route prerendered to build/client/sitemap.xml from the page list. A
// page's lastmod is the build's day, or the day a publish last changed it (decision 089: a publish
// renders the sitemap again with the pages' dates in the router context).
export function loader({ context }: { context: Readonly<RouterContextProvider> }) {
  const changed = context.get(pageDatesContext);
  const urls = allPages(publishedSiteLists(context)).map((p) => {
    const priority = p.path === '/' ? '1.0' : p.section === 'company' ? '0.5' : '0.8';
    const lastmod = changed[p.path] ?? __BUILD_DATE__;
    return `  <url><loc>${absoluteUrl(p.path)}</loc><lastmod>${lastmod}</lastmod><priority>${priority}</priority></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
