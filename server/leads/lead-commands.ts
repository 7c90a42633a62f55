// What changes a lead (app.leads, decision 036): creation from the public forms (the group commit
// of leads-repo.ts and lead-writes.ts), status, assignment, note, the privacy flags of a confirmed
// opt-out, and erasure (by a privacy request or by retention). Each change is one transaction that
// writes the lead row, its lead_events row, its audit row and its outbox messages (lead.updated,
// lead.erased), so a failure leaves none of them; once committed, every open console hears of it.
// What reads a lead is lead-views.ts (app.leadViews). Refusals are the domain errors of shared/errors.ts.
import { randomUUIDv7 } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { LeadChangeSince } from '../../contracts/console.ts';
import type { Db } from '../db/database.ts';
import type { Database, LeadStatus } from '../db/schema.ts';
import type { LeadFeed } from '../live/feed.ts';
import type { OutboxMessage } from '../outbox/messages.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import type { Config } from '../shared/config.ts';
import { contactHasher } from '../shared/contact-hash.ts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../shared/errors.ts';
import { ERASE_CHUNK, eraseLeads } from './lead-erasure.ts';
import { type Actor, auditLeads, isDoNotContact, NEXT_STATUS } from './lead-rules.ts';
import { type Contact, contactMatch, type LeadInput, LeadsRepo } from './leads-repo.ts';
import { type LeadChange, leadUpdatedEvent } from './webhook-payloads.ts';

/**
 * What a privacy request writes with its change to the leads, in the same transaction: it runs
 * after the leads are matched and before they change; false calls the change off (the request was
 * already claimed by a second click, say) and nothing is written.
 */
export type Alongside = (trx: Transaction<Database>, leadIds: readonly string[]) => Promise<boolean>;

/** How long after a change its operator may still undo it (issue 36). */
export const UNDO_WINDOW_MS = 10 * 60_000;

/** A lead as a change decides on it. */
type LeadNow = {
  id: string;
  status: LeadStatus;
  assigned_to: string | null;
  do_not_contact: number;
  previously_opted_out: number;
};

type Change = {
  set: { status?: LeadStatus; assigned_to?: string | null } | null;
  type: 'status' | 'assigned' | 'note' | 'undone';
  detail: Record<string, unknown>;
  /** What the audit row keeps (a note's length, never its words: the note lives on the lead). */
  audited: Record<string, unknown>;
  action: string;
};

/** A change's words for a stale-version message: "agent@example.com set status contacted → lost". */
function changeWords(c: LeadChangeSince): string {
  const who = c.by ?? 'someone';
  const d = c.detail;
  if (c.type === 'status') return `${who} changed the status from ${String(d.from)} to ${String(d.to)}`;
  if (c.type === 'assigned') return `${who} assigned it to ${d.toEmail ? String(d.toEmail) : 'nobody'}`;
  if (c.type === 'note') return `${who} added a note`;
  if (c.type === 'undone') return `${who} withdrew a note`;
  return `${who}: ${c.type}`;
}

/** A status change, as the lead's rules allow it (a do-not-contact lead is contacted only with a reason). */
function statusChange(lead: LeadNow, to: LeadStatus, reason: string | undefined): Change {
  if (!NEXT_STATUS[lead.status].includes(to)) throw new Invalid(`A ${lead.status} lead cannot become ${to}.`);
  const dnc = isDoNotContact(lead);
  if (dnc && to === 'contacted' && !reason)
    throw new Unprocessable(
      'This contact asked not to be contacted: give the reason for contacting them anyway.',
      { reason: 'reason-required' },
    );
  const detail = {
    from: lead.status,
    to,
    ...(reason ? { reason } : {}),
    ...(dnc ? { doNotContact: true } : {}),
  };
  return { set: { status: to }, type: 'status', detail, audited: detail, action: 'lead.status' };
}

/** An assignment to an active operator, or to nobody (null). */
async function assignChange(trx: Db, lead: LeadNow, operatorId: string | null): Promise<Change> {
  let email: string | null = null;
  if (operatorId !== null) {
    const op = await trx
      .selectFrom('operators')
      .select(['email'])
      .where('id', '=', operatorId)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (!op) throw new Invalid('No active operator with that id.');
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
}

/** A note: its words on the lead's timeline, only its length in the audit. */
function noteChange(text: string): Change {
  return { set: null, type: 'note', detail: { text }, audited: { length: text.length }, action: 'lead.note' };
}

export type LeadCommandsOptions = {
  db: Db;
  outbox: Outbox;
  clock: Clock;
  /** Creation: the group commit of lead, outbox rows and idempotency key (leads-repo.ts). */
  creation: LeadsRepo;
  /** The live inbox's feed (server/live/feed.ts): told after each change commits. */
  feed?: Pick<LeadFeed, 'publish'>;
  /** An erasure committed: the database's files are scrubbed of it (db/wal-scrub.ts, decision 083). */
  afterErasure?: () => void;
};

export class LeadCommands {
  private readonly opts: LeadCommandsOptions;

  constructor(opts: LeadCommandsOptions) {
    this.opts = opts;
  }

  /**
   * A new lead from the public forms: the lead, its notification mail, its lead.created event and
   * the Idempotency-Key's answer, committed together (group commit: leads-repo.ts, lead-writes.ts).
   */
  create(input: LeadInput, meta: Parameters<LeadsRepo['create']>[1]) {
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

  /**
   * Moves the lead to `to`. Contacting a do-not-contact lead needs a reason (422 without one); the
   * reason is kept on its timeline and in the audit row (until the lead is erased).
   */
  setStatus(
    id: string,
    to: LeadStatus,
    actor: Actor,
    opts: { version?: number; reason?: string } = {},
  ): Promise<number> {
    return this.change(id, actor, opts.version, async (lead) => statusChange(lead, to, opts.reason));
  }

  assign(id: string, operatorId: string | null, actor: Actor, version?: number): Promise<number> {
    return this.change(id, actor, version, async (lead, trx) => assignChange(trx, lead, operatorId));
  }

  /**
   * A note. Notes never conflict (issue 36): one adds to the timeline and changes nothing another
   * operator saw, so the version the writer saw is not checked (two notes written at once both
   * land); only an erased lead refuses one.
   */
  addNote(id: string, text: string, actor: Actor): Promise<number> {
    return this.change(id, actor, undefined, async () => noteChange(text));
  }

  /**
   * Log and next (issue 36 item 2): an outcome, its note and, for a lead nobody has, the lead
   * taken by the operator who logged it, as one change (one transaction, an event each, one
   * version check: the status is what a stale page could get wrong). Returns the lead's version.
   */
  log(
    id: string,
    outcome: { status: LeadStatus; note?: string; reason?: string },
    actor: Actor,
    version?: number,
  ): Promise<number> {
    return this.change(id, actor, version, async (lead, trx) => [
      statusChange(lead, outcome.status, outcome.reason),
      ...(outcome.note ? [noteChange(outcome.note)] : []),
      ...(lead.assigned_to === null ? [await assignChange(trx, lead, actor.id)] : []),
    ]);
  }

  /**
   * Undo (issue 36): takes back the operator's last change to the lead (one press of a key: a
   * status, an assignment, a note, or a log's few), if nothing has happened to the lead since
   * (`version` is the version that change left) and it is at most UNDO_WINDOW_MS old. The status
   * and the assignee go back to what they were (events marked undo, lead.updated sent as for any
   * change); a note it added is withdrawn: its words leave the timeline, an `undone` event says
   * so. Returns the lead's version.
   */
  undo(id: string, actor: Actor, version: number): Promise<number> {
    return this.change(id, actor, version, async (lead, trx) => {
      const recent = await trx
        .selectFrom('lead_events')
        .select(['id', 'at', 'type', 'operator_id', 'detail_json', 'version'])
        .where('lead_id', '=', lead.id)
        .orderBy('version', 'desc')
        .limit(3)
        .execute();
      const last = recent[0];
      if (!last || last.operator_id !== actor.id || !['status', 'assigned', 'note'].includes(last.type))
        throw new Conflict('There is no change of yours to undo on this lead.');
      if (Date.parse(last.at) < this.opts.clock() - UNDO_WINDOW_MS)
        throw new Conflict('Too late to undo: change it back by hand.');
      // The events that one press wrote: the same time, the same operator, one after another.
      const group = recent.filter(
        (e) =>
          e.at === last.at && e.operator_id === actor.id && ['status', 'assigned', 'note'].includes(e.type),
      );
      const detail = (e: (typeof group)[number]) => JSON.parse(e.detail_json) as Record<string, unknown>;
      const changes: Change[] = [];
      const status = group.findLast((e) => e.type === 'status');
      if (status) {
        const d = { from: lead.status, to: detail(status).from as LeadStatus, undo: true };
        changes.push({ set: { status: d.to }, type: 'status', detail: d, audited: d, action: 'lead.undo' });
      }
      const assigned = group.findLast((e) => e.type === 'assigned');
      if (assigned) {
        const to = (detail(assigned).from as string | null) ?? null;
        const back = await assignChange(trx, lead, to).catch(() => assignChange(trx, lead, null));
        changes.push({ ...back, detail: { ...back.detail, undo: true }, action: 'lead.undo' });
      }
      const notes = group.filter((e) => e.type === 'note');
      if (notes.length) {
        await trx
          .updateTable('lead_events')
          .set({ detail_json: JSON.stringify({ withdrawn: true }) })
          .where(
            'id',
            'in',
            notes.map((n) => n.id),
          )
          .execute();
        const d = { notes: notes.length };
        changes.push({ set: null, type: 'undone', detail: d, audited: d, action: 'lead.undo' });
      }
      return changes;
    });
  }

  /**
   * A confirmed do-not-contact or do-not-sell: flags the contact's leads (not erased ones; by
   * e-mail or phone, since an opt-out needs no proof of identity) and queues lead.updated for each
   * lead it newly flags, with the audit row and what the request writes `alongside`, in one
   * transaction. Returns the leads matched, or undefined when `alongside` called it off.
   */
  async optOut(
    contact: Contact,
    flag: 'do-not-contact' | 'do-not-sell',
    cause: { request: string },
    alongside: Alongside,
  ): Promise<number | undefined> {
    const { outbox, clock } = this.opts;
    const column = flag === 'do-not-contact' ? 'do_not_contact' : 'do_not_sell';
    const field = flag === 'do-not-contact' ? ('doNotContact' as const) : ('doNotSell' as const);
    const done = await this.opts.db.transaction().execute(async (trx) => {
      const now = clock();
      const at = isoAt(now);
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
      await auditLeads(trx, now, null, `lead.${flag}`, changed, { request: cause.request });
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
    const done = await this.opts.db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('leads')
          .select('id')
          .where(contactMatch(contact, byPhone))
          .where('erased_at', 'is', null)
          .execute()
      ).map((r) => r.id);
      if (!(await alongside(trx, ids))) return undefined;
      await eraseLeads(trx, ids, { reason: 'request', request: cause.request }, actor, this.opts);
      return ids;
    });
    // Even with no lead matched, the request's own rows lost the contact.
    if (done) this.opts.afterErasure?.();
    if (done?.length) this.tell(done, isoAt(this.opts.clock()), actor?.id ?? null);
    return done?.length;
  }

  /** Retention: erases the leads created before `cutoff`, a transaction per 500. Returns how many. */
  async eraseOlderThan(cutoff: string): Promise<number> {
    let erased = 0;
    for (;;) {
      const ids = await this.opts.db.transaction().execute(async (trx) => {
        const batch = (
          await trx
            .selectFrom('leads')
            .select('id')
            .where('created_at', '<', cutoff)
            .where('erased_at', 'is', null)
            .limit(ERASE_CHUNK)
            .execute()
        ).map((r) => r.id);
        await eraseLeads(trx, batch, { reason: 'retention' }, null, this.opts);
        return batch;
      });
      if (!ids.length) break;
      this.opts.afterErasure?.();
      erased += ids.length;
      this.tell(ids, isoAt(this.opts.clock()), null);
    }
    return erased;
  }

  /** Committed: every open console hears of these leads' change (the live inbox, issue 29). */
  private tell(ids: readonly string[], at: string, by: string | null): void {
    for (const leadId of ids) this.opts.feed?.publish({ type: 'lead.changed', leadId, at, by });
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
   * One change (or a few, as one: log and next): the lead row (its version bumped once per
   * change), a timeline event each, their outbox messages and audit rows, together. With
   * `expected` (the version the operator saw), a lead changed since is refused with 409 and the
   * changes made since; the version check and the bump are one conditional UPDATE, so two changes
   * sent with the same version cannot both pass. Without it (a note), a change that loses that race
   * is simply tried again on the lead as it now is. Returns the lead's new version.
   */
  private async change(
    id: string,
    actor: Actor,
    expected: number | undefined,
    decide: (lead: LeadNow, trx: Db) => Promise<Change | Change[]>,
  ): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.changeOnce(id, actor, expected, decide);
      } catch (error) {
        if (!(error instanceof Raced) || attempt === 3) throw error instanceof Raced ? error.stale : error;
      }
    }
  }

  private async changeOnce(
    id: string,
    actor: Actor,
    expected: number | undefined,
    decide: (lead: LeadNow, trx: Db) => Promise<Change | Change[]>,
  ): Promise<number> {
    const { outbox, clock } = this.opts;
    let at = '';
    const done = await this.opts.db.transaction().execute(async (trx) => {
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
      if (!lead) throw new NotFound('No such lead.');
      // A tombstone takes no more work: a note could bring personal data back.
      if (lead.erased_at) throw new Conflict('This lead was erased.');
      const stale = async (current: number) => {
        const changes = await this.changesSince(trx, lead.id, expected ?? current);
        const words = changes.map(changeWords).join('; ');
        return new Conflict(`This lead changed since you opened it${words ? `: ${words}` : ''}.`, {
          reason: 'stale',
          conflict: { version: current, changes },
        });
      };
      const version = Number(lead.version);
      if (expected !== undefined && expected !== version) throw await stale(version);
      const decided = await decide(lead, trx);
      const changes = Array.isArray(decided) ? decided : [decided];
      const now = clock();
      at = isoAt(now);
      const set: NonNullable<Change['set']> = Object.assign({}, ...changes.map((c) => c.set ?? {}));
      const updated = await trx
        .updateTable('leads')
        .set({ ...set, updated_at: at, version: version + changes.length })
        .where('id', '=', lead.id)
        .where('version', '=', version)
        .executeTakeFirst();
      // Another change won the race since the read above (PostgreSQL's read committed).
      if (Number(updated.numUpdatedRows) !== 1) {
        const current = await trx
          .selectFrom('leads')
          .select('version')
          .where('id', '=', lead.id)
          .executeTakeFirstOrThrow();
        const refused = await stale(Number(current.version));
        throw expected === undefined ? new Raced(refused) : refused;
      }
      let from = { status: lead.status, assigned_to: lead.assigned_to };
      for (const [i, c] of changes.entries()) {
        await trx
          .insertInto('lead_events')
          .values({
            id: randomUUIDv7(),
            lead_id: lead.id,
            at,
            operator_id: actor.id,
            type: c.type,
            detail_json: JSON.stringify(c.detail),
            version: version + 1 + i,
          })
          .execute();
        // lead.updated for a status or assignment change (not for notes: they stay in the console).
        if (c.set && outbox.webhooksEnabled) {
          const change: LeadChange =
            c.set.status !== undefined
              ? { field: 'status', from: from.status, to: c.set.status }
              : { field: 'assignedTo', from: from.assigned_to, to: c.set.assigned_to ?? null };
          const event = await leadUpdatedEvent(trx, lead.id, change, at);
          if (event) await outbox.enqueue(trx, { kind: 'webhook', leadId: lead.id, payload: event }, { at });
        }
        from = { ...from, ...(c.set ?? {}) };
        await auditLeads(trx, now, actor, c.action, [lead.id], c.audited);
      }
      return version + changes.length;
    });
    this.tell([id], at, actor.id);
    return done;
  }
}

/** A change without an expected version that lost the race for the row: tried again. */
class Raced extends Error {
  readonly stale: Conflict;
  constructor(stale: Conflict) {
    super('raced');
    this.stale = stale;
  }
}

/**
 * The lead's commands as the server (plugins/app/lead-service.ts) and the CLI build them, on the
 * process's one outbox (whose commits wake an in-process outbox worker: decision 082).
 */
export function createLeadCommands(
  config: Pick<Config, 'mailFrom' | 'leadsTo' | 'cookieSecret'>,
  deps: Omit<LeadCommandsOptions, 'creation'>,
): LeadCommands {
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
  return new LeadCommands({ ...deps, creation });
}
