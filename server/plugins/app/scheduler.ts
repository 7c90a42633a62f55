// app.scheduler: the one place periodic work runs (retention, the daily digest, pruning of
// expired sessions, sign-in challenges and idempotency keys), on the app's injected clock. A job
// says how often it runs and when first; tick() runs every job that is due by the clock, one at a
// time and never two runs of one job at once. In a server a single timer calls tick() (at the next
// due time, and at least every SCHEDULER_MAX_SLEEP_MS so a clock moved by a test is noticed);
// tests move their clock and call tick() themselves. A failed run is logged and tried again at its
// next time.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../shared/clock.ts';
import type { Log as AppLog } from '../../shared/log.ts';

export const SCHEDULER_MAX_SLEEP_MS = 30_000;

type Job = {
  name: string;
  everyMs: number;
  next: number;
  run: (now: number) => Promise<unknown>;
};

type Log = Pick<AppLog, 'info' | 'error'>;

export class Scheduler {
  private readonly jobs: Job[] = [];
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = true;

  private readonly opts: { clock: Clock; log: Log };

  constructor(opts: { clock: Clock; log: Log }) {
    this.opts = opts;
  }

  /** Runs `run` every `everyMs`, the first time `firstAfterMs` after now. */
  every(name: string, o: { everyMs: number; firstAfterMs?: number }, run: (now: number) => Promise<unknown>) {
    if (this.jobs.some((j) => j.name === name)) throw new Error(`scheduler: a job named ${name} exists`);
    this.jobs.push({
      name,
      everyMs: o.everyMs,
      next: this.opts.clock() + (o.firstAfterMs ?? o.everyMs),
      run,
    });
  }

  /** The jobs and when each runs next (for logs and tests). */
  get schedule(): { name: string; next: number }[] {
    return this.jobs.map(({ name, next }) => ({ name, next }));
  }

  /** Runs every job due by the clock, one after the other; resolves when they are done. */
  tick(): Promise<void> {
    this.ticking ??= this.runDue().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  private async runDue(): Promise<void> {
    for (const job of this.jobs) {
      const now = this.opts.clock();
      if (job.next > now) continue;
      // The next run counts from this one: a clock moved a year ahead runs a job once, not 365 times.
      job.next = now + job.everyMs;
      try {
        await job.run(now);
      } catch (err) {
        this.opts.log.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
  }

  start(): void {
    this.stopped = false;
    this.arm();
  }

  private arm(): void {
    if (this.stopped) return;
    const now = this.opts.clock();
    const due = Math.min(...this.jobs.map((j) => j.next), now + SCHEDULER_MAX_SLEEP_MS);
    this.timer = setTimeout(
      () => {
        void this.tick().finally(() => this.arm());
      },
      Math.max(0, Math.min(due - now, SCHEDULER_MAX_SLEEP_MS)),
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const scheduler = new Scheduler({ clock: app.clock, log: app.log.child({ component: 'scheduler' }) });
    app.decorate('scheduler', scheduler);
    // Jobs are added by the plugins that own them while the app loads; the timer starts once it is
    // ready and stops before in-flight requests finish.
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'scheduler' },
);
