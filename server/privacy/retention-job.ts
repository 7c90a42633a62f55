// The daily retention run (DESIGN.md, LEAD_RETENTION_DAYS): soon after start, then every 24 hours,
// personal fields of older leads are erased as a deletion request would (PrivacyService).
import type { Logger } from 'pino';
import type { PrivacyService } from './privacy-service.ts';

export const RETENTION_INTERVAL_MS = 86_400_000;
const FIRST_RUN_DELAY_MS = 60_000;

export class RetentionJob {
  private readonly opts: {
    privacy: PrivacyService;
    days: number;
    log: Pick<Logger, 'info' | 'error'>;
  };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(opts: RetentionJob['opts']) {
    this.opts = opts;
  }

  start(firstRunInMs = FIRST_RUN_DELAY_MS): void {
    this.schedule(firstRunInMs);
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.schedule(RETENTION_INTERVAL_MS);
        });
    }, ms);
    this.timer.unref();
  }

  /** One pass; never throws (a failed run is logged and retried the next day). */
  async runOnce(at = new Date()): Promise<{ leads: number; requests: number } | undefined> {
    try {
      const r = await this.opts.privacy.applyRetention(this.opts.days, at);
      this.opts.log.info({ ...r, days: this.opts.days }, 'retention: personal fields erased');
      return r;
    } catch (err) {
      this.opts.log.error({ err }, 'retention run failed');
      return undefined;
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
