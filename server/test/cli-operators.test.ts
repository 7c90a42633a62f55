// `npm run operators -- invite|list|disable` as a process, against the same database as a server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { removeDir, runNode } from './helper.ts';

const run = (args: string[], env: Record<string, string>) =>
  runNode(['server/cli/operators.ts', ...args], env);

describe('npm run operators', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'operators-cli-'));
  const env = {
    DATA_DIR: dataDir,
    SITE_URL: 'https://console.example.com',
    COOKIE_SECRET: 'x'.repeat(40),
    MAIL_FROM: 'website@example.com',
  };
  afterAll(() => removeDir(dataDir));

  it('invites, lists and disables, mailing the one-time link through the outbox', async () => {
    const invited = await run(['invite', 'First@Example.com', '--role', 'admin'], env);
    expect(invited.stderr).toBe('');
    expect(invited.code).toBe(0);
    const link = /https:\/\/console\.example\.com\/admin\/enroll#token=[\w-]{43}/.exec(invited.stdout)?.[0];
    expect(link).toBeTruthy();
    const again = await run(['invite', 'first@example.com', '--role', 'agent'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    expect((await run(['invite', 'x@example.com', '--role', 'boss'], env)).code).toBe(2);

    const listed = await run(['list'], env);
    expect(listed.stdout).toBe('first@example.com\tadmin\tnot enrolled\tpasskeys: 0\n');

    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const mail = await db.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(mail.recipient).toBe('first@example.com');
      expect(mail.lead_id).toBeNull();
      expect(mail.text_body).toContain(link);
      const token = await db.db.selectFrom('enrollment_tokens').selectAll().executeTakeFirstOrThrow();
      expect(token.token_hash).not.toBe(link?.split('#token=')[1]); // only the hash is stored
      expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(24 * 3_600_000);
    } finally {
      await db.close();
    }

    const disabled = await run(['disable', 'first@example.com'], env);
    expect(disabled.code).toBe(0);
    expect((await run(['list'], env)).stdout).toMatch(/^first@example\.com\tadmin\tdisabled 20/);
    expect((await run(['disable', 'nobody@example.com'], env)).code).toBe(1);
  });
});
