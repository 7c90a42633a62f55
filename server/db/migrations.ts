// One set of migrations for SQLite and PostgreSQL, applied at start (Kysely's Migrator keeps the
// list of applied ones in kysely_migration, with a lock so two processes never race).
import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const migrations: Record<string, Migration> = {
  '0001_leads_outbox_idempotency': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('address', 'text')
        .addColumn('city', 'text')
        .addColumn('subject', 'text')
        .addColumn('comment', 'text')
        .addColumn('package_json', 'text')
        .addColumn('page', 'text')
        .addColumn('ip_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').columns(['created_at']).execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_lead').on('outbox').columns(['lead_id']).execute();
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // Operator console (issue 15). Separate entries so the lead-record migrations can land next to
  // them. status / assigned_to / updated_at on leads are also added by the lead-record work: one
  // of the two adds them once the branches meet.
  '0100_console_lead_workflow': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('leads').addColumn('assigned_to', 'text').execute();
      await db.schema.alterTable('leads').addColumn('updated_at', 'text').execute();
      // Keyset pages of the inbox: (created_at, id) under each common filter.
      await db.schema.createIndex('leads_created_id').on('leads').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('leads_status_created')
        .on('leads')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('leads_kind_created')
        .on('leads')
        .columns(['kind', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('leads_assigned_created')
        .on('leads')
        .columns(['assigned_to', 'created_at', 'id'])
        .execute();
      // Search: e-mail, phone and ZIP by exact value or prefix, name by prefix (lower-cased).
      await sql`create index leads_email_lower on leads (lower(email))`.execute(db);
      await sql`create index leads_name_lower on leads (lower(name))`.execute(db);
      await db.schema.createIndex('leads_phone').on('leads').columns(['phone']).execute();
      await db.schema.createIndex('leads_zip').on('leads').columns(['zip_code']).execute();
    },
  },
  '0101_console_operators_sessions_audit': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('operators')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey()) // credential id, base64url
        .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
        .addColumn('public_key', 'text', (c) => c.notNull()) // base64url COSE key
        .addColumn('counter', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('passkeys_operator').on('passkeys').columns(['operator_id']).execute();
      await db.schema
        .createTable('enrollment_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('operator_id', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_operator').on('sessions').columns(['operator_id']).execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey()) // UUIDv7: time-ordered
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('operator_id', 'text')
        .addColumn('operator_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text')
        .addColumn('detail_json', 'text')
        .addColumn('ip_hash', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
      await db.schema
        .createIndex('audit_log_action')
        .on('audit_log')
        .columns(['action', 'at', 'id'])
        .execute();
      await db.schema
        .createTable('lead_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('operator_id', 'text')
        .addColumn('type', 'text', (c) => c.notNull()) // status | assigned | note
        .addColumn('detail_json', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_id', 'at']).execute();
    },
  },
  // Enrollment links are mailed through the outbox, and they belong to no lead. The lead-record
  // work makes the same change; keep one of the two.
  '0102_console_outbox_without_lead': {
    async up(db: Kysely<unknown>) {
      const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
      if (!isSqlite) {
        await sql`alter table outbox alter column lead_id drop not null`.execute(db);
        return;
      }
      // SQLite cannot drop NOT NULL: rebuild the table with the same columns and indexes.
      await sql`create table outbox_new (
        id text primary key,
        lead_id text references leads(id),
        message_id text not null unique,
        recipient text not null,
        reply_to text,
        subject text not null,
        text_body text not null,
        html_body text not null,
        status text not null default 'pending',
        attempts integer not null default 0,
        next_attempt_at text not null,
        locked_until text,
        sent_at text,
        last_error text,
        created_at text not null
      )`.execute(db);
      await sql`insert into outbox_new select id, lead_id, message_id, recipient, reply_to, subject, text_body, html_body, status, attempts, next_attempt_at, locked_until, sent_at, last_error, created_at from outbox`.execute(
        db,
      );
      await sql`drop table outbox`.execute(db);
      await sql`alter table outbox_new rename to outbox`.execute(db);
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_lead').on('outbox').columns(['lead_id']).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
