// An agent's morning at full speed (issue 36 items 1 and 2), by keyboard alone in Chromium with a
// virtual WebAuthn authenticator, on SQLite or (with TEST_DATABASE_URL) PostgreSQL:
// - keys typed 50 ms apart through ten leads (a, c / l, a note, Ctrl+Enter): every change lands on
//   the lead it was typed for, none is lost, none lands twice;
// - log and next costs two keys a lead (three with a note), counted;
// - each shortcut's response in the browser (from the keydown to the first frame that shows its
//   effect), printed as p50 / p95 for the closing note; not asserted (a loaded 2-core machine is no
//   benchmark), except that nothing waits for a second.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backend,
  focused,
  inDatabase,
  postLead,
  shot,
  signedIn,
  startSite,
  stopSite,
} from './console-support.ts';

async function submit(names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names)
    ids.push(
      await postLead({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        page: '/contact-us',
        subject: 'Fiber?',
        comment: 'Hi',
      }),
    );
  return ids;
}

const heading = (page: Page) => page.locator('h1').textContent();

/** A new operator on the inbox list at `path` (`rows` leads), then on its first lead, `name`. */
async function onFirstLead(email: string, path: string, rows: number, name: string): Promise<Page> {
  const page = await signedIn(email);
  await page.goto(path);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(rows);
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect.poll(() => heading(page)).toBe(name);
  return page;
}

/** Records each keydown's time in the page (before any listener of the console's). */
async function recordKeys(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __keyAt: number };
    window.addEventListener(
      'keydown',
      (e) => {
        if (e.isTrusted) w.__keyAt = e.timeStamp;
      },
      { capture: true },
    );
  });
}

/**
 * Presses `key` and gives the time from its keydown to the first frame in which `shown` holds (a
 * predicate run in the page, checked at every animation frame from just before the press), in ms.
 */
async function timed(page: Page, key: string, shown: string): Promise<number> {
  await page.evaluate((body) => {
    const w = window as unknown as { __shown: Promise<number> };
    const test = new Function(`return (${body});`) as () => boolean;
    const started = performance.now();
    w.__shown = new Promise<number>((resolve, reject) => {
      const frame = (at: number) => {
        if (at > started && test()) resolve(at);
        else if (performance.now() - started > 10_000) reject(new Error(`never shown: ${body}`));
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }, shown);
  await page.keyboard.press(key);
  return page.evaluate(async () => {
    const w = window as unknown as { __shown: Promise<number>; __keyAt: number };
    return (await w.__shown) - w.__keyAt;
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN);
};

beforeAll(() => startSite('console-keys', { leadRateLimit: 1000 }));
afterAll(stopSite);

describe(`no lost key, log and next (${backend})`, () => {
  it('applies keys typed 50 ms apart through ten leads to the lead each was typed for', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `Quick ${String.fromCharCode(65 + i)}`);
    const ids = await submit(names);
    const page = await onFirstLead('quick@example.com', '/admin?status=new&sort=oldest', 10, 'Quick A');

    // For each lead in turn: even ones `a` then `c`, a note, Ctrl+Enter; odd ones `l`, Ctrl+Enter.
    const plan: string[] = [];
    names.forEach((_, i) => {
      if (i % 2 === 0) plan.push('a', 'c', 'type:Left a voicemail', 'Control+Enter');
      else plan.push('l', 'Control+Enter');
    });
    const started = Date.now();
    for (const step of plan) {
      if (step.startsWith('type:')) await page.keyboard.type(step.slice(5), { delay: 50 });
      else await page.keyboard.press(step);
      await page.waitForTimeout(50);
    }
    const typing = Date.now() - started;

    // Every change saved on its own lead, in order; nothing on the lead after the last.
    const rows = async () =>
      inDatabase((db) =>
        db.selectFrom('leads').select(['id', 'status', 'assigned_to']).where('id', 'in', ids).execute(),
      );
    await expect
      .poll(async () => (await rows()).filter((r) => r.status !== 'new').length, { timeout: 30_000 })
      .toBe(10);
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    const me = await inDatabase((db) =>
      db
        .selectFrom('operators')
        .select('id')
        .where('email', '=', 'quick@example.com')
        .executeTakeFirstOrThrow(),
    );
    for (const [i, id] of ids.entries()) {
      expect(byId.get(id), names[i]).toEqual({
        id,
        status: i % 2 === 0 ? 'contacted' : 'lost',
        assigned_to: me.id,
      });
      const events = await inDatabase((db) =>
        db
          .selectFrom('lead_events')
          .select(['type', 'detail_json'])
          .where('lead_id', '=', id)
          .orderBy('version')
          .execute(),
      );
      expect(
        events.map((e) => e.type),
        names[i],
      ).toEqual(i % 2 === 0 ? ['assigned', 'status', 'note'] : ['status', 'assigned']);
      if (i % 2 === 0)
        expect(JSON.parse(events[2]?.detail_json ?? '{}')).toEqual({ text: 'Left a voicemail' });
    }
    // The last lead of the list said so, and the focus is on the page.
    await expect.poll(() => heading(page)).toBe('Quick J');
    expect((await focused(page)).tag).not.toBe('body');
    console.log(
      `[console-keys] ${plan.length} steps typed in ${typing} ms; all ten leads right (${backend})`,
    );
  });

  it('logs and moves on in two keys a lead (three with a note), and says how fast each shortcut answers', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Timed ${String.fromCharCode(65 + i)}`);
    await submit(names);
    const page = await signedIn('timer@example.com');
    await recordKeys(page);
    await page.goto('/admin?status=new&sort=oldest&q=Timed');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(8);

    const times: Record<string, number[]> = { j: [], Enter: [], a: [], c: [], 'Ctrl+Enter (next)': [] };
    times.j?.push(await timed(page, 'j', `document.activeElement?.textContent === 'Timed A'`));
    // The cursor rests on the row a moment (the agent reads it): its lead is asked for meanwhile,
    // and Enter opens it without a round trip. Asking ahead is not an opening (audited once, below).
    await page.waitForTimeout(400);
    times.Enter?.push(await timed(page, 'Enter', `document.querySelector('h1')?.textContent === 'Timed A'`));
    let keys = 0;
    for (const [i, name] of names.entries()) {
      const next = names[i + 1];
      times.a?.push(await timed(page, 'a', `document.body.textContent.includes('Now: you')`));
      times.c?.push(await timed(page, 'c', `document.querySelector('dialog[open]') !== null`));
      keys += 2; // c, Ctrl+Enter
      if (i % 2 === 0) {
        await page.keyboard.type(`Spoke to ${name}.`);
        keys++; // the note (typed, counted once)
      }
      const after = next
        ? `document.querySelector('h1')?.textContent === '${next}'`
        : `document.querySelector('dialog[open]') === null`;
      times['Ctrl+Enter (next)']?.push(await timed(page, 'Control+Enter', after));
    }
    // Two keys a lead without a note, three with one: 8 leads, 4 notes.
    expect(keys).toBe(8 * 2 + 4);
    // Each lead shown was audited as opened once, asked for ahead or not.
    const opened = await inDatabase((db) =>
      db
        .selectFrom('audit_log')
        .innerJoin('leads', 'leads.id', 'audit_log.target')
        .select('leads.name')
        .where('audit_log.action', '=', 'lead.opened')
        .where('leads.name', 'like', 'Timed %')
        .execute(),
    );
    expect(opened.map((r) => r.name).sort()).toEqual(names);
    const summary = Object.entries(times)
      .map(
        ([k, xs]) =>
          `${k}: p50 ${quantile(xs, 0.5)} ms, p95 ${quantile(xs, 0.95)} ms (n=${xs.length}: ${xs.map(Math.round).join(' ')})`,
      )
      .join('; ');
    console.log(`[console-keys] ${backend}: ${summary}`);
    for (const xs of Object.values(times)) for (const x of xs) expect(x).toBeLessThan(1000);
    await expect
      .poll(
        () =>
          inDatabase((db) =>
            db
              .selectFrom('leads')
              .select('id')
              .where('name', 'like', 'Timed %')
              .where('status', '=', 'contacted')
              .execute(),
          ).then((r) => r.length),
        { timeout: 30_000 },
      )
      .toBe(8);
  });

  it('goes on to the next page of the list after its last lead, both asked for ahead', async () => {
    const names = ['Paged A', 'Paged B', 'Paged C', 'Paged D', 'Paged E'];
    await submit(names);
    const page = await signedIn('paged@example.com');
    // The list API asked for after each key, by the page that asks (none means it was asked ahead).
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/admin/leads') asked.push(r.url());
    });
    await page.goto('/admin?q=Paged&sort=oldest&limit=2');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    // Next: the second page, asked for while the first was read (the first page's and its own).
    await expect.poll(() => asked.length).toBe(2);
    await page.getByRole('button', { name: 'Next' }).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain('Paged C');
    // Its own next page (E) is asked for now, not the page shown.
    await expect.poll(() => asked.length).toBe(3);
    expect(asked[2]).toContain('start=5');
    // From D, the last lead of this page, log and next goes on to E, the next page's first lead.
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page)).toBe('Paged D');
    await page.keyboard.press('c');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => heading(page)).toBe('Paged E');
    expect(asked.length).toBe(3);
    // The list is that page now: g i returns to it, the focus on E's row.
    await page.keyboard.press('g');
    await page.keyboard.press('i');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => focused(page).then((f) => f.text)).toBe('Paged E');
    // At the end of the whole list, log and next says so.
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page)).toBe('Paged E');
    await page.keyboard.press('c');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => page.getByText('That was the last lead of the list.').count()).toBe(1);
  });

  it('takes the last change back with z (Undo), and says what it did', async () => {
    const [first, second] = await submit(['Oops First', 'Oops Second']);
    const page = await onFirstLead('oops@example.com', '/admin?q=Oops&sort=oldest', 2, 'Oops First');
    // Logged lost on the wrong lead, with a note; the next lead is open already.
    await page.keyboard.press('l');
    await page.keyboard.type('Not interested.');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => heading(page)).toBe('Oops Second');
    const lead = (id: string) =>
      inDatabase((db) =>
        db
          .selectFrom('leads')
          .select(['status', 'assigned_to'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    await expect.poll(async () => (await lead(first as string)).status).toBe('lost');
    const notices = page.getByRole('status').filter({ hasText: 'Saved:' });
    await expect
      .poll(() => notices.textContent())
      .toContain('Oops First: marked lost with a note, and it is yours.');
    await page.keyboard.press('z');
    await expect.poll(async () => lead(first as string)).toEqual({ status: 'new', assigned_to: null });
    await expect.poll(() => notices.textContent()).toContain('Oops First: undone (marked lost with a note');
    // The note's words are gone from the lead; the second lead was never touched.
    const events = await inDatabase((db) =>
      db
        .selectFrom('lead_events')
        .select('detail_json')
        .where('lead_id', '=', first as string)
        .execute(),
    );
    expect(JSON.stringify(events)).not.toContain('Not interested.');
    expect(await lead(second as string)).toEqual({ status: 'new', assigned_to: null });
    // Nothing left to undo: z says so.
    await page.keyboard.press('z');
    await expect.poll(() => page.getByText('Nothing to undo.').count()).toBe(1);
    expect((await focused(page)).tag).not.toBe('body');
  });

  it('moves its notices off the field that has the focus, at 1366 and 375 px', async () => {
    await submit(['Toast First', 'Toast Second']);
    const page = await onFirstLead('toast@example.com', '/admin?q=Toast&sort=oldest', 2, 'Toast First');
    await page.keyboard.press('c');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => heading(page)).toBe('Toast Second');
    const notices = page.getByRole('status').filter({ hasText: 'Saved:' });
    await expect.poll(() => notices.count()).toBe(1);
    for (const [width, height] of [
      [1366, 800],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The note field at the window's foot, where the notices stand, then focused (n).
      await page
        .locator('textarea[name="note"]:not(dialog textarea)')
        .evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await page.keyboard.press('n');
      await expect.poll(() => focused(page).then((f) => f.name)).toBe('note');
      const covered = () =>
        page.evaluate(() => {
          const a = document.activeElement?.getBoundingClientRect();
          const b = [...document.querySelectorAll('[role="status"]')]
            .find((el) => el.textContent?.includes('Saved:'))
            ?.getBoundingClientRect();
          if (!a || !b) return null;
          return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        });
      await expect.poll(covered, { message: `${width} px`, timeout: 2000 }).toBe(false);
      await shot(page, `lead-notice-over-note-${width}`);
      await page.keyboard.press('Tab');
    }
  });
});
