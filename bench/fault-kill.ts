// Fault run: SIGKILL the server in the middle of a lead load, restart it on the same DATA_DIR, and
// count the leads that were answered 201 but are not in the database (must be 0), and those
// without their outbox row (must be 0: lead and mail are one transaction).
// Env: BENCH_FAULT_KILL_AFTER_MS (load before the kill, default 2000), BENCH_FAULT_CONNECTIONS (16).
import {
  count,
  leadSession,
  loadLeads,
  openDb,
  type Row,
  runStandalone,
  sleep,
  startServer,
  validLead,
  withServer,
} from './lib.ts';
import { settings } from './settings.ts';

const { BENCH_FAULT_KILL_AFTER_MS: KILL_AFTER_MS, BENCH_FAULT_CONNECTIONS: CONNECTIONS } = settings;

export function run(): Promise<Row[]> {
  // Mail to .eml files: this run is about the database; the worker stays on as in production.
  return withServer({ name: 'fault' }, async ({ server: first, dataDir, headers }) => {
    const acked: string[] = [];
    let killedAt = 0;
    const started = Date.now();
    let killed = false;
    const killer = (async () => {
      await sleep(KILL_AFTER_MS);
      killedAt = acked.length;
      killed = true;
      await first.stop('SIGKILL');
    })();
    const { result } = await loadLeads({
      base: first.url,
      headers,
      connections: CONNECTIONS,
      seconds: KILL_AFTER_MS / 1000 + 2,
      stop: () => killed && Date.now() - started > KILL_AFTER_MS + 500,
      ids: acked,
    });
    await killer;

    // Restart on the same data directory; the server must come back with every acknowledged lead.
    const second = await startServer({ dataDir });
    let after = 0;
    try {
      // It takes leads again right away.
      const lead = validLead(0);
      const res = await fetch(`${second.url}${lead.path}`, {
        method: 'POST',
        headers: await leadSession(second.url),
        body: JSON.stringify(lead.body),
      });
      after = res.status;
    } finally {
      await second.stop();
    }

    const db = openDb(dataDir);
    let missing = 0;
    let withoutOutbox = 0;
    try {
      const hasLead = db.prepare('SELECT 1 AS x FROM leads WHERE id = ?');
      const hasOutbox = db.prepare('SELECT 1 AS x FROM outbox WHERE lead_id = ?');
      for (const id of acked) {
        if (!hasLead.get(id)) missing++;
        else if (!hasOutbox.get(id)) withoutOutbox++;
      }
      const stored = count(db, 'SELECT count(*) FROM leads');
      const non201 = [...result.statuses].filter(([s]) => s !== 201).map(([s, n]) => `${n}×${s}`);
      return [
        {
          bench: 'fault: SIGKILL under lead load',
          measure: 'leads answered 201 before the kill',
          ours: `${acked.length} (${killedAt} when the kill was sent)`,
        },
        {
          bench: 'fault: SIGKILL under lead load',
          measure: 'requests cut by the kill (no answer)',
          ours: String(result.errors),
          ...(non201.length ? { peer: `other answers: ${non201.join(', ')}` } : {}),
        },
        {
          bench: 'fault: SIGKILL under lead load',
          measure: 'answered 201 but missing after restart',
          ours: String(missing),
          bar: '0',
          ok: missing === 0 && acked.length > 0,
        },
        {
          bench: 'fault: SIGKILL under lead load',
          measure: 'stored lead without its outbox mail',
          ours: String(withoutOutbox),
          bar: '0',
          ok: withoutOutbox === 0,
        },
        {
          bench: 'fault: SIGKILL under lead load',
          measure: 'leads in the database / first lead after restart',
          ours: `${stored} / HTTP ${after}`,
          bar: '≥ 201s / 201',
          ok: stored >= acked.length && after === 201,
        },
      ];
    } finally {
      db.close();
    }
  });
}

if (import.meta.main) await runStandalone(run);
