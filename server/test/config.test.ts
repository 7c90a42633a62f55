import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../shared/config.ts';
import { removeDir } from './helper.ts';

const dir = mkdtempSync(join(tmpdir(), 'homewire-cfg-'));
afterAll(() => removeDir(dir));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });
const problems = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.join('\n');
    throw err;
  }
  return '';
};

describe('TRUST_PROXY (issue 13, item 2)', () => {
  it('a number is that many hops, "1" included', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(load({}).trustProxy).toBe(false);
  });

  it('addresses and CIDRs are passed on', () => {
    expect(load({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('"true" (every hop) is refused with the advice to name the proxy or count the hops', () => {
    for (const v of ['true', 'TRUE', 'yes', 'on']) {
      expect(problems({ TRUST_PROXY: v }), v).toMatch(/^TRUST_PROXY: .*proxy's address.*number of proxies/);
    }
  });
});

describe('HTTP timeouts and connection caps (issue 13, item 3)', () => {
  it('have defaults', () => {
    expect(load({}).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5000,
      maxConnections: 4096,
      maxConnectionsPerClient: 64,
    });
  });

  it('are configurable and checked', () => {
    expect(
      load({
        REQUEST_TIMEOUT_MS: '2000',
        HEADERS_TIMEOUT_MS: '1000',
        KEEP_ALIVE_TIMEOUT_MS: '700',
        MAX_CONNECTIONS: '100',
        MAX_CONNECTIONS_PER_CLIENT: '0',
      }).http,
    ).toEqual({
      requestTimeoutMs: 2000,
      headersTimeoutMs: 1000,
      keepAliveTimeoutMs: 700,
      maxConnections: 100,
      maxConnectionsPerClient: 0,
    });
    expect(problems({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toMatch(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(problems({ MAX_CONNECTIONS: '0' })).toMatch(/MAX_CONNECTIONS: must be an integer/);
  });
});

describe('WEBHOOK_URLS, WEBHOOK_SECRET, DIGEST_TO (issue 16)', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  it('default to none', () => {
    const c = load({});
    expect(c.webhooks).toEqual({ urls: [], secret: undefined });
    expect(c.digestTo).toBeUndefined();
    expect(c.outbox.maxAttempts).toBe(15);
  });
  it('take comma-separated http(s) URLs, a whsec_ secret and an address', () => {
    const c = load({
      WEBHOOK_URLS: 'https://crm.example.com/hook, http://10.0.0.5:8080/in',
      WEBHOOK_SECRET: secret,
      DIGEST_TO: 'ops@example.com',
    });
    expect(c.webhooks).toEqual({ urls: ['https://crm.example.com/hook', 'http://10.0.0.5:8080/in'], secret });
    expect(c.digestTo).toBe('ops@example.com');
  });
  it('refuse other schemes, a secret in another format, URLs without a secret, a bad address', () => {
    expect(problems({ WEBHOOK_URLS: 'ftp://x.example.com', WEBHOOK_SECRET: secret })).toMatch(
      /^WEBHOOK_URLS:/,
    );
    expect(problems({ WEBHOOK_SECRET: 'hunter2' })).toMatch(/^WEBHOOK_SECRET: must be whsec_/);
    expect(problems({ WEBHOOK_URLS: 'https://crm.example.com/hook' })).toMatch(
      /^WEBHOOK_SECRET: is required/,
    );
    expect(problems({ DIGEST_TO: 'nobody' })).toMatch(/^DIGEST_TO:/);
  });
});

describe('FIRST_CONTACT_TARGET_MIN (issue 29, item 2)', () => {
  it('is 5 minutes unless set, a whole number of minutes from 1 to a week', () => {
    expect(load({}).firstContactTargetMin).toBe(5);
    expect(load({ FIRST_CONTACT_TARGET_MIN: '15' }).firstContactTargetMin).toBe(15);
    for (const v of ['0', '2.5', 'soon', '10081'])
      expect(problems({ FIRST_CONTACT_TARGET_MIN: v }), v).toMatch(
        /^FIRST_CONTACT_TARGET_MIN: must be an integer from 1 to 10080/,
      );
  });
});
