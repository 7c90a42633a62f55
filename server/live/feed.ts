// The lead feed (issue 29, decision 070): "a lead came in" and "a lead changed", told to every
// console that is open, on every server. LeadService and the lead-creation path call publish()
// AFTER their transaction commits; the console's event stream (routes/api/admin/events.ts)
// subscribes. Events carry ids only (no personal data): the console reloads what it shows.
//
// Across servers an event travels through PostgreSQL LISTEN/NOTIFY (DATABASE_URL is PostgreSQL)
// or Redis pub/sub (REDIS_URL, SQLite servers sharing nothing else); a single SQLite server keeps
// it in the process. Each server numbers the events it delivers (seq) and keeps the last
// RING_SIZE of them, so a console that reconnects with Last-Event-ID gets what it missed; an id
// from another server, from before a restart or older than the ring answers "reset" (reload).
// The publishing server delivers its own events at once and skips their echo from the transport,
// so a broken link between servers never delays the console of the server that did the work.
// The same link carries who views which lead (presence.ts): not numbered, not kept, not replayed.
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import type { Log as AppLog } from '../shared/log.ts';
import { LeadPresence, type LeadView, TAB_ID } from './presence.ts';

export type LeadFeedEvent = {
  seq: number;
  type: 'lead.created' | 'lead.changed';
  leadId: string;
  at: string;
  by: string | null;
};

/** What a publisher says; the delivering server numbers it. */
export type LeadFeedNews = Omit<LeadFeedEvent, 'seq'>;

/** A lead's viewers changed (operator ids): for the streams of the tabs viewing it. */
export type LeadPresenceEvent = { type: 'presence'; leadId: string; viewers: string[] };

/**
 * A subscriber hears events; `reset`: some may have been missed (a link between servers broke);
 * `heartbeat`: the scheduler's beat, for streams to prove they are alive and still allowed.
 */
export type LeadFeedListener = (
  e: LeadFeedEvent | LeadPresenceEvent | { type: 'reset' } | { type: 'heartbeat' },
) => void;

/** Events kept for a reconnecting console (a few minutes of a busy team's work). */
export const RING_SIZE = 500;
/** How often an open stream gets a comment line (proxies and browsers drop silent connections). */
export const HEARTBEAT_MS = 15_000;
/** The PostgreSQL channel and the Redis channel. */
export const FEED_CHANNEL = 'lead_feed';

type Log = Pick<AppLog, 'warn' | 'info'>;

/** How events leave this server and come back from the others. */
export interface FeedTransport {
  readonly name: 'local' | 'postgres' | 'redis';
  send(wire: string): Promise<void>;
  close(): Promise<void>;
}

type Wire = LeadFeedNews & { origin: string };

/**
 * Sessions whose open streams end now, on every server: one session signed out (`session`, a
 * hash of its token hash: the link never carries what the sessions table stores) or every
 * session of a disabled operator (`operator`).
 */
export type SessionsEnded = { session?: string; operator?: string };
type EndWire = { type: 'sessions.ended'; origin: string } & SessionsEnded;
type PresenceWire = { type: 'presence'; origin: string } & LeadView;

/** What names a session's streams on the link (not its token hash itself). */
export function streamSessionKey(tokenHash: string): string {
  return createHash('sha256').update(`stream:${tokenHash}`).digest('base64url');
}

/** The message that ends these sessions' streams on every server (also sent by `npm run operators`). */
export function sessionsEndedWire(ended: SessionsEnded, origin = 'cli'): string {
  return JSON.stringify({ type: 'sessions.ended', origin, ...ended } satisfies EndWire);
}

/** Whose stream it is: its session and operator, and the console tab that opened it (presence). */
export type StreamOwner = { operatorId: string; tokenHash: string; tab?: string };

export class LeadFeed {
  /** Names this server's run: a Last-Event-ID of another run (or server) cannot be resumed. */
  readonly stream = randomUUID().slice(0, 8);
  private readonly origin = randomUUID();
  private seq = 0;
  private readonly ring: LeadFeedEvent[] = [];
  private readonly listeners = new Set<LeadFeedListener>();
  private transport: FeedTransport | undefined;
  private readonly log: Log;
  /**
   * Open streams and whose they are: ended when the server closes (an open stream would hold the
   * close forever), or when their session ends.
   */
  private readonly open = new Map<
    () => void,
    { operator: string; session: string; tab: string | undefined } | undefined
  >();
  /** Which tab views which lead, on every server. */
  readonly presence = new LeadPresence();

  constructor(log: Log) {
    this.log = log;
  }

  get transportName(): FeedTransport['name'] {
    return this.transport?.name ?? 'local';
  }

  /** Connects the link to the other servers (none: this process only). */
  use(transport: FeedTransport): void {
    this.transport = transport;
  }

  /** After a commit: tell this server's consoles now, and the other servers through the link. */
  publish(news: LeadFeedNews): void {
    this.deliver(news);
    const t = this.transport;
    if (!t || t.name === 'local') return;
    t.send(JSON.stringify({ ...news, origin: this.origin } satisfies Wire)).catch((err: unknown) => {
      this.log.warn({ err, transport: t.name }, 'lead feed: could not tell the other servers');
    });
  }

  /**
   * A session signed out or an operator was disabled (after its commit): their streams end now,
   * here and on the other servers, not at the next heartbeat.
   */
  endSessions(who: { tokenHash?: string; operatorId?: string }): void {
    const ended: SessionsEnded = {
      ...(who.tokenHash ? { session: streamSessionKey(who.tokenHash) } : {}),
      ...(who.operatorId ? { operator: who.operatorId } : {}),
    };
    this.endLocal(ended);
    const t = this.transport;
    if (!t || t.name === 'local') return;
    t.send(sessionsEndedWire(ended, this.origin)).catch((err: unknown) => {
      this.log.warn({ err, transport: t.name }, 'lead feed: could not tell the other servers');
    });
  }

  /**
   * A console tab shows a lead's page (`leadId`), or none (null): its viewers hear it here and on
   * the other servers. Returns who views that lead now.
   */
  view(v: LeadView): string[] {
    this.applyView(v);
    const t = this.transport;
    if (t && t.name !== 'local')
      t.send(JSON.stringify({ type: 'presence', origin: this.origin, ...v } satisfies PresenceWire)).catch(
        (err: unknown) => {
          this.log.warn({ err, transport: t.name }, 'lead feed: could not tell the other servers');
        },
      );
    return v.leadId ? this.presence.viewersOf(v.leadId) : [];
  }

  /**
   * A stream ended: its tab left the lead it viewed, unless another stream of the same tab is open
   * here (a reconnect that came in before the old connection was seen to close).
   */
  streamGone(owner: StreamOwner): void {
    const { operatorId: operator, tab } = owner;
    if (!tab || !this.presence.leadOf(operator, tab)) return;
    for (const o of this.open.values()) if (o?.operator === operator && o.tab === tab) return;
    this.view({ operator, tab, leadId: null });
  }

  private applyView(v: LeadView): void {
    this.tellViewers(this.presence.set(v));
  }

  private tellViewers(leads: string[]): void {
    for (const leadId of leads)
      this.tell({ type: 'presence', leadId, viewers: this.presence.viewersOf(leadId) });
  }

  private endLocal(ended: SessionsEnded): void {
    if (!ended.session && !ended.operator) return;
    for (const [end, owner] of [...this.open])
      if (owner && (owner.session === ended.session || owner.operator === ended.operator)) end();
  }

  /** Streams open on this server for the session with this token hash. */
  streamsOf(tokenHash: string): number {
    const session = streamSessionKey(tokenHash);
    let n = 0;
    for (const owner of this.open.values()) if (owner?.session === session) n++;
    return n;
  }

  /** A message from the link (another server's event, or the echo of ours). */
  receive(wire: string): void {
    let w: Wire | EndWire | PresenceWire;
    try {
      w = JSON.parse(wire) as Wire | EndWire | PresenceWire;
    } catch {
      return;
    }
    if (w.origin === this.origin) return;
    if (w.type === 'presence') {
      const { operator, tab, leadId } = w;
      if (typeof operator === 'string' && typeof tab === 'string' && TAB_ID.test(tab))
        this.applyView({ operator, tab, leadId: typeof leadId === 'string' ? leadId : null });
      return;
    }
    if (w.type === 'sessions.ended') {
      this.endLocal({
        session: typeof w.session === 'string' ? w.session : undefined,
        operator: typeof w.operator === 'string' ? w.operator : undefined,
      });
      return;
    }
    if ((w.type !== 'lead.created' && w.type !== 'lead.changed') || typeof w.leadId !== 'string') return;
    this.deliver({ type: w.type, leadId: w.leadId, at: String(w.at), by: w.by ?? null });
  }

  /** The link was down for a while: consoles reload instead of trusting what they have. */
  gap(): void {
    for (const l of this.listeners) l({ type: 'reset' });
  }

  private deliver(news: LeadFeedNews): void {
    const e: LeadFeedEvent = { seq: ++this.seq, ...news };
    this.ring.push(e);
    if (this.ring.length > RING_SIZE) this.ring.shift();
    this.tell(e);
  }

  private tell(e: LeadFeedEvent | LeadPresenceEvent): void {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch (err) {
        this.log.warn({ err }, 'lead feed: a listener failed');
      }
    }
  }

  /** The scheduler's beat (every HEARTBEAT_MS); views not said again for a while go. */
  beat(): void {
    this.tellViewers(this.presence.beat());
    for (const l of this.listeners) l({ type: 'heartbeat' });
  }

  /** Keeps `end` to call at shutdown or when `owner`'s session ends; returns the function that forgets it. */
  hold(end: () => void, owner?: StreamOwner): () => void {
    this.open.set(
      end,
      owner
        ? { operator: owner.operatorId, session: streamSessionKey(owner.tokenHash), tab: owner.tab }
        : undefined,
    );
    return () => this.open.delete(end);
  }

  /** Ends every open stream (before the server waits for in-flight requests). */
  endStreams(): void {
    for (const end of [...this.open.keys()]) end();
    this.open.clear();
  }

  subscribe(listener: LeadFeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  /** The last event's id on this server (what a console that starts now has seen). */
  get lastId(): string {
    return this.idOf(this.seq);
  }

  idOf(seq: number): string {
    return `${this.stream}.${seq}`;
  }

  /**
   * The events after `lastEventId`, or undefined when they cannot be known: another server's or
   * run's id, or one older than the ring.
   */
  since(lastEventId: string): LeadFeedEvent[] | undefined {
    const m = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(lastEventId);
    if (!m || m[1] !== this.stream) return undefined;
    const seq = Number(m[2]);
    if (seq > this.seq) return undefined;
    const oldest = this.ring[0]?.seq ?? this.seq + 1;
    if (seq < oldest - 1) return undefined;
    return this.ring.filter((e) => e.seq > seq);
  }

  async close(): Promise<void> {
    await this.transport?.close();
  }
}

/**
 * PostgreSQL: NOTIFY through the app's pool, LISTEN on a connection of its own, reconnected (every
 * 0.2 … 2 s) for as long as the server runs; after a reconnect the consoles are told to reload.
 */
export function postgresTransport(opts: {
  url: string;
  db: Db;
  feed: LeadFeed;
  log: Log;
}): FeedTransport & { connected: () => boolean; ready: Promise<void> } {
  const { feed, log } = opts;
  let client: pg.Client | undefined;
  let closed = false;
  let connected = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((r) => {
    markReady = r;
  });

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 5000 });
    client = c;
    const retry = () => {
      if (c !== client || closed) return;
      if (connected) log.warn({ transport: 'postgres' }, 'lead feed: LISTEN connection lost, reconnecting');
      connected = false;
      client = undefined;
      c.end().catch(() => {});
      failures++;
      timer = setTimeout(() => void connect(), Math.min(200 * failures, 2000));
      timer.unref();
    };
    c.on('error', retry);
    c.on('end', retry);
    c.on('notification', (n) => {
      if (n.channel === FEED_CHANNEL && n.payload) feed.receive(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${FEED_CHANNEL}`);
      if (failures > 0) {
        log.info({ transport: 'postgres' }, 'lead feed: LISTEN connection back');
        feed.gap();
      }
      failures = 0;
      connected = true;
      markReady();
    } catch {
      retry();
    }
  }
  void connect();

  return {
    name: 'postgres',
    ready,
    connected: () => connected,
    async send(wire) {
      await sql`select pg_notify(${FEED_CHANNEL}, ${wire})`.execute(opts.db);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

/** Redis pub/sub: ioredis reconnects, the transport subscribes again on each ready; after that, consoles reload. */
export function redisTransport(opts: { url: string; feed: LeadFeed; log: Log }): FeedTransport & {
  ready: Promise<void>;
} {
  const { feed, log } = opts;
  const options = {
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const pub = new Redis(opts.url, options);
  // Subscribed on every 'ready' by us, not by ioredis: its own re-subscription after a reconnect
  // leaves a refusal unhandled (a close while that SUBSCRIBE is on the wire was an unhandled
  // rejection, "Connection is closed").
  const sub = new Redis(opts.url, { ...options, enableOfflineQueue: true, autoResubscribe: false });
  let down = false;
  pub.on('error', () => {});
  sub.on('error', () => {
    if (!down) log.warn({ transport: 'redis' }, 'lead feed: Redis unreachable, reconnecting');
    down = true;
  });
  let markReady: () => void = () => {};
  const ready = new Promise<void>((r) => {
    markReady = r;
  });
  sub.on('message', (channel: string, message: string) => {
    if (channel === FEED_CHANNEL) feed.receive(message);
  });
  sub.on('ready', () => {
    sub.subscribe(FEED_CHANNEL).then(
      () => {
        markReady();
        if (down) {
          log.info({ transport: 'redis' }, 'lead feed: Redis back');
          feed.gap();
        }
        down = false;
      },
      () => {},
    );
  });
  return {
    name: 'redis',
    ready,
    async send(wire) {
      await pub.publish(FEED_CHANNEL, wire);
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
