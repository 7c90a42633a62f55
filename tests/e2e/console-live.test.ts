// The live inbox and the queues (issue 29 items 1 and 2) in Chromium with a virtual WebAuthn
// authenticator, on SQLite or, with TEST_DATABASE_URL, PostgreSQL: a lead posted by the test shows
// as "1 new lead" (and in the tab title) within 2 s without moving the rows, Show brings it in; a
// colleague's change to a row on the screen appears by itself; the queues' counts and their
// keyboard shortcuts (g then m / u / n); lead age as relative time with the exact time; the owner
// column; speed to lead on the reports page. Sign-in helpers as in console.test.ts (its own server).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, freePort, freshDatabaseUrl, removeDir, waitFor } from '../../server/test/helper.ts';
import { getBrowser } from './browser.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const backend = process.env.TEST_DATABASE_URL
  ? ({ name: 'postgres', enabled: true } as const)
  : ({ name: 'sqlite', enabled: true } as const);

let server: ChildProcess;
let base = '';
let env: Record<string, string> = {};
let root = '';
let dropDb: () => Promise<void> = async () => {};
const contexts: BrowserContext[] = [];

function run(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((res) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => {
      stdout += d;
    });
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) => res({ code, stdout, stderr }));
  });
}

async function inviteLink(email: string, role: 'admin' | 'agent'): Promise<string> {
  const r = await run(['server/cli/operators.ts', 'invite', email, '--role', role]);
  expect(r.stderr).toBe('');
  const link = /http:\/\/localhost:\d+\/admin\/enroll#token=[\w-]+/.exec(r.stdout)?.[0];
  if (!link) throw new Error(`no link in ${r.stdout}`);
  return link;
}

async function signedIn(email: string, role: 'admin' | 'agent'): Promise<Page> {
  const browser = await getBrowser();
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
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
  await page.goto(await inviteLink(email, role));
  await page.getByRole('button', { name: 'Register a passkey' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Inbox' }).count()).toBe(1);
  return page;
}

/** A console API change made in `page`'s session (its cookies and CSRF token), as a colleague's browser would. */
async function apiPost(page: Page, path: string, data: unknown) {
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const res = await page.request.post(path, { data, headers: { 'x-xsrf-token': token, origin: base } });
  expect(res.status(), await res.text()).toBe(204);
}

async function postLead(name: string): Promise<string> {
  const res = await new ApiClient(base).post('/api/send-contact-email', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    subject: 'Fiber?',
    comment: 'Hi',
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const live = (page: Page) => page.locator('[data-live="open"]').count();
const names = (page: Page) => page.locator('tbody tr td:first-child').allTextContents();
const queue = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Queues' }).getByRole('link', { name: new RegExp(`^${label}`) });

async function startServer() {
  server = spawn(process.execPath, ['server/main.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  await waitFor(
    () =>
      fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    { what: 'console server' },
  );
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'console-live-e2e-'));
  const db = await freshDatabaseUrl(backend);
  dropDb = db.drop;
  const port = await freePort();
  base = `http://localhost:${port}`;
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATA_DIR: join(root, 'data'),
    BUILD_DIR: resolve('build/client'),
    COOKIE_SECRET: 'console-live-e2e-cookie-secret-0123456789',
    LOG_LEVEL: 'warn',
    LEAD_RATE_LIMIT: '100',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  };
  await startServer();
  await postLead('Ada Lovelace');
  await postLead('Grace Hopper');
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  server?.kill('SIGTERM');
  await new Promise((r) => (server?.exitCode !== null ? r(null) : server.once('exit', r)));
  await dropDb();
  removeDir(root);
});

describe(`live inbox and queues in Chromium (${backend.name})`, () => {
  let agent: Page;
  let colleague: Page;

  it('shows a new lead as a quiet notice within 2 s, with the count in the tab title; Show brings it in', async () => {
    agent = await signedIn('agent@example.com', 'agent');
    await expect.poll(() => live(agent)).toBe(1);
    expect(await names(agent)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    const sent = Date.now();
    await postLead('Alan Turing');
    await agent.getByText('1 new lead').waitFor({ timeout: 2000 });
    expect(Date.now() - sent).toBeLessThan(2000);
    // The rows did not move; the tab says how many came in.
    expect(await names(agent)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(await agent.title()).toMatch(/^\(1\) /);
    await postLead('Katherine Johnson');
    await agent.getByText('2 new leads').waitFor({ timeout: 2000 });
    expect(await agent.title()).toMatch(/^\(2\) /);
    expect(
      await new AxeBuilder({ page: agent })
        .withTags(AXE_TAGS)
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    // From the keyboard: the notice's Show button.
    await agent.getByRole('button', { name: 'Show' }).focus();
    await agent.keyboard.press('Enter');
    await expect
      .poll(() => names(agent))
      .toEqual(['Katherine Johnson', 'Alan Turing', 'Grace Hopper', 'Ada Lovelace']);
    expect(await agent.title()).not.toMatch(/^\(\d+\)/);
    expect(await agent.getByRole('button', { name: 'Show' }).count()).toBe(0);
    // Focus moved to the first lead, not to the page.
    await expect
      .poll(() => agent.evaluate(() => document.activeElement?.textContent))
      .toBe('Katherine Johnson');
  });

  it('shows age as relative time with the exact time, and a colleague’s change to a shown row by itself', async () => {
    const first = agent.locator('tbody tr').first();
    const time = first.locator('time');
    expect(await time.textContent()).toMatch(/^(just now|\d+ min ago),/);
    expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await time.getAttribute('title')).toMatch(/\d{4}/);
    expect(await first.textContent()).toContain('Nobody');

    colleague = await signedIn('colleague@example.com', 'agent');
    const ada = await await fetchLeadId(colleague, 'Ada Lovelace');
    await apiPost(colleague, `/api/admin/leads/${ada}/status`, { status: 'contacted' });
    const row = agent.locator('tbody tr', { hasText: 'Ada Lovelace' });
    await expect.poll(() => row.textContent(), { timeout: 2000 }).toContain('contacted');
    expect(await agent.getByRole('button', { name: 'Show' }).count()).toBe(0);
  });

  it('has Mine, Unassigned and New with their counts, one click or a shortcut each', async () => {
    await agent.reload();
    await expect.poll(() => live(agent)).toBe(1);
    const text = async (label: string) => (await queue(agent, label).textContent())?.replace(/,.*$/, '');
    expect(await text('Mine')).toBe('Mine0');
    expect(await text('Unassigned')).toBe('Unassigned4');
    expect(await text('New')).toBe('New3');
    // Assign one to me (as the lead page would), then the keyboard: g then m.
    const grace = await fetchLeadId(agent, 'Grace Hopper');
    const me = (await (await agent.request.get('/api/admin/me')).json()).operator.id;
    await apiPost(agent, `/api/admin/leads/${grace}/assign`, { operatorId: me });
    await agent.locator('body').focus();
    await agent.keyboard.press('g');
    await agent.keyboard.press('m');
    await expect.poll(() => agent.url()).toContain('assigned=me');
    await expect.poll(() => names(agent)).toEqual(['Grace Hopper']);
    expect(await queue(agent, 'Mine').getAttribute('aria-current')).toBe('page');
    expect(await text('Mine')).toBe('Mine1');
    expect(await agent.locator('tbody tr').first().textContent()).toContain('agent@example.com');
    await agent.keyboard.press('g');
    await agent.keyboard.press('u');
    await expect.poll(() => agent.url()).toContain('assigned=none');
    await expect.poll(() => names(agent)).toEqual(['Katherine Johnson', 'Alan Turing', 'Ada Lovelace']);
    await agent.keyboard.press('g');
    await agent.keyboard.press('n');
    await expect.poll(() => agent.url()).toContain('status=new');
    await expect.poll(() => names(agent)).toEqual(['Katherine Johnson', 'Alan Turing', 'Grace Hopper']);
    // Typing in the search box is not a shortcut.
    await agent.getByLabel('Search (name, e-mail, phone or ZIP)').focus();
    await agent.keyboard.type('gm');
    expect(agent.url()).toContain('status=new');
    // One click.
    await queue(agent, 'Unassigned').click();
    await expect.poll(() => agent.url()).toContain('assigned=none');
    // On Mine a new lead cannot show: Show opens the New queue, where it is.
    await queue(agent, 'Mine').click();
    await expect.poll(() => agent.url()).toContain('assigned=me');
    await expect.poll(() => live(agent)).toBe(1);
    await postLead('Mary Jackson');
    await agent.getByText('1 new lead').waitFor({ timeout: 2000 });
    await agent.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => agent.url()).toContain('status=new');
    await expect
      .poll(() => names(agent))
      .toEqual(['Mary Jackson', 'Katherine Johnson', 'Alan Turing', 'Grace Hopper']);
  });

  it('comes back by itself after the server restarts, says the list may have changed, and goes on', async () => {
    // An answer that is not a stream (a 503 from a server shutting down) ends an EventSource for
    // good: the console opens a new one a little later.
    await agent.route('**/api/admin/events**', (route) => route.fulfill({ status: 503, body: 'closing' }));
    await agent.goto('/admin');
    await agent.getByRole('heading', { name: 'Inbox' }).waitFor();
    await new Promise((r) => setTimeout(r, 500));
    expect(await live(agent)).toBe(0);
    await agent.unrouteAll();
    await expect.poll(() => live(agent), { timeout: 10_000 }).toBe(1);
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited; // a graceful shutdown that an open console does not hold up
    await expect.poll(() => live(agent)).toBe(0);
    await startServer();
    // A new run cannot resume the old one's ids: reload offered.
    await agent.getByText('The list may have changed.').waitFor({ timeout: 15_000 });
    await expect.poll(() => live(agent)).toBe(1);
    await postLead('Dorothy Vaughan');
    await agent.getByText('1 new lead').waitFor({ timeout: 2000 });
  });

  it('reports speed to lead by agent and by day', async () => {
    await agent.getByRole('link', { name: 'Reports' }).click();
    await agent.getByRole('heading', { name: 'Speed to lead' }).waitFor();
    const table = agent.getByRole('table', { name: 'Speed to lead by agent' });
    expect(await table.textContent()).toContain('colleague@example.com');
  });
});

async function fetchLeadId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(
    `/api/admin/leads?q=${encodeURIComponent(name.split(' ')[0] as string)}`,
  );
  const body = (await res.json()) as { items: { id: string; name: string }[] };
  const lead = body.items.find((l) => l.name === name);
  if (!lead) throw new Error(`no lead ${name}`);
  return lead.id;
}
