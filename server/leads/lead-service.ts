// The lead's home for what operators do with it: the inbox, a lead's story, the export, and every
// change (status, assignment, note). Each change is one transaction that writes the lead row, its
// lead_events row, its audit row and its outbox messages (lead.updated), so a failure leaves none of
// them. Routes (routes/api/admin/leads.ts) parse and authorise, then call this; the queries live
// here and in console/lead-query.ts, not in handlers. Errors are LeadError with an HTTP status.
import { randomUUIDv7 } from 'node:crypto';
import type { Attribution } from '../../contracts/attribution.ts';
import type {
  Assignees,
  InboxFilter,
  InboxList,
  InboxPage,
  LeadPackage,
  LeadStory,
} from '../../contracts/console.ts';
import { INBOX_COUNT_CAP } from '../../contracts/console.ts';
import { isoAt } from '../clock.ts';
import { type AuditActor, audit } from '../console/audit.ts';
import { encodeCursor, page } from '../console/keyset.ts';
import {
  applyInboxFilter,
  countInbox,
  ftsRowids,
  otherLeadsOfContact,
  searchDialectOf,
} from '../console/lead-query.ts';
import type { Db } from '../db/database.ts';
import { csvHeader, csvLine, EXPORT_PAGE_ROWS, exportRow, exportSelect } from '../db/lead-csv.ts';
import type { LeadStatus, OperatorRole } from '../db/schema.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { leadDeliveries, leadDeliveryColumns } from '../outbox/views.ts';
import { leadUpdatedEvent } from '../webhooks/webhooks.ts';

export const EXPORT_MAX_ROWS = 100_000;

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
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
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
  'leads.erased_at',
] as const;

/** Why the privacy code erased a lead (its lead_events row); older erasures have none. */
type ErasedDetail = { reason?: 'request' | 'retention'; request?: string };

type Change = {
  set: { status?: LeadStatus; assigned_to?: string | null } | null;
  type: 'status' | 'assigned' | 'note';
  detail: Record<string, unknown>;
  /** What the audit row keeps (a note's length, never its words: the note lives on the lead). */
  audited: Record<string, unknown>;
  action: string;
};

export class LeadService {
  private readonly opts: { db: Db; outbox: Outbox; clock: () => number; nudge: () => void };

  constructor(opts: LeadService['opts']) {
    this.opts = opts;
  }

  private get db() {
    return this.opts.db;
  }

  private auditIn(
    trx: Db,
    actor: Actor,
    action: string,
    target: string | null,
    detail?: Record<string, unknown>,
  ) {
    const who: AuditActor = { id: actor.id, email: actor.email };
    return audit(trx, {
      actor: who,
      action,
      target,
      detail: detail ?? null,
      ipHash: actor.ipHash,
      now: this.opts.clock(),
    });
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
        items,
        prevCursor: more && first ? key(first) : null,
        nextCursor: last ? key(last) : null,
        ...count,
      };
    }
    const { items, nextCursor } = page(rows, query.limit, (r) => [r.created_at, r.id]);
    const first = items[0];
    return { items, nextCursor, prevCursor: query.cursor && first ? key(first) : null, ...count };
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
    const { package_json, attribution_json, ip_hash: _ip, email_norm: _norm, ...fields } = lead;
    return {
      lead: {
        ...fields,
        package: package_json ? (JSON.parse(package_json) as LeadPackage) : null,
        attribution: attribution_json ? (JSON.parse(attribution_json) as Attribution) : null,
      },
      consent: consent && lead.consent_at ? { ...consent, at: lead.consent_at } : null,
      assignee: assignee ?? null,
      nextStatuses: NEXT_STATUS[lead.status],
      mail: deliveries.mail,
      webhooks: deliveries.webhooks,
      earlier,
      timeline,
    };
  }

  setStatus(id: string, to: LeadStatus, actor: Actor): Promise<void> {
    return this.change(id, actor, async (lead) => {
      if (!NEXT_STATUS[lead.status].includes(to))
        throw new LeadError(400, `A ${lead.status} lead cannot become ${to}.`);
      const detail = { from: lead.status, to };
      return { set: { status: to }, type: 'status', detail, audited: detail, action: 'lead.status' };
    });
  }

  assign(id: string, operatorId: string | null, actor: Actor): Promise<void> {
    return this.change(id, actor, async (lead, trx) => {
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

  addNote(id: string, text: string, actor: Actor): Promise<void> {
    return this.change(id, actor, async () => ({
      set: null,
      type: 'note',
      detail: { text },
      audited: { length: text.length },
      action: 'lead.note',
    }));
  }

  /** One change: the lead row, its timeline event, its outbox messages and the audit row, together. */
  private async change(
    id: string,
    actor: Actor,
    decide: (
      lead: { id: string; status: LeadStatus; assigned_to: string | null },
      trx: Db,
    ) => Promise<Change>,
  ): Promise<void> {
    const { outbox } = this.opts;
    const queued = await this.db.transaction().execute(async (trx) => {
      const lead = await trx
        .selectFrom('leads')
        .select(['id', 'status', 'assigned_to', 'erased_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!lead) throw new LeadError(404, 'No such lead.');
      // A tombstone takes no more work: a note could bring personal data back.
      if (lead.erased_at) throw new LeadError(409, 'This lead was erased.');
      const c = await decide(lead, trx);
      const at = isoAt(this.opts.clock());
      await trx
        .updateTable('leads')
        .set({ ...(c.set ?? {}), updated_at: at })
        .where('id', '=', lead.id)
        .execute();
      await trx
        .insertInto('lead_events')
        .values({
          id: randomUUIDv7(),
          lead_id: lead.id,
          at,
          operator_id: actor.id,
          type: c.type,
          detail_json: JSON.stringify(c.detail),
        })
        .execute();
      let messages = 0;
      // lead.updated for a status or assignment change (not for notes: they stay in the console).
      if (c.set && outbox.webhooksEnabled) {
        const change =
          c.set.status !== undefined
            ? { field: 'status' as const, from: lead.status, to: c.set.status }
            : { field: 'assignedTo' as const, from: lead.assigned_to, to: c.set.assigned_to ?? null };
        const event = await leadUpdatedEvent(trx, lead.id, change, at);
        if (event)
          messages = await outbox.enqueue(trx, { kind: 'webhook', leadId: lead.id, payload: event }, { at });
      }
      await this.auditIn(trx, actor, c.action, lead.id, c.audited);
      return messages;
    });
    if (queued) this.opts.nudge();
  }
}
