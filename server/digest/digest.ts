// The operator digest (DIGEST_TO): yesterday's leads (UTC day) by kind, by source (utm_source,
// or "direct") and by language, queued as one outbox mail of kind 'digest'. Exactly once per day across servers:
// the Message-ID is derived from the date and is unique in the outbox, so a second server's (or a
// second run's) insert is a no-op.
import { randomUUIDv7 } from 'node:crypto';
import { LANGUAGE_NAMES } from '../../contracts/lead-record.ts';
import type { Db } from '../db/database.ts';
import { type DigestCounts, renderDigest } from '../mail/digest-mail.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { isoAt } from '../shared/clock.ts';
import type { Log } from '../shared/log.ts';

/** `outbox`: the app's one outbox (its MAIL_FROM names the digest's Message-ID). */
export type DigestOptions = { db: Db; to: string; outbox: Outbox };

export async function digestCounts(db: Db, day: string): Promise<DigestCounts> {
  const start = `${day}T00:00:00.000Z`;
  const end = isoAt(Date.parse(start) + 86_400_000);
  const rows = await db
    .selectFrom('leads')
    .select(['kind', 'utm_source', 'language'])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .execute();
  const count = (keys: string[]) => {
    const m = new Map<string, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  return {
    day,
    total: rows.length,
    byKind: count(rows.map((r) => r.kind)),
    bySource: count(rows.map((r) => r.utm_source?.trim() || 'direct')),
    byLanguage: count(rows.map((r) => LANGUAGE_NAMES[r.language])),
  };
}

/** Queues the digest of `day` (YYYY-MM-DD); false when it was already queued (by any server). */
export async function queueDigest(opts: DigestOptions, day: string, at: Date): Promise<boolean> {
  const mail = renderDigest(await digestCounts(opts.db, day));
  const domain = opts.outbox.mailFrom.split('@')[1] ?? 'localhost';
  const now = at.toISOString();
  const inserted = await opts.outbox.enqueue(
    opts.db,
    {
      kind: 'mail',
      purpose: 'digest',
      id: randomUUIDv7(),
      messageId: `<digest-${day}@${domain}>`,
      payload: { to: opts.to, subject: mail.subject, text: mail.text, html: mail.html },
    },
    { at: now, ignoreDuplicates: true },
  );
  return inserted > 0;
}

/** Yesterday (UTC) of `at`, as YYYY-MM-DD. */
export function yesterday(at: Date): string {
  return isoAt(at.getTime() - 86_400_000).slice(0, 10);
}

/** Queues yesterday's digest if it is not yet (app.scheduler runs it hourly); never throws. */
export class DigestJob {
  private readonly opts: DigestOptions & { log: Pick<Log, 'info' | 'error'> };
  constructor(opts: DigestJob['opts']) {
    this.opts = opts;
  }
  async runOnce(at: Date): Promise<boolean> {
    const day = yesterday(at);
    try {
      const queued = await queueDigest(this.opts, day, at);
      if (queued) this.opts.log.info({ day }, 'digest queued');
      return queued;
    } catch (err) {
      this.opts.log.error({ err, day }, 'digest run failed');
      return false;
    }
  }
}
