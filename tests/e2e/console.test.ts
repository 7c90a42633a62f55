// The operator console in Chromium with a virtual WebAuthn authenticator (CDP WebAuthn domain):
// invite (CLI) → enroll → find a lead by e-mail → open it → change its status and add a note →
// export CSV → sign out → sign in again and land where the operator was; an agent cannot see the
// operators page; axe finds nothing at 375 and 1366 px. WebAuthn needs a domain, so this suite
// runs its own server on http://localhost:PORT (SITE_URL to match), on SQLite or, with
// TEST_DATABASE_URL, PostgreSQL (console-support.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { ApiClient } from '../../server/test/helper.ts';
import {
  axe,
  backend,
  consolePage,
  endSessions,
  inviteLink,
  postLead,
  run,
  shot,
  signedIn,
  site,
  startSite,
  stopSite,
} from './console-support.ts';

/** Presses `key` until the focused element reads `text`, at most `max` times; whether it got there. */
async function focusByKeys(
  page: Page,
  text: string,
  key: 'Tab' | 'Shift+Tab',
  max: number,
): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if ((await page.evaluate(() => document.activeElement?.textContent)) === text) return true;
  }
  return false;
}

/** Whether the button named `name` is on the screen now (not scrolled away). */
function isInViewport(page: Page, name: string): Promise<boolean> {
  return page.getByRole('button', { name }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

/** An agent has no link to an admin page, and opening it anyway shows why and no table. */
async function expectAdminsOnly(agent: Page, link: string, path: string, why: string) {
  expect(await agent.getByRole('link', { name: link }).count()).toBe(0);
  await agent.goto(path);
  await expect.poll(() => agent.getByRole('alert').textContent()).toContain(why);
  expect(await agent.locator('table').count()).toBe(0);
}

beforeAll(async () => {
  await startSite('console', { leadRateLimit: 100 });
  for (const [name, email] of [
    ['Ada Lovelace', 'ada@example.com'],
    ['Grace Hopper', 'grace@example.org'],
    ['Alan Turing', 'alan@example.net'],
  ]) {
    await postLead({ name, email, subject: 'Fiber?', comment: 'Hi', page: '/contact-us' });
  }
});

afterAll(stopSite);

describe(`operator console in Chromium (${backend})`, () => {
  let leadPath = '';

  it('is served no-store and noindex, never in the sitemap; only its sign-in page is prerendered', async () => {
    const shell = await fetch(`${site.base}/admin`);
    const signIn = await fetch(`${site.base}/admin/sign-in?next=%2Fadmin`);
    for (const res of [shell, signIn]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
    // The signed-in pages wait for the operator (the shell says so); the sign-in button comes with
    // its page's HTML, not after the console's code (issue 36: "Loading…" for 1.7 s).
    expect(await shell.text()).toContain('Loading');
    const html = await signIn.text();
    expect(html).toContain('Sign in with a passkey');
    expect(html).not.toContain('Loading');
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/admin');
  });

  it('hydrates the prerendered sign-in page with a session-end note and no mismatch', async () => {
    const page = await consolePage(375);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/admin/sign-in?expired=1&next=%2Fadmin');
    await expect.poll(() => page.getByText('Your session has expired').count()).toBe(1);
    // Hydrated: the button answers (no passkey for this console: it says so).
    await page.getByRole('button', { name: 'Sign in with a passkey' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  it('hydrates the console’s shell on a signed-in path without a mismatch (no language switch in it)', async () => {
    const page = await consolePage(1366);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Not signed in: the shell hydrates, then the page sends the visitor to sign in.
    await page.goto('/admin/content');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    expect(errors).toEqual([]);
    // The shell itself offers no Spanish page: the console has none.
    const shell = await (await fetch(`${site.base}/admin/content`)).text();
    expect(shell).not.toContain('data-language-switch');
    // The public pages still do.
    expect(await (await fetch(`${site.base}/`)).text()).toContain('data-language-switch');
  });

  it('invite → enroll → find a lead by e-mail → status and note → export CSV → sign out → sign in back to where it was', async () => {
    const page = await signedIn('boss@example.com', 'admin');
    expect(new URL(page.url()).hash).toBe(''); // the one-time token is gone from the address bar

    await page.getByLabel('Search (name, e-mail, phone or ZIP)').fill('grace@example.org');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.url()).toContain('q=grace%40example.org');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: 'Grace Hopper' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Grace Hopper' }).count()).toBe(1);
    leadPath = new URL(page.url()).pathname;

    // Log an outcome (issue 36): the dialog, then "Save and next" (no next lead in this list).
    await page.getByRole('button', { name: 'Mark contacted' }).click();
    await page.getByRole('button', { name: 'Save and next' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Work on this lead' }).getByRole('status').textContent())
      .toContain('Marked contacted');
    await page.getByLabel('Note', { exact: true }).fill('Called back, wants fiber.');
    await page.getByRole('button', { name: 'Add note' }).click();
    // A note on its way shows at once ("Saving…"); the timeline has both changes once they are saved.
    await expect.poll(() => page.locator('ol').textContent()).toContain('Note: Called back, wants fiber.');
    await expect.poll(() => page.locator('ol').textContent()).not.toContain('Saving…');
    await expect.poll(() => page.locator('ol').textContent()).toContain('Status new → contacted');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'lead-1366');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'lead-375');
    await page.setViewportSize({ width: 1366, height: 900 });

    // "← Inbox" goes back to the list as it was (the search kept); Clear filters shows every lead.
    await page.getByRole('link', { name: '← Inbox' }).click();
    await expect.poll(() => page.url()).toContain('q=grace%40example.org');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    expect(await axe(page)).toEqual([]);
    // The Received header flips the order (server-side, in the URL).
    const names = () => page.locator('tbody tr td:first-child a').allTextContents();
    expect(await names()).toEqual(['Alan Turing', 'Grace Hopper', 'Ada Lovelace']);
    await page.getByRole('button', { name: /Received/ }).click();
    await expect.poll(names).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    expect(page.url()).toContain('sort=oldest');
    expect(await page.locator('th[aria-sort="ascending"]').count()).toBe(1);
    await page.getByLabel('Search (name, e-mail, phone or ZIP)').fill('grace@example.org');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^id,kind,created_at,name,email/);
    expect(csv).toContain('grace@example.org');
    expect(csv).not.toContain('ada@example.com');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);

    // Signed out, the lead's page sends the operator to sign in, and back to it afterwards.
    await page.goto(leadPath);
    await expect.poll(() => page.url()).toContain('/admin/sign-in?next=');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(leadPath);
    await expect.poll(() => page.getByRole('heading', { name: 'Grace Hopper' }).count()).toBe(1);
  });

  it('tells the operator their session expired and brings them back after signing in', async () => {
    const page = await signedIn('night@example.com', 'agent', 375);
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Search (name, e-mail, phone or ZIP)').fill('ada@example.com');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.url()).toContain('q=ada%40example.com');
    // The server ends the session (as the idle timeout would): sessions are rows, so delete it.
    await endSessions('night@example.com');
    // At 375 px the filters beside the search box are folded away, so the leads show first.
    await shot(page, 'inbox-375');
    expect(await page.getByLabel('Kind').isVisible()).toBe(false);
    // …and each lead is a card, not a table row that scrolls sideways.
    expect(await page.getByRole('table').count()).toBe(0);
    const card = page.getByRole('list', { name: /^Leads/ }).getByRole('listitem');
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toMatch(/^Ada Lovelace/);
    expect(await card.textContent()).toContain('ada@example.com');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.locator('summary', { hasText: /Filters/ }).click();
    await page.getByLabel('Kind').selectOption('contact');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Your session has expired').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => page.url()).toContain('/admin?');
    expect(page.url()).toContain('q=ada%40example.com');
    expect(page.url()).toContain('kind=contact');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  });

  it('works from the keyboard alone, with a visible focus', async () => {
    const page = await consolePage();
    await page.goto(await inviteLink('keys@example.com', 'agent'));
    await page.getByRole('button', { name: 'Register a passkey' }).waitFor();
    await page.keyboard.press('Tab'); // skip link
    expect(await focusByKeys(page, 'Register a passkey', 'Tab', 10)).toBe(true);
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Inbox' }).count()).toBe(1);
    // From the search box, Enter applies the filter and Tab reaches the first lead's link.
    await page.getByLabel('Search (name, e-mail, phone or ZIP)').focus();
    await page.keyboard.type('alan@example.net');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await focusByKeys(page, 'Alan Turing', 'Tab', 20)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Alan Turing' }).count()).toBe(1);
  });

  it('lets an admin invite an agent, who cannot see the operators page', async () => {
    const admin = await signedIn('chief@example.com', 'admin');
    await admin.getByRole('link', { name: 'Operators' }).click();
    await expect.poll(() => admin.getByRole('heading', { name: 'Operators' }).count()).toBe(1);
    expect(await axe(admin)).toEqual([]);
    await admin.getByLabel('E-mail', { exact: true }).fill('agent@example.com');
    await admin.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => admin.locator('code').count()).toBe(1);
    const link = (await admin.locator('code').textContent()) as string;
    expect(link).toContain('/admin/enroll#token=');

    const agent = await consolePage();
    await agent.goto(link);
    await agent.getByRole('button', { name: 'Register a passkey' }).click();
    await expect.poll(() => agent.getByRole('heading', { name: 'Inbox' }).count()).toBe(1);
    await expectAdminsOnly(agent, 'Operators', '/admin/operators', 'Only admins manage operators.');
  });

  /** The admin of the three tests below (signed in by whichever runs first). */
  let warden: Page | undefined;
  const wardenPage = async () => {
    warden ??= await signedIn('warden@example.com', 'admin');
    return warden;
  };
  const names = (page: Page) => () => page.locator('tbody tr td:first-child a').allTextContents();
  /** Contact-form leads through the public API, as browsers send them (attribution, headers). */
  async function submit(leads: [string, string, object, Record<string, string>][]) {
    for (const [name, email, extra, headers] of leads)
      await postLead({ name, email, subject: 'TV?', comment: 'Hi', page: '/contact-us', ...extra }, headers);
  }

  it('filters the inbox by source and by GPC, the filter in the URL', async () => {
    await submit([
      ['Sam Source', 'sam@example.com', { attribution: { lastTouch: { source: 'partner-site' } } }, {}],
      ['Gail Signal', 'gail@example.com', {}, { 'sec-gpc': '1' }],
    ]);
    const admin = await wardenPage();
    await admin.locator('summary', { hasText: /Filters/ }).click();
    await admin.getByText('Campaign and privacy filters').click();
    await admin.getByLabel('Source (utm_source)').fill('Partner-Site');
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => admin.url()).toContain('source=Partner-Site');
    await expect.poll(names(admin)).toEqual(['Sam Source']);
    expect(await axe(admin)).toEqual([]);
    await shot(admin, 'inbox-filtered-1366');
    await admin.setViewportSize({ width: 375, height: 800 });
    // The wide table scrolls inside its own box; the page itself never scrolls sideways.
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await shot(admin, 'inbox-filtered-375');
    await admin.setViewportSize({ width: 1366, height: 900 });
    // The filter is in the URL: the view opens the same from a link, its filters shown open.
    await admin.goto('/admin?gpc=yes');
    await expect.poll(names(admin)).toEqual(['Gail Signal']);
    expect(await admin.getByLabel('Global Privacy Control').inputValue()).toBe('yes');
    await admin.getByLabel('Global Privacy Control').selectOption('no');
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => admin.url()).toContain('gpc=no');
    await expect.poll(names(admin)).not.toContain('Gail Signal');
  });

  it('shows privacy requests to admins (axe-clean at 1366 and 375 px), not to agents', async () => {
    const asked = await new ApiClient(site.base).post('/api/privacy-requests', {
      email: 'asker@example.com',
      type: 'access',
    });
    expect(asked.status).toBe(202);
    const admin = await wardenPage();
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.getByRole('link', { name: 'Privacy requests' }).click();
    await expect.poll(() => admin.getByRole('heading', { name: 'Privacy requests' }).count()).toBe(1);
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    const row = await admin.locator('tbody tr').first().innerText();
    expect(row).toContain('Copy of data');
    expect(row).toContain('Waiting for confirmation');
    expect(row).toContain('asker@example.com');
    expect(await axe(admin)).toEqual([]);
    await shot(admin, 'privacy-requests-1366');
    await admin.setViewportSize({ width: 375, height: 800 });
    expect(await axe(admin)).toEqual([]);
    await shot(admin, 'privacy-requests-375');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    const agent = await signedIn('clerk@example.com', 'agent', 375);
    await expectAdminsOnly(
      agent,
      'Privacy requests',
      '/admin/privacy-requests',
      'Only admins see privacy requests.',
    );
  });

  it('shows an erased lead as a tombstone that says when and why', async () => {
    await submit([
      ['Eve Erase', 'eve@example.com', { attribution: { lastTouch: { source: 'erase-check' } } }, {}],
    ]);
    const erased = await run(['server/cli/leads.ts', 'erase', '--email', 'eve@example.com']);
    expect(erased.stdout).toContain('Erased the personal fields of 1 lead');
    const admin = await wardenPage();
    await admin.goto('/admin?source=erase-check');
    await expect.poll(names(admin)).toEqual(['Erased lead']);
    await admin.getByRole('link', { name: 'Erased lead' }).click();
    await expect.poll(() => admin.getByRole('heading', { name: 'Erased lead' }).count()).toBe(1);
    expect(await admin.getByRole('note').textContent()).toContain('a confirmed deletion request');
    expect(await admin.locator('ol').textContent()).toContain('Personal data erased');
    expect(await admin.getByRole('button', { name: 'Add note' }).count()).toBe(0);
    await shot(admin, 'erased-lead-1366');
    expect(await admin.content()).not.toContain('eve@example.com');
    expect(await axe(admin)).toEqual([]);
  });

  it("shows a lead's consent word for word, where it came from and its privacy flags, at 375 and 1366 px", async () => {
    await postLead(
      {
        name: 'Carla Consent',
        email: 'carla@example.com',
        zipCode: '22202',
        contact: '(202) 555-0188',
        page: '/service/tv',
        consentVersion: currentConsent.version,
        attribution: {
          firstTouch: { source: 'newsletter', medium: 'email', campaign: 'fall', landingPage: '/' },
          lastTouch: { gclid: 'abc123', referrer: 'https://www.google.com/', landingPage: '/service/tv' },
        },
      },
      { 'sec-gpc': '1' },
    );
    const page = await signedIn('compliance@example.com', 'agent', 375);
    await page.getByLabel('Search (name, e-mail, phone or ZIP)').fill('carla@example.com');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name: 'Carla Consent' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Carla Consent' }).count()).toBe(1);
    const consent = page.getByRole('region', { name: 'Consent and privacy' });
    expect(await consent.locator('blockquote').textContent()).toBe(currentConsent.text);
    const text = await consent.textContent();
    expect(text).toContain(`Agreed to version ${currentConsent.version}`);
    expect(text).toContain('Global Privacy ControlSent by the visitor’s browser');
    expect(text).toContain('Do not sell or shareYes');
    const cameFrom = await page.getByRole('region', { name: 'Where it came from' }).textContent();
    expect(cameFrom).toContain('Latest visitGoogle Ads click idabc123Referred byhttps://www.google.com/');
    expect(cameFrom).toContain('First visitSourcenewsletterMediumemailCampaignfall');
    expect(await page.getByRole('link', { name: '(202) 555-0188' }).getAttribute('href')).toBe(
      'tel:+12025550188',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'lead-consent-375');
    // The actions sit under the whole story on a phone; the link at the top gets there.
    expect(await page.getByRole('button', { name: 'Add note' }).isVisible()).toBe(true);
    expect(await isInViewport(page, 'Add note')).toBe(false);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Work on this lead' })
      .click();
    await expect.poll(() => isInViewport(page, 'Mark contacted')).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await axe(page)).toEqual([]);
    await shot(page, 'lead-consent-1366');
  });
});

describe(`console reports in Chromium (${backend})`, () => {
  type Report = {
    total: number;
    days: { day: string; contact: number; availability: number; package: number; total: number }[];
    bySource: { key: string | null; leads: number; qualified: number; won: number }[];
    byLanguage: { key: string | null; leads: number; qualified: number; won: number }[];
  };

  it('draws the charts, shows the same numbers as the API in its tables, axe-clean at 375 and 1366 px, by keyboard', async () => {
    for (const [i, source] of ['google', 'google', 'newsletter'].entries()) {
      await postLead({
        name: `Report Person ${i}`,
        email: `report${i}@example.com`,
        subject: 'Plans',
        comment: 'Hi',
        page: '/contact-us',
        attribution: { lastTouch: { source, medium: 'cpc', landingPage: '/service/tv' } },
      });
    }
    const page = await signedIn('analyst@example.com', 'agent');

    // Agents see reports: the link is in the navigation, reached with Tab and Enter.
    // From the search box (where the inbox puts focus), back up into the console navigation.
    await page.getByLabel('Search (name, e-mail, phone or ZIP)').focus();
    expect(await focusByKeys(page, 'Reports', 'Shift+Tab', 10)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Reports', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.locator('canvas').count()).toBe(8); // seven (the last by language), and speed to lead
    // Today, speed to lead first (issue 36).
    expect(await page.locator('main h2').first().textContent()).toBe('Speed to lead');
    expect(await page.locator('main p').first().textContent()).toMatch(
      /^Leads received on \d{4}-\d{2}-\d{2} /,
    );

    // Every canvas has pixels drawn on it and sits in an image with a text alternative.
    const drawn = await page.locator('canvas').evaluateAll((canvases) =>
      canvases.map((c) => {
        const el = c as HTMLCanvasElement;
        const data = el.getContext('2d')?.getImageData(0, 0, el.width, el.height).data ?? [];
        let inked = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] as number) > 0) inked++;
        const img = el.closest('[role="img"]');
        return { inked, label: img?.getAttribute('aria-label') ?? '' };
      }),
    );
    for (const d of drawn) {
      expect(d.inked).toBeGreaterThan(500);
      expect(d.label).toMatch(/chart .*The table ".+" has every number\./);
    }

    // The tables hold exactly the API's numbers for the range in the URL (today, issue 36).
    const query = new URL(page.url()).search || `?${new URLSearchParams(today())}`;
    const api = (await (await page.request.get(`/api/admin/reports${query}`)).json()) as Report;
    expect(api.total).toBeGreaterThanOrEqual(6);
    const dayRows = await page
      .getByRole('region', { name: 'Leads per day' })
      .locator('tbody tr')
      .allInnerTexts();
    expect(dayRows.map((r) => r.split('\t').map((c) => c.trim()))).toEqual(
      api.days.map((d) => [
        d.day,
        String(d.contact),
        String(d.availability),
        String(d.package),
        String(d.total),
      ]),
    );
    const sourceRows = await page
      .getByRole('region', { name: 'By source' })
      .locator('tbody tr')
      .allInnerTexts();
    const pct = (a: number, b: number) => `${Math.round((a / b) * 1000) / 10}%`;
    expect(sourceRows.map((r) => r.split('\t').map((c) => c.trim()))).toEqual(
      api.bySource.map((s) => [
        s.key ?? '(none)',
        String(s.leads),
        `${s.qualified} (${pct(s.qualified, s.leads)})`,
        `${s.won} (${pct(s.won, s.leads)})`,
      ]),
    );
    expect(api.bySource.find((s) => s.key === 'google')?.leads).toBe(2);
    // Leads by the language of their page (issue 37): these were all sent from English pages.
    const languageRows = await page
      .getByRole('region', { name: 'By language' })
      .locator('tbody tr')
      .allInnerTexts();
    expect(languageRows.map((r) => r.split('\t')[0]?.trim())).toEqual(api.byLanguage.map((l) => l.key));
    expect(api.byLanguage.find((l) => l.key === 'en')?.leads).toBe(api.total);
    expect(await page.getByRole('term').allInnerTexts()).toEqual(['Leads', 'Reached qualified', 'Won']);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: join(site.root, 'reports-1366.png'), fullPage: true });

    // The range lives in the URL: "Last 90 days" changes it, and the day table follows.
    await page.getByRole('link', { name: 'Last 90 days' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Leads per day' }).locator('tbody tr').count())
      .toBe(90);
    expect(new URL(page.url()).searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect.poll(() => page.locator('canvas').count()).toBe(8); // seven (the last by language), and speed to lead
    expect(await axe(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: join(site.root, 'reports-375.png'), fullPage: true });
    if (process.env.REPORTS_SCREENSHOTS) {
      const { copyFileSync } = await import('node:fs');
      for (const w of ['1366', '375'])
        copyFileSync(
          join(site.root, `reports-${w}.png`),
          join(process.env.REPORTS_SCREENSHOTS, `reports-${w}.png`),
        );
    }
  }, 120_000); // eight charts, two widths, axe twice: over a minute on a loaded machine
});

function today() {
  const day = new Date().toISOString().slice(0, 10);
  return { from: day, to: day };
}

describe(`coverage and plan data in the console (${backend})`, () => {
  it('shows admins what is imported and takes a label CSV by keyboard, axe-clean at 1366 and 375 px', async () => {
    const page = await signedIn('data-admin@example.com', 'admin');
    await page.getByRole('link', { name: 'Data' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Data' }).count()).toBe(1);
    // npm start loaded the generated sample: it says so.
    await expect.poll(() => page.locator('dl').first().textContent()).toContain('sample');
    expect(await axe(page)).toEqual([]);

    const { sampleFiles } = await import('../../server/broadband/sample.ts');
    const files = sampleFiles(join(site.root, 'sample-upload'));
    const label = files.labels[0] as string;
    await page.getByLabel('Broadband Facts label CSV').setInputFiles(label);
    await page.getByRole('button', { name: 'Import labels' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/Imported \d+ labels? \(English\) of/);

    // A spreadsheet saved as .xlsx: refused with what to do, sent as its bytes.
    const workbook = join(site.root, 'labels.xlsx');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(workbook, Buffer.from('PK\u0003\u0004\u0014\u0000[Content_Types].xml', 'latin1'));
    await page.getByLabel('Broadband Facts label CSV').setInputFiles(workbook);
    await page.getByRole('button', { name: 'Import labels' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('save it as "CSV UTF-8');

    // A broken file: every error by line, nothing stored.
    const broken = join(site.root, 'broken-labels.csv');
    const lines = readFileSync(label, 'utf8').trimEnd().split(/\r?\n/);
    lines[1] = (lines[1] as string).replace(/^F\d{10}/, 'X12');
    writeFileSync(broken, `${lines.join('\r\n')}\r\n`);
    await page.getByLabel('Broadband Facts label CSV').setInputFiles(broken);
    await page.getByRole('button', { name: 'Import labels' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('line 2');
    await expect.poll(() => page.getByRole('table').first().textContent()).toContain('Refused');
    await shot(page, 'data-1366');

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axe(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await shot(page, 'data-375');
  }, 120_000);
});
