// What reads leads for the console and the command line (app.leadViews): the inbox (a page of it
// and its queues' counts, the query in inbox-query.ts), the operators to assign to, a lead's page
// (lead-page.ts) and the export (lead-export.ts). Nothing here changes a lead (lead-commands.ts
// does), though opening a lead and exporting are audited.
import type {
  Assignees,
  InboxFilter,
  InboxList,
  InboxPage,
  LeadStory,
  QueueCounts,
} from '../../contracts/console.ts';
import { INBOX_COUNT_CAP } from '../../contracts/console.ts';
import type { Db } from '../db/database.ts';
import { type Clock, isoAt } from '../shared/clock.ts';
import { NotFound } from '../shared/errors.ts';
import { encodeCursor, page } from '../shared/keyset.ts';
import { applyInboxFilter, countInbox, ftsRowids, lastNotes, searchDialectOf } from './inbox-query.ts';
import { EXPORT_MAX_ROWS, exportLeads } from './lead-export.ts';
import { leadPage } from './lead-page.ts';
import { type Actor, auditLeads } from './lead-rules.ts';

/** Queue counts stop here ("1000+"): an exact count of a million leads is not worth its scan. */
export const QUEUE_COUNT_CAP = 1000;

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
  'leads.language',
  'leads.erased_at',
] as const;

export type LeadViewsOptions = {
  db: Db;
  clock: Clock;
  /** Minutes a new lead may wait for its first contact before it is overdue (FIRST_CONTACT_TARGET_MIN). */
  firstContactTargetMin: number;
};

export class LeadViews {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly firstContactTargetMin: number;

  constructor(opts: LeadViewsOptions) {
    this.db = opts.db;
    this.clock = opts.clock;
    this.firstContactTargetMin = opts.firstContactTargetMin;
  }

  /** When a new lead created before it is overdue (past the first-contact target). */
  private dueBefore(now: number): string {
    return isoAt(now - this.firstContactTargetMin * 60_000);
  }

  /**
   * A page of the inbox (after `cursor`, or the page before `before`), the cursors of the pages
   * on either side, and how many leads the filter matches, counted up to INBOX_COUNT_CAP.
   */
  async inbox(query: InboxPage, actor: Actor): Promise<InboxList> {
    const db = this.db;
    // A words search on SQLite matches once, for the page and its count.
    const found = await ftsRowids(db, query);
    const rows = await applyInboxFilter(
      db.selectFrom('leads').select(listColumns),
      query,
      actor.id,
      searchDialectOf(db),
      found,
    )
      .limit(query.limit + 1)
      .execute();
    // A first page with no page after it is the whole list: its length is the count.
    const count =
      query.cursor || query.before || rows.length > query.limit
        ? await countInbox(db, query, actor.id, INBOX_COUNT_CAP, found)
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

  /**
   * The owner's e-mail (one indexed look-up of the page's few assignees), the overdue mark and the
   * last note (one more query for the page).
   */
  private async withOwners<
    R extends { id: string; assigned_to: string | null; status: string; created_at: string },
  >(rows: R[]): Promise<(R & { owner: string | null; overdue: boolean; last_note: string | null })[]> {
    const ids = [...new Set(rows.map((r) => r.assigned_to).filter((v): v is string => !!v))];
    const owners = new Map(
      ids.length
        ? (
            await this.db.selectFrom('operators').select(['id', 'email']).where('id', 'in', ids).execute()
          ).map((o) => [o.id, o.email])
        : [],
    );
    const notes = await lastNotes(
      this.db,
      rows.map((r) => r.id),
    );
    const due = this.dueBefore(this.clock());
    return rows.map((r) => ({
      ...r,
      owner: r.assigned_to ? (owners.get(r.assigned_to) ?? null) : null,
      overdue: r.status === 'new' && r.created_at < due,
      last_note: notes.get(r.id) ?? null,
    }));
  }

  /**
   * The queues' counts (Mine, Unassigned, New, New past the first-contact target and Español), each an
   * index range read that stops after QUEUE_COUNT_CAP + 1 rows, so it costs the same at a
   * million leads as at a hundred: past the cap the console says "1000+".
   */
  async queues(actor: Actor): Promise<QueueCounts> {
    const now = this.clock();
    const leads = () => this.db.selectFrom('leads').select((eb) => eb.lit(1).as('one'));
    const capped = (q: ReturnType<typeof leads>) =>
      this.db
        .selectFrom(q.limit(QUEUE_COUNT_CAP + 1).as('capped'))
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const [mine, unassigned, fresh, overdue, spanish] = await Promise.all([
      capped(leads().where('leads.assigned_to', '=', actor.id)),
      capped(leads().where('leads.assigned_to', 'is', null)),
      capped(leads().where('leads.status', '=', 'new')),
      capped(leads().where('leads.status', '=', 'new').where('leads.created_at', '<', this.dueBefore(now))),
      capped(leads().where('leads.language', '=', 'es')),
    ]);
    return {
      mine,
      unassigned,
      new: fresh,
      overdue,
      spanish,
      cap: QUEUE_COUNT_CAP,
      firstContactTargetMin: this.firstContactTargetMin,
      at: isoAt(now),
    };
  }

  /** The active operators a lead may be assigned to. */
  async assignees(): Promise<Assignees> {
    const operators = await this.db
      .selectFrom('operators')
      .select(['id', 'email', 'role'])
      .where('disabled_at', 'is', null)
      .orderBy('email')
      .execute();
    return { operators };
  }

  /** A lead's page (lead-page.ts); opening it is audited, asking for it ahead (`prefetch`) is not. */
  page(id: string, actor: Actor, { prefetch = false } = {}): Promise<LeadStory> {
    return leadPage(this.db, this.clock, id, actor, this.firstContactTargetMin, { audited: !prefetch });
  }

  /** A prefetched lead's page was shown: its opening is audited now. */
  async opened(id: string, actor: Actor): Promise<void> {
    const lead = await this.db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst();
    if (!lead) throw new NotFound('No such lead.');
    await auditLeads(this.db, this.clock(), actor, 'lead.opened', [id]);
  }

  /** The console's CSV export of a filter: the one export loop (lead-export.ts), at most EXPORT_MAX_ROWS. */
  exportCsv(filter: InboxFilter, actor: Actor): AsyncGenerator<string> {
    return exportLeads(this.db, this.clock, {
      filter,
      format: 'csv',
      actor,
      via: 'console',
      maxRows: EXPORT_MAX_ROWS,
    });
  }
}
