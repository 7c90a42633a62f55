import { absoluteUrl } from '../lib/seo';

// /robots.txt, a resource route prerendered to build/client/robots.txt.
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
