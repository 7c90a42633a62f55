// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LABEL_UPLOAD_BODY_LIMIT } from '../contracts/console.ts';
import { IMAGE_UPLOAD_BODY_LIMIT } from '../contracts/content-api.ts';
import { loadConfig } from '../server/shared/config.ts';
import { renderSite } from './nginx-site.ts';

const site = renderSite({
  SERVER_NAME: 'www.example.com',
  TLS_CERT: '/etc/cert.pem',
  TLS_KEY: '/etc/key.pem',
  SITE_DIR: '/var/lib/homewire/site',
  HTTP_LISTEN: '80',
  HTTPS_LISTEN: '443',
  APP_PORT_1: '3001',
  APP_PORT_2: '3002',
});

/** nginx time ("4s", "1m", "500ms", bare seconds) in milliseconds. */
function ms(value: string): number {
  const m = /^(\d+)(ms|s|m)?$/.exec(value);
  if (!m) throw new Error(`not an nginx time: ${value}`);
  return Number(m[1]) * ({ ms: 1, s: 1000, m: 60_000 }[m[2] ?? 's'] ?? 1000);
}

describe('deploy/nginx/homewire.conf', () => {
  it('drops idle upstream connections before the app does, so no POST lands on a closing one', () => {
    const upstream = /upstream homewire \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(upstream).toMatch(/^\s*keepalive \d+;/m);
    // nginx's default is 60 s; the topology test saw a lead answered 502 about one run in five.
    const timeout = /^\s*keepalive_timeout (\S+);/m.exec(upstream)?.[1];
    expect(timeout, 'upstream keepalive_timeout').toBeDefined();
    const app = loadConfig({}).http.keepAliveTimeoutMs;
    expect(ms(timeout as string)).toBeLessThanOrEqual(app - 1000);
  });
});

/** nginx size ("32k", "8193k", "8m", bare bytes) in bytes. */
function bytes(value: string): number {
  const m = /^(\d+)([kKmMgG])?$/.exec(value);
  if (!m) throw new Error(`not an nginx size: ${value}`);
  return Number(m[1]) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(m[2] ?? '').toLowerCase()] ?? 1);
}

describe('deploy/nginx/homewire.conf body limits', () => {
  const server = site.slice(site.lastIndexOf('server {'));
  const locations = [...server.matchAll(/^\s*location ([^{]+)\{([^}]*)\}/gm)].map((m) => ({
    match: (m[1] as string).trim(),
    body: m[2] as string,
  }));

  it('lets a label file and an image through up to their routes’ limits, and keeps 32k for everything else', () => {
    const serverLimit = /^ {4}client_max_body_size (\S+);/m.exec(server)?.[1];
    expect(serverLimit).toBe('32k');
    // Each route's bodyLimit (server/routes/api/admin/data.ts, content.ts), rounded up to whole kilobytes.
    const uploads = [
      { match: '= /api/admin/data/labels', limit: LABEL_UPLOAD_BODY_LIMIT },
      { match: '= /api/admin/content/images', limit: IMAGE_UPLOAD_BODY_LIMIT },
    ];
    for (const upload of uploads) {
      const location = locations.find((l) => l.match === upload.match);
      expect(location, `a location ${upload.match}`).toBeDefined();
      const limit = /client_max_body_size (\S+);/.exec(location?.body ?? '')?.[1] as string;
      expect(bytes(limit), upload.match).toBe(Math.ceil(upload.limit / 1024) * 1024);
      expect(location?.body).toMatch(/^\s*proxy_pass http:\/\/homewire;/m);
    }
    for (const l of locations.filter((x) => !uploads.some((u) => u.match === x.match)))
      expect(l.body, l.match).not.toMatch(/client_max_body_size/);
  });
});
