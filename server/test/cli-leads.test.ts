// Operator tools as processes: `npm run leads -- export …` and `npm run worker` (two at once).
import { createServer, type Socket } from 'node:net';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { LeadResponse } from '../../contracts/api.ts';
import { openDatabase } from '../db/database.ts';
import type { Config } from '../shared/config.ts';
import {
  ApiClient,
  describeOnBackends,
  freshConfig,
  runNode,
  spawnServerProcess,
  startServer,
  startSmtp,
  type TestSmtp,
  waitFor,
} from './helper.ts';

/** Our CSV output read back by csv-parse (the project's CSV reader, server/broadband/input.ts). */
function parseCsv(text: string): string[][] {
  return parse(text, { bom: true });
}

describeOnBackends('operator tools', (backend) => {
  let config: Config;
  let env: Record<string, string>;
  let remove: () => Promise<void> = async () => {};
  let smtp: TestSmtp;
  const ids: string[] = [];
  const LOAD = 40;

  beforeAll(async () => {
    ({ config, remove } = await freshConfig(backend, { worker: false }));
    env = {
      DATA_DIR: config.dataDir,
      LOG_LEVEL: 'info',
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    };
    const s = await startServer(config);
    const c = new ApiClient(s.url);
    const bodies: [string, unknown][] = [
      [
        '/api/send-contact-email',
        { name: '=HYPERLINK("http://x")', email: 'a@example.com', comment: 'Hello, "world"\nline 2' },
      ],
      [
        '/api/send-contact-email',
        {
          name: 'Grace',
          email: 'g@example.com',
          zipCode: '22202',
          contact: '7035550142',
          consentVersion: currentConsent.version,
        },
      ],
      [
        '/api/send-package-email',
        {
          packageTitle: 'TV Box',
          packageDescription: ['200+ channels'],
          price: '$45.99',
          planDuration: 'month',
          name: 'Alan',
          email: 'al@example.com',
          zipCode: '10001',
          contact: '2125550199',
          consentVersion: currentConsent.version,
        },
      ],
    ];
    const fixed = bodies.length;
    for (let i = 0; i < LOAD - fixed; i++)
      bodies.push(['/api/send-contact-email', { name: `N${i}`, email: `n${i}@example.com` }]);
    for (const [path, body] of bodies) {
      const res = await c.post(path, body);
      expect(res.status).toBe(201);
      ids.push(LeadResponse.parse(await res.json()).id);
    }
    await s.close();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await remove();
  });

  it('exports JSON, filtered by kind and since', async () => {
    const all = await runNode(['server/cli/leads.ts', 'export', '--format', 'json'], env);
    expect(all.code, all.stderr).toBe(0);
    const rows = JSON.parse(all.stdout) as {
      id: string;
      kind: string;
      package: unknown;
      mail_status: string;
    }[];
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.find((r) => r.kind === 'package')?.package).toMatchObject({
      packageTitle: 'TV Box',
      price: '$45.99',
    });
    expect(rows.every((r) => r.mail_status === 'pending')).toBe(true);

    const avail = JSON.parse(
      (await runNode(['server/cli/leads.ts', 'export', '--format', 'json', '--kind', 'availability'], env))
        .stdout,
    );
    expect(avail).toHaveLength(1);
    expect(avail[0]).toMatchObject({ name: 'Grace', phone: '+17035550142', zip_code: '22202' });

    const future = await runNode(
      ['server/cli/leads.ts', 'export', '--format', 'json', '--since', '2999-01-01'],
      env,
    );
    expect(JSON.parse(future.stdout)).toEqual([]);
    const past = await runNode(
      ['server/cli/leads.ts', 'export', '--format', 'json', '--since', '2000-01-01'],
      env,
    );
    expect(JSON.parse(past.stdout)).toHaveLength(LOAD);

    // The console's export loop (server/leads/lead-export.ts): one audit row per export, no operator.
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      const audited = await database.db
        .selectFrom('audit_log')
        .select(['operator_id', 'detail_json'])
        .where('action', '=', 'leads.exported')
        .orderBy('at')
        .orderBy('id')
        .execute();
      expect(audited).toHaveLength(4);
      expect(audited.every((a) => a.operator_id === null)).toBe(true);
      expect(JSON.parse(audited[0]?.detail_json ?? '{}')).toMatchObject({
        via: 'cli',
        format: 'json',
        rows: LOAD,
        filter: { sort: 'oldest' },
      });
      expect(JSON.parse(audited[1]?.detail_json ?? '{}')).toMatchObject({
        rows: 1,
        filter: { kind: 'availability' },
      });
    } finally {
      await database.close();
    }
  });

  it('exports CSV that spreadsheets read safely', async () => {
    const out = await runNode(['server/cli/leads.ts', 'export', '--format', 'csv', '--kind', 'contact'], env);
    expect(out.code, out.stderr).toBe(0);
    const rows = parseCsv(out.stdout);
    expect(rows[0]?.slice(0, 5)).toEqual(['id', 'kind', 'created_at', 'name', 'email']);
    expect(rows).toHaveLength(1 + LOAD - 2);
    const header = rows[0] ?? [];
    const first = rows.find((r) => r[header.indexOf('email')] === 'a@example.com') ?? [];
    expect(first[header.indexOf('name')]).toBe(`'=HYPERLINK("http://x")`);
    expect(first[header.indexOf('comment')]).toBe('Hello, "world"\nline 2');
  });

  it('refuses bad arguments with exit code 2', async () => {
    const cases = [
      ['export', '--format', 'xml'],
      ['export', '--kind', 'spam'],
      ['export', '--since', 'yesterday-ish'],
      ['delete'],
    ];
    const results = await Promise.all(cases.map((args) => runNode(['server/cli/leads.ts', ...args], env)));
    results.forEach((r, i) => {
      expect(r.code, cases[i]?.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage: npm run leads');
    });
  }, 120_000);

  it('two `npm run worker` processes deliver every queued mail exactly once and stop on SIGTERM', async () => {
    const workerEnv = { ...env, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '20' };
    const worker = () => spawnServerProcess(workerEnv, [process.execPath, 'server/worker.ts']);
    const workers = await Promise.all([worker(), worker()]);
    try {
      const sentLines = () =>
        workers.reduce((n, w) => n + (w.output().match(/lead notification sent/g) ?? []).length, 0);
      await waitFor(() => smtp.received.length >= LOAD, { timeoutMs: 90_000, what: 'all mails' });
      // A send is logged after the SMTP server accepted it; wait for those lines before SIGTERM,
      // since a line the logger has not flushed yet can be lost when the process ends.
      await waitFor(() => sentLines() >= LOAD, { timeoutMs: 30_000, what: 'a log line per send' });
      for (const w of workers) w.child.kill('SIGTERM');
      expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
      // Both workers have exited (each finishes its batch in flight): no mail can still arrive,
      // so the counts below are final rather than "none yet".
      const perLead = ids.map((id) => smtp.received.filter((m) => m.text.includes(id)).length);
      expect(perLead.every((n) => n === 1)).toBe(true);
      expect(smtp.received).toHaveLength(LOAD);
      // Between them the two logged exactly one send per mail.
      expect(sentLines()).toBe(LOAD);
    } finally {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    }
  }, 150_000);
});

it('a worker stopped while it is still starting (database not answering yet) exits cleanly', async () => {
  // A "database" that accepts the connection and never answers: the worker stays in start-up.
  const sockets: Socket[] = [];
  let connected = false;
  const stalled = createServer((socket) => {
    connected = true;
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  const { port } = stalled.address() as { port: number };
  const w = await spawnServerProcess(
    { DATABASE_URL: `postgres://x@127.0.0.1:${port}/x`, LOG_LEVEL: 'info' },
    [process.execPath, 'server/worker.ts'],
  );
  try {
    await waitFor(() => connected, { timeoutMs: 30_000, what: 'the worker connecting to its database' });
    w.child.kill('SIGTERM');
    expect(await w.exited, w.output()).toBe(0);
    expect(w.output()).toContain('outbox worker stopping');
  } finally {
    if (w.child.exitCode === null) w.child.kill('SIGKILL');
    for (const s of sockets) s.destroy();
    stalled.close();
  }
}, 60_000);
