// Issue 17: with REDIS_URL the lead limit is one count shared by every server; with Redis down,
// leads are still taken (fail open) and /readyz says so while staying 200; a fail-closed limiter
// (sign-in) answers 503 instead. A real redis-server (Debian's) on a loopback port.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../scripts/system-deps.ts';
import { answerError } from '../app.ts';
import { registerRateLimits } from '../plugins/external/rate-limit.ts';
import { ApiClient, type Running, removeDir, startServer, testConfig, waitFor } from './helper.ts';

const redis = await startRedis();
const skip = 'skipped' in redis ? redis.skipped : undefined;

describe.skipIf(skip)(`rate limits shared through Redis${skip ? ` (${skip})` : ''}`, () => {
  const r = redis as Exclude<typeof redis, { skipped: string }>;
  const servers: Running[] = [];
  const dirs: string[] = [];
  beforeAll(async () => {
    // Two servers, two SQLite files: only Redis is shared between them.
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ redisUrl: r.url, leadRateLimit: 5 });
      dirs.push(config.dataDir);
      servers.push(await startServer(config));
    }
    for (const s of servers) {
      await waitFor(async () => (await (await fetch(`${s.url}/readyz`)).json()).redis === 'up', {
        what: 'Redis connection',
        timeoutMs: 10_000,
      });
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const d of dirs) removeDir(d);
    await r.stop();
  });

  const lead = (i: number) => ({ name: `Shared ${i}`, email: `shared${i}@example.com` });

  it('the sixth lead in a minute from one client is 429, alternating between two servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const s = servers[i % 2] as Running;
      const client = new ApiClient(s.url);
      statuses.push((await client.post('/api/send-contact-email', lead(i))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('Redis down: leads still accepted, logged, /readyz 200 saying redis down; back: limits again', async () => {
    await r.pause();
    try {
      for (const s of servers) {
        await waitFor(async () => (await (await fetch(`${s.url}/readyz`)).json()).redis === 'down', {
          what: 'Redis down noticed',
          timeoutMs: 10_000,
        });
        const ready = await fetch(`${s.url}/readyz`);
        expect(ready.status).toBe(200);
      }
      // Same client that is over its limit above: while Redis is down nothing counts.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const client = new ApiClient((servers[i % 2] as Running).url);
        statuses.push((await client.post('/api/send-contact-email', lead(100 + i))).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);
    } finally {
      await r.resume();
    }
    for (const s of servers) {
      await waitFor(async () => (await (await fetch(`${s.url}/readyz`)).json()).redis === 'up', {
        what: 'Redis back',
        timeoutMs: 15_000,
      });
    }
    // The restarted Redis kept nothing (no persistence): a fresh count of five, shared again.
    const after: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = new ApiClient((servers[i % 2] as Running).url);
      after.push((await client.post('/api/send-contact-email', lead(200 + i))).status);
    }
    expect(after).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('a fail-closed limiter answers 503 with Retry-After while Redis is down, and limits when it is up', async () => {
    const app = Fastify();
    // The app's error handler answers the limiter's Unavailable (503 and its Retry-After).
    app.setErrorHandler(answerError);
    await registerRateLimits(app, { redisUrl: r.url });
    app.post(
      '/signin',
      { onRequest: app.limiter('signin', { max: 2, timeWindow: 60_000, failOpen: false }) },
      async () => ({ ok: true }),
    );
    await app.ready();
    try {
      await waitFor(async () => app.redisState() === 'up', { what: 'Redis', timeoutMs: 10_000 });
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await app.inject({ method: 'POST', url: '/signin' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      await r.pause();
      await waitFor(async () => app.redisState() === 'down', { what: 'Redis down', timeoutMs: 10_000 });
      const res = await app.inject({ method: 'POST', url: '/signin', remoteAddress: '10.0.0.9' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
    } finally {
      await app.close();
      await r.resume();
    }
  });
});
