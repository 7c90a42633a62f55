// Working leads in the console by keyboard alone (issue 29 items 3 to 5), in Chromium with a
// virtual WebAuthn authenticator, on SQLite or (with TEST_DATABASE_URL) PostgreSQL: the core loop
// (from the inbox: a new lead, open it, mark it contacted, be on the next one) with its key presses
// counted; focus after every action never on <body>; the do-not-contact banner, marks and the
// missing call link, with the reason asked before "contacted"; a 409 between two sessions with
// "Apply anyway"; a note draft kept across a session end. Runs its own server on
// http://localhost:PORT (WebAuthn needs a domain) with console-support.ts, as console.test.ts does.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentConsent } from '../../content/consent.ts';
import { ApiClient } from '../../server/test/helper.ts';
import {
  axe,
  backend,
  endSessions,
  focused,
  inDatabase,
  postLead,
  signedIn,
  site,
  startSite,
  stopSite,
} from './console-support.ts';

/** Contact-form leads through the public API; their ids, in the order given. */
async function submit(
  leads: { name: string; email: string; phone?: string; headers?: Record<string, string> }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const l of leads) {
    ids.push(
      await postLead(
        {
          name: l.name,
          email: l.email,
          page: '/contact-us',
          ...(l.phone
            ? { contact: l.phone, zipCode: '22202', consentVersion: currentConsent.version }
            : { subject: 'Fiber?', comment: 'Hi' }),
        },
        l.headers ?? {},
      ),
    );
  }
  return ids;
}

async function expectFocusNotOnBody(page: Page, what: string) {
  await expect.poll(async () => (await focused(page)).tag, { message: what }).not.toBe('body');
  expect((await focused(page)).tag, what).not.toBe('none');
}

const heading = (page: Page) => page.locator('h1').textContent();
/** The work card's status line (what the last change did). */
const said = (page: Page) =>
  page.getByRole('region', { name: 'Work on this lead' }).getByRole('status').textContent();
const statusOf = (id: string) =>
  inDatabase((db) =>
    db.selectFrom('leads').select(['status', 'version']).where('id', '=', id).executeTakeFirstOrThrow(),
  );

beforeAll(() => startSite('console-lead', { leadRateLimit: 1000 }));

afterAll(stopSite);

describe(`working leads by keyboard in Chromium (${backend})`, () => {
  it('does the core loop in 3 key presses (31 on main), j / k, g i back to the row, ? and / , focus never on <body>', async () => {
    const page = await signedIn('looper@example.com');
    const [one, two, three] = await submit([
      { name: 'Loop One', email: 'loop1@example.com' },
      { name: 'Loop Two', email: 'loop2@example.com' },
      { name: 'Loop Three', email: 'loop3@example.com' },
    ]);
    await page.reload();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);

    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };
    // The core loop: the newest lead (new), open it, mark it contacted, on the next one.
    await press('j');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Loop Three' });
    await press('Enter');
    await expect.poll(() => heading(page)).toBe('Loop Three');
    await expect.poll(async () => (await focused(page)).text).toBe('Loop Three'); // its name has the focus
    // Log and next (issue 36): c opens the outcome dialog, Ctrl+Enter saves and opens the next lead.
    await press('c');
    await press('Control+Enter');
    await expect.poll(() => heading(page)).toBe('Loop Two');
    expect(presses).toBe(4);
    await expect.poll(async () => (await focused(page)).text).toBe('Loop Two');
    expect(await said(page)).toBe('The previous lead (Loop Three): Marked contacted, and it is yours.');
    await expect.poll(async () => (await statusOf(three as string)).status).toBe('contacted');
    expect((await statusOf(two as string)).status).toBe('new');

    // j / k on a lead's page: the next and previous lead of the list it came from.
    await page.keyboard.press('j');
    await expect.poll(() => heading(page)).toBe('Loop One');
    await page.keyboard.press('k');
    await expect.poll(() => heading(page)).toBe('Loop Two');
    // g i: back to the inbox, the focus on the row of the lead it left.
    await page.keyboard.press('g');
    await page.keyboard.press('i');
    await expect.poll(() => page.getByRole('heading', { name: 'Inbox' }).count()).toBe(1);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', text: 'Loop Two' });
    await page.keyboard.press('k');
    expect(await focused(page)).toMatchObject({ text: 'Loop Three' });

    // ?: every shortcut in a dialog; Escape closes it and the focus is back on the row.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(() => help.isVisible()).toBe(true);
    expect(await help.textContent()).toContain('g iGo to the inbox');
    await page.keyboard.press('Escape');
    await expect.poll(() => help.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ text: 'Loop Three' });

    // The inbox's search box (`/` opens the command bar: console-inbox.test.ts). Typing there is
    // typing, not shortcuts (j, c, g i do nothing).
    await page.locator('main input[name="q"]').focus();
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'q' });
    await page.keyboard.type('Loop Tw');
    expect(await page.locator('main input[name="q"]').inputValue()).toBe('Loop Tw');
    expect(page.url()).not.toContain('/leads/');
    // Search: the focus stays in the search box once the list is in.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('q=Loop+Tw');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expectFocusNotOnBody(page, 'after a search');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'q' });
    // A modifier is never a shortcut: Ctrl+j does not move the row focus.
    await page.getByRole('button', { name: /Received/ }).focus();
    await page.keyboard.press('Control+j');
    expect((await focused(page)).text).toMatch(/^Received/);
    // Sort: the focus stays on the sort button.
    await page.locator('main input[name="q"]').fill('Loop');
    await page.locator('main input[name="q"]').press('Enter');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: /Received/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toContain('sort=oldest');
    await expect.poll(() => page.locator('tbody tr td:first-child a').first().textContent()).toBe('Loop One');
    await expectFocusNotOnBody(page, 'after sorting');
    expect((await focused(page)).text).toMatch(/^Received/);
    // Paging: the focus is not lost when the next page comes.
    await page.goto('/admin?q=Loop&limit=2');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page
      .getByRole('navigation', { name: 'Pages', exact: true })
      .getByRole('button', { name: 'Next' })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expectFocusNotOnBody(page, 'after the next page');
    expect(one).toBeTruthy();
  });

  it('keeps the focus on the control or its result after assigning, adding a note and a status change', async () => {
    const page = await signedIn('focus@example.com');
    await signedIn('other-agent@example.com');
    const [id] = await submit([{ name: 'Fay Focus', email: 'fay@example.com' }]);
    await page.goto(`/admin/leads/${id}`);
    await expect.poll(() => heading(page)).toBe('Fay Focus');

    // Choosing in the list saves nothing (arrow keys, typing); "Assign" does.
    const select = page.getByLabel('Assigned to');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('oth');
    await page.waitForTimeout(300);
    expect(
      await inDatabase((db) =>
        db
          .selectFrom('lead_events')
          .select('id')
          .where('lead_id', '=', id as string)
          .execute(),
      ),
    ).toHaveLength(0);
    expect(await select.inputValue()).not.toBe('');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Assign' });
    await page.keyboard.press('Enter');
    await expect.poll(() => said(page)).toBe('Assigned to other-agent@example.com.');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Assign' });
    // "Assign to me" in one press; the focus stays on it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Now: you').count()).toBe(1);
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Assign to me' });

    // n: the note field; Add note: saved, the focus stays on the button, the field empties.
    await page.locator('h1').focus();
    await page.keyboard.press('n');
    expect(await focused(page)).toMatchObject({ tag: 'textarea', name: 'note' });
    await page.keyboard.type('Wants a callback at 5.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('ol').textContent()).toContain('Wants a callback at 5.');
    await expect.poll(() => page.getByLabel('Note', { exact: true }).inputValue()).toBe('');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Add note' });
    // Typed in the note field, "a", "c", "l" and "n" were words, not shortcuts.
    expect((await statusOf(id as string)).status).toBe('new');

    // A status button on a lead opened from a link (no list to take the next from): the outcome
    // dialog, then the new status takes the focus (its button is gone).
    await page.evaluate(() => sessionStorage.removeItem('console.queue'));
    await page.getByRole('button', { name: 'Mark contacted' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'textarea', name: 'note' });
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => said(page)).toBe('Marked contacted. That was the last lead of the list.');
    await expectFocusNotOnBody(page, 'after a status change');
    // The focus is on what the change says, and the new status (shown before it is saved).
    expect((await focused(page)).text).toMatch(/^Marked contacted\./);
    await expect.poll(() => page.getByText('Status: contacted').count()).toBe(1);
    // A key that cannot apply says why (issue 36): c again on a contacted lead.
    await page.keyboard.press('c');
    await expect
      .poll(() => said(page))
      .toBe('A contacted lead cannot become contacted: it can become qualified, lost, invalid.');
    // l: lost, the same way.
    await page.keyboard.press('l');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await statusOf(id as string)).status).toBe('lost');
    await expectFocusNotOnBody(page, 'after l');
    // /: from a lead, the command bar with its search in focus; Escape back to the page.
    await page.keyboard.press('/');
    await expect.poll(() => page.getByRole('dialog', { name: 'Search leads' }).isVisible()).toBe(true);
    expect(await focused(page)).toMatchObject({ tag: 'input' });
    await page.keyboard.press('Escape');
    await expectFocusNotOnBody(page, 'after the command bar');
  });

  it('makes do-not-contact impossible to miss: banner read first, marks in the lists, no call link, a reason before contacting', async () => {
    const [stop] = await submit([
      { name: 'Stella Stop', email: 'stella@example.com', phone: '(202) 555-0177' },
    ]);
    const asked = await new ApiClient(site.base).post('/api/privacy-requests', {
      email: 'stella@example.com',
      type: 'do-not-contact',
    });
    expect(asked.status).toBe(202);
    const mail = await inDatabase((db) =>
      db
        .selectFrom('outbox')
        .select('text_body')
        .where('kind', '=', 'privacy-confirm')
        .where('recipient', '=', 'stella@example.com')
        .executeTakeFirstOrThrow(),
    );
    const token = /confirm\?token=([\w-]+)/.exec(mail.text_body ?? '')?.[1];
    expect((await new ApiClient(site.base).post('/api/privacy-requests/confirm', { token })).status).toBe(
      200,
    );
    // A second lead of hers arrives afterwards (suppressed when it came in), and a GPC one.
    const [again] = await submit([
      { name: 'Stella Stop', email: 'stella@example.com', phone: '(202) 555-0177' },
      { name: 'Gus Gpc', email: 'gus@example.com', headers: { 'sec-gpc': '1' } },
    ]);

    const page = await signedIn('careful@example.com');
    await page.goto('/admin?q=stella%40example.com');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    // The mark is words and an icon of the site's own set (no emoji, issue 36); the second lead is a repeat.
    expect((await page.locator('tbody tr td:first-child').allTextContents()).sort()).toEqual([
      'Stella StopDo not contact',
      'Stella StopDo not contactRepeat',
    ]);
    expect(await page.locator('tbody tr td:first-child svg').count()).toBe(2);
    await page.goto('/admin?q=gus%40example.com');
    await expect
      .poll(() => page.locator('tbody tr td:first-child').textContent())
      .toBe('Gus GpcGPC: do not sell');

    for (const id of [stop, again]) {
      await page.goto(`/admin/leads/${id}`);
      await expect.poll(() => heading(page)).toBe('Stella Stop');
      // The banner comes before the name, and the name (which has the focus) is described by it.
      const alert = page.getByRole('alert');
      expect(await alert.textContent()).toMatch(/^Do not contact\. /);
      expect(
        await page.evaluate(() => {
          const banner = document.getElementById('do-not-contact') as Element;
          const h1 = document.querySelector('h1') as Element;
          return {
            first: (banner.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
            describedBy: h1.getAttribute('aria-describedby'),
            focused: document.activeElement === h1,
          };
        }),
      ).toEqual({ first: true, describedBy: 'do-not-contact', focused: true });
      // (The site's own toll-free number in the header and footer stays a link.)
      expect(await page.locator('article a[href^="tel:"], article a[href^="mailto:"]').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Request' }).textContent()).toContain(
        '(202) 555-0177 (do not contact)',
      );
    }
    expect(await axe(page)).toEqual([]);
    // The other lead of the contact is marked in its list too.
    expect(await page.getByRole('region', { name: 'Other leads of this contact' }).textContent()).toContain(
      'Do not contact',
    );

    // c asks for the reason in the outcome dialog (required).
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'Log an outcome: Stella Stop' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await focused(page)).toMatchObject({ tag: 'textarea', name: 'note' });
    await page.keyboard.press('Control+Enter'); // no reason: the browser refuses it
    expect(await dialog.isVisible()).toBe(true);
    expect((await statusOf(again as string)).status).toBe('new');
    // The browser puts the focus on the empty reason.
    expect(await focused(page)).toMatchObject({ tag: 'textarea', name: 'reason' });
    await page.keyboard.type('She called us and asked for a quote.');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await statusOf(again as string)).status).toBe('contacted');
    await expectFocusNotOnBody(page, 'after contacting a do-not-contact lead');
    const audit = await inDatabase((db) =>
      db
        .selectFrom('audit_log')
        .select('detail_json')
        .where('action', '=', 'lead.status')
        .where('target', '=', again as string)
        .executeTakeFirstOrThrow(),
    );
    await expect
      .poll(() => page.locator('ol').textContent())
      .toContain('Status new → contacted despite do-not-contact: She called us and asked for a quote.');
    expect(JSON.parse(audit.detail_json ?? 'null')).toEqual({
      from: 'new',
      to: 'contacted',
      reason: 'She called us and asked for a quote.',
      doNotContact: true,
    });
  });

  it('answers a change to a lead someone changed since with who changed what, and "Apply anyway"', async () => {
    const [id] = await submit([{ name: 'Connie Conflict', email: 'connie@example.com' }]);
    const ann = await signedIn('ann@example.com');
    const bob = await signedIn('bob@example.com');
    // Ann's page does not hear of Bob's change (its live feed is cut, as a dropped connection
    // would): it holds the lead as it was when she opened it. With the feed, her page would show
    // Bob's change first, and her change would be made on the lead as it is (console-live.test.ts).
    await ann.route('**/api/admin/events**', (r) => r.abort());
    for (const p of [ann, bob]) {
      // Opened from a link, not a list: log and next stays on the lead.
      await p.evaluate(() => sessionStorage.removeItem('console.queue'));
      await p.goto(`/admin/leads/${id}`);
      await expect.poll(() => heading(p)).toBe('Connie Conflict');
    }
    // Bob marks it lost (and takes it); Ann, on her older page, would mark it contacted.
    await bob.keyboard.press('l');
    await bob.keyboard.press('Control+Enter');
    await expect.poll(async () => (await statusOf(id as string)).status).toBe('lost');
    await ann.keyboard.press('c');
    await ann.keyboard.press('Control+Enter');
    const problem = ann.getByRole('region', { name: 'Work on this lead' }).getByRole('alert');
    await expect.poll(() => problem.count()).toBe(1);
    const text = await problem.textContent();
    expect(text).toContain(
      'This lead changed since you opened it: bob@example.com changed the status from new to lost',
    );
    expect(text).toContain('bob@example.com · status new → lost');
    expect(text).toContain('Still make this change?');
    // The page shows the lead as it is now; the focus is still on the page.
    await expect.poll(() => ann.getByText('Status: lost').count()).toBe(1);
    await expectFocusNotOnBody(ann, 'after the conflict');
    expect((await statusOf(id as string)).status).toBe('lost');
    await ann.getByRole('button', { name: 'Apply anyway' }).focus();
    await ann.keyboard.press('Enter');
    await expect.poll(async () => (await statusOf(id as string)).status).toBe('contacted');
    await expectFocusNotOnBody(ann, 'after Apply anyway');
    expect((await statusOf(id as string)).version).toBe(4);
  });

  it('keeps a note draft across a session end and restores it after signing in again', async () => {
    const [id] = await submit([{ name: 'Dora Draft', email: 'dora@example.com' }]);
    const page = await signedIn('drafter@example.com');
    await page.goto(`/admin/leads/${id}`);
    await expect.poll(() => heading(page)).toBe('Dora Draft');
    // a: assign to me, in one press.
    await page.keyboard.press('a');
    await expect.poll(() => page.getByText('Now: you').count()).toBe(1);
    expect(await said(page)).toBe('Assigned to you.');
    await page.keyboard.press('n');
    await page.keyboard.type('Asked about the 1 Gbps plan; call back Monday.');
    // The session ends (as the idle timeout would): sessions are rows, so delete them.
    await endSessions('drafter@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Add note: the server says the session is gone
    await expect.poll(() => page.getByText('Your session has expired').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page)).toBe('Dora Draft');
    // The note waited for the same operator to sign in again, and is saved now (issue 36).
    await expect.poll(() => page.locator('ol').textContent()).toContain('call back Monday.');
    await expect
      .poll(() =>
        inDatabase((db) =>
          db
            .selectFrom('lead_events')
            .select('type')
            .where('lead_id', '=', id as string)
            .where('type', '=', 'note')
            .execute(),
        ),
      )
      .toHaveLength(1);
    await expect.poll(() => page.getByLabel('Note', { exact: true }).inputValue()).toBe('');
    await page.reload();
    await expect.poll(() => heading(page)).toBe('Dora Draft');
    expect(await page.getByLabel('Note', { exact: true }).inputValue()).toBe('');
    // Signing out on purpose leaves no note about the person behind in this browser.
    await page.getByLabel('Note', { exact: true }).fill('Spouse answers the phone, ask for Dora.');
    const drafts = () =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('console.noteDraft:')).length);
    expect(await drafts()).toBe(1);
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(1);
    expect(await drafts()).toBe(0);
  });
});
