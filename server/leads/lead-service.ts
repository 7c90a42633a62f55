// The lead's home (app.leadService, decision 036): creation (the group commit of leads-repo.ts and
// lead-writes.ts), the inbox, a lead's story, the export, and every change: status, assignment,
// note, the privacy flags of a confirmed opt-out, and erasure (by a privacy request or by
// retention). Each change is one transaction that writes the lead row, its lead_events row, its
// audit row and its outbox messages (lead.updated, lead.erased), so a failure leaves none of them.
// Routes (routes/api/admin/leads.ts, api/leads) and the privacy service parse and authorise, then
// call this; the queries live here, in leads-repo.ts and leads/inbox-query.ts, not in handlers.
// Errors are LeadError with an HTTP status.
import { randomUUIDv7 } from 'node:crypto';
import { type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type {
  Assignees,
  InboxFilter,
  InboxList,
  InboxPage,
  LeadChangeSince,
  LeadConflict,
  LeadStory,
  QueueCounts,
} from '../../contracts/console.ts';
import { INBOX_COUNT_CAP } from '../../contracts/console.ts';
import type { Db } from '../db/database.ts';
import {
  type Database,
  emptyLeadDetails,
  type LeadStatus,
  type LeadsTable,
  type OperatorRole,
} from '../db/schema.ts';
import type { LeadFeed } from '../live/feed.ts';
import type { OutboxMessage } from '../outbox/messages.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { leadDeliveries, leadDeliveryColumns } from '../outbox/views.ts';
import { type AuditActor, audit } from '../shared/audit.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import type { Config } from '../shared/config.ts';
import { contactHasher } from '../shared/contact-hash.ts';
import { encodeCursor, page } from '../shared/keyset.ts';
import { envelope, leadUpdatedEvent } from '../webhooks/webhooks.ts';
import {
  applyInboxFilter,
  countInbox,
  ftsRowids,
  otherLeadsOfContact,
  searchDialectOf,
} from './inbox-query.ts';
import { csvHeader, csvLine, EXPORT_PAGE_ROWS, exportSelect } from './lead-csv.ts';
import { type Contact, contactMatch, type LeadInput, LeadsRepo } from './leads-repo.ts';
import { consoleLead, exportRow } from './views.ts';

export const EXPORT_MAX_ROWS = 100_000;
/** Queue counts stop here ("1000+"): an exact count of a million leads is not worth its scan. */
export const QUEUE_COUNT_CAP = 1000;

/** Where a lead may go from each status (new → contacted → qualified → won / lost / invalid). */
export const NEXT_STATUS: Record<LeadStatus, LeadStatus[]> = {
  new: ['contacted', 'lost', 'invalid'],
  contacted: ['qualified', 'lost', 'invalid'],
  qualified: ['won', 'lost', 'invalid'],
  won: ['qualified'],
  lost: ['contacted'],
  invalid: ['new'],
};

export class LeadError extends Error {
  readonly statusCode: number;
  /** Carried into the error body by the app's error handler (server/app.ts). */
  readonly reason?: string;
  readonly conflict?: LeadConflict;
  constructor(statusCode: number, message: string, extra: { reason?: string; conflict?: LeadConflict } = {}) {
    super(message);
    this.statusCode = statusCode;
    if (extra.reason) this.reason = extra.reason;
    if (extra.conflict) this.conflict = extra.conflict;
  }
}

/** Whether the lead's contact asked not to be contacted (on this lead, or on the suppression list when it came in). */
export function isDoNotContact(l: { do_not_contact: number; previously_opted_out: number }): boolean {
  return Boolean(l.do_not_contact || l.previously_opted_out);
}

/** A change's words for a stale-version message: "agent@example.com set status contacted → lost". */
function changeWords(c: LeadChangeSince): string {
  const who = c.by ?? 'someone';
  const d = c.detail;
  if (c.type === 'status') return `${who} changed the status from ${String(d.from)} to ${String(d.to)}`;
  if (c.type === 'assigned') return `${who} assigned it to ${d.toEmail ? String(d.toEmail) : 'nobody'}`;
  if (c.type === 'note') return `${who} added a note`;
  return `${who}: ${c.type}`;
}

/** Who does something, as the audit log names them. */
export type Actor = { id: string; email: string; role: OperatorRole; ipHash: string };

const listColumns = [
  'leads.id',
  'leads.kind',
  'leads.name',
  'leads.email',
  'leads.phone',
  'leads.zip_code',
  'leads.status',
  'leads.assigned_to',
  'leads.created_at',
  'leads.updated_at',
  'leads.utm_source',
  'leads.duplicate_of',
  'leads.do_not_contact',
  'leads.previously_opted_out',
  'leads.gpc',
  'leads.do_not_sell',
  'leads.erased_at',
] as const;

/** Why a lead was erased (its lead_events row); older erasures have none. */
type ErasedDetail = { reason?: 'request' | 'retention'; request?: string };

/** Why leads are erased: a privacy request (confirmed by e-mail, or by an operator by phone) or retention. */
export type ErasureCause = { reason: 'request'; request: string } | { reason: 'retention' };

/**
 * What a privacy request writes with its change to the leads, in the same transaction: it runs
 * after the leads are matched and before they change; false calls the change off (the request was
 * already claimed by a second click, say) and nothing is written.
 */
export type Alongside = (trx: Transaction<Database>, leadIds: readonly string[]) => Promise<boolean>;

/** Personal fields of a lead, and what they become when erased (the tombstone keeps the rest). */
const erasedLead = {
  name: '',
  email: '',
  email_norm: null,
  ...emptyLeadDetails,
  ip_hash: null,
  user_agent: null,
  assigned_to: null,
} satisfies Partial<LeadsTable>;

/** Leads erased per statement (and per retention transaction). */
const ERASE_CHUNK = 500;

type Change = {
  set: { status?: LeadStatus; assigned_to?: string | null } | null;
  type: 'status' | 'assigned' | 'note';
  detail: Record<string, unknown>;
  /** What the audit row keeps (a note's length, never its words: the note lives on the lead). */
  audited: Record<string, unknown>;
  action: string;
};

export class LeadService {
  private readonly opts: {
    db: Db;
    outbox: Outbox;
    clock: () => number;
    /** Creation: the group commit of lead, outbox rows and idempotency key (leads-repo.ts). */
    creation: LeadsRepo;
    /** The lead feed (feed.ts): told after each change commits. */
    feed?: Pick<LeadFeed, 'publish'>;
    /** Minutes a new lead may wait for its first contact before it is overdue (FIRST_CONTACT_TARGET_MIN). */
    firstContactTargetMin: number;
    /** An erasure committed: the database's files are scrubbed of it (db/wal-scrub.ts, decision 083). */
    afterErasure?: () => void;
  };

  constructor(opts: LeadService['opts']) {
    this.opts = opts;
  }

  private get db() {
    return this.opts.db;
  }

  /**
   * A new lead from the public forms: the lead, its notification mail, its lead.created event and
   * the Idempotency-Key's answer, committed together (group commit: leads-repo.ts, lead-writes.ts).
   */
  async create(input: LeadInput, meta: Parameters<LeadsRepo['create']>[1]) {
    return this.opts.creation.create(input, meta);
  }

  /** Resolves once every lead handed to create() so far is committed (or has failed). */
  drain(): Promise<void> {
    return this.opts.creation.drain();
  }

  /** Idempotency answers are only needed while a client may still retry. */
  pruneIdempotencyKeys(olderThan: string): Promise<void> {
    return this.opts.creation.pruneIdempotencyKeys(olderThan);
  }

  private auditIn(
    trx: Db,
    actor: Actor | null,
    action: string,
    target: string | null,
    detail?: Record<string, unknown>,
  ) {
    return this.auditEach(trx, actor, action, [target], detail);
  }

  /** One audit row per target (a change to many leads at once: an opt-out, an erasure). */
  private auditEach(
    trx: Db,
    actor: Actor | null,
    action: string,
    targets: readonly (string | null)[],
    detail?: Record<string, unknown>,
  ) {
    const who: AuditActor = actor ? { id: actor.id, email: actor.email } : null;
    const now = this.opts.clock();
    return audit(
      trx,
      targets.map((target) => ({
        actor: who,
        action,
        target,
        detail: detail ?? null,
        ipHash: actor?.ipHash ?? null,
        now,
      })),
    );
  }

  /** Milliseconds a new lead may wait for its first contact. */
  private get targetMs(): number {
    return this.opts.firstContactTargetMin * 60_000;
  }

  /**
   * A page of the inbox (after `cursor`, or the page before `before`), the cursors of the pages
   * on either side, and how many leads the filter matches, counted up to INBOX_COUNT_CAP.
   */
  async inbox(query: InboxPage, actor: Actor): Promise<InboxList> {
    const dialect = searchDialectOf(this.db);
    // A words search on SQLite matches once, for the page and its count.
    const found = await ftsRowids(this.db, query);
    const rows = await applyInboxFilter(
      this.db.selectFrom('leads').select(listColumns),
      query,
      actor.id,
      dialect,
      found,
    )
      .limit(query.limit + 1)
      .execute();
    // A first page with no page after it is the whole list: its length is the count.
    const count =
      query.cursor || query.before || rows.length > query.limit
        ? await countInbox(this.db, query, actor.id, INBOX_COUNT_CAP, found)
        : { total: rows.length, capped: false };
    const key = (r: (typeof rows)[number]) => encodeCursor(r.created_at, r.id);
    if (query.before) {
      // Read upwards from `before`: the page is the `limit` rows nearest it, turned round.
      const more = rows.length > query.limit;
      const items = (more ? rows.slice(0, query.limit) : rows).reverse();
      const first = items[0];
      const last = items.at(-1);
      return {
        items: await this.withOwners(items),
        prevCursor: more && first ? key(first) : null,
        nextCursor: last ? key(last) : null,
        ...count,
      };
    }
    const { items, nextCursor } = page(rows, query.limit, (r) => [r.created_at, r.id]);
    const first = items[0];
    return {
      items: await this.withOwners(items),
      nextCursor,
      prevCursor: query.cursor && first ? key(first) : null,
      ...count,
    };
  }

  /** The owner's e-mail (one indexed look-up of the page's few assignees) and the overdue mark. */
  private async withOwners<R extends { assigned_to: string | null; status: string; created_at: string }>(
    rows: R[],
  ): Promise<(R & { owner: string | null; overdue: boolean })[]> {
    const ids = [...new Set(rows.map((r) => r.assigned_to).filter((v): v is string => !!v))];
    const owners = new Map(
      ids.length
        ? (
            await this.db.selectFrom('operators').select(['id', 'email']).where('id', 'in', ids).execute()
          ).map((o) => [o.id, o.email])
        : [],
    );
    const due = isoAt(this.opts.clock() - this.targetMs);
    return rows.map((r) => ({
      ...r,
      owner: r.assigned_to ? (owners.get(r.assigned_to) ?? null) : null,
      overdue: r.status === 'new' && r.created_at < due,
    }));
  }

  /**
   * The queues' counts (Mine, Unassigned, New and New past the first-contact target), each an
   * index range read that stops after QUEUE_COUNT_CAP + 1 rows, so it costs the same at a
   * million leads as at a hundred: past the cap the console says "1000+".
   */
  async queues(actor: Actor): Promise<QueueCounts> {
    const now = this.opts.clock();
    const capped = (
      where: (
        q: SelectQueryBuilder<Database, 'leads', { one: number }>,
      ) => SelectQueryBuilder<Database, 'leads', { one: number }>,
    ) =>
      this.db
        .selectFrom(
          where(this.db.selectFrom('leads').select(sql<number>`1`.as('one')))
            .limit(QUEUE_COUNT_CAP + 1)
            .as('capped'),
        )
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const [mine, unassigned, fresh, overdue] = await Promise.all([
      capped((q) => q.where('leads.assigned_to', '=', actor.id)),
      capped((q) => q.where('leads.assigned_to', 'is', null)),
      capped((q) => q.where('leads.status', '=', 'new')),
      capped((q) =>
        q.where('leads.status', '=', 'new').where('leads.created_at', '<', isoAt(now - this.targetMs)),
      ),
    ]);
    return {
      mine,
      unassigned,
      new: fresh,
      overdue,
      cap: QUEUE_COUNT_CAP,
      firstContactTargetMin: this.opts.firstContactTargetMin,
      at: isoAt(now),
    };
  }

  async assignees(): Promise<Assignees> {
    const operators = await this.db
      .selectFrom('operators')
      .select(['id', 'email', 'role'])
      .where('disabled_at', 'is', null)
      .orderBy('email')
      .execute();
    return { operators };
  }

  /**
   * The export of a filter as CSV text, page by page (keyset on the inbox's order), one row per
   * lead: memory stays flat however many leads match. Audited once the last page is read, before
   * the answer ends (or with what was sent when the client went away or a read failed). A search
   * term can name a person and the audit log outlives an erasure: it is recorded as given, never
   * as typed.
   */
  async *exportCsv(filter: InboxFilter, actor: Actor): AsyncGenerator<string> {
    const { q, ...rest } = filter;
    const recorded = {
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(q ? { q: '(search term not kept)' } : {}),
    };
    yield csvHeader;
    let rows = 0;
    let cursor: string | undefined;
    let audited = false;
    const record = (extra: Record<string, unknown> = {}) => {
      audited = true;
      return this.auditIn(this.db, actor, 'leads.exported', null, {
        filter: recorded,
        rows,
        truncated: rows === EXPORT_MAX_ROWS,
        ...extra,
      });
    };
    try {
      for (;;) {
        const limit = Math.min(EXPORT_PAGE_ROWS, EXPORT_MAX_ROWS - rows);
        const batch = await applyInboxFilter(
          exportSelect(this.db),
          { ...filter, cursor },
          actor.id,
          searchDialectOf(this.db),
        )
          .limit(limit)
          .execute();
        rows += batch.length;
        const last = batch.length < limit || rows >= EXPORT_MAX_ROWS;
        if (last) await record();
        yield batch.map((r) => csvLine(exportRow(r))).join('');
        const end = batch.at(-1);
        if (last || !end) break;
        cursor = encodeCursor(end.created_at, end.id);
      }
    } finally {
      if (!audited) await record({ incomplete: true });
    }
  }

  /** A lead's whole story for the console (opening it is audited). */
  async story(id: string, actor: Actor): Promise<LeadStory> {
    const db = this.db;
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    if (!lead) throw new LeadError(404, 'No such lead.');
    const [events, outbox, earlier, assignee, consent] = await Promise.all([
      db
        .selectFrom('lead_events')
        .leftJoin('operators', 'operators.id', 'lead_events.operator_id')
        .select([
          'lead_events.id',
          'lead_events.at',
          'lead_events.type',
          'lead_events.detail_json',
          'operators.email as operator',
        ])
        .where('lead_events.lead_id', '=', lead.id)
        .orderBy('lead_events.at')
        .orderBy('lead_events.id')
        .execute(),
      db.selectFrom('outbox').select(leadDeliveryColumns).where('lead_id', '=', lead.id).execute(),
      // An erased lead has no contact left to compare.
      lead.erased_at ? [] : otherLeadsOfContact(db, lead),
      lead.assigned_to
        ? db
            .selectFrom('operators')
            .select(['id', 'email'])
            .where('id', '=', lead.assigned_to)
            .executeTakeFirst()
        : undefined,
      // The disclosure exactly as the visitor saw it above the button (kept once per version).
      lead.consent_version
        ? db
            .selectFrom('consent_texts')
            .select(['version', 'text', 'sha256'])
            .where('version', '=', lead.consent_version)
            .executeTakeFirst()
        : undefined,
    ]);
    await this.auditIn(db, actor, 'lead.opened', lead.id);
    // Webhook endpoints: masked for an admin, not shown to an agent (outbox/views.ts).
    const deliveries = leadDeliveries(
      outbox.map((o) => ({ ...o, attempts: Number(o.attempts) })),
      actor.role,
    );
    // The timeline: stored, each mail's and webhook delivery's state, then what operators did.
    const timeline = [
      {
        id: 'stored',
        at: lead.created_at,
        type: 'stored',
        detail: { kind: lead.kind, page: lead.page },
        operator: null,
      },
      ...deliveries.timeline,
      ...events.map((e) => ({
        id: e.id,
        at: e.at,
        type: e.type,
        detail: JSON.parse(e.detail_json) as Record<string, unknown>,
        operator: e.operator ?? null,
      })),
      // Erased before erasure wrote its own event: the tombstone's time, the reason unknown.
      ...(lead.erased_at && !events.some((e) => e.type === 'erased')
        ? [
            {
              id: 'erased',
              at: lead.erased_at,
              type: 'erased',
              detail: {} satisfies ErasedDetail,
              operator: null,
            },
          ]
        : []),
    ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    return {
      lead: consoleLead(lead),
      consent: consent && lead.consent_at ? { ...consent, at: lead.consent_at } : null,
      assignee: assignee ?? null,
      nextStatuses: NEXT_STATUS[lead.status],
      mail: deliveries.mail,
      webhooks: deliveries.webhooks,
      earlier,
      timeline,
    };
  }

  /**
   * Moves the lead to `to`. Contacting a do-not-contact lead needs a reason (422 without one); the
   * reason is kept on its timeline and in the audit row.
   */
  setStatus(
    id: string,
    to: LeadStatus,
    actor: Actor,
    opts: { version?: number; reason?: string } = {},
  ): Promise<void> {
    return this.change(id, actor, opts.version, async (lead) => {
      if (!NEXT_STATUS[lead.status].includes(to))
        throw new LeadError(400, `A ${lead.status} lead cannot become ${to}.`);
      const dnc = isDoNotContact(lead);
      if (dnc && to === 'contacted' && !opts.reason)
        throw new LeadError(
          422,
          'This contact asked not to be contacted: give the reason for contacting them anyway.',
          { reason: 'reason-required' },
        );
      const detail = {
        from: lead.status,
        to,
        ...(opts.reason ? { reason: opts.reason } : {}),
        ...(dnc ? { doNotContact: true } : {}),
      };
      return { set: { status: to }, type: 'status', detail, audited: detail, action: 'lead.status' };
    });
  }

  assign(id: string, operatorId: string | null, actor: Actor, version?: number): Promise<void> {
    return this.change(id, actor, version, async (lead, trx) => {
      let email: string | null = null;
      if (operatorId !== null) {
        const op = await trx
          .selectFrom('operators')
          .select(['email'])
          .where('id', '=', operatorId)
          .where('disabled_at', 'is', null)
          .executeTakeFirst();
        if (!op) throw new LeadError(400, 'No active operator with that id.');
        email = op.email;
      }
      const detail = { from: lead.assigned_to, to: operatorId, toEmail: email };
      return {
        set: { assigned_to: operatorId },
        type: 'assigned',
        detail,
        audited: detail,
        action: 'lead.assigned',
      };
    });
  }

  addNote(id: string, text: string, actor: Actor, version?: number): Promise<void> {
    return this.change(id, actor, version, async () => ({
      set: null,
      type: 'note',
      detail: { text },
      audited: { length: text.length },
      action: 'lead.note',
    }));
  }

  /**
   * A confirmed do-not-contact or do-not-sell: flags the contact's leads (not erased ones) and
   * queues lead.updated for each lead it newly flags, with the audit row and what the request
   * writes `alongside`, in one transaction. Returns the leads matched, or undefined when
   * `alongside` called it off. `byPhone`: an opt-out needs no proof of identity, so the phone
   * matches too.
   */
  async optOut(
    contact: Contact,
    flag: 'do-not-contact' | 'do-not-sell',
    cause: { request: string },
    alongside: Alongside,
  ): Promise<number | undefined> {
    const { outbox } = this.opts;
    const column = flag === 'do-not-contact' ? 'do_not_contact' : 'do_not_sell';
    const field = flag === 'do-not-contact' ? ('doNotContact' as const) : ('doNotSell' as const);
    const done = await this.db.transaction().execute(async (trx) => {
      const at = isoAt(this.opts.clock());
      const leads = await trx
        .selectFrom('leads')
        .select(['id', column])
        .where(contactMatch(contact, true))
        .where('erased_at', 'is', null)
        .execute();
      const ids = leads.map((l) => l.id);
      if (!(await alongside(trx, ids))) return undefined;
      for (let i = 0; i < ids.length; i += ERASE_CHUNK) {
        await trx
          .updateTable('leads')
          // An opt-out changes the lead too: a page opened before it is stale (decision 076).
          .set({ [column]: 1, updated_at: at, version: sql`version + 1` })
          .where('id', 'in', ids.slice(i, i + ERASE_CHUNK))
          .execute();
      }
      // Each lead this request changes: its CRM record must hear of it.
      const changed = leads.filter((l) => Number(l[column]) === 0).map((l) => l.id);
      const events: OutboxMessage[] = [];
      if (outbox.webhooksEnabled) {
        for (const id of changed) {
          const event = await leadUpdatedEvent(trx, id, { field, from: false, to: true }, at);
          if (event) events.push({ kind: 'webhook', leadId: id, payload: event });
        }
      }
      await outbox.enqueue(trx, events, { at });
      await this.auditEach(trx, null, `lead.${flag}`, changed, { request: cause.request });
      return { matched: ids.length, changed, at };
    });
    if (done) this.tell(done.changed, done.at, null);
    return done?.matched;
  }

  /**
   * Erases the leads of a contact (a confirmed deletion: by the e-mail the person confirmed, or
   * also by phone when an operator verified them), with what the request writes `alongside`, in
   * one transaction. Returns how many leads were erased, or undefined when called off.
   */
  async eraseContact(
    contact: Contact,
    byPhone: boolean,
    cause: { request: string },
    actor: Actor | null,
    alongside: Alongside,
  ): Promise<number | undefined> {
    const done = await this.db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('leads')
          .select('id')
          .where(contactMatch(contact, byPhone))
          .where('erased_at', 'is', null)
          .execute()
      ).map((r) => r.id);
      if (!(await alongside(trx, ids))) return undefined;
      await this.eraseIn(trx, ids, { reason: 'request', request: cause.request }, actor);
      return ids;
    });
    // Even with no lead matched, the request's own rows lost the contact.
    if (done) this.opts.afterErasure?.();
    if (done?.length) this.tell(done, isoAt(this.opts.clock()), actor?.id ?? null);
    return done?.length;
  }

  /** Committed: every open console hears of these leads' change (the live inbox, issue 29). */
  private tell(ids: readonly string[], at: string, by: string | null): void {
    for (const leadId of ids) this.opts.feed?.publish({ type: 'lead.changed', leadId, at, by });
  }

  /**
   * Retention: erases the leads created before `cutoff`, a transaction per 500. Returns how many.
   */
  async eraseOlderThan(cutoff: string): Promise<number> {
    let erased = 0;
    for (;;) {
      const ids = await this.db.transaction().execute(async (trx) => {
        const batch = (
          await trx
            .selectFrom('leads')
            .select('id')
            .where('created_at', '<', cutoff)
            .where('erased_at', 'is', null)
            .limit(ERASE_CHUNK)
            .execute()
        ).map((r) => r.id);
        await this.eraseIn(trx, batch, { reason: 'retention' }, null);
        return batch;
      });
      if (!ids.length) break;
      this.opts.afterErasure?.();
      erased += ids.length;
      this.tell(ids, isoAt(this.opts.clock()), null);
    }
    return erased;
  }

  /**
   * The erasure itself, in the caller's transaction: the personal fields of these leads, the text
   * of operators' notes on them, their outbox mail and webhook bodies (not yet sent ones are
   * cancelled); the tombstone stays. Records the erasure on each lead's timeline (when and why),
   * queues lead.erased (the id only) and writes each lead's audit row (the reason, no personal
   * data).
   */
  private async eraseIn(
    trx: Transaction<Database>,
    ids: readonly string[],
    cause: ErasureCause,
    actor: Actor | null,
  ): Promise<void> {
    if (!ids.length) return;
    const { outbox } = this.opts;
    const at = isoAt(this.opts.clock());
    const detail = JSON.stringify(
      cause.reason === 'request'
        ? { reason: cause.reason, request: cause.request }
        : { reason: cause.reason },
    );
    for (let i = 0; i < ids.length; i += ERASE_CHUNK) {
      const chunk = ids.slice(i, i + ERASE_CHUNK);
      await trx
        .updateTable('leads')
        .set({ ...erasedLead, erased_at: at, updated_at: at, version: sql`version + 1` })
        .where('id', 'in', chunk)
        .execute();
      // A note is free text about the person: its words go with the rest.
      await trx
        .updateTable('lead_events')
        .set({ detail_json: JSON.stringify({ erased: true }) })
        .where('lead_id', 'in', chunk)
        .where('type', '=', 'note')
        .execute();
      await this.eraseOperatorWords(trx, chunk);
      await trx
        .insertInto('lead_events')
        .values(
          chunk.map((id) => ({
            id: randomUUIDv7(),
            lead_id: id,
            at,
            operator_id: actor?.id ?? null,
            type: 'erased' as const,
            detail_json: detail,
          })),
        )
        .execute();
      await outbox.erase(trx, 'lead_id', chunk);
      await this.auditEach(trx, actor, 'lead.erased', chunk, JSON.parse(detail));
      await outbox.enqueue(
        trx,
        chunk.map((id) => ({
          kind: 'webhook' as const,
          leadId: id,
          payload: envelope('lead.erased', at, { id, reason: cause.reason }),
        })),
        { at },
      );
    }
  }

  /**
   * What operators wrote about the person outside notes: the reason given for contacting a
   * do-not-contact lead ("called back from 206-555-0177") is kept on the timeline and in the audit
   * row, and goes with the lead. The rows stay with their non-personal facts (who, when, from → to).
   */
  private async eraseOperatorWords(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
    const blank = (json: string | null): string | null => {
      if (!json) return null;
      const d = JSON.parse(json) as Record<string, unknown>;
      if (!('reason' in d)) return null;
      const { reason: _reason, ...kept } = d;
      return JSON.stringify({ ...kept, reasonErased: true });
    };
    const events = await trx
      .selectFrom('lead_events')
      .select(['id', 'detail_json'])
      .where('lead_id', 'in', ids)
      .where('type', '=', 'status')
      .where('detail_json', 'like', '%"reason"%')
      .execute();
    for (const e of events) {
      const json = blank(e.detail_json);
      if (json)
        await trx.updateTable('lead_events').set({ detail_json: json }).where('id', '=', e.id).execute();
    }
    const audited = await trx
      .selectFrom('audit_log')
      .select(['id', 'detail_json'])
      .where('target', 'in', ids)
      .where('action', '=', 'lead.status')
      .where('detail_json', 'like', '%"reason"%')
      .execute();
    for (const a of audited) {
      const json = blank(a.detail_json);
      if (json)
        await trx.updateTable('audit_log').set({ detail_json: json }).where('id', '=', a.id).execute();
    }
  }

  /**
   * The changes made to a lead after version `since` (their lead_events rows), oldest first: what a
   * stale change is told.
   */
  private async changesSince(trx: Db, id: string, since: number): Promise<LeadChangeSince[]> {
    const rows = await trx
      .selectFrom('lead_events')
      .leftJoin('operators', 'operators.id', 'lead_events.operator_id')
      .select([
        'lead_events.at',
        'lead_events.type',
        'lead_events.detail_json',
        'lead_events.version',
        'operators.email as by',
      ])
      .where('lead_events.lead_id', '=', id)
      .where('lead_events.version', '>', since)
      .orderBy('lead_events.version')
      .execute();
    return rows.map((r) => ({
      at: r.at,
      by: r.by ?? null,
      type: r.type,
      detail: JSON.parse(r.detail_json) as Record<string, unknown>,
      version: Number(r.version),
    }));
  }

  /**
   * One change: the lead row (its version bumped), its timeline event, its outbox messages and the
   * audit row, together. With `expected` (the version the operator saw), a lead changed since is
   * refused with 409 and the changes made since; the version check and the bump are one
   * conditional UPDATE, so two changes sent with the same version cannot both pass.
   */
  private async change(
    id: string,
    actor: Actor,
    expected: number | undefined,
    decide: (
      lead: {
        id: string;
        status: LeadStatus;
        assigned_to: string | null;
        do_not_contact: number;
        previously_opted_out: number;
      },
      trx: Db,
    ) => Promise<Change>,
  ): Promise<void> {
    const { outbox } = this.opts;
    let at = '';
    await this.db.transaction().execute(async (trx) => {
      const lead = await trx
        .selectFrom('leads')
        .select([
          'id',
          'status',
          'assigned_to',
          'erased_at',
          'version',
          'do_not_contact',
          'previously_opted_out',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) throw new LeadError(404, 'No such lead.');
      // A tombstone takes no more work: a note could bring personal data back.
      if (lead.erased_at) throw new LeadError(409, 'This lead was erased.');
      const stale = async (current: number) => {
        const changes = await this.changesSince(trx, lead.id, expected ?? current);
        const words = changes.map(changeWords).join('; ');
        return new LeadError(409, `This lead changed since you opened it${words ? `: ${words}` : ''}.`, {
          reason: 'stale',
          conflict: { version: current, changes },
        });
      };
      const version = Number(lead.version);
      if (expected !== undefined && expected !== version) throw await stale(version);
      const c = await decide(lead, trx);
      at = isoAt(this.opts.clock());
      const updated = await trx
        .updateTable('leads')
        .set({ ...(c.set ?? {}), updated_at: at, version: version + 1 })
        .where('id', '=', lead.id)
        .where('version', '=', version)
        .executeTakeFirst();
      // Another change won the race since the read above (PostgreSQL's read committed).
      if (Number(updated.numUpdatedRows) !== 1) {
        const now = await trx
          .selectFrom('leads')
          .select('version')
          .where('id', '=', lead.id)
          .executeTakeFirstOrThrow();
        throw await stale(Number(now.version));
      }
      await trx
        .insertInto('lead_events')
        .values({
          id: randomUUIDv7(),
          lead_id: lead.id,
          at,
          operator_id: actor.id,
          type: c.type,
          detail_json: JSON.stringify(c.detail),
          version: version + 1,
        })
        .execute();
      // lead.updated for a status or assignment change (not for notes: they stay in the console).
      if (c.set && outbox.webhooksEnabled) {
        const change =
          c.set.status !== undefined
            ? { field: 'status' as const, from: lead.status, to: c.set.status }
            : { field: 'assignedTo' as const, from: lead.assigned_to, to: c.set.assigned_to ?? null };
        const event = await leadUpdatedEvent(trx, lead.id, change, at);
        if (event) await outbox.enqueue(trx, { kind: 'webhook', leadId: lead.id, payload: event }, { at });
      }
      await this.auditIn(trx, actor, c.action, lead.id, c.audited);
    });
    // Committed: every open console hears of it (issue 29).
    this.opts.feed?.publish({ type: 'lead.changed', leadId: id, at, by: actor.id });
  }
}

/**
 * The lead service as the server (plugins/app/lead-service.ts) and the CLI build it, on the
 * process's one outbox (whose commits wake an in-process outbox worker: decision 082).
 */
export function createLeadService(
  config: Pick<Config, 'mailFrom' | 'leadsTo' | 'cookieSecret' | 'firstContactTargetMin'>,
  deps: {
    db: Db;
    outbox: Outbox;
    clock: Clock;
    /** The live inbox's feed (feed.ts): told after each change and each new lead commits. */
    feed?: Pick<LeadFeed, 'publish'>;
    /** An erasure committed (DatabaseHandle.scrub.request). */
    afterErasure?: () => void;
  },
): LeadService {
  const { feed } = deps;
  const creation = new LeadsRepo(deps.db, {
    mailFrom: config.mailFrom,
    leadsTo: config.leadsTo,
    // Repeat visitors and the suppression list are matched inside the lead transaction.
    contactHash: contactHasher(config.cookieSecret),
    outbox: deps.outbox,
    clock: deps.clock,
    // Committed: every open console hears of it (issue 29).
    onCreated: feed
      ? (id, at) => feed.publish({ type: 'lead.created', leadId: id, at, by: null })
      : undefined,
  });
  return new LeadService({
    db: deps.db,
    outbox: deps.outbox,
    clock: deps.clock,
    creation,
    feed,
    firstContactTargetMin: config.firstContactTargetMin,
    afterErasure: deps.afterErasure,
  });
}
