// Issue 6: Check Availability and plan request dialogs in Chromium against the real server and SMTP
// sink: validation display (SPEC 5), stored lead + delivered mail with the typed values, keyboard
// use, focus return, SPEC 8 toasts for provoked failures, one lead per double click, axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { errorMessages, toastTitles } from '../../app/lib/error-messages.ts';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, SUCCESS_MESSAGE } from '../../contracts/api.ts';
import { openPage, waitForHydration } from './browser.ts';
import {
  expectLeadAndMail,
  failedResource,
  fieldState,
  fillByLabel,
  fillCallBack,
  leadsByEmail,
  openDialog,
  theLead,
  toast,
  uniqueEmail,
  waitForToast,
} from './forms-support.ts';

const tvListing = '/service/tv';
const xfinity = '/service/tv/provider-detail/xfinity';

async function openAvailability(page: Page) {
  await waitForHydration(page);
  const opener = page.getByRole('button', { name: 'Check Availability' }).first();
  return { dialog: await openDialog(opener, 'Check Availability'), opener };
}

/** The visitor fillAvailability types in, as the stored lead's columns hold it. */
const grace = { name: 'Grace Hopper', address: '12 Harbor Lane', city: 'Arlington', zip_code: '22201' };

async function fillAvailability(page: Page, email: string) {
  await fillByLabel(page.getByRole('dialog'), {
    Name: grace.name,
    Email: email,
    Address: grace.address,
    City: grace.city,
    'ZIP code': grace.zip_code,
    'Phone number': '(703) 555-0148',
  });
}

/** Opens the plan request of the first Choose Plan button on the page. */
async function openPlanRequest(page: Page) {
  await waitForHydration(page);
  return openDialog(page.getByRole('button', { name: 'Choose Plan' }).first(), 'Request this plan');
}

const errorOf = (page: Page, label: string) => fieldState(page.getByRole('dialog').getByLabel(label));

describe('Check Availability dialog', () => {
  test('its code and the plan request’s are fetched once the page has loaded and is idle, not with the page', async () => {
    // Issue 39: the first tap waited on a chain of chunk requests (visible 2.04 s after the click
    // under mobile throttling). Now they are in the browser before the tap, after the page's load.
    const fetched: { url: string; at: number }[] = [];
    let loadedAt = Number.POSITIVE_INFINITY;
    const page = await openPage(tvListing, {
      beforeGoto: async (p) => {
        p.on('request', (r) => {
          if (/\/assets\/(availability|plan-request)-dialog-[\w-]+\.js$/.test(r.url()))
            fetched.push({ url: r.url(), at: Date.now() });
        });
        p.on('load', () => {
          loadedAt = Date.now();
        });
      },
    });
    await expect.poll(() => fetched.length, { timeout: 15_000 }).toBe(2);
    // After the load event, and not within the moment after it that the page's own load is measured in.
    for (const f of fetched) expect(f.at - loadedAt).toBeGreaterThanOrEqual(2500);
    const requestsBefore = fetched.length;
    const { dialog } = await openAvailability(page);
    expect(await dialog.isVisible()).toBe(true);
    expect(fetched.length).toBe(requestsBefore);
  });

  test('lists the providers reported at the ZIP typed into it, from the coverage data, axe-clean', async () => {
    const page = await openPage(tvListing);
    const { dialog } = await openAvailability(page);
    await dialog.getByLabel('ZIP code').fill('98101');
    // npm start's generated sample (issue 27): the FCC data's providers, marked as sample data.
    await expect.poll(() => dialog.getByRole('heading', { name: /Reported in ZIP 98101/ }).count()).toBe(1);
    expect(await dialog.textContent()).toContain('Sample data, not real coverage');
    expect(await dialog.getByRole('link', { name: 'Plans and prices at 98101' }).count()).toBe(1);
    const results = await new AxeBuilder({ page })
      .include('dialog')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // Another ZIP that is not one: the list goes.
    await dialog.getByLabel('ZIP code').fill('123');
    await expect.poll(() => dialog.getByRole('heading', { name: /Reported in ZIP/ }).count()).toBe(0);
  });

  test('opens with focus inside, shows errors only after touch or submit, with SPEC 5 messages', async () => {
    const page = await openPage(tvListing);
    const { dialog } = await openAvailability(page);
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
    // Focus moved into the dialog, on its first field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    expect(await errorOf(page, 'Name')).toEqual({ invalid: null, text: '', danger: false });

    // Leaving Name empty: required error, danger border, aria-invalid, message linked.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => errorOf(page, 'Name'))
      .toEqual({ invalid: 'true', text: REQUIRED_MESSAGE, danger: true });
    // Untouched fields stay quiet.
    expect((await errorOf(page, 'ZIP code')).text).toBe('');

    // E-mail format error once the e-mail field was touched.
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Email').blur();
    await expect.poll(async () => (await errorOf(page, 'Email')).text).toBe(INVALID_EMAIL_MESSAGE);

    // Submit: every required field reports, the first invalid field gets focus, nothing is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posts++;
    });
    await dialog.getByRole('button', { name: 'Check Availability' }).click();
    await expect.poll(async () => (await errorOf(page, 'ZIP code')).text).toBe(REQUIRED_MESSAGE);
    expect((await errorOf(page, 'Phone number')).text).toBe(REQUIRED_MESSAGE);
    expect((await errorOf(page, 'Address')).text).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
    expect(posts).toBe(0);
  });

  test('a valid request is stored and mailed with the typed values; Success toast; closes; focus returns', async () => {
    const page = await openPage(tvListing);
    const { dialog, opener } = await openAvailability(page);
    const email = uniqueEmail('grace');
    await fillAvailability(page, email);
    await dialog.getByRole('button', { name: 'Check Availability' }).click();

    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await expectLeadAndMail(
      email,
      { kind: 'availability', ...grace, phone: '+17035550148', page: tvListing },
      [grace.name, email, grace.address, grace.city, grace.zip_code],
    );
  });

  test('keyboard only: open with Enter, fill, send with Enter; Esc closes and focus returns', async () => {
    const page = await openPage(tvListing);
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Check Availability' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Check Availability' });
    await dialog.waitFor();

    // Tab never leaves the modal dialog.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest('dialog'),
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // Again, this time filling every field by typing and sending with Enter.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const email = uniqueEmail('keys');
    const values = ['Kay Board', email, '1 Key St', 'Boston', '02108', '617-555-0199'];
    for (const [i, value] of values.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await theLead(email)).city).toBe('Boston');
  });

  test('the close cross has an accessible name and closes the dialog', async () => {
    const page = await openPage(tvListing);
    const { dialog, opener } = await openAvailability(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('axe finds no violation with the dialog open, nor with its errors shown', async () => {
    const page = await openPage(tvListing);
    const { dialog } = await openAvailability(page);
    const open = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(open.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Check Availability' }).click();
    await expect.poll(async () => (await errorOf(page, 'Email')).text).toBe(REQUIRED_MESSAGE);
    const errors = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(errors.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('failures (SPEC 8): the toast tells, the dialog keeps what was typed', () => {
  /** The server answers with this status and error body (extra body fields and headers if given). */
  const answer =
    (status: number, error: string, extra: Record<string, string> = {}, headers?: Record<string, string>) =>
    (page: Page) =>
      page.route('**/api/send-contact-email', (r) =>
        r.fulfill({ status, headers, json: { statusCode: status, error, message: 'x', ...extra } }),
      );
  const cases: [string, (page: Page) => Promise<unknown>, string][] = [
    ['500', answer(500, 'Internal Server Error'), `${toastTitles.error} ${errorMessages.serverError}`],
    [
      '500 ArgumentCountError',
      answer(500, 'x', { exception: 'ArgumentCountError' }),
      `${toastTitles.error} ${errorMessages.argumentCount}`,
    ],
    ['403', answer(403, 'Forbidden'), `${toastTitles.unauthorized} ${errorMessages.accessDenied}`],
    [
      'dropped connection',
      (page) => page.route('**/api/send-contact-email', (r) => r.abort('connectionreset')),
      `${toastTitles.error} ${errorMessages.serverOffline}`,
    ],
    [
      '429',
      answer(429, 'Too Many Requests', {}, { 'Retry-After': '30' }),
      `${toastTitles.error} Too many requests. Please try again in 30 seconds.`,
    ],
  ];

  test.each(cases)('%s', async (_name, provoke, expected) => {
    const page = await openPage(tvListing, { allowConsoleErrors: [failedResource] });
    const { dialog } = await openAvailability(page);
    const email = uniqueEmail('fail');
    await fillAvailability(page, email);
    await provoke(page);
    await dialog.getByRole('button', { name: 'Check Availability' }).click();
    await waitForToast(page, expected);
    expect(await dialog.isVisible()).toBe(true);
    // Inside the open modal dialog, so it is neither behind the backdrop nor inert.
    expect(await dialog.locator('.Toastify__toast[role="alert"]').count()).toBe(1);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    expect(await dialog.getByLabel('City').inputValue()).toBe(grace.city);
    expect(leadsByEmail(email)).toEqual([]);
  });

  test('after a dropped connection, sending again reuses the Idempotency-Key and stores one lead', async () => {
    const page = await openPage(tvListing, { allowConsoleErrors: [failedResource] });
    const { dialog } = await openAvailability(page);
    const email = uniqueEmail('retry');
    await fillAvailability(page, email);
    const keys: string[] = [];
    let first = true;
    // The first attempt reaches the server (the lead is stored) but the answer is lost on the way back.
    await page.route('**/api/send-contact-email', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (first) {
        first = false;
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await dialog.getByRole('button', { name: 'Check Availability' }).click();
    await waitForToast(page, `${toastTitles.error} ${errorMessages.serverOffline}`);
    await dialog.getByRole('button', { name: 'Check Availability' }).click();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await theLead(email);
  });

  test('the spinner covers the dialog while the request is in flight and focus stays on the button', async () => {
    const page = await openPage(tvListing);
    const { dialog } = await openAvailability(page);
    await fillAvailability(page, uniqueEmail('spin'));
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/send-contact-email', async (route) => {
      await held;
      await route.continue();
    });
    const send = dialog.getByRole('button', { name: 'Check Availability' });
    await send.click();
    const spinner = dialog.locator('[data-spinner="dialog"]');
    await expect.poll(() => spinner.innerText()).toBe('Sending…');
    expect(await spinner.getAttribute('role')).toBe('status');
    expect(await spinner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(51, 51, 51, 0.8)',
    );
    expect(await spinner.evaluate((el) => getComputedStyle(el).zIndex)).toBe('99999');
    expect(await send.evaluate((el) => el === document.activeElement)).toBe(true);
    release();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    expect(await page.locator('[data-spinner]').allInnerTexts()).toEqual(['']);
  });
});

test('the ZIP prompt leads to Check Availability with the ZIP and city filled in', async () => {
  const page = await openPage(xfinity);
  await waitForHydration(page);
  const zip = page.getByRole('textbox', { name: 'ZIP code' }).first();
  await zip.fill('80202');
  await zip.press('Enter');
  // The lookup answers first (issue 7); its button opens the dialog for the exact-address check.
  await page.getByRole('button', { name: 'Check availability at your address' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Check Availability' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('ZIP code').inputValue()).toBe('80202');
  expect(await dialog.getByLabel('City').inputValue()).toBe('Denver');
});

describe('plan request (Choose Plan)', () => {
  test('shows the plan as selected, sends it with the visitor details; stored and mailed', async () => {
    const page = await openPage(xfinity);
    await waitForHydration(page);
    await page.getByText('Six Month', { exact: true }).click();
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: 'Choose Plan' }) })
      .first();
    const title =
      (await card.locator('h3').first().innerText()).split('\n')[0]?.replace(/,.*$/, '').trim() ?? '';
    const dialog = await openDialog(card.getByRole('button', { name: 'Choose Plan' }), 'Request this plan');
    expect(await dialog.locator('[data-plan-title]').innerText()).toBe(title);
    expect(await dialog.locator('[data-plan-duration]').innerText()).toBe('Six Month');
    const price = await dialog.locator('[data-plan-price]').innerText();
    expect(price).toMatch(/^\$\d+\.\d\d$/);

    const email = uniqueEmail('plan');
    await fillCallBack(dialog, 'Alan Turing', email, '10001', '212 555 0123');
    await dialog.getByRole('button', { name: 'Request this plan' }).click();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    await dialog.waitFor({ state: 'detached' });

    const lead = await expectLeadAndMail(
      email,
      { kind: 'package', name: 'Alan Turing', zip_code: '10001', phone: '+12125550123' },
      ['Alan Turing', email, '10001', title, 'Six Month'],
    );
    const pkg = JSON.parse(lead.package_json ?? '{}');
    expect(pkg).toMatchObject({ packageTitle: title, price, planDuration: 'Six Month' });
  });

  test('a double click sends one lead', async () => {
    const page = await openPage(xfinity);
    const dialog = await openPlanRequest(page);
    const email = uniqueEmail('double');
    await fillCallBack(dialog, 'Double Click', email, '60601', '312-555-0188');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/send-package-email')) posts++;
    });
    await dialog.getByRole('button', { name: 'Request this plan' }).dblclick();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    // Both clicks were handled before the first answer arrived, so a second request would have
    // been sent before the toast; the stored leads confirm it from the server's side.
    expect(posts).toBe(1);
    expect(leadsByEmail(email)).toHaveLength(1);
  });

  test('shows a field error from the server on the field, without a toast', async () => {
    const page = await openPage(xfinity, { allowConsoleErrors: [failedResource] });
    const dialog = await openPlanRequest(page);
    const email = uniqueEmail('server');
    await fillCallBack(dialog, 'Server Says', email, '60601', '312-555-0188');
    await page.route('**/api/send-package-email', (r) =>
      r.fulfill({
        status: 400,
        json: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some fields need attention.',
          fieldErrors: { email: INVALID_EMAIL_MESSAGE },
        },
      }),
    );
    await dialog.getByRole('button', { name: 'Request this plan' }).click();
    await expect.poll(async () => (await errorOf(page, 'Email')).text).toBe(INVALID_EMAIL_MESSAGE);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('email');
    expect(await toast(page).count()).toBe(0);
  });
});
