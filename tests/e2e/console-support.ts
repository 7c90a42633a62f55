// Support for the operator console's e2e files (console*.test.ts). Each file starts its own server
// (startSite) on http://localhost:PORT, since WebAuthn needs a domain (SITE_URL to match), on a fresh
// database: SQLite in a new DATA_DIR or, with TEST_DATABASE_URL, a new PostgreSQL database. Then:
// the CLIs run against that server's database (run), typed queries on it (inDatabase, endSessions),
// operators invited by the CLI (inviteLink) and signed in through a virtual WebAuthn authenticator
// (consolePage, signedIn), leads posted through the public API (postLead), a console API POST in a
// page's session (apiPost), and readers: axe, the focused element, the inbox's names, screenshots.
// The state is this module's own, and Vitest gives each test file its own module instance.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Kysely } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { node, runProcess, type ServerProcess, startServerProcess } from '../../scripts/processes.ts';
import { openDatabase } from '../../server/db/database.ts';
import type { Database } from '../../server/db/schema.ts';
import { ApiClient, freePort, freshDatabaseUrl, removeDir } from '../../server/test/helper.ts';
import { getBrowser } from './browser.ts';

export const backend: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** The running site: its address, its temporary directory and the environment its server runs with. */
export const site: { base: string; root: string; env: Record<string, string> } = {
  base: '',
  root: '',
  env: {},
};

let server: ServerProcess | undefined;
let dropDb: () => Promise<void> = async () => {};
const contexts: BrowserContext[] = [];

/** A fresh database and directory, and the server on them; `name` tells this file's apart. */
export async function startSite(name: string, { leadRateLimit }: { leadRateLimit: number }): Promise<void> {
  site.root = mkdtempSync(join(tmpdir(), `${name}-e2e-`));
  const db = await freshDatabaseUrl({ name: backend, enabled: true });
  dropDb = db.drop;
  const port = await freePort();
  site.base = `http://localhost:${port}`;
  site.env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: site.base,
    DATA_DIR: join(site.root, 'data'),
    BUILD_DIR: resolve('build/client'),
    COOKIE_SECRET: `${name}-e2e-cookie-secret-0123456789`,
    LOG_LEVEL: 'warn',
    LEAD_RATE_LIMIT: String(leadRateLimit),
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  };
  await startServer();
}

/** Starts the server (again, after stopServer) on the same port, database and directory. */
export async function startServer(): Promise<void> {
  server = await startServerProcess(site.env, { port: Number(site.env.PORT) });
}

/** SIGTERM, and waits until the server has exited. */
export async function stopServer(): Promise<void> {
  await server?.stop();
}

/** Closes the browser contexts, stops the server, drops the database and removes the directory. */
export async function stopSite(): Promise<void> {
  for (const c of contexts) await c.close();
  await stopServer();
  await dropDb();
  if (site.root) removeDir(site.root);
}

/** `node …args` with the server's environment (its DATA_DIR, DATABASE_URL, SITE_URL). */
export function run(args: string[]) {
  return runProcess(node(...args), { env: site.env });
}

/**
 * Runs `query` against the server's database, from this process over a connection of its own
 * (SQLite in WAL mode takes a second connection; PostgreSQL a second pool): type-checked Kysely,
 * no code in strings.
 */
export async function inDatabase<T>(query: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const d = await openDatabase({ dataDir: site.env.DATA_DIR ?? '', databaseUrl: site.env.DATABASE_URL });
  try {
    return await query(d.db);
  } finally {
    await d.close();
  }
}

/** Ends the operator's sessions as the idle timeout would: sessions are rows, so delete them. */
export async function endSessions(email: string): Promise<void> {
  await inDatabase((db) =>
    db
      .deleteFrom('sessions')
      .where('operator_id', 'in', db.selectFrom('operators').select('id').where('email', '=', email))
      .execute(),
  );
}

/** The enrollment link of a new operator, invited by the operators CLI. */
export async function inviteLink(email: string, role: 'admin' | 'agent' | 'editor'): Promise<string> {
  const r = await run(['server/cli/operators.ts', 'invite', email, '--role', role]);
  expect(r.stderr).toBe('');
  const link = /http:\/\/localhost:\d+\/admin\/enroll#token=[\w-]+/.exec(r.stdout)?.[0];
  if (!link) throw new Error(`no link in ${r.stdout}`);
  return link;
}

/** A fresh browser context with its own virtual platform authenticator (a passkey store). */
export async function consolePage(width = 1366): Promise<Page> {
  const browser = await getBrowser();
  const context = await browser.newContext({ baseURL: site.base, viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

/**
 * A new operator (invited by the CLI) who registered a passkey in a fresh context, with a click or
 * from the keyboard (focus, Enter): signed in, on the inbox (an editor: on the content list).
 */
export async function signedIn(
  email: string,
  role: 'admin' | 'agent' | 'editor' = 'agent',
  width = 1366,
  by: 'click' | 'keyboard' = 'click',
): Promise<Page> {
  const page = await consolePage(width);
  await page.goto(await inviteLink(email, role));
  const register = page.getByRole('button', { name: 'Register a passkey' });
  if (by === 'click') await register.click();
  else {
    await register.focus();
    await page.keyboard.press('Enter');
  }
  const home = role === 'editor' ? 'Content' : 'Inbox';
  await expect.poll(() => page.getByRole('heading', { name: home }).count()).toBe(1);
  return page;
}

/** A lead through the public contact API (`body` as a browser sends it), checked stored; its id. */
export async function postLead(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await new ApiClient(site.base).post('/api/send-contact-email', body, headers);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A console API change made in `page`'s session (its cookies and CSRF token), as a colleague's browser would. */
export async function apiPost(page: Page, path: string, data: unknown): Promise<void> {
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const res = await page.request.post(path, { data, headers: { 'x-xsrf-token': token, origin: site.base } });
  expect(res.status(), await res.text()).toBe(204);
}

/**
 * The focused element in words a test can compare: its tag, its text (trimmed, at most 80
 * characters), its name (the name attribute, else its text) and whether it is inside <main>.
 */
export function focused(page: Page): Promise<{ tag: string; text: string; name: string; inMain: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? 'none',
      text: (el?.textContent ?? '').trim().slice(0, 80),
      name: (el?.getAttribute('name') || el?.textContent || '').trim(),
      inMain: Boolean(el?.closest('main')),
    };
  });
}

/** The first cell of each row of the inbox's table: the names it lists now (with their marks). */
export const listed = (page: Page): Promise<string[]> =>
  page.locator('tbody tr td:first-child').allTextContents();

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's violations (WCAG 2.1 A and AA, best practices) on the page as it is now, one line each;
 * `exclude`: selectors left out (a sandboxed frame that runs no script, which axe cannot enter).
 */
export async function axe(page: Page, exclude: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** With CONSOLE_SCREENSHOTS=DIR, saves a full-page screenshot there to look at by eye. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.CONSOLE_SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
