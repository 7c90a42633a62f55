// Migration 0009 (decision 060) on a database that already holds mail and webhook rows stored the
// old way (a webhook in the mail columns), on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the
// webhook's endpoint, type and body move to its payload, its mail columns empty out, a last_error
// that quoted the URL goes, mail rows keep their columns, and each lane's worker finds its rows.
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { expect, it } from 'vitest';
import { postgresPool } from '../db/database.ts';
import { migrateTo, migrateToLatest } from '../db/migrations.ts';
import { nodeSqliteDialect } from '../db/node-sqlite-dialect.ts';
import type { Database } from '../db/schema.ts';
import { webhookPayload } from '../outbox/handlers.ts';
import { describeOnBackends, freshConfig } from './helper.ts';

describeOnBackends('migration 0009 (outbox lanes)', (backend) => {
  it('moves webhook rows out of the mail columns and keeps mail as it was', async () => {
    const { config, remove } = await freshConfig(backend);
    const db = new Kysely<Database>({
      dialect: config.databaseUrl
        ? new PostgresDialect({ pool: postgresPool(config.databaseUrl, undefined, 2) })
        : nodeSqliteDialect(join(config.dataDir, 'site.db')),
    });
    try {
      const any = db as unknown as Kysely<unknown>;
      await migrateTo(any, '0007_inbox_filter_indexes');
      const at = '2026-11-25T10:00:00.000Z';
      await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('leads')
        .values({ id: 'lead-1', kind: 'contact', name: 'Pat', email: 'pat@example.com', created_at: at })
        .execute();
      const old = (over: Record<string, unknown>) => ({
        lead_id: 'lead-1',
        privacy_request_id: null,
        reply_to: null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        sent_at: null,
        last_error: null,
        created_at: at,
        ...over,
      });
      await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('outbox')
        .values([
          old({
            id: 'mail-1',
            kind: 'lead',
            message_id: '<mail-1@example.com>',
            recipient: 'sales@example.com',
            reply_to: 'pat@example.com',
            subject: 'New contact request',
            text_body: 'Pat wrote',
            html_body: '<p>Pat wrote</p>',
          }),
          old({
            id: 'hook-1',
            kind: 'webhook',
            message_id: 'msg_hook-1',
            recipient: 'https://crm.example.com/in?api_key=K123',
            subject: 'lead.created',
            text_body: '{"type":"lead.created"}',
            html_body: '',
            attempts: 2,
            last_error: 'Request cannot be constructed from https://u:p@crm.example.com/in',
          }),
        ])
        .execute();
      await migrateToLatest(any);

      const rows = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
      const hook = rows.find((r) => r.id === 'hook-1');
      const mail = rows.find((r) => r.id === 'mail-1');
      expect(hook).toMatchObject({
        kind: 'webhook',
        lane: 'webhook',
        message_id: 'msg_hook-1',
        recipient: null,
        subject: null,
        text_body: null,
        html_body: null,
        last_error: null,
        status: 'pending',
        // 0017: each endpoint its own queue, claimed by this column (decision 082).
        endpoint: 'https://crm.example.com/in?api_key=K123',
      });
      expect(Number(hook?.attempts)).toBe(2);
      expect(webhookPayload(hook ?? { payload_json: null })).toEqual({
        url: 'https://crm.example.com/in?api_key=K123',
        type: 'lead.created',
        body: '{"type":"lead.created"}',
      });
      expect(mail).toMatchObject({
        kind: 'lead',
        lane: 'mail',
        recipient: 'sales@example.com',
        reply_to: 'pat@example.com',
        subject: 'New contact request',
        text_body: 'Pat wrote',
        html_body: '<p>Pat wrote</p>',
        payload_json: null,
        endpoint: null,
      });
      // The mail columns take null now (a webhook row leaves them so).
      await db.updateTable('outbox').set({ recipient: null }).where('id', '=', 'mail-1').execute();
    } finally {
      await db.destroy();
      await remove();
    }
  });
});
