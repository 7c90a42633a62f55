// The nginx include that lets the deploy site (deploy/nginx/homewire.conf) serve the build itself,
// written by the build (scripts/postbuild.ts) to build/nginx/homewire-static.conf, beside
// build/client. One exact `location` per prerendered page with that page's own CSP (the hashes of
// its inline scripts, from the same code the app server uses: server/plugins/external/static.ts),
// `/assets/` (a year, immutable) and `/` for every other file of the build; each with the security
// headers the app server sends (its helmet plugin, asked here), the app's Content-Types and
// Cache-Control, and the deploy's HSTS. What is not a file of the build goes to the app servers
// (`@app`, a named location the site defines), as do the spellings the app redirects (a trailing
// slash, /index.html, .br/.gz, build internals: a regex location in the site).
//
// The include runs in the site's `server` block, which must set `root` to build/client and define
// `location @app`. Decision 050.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { isConsolePath } from '../content/page-paths.ts';
import helmetPlugin, { contentSecurityPolicy } from '../server/plugins/external/helmet.ts';
import { buildFiles, cacheControlOf, contentTypeOf } from '../server/plugins/external/static.ts';

/** The deploy's HSTS (deploy/nginx/homewire.conf sets the same on proxied answers). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Where the build writes the include, for a build/client directory. */
export const staticConfPath = (clientDir: string) =>
  join(resolve(clientDir), '..', 'nginx', 'homewire-static.conf');

/**
 * The headers the app server adds to a static answer over HTTPS (helmet's fixed set and the
 * Permissions-Policy), asked of the helmet plugin itself so nginx cannot drift from it.
 */
export async function appSecurityHeaders(): Promise<[string, string][]> {
  const app = Fastify({ logger: false });
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', { siteUrl: 'https://localhost' } as never);
      },
      { name: 'config' },
    ),
  );
  await app.register(helmetPlugin);
  app.get('/page', (_request, reply) => reply.header('content-security-policy', 'page').send('x'));
  const res = await app.inject({ url: '/page' });
  await app.close();
  const skip = /^(content-|date$|connection$|keep-alive$|strict-transport-security$)/;
  return Object.entries(res.headers)
    .filter(([name]) => !skip.test(name))
    .map(([name, value]) => [name, String(value)]);
}

/** An nginx string in double quotes; refuses what would need escaping (never in our headers). */
function q(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`nginx: cannot quote ${value}`);
  return `"${value}"`;
}

/** A directory nginx can take verbatim after `root`. */
const plainRoot = (p: string) => /^\/[A-Za-z0-9._~/+-]*$/.test(p);

/** A URL path nginx can take verbatim in `location =` and `try_files`. */
const plainPath = (p: string) => /^\/[A-Za-z0-9._~/-]*$/.test(p);

export async function nginxStaticConf(
  clientDir: string,
  /** The root the include names, when the files will be there rather than in clientDir (a release being staged). */
  servedFrom: string = clientDir,
): Promise<{ text: string; pages: number }> {
  const { files } = buildFiles(resolve(clientDir), true);
  const root = resolve(servedFrom);
  const security = await appSecurityHeaders();
  const defaultCsp = contentSecurityPolicy({}, true);
  const headers = (indent: string, cacheControl: string, csp: string) =>
    [
      ...security.map(([n, v]) => `add_header ${n} ${q(v)} always;`),
      `add_header content-security-policy ${q(csp)} always;`,
      `add_header cache-control ${q(cacheControl)} always;`,
      `add_header strict-transport-security ${q(HSTS)} always;`,
    ]
      .map((l) => indent + l)
      .join('\n');
  // The app's Content-Type for each extension of the build; utf-8 where the app says so.
  const byType = new Map<string, Set<string>>();
  const charsetTypes = new Set<string>();
  for (const f of files) {
    const ext = extname(f.file).slice(1).toLowerCase();
    if (!ext || f.csp) continue;
    const full = contentTypeOf(f.file);
    const [type = full, charset] = full.split('; charset=');
    if (charset) charsetTypes.add(type);
    const exts = byType.get(type) ?? new Set<string>();
    byType.set(type, exts.add(ext));
  }
  const types = [...byType].map(([t, exts]) => `        ${t} ${[...exts].sort().join(' ')};`).join('\n');
  const typeBlock = (indent: string) =>
    `${indent}types {\n${types.replace(/^ {8}/gm, `${indent}    `)}\n${indent}}\n${indent}default_type application/octet-stream;\n` +
    (charsetTypes.size
      ? `${indent}charset utf-8;\n${indent}charset_types ${[...charsetTypes].join(' ')};\n`
      : '');

  // The include names its own root, so that a release (decision 089) swaps its files and their
  // CSPs together when nginx loads it.
  if (!plainRoot(root)) throw new Error(`nginx: cannot name the root ${root} unquoted`);
  const out: string[] = [
    '# Generated from the client directory below (scripts/nginx-static.ts): do not edit.',
    '# Included in the server block of deploy/nginx/homewire.conf (@app defined there).',
    `root ${root};`,
    '',
  ];
  // The console's prerendered sign-in page goes through the app like every /admin path (the
  // server's no-store and noindex, deploy/nginx/homewire.conf's `location ^~ /admin`).
  const pages = files.filter(
    (f) => f.csp && f.rel.endsWith('index.html') && plainPath(f.urlPath) && !isConsolePath(f.urlPath),
  );
  for (const f of pages.sort((a, b) => a.urlPath.localeCompare(b.urlPath))) {
    out.push(
      `location = ${f.urlPath} {`,
      `    try_files /${f.rel} @app;`,
      '    types { }',
      `    default_type ${q(contentTypeOf(f.file))};`,
      headers('    ', cacheControlOf(f.urlPath), f.csp as string),
      '}',
      '',
    );
  }
  /** A prefix location for the build's other files: their types, the headers a path there gets. */
  const filesUnder = (comment: string, prefix: string, fallback: string) => [
    `# ${comment}`,
    `location ${prefix} {`,
    `    try_files $uri ${fallback};`,
    typeBlock('    ').trimEnd(),
    headers('    ', cacheControlOf(`${prefix}x`), defaultCsp),
    '}',
    '',
  ];
  out.push(
    ...filesUnder(
      'Hashed file names: a year, never revalidated. No fallback: a missing asset is a 404.',
      '/assets/',
      '=404',
    ),
    ...filesUnder(
      'Any other file of the build (icons, robots.txt, sitemap.xml, loader data); else the app.',
      '/',
      '@app',
    ),
  );
  return { text: out.join('\n'), pages: pages.length };
}

/** Writes build/nginx/homewire-static.conf for the build in `clientDir`; returns a summary. */
export async function writeNginxStaticConf(clientDir: string, servedFrom?: string): Promise<string> {
  const { text, pages } = await nginxStaticConf(clientDir, servedFrom);
  const file = staticConfPath(clientDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return `${pages} pages in ${file}`;
}
