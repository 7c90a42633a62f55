// Lead endpoint throughput vs an empty Fastify route, measured in one run on this machine.
//
//   npm run bench            (or: node bench/lead-throughput.ts [--duration 10] [--concurrency 16])
//
// Each target runs in its own child process (the load generator would otherwise share the
// server's thread); the generator is a small keep-alive HTTP client with bounded concurrency,
// loopback only. Target A: POST /empty on a bare Fastify app (same JSON body, answers {}).
// Target B: POST /api/send-contact-email on the real app: SQLite in a temp DATA_DIR, CSRF checked
// (one fresh token), validation, rate limit raised out of the way, lead + outbox row committed
// (synchronous=FULL, group commit) before each 201, info logs serialised to a discarding sink.
// The outbox worker is off by default: left on, it goes on delivering the backlog of mail during
// the empty route's rounds and takes the CPU from that baseline, which flatters the ratio.
// BENCH_WORKER=1 runs it in process as a default install does (figures then say so).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

type Target = 'empty' | 'leads';

const body = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.com',
  address: '1 Loop Rd',
  city: 'Localhost',
  zipCode: '30301',
  contact: '(404) 555-0100',
  page: '/service/tv',
});

async function serve(target: Target, dataDir: string) {
  if (target === 'empty') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ logger: false });
    app.post('/empty', async () => ({}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app.server.address();
  }
  const { buildApp } = await import('../server/app.ts');
  const { testConfig } = await import('../server/test/helper.ts');
  const app = await buildApp(
    testConfig({
      dataDir,
      leadRateLimit: 1_000_000_000,
      sqliteSynchronous: process.env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
      worker: process.env.BENCH_WORKER === '1',
      logLevel: 'info',
      outbox: { pollMs: 1000, baseDelayMs: 5000, maxDelayMs: 900_000, maxAttempts: 12, leaseMs: 120_000 },
    }),
    { logStream: { write: () => {} } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

type Result = {
  target: Target;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

type Client = { once: () => Promise<number>; okStatus: number; close: () => void };

async function client(target: Target, port: number, concurrency: number): Promise<Client> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  };
  let path = '/empty';
  let okStatus = 200;
  if (target === 'leads') {
    path = '/api/send-contact-email';
    okStatus = 201;
    const res = await fetch(`http://127.0.0.1:${port}/api/csrf`);
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] as string);
    const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
    headers.cookie = cookies.join('; ');
    headers['x-xsrf-token'] = decodeURIComponent(token);
  }
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { once, okStatus, close: () => agent.destroy() };
}

type Sample = { latencies: number[]; errors: number; ms: number };

async function round(c: Client, ms: number, concurrency: number): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  const end = t0 + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const status = await c.once().catch(() => 0);
        if (status === c.okStatus) latencies.push(performance.now() - start);
        else errors++;
      }
    }),
  );
  return { latencies, errors, ms: performance.now() - t0 };
}

function summarise(target: Target, samples: Sample[]): Result {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((a, s) => a + s.ms, 0) / 1000;
  return {
    target,
    requests: latencies.length,
    errors: samples.reduce((a, s) => a + s.errors, 0),
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function startChild(target: Target, dataDir: string) {
  const child = spawn(process.execPath, [import.meta.filename, '--serve', target, '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  return { child, port };
}

async function main() {
  const { values } = parseArgs({
    options: {
      serve: { type: 'string' },
      data: { type: 'string' },
      duration: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '16' },
    },
  });
  if (values.serve) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
    const address = await serve(values.serve as Target, values.data as string);
    if (address && typeof address === 'object') process.stdout.write(`PORT ${address.port}\n`);
    return;
  }
  const seconds = Number(values.duration);
  const concurrency = Number(values.concurrency);
  const dataDir = mkdtempSync(join(tmpdir(), 'homewire-bench-'));
  const results: Result[] = [];
  let stored = 0;
  let warmupLeads = 0;
  const children: Awaited<ReturnType<typeof startChild>>[] = [];
  try {
    for (const target of ['empty', 'leads'] as const) children.push(await startChild(target, dataDir));
    const [emptyServer, leadServer] = children as [(typeof children)[0], (typeof children)[0]];
    const clients = {
      empty: await client('empty', emptyServer.port, concurrency),
      leads: await client('leads', leadServer.port, concurrency),
    };
    // Warm-up (JIT, connections, SQLite cache), then alternate short rounds so both targets see
    // the same machine load: the ratio is what this benchmark is about.
    warmupLeads += (await round(clients.leads, 1000, concurrency)).latencies.length;
    await round(clients.empty, 1000, concurrency);
    const roundMs = 1000;
    const rounds = Math.max(1, Math.round(seconds));
    const samples: Record<Target, Sample[]> = { empty: [], leads: [] };
    for (let i = 0; i < rounds; i++) {
      const order: Target[] = i % 2 ? ['leads', 'empty'] : ['empty', 'leads'];
      for (const t of order) samples[t].push(await round(clients[t], roundMs, concurrency));
    }
    results.push(summarise('empty', samples.empty), summarise('leads', samples.leads));
    clients.empty.close();
    clients.leads.close();
  } finally {
    for (const c of children) {
      c.child.kill('SIGTERM');
      await new Promise((r) => c.child.once('exit', r));
    }
  }
  try {
    // Every 201 must be a stored lead.
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(join(dataDir, 'site.db'));
    stored = Number((db.prepare('select count(*) as n from leads').get() as { n: number }).n);
    db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const [empty, leads] = results as [Result, Result];
  const fmt = (r: Result) =>
    `${r.target.padEnd(6)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   (${r.requests} ok, ${r.errors} errors in ${r.seconds.toFixed(1)} s)`;
  console.log(
    `lead-throughput: ${Math.max(1, Math.round(seconds))} alternating 1 s rounds per target, concurrency ${concurrency}, loopback, Node ${process.version}, outbox worker ${process.env.BENCH_WORKER === '1' ? 'in process' : 'off'}, SQLite synchronous=${process.env.SQLITE_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL'}`,
  );
  console.log(`  empty Fastify route     ${fmt(empty)}`);
  console.log(`  POST send-contact-email ${fmt(leads)}`);
  console.log(
    `  leads stored in SQLite: ${stored} (201 answers: ${leads.requests} measured + ${warmupLeads} warm-up)`,
  );
  const ratio = leads.rps / empty.rps;
  console.log(
    `  ratio leads/empty: ${ratio.toFixed(2)} (goal >= 0.40) ${ratio >= 0.4 ? 'OK' : 'BELOW GOAL'}`,
  );
  if (stored < leads.requests + warmupLeads) {
    console.error('  ERROR: fewer leads stored than 201 answers');
    process.exitCode = 1;
  }
}

await main();
