// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { renderSite } from './nginx-site.ts';

const site = renderSite({
  SERVER_NAME: 'www.example.com',
  TLS_CERT: '/etc/cert.pem',
  TLS_KEY: '/etc/key.pem',
  BUILD_DIR: '/srv/build',
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
