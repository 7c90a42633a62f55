// The console's inbox for a day of work (issue 29 items 6-8), in Chromium with a virtual WebAuthn
// authenticator, from the keyboard: search by surname, part of an e-mail, a phone's last digits and
// a ZIP; Previous / Next with "51–63 of 63"; no sideways scroll at 320 and 375 px on the inbox, a
// lead, reports, audit log and operators with long names, e-mails and campaign values; a title per
// page; the skip link skips the console's bar (outside <main>); the Menu button on a phone; the
// current section; the lead's name focused when it opens; "← Inbox" back to the same list; not-found
// pages; Retry after a failed load. Issue 36: a dozen one-line rows above the fold at 1366×800 and
// the first lead on a phone's first screen (375×812), filters folded in a queue, each row's last
// note and age, New oldest first and each queue's order kept per operator, and the command bar
// (`/`, Ctrl+K) from every page, keyboard only. Its own server on http://localhost:PORT (SQLite, or PostgreSQL
// with TEST_DATABASE_URL; console-support.ts). With CONSOLE_SCREENSHOTS=DIR it saves screenshots
// at 375 and 1366 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { searchedPeople } from '../../server/test/lead-bodies.ts';
import {
  apiPost,
  axe,
  backend,
  focused,
  listed,
  postLead,
  run,
  shot,
  startSite,
  stopSite,
  signedIn as supportSignedIn,
} from './console-support.ts';

const LONG = {
  name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff',
  email:
    'maximiliana.wolfeschlegelsteinhausenbergerdorff.senior@extraordinarily-long-domain-name.example.com',
  campaign: 'fall-2026-fiber-upgrade-promotion-for-existing-customers-in-northern-virginia',
  source: 'facebook',
};
const PAGER = 63;
/** The ids of the leads posted, by name. */
const ids: Record<string, string> = {};

/** A new operator (invited by the CLI) who registered a passkey with the keyboard: on the inbox. */
const signedIn = (email: string, role: 'admin' | 'agent', width = 1366): Promise<Page> =>
  supportSignedIn(email, role, width, 'keyboard');

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
const post = (body: Record<string, unknown>) =>
  postLead(
    body.contact
      ? { page: '/service/tv', consentVersion: currentConsent.version, ...body }
      : { page: '/contact-us', subject: 'Fiber?', comment: 'Hi', ...body },
  );

beforeAll(async () => {
  await startSite('console-inbox', { leadRateLimit: 1000 });
  // Oldest first: the pager's leads, then the people searched for (newest).
  for (let i = 0; i < PAGER; i++) {
    await post({ name: `Pager Person${i}`, email: `pager${i}@paging.example` });
  }
  for (const body of [
    searchedPeople.grace,
    searchedPeople.alan,
    {
      name: LONG.name,
      email: LONG.email,
      contact: '(703) 555-0142',
      zipCode: '22202',
      attribution: { lastTouch: { source: LONG.source, medium: 'paid-social', campaign: LONG.campaign } },
    },
  ])
    ids[body.name] = await post(body);
});

afterAll(stopSite);

describe(`console inbox, search, phones and orientation in Chromium (${backend})`, () => {
  it('finds people by surname, part of an e-mail, a phone’s last digits and a ZIP, from the keyboard', async () => {
    const page = await signedIn('searcher@example.com', 'agent');
    expect(await page.title()).toBe('Inbox · Operator console');
    // What is typed, and the one person it finds.
    for (const [query, name] of [
      ['Hopper', 'Grace Brewster Hopper'],
      ['Wolfeschlegel', LONG.name],
      ['amazing.gr', 'Grace Brewster Hopper'],
      ['bletchley', 'Alan Mathison Turing'],
      ['2202', 'Alan Mathison Turing'],
      ['555-0142', LONG.name],
      ['94105', 'Alan Mathison Turing'],
      ['Mathison Turing', 'Alan Mathison Turing'],
    ] as [string, string][]) {
      await search(page, query);
      await expect.poll(() => listed(page), { message: query }).toEqual([name]);
    }
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
      .toEqual({ tag: 'h1', text: 'Grace Brewster Hopper', name: 'Grace Brewster Hopper', inMain: true });
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
  }, 120_000); // twelve page loads waiting for the network to settle: near a minute on a loaded 2-core machine

  it('breaks table cells between words, not inside short ones', async () => {
    const page = await signedIn('cells@example.com', 'agent', 1024);
    await search(page, 'Wolfeschlegel');
    await expect.poll(() => listed(page)).toEqual([LONG.name]);
    // "facebook" in the Source column is on one line (it was "faceboo / k").
    const source = page.locator('tbody tr td').nth(6);
    expect(await source.textContent()).toBe('facebook');
    // The lines of its text (the cell holds it in a one-line span, cut short when too long).
    const lines = await source.evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td.firstElementChild ?? td);
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
    expect(await page.getByRole('alert').filter({ hasText: 'could not be reached' }).count()).toBe(1);
    fail = false;
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => listed(page)).toEqual(['Grace Brewster Hopper']);
  });

  it('shows a dozen one-line leads above the fold at 1366×800 and the first on a 375×812 phone, filters folded in a queue', async () => {
    const page = await signedIn('dense@example.com', 'agent');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.locator('main h1').focus();
    await page.keyboard.press('g');
    await page.keyboard.press('n');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('new');
    await expect.poll(() => listed(page)).toHaveLength(50);
    // Opening a queue leaves the filters folded: its own filter is the queue's button.
    const filters = page.locator('main form[aria-label="Filter leads"] > details');
    expect(await filters.getAttribute('open')).toBeNull();
    const rows = await page
      .locator('main tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => tr.getBoundingClientRect()).map((r) => ({ bottom: r.bottom, height: r.height })),
      );
    const above = rows.filter((r) => r.bottom <= 800).length;
    expect(
      above,
      `rows above the fold at 1366×800 (first row's bottom ${rows[0]?.bottom})`,
    ).toBeGreaterThanOrEqual(12);
    // One line a lead: a row is a line of text and its padding.
    expect(Math.max(...rows.map((r) => r.height))).toBeLessThan(40);
    await shot(page, 'inbox-new-1366x800');
    await page.setViewportSize({ width: 375, height: 812 });
    const card = page.locator('main ul[aria-label^="Leads,"] > li').first();
    await card.waitFor();
    const box = await card.evaluate((li) => li.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.bottom, 'the first lead on the first screen at 375×812').toBeLessThanOrEqual(812);
    expect(box.height).toBeLessThan(100);
    console.log(
      `[console-inbox] ${backend}: ${above} rows above the fold at 1366×800 (rows ${Math.max(...rows.map((r) => r.height))} px at most); the first card at 375×812 ends at ${Math.round(box.bottom)} px, ${Math.round(box.height)} px tall`,
    );
    await shot(page, 'inbox-new-375x812');
    // A filter beyond the queue's own opens them, and they say how many are set.
    await page.goto('/admin?status=new&kind=contact');
    await expect.poll(() => filters.getAttribute('open')).toBe('');
    expect(await filters.locator(':scope > summary').textContent()).toBe('▸Filters (1 set)');
  });

  it('shows each lead’s last note and age in its row', async () => {
    const page = await signedIn('noter@example.com', 'agent');
    await apiPost(page, `/api/admin/leads/${ids['Grace Brewster Hopper']}/notes`, {
      text: 'Calls back after 5 pm; prefers a text first.',
    });
    await search(page, 'Hopper');
    const row = page.locator('main tbody tr').first();
    await expect.poll(() => row.textContent()).toContain('Calls back after 5 pm; prefers a text first.');
    expect(await row.locator('time').textContent()).toMatch(/^(just now|\d+ min ago)/);
  });

  it('opens New oldest first (the most overdue on top) and keeps each queue’s order per operator', async () => {
    const page = await signedIn('order@example.com', 'agent');
    const first = async () => (await listed(page))[0];
    const go = async (key: string) => {
      await page.locator('main h1').focus();
      await page.keyboard.press('g');
      await page.keyboard.press(key);
    };
    await go('n');
    await expect.poll(first).toBe('Pager Person0');
    expect(await page.locator('main th[aria-sort]').getAttribute('aria-sort')).toBe('ascending');
    // Turned round from the keyboard: the Received header.
    await page.getByRole('button', { name: /^Received/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(first).toBe(LONG.name);
    await go('u');
    await expect.poll(() => new URL(page.url()).searchParams.get('assigned')).toBe('none');
    await go('n');
    await expect.poll(() => new URL(page.url()).search).toBe('?status=new');
    await expect.poll(first).toBe(LONG.name);
    // Another operator's New is still oldest first.
    const other = await signedIn('order2@example.com', 'agent');
    await other.goto('/admin?status=new');
    await expect.poll(async () => (await listed(other))[0]).toBe('Pager Person0');
  });

  it('searches all leads from every page with / or Ctrl+K: ↓ ↑ and Enter, Escape back, focus never on <body>', async () => {
    const page = await signedIn('commander@example.com', 'admin');
    const role = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);
    const active = () =>
      page.evaluate(() => {
        const box = document.activeElement;
        const id = box?.getAttribute('aria-activedescendant');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
    const grace = `/admin/leads/${ids['Grace Brewster Hopper']}`;
    const pages = [
      '/admin',
      grace,
      '/admin/reports',
      '/admin/operators',
      '/admin/audit',
      '/admin/outbox',
      '/admin/privacy-requests',
      '/admin/data',
      '/admin/no-such-page',
    ];
    for (const [i, path] of pages.entries()) {
      await page.goto(path);
      const h1 = page.locator('main h1').first();
      await h1.waitFor();
      await h1.focus();
      // `/` on one page, Ctrl+K on the next: 1 key, the name, Enter.
      await page.keyboard.press(i % 2 ? 'ControlOrMeta+k' : '/');
      await expect.poll(role, { message: path }).toBe('combobox');
      await page.keyboard.type('Turing');
      await expect.poll(active, { message: path }).toContain('Alan Mathison Turing');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.title(), { message: path })
        .toBe('Alan Mathison Turing · Operator console');
    }

    // Escape goes back where the operator was; two empty searches keep the focus in the box.
    await page.goto('/admin/reports');
    await page.locator('main h1').first().waitFor();
    await page.getByRole('link', { name: 'Last 90 days' }).focus();
    await page.keyboard.press('/');
    await expect.poll(role).toBe('combobox');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await role()).toBe('combobox');
    await page.keyboard.press('Escape');
    expect((await focused(page)).name).toBe('Last 90 days');

    // ↓ and ↑ move along the results (newest first); the last option lists them all in the inbox.
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('Person');
    await expect.poll(active).toContain('Pager Person62');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toContain('Pager Person61');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.title()).toBe('Pager Person61 · Operator console');
    await page.keyboard.press('/');
    await page.keyboard.type('Person');
    await expect.poll(active).toContain('Pager Person62');
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).toBe('All 63 results in the inbox');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Person');

    // In a queue, the chip narrows the search to it; the bar searches all leads without it.
    await page.locator('main h1').focus();
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await expect.poll(() => new URL(page.url()).searchParams.get('assigned')).toBe('me');
    await page.keyboard.press('/');
    await page.keyboard.type('Hopper');
    await expect.poll(active).toContain('Grace Brewster Hopper');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Only in Mine');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => page.getByRole('dialog').locator('[aria-live]').textContent())
      .toBe('No lead matches “Hopper” in Mine.');
    expect(await role()).toBe('combobox');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    expect(await axe(page)).toEqual([]);
  });
  // Last: its lead would change the lists the tests above count.
  it('marks a lead from a Spanish page "Español" in the list and on its page, with its own queue (g e) and filter', async () => {
    const id = await post({
      name: 'Ana García',
      email: 'ana.garcia@example.com',
      contact: '(212) 555-0147',
      zipCode: '10001',
      page: '/es/service/tv',
      language: 'es',
    });
    const page = await signedIn('hablo@example.com', 'agent');
    const row = page.locator('main tbody tr', { hasText: 'Ana García' });
    const mark = row.locator('[lang="es"]', { hasText: 'Español' });
    await mark.waitFor();
    // Read in Spanish, then what it means; no other row has it.
    expect(await row.locator('td').first().textContent()).toContain('Español: answer in Spanish');
    expect(await page.locator('main tbody [lang="es"]').count()).toBe(1);
    const queue = page.getByRole('navigation', { name: 'Queues' }).getByRole('link', { name: /^Español/ });
    expect((await queue.textContent())?.replace(/,.*$/, '')).toBe('Español1');
    await page.locator('main h1').focus();
    await page.keyboard.press('g');
    await page.keyboard.press('e');
    await expect.poll(() => new URL(page.url()).search).toBe('?language=es');
    await expect.poll(async () => (await listed(page)).length).toBe(1);
    expect(await queue.getAttribute('aria-current')).toBe('page');
    // The filter says so too, and leaves the English leads out.
    expect(await page.getByLabel('Language').inputValue()).toBe('es');
    expect(await axe(page)).toEqual([]);
    // Its page says it before anything about the lead.
    await page.getByRole('link', { name: 'Ana García' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/leads/${id}`);
    await page.getByText('Sent from a Spanish page: answer in Spanish.').waitFor();
    expect(await axe(page)).toEqual([]);
  });
});
