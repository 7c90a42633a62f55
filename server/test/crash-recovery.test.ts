// The real server process under load: SIGKILL in the middle → after a restart every lead that got
// a 201 is in the database and its mail goes out; SIGTERM in the middle → drains and exits 0 with
// every 201'd lead stored.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { LeadResponse } from '../../contracts/api.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import {
  describeOnBackends,
  freshDatabaseUrl,
  postLeads,
  removeDir,
  type ServerProcess,
  spawnServerProcess,
  startSmtp,
  type TestSmtp,
  waitFor,
} from './helper.ts';

/** Posts leads from `concurrency` loops until the server stops answering; returns the 201'd ids. */
async function load(url: string, concurrency: number, stopAfter: (ids: string[]) => boolean) {
  const ids: string[] = [];
  let errors = 0;
  await postLeads(url, {
    lanes: concurrency,
    body: (i) => ({
      name: `Load ${i}`,
      email: `load${i}@example.com`,
      zipCode: '30301',
      contact: '404-555-0100',
      consentVersion: currentConsent.version,
      city: `City ${i}`,
    }),
    onAnswer: async (res) => {
      if (res.status === 201) ids.push(LeadResponse.parse(await res.json()).id);
      else if (res.status === 503)
        return false; // closing
      else throw new Error(`unexpected ${res.status}`);
      return !stopAfter(ids);
    },
    onError: (err) => {
      if (String(err).includes('unexpected')) throw err;
      errors++;
      return false; // connection refused/reset: the server is gone
    },
  });
  return { ids, errors };
}

describeOnBackends('server process', (backend) => {
  let smtp: TestSmtp;
  let dataDir: string;
  let env: Record<string, string>;
  let drop: () => Promise<void> = async () => {};
  let db: DatabaseHandle | undefined;
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = mkdtempSync(join(tmpdir(), 'homewire-crash-'));
    const fresh = await freshDatabaseUrl(backend);
    drop = fresh.drop;
    env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: join(dataDir, 'none'),
      SMTP_URL: smtp.url,
      LEAD_RATE_LIMIT: '1000000',
      OUTBOX_POLL_MS: '50',
      OUTBOX_BASE_DELAY_MS: '50',
      OUTBOX_MAX_DELAY_MS: '500',
      // Claims of the killed worker expire quickly, so the restarted one takes them over.
      OUTBOX_LEASE_MS: '2000',
      LOG_LEVEL: 'info',
      ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    };
  });
  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await db?.close();
    await smtp?.close();
    await drop();
    removeDir(dataDir);
  });

  async function start() {
    const p = await spawnServerProcess(env);
    procs.push(p);
    return { p, url: await p.listening };
  }

  async function stored(ids: string[]) {
    db ??= await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    const rows = ids.length
      ? await db.db.selectFrom('leads').select('id').where('id', 'in', ids).execute()
      : [];
    return new Set(rows.map((r) => r.id));
  }

  it('SIGKILL mid-load: every 201 lead survives and its mail goes out after restart', async () => {
    const first = await start();
    // Kill once a few hundred leads are in, while 8 requests are in flight.
    const { ids, errors } = await load(first.url, 8, (ids) => {
      if (ids.length >= 300 && first.p.child.exitCode === null && !first.p.child.killed)
        first.p.child.kill('SIGKILL');
      return ids.length > 5000;
    });
    await first.p.exited;
    expect(first.p.child.signalCode).toBe('SIGKILL');
    expect(ids.length).toBeGreaterThan(10);
    expect(errors).toBeGreaterThan(0); // the kill really hit requests in flight

    const second = await start();
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    const present = await stored(ids);
    expect(ids.filter((id) => !present.has(id))).toEqual([]);

    // Every lead's notification is delivered (at least once; the Message-ID is stable).
    await waitFor(() => ids.every((id) => smtp.received.some((m) => m.text.includes(id))), {
      timeoutMs: 45_000,
      what: 'all mails delivered',
    });
    const messageIds = new Map<string, Set<string>>();
    for (const m of smtp.received) {
      const id = ids.find((x) => m.text.includes(x));
      if (id) messageIds.set(id, (messageIds.get(id) ?? new Set()).add(m.messageId));
    }
    expect([...messageIds.values()].every((s) => s.size === 1)).toBe(true);

    second.p.child.kill('SIGTERM');
    expect(await second.p.exited).toBe(0);
  });

  it('SIGTERM mid-load: drains in-flight requests, stops the worker and exits 0', async () => {
    const s = await start();
    const { ids } = await load(s.url, 8, (ids) => {
      if (ids.length >= 300 && !s.p.child.killed) s.p.child.kill('SIGTERM');
      return ids.length > 5000;
    });
    const code = await s.p.exited;
    expect(code, s.p.output().slice(-3000)).toBe(0);
    expect(ids.length).toBeGreaterThan(10);
    const present = await stored(ids);
    expect(ids.filter((id) => !present.has(id))).toEqual([]);
    expect(s.p.output()).toContain('shutting down');
  });
});
