import { allPages } from '../../content/pages.ts';
import { absoluteUrl } from '../lib/seo';

// /sitemap.xml, a resource route prerendered to build/client/sitemap.xml from the page list.
export function loader() {
  const today = new Date().toISOString().slice(0, 10);
  const urls = allPages().map((p) => {
    const priority = p.path === '/' ? '1.0' : p.section === 'company' ? '0.5' : '0.8';
    return `  <url><loc>${absoluteUrl(p.path)}</loc><lastmod>${today}</lastmod><priority>${priority}</priority></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
