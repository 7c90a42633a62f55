// Delivers the outbox, one lane at a time and each lane on its own (decision 060): every lane
// (mail, webhook) claims its own due rows with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL, so
// several workers never take the same row), on its own timer, with its own handler, concurrency,
// per-attempt timeout and backoff. A webhook receiver that hangs holds webhook deliveries only;
// the mail lane goes on sending. Within the webhook lane each endpoint is its own queue with its
// own slots (decision 082): one that hangs, redirects or trickles its answer holds only its own
// deliveries. Sent rows are marked sent; a failure is retried with exponential backoff and a cap,
// and marked failed after the lane's last attempt.
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import type { OutboxLane, OutboxTable } from '../db/schema.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import type { Log } from '../shared/log.ts';

export type OutboxRow = Omit<OutboxTable, 'attempts'> & { attempts: number };

/** How one lane delivers: its handler and its limits. */
export type LaneSettings = {
  /** Deliveries in flight at once. */
  concurrency: number;
  /** Longest one attempt may take; then it counts as failed (and is retried). */
  timeoutMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  batchSize?: number;
  /**
   * On stop, abort attempts in flight and hand their rows back (no attempt counted) instead of
   * waiting up to the timeout: for handlers that honour the signal (webhooks). Mail waits: an SMTP
   * send cut short could still be delivered, and then be sent twice.
   */
  abortOnStop?: boolean;
  /**
   * Each endpoint (the rows' `endpoint` column) its own queue: up to `concurrency` deliveries in
   * flight per endpoint, each claimed as a slot frees up, none waiting for a batch (webhooks).
   */
  byEndpoint?: boolean;
};

export type LaneHandler = {
  /** Delivers one row; throws when it was not delivered. `signal` aborts at the lane's timeout. */
  deliver(row: OutboxRow, signal: AbortSignal): Promise<void>;
  /** What the log lines say about a row (never a recipient's address, never a URL's secrets). */
  describe(row: OutboxRow): { fields: Record<string, unknown>; sent: string; what: string };
  /** A delivered row was erased meanwhile (a deletion while it was being sent): drop what we kept of it. */
  forget?(row: OutboxRow): void;
  close?(): void;
};

type OutboxWorkerSettings = Required<Omit<OutboxWorkerOptions, 'lanes'>>;

export type OutboxWorkerOptions = {
  db: Db;
  dialect: Dialect;
  log: Log;
  pollMs: number;
  /** How long a claimed row stays reserved for this worker before another may retry it. */
  leaseMs?: number;
  /** The one clock (app.clock; systemClock in `npm run worker`). */
  now: Clock;
  lanes: Partial<Record<OutboxLane, { settings: LaneSettings; handler: LaneHandler }>>;
};

/** Delay before attempt n+1 after n failures: base·2^(n-1), capped, with ±20 % jitter. */
export function backoffDelay(failures: number, baseMs: number, maxMs: number, random = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(Math.min(maxMs, raw * (0.8 + 0.4 * random())));
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no result within ${ms} ms`);
  }
}

/** One lane's loop: claim a batch of its due rows, deliver them `concurrency` at a time, record. */
class Lane {
  private timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  protected stopped = true;
  protected again = false;
  /** Runs in a row that failed (the database unreachable, say); the next run waits longer. */
  private failedRuns = 0;
  protected stopping = new AbortController();
  protected readonly lane: OutboxLane;
  protected readonly settings: Required<LaneSettings>;
  readonly handler: LaneHandler;
  protected readonly w: OutboxWorkerSettings;

  constructor(lane: OutboxLane, settings: LaneSettings, handler: LaneHandler, w: OutboxWorkerSettings) {
    this.lane = lane;
    this.settings = { batchSize: 20, abortOnStop: false, byEndpoint: false, ...settings };
    this.handler = handler;
    this.w = w;
  }

  protected iso(offsetMs = 0): string {
    return isoAt(this.w.now() + offsetMs);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = new AbortController();
    this.schedule(0);
  }

  nudge(): void {
    // Also while backing off: a message was just stored, so the database answers again.
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.settings.abortOnStop) this.stopping.abort(new Error('the outbox worker is stopping'));
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.loop().finally(() => {
        this.running = undefined;
      });
    }, ms);
  }

  /** One turn of the loop; true when another should follow at once. */
  protected async turn(): Promise<boolean> {
    const handled = await this.runOnce();
    return handled >= this.settings.batchSize || this.again;
  }

  private async loop(): Promise<void> {
    let more = false;
    try {
      this.again = false;
      more = await this.turn();
      if (this.failedRuns)
        this.w.log.info({ lane: this.lane, failedRuns: this.failedRuns }, 'outbox runs again');
      this.failedRuns = 0;
    } catch (err) {
      this.failedRuns++;
      // Backs off (poll interval doubling up to 30 s, ±20 %) instead of hammering a database that
      // is down, and logs the first failure and then every tenth, not one line per poll.
      const delay = backoffDelay(this.failedRuns, this.w.pollMs, Math.max(this.w.pollMs, 30_000));
      if (this.failedRuns === 1 || this.failedRuns % 10 === 0) {
        this.w.log.error(
          {
            lane: this.lane,
            err: (err as Error)?.message ?? String(err),
            failedRuns: this.failedRuns,
            retryInMs: delay,
          },
          'outbox run failed',
        );
      }
      this.schedule(delay);
      return;
    }
    this.schedule(more ? 0 : this.w.pollMs);
  }

  /** Claims and delivers one batch of this lane's due rows; returns how many rows it handled. */
  async runOnce(): Promise<number> {
    const rows = await this.claim(this.settings.batchSize);
    const queue = [...rows];
    const sent: OutboxRow[] = [];
    const workers = Array.from({ length: Math.min(this.settings.concurrency, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (this.stopped) {
          // Shutting down: hand unsent claims back at once instead of waiting for the lease.
          await this.release(row.id);
          continue;
        }
        if (await this.deliver(row)) sent.push(row);
      }
    });
    await Promise.all(workers);
    await this.markSent(sent);
    return rows.length;
  }

  /** Records delivered rows; one write for a whole batch (fewer commits competing with leads). */
  protected async markSent(sent: readonly OutboxRow[]): Promise<void> {
    if (sent.length) {
      // Only rows still pending: one erased while it was being sent (now cancelled, its body
      // blanked) stays erased, and whatever the handler kept of it goes too.
      const marked = await this.w.db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          attempts: eb('attempts', '+', 1),
          sent_at: this.iso(),
          locked_until: null,
          last_error: null,
        }))
        .where(
          'id',
          'in',
          sent.map((r) => r.id),
        )
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      const stillThere = new Set(marked.map((r) => r.id));
      for (const row of sent) if (!stillThere.has(row.id)) this.handler.forget?.(row);
      for (const row of sent) {
        const d = this.handler.describe(row);
        this.w.log.info({ outboxId: row.id, ...d.fields, attempts: row.attempts + 1 }, d.sent);
      }
    }
  }

  /** Leases up to `limit` of the lane's due rows (of one endpoint, when given), oldest due first. */
  protected async claim(limit: number, endpoint?: string | null): Promise<OutboxRow[]> {
    const nowIso = this.iso();
    const lease = this.iso(this.w.leaseMs);
    const lock = this.w.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const ofEndpoint =
      endpoint === undefined
        ? sql``
        : endpoint === null
          ? sql`and endpoint is null`
          : sql`and endpoint = ${endpoint}`;
    const result = await sql<OutboxRow>`
      update outbox set locked_until = ${lease}
      where id in (
        select id from outbox
        where lane = ${this.lane} and status = 'pending' and next_attempt_at <= ${nowIso}
          and (locked_until is null or locked_until <= ${nowIso}) ${ofEndpoint}
        order by next_attempt_at
        limit ${limit}
        ${lock}
      )
      returning *`.execute(this.w.db);
    return result.rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
  }

  protected async release(id: string) {
    await this.w.db.updateTable('outbox').set({ locked_until: null }).where('id', '=', id).execute();
  }

  /** One attempt, bounded by the lane's timeout (the handler is asked to abort; we stop waiting). */
  private async attempt(row: OutboxRow): Promise<void> {
    const ctl = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const stopping = this.stopping.signal;
    let onStop: (() => void) | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        ctl.abort(new TimeoutError(this.settings.timeoutMs));
        reject(new TimeoutError(this.settings.timeoutMs));
      }, this.settings.timeoutMs);
      onStop = () => {
        ctl.abort(stopping.reason);
        reject(stopping.reason);
      };
      stopping.addEventListener('abort', onStop, { once: true });
    });
    try {
      await Promise.race([this.handler.deliver(row, ctl.signal), timeout]);
    } finally {
      clearTimeout(timer);
      if (onStop) stopping.removeEventListener('abort', onStop);
    }
  }

  /** Sends one message; true when sent (recorded by the caller), false when rescheduled or failed. */
  protected async deliver(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    const { db, log } = this.w;
    try {
      await this.attempt(row);
    } catch (err) {
      if (this.stopping.signal.aborted) {
        // Cut short by a shutdown: not the receiver's failure; the next worker takes it up.
        await this.release(row.id);
        return false;
      }
      const d = this.handler.describe(row);
      // Handlers' errors name no recipient and no URL secret (webhooks.ts scrubs them).
      const lastError = String((err as Error)?.message ?? err).slice(0, 500);
      if (attempts >= this.settings.maxAttempts) {
        await db
          .updateTable('outbox')
          .set({ status: 'failed', attempts, last_error: lastError, locked_until: null })
          .where('id', '=', row.id)
          // A row cancelled meanwhile (its lead erased) stays cancelled.
          .where('status', '=', 'pending')
          .execute();
        log.error(
          { outboxId: row.id, ...d.fields, kind: row.kind, attempts, err: lastError },
          `${d.what} failed for good`,
        );
      } else {
        const delay = backoffDelay(attempts, this.settings.baseDelayMs, this.settings.maxDelayMs);
        await db
          .updateTable('outbox')
          .set({ attempts, last_error: lastError, locked_until: null, next_attempt_at: this.iso(delay) })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .execute();
        log.warn(
          { outboxId: row.id, ...d.fields, attempts, retryInMs: delay, err: lastError },
          `${d.what} deferred`,
        );
      }
      return false;
    }
    return true;
  }
}

/**
 * A lane whose endpoints are queues of their own (the webhook lane, decision 082): each endpoint
 * with due rows gets up to `concurrency` deliveries in flight, claimed when its slots free up
 * (a finished delivery wakes the lane), so a receiver that hangs for its whole timeout, answers
 * 3xx or trickles its answer, or has thousands of rows queued, takes only its own slots; no
 * delivery waits for a batch.
 */
class EndpointLane extends Lane {
  /** Deliveries in flight in this worker, by endpoint ('' for a row without one). */
  private readonly inFlight = new Map<string, number>();
  private readonly deliveries = new Set<Promise<void>>();

  protected override async turn(): Promise<boolean> {
    await this.fill();
    return this.again;
  }

  /** Claims what each endpoint with free slots has due and starts it; returns the rows started. */
  private async fill(): Promise<number> {
    const nowIso = this.iso();
    const due = await this.w.db
      .selectFrom('outbox')
      .select('endpoint')
      .where('lane', '=', this.lane)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .groupBy('endpoint')
      .execute();
    let started = 0;
    for (const { endpoint } of due) {
      const free = this.settings.concurrency - (this.inFlight.get(endpoint ?? '') ?? 0);
      if (free <= 0 || this.stopped) continue;
      for (const row of await this.claim(free, endpoint)) {
        this.begin(row);
        started++;
      }
    }
    return started;
  }

  private begin(row: OutboxRow): void {
    const key = row.endpoint ?? '';
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    const delivery = this.deliverOne(row)
      .catch((err) => {
        // The database failed while recording: the lease runs out and the row is tried again.
        this.w.log.error(
          { lane: this.lane, outboxId: row.id, err: (err as Error)?.message ?? String(err) },
          'outbox delivery not recorded',
        );
      })
      .finally(() => {
        this.deliveries.delete(delivery);
        const left = (this.inFlight.get(key) ?? 1) - 1;
        if (left > 0) this.inFlight.set(key, left);
        else this.inFlight.delete(key);
        // A slot is free: the endpoint's next due row goes now, not at the next poll.
        this.nudge();
      });
    this.deliveries.add(delivery);
  }

  private async deliverOne(row: OutboxRow): Promise<void> {
    if (this.stopped) return this.release(row.id);
    if (await this.deliver(row)) await this.markSent([row]);
  }

  /** Claims and delivers what is due now, waiting for those deliveries; returns how many. */
  override async runOnce(): Promise<number> {
    const started = await this.fill();
    await Promise.all([...this.deliveries]);
    return started;
  }

  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all([...this.deliveries]);
  }
}

export class OutboxWorker {
  private readonly lanes: Map<OutboxLane, Lane>;

  constructor(opts: OutboxWorkerOptions) {
    const shared = {
      db: opts.db,
      dialect: opts.dialect,
      log: opts.log,
      pollMs: opts.pollMs,
      leaseMs: opts.leaseMs ?? 120_000,
      now: opts.now,
    };
    this.lanes = new Map(
      Object.entries(opts.lanes).map(([name, l]) => [
        name as OutboxLane,
        l.settings.byEndpoint
          ? new EndpointLane(name as OutboxLane, l.settings, l.handler, shared)
          : new Lane(name as OutboxLane, l.settings, l.handler, shared),
      ]),
    );
  }

  start(): void {
    for (const lane of this.lanes.values()) lane.start();
  }

  /**
   * Ask for a run soon (a message was just committed: Outbox.onCommitted), of one lane or all;
   * cheap to call often.
   */
  nudge(lane?: OutboxLane): void {
    for (const [name, l] of this.lanes) if (!lane || lane === name) l.nudge();
  }

  /** Stops polling and waits for the batches in flight. */
  async stop(): Promise<void> {
    await Promise.all([...this.lanes.values()].map((l) => l.stop()));
    for (const lane of this.lanes.values()) lane.handler.close?.();
  }

  /** One batch of each lane (or of one lane); returns how many rows were handled. */
  async runOnce(lane?: OutboxLane): Promise<number> {
    let n = 0;
    for (const [name, l] of this.lanes) if (!lane || lane === name) n += await l.runOnce();
    return n;
  }
}
