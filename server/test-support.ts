// Helpers for the integration tests: a config pointing at temporary directories, and a server
// built by the app factory listening on a random loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from './app.ts';
import type { Config } from './config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'homewire-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'website@example.com',
    leadsTo: 'sales@example.com',
    siteUrl: 'http://localhost:3000',
    cookieSecret: 'test-cookie-secret-that-is-long-enough-0123456789',
    redisUrl: undefined,
    buildDir: join(dataDir, 'no-build'),
    leadRateLimit: 1000,
    trustProxy: false,
    worker: false,
    logLevel: 'silent',
    outbox: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 1000, maxAttempts: 5 },
    ...overrides,
  };
}

export type Running = { app: App; url: string; close: () => Promise<void> };

export async function startServer(config: Config): Promise<Running> {
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
