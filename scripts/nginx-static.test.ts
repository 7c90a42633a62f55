// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from './files.ts';
import { HSTS, nginxStaticConf, staticConfPath } from './nginx-static.ts';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;
const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script></head><body></body></html>`;

let dir: string;
let conf: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nginx-static-'));
  const client = join(dir, 'client');
  writeTree(client, {
    'index.html': page('home()'),
    'about-us/index.html': page('about()'),
    'contact-us/index.html': page('contact()'),
    '__spa-fallback.html': page('shell()'),
    'assets/app-abc.js': 'export {}',
    'favicon.ico': Buffer.from([0, 0, 1, 0]),
  });
  conf = (await nginxStaticConf(client)).text;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The body of `location <match> { … }` in the generated include. */
const block = (match: string) => {
  const start = conf.indexOf(`location ${match} {`);
  expect(start, match).toBeGreaterThanOrEqual(0);
  return conf.slice(start, conf.indexOf('\n}', start));
};

describe('the nginx include the build writes', () => {
  it('gives each page an exact location with its own CSP, served from its file or else the app', () => {
    const about = block('= /about-us');
    expect(about).toContain('try_files /about-us/index.html @app;');
    expect(about).toContain('default_type "text/html; charset=utf-8";');
    expect(about).toContain(`'${sha('about()')}'`);
    expect(about).not.toContain(sha('home()'));
    expect(block('= /')).toContain(`'${sha('home()')}'`);
    expect(block('= /contact-us')).toContain('frame-src https://www.openstreetmap.org');
    expect(about).toContain('add_header cache-control "no-cache" always;');
    // The app's security headers and the deploy's HSTS, on each location (add_header is not inherited).
    expect(about).toContain('add_header x-content-type-options "nosniff" always;');
    expect(about).toContain('add_header x-frame-options "DENY" always;');
    expect(about).toContain('add_header permissions-policy "camera=()');
    expect(about).toContain(`add_header strict-transport-security "${HSTS}" always;`);
    expect(about).toContain('upgrade-insecure-requests');
    expect(about).not.toContain('unsafe-inline');
  });

  it('names its own root, so that a release swaps its files and their CSPs together', () => {
    expect(conf.split('\n').filter((l) => l.startsWith('root '))).toEqual([
      `root ${resolve(dir, 'client')};`,
    ]);
  });

  it('never names build internals; assets for a year, other files with the app types', () => {
    expect(conf).not.toContain('spa-fallback');
    const assets = block('/assets/');
    expect(assets).toContain('try_files $uri =404;');
    expect(assets).toContain('"public, max-age=31536000, immutable"');
    expect(assets).toMatch(/text\/javascript js;/);
    expect(assets).toContain('charset_types text/javascript;');
    const rest = block('/');
    expect(rest).toContain('try_files $uri @app;');
    expect(rest).toMatch(/image\/vnd\.microsoft\.icon ico;/);
  });

  it('is where deploy/nginx/homewire.conf includes it from: the current release, beside its client directory', () => {
    const site = readFileSync(resolve(import.meta.dirname, '../deploy/nginx/homewire.conf'), 'utf8');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the site file's own ${…} placeholder
    expect(site).toContain('include ${SITE_DIR}/current/nginx/homewire-static.conf;');
    // The include sets the root: the site file must not set a second one.
    expect(site).not.toMatch(/^\s*root /m);
    expect(staticConfPath('/var/lib/homewire/site/current/client')).toBe(
      '/var/lib/homewire/site/current/nginx/homewire-static.conf',
    );
    expect(site).toMatch(/location @app \{\s*proxy_pass http:\/\/homewire;/);
  });
});
