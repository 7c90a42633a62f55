// Issue 13, item 2, behind a real nginx (Debian's) that appends the client's address to
// X-Forwarded-For: a client sending its own X-Forwarded-For must not choose its rate-limit key.
// TRUST_PROXY as the README advises (one hop, or the proxy's address) → 5 of 8 leads accepted.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NGINX, startNginx } from '../../scripts/nginx-site.ts';
import { loadConfig } from '../shared/config.ts';
import { ApiClient, freePort, removeDir, startServer, testConfig, waitFor } from './helper.ts';

const hasNginx = existsSync(NGINX);
const PROXY_ADDRESS = '127.0.0.5';

async function startProxy(upstreamPort: number) {
  const dir = mkdtempSync(join(tmpdir(), 'homewire-nginx-'));
  const port = await freePort();
  const nginx = startNginx({
    dir,
    http: `server {
    listen 127.0.0.1:${port};
    location / {
      # The proxy's own address towards the app, distinct from the visitor's (127.0.0.1).
      proxy_bind ${PROXY_ADDRESS};
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      try {
        return (await fetch(`${url}/healthz`)).status === 200;
      } catch {
        return false;
      }
    },
    { what: 'nginx', timeoutMs: 10_000 },
  );
  return {
    url,
    stop: async () => {
      await nginx.stop();
      removeDir(dir);
    },
  };
}

describe.skipIf(!hasNginx)(`behind nginx${hasNginx ? '' : ' (skipped: nginx is not installed)'}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  for (const TRUST_PROXY of ['1', PROXY_ADDRESS]) {
    it(`TRUST_PROXY=${TRUST_PROXY}: 8 lead POSTs with 8 different X-Forwarded-For → 5 accepted, 3 answered 429`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'homewire-tp-'));
      const { trustProxy } = loadConfig({ DATA_DIR: dir, TRUST_PROXY });
      const config = testConfig({ dataDir: dir, trustProxy, leadRateLimit: 5 });
      const app = await startServer(config);
      cleanups.push(async () => {
        await app.close();
        removeDir(dir);
      });
      const nginx = await startProxy(Number(new URL(app.url).port));
      cleanups.push(nginx.stop);

      const client = new ApiClient(nginx.url);
      await client.csrf();
      const statuses: number[] = [];
      for (let i = 1; i <= 8; i++) {
        const res = await client.post(
          '/api/send-contact-email',
          { name: `Proxy ${i}`, email: `proxy${i}@example.com` },
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    });
  }
});
