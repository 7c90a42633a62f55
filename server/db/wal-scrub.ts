// Erased data out of SQLite's write-ahead log (issue 35 item 4, decision 083). secure_delete zeroes
// what a change frees in site.db, but every page a transaction writes goes to site.db-wal first,
// old versions included, and stays there until a checkpoint writes the pages back and the log is
// reused: after an erasure the person's row could sit in the WAL for as long as no one writes.
// After an erasure commits, the store asks for a TRUNCATE checkpoint: the latest pages go into
// site.db (where secure_delete left no trace of the erased values) and the WAL is cut to 0 bytes.
// It runs on a connection of its own with no busy wait, so it never holds up the lead path: while
// a transaction or a reader's snapshot is open (ours or another process's), the checkpoint cannot
// complete and is tried again, every 50 ms … 5 s, until it completes; a delay past a minute is
// logged, and the request stays until it is done.
import { DatabaseSync } from 'node:sqlite';
import type { Logger } from 'pino';

// The app's logger (shared/log.ts is above storage, so pino's type).
type Log = Pick<Logger, 'warn' | 'info'>;

/** After an erasure: the database's files are scrubbed of what the erasure freed. */
export interface Scrubber {
  /** An erasure committed: scrub as soon as the database lets us (does not wait). */
  request(): void;
  /** Resolves true once every scrub asked for so far completed; false after `timeoutMs`. */
  settled(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/** PostgreSQL: nothing done in the process; the documented procedure (decision 083) applies. */
export const noScrub: Scrubber = {
  request() {},
  settled: async () => true,
  close() {},
};

const FIRST_RETRY_MS = 50;
const MAX_RETRY_MS = 5_000;
/** A scrub still waiting after this long is logged (a reader holding an old snapshot, say). */
export const SCRUB_LATE_MS = 60_000;

export class WalScrubber implements Scrubber {
  private readonly file: string;
  private readonly log: Log | undefined;
  private conn: DatabaseSync | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** When the oldest scrub not yet done was asked for (undefined: none waiting). */
  private since: number | undefined;
  private attempts = 0;
  private reported = false;
  private closed = false;
  private waiters: ((ok: boolean) => void)[] = [];

  constructor(file: string, log?: Log) {
    this.file = file;
    this.log = log;
  }

  request(): void {
    if (this.closed) return;
    this.since ??= performance.now();
    // A scrub asked for during a wait is the same scrub: the next attempt covers both.
    if (this.timer) return;
    this.schedule(0);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => this.attempt(), ms);
    this.timer.unref();
  }

  /** One TRUNCATE checkpoint: true when every frame is in site.db and the WAL is empty. */
  checkpoint(): boolean {
    if (!this.conn) {
      this.conn = new DatabaseSync(this.file);
      // Never wait for a lock here: a busy database is tried again later, off the lead path.
      this.conn.exec('PRAGMA busy_timeout = 0');
    }
    const r = this.conn.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number } | undefined;
    return Number(r?.busy) === 0;
  }

  private attempt(): void {
    this.timer = undefined;
    if (this.closed || this.since === undefined) return;
    let done = false;
    try {
      done = this.checkpoint();
    } catch (err) {
      this.log?.warn({ err }, 'erasure: WAL checkpoint failed, trying again');
    }
    if (done) {
      if (this.reported)
        this.log?.info({ attempts: this.attempts + 1 }, 'erasure: WAL checkpoint completed at last');
      this.since = undefined;
      this.attempts = 0;
      this.reported = false;
      for (const w of this.waiters.splice(0)) w(true);
      return;
    }
    this.attempts++;
    if (!this.reported && performance.now() - this.since >= SCRUB_LATE_MS) {
      this.reported = true;
      this.log?.warn(
        { attempts: this.attempts, waitingMs: performance.now() - this.since },
        'erasure: erased data is still in site.db-wal (a transaction or reader keeps the checkpoint from completing); still trying',
      );
    }
    this.schedule(Math.min(FIRST_RETRY_MS * 2 ** (this.attempts - 1), MAX_RETRY_MS));
  }

  settled(timeoutMs = 30_000): Promise<boolean> {
    if (this.since === undefined) return Promise.resolve(true);
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve(false);
      }, timeoutMs);
      const done = (ok: boolean) => {
        clearTimeout(t);
        resolve(ok);
      };
      this.waiters.push(done);
    });
  }

  /** A last attempt for a scrub still waiting (at shutdown nothing else holds the database). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    let done = this.since === undefined;
    if (!done) {
      try {
        done = this.checkpoint();
      } catch {}
      if (!done) this.log?.warn({}, 'erasure: closing with erased data still in site.db-wal');
    }
    this.conn?.close();
    this.conn = undefined;
    for (const w of this.waiters.splice(0)) w(done);
  }
}
