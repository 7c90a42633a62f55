// Issue 13, item 1: a real PostgreSQL cluster killed (`pg_ctl stop -m immediate`) for 10 s under
// lead load, then started again. The server process must not exit; every answer is 201 or 503 with
// Retry-After; /readyz says 503 while the database is gone; every 201'd lead is stored; and without
// a restart of the server, leads are stored and their mail is sent again afterwards.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadResponse } from '../../contracts/api.ts';
import { startPostgres, type TestPostgres } from '../../scripts/system-deps.ts';
import { postLeads, removeDir, type ServerProcess, spawnServerProcess, waitFor } from './helper.ts';

const OUTAGE_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cluster = await startPostgres();
const skipped = 'skipped' in cluster ? cluster.skipped : undefined;

describe.skipIf(skipped !== undefined)(
  `PostgreSQL outage under lead load${skipped ? ` (${skipped})` : ''}`,
  () => {
    const db = cluster as TestPostgres;
    const dataDir = mkdtempSync(join(tmpdir(), 'homewire-outage-'));
    let server: ServerProcess;
    let url: string;

    beforeAll(async () => {
      server = await spawnServerProcess({
        DATABASE_URL: db.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BUILD_DIR: join(dataDir, 'no-build'),
        COOKIE_SECRET: 'outage-test-cookie-secret-0123456789abcdef',
        LEAD_RATE_LIMIT: '1000000',
        OUTBOX_POLL_MS: '200',
        // Mail claimed when the database went away stays leased for this long, then is sent again
        // (at least once, the same Message-ID): short here so the test sees every mail go out.
        OUTBOX_LEASE_MS: '2000',
        LOG_LEVEL: 'info',
      });
      url = await server.listening;
    });

    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await server?.exited;
      db.stop();
      removeDir(dataDir);
    });

    it('answers 201 or 503 (with Retry-After), stores every 201, and recovers without a restart', async () => {
      const answers: { status: number | 'connection error'; id?: string; retryAfter?: string | null }[] = [];
      let stop = false;
      const lanes = postLeads(url, {
        lanes: 4,
        until: () => stop,
        pauseMs: 20,
        body: (i) => ({ name: `Outage ${i}`, email: `outage${i}@example.com`, subject: 'During an outage' }),
        onAnswer: async (res) => {
          const body = (await res.json()) as unknown;
          answers.push({
            status: res.status,
            id: res.status === 201 ? LeadResponse.parse(body).id : undefined,
            retryAfter: res.headers.get('retry-after'),
          });
          return true;
        },
        onError: () => {
          answers.push({ status: 'connection error' });
          return true;
        },
      });
      const ready = async () => (await fetch(`${url}/readyz`)).status;

      await sleep(3000);
      expect(await ready()).toBe(200);
      const before = answers.length;
      db.crash();
      const crashedAt = Date.now();
      // The outage is seen: readiness fails and lead POSTs are answered 503.
      const readyDuring = await waitFor(async () => ((await ready()) === 503 ? 503 : false), {
        what: '/readyz 503',
        timeoutMs: 5000,
      });
      await waitFor(() => answers.slice(before).some((a) => a.status === 503), { what: 'a 503 lead answer' });
      await sleep(OUTAGE_MS - (Date.now() - crashedAt));
      db.restart();
      await waitFor(async () => (await ready()) === 200, { what: '/readyz 200 again', timeoutMs: 15_000 });
      const afterRestart = answers.length;
      await waitFor(() => answers.slice(afterRestart).filter((a) => a.status === 201).length >= 10, {
        what: 'leads stored again',
      });
      await sleep(3000);
      stop = true;
      await lanes;

      // The process never exited.
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(server.child.signalCode).toBeNull();
      expect(readyDuring).toBe(503);

      const statuses = new Map<string, number>();
      for (const a of answers) statuses.set(String(a.status), (statuses.get(String(a.status)) ?? 0) + 1);
      // Every answer was 201 or 503; every 503 said when to come back.
      expect([...statuses.keys()].sort()).toEqual(['201', '503']);
      expect(answers.filter((a) => a.status === 503 && a.retryAfter !== '5')).toEqual([]);

      // Every 201'd lead is stored, with its outbox row; the worker, backed off during the outage,
      // sends them all (mail goes to files: no SMTP in this test).
      const ids = answers.flatMap((a) => (a.id ? [a.id] : []));
      const check = new pg.Client({ connectionString: db.url });
      await check.connect();
      try {
        const stored = await check.query<{ id: string }>('select id from leads where id = any($1)', [ids]);
        expect(stored.rowCount).toBe(ids.length);
        await waitFor(
          async () => {
            const r = await check.query<{ n: string }>(
              "select count(*) as n from outbox where status = 'sent' and lead_id = any($1)",
              [ids],
            );
            return Number(r.rows[0]?.n) === ids.length;
          },
          { what: 'every mail sent after the outage', timeoutMs: 30_000 },
        );
      } finally {
        await check.end();
      }
      console.log(
        `outage ${OUTAGE_MS / 1000} s: ${statuses.get('201')} answered 201 (${ids.length} stored), ${statuses.get('503')} answered 503, process exits 0`,
      );
    }, 90_000);
  },
);
