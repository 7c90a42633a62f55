// One set of migrations for SQLite and PostgreSQL, applied at start (Kysely's Migrator keeps the
// list of applied ones in kysely_migration, with a lock so two processes never race).
import {
  type ColumnBuilderCallback,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { ATTRIBUTION_COLUMNS } from '../../contracts/lead-views.ts';

// The column definitions the tables below share.
type ColumnType = 'text' | 'integer' | 'double precision';
const primaryKey: ColumnBuilderCallback = (c) => c.primaryKey();
const notNull: ColumnBuilderCallback = (c) => c.notNull();
/** A count or flag that starts at 0. */
const zero: ColumnBuilderCallback = (c) => c.notNull().defaultTo(0);
/** A required key of another table's row (`table.column`). */
function references(key: string): ColumnBuilderCallback {
  return (c) => c.notNull().references(key);
}

/** A run of columns defined alike, added in their order (`.$call(columns(...))` in a table's chain). */
function columns<N extends string>(
  names: readonly N[],
  type: ColumnType = 'text',
  build?: ColumnBuilderCallback,
) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    names.reduce<CreateTableBuilder<TB, C | N>>((t, name) => t.addColumn(name, type, build), table);
}

/**
 * The outbox's columns as 0001 created them (lead_id NOT NULL), as 0002 rebuilt them on SQLite
 * (lead_id nullable; privacy_request_id and kind added) and as 0009 did (the mail columns nullable;
 * lane and payload_json added). Applied migrations are known by name only (no checksum), yet this
 * must keep producing the same SQL: the databases already migrated have these tables.
 */
function outboxColumns<TB extends string>(table: CreateTableBuilder<TB>, as: '0001' | '0002' | '0009') {
  const mail = as === '0009' ? undefined : notNull;
  const created = table
    .addColumn('id', 'text', primaryKey)
    .addColumn('lead_id', 'text', (c) => (as === '0001' ? c.notNull() : c).references('leads.id'))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('recipient', 'text', mail)
    .addColumn('reply_to', 'text')
    .$call(columns(['subject', 'text_body', 'html_body'], 'text', mail))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', zero)
    .addColumn('next_attempt_at', 'text', notNull)
    .$call(columns(['locked_until', 'sent_at', 'last_error']))
    .addColumn('created_at', 'text', notNull);
  if (as === '0001') return created;
  const rebuilt = created
    .addColumn('privacy_request_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('lead'));
  if (as === '0002') return rebuilt;
  return rebuilt
    .addColumn('lane', 'text', (c) => c.notNull().defaultTo('mail'))
    .addColumn('payload_json', 'text');
}

/**
 * plan_labels' columns as 0008 created them (technology NOT NULL) and as 0015 rebuilt them on
 * SQLite (technology nullable, language added); like the outbox's, they must keep producing the
 * same SQL.
 */
function planLabelColumns<TB extends string>(table: CreateTableBuilder<TB>, as: '0008' | '0015') {
  const created = table
    .addColumn('id', 'text', primaryKey) // UUIDv7: one version of one label
    .$call(columns(['unique_plan_id', 'frn'], 'text', notNull))
    // fixed: F = 1, M = 0
    .$call(columns(['fixed', 'current'], 'integer', notNull))
    .addColumn('sample', 'integer', zero)
    .addColumn('import_id', 'text', references('data_imports.id'))
    .addColumn('content_hash', 'text', notNull)
    // cable | fiber | dsl | fixed-wireless | satellite | other
    .addColumn('technology', 'text', as === '0008' ? notNull : undefined)
    .$call(columns(['provider_name', 'plan_name'], 'text', notNull))
    .addColumn('monthly_price', 'double precision', notNull)
    .$call(columns(['typical_down', 'typical_up'], 'double precision'))
    .$call(columns(['contract_required', 'data_unlimited'], 'integer', notNull))
    // label_json: every label field, normalised
    .$call(columns(['label_json', 'first_seen_at'], 'text', notNull))
    .addColumn('superseded_at', 'text');
  return as === '0008' ? created : created.addColumn('language', 'text', (c) => c.notNull().defaultTo('en'));
}

/** A plain index on columns (expression indexes are written as SQL where they are made). */
function createIndex(db: Kysely<unknown>, name: string, table: string, columns: string[]): Promise<void> {
  return db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** The outbox's indexes: due rows for the worker, rows of a lead. */
async function outboxIndexes(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'outbox_due', 'outbox', ['status', 'next_attempt_at']);
  await createIndex(db, 'outbox_lead', 'outbox', ['lead_id']);
}

const migrations: Record<string, Migration> = {
  '0001_leads_outbox_idempotency': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', primaryKey)
        .$call(columns(['kind', 'name', 'email'], 'text', notNull))
        .$call(columns(['phone', 'zip_code', 'address', 'city', 'subject', 'comment']))
        .$call(columns(['package_json', 'page', 'ip_hash']))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await createIndex(db, 'leads_created_at', 'leads', ['created_at']);
      await outboxColumns(db.schema.createTable('outbox'), '0001').execute();
      await outboxIndexes(db);
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', primaryKey)
        .addColumn('request_hash', 'text', notNull)
        .addColumn('status_code', 'integer', notNull)
        .$call(columns(['response_json', 'created_at'], 'text', notNull))
        .execute();
    },
  },
  // The lead record (docs/api.md, "Lead record" and "Privacy choices"): attribution, consent, GPC,
  // repeat visitors, the sales workflow columns, erasure; the consent texts, the suppression list
  // and privacy requests; outbox rows that belong to a privacy request instead of a lead.
  '0002_lead_record_privacy': {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const text = [
        'email_norm',
        ...ATTRIBUTION_COLUMNS,
        'attribution_json',
        'consent_version',
        'consent_at',
        'duplicate_of',
        'user_agent',
        'assigned_to',
        'updated_at',
        'erased_at',
      ];
      for (const column of text) await db.schema.alterTable('leads').addColumn(column, 'text').execute();
      for (const column of ['gpc', 'do_not_sell', 'do_not_contact', 'previously_opted_out'])
        await db.schema.alterTable('leads').addColumn(column, 'integer', zero).execute();
      await db.schema
        .alterTable('leads')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await sql`update leads set email_norm = lower(email)`.execute(db);
      // Repeat-visitor lookups: the same normalised e-mail or phone in the last 30 days.
      await createIndex(db, 'leads_email_norm', 'leads', ['email_norm', 'created_at']);
      await createIndex(db, 'leads_phone', 'leads', ['phone', 'created_at']);

      await db.schema
        .createTable('consent_texts')
        .addColumn('version', 'text', primaryKey)
        .$call(columns(['sha256', 'text', 'created_at'], 'text', notNull))
        .execute();
      await db.schema
        .createTable('suppression')
        .$call(columns(['hash', 'reason', 'created_at'], 'text', notNull))
        .addPrimaryKeyConstraint('suppression_pk', ['hash', 'reason'])
        .execute();
      await db.schema
        .createTable('privacy_requests')
        .addColumn('id', 'text', primaryKey)
        .addColumn('type', 'text', notNull)
        .$call(columns(['email', 'phone']))
        .addColumn('email_hash', 'text', notNull)
        .addColumn('phone_hash', 'text')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .$call(columns(['source', 'created_at', 'expires_at'], 'text', notNull))
        .addColumn('completed_at', 'text')
        .addColumn('leads_matched', 'integer')
        .addColumn('erased_at', 'text')
        .execute();
      await createIndex(db, 'privacy_requests_email_hash', 'privacy_requests', ['email_hash']);

      // Outbox rows of a privacy request have no lead: lead_id becomes optional.
      if (postgres) {
        await sql`alter table outbox alter column lead_id drop not null`.execute(db);
        await db.schema.alterTable('outbox').addColumn('privacy_request_id', 'text').execute();
        await db.schema
          .alterTable('outbox')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('lead'))
          .execute();
      } else {
        // SQLite cannot drop NOT NULL: rebuild the table (its indexes go with it).
        await outboxColumns(db.schema.createTable('outbox_next'), '0002').execute();
        await sql`insert into outbox_next (id, lead_id, message_id, recipient, reply_to, subject, text_body,
            html_body, status, attempts, next_attempt_at, locked_until, sent_at, last_error, created_at)
          select id, lead_id, message_id, recipient, reply_to, subject, text_body, html_body, status,
            attempts, next_attempt_at, locked_until, sent_at, last_error, created_at from outbox`.execute(db);
        await db.schema.dropTable('outbox').execute();
        await sql`alter table outbox_next rename to outbox`.execute(db);
        await outboxIndexes(db);
      }
      await createIndex(db, 'outbox_privacy_request', 'outbox', ['privacy_request_id']);
    },
  },
  // Operator console (issue 15): the inbox's indexes (status, assigned_to and updated_at come
  // with 0002), then operators, passkeys, sessions, the audit log and each lead's timeline.
  '0003_console_inbox_indexes': {
    async up(db: Kysely<unknown>) {
      // Keyset pages of the inbox: (created_at, id) under each common filter.
      await createIndex(db, 'leads_created_id', 'leads', ['created_at', 'id']);
      await createIndex(db, 'leads_status_created', 'leads', ['status', 'created_at', 'id']);
      await createIndex(db, 'leads_kind_created', 'leads', ['kind', 'created_at', 'id']);
      await createIndex(db, 'leads_assigned_created', 'leads', ['assigned_to', 'created_at', 'id']);
      // Search: e-mail, phone and ZIP by exact value or prefix, name by prefix (lower-cased).
      await sql`create index leads_email_lower on leads (lower(email))`.execute(db);
      await sql`create index leads_name_lower on leads (lower(name))`.execute(db);
      await createIndex(db, 'leads_zip', 'leads', ['zip_code']);
    },
  },
  '0004_console_operators_sessions_audit': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('operators')
        .addColumn('id', 'text', primaryKey)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .$call(columns(['role', 'created_at'], 'text', notNull))
        .addColumn('disabled_at', 'text')
        .execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', primaryKey) // credential id, base64url
        .addColumn('operator_id', 'text', references('operators.id'))
        .addColumn('public_key', 'text', notNull) // base64url COSE key
        .addColumn('counter', 'integer', zero)
        .addColumn('transports', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('last_used_at', 'text')
        .execute();
      await createIndex(db, 'passkeys_operator', 'passkeys', ['operator_id']);
      await db.schema
        .createTable('enrollment_tokens')
        .addColumn('token_hash', 'text', primaryKey)
        .addColumn('operator_id', 'text', references('operators.id'))
        .$call(columns(['created_at', 'expires_at'], 'text', notNull))
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('id', 'text', primaryKey)
        .$call(columns(['challenge', 'purpose'], 'text', notNull))
        .addColumn('operator_id', 'text')
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', primaryKey)
        .addColumn('operator_id', 'text', references('operators.id'))
        .$call(columns(['created_at', 'last_seen_at', 'expires_at'], 'text', notNull))
        .execute();
      await createIndex(db, 'sessions_operator', 'sessions', ['operator_id']);
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', primaryKey) // UUIDv7: time-ordered
        .addColumn('at', 'text', notNull)
        .$call(columns(['operator_id', 'operator_email']))
        .addColumn('action', 'text', notNull)
        .$call(columns(['target', 'detail_json', 'ip_hash']))
        .execute();
      await createIndex(db, 'audit_log_at', 'audit_log', ['at', 'id']);
      await createIndex(db, 'audit_log_action', 'audit_log', ['action', 'at', 'id']);
      await db.schema
        .createTable('lead_events')
        .addColumn('id', 'text', primaryKey)
        .addColumn('lead_id', 'text', references('leads.id'))
        .addColumn('at', 'text', notNull)
        .addColumn('operator_id', 'text')
        // type: status | assigned | note
        .$call(columns(['type', 'detail_json'], 'text', notNull))
        .execute();
      await createIndex(db, 'lead_events_lead', 'lead_events', ['lead_id', 'at']);
    },
  },
  // The inbox's filtered name search (status + kind + name prefix): one index range holds exactly
  // the matching leads, instead of every lead whose name starts so (leads_name_lower) each read
  // from the table and then filtered; on PostgreSQL that was 2,500 heap pages for one first name
  // at a million leads, p95 above 50 ms on a loaded machine (bench/console-inbox.ts).
  '0006_inbox_search': {
    async up(db: Kysely<unknown>) {
      await sql`create index leads_status_kind_name on leads (status, kind, lower(name))`.execute(db);
    },
  },
  // The inbox's source and campaign filters (exact, case-insensitive) read one index range in
  // received order: a rare value costs its own leads, not a walk of the newest leads until fifty
  // match (a source seen once in a thousand leads: 257 ms p95 at a million on a loaded machine,
  // and a value that matches nothing read the whole table). Paid for by two indexes that others
  // already covered, so a lead still writes as many index entries: (created_at) is the prefix of
  // (created_at, id), and lower(email) is email_norm (trimmed, lower-cased), which the e-mail
  // search now uses.
  '0007_inbox_filter_indexes': {
    async up(db: Kysely<unknown>) {
      await sql`drop index leads_created_at`.execute(db);
      await sql`drop index leads_email_lower`.execute(db);
      await sql`create index leads_source_created on leads (lower(utm_source), created_at, id)`.execute(db);
      await sql`create index leads_campaign_created on leads (lower(utm_campaign), created_at, id)`.execute(
        db,
      );
    },
  },
  // Real coverage and plans (issue 27, decision 040): one row per import attempt (data_imports),
  // which states each coverage import holds (coverage_states), coverage per ZIP x provider (FRN,
  // brand) x BDC technology code, and every version of every Broadband Facts label (plan_labels;
  // current = 1 on the live version, older versions stay so a lead can show the label it saw).
  '0008_coverage_and_plans': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_imports')
        .addColumn('id', 'text', primaryKey)
        // kind: coverage | labels; status: imported | failed
        .$call(columns(['kind', 'status'], 'text', notNull))
        .addColumn('sample', 'integer', zero)
        .addColumn('as_of', 'text')
        // scope_json: states (coverage) or FRNs (labels)
        .$call(columns(['files_json', 'scope_json'], 'text', notNull))
        .addColumn('rows', 'integer', zero)
        .addColumn('errors_json', 'text')
        .$call(columns(['imported_at', 'imported_by'], 'text', notNull))
        .execute();
      await createIndex(db, 'data_imports_kind_at', 'data_imports', ['kind', 'imported_at']);
      await db.schema
        .createTable('coverage_states')
        .addColumn('state', 'text', primaryKey)
        .addColumn('import_id', 'text', references('data_imports.id'))
        .addColumn('as_of', 'text', notNull)
        .addColumn('sample', 'integer', zero)
        .execute();
      await db.schema
        .createTable('coverage_zips')
        .$call(columns(['zip', 'state'], 'text', notNull))
        .addColumn('locations', 'integer', notNull)
        .addPrimaryKeyConstraint('coverage_zips_pk', ['zip', 'state'])
        .execute();
      await createIndex(db, 'coverage_zips_state', 'coverage_zips', ['state']);
      await db.schema
        .createTable('coverage')
        .$call(columns(['zip', 'frn', 'brand_name'], 'text', notNull))
        .addColumn('technology', 'integer', notNull)
        .$call(columns(['state', 'provider_id'], 'text', notNull))
        .addColumn('locations', 'integer', notNull)
        .$call(columns(['share', 'max_down', 'max_up'], 'double precision', notNull))
        .addColumn('low_latency', 'integer', notNull)
        .addPrimaryKeyConstraint('coverage_pk', ['zip', 'frn', 'brand_name', 'technology', 'state'])
        .execute();
      await createIndex(db, 'coverage_state', 'coverage', ['state']);
      await planLabelColumns(db.schema.createTable('plan_labels'), '0008').execute();
      await createIndex(db, 'plan_labels_current_frn', 'plan_labels', ['current', 'frn']);
      // One live version per plan, whatever two imports racing each other do.
      await sql`create unique index plan_labels_current_plan on plan_labels (unique_plan_id) where current = 1`.execute(
        db,
      );
      await createIndex(db, 'plan_labels_plan', 'plan_labels', ['unique_plan_id', 'first_seen_at']);
    },
  },
  // The outbox's lanes (issue 25, decision 060): a lane column (mail | webhook) that each lane's
  // worker claims by, on its own index; webhook deliveries move out of the mail columns into a
  // typed payload (payload_json: endpoint, event type, body), so the mail columns become
  // nullable. (Numbered 0060 on its branch, renumbered 0009 at the merge, before any release.)
  '0009_outbox_lanes': {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      if (postgres) {
        await sql`alter table outbox add column lane text not null default 'mail'`.execute(db);
        await sql`alter table outbox add column payload_json text`.execute(db);
        for (const column of ['recipient', 'subject', 'text_body', 'html_body']) {
          await sql`alter table outbox alter column ${sql.ref(column)} drop not null`.execute(db);
        }
        await sql`update outbox set lane = 'webhook',
            payload_json = json_build_object('url', recipient, 'type', subject, 'body', text_body)::text,
            recipient = null, subject = null, text_body = null, html_body = null
          where kind = 'webhook'`.execute(db);
      } else {
        // SQLite cannot drop NOT NULL: rebuild the table (its indexes go with it).
        await outboxColumns(db.schema.createTable('outbox_next'), '0009').execute();
        await sql`insert into outbox_next (id, lead_id, message_id, recipient, reply_to, subject, text_body,
            html_body, status, attempts, next_attempt_at, locked_until, sent_at, last_error, created_at,
            privacy_request_id, kind, lane, payload_json)
          select id, lead_id, message_id, recipient, reply_to, subject, text_body, html_body, status,
            attempts, next_attempt_at, locked_until, sent_at, last_error, created_at, privacy_request_id,
            kind, 'mail', null from outbox where kind <> 'webhook'`.execute(db);
        await sql`insert into outbox_next (id, lead_id, message_id, status, attempts, next_attempt_at,
            locked_until, sent_at, last_error, created_at, privacy_request_id, kind, lane, payload_json)
          select id, lead_id, message_id, status, attempts, next_attempt_at, locked_until, sent_at,
            last_error, created_at, privacy_request_id, kind, 'webhook',
            json_object('url', recipient, 'type', subject, 'body', text_body)
          from outbox where kind = 'webhook'`.execute(db);
        await db.schema.dropTable('outbox').execute();
        await sql`alter table outbox_next rename to outbox`.execute(db);
        await createIndex(db, 'outbox_lead', 'outbox', ['lead_id']);
        await createIndex(db, 'outbox_privacy_request', 'outbox', ['privacy_request_id']);
      }
      // A failure message of the old transport could quote the endpoint URL (with its
      // credentials or query): such last_error values go.
      await sql`update outbox set last_error = null
        where lane = 'webhook' and last_error like '%://%'`.execute(db);
      if (postgres) await sql`drop index outbox_due`.execute(db);
      // Each lane claims its own due rows: one index range per lane.
      await createIndex(db, 'outbox_due', 'outbox', ['lane', 'status', 'next_attempt_at']);
    },
  },
  // Lead version (issue 29, decision 076): every change an operator makes through the lead service
  // bumps leads.version and stamps its lead_events row with the version it made, so a change sent
  // with an older version is refused (409) and told which events came since. Existing leads start
  // at 1; their earlier events carry none.
  '0010_lead_version': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('lead_events').addColumn('version', 'integer').execute();
    },
  },
  // Search that finds people (issue 29, decision 080): any word of the name or part of the e-mail
  // (substring, three characters or more) and the last digits of a phone, on a trigram index.
  // SQLite: an FTS5 table with the trigram tokenizer over the leads table's own text (external
  // content: the index stores the trigrams, not a second copy of the text), kept in step by
  // triggers in the statement that writes the lead, so in its transaction; secure-delete removes an
  // erased lead's trigrams at once, not at the next segment merge. PostgreSQL: pg_trgm GIN indexes
  // on name + e-mail and on the phone. A ZIP stays on its b-tree (leads_zip).
  '0011_inbox_trigram_search': {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      if (postgres) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        // A small pending list: a new lead still costs one append (not a GIN insert per trigram),
        // and a search scans at most 256 kB of not-yet-merged entries (4 MB by default: several ms).
        await sql`create index leads_search_trgm on leads
          using gin ((lower(name) || ' ' || coalesce(email_norm, '')) gin_trgm_ops)
          with (gin_pending_list_limit = 256)`.execute(db);
        await sql`create index leads_phone_trgm on leads using gin (phone gin_trgm_ops)
          with (gin_pending_list_limit = 256)`.execute(db);
        return;
      }
      await sql`create virtual table leads_search using fts5(name, email, phone,
        content='leads', content_rowid='rowid', tokenize='trigram remove_diacritics 1')`.execute(db);
      await sql`insert into leads_search(leads_search, rank) values ('secure-delete', 1)`.execute(db);
      await sql`create trigger leads_search_insert after insert on leads begin
          insert into leads_search (rowid, name, email, phone) values (new.rowid, new.name, new.email, new.phone);
        end`.execute(db);
      await sql`create trigger leads_search_delete after delete on leads begin
          insert into leads_search (leads_search, rowid, name, email, phone)
            values ('delete', old.rowid, old.name, old.email, old.phone);
        end`.execute(db);
      // Only a change of a searched column touches the index: status, assignment and notes do not.
      await sql`create trigger leads_search_update after update of name, email, phone on leads begin
          insert into leads_search (leads_search, rowid, name, email, phone)
            values ('delete', old.rowid, old.name, old.email, old.phone);
          insert into leads_search (rowid, name, email, phone) values (new.rowid, new.name, new.email, new.phone);
        end`.execute(db);
      // Leads stored before this migration.
      await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db);
    },
  },
  // Lighter lead writes (issue 26 item 3, decision 052). Every b-tree a new lead touches costs
  // about three WAL pages per group commit; these indexes now hold only the rows their queries
  // can ask for, so a new lead without a source or campaign (direct traffic) and its notification
  // touch three b-trees fewer:
  // - the source and campaign filters always ask for a value (lead-query.ts adds IS NOT NULL so
  //   the planner may use a partial index);
  // - outbox rows of a privacy request are looked up by its id, never by NULL.
  // (The assignee index stays whole: the unassigned queue and filter read its NULL range.)
  '0012_partial_indexes': {
    async up(db: Kysely<unknown>) {
      for (const name of ['leads_source_created', 'leads_campaign_created', 'outbox_privacy_request'])
        await sql`drop index ${sql.ref(name)}`.execute(db);
      await sql`create index leads_source_created on leads (lower(utm_source), created_at, id)
        where utm_source is not null`.execute(db);
      await sql`create index leads_campaign_created on leads (lower(utm_campaign), created_at, id)
        where utm_campaign is not null`.execute(db);
      await sql`create index outbox_privacy_request on outbox (privacy_request_id)
        where privacy_request_id is not null`.execute(db);
    },
  },
  // Two b-trees fewer per new lead (issue 26 item 3, decision 052): the name indexes served the
  // name search before the trigram index (0011) did. Every search of three letters or more goes
  // to the trigram index now; a name prefix of one or two letters filters the walk of the newest
  // leads (leads_created_id) and stops at a page, as the other filters without an index of their
  // own do. Each cost a random leaf page per lead in the WAL (about 8 µs of CPU each per lead at
  // 16 connections, bench/results/history.md).
  '0013_drop_name_indexes': {
    async up(db: Kysely<unknown>) {
      await sql`drop index if exists leads_status_kind_name`.execute(db);
      await sql`drop index if exists leads_name_lower`.execute(db);
    },
  },
  // PostgreSQL's search ignores accents too, as SQLite's does (FTS5 remove_diacritics since 0011):
  // "nunez" finds "José Núñez". The trigram index is rebuilt over leads_fold(name): lower() and
  // the unaccent extension (contrib, a trusted extension like pg_trgm). unaccent() itself is only
  // STABLE (its dictionary could change) and an index needs IMMUTABLE, so the wrapper names the
  // dictionary by its schema, the form unaccent's documentation gives for indexes.
  '0014_search_ignores_accents_postgres': {
    async up(db: Kysely<unknown>) {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`create extension if not exists unaccent`.execute(db);
      const { rows } = await sql<{ schema: string }>`select quote_ident(n.nspname) as schema
        from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(
        db,
      );
      const schema = rows[0]?.schema ?? 'public';
      await sql`create or replace function leads_fold(t text) returns text
        language sql immutable parallel safe strict
        as ${sql.lit(`select ${schema}.unaccent('${schema}.unaccent'::regdictionary, lower(t))`)}`.execute(
        db,
      );
      await sql`drop index if exists leads_search_trgm`.execute(db);
      await sql`create index leads_search_trgm on leads
        using gin ((leads_fold(name) || ' ' || coalesce(email_norm, '')) gin_trgm_ops)
        with (gin_pending_list_limit = 256)`.execute(db);
    },
  },
  // Labels as providers publish them (issue 34, decision 081): a label whose connection_type says
  // only "Fixed" (the FCC's format) names no technology, so plan_labels.technology may be NULL (the
  // plan's technology then comes from coverage); a Spanish label is kept beside the English one as
  // that plan's Spanish version, so the one live version is per plan and language. SQLite cannot
  // drop a NOT NULL, so the (small) table is rebuilt there; nothing references it by key.
  '0015_labels_as_published': {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table plan_labels alter column technology drop not null`.execute(db);
        await sql`alter table plan_labels add column language text not null default 'en'`.execute(db);
      } else {
        await planLabelColumns(db.schema.createTable('plan_labels_new'), '0015').execute();
        await sql`insert into plan_labels_new (id, unique_plan_id, frn, fixed, current, sample, import_id,
            content_hash, technology, provider_name, plan_name, monthly_price, typical_down, typical_up,
            contract_required, data_unlimited, label_json, first_seen_at, superseded_at)
          select id, unique_plan_id, frn, fixed, current, sample, import_id, content_hash, technology,
            provider_name, plan_name, monthly_price, typical_down, typical_up, contract_required,
            data_unlimited, label_json, first_seen_at, superseded_at from plan_labels`.execute(db);
        await sql`drop table plan_labels`.execute(db);
        await sql`alter table plan_labels_new rename to plan_labels`.execute(db);
        await createIndex(db, 'plan_labels_current_frn', 'plan_labels', ['current', 'frn']);
        await createIndex(db, 'plan_labels_plan', 'plan_labels', ['unique_plan_id', 'first_seen_at']);
      }
      await sql`drop index if exists plan_labels_current_plan`.execute(db);
      await sql`create unique index plan_labels_current_plan on plan_labels (unique_plan_id, language)
        where current = 1`.execute(db);
    },
  },
  // Erasure down to the file (issue 35 item 4, decision 083): an erased lead's audit rows lose what
  // an operator wrote about the person (a do-not-contact reason), found by the lead they target.
  '0016_audit_by_target': {
    async up(db: Kysely<unknown>) {
      await sql`create index audit_log_target on audit_log (target, action) where target is not null`.execute(
        db,
      );
    },
  },
  // Each webhook endpoint its own queue (issue 35 item 3, decision 082): the endpoint a webhook row
  // goes to, copied out of its payload into a column the worker claims by, and an index of each
  // endpoint's pending rows by due time. Mail rows have none.
  '0017_outbox_endpoint': {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await sql`alter table outbox add column endpoint text`.execute(db);
      const url = postgres ? sql`payload_json::json ->> 'url'` : sql`json_extract(payload_json, '$.url')`;
      await sql`update outbox set endpoint = ${url}
        where lane = 'webhook' and payload_json is not null`.execute(db);
      await sql`create index outbox_endpoint_due on outbox (endpoint, next_attempt_at)
        where lane = 'webhook' and status = 'pending'`.execute(db);
    },
  },
  // The lead keeps its language (issue 37 item 4): the language of the page it was sent from, English
  // for every lead before. The Spanish queue and filter walk their own (small) index newest first.
  '0018_lead_language': {
    async up(db: Kysely<unknown>) {
      await addLanguage(db, 'leads');
      await sql`create index leads_language on leads (language, created_at, id) where language <> 'en'`.execute(
        db,
      );
    },
  },
  // A privacy request is answered in the language it was made in (issue 37 item 3).
  '0019_privacy_request_language': {
    async up(db: Kysely<unknown>) {
      await addLanguage(db, 'privacy_requests');
    },
  },
  // The editors' content (issue 38, decision 089): each document (a kind's data for one key in one
  // language) with its autosaved draft and the version live on the site; every version kept; each
  // publish (the set of published versions the pages are rendered from), which every server syncs
  // its pages from.
  '0020_content': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_documents')
        .$call(columns(['kind', 'doc_key', 'language'], 'text', notNull))
        .addColumn('published_version', 'integer', notNull)
        .addColumn('draft_json', 'text')
        .addColumn('draft_rev', 'integer', zero)
        .$call(columns(['draft_by', 'draft_at']))
        .addColumn('updated_at', 'text', notNull)
        .addPrimaryKeyConstraint('content_documents_pk', ['kind', 'doc_key', 'language'] as never)
        .execute();
      await db.schema
        .createTable('content_versions')
        .$call(columns(['kind', 'doc_key', 'language'], 'text', notNull))
        .addColumn('version', 'integer', notNull)
        .$call(columns(['data_json', 'created_by', 'created_at'], 'text', notNull))
        .addColumn('note', 'text')
        .addPrimaryKeyConstraint('content_versions_pk', ['kind', 'doc_key', 'language', 'version'] as never)
        .execute();
      await db.schema
        .createTable('content_publishes')
        .addColumn('id', 'text', primaryKey)
        .$call(columns(['created_at', 'created_by', 'publish_at', 'set_json', 'status'], 'text', notNull))
        .addColumn('documents_json', 'text', notNull)
        .$call(columns(['error', 'done_at']))
        .addColumn('pages', 'integer')
        .addColumn('ms', 'integer')
        .execute();
      await sql`create index content_publishes_status on content_publishes (status, publish_at)`.execute(db);
    },
  },
  // The content a lead's page showed (issue 38 item 5): the publish the server served when the lead
  // came in (content_publishes.id), null for the build's own content and for every lead before.
  '0021_lead_content_version': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('content_version', 'text').execute();
    },
  },
  // When a server claimed a publish to take it live: a claim older than the lease is a server that
  // died mid-publish, and another takes it over (server/content/store.ts, CLAIM_LEASE_MS).
  '0022_content_publish_claimed_at': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('content_publishes').addColumn('claimed_at', 'text').execute();
    },
  },
  // The images editors upload (issue 38 item 2: provider logos), outside the build and every
  // release, so every server serves the same ones (server/content/images.ts). `bytea` is a byte
  // string in PostgreSQL; SQLite stores the bytes as a BLOB whatever the column's type is named.
  '0023_content_images': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_images')
        .addColumn('id', 'text', primaryKey)
        .addColumn('media_type', 'text', notNull)
        .$call(columns(['width', 'height', 'byte_size'], 'integer', notNull))
        .addColumn('bytes', 'bytea', notNull)
        .$call(columns(['uploaded_by', 'uploaded_at'], 'text', notNull))
        .execute();
    },
  },
};

/** A `language` column (en|es), English for every row before it. */
async function addLanguage(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies the migrations up to and including `name` (tests of a migration on older data). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`migration to ${name} failed: ${String(error)}`, { cause: error });
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
