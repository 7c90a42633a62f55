// The console's inbox for a day of work (issue 29 items 6-8), in Chromium with a virtual WebAuthn
// authenticator, from the keyboard: search by surname, part of an e-mail, a phone's last digits and
// a ZIP; Previous / Next with "51–63 of 63"; no sideways scroll at 320 and 375 px on the inbox, a
// lead, reports, audit log and operators with long names, e-mails and campaign values; a title per
// page; the skip link skips the console's bar (outside <main>); the Menu button on a phone; the
// current section; the lead's name focused when it opens; "← Inbox" back to the same list; not-found
// pages; Retry after a failed load. Its own server on http://localhost:PORT (SQLite, or PostgreSQL
// with TEST_DATABASE_URL). With CONSOLE_SCREENSHOTS=DIR it saves screenshots at 375 and 1366 px.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { ApiClient, freePort, freshDatabaseUrl, removeDir, waitFor } from '../../server/test/helper.ts';
import { getBrowser } from './browser.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const LONG = {
  name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff',
  email:
    'maximiliana.wolfeschlegelsteinhausenbergerdorff.senior@extraordinarily-long-domain-name.example.com',
  campaign: 'fall-2026-fiber-upgrade-promotion-for-existing-customers-in-northern-virginia',
  source: 'facebook',
};
const PAGER = 63;

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

/** A fresh browser context with its own virtual platform authenticator (a passkey store). */
async function consolePage(width: number): Promise<Page> {
  const browser = await getBrowser();
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
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

/** A new operator (invited by the CLI) who registered a passkey with the keyboard: on the inbox. */
async function signedIn(email: string, role: 'admin' | 'agent', width = 1366): Promise<Page> {
  const page = await consolePage(width);
  await page.goto(await inviteLink(email, role));
  await page.getByRole('button', { name: 'Register a passkey' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { name: 'Inbox' }).count()).toBe(1);
  return page;
}

async function shot(page: Page, name: string) {
  const dir = process.env.CONSOLE_SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** What the focused element is, in words a test can compare. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: (el?.getAttribute('name') || el?.textContent || '').trim(),
      inMain: Boolean(el?.closest('main')),
    };
  });
}

/** Tab (or Shift+Tab) until the focused element's name or text is `name`; false after `max` presses. */
async function tabTo(page: Page, name: string, max = 40, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if ((await focused(page)).name === name) return true;
  }
  return false;
}

/** Search from the keyboard: to the search box, replace its text, Enter. */
async function search(page: Page, term: string) {
  await page.keyboard.press('Escape');
  await page.locator('main h1').focus();
  expect(await tabTo(page, 'q'), 'search box reached with Tab').toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(term);
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
}

/** The names the inbox lists now (table at 1366 px). */
const listed = (page: Page) => page.locator('tbody tr td:first-child').allTextContents();

/** The page is no wider than the window: nothing scrolls sideways. */
async function fits(page: Page): Promise<{ scrollWidth: number; innerWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // The elements that stick out, for the failure message.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 1 && el.offsetParent !== null)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wide };
  });
}

async function expectFits(page: Page, what: string) {
  const f = await fits(page);
  expect(f.scrollWidth, `${what} at ${f.innerWidth} px: ${f.wide.join(' | ')}`).toBeLessThanOrEqual(
    f.innerWidth,
  );
}

/** A lead through the public API: an availability request when it has a phone, else a message. */
const post = (pub: ApiClient, body: Record<string, unknown>) =>
  pub.post(
    '/api/send-contact-email',
    body.contact
      ? { page: '/service/tv', consentVersion: currentConsent.version, ...body }
      : { page: '/contact-us', subject: 'Fiber?', comment: 'Hi', ...body },
  );

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'console-inbox-e2e-'));
  const db = await freshDatabaseUrl(
    backend === 'postgres'
      ? { name: 'postgres', enabled: true, skipReason: '' }
      : { name: 'sqlite', enabled: true, skipReason: '' },
  );
  dropDb = db.drop;
  const port = await freePort();
  base = `http://localhost:${port}`;
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATA_DIR: join(root, 'data'),
    BUILD_DIR: resolve('build/client'),
    COOKIE_SECRET: 'console-inbox-e2e-cookie-secret-0123456789',
    LOG_LEVEL: 'warn',
    LEAD_RATE_LIMIT: '1000',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  };
  server = spawn(process.execPath, ['server/main.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  await waitFor(
    () =>
      fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    { what: 'console server' },
  );
  const pub = new ApiClient(base);
  // Oldest first: the pager's leads, then the people searched for (newest).
  for (let i = 0; i < PAGER; i++) {
    const res = await post(pub, { name: `Pager Person${i}`, email: `pager${i}@paging.example` });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  for (const body of [
    {
      name: 'Grace Brewster Hopper',
      email: 'amazing.grace@navy.example',
      contact: '(202) 555-7788',
      zipCode: '20001',
    },
    {
      name: 'Alan Mathison Turing',
      email: 'alan@bletchley.example',
      contact: '(415) 552-3141',
      zipCode: '94105',
    },
    {
      name: LONG.name,
      email: LONG.email,
      contact: '(703) 555-0142',
      zipCode: '22202',
      attribution: { lastTouch: { source: LONG.source, medium: 'paid-social', campaign: LONG.campaign } },
    },
  ]) {
    const res = await post(pub, body);
    expect(res.status, await res.clone().text()).toBe(201);
  }
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  server?.kill('SIGTERM');
  await new Promise((r) => (server?.exitCode !== null ? r(null) : server.once('exit', r)));
  await dropDb();
  removeDir(root);
});

describe(`console inbox, search, phones and orientation in Chromium (${backend})`, () => {
  it('finds people by surname, part of an e-mail, a phone’s last digits and a ZIP, from the keyboard', async () => {
    const page = await signedIn('searcher@example.com', 'agent');
    expect(await page.title()).toBe('Inbox · Operator console');
    await search(page, 'Hopper');
    await expect.poll(() => listed(page)).toEqual(['Grace Brewster Hopper']);
    await search(page, 'Wolfeschlegel');
    await expect.poll(() => listed(page)).toEqual([LONG.name]);
    await search(page, 'amazing.gr');
    await expect.poll(() => listed(page)).toEqual(['Grace Brewster Hopper']);
    await search(page, 'bletchley');
    await expect.poll(() => listed(page)).toEqual(['Alan Mathison Turing']);
    await search(page, '3141');
    await expect.poll(() => listed(page)).toEqual(['Alan Mathison Turing']);
    await search(page, '555-0142');
    await expect.poll(() => listed(page)).toEqual([LONG.name]);
    await search(page, '94105');
    await expect.poll(() => listed(page)).toEqual(['Alan Mathison Turing']);
    await search(page, 'Mathison Turing');
    await expect.poll(() => listed(page)).toEqual(['Alan Mathison Turing']);
    expect(await page.getByText('1–1 of 1').count()).toBe(1);
  });

  it('pages with Previous and Next and says where it is: "51–63 of 63"', async () => {
    const page = await signedIn('pager@example.com', 'agent');
    await search(page, 'paging');
    const range = () =>
      page.getByRole('navigation', { name: 'Pages', exact: true }).locator('p').textContent();
    await expect.poll(range).toBe('1–50 of 63');
    // Next is a few Tab presses after the search box (the pager sits above the list).
    await page.locator('main h1').focus();
    expect(await tabTo(page, 'Next', 12)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(range).toBe('51–63 of 63');
    await expect.poll(() => listed(page)).toHaveLength(13);
    expect((await listed(page))[12]).toBe('Pager Person0');
    // Focus stays on Next (now unavailable, not removed), never on <body>.
    expect(await focused(page)).toMatchObject({ name: 'Next', inMain: true });
    expect(await page.getByRole('button', { name: 'Next' }).first().getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe('Previous');
    await page.keyboard.press('Enter');
    await expect.poll(range).toBe('1–50 of 63');
    expect((await listed(page))[0]).toBe('Pager Person62');
    expect(await page.getByRole('button', { name: 'Previous' }).first().getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(await axe(page)).toEqual([]);
  });

  it('opens a lead with its name focused and in the title, marks the section, and "← Inbox" keeps the search', async () => {
    const page = await signedIn('opener@example.com', 'agent');
    await search(page, 'Hopper');
    await expect.poll(() => listed(page)).toEqual(['Grace Brewster Hopper']);
    expect(await page.getByRole('link', { name: 'Inbox', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await tabTo(page, 'Grace Brewster Hopper', 20)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.title()).toBe('Grace Brewster Hopper · Operator console');
    // Focus on the lead's name (the h1), so a screen reader says it, not the menu.
    await expect
      .poll(() => focused(page))
      .toEqual({ tag: 'h1', name: 'Grace Brewster Hopper', inMain: true });
    // The lead's page is in the Inbox's section.
    expect(await page.getByRole('link', { name: 'Inbox', exact: true }).getAttribute('aria-current')).toBe(
      'true',
    );
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe('← Inbox');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Hopper');
    await expect.poll(() => listed(page)).toEqual(['Grace Brewster Hopper']);
    expect(await page.getByLabel('Search (name, e-mail, phone or ZIP)').inputValue()).toBe('Hopper');
  });

  it('has a skip link that skips the console’s bar, which is outside <main>', async () => {
    const page = await signedIn('skipper@example.com', 'admin');
    await page.reload();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    expect(await page.locator('main nav[aria-label="Console"]').count()).toBe(0);
    expect(await page.locator('header nav[aria-label="Console"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Skip to content', inMain: false });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is the page's first control (the Mine queue above the search), past every menu entry.
    expect(await focused(page)).toMatchObject({ name: expect.stringMatching(/^Mine/), inMain: true });
  });

  it('folds the menu behind a Menu button on a phone: one line, opened and closed from the keyboard', async () => {
    const page = await signedIn('phone@example.com', 'admin', 375);
    const bar = page.locator('header').filter({ has: page.getByRole('button', { name: 'Menu' }) });
    const height = await bar.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(70); // one line: the name and the Menu button
    expect(await page.getByRole('link', { name: 'Audit log' }).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Audit log' }).isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Inbox');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).name).toBe('Menu');
    // Following a link closes it.
    await page.keyboard.press('Enter');
    expect(await tabTo(page, 'Reports', 5)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.title()).toBe('Reports · Operator console');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('fits 320 and 375 px on the inbox, a lead, reports, audit log and operators with long values', async () => {
    const admin = await signedIn(
      'max.wolfeschlegelsteinhausenbergerdorff.admin@extraordinarily-long-domain-name.example.com',
      'admin',
    );
    // An operator with a long address, for the operators page.
    await run(['server/cli/operators.ts', 'invite', LONG.email, '--role', 'agent']);
    await search(admin, 'Wolfeschlegel');
    await expect.poll(() => listed(admin)).toEqual([LONG.name]);
    await shot(admin, 'inbox-1366');
    await admin.getByRole('link', { name: LONG.name }).click();
    await expect.poll(() => admin.title()).toBe(`${LONG.name} · Operator console`);
    const leadPath = new URL(admin.url()).pathname;
    await shot(admin, 'lead-1366');
    const pages: [string, string][] = [
      ['inbox', '/admin?q=Wolfeschlegel'],
      ['inbox, all', '/admin'],
      ['lead', leadPath],
      ['reports', '/admin/reports'],
      ['audit log', '/admin/audit'],
      ['operators', '/admin/operators'],
    ];
    for (const width of [320, 375]) {
      await admin.setViewportSize({ width, height: 800 });
      for (const [what, path] of pages) {
        await admin.goto(path);
        await admin.locator('main h1').first().waitFor();
        await admin.waitForLoadState('networkidle');
        await expectFits(admin, what);
        if (width === 375 && what === 'inbox') await shot(admin, 'inbox-375');
        if (width === 375 && what === 'lead') {
          await shot(admin, 'lead-375');
          expect(await axe(admin)).toEqual([]);
        }
      }
    }
  });

  it('breaks table cells between words, not inside short ones', async () => {
    const page = await signedIn('cells@example.com', 'agent', 1024);
    await search(page, 'Wolfeschlegel');
    await expect.poll(() => listed(page)).toEqual([LONG.name]);
    // "facebook" in the Source column is on one line (it was "faceboo / k").
    const source = page.locator('tbody tr td').nth(6);
    expect(await source.textContent()).toBe('facebook');
    const lines = await source.evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });

  it('gives unknown console paths and unknown leads a real "not found" page with the way back', async () => {
    const page = await signedIn('lost@example.com', 'agent');
    await page.goto('/admin/no-such-page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/no-such-page');
    expect(await page.title()).toBe('Page not found · Operator console');
    expect(await axe(page)).toEqual([]);
    await page.goto('/admin/leads/019ab7d2-0000-7000-8000-000000000000');
    await expect.poll(() => page.getByRole('heading', { name: 'Lead not found' }).count()).toBe(1);
    expect(await page.title()).toBe('Lead not found · Operator console');
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.getByRole('link', { name: '← Back to the inbox' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Inbox' }).count()).toBe(1);
  });

  it('offers Retry when a page could not load, and Retry loads it', async () => {
    const page = await signedIn('retry@example.com', 'agent');
    let fail = true;
    await page.route('**/api/admin/leads?**', (route) =>
      fail ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/admin?q=Hopper');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect.poll(() => retry.count()).toBe(1);
    expect(await page.getByRole('alert').textContent()).toContain('could not be reached');
    fail = false;
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => listed(page)).toEqual(['Grace Brewster Hopper']);
  });
});
