// After `react-router build`: moves each page's hydration scripts after its first paint
// (defer-hydration.ts), writes sitemap.xml and robots.txt from the page list, then precompresses
// every text asset with brotli and gzip so the server never compresses at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { allPages } from '../content/pages.ts';
import { deferHydration } from './defer-hydration.ts';
import { writeShareImages } from './share-images.ts';

const clientDir = 'build/client';
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

function sitemapXml(): string {
  const today = new Date().toISOString().slice(0, 10);
  const urls = allPages().map((p) => {
    const priority = p.path === '/' ? '1.0' : p.section === 'company' ? '0.5' : '0.8';
    return `  <url><loc>${siteUrl}${p.path}</loc><lastmod>${today}</lastmod><priority>${priority}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

let deferred = 0;
for (const file of htmlFiles(clientDir)) {
  const html = readFileSync(file, 'utf8');
  const out = deferHydration(html);
  if (out !== html) {
    writeFileSync(file, out);
    deferred++;
  }
}

writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml());
writeFileSync(join(clientDir, 'robots.txt'), robotsTxt());
const shareFiles = await writeShareImages(clientDir);

const compressible = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
let count = 0;
function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) {
      const body = readFileSync(file);
      if (body.length < 512) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  }
}
walk(clientDir);
console.log(
  `postbuild: hydration after first paint on ${deferred} pages, sitemap.xml (${allPages().length} URLs), robots.txt, ${shareFiles} share images and icons, ${count} files precompressed`,
);
