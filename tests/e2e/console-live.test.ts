// The live inbox and the queues (issue 29 items 1 and 2, issue 36 item 3) in Chromium with a
// virtual WebAuthn authenticator, on SQLite or, with TEST_DATABASE_URL, PostgreSQL: a lead posted
// by the test shows as "1 new lead" (and in the tab title) within 2 s without moving the rows (the
// first row stays where it was to the pixel), the queue counts follow within 2 s, Show or `.`
// brings it in; a colleague's change to a row on the screen appears by itself; an open lead page
// shows a colleague's change within 2 s (who took it, the new status) and who else has it open;
// the queues' counts and their keyboard shortcuts (g then m / u / n); lead age as relative time
// with the exact time; the owner column; speed to lead on the reports page. Its own server and
// sign-in from console-support.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  axe,
  backend,
  listed as names,
  postLead as post,
  shot,
  signedIn,
  startServer,
  startSite,
  stopServer,
  stopSite,
} from './console-support.ts';

/** A message from `name` (an e-mail made of it); its id. */
const postLead = (name: string): Promise<string> =>
  post({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    subject: 'Fiber?',
    comment: 'Hi',
  });

const live = (page: Page) => page.locator('[data-live="open"]').count();
const queue = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Queues' }).getByRole('link', { name: new RegExp(`^${label}`) });
/** A queue's label and count as shown ("New3"), without its shortcut's words for screen readers. */
const count = async (page: Page, label: string) =>
  (await queue(page, label).textContent())?.replace(/,.*$/, '').replace(/\d+ overdue$/, '');
/** Where the first row of the list is on the page (its top, in CSS pixels). */
const firstRowTop = async (page: Page) => (await page.locator('tbody tr').first().boundingBox())?.y;

beforeAll(async () => {
  await startSite('console-live', { leadRateLimit: 100 });
  await postLead('Ada Lovelace');
  await postLead('Grace Hopper');
});

afterAll(stopSite);

describe(`live inbox and queues in Chromium (${backend})`, () => {
  let agent: Page;
  let colleague: Page;

  it('shows a new lead as a quiet notice within 2 s, with the count in the tab title; Show brings it in', async () => {
    agent = await signedIn('agent@example.com', 'agent');
    await expect.poll(() => live(agent)).toBe(1);
    expect(await names(agent)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(await count(agent, 'New')).toBe('New2');
    const top = await firstRowTop(agent);
    const sent = Date.now();
    await postLead('Alan Turing');
    await agent.getByText('1 new lead').waitFor({ timeout: 2000 });
    expect(Date.now() - sent).toBeLessThan(2000);
    // The queue counts follow by themselves.
    await expect.poll(() => count(agent, 'New'), { timeout: 2000 - (Date.now() - sent) }).toBe('New3');
    expect(await count(agent, 'Unassigned')).toBe('Unassigned3');
    // The rows did not move, not by a pixel (the notice floats); the tab says how many came in.
    expect(await names(agent)).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(await firstRowTop(agent)).toBe(top);
    expect(await agent.title()).toMatch(/^\(1\) /);
    await postLead('Katherine Johnson');
    await agent.getByText('2 new leads').waitFor({ timeout: 2000 });
    expect(await agent.title()).toMatch(/^\(2\) /);
    // On a phone too the notice floats over the list, inside the window.
    await agent.setViewportSize({ width: 375, height: 812 });
    const notice = await agent.getByText('2 new leads').boundingBox();
    expect(notice && notice.y + notice.height).toBeLessThanOrEqual(812);
    await shot(agent, 'live-notice-375');
    await agent.setViewportSize({ width: 1366, height: 900 });
    await shot(agent, 'live-notice-1366');
    expect(await axe(agent)).toEqual([]);
    expect(await firstRowTop(agent)).toBe(top);
    // From the keyboard: `.` shows them.
    await agent.locator('body').focus();
    await agent.keyboard.press('.');
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

  it('says so when `.` has nothing to show', async () => {
    await agent.locator('body').focus();
    await agent.keyboard.press('.');
    await agent.getByText('No new leads since the list loaded.').waitFor({ timeout: 2000 });
    await expect.poll(() => agent.getByText('No new leads since the list loaded.').count()).toBe(0);
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
    const text = (label: string) => count(agent, label);
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
    // The New queue opens oldest first (inbox-order.ts).
    await expect.poll(() => names(agent)).toEqual(['Grace Hopper', 'Alan Turing', 'Katherine Johnson']);
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
      .toEqual(['Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Mary Jackson']);
  });

  it('shows a colleague’s change on an open lead page within 2 s, and who else has it open', async () => {
    await agent.goto('/admin?status=new');
    await agent.getByRole('link', { name: 'Katherine Johnson' }).click();
    await agent.getByRole('heading', { name: 'Katherine Johnson' }).waitFor();
    const lead = new URL(agent.url()).pathname.split('/').pop() as string;
    const status = agent.locator('[data-lead-live] [role="status"]');
    const viewers = agent.locator('[data-viewers]');
    await expect.poll(() => viewers.textContent()).toBe('Nobody else has this lead open.');

    // The colleague opens the same lead: the agent sees them within 2 s, and they see the agent.
    let sent = Date.now();
    await colleague.goto(`/admin/leads/${lead}`);
    await colleague.getByRole('heading', { name: 'Katherine Johnson' }).waitFor();
    await expect.poll(() => viewers.textContent()).toBe('Also viewing: colleague@example.com');
    await expect
      .poll(() => colleague.locator('[data-viewers]').textContent())
      .toBe('Also viewing: agent@example.com');

    // They take it: the agent's page says so and shows the new owner within 2 s.
    const me = (await (await colleague.request.get('/api/admin/me')).json()).operator.id;
    sent = Date.now();
    await apiPost(colleague, `/api/admin/leads/${lead}/assign`, { operatorId: me });
    await expect
      .poll(() => status.textContent(), { timeout: 2000 })
      .toBe('colleague@example.com took this lead.');
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(await agent.getByText('Now: you').count()).toBe(0);
    expect(await agent.locator('aside').textContent()).toContain('Now: colleague@example.com');

    // And mark it contacted: the new status within 2 s.
    sent = Date.now();
    await apiPost(colleague, `/api/admin/leads/${lead}/status`, { status: 'contacted' });
    await expect
      .poll(() => status.textContent(), { timeout: 2000 })
      .toBe('colleague@example.com set the status to contacted.');
    expect(Date.now() - sent).toBeLessThan(2000);
    const field = agent.getByRole('region', { name: 'Request' }).locator('dd').nth(1);
    expect(await field.textContent()).toBe('contacted');
    expect(await axe(agent)).toEqual([]);
    await shot(agent, 'live-lead-1366');
    await agent.setViewportSize({ width: 375, height: 812 });
    await shot(agent, 'live-lead-375');
    await agent.setViewportSize({ width: 1366, height: 900 });

    // The colleague goes back to the inbox: the agent sees them leave within 2 s.
    await colleague.getByRole('link', { name: '← Inbox' }).click();
    await expect.poll(() => viewers.textContent(), { timeout: 2000 }).toBe('Nobody else has this lead open.');
    // And comes back, then closes the tab: its stream's end says so.
    await colleague.goBack();
    await expect.poll(() => viewers.textContent()).toBe('Also viewing: colleague@example.com');
    await colleague.close();
    await expect.poll(() => viewers.textContent(), { timeout: 2000 }).toBe('Nobody else has this lead open.');
    await agent.goto('/admin');
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
    await stopServer(); // a graceful shutdown that an open console does not hold up
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
