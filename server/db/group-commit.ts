// Group commit: writes that arrive while a commit is running are committed together in the next
// one, so many writes share one transaction (one fsync on SQLite) and each is still answered only
// once its own transaction has committed.

export class GroupCommit<W, R> {
  private readonly commitBatch: (writes: W[]) => Promise<R[]>;
  private readonly maxBatch: number;
  private queue: { write: W; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  private running: Promise<void> | undefined;

  /** `commitBatch` commits the writes in one transaction and returns one result per write. */
  constructor(commitBatch: (writes: W[]) => Promise<R[]>, maxBatch = 200) {
    this.commitBatch = commitBatch;
    this.maxBatch = maxBatch;
  }

  /** Resolves with this write's result once its batch has been committed. */
  add(write: W): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      this.running ??= this.run();
    });
  }

  /** Resolves when everything added so far has been committed (or has failed). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    try {
      while (this.queue.length) {
        // Turns of the event loop while writes keep arriving (requests already waiting on their
        // sockets), so they join this batch instead of paying for a commit of their own. An idle
        // server commits after one turn.
        for (
          let turns = 0, before = -1;
          turns < 8 && this.queue.length > before && this.queue.length < this.maxBatch;
          turns++
        ) {
          before = this.queue.length;
          await new Promise((r) => setImmediate(r));
        }
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const results = await this.commitBatch(batch.map((b) => b.write));
          for (const [i, b] of batch.entries()) b.resolve(results[i] as R);
        } catch (err) {
          for (const b of batch) b.reject(err);
        }
      }
    } finally {
      this.running = undefined;
    }
  }
}
