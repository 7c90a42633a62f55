// Issue 6: the contact page's Send Us A Message form and Chat With Us, and the home page's
// Subscribe Now, in Chromium against the real server and SMTP sink.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { contactCookieNames } from '../../app/lib/contact-cookies.ts';
import { errorMessages, toastTitles } from '../../app/lib/error-messages.ts';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, SUCCESS_MESSAGE } from '../../contracts/api.ts';
import { type OpenPageOptions, openPage, waitForHydration } from './browser.ts';
import {
  expectLeadAndMail,
  failedResource,
  fieldState,
  fillCallBack,
  leadsByEmail,
  openDialog,
  theLead,
  uniqueEmail,
  waitForToast,
} from './forms-support.ts';

const contactPage = '/contact-us';
const form = (page: Page) => page.locator('form[data-form="contact"]');
const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

async function liveForm(page: Page) {
  await waitForHydration(page);
  await form(page).scrollIntoViewIfNeeded();
  await page.locator('form[data-form="contact"][data-live="true"]').waitFor();
}

const errorOf = (page: Page, name: string) => fieldState(box(page, name));

/** Opens the contact page with its form live and types a name and a fresh e-mail; returns both. */
async function startMessage(tag: string, name: string, options?: OpenPageOptions) {
  const page = await openPage(contactPage, options);
  await liveForm(page);
  const email = uniqueEmail(tag);
  await box(page, 'Name').fill(name);
  await box(page, 'Email').fill(email);
  return { page, email };
}

/** The message the valid-message test sends, as the stored lead's columns hold it. */
const ada = {
  name: 'Ada Lovelace',
  subject: 'Fiber at my address',
  comment: 'Is fiber available on Elm Street?',
};

describe('Send Us A Message', () => {
  test('SPEC 5 display: quiet at first, required after touch, e-mail format once touched; submit flags and focuses', async () => {
    const page = await openPage(contactPage);
    await liveForm(page);
    expect(await form(page).getAttribute('data-submitted')).toBe('false');
    expect(await errorOf(page, 'Name')).toEqual({ invalid: null, text: '', danger: false });

    await box(page, 'Name').focus();
    await box(page, 'Name').blur();
    await expect
      .poll(() => errorOf(page, 'Name'))
      .toEqual({ invalid: 'true', text: REQUIRED_MESSAGE, danger: true });
    expect((await errorOf(page, 'Email')).text).toBe('');

    await box(page, 'Email').fill('ada@');
    expect((await errorOf(page, 'Email')).text).toBe('');
    await box(page, 'Email').blur();
    await expect.poll(async () => (await errorOf(page, 'Email')).text).toBe(INVALID_EMAIL_MESSAGE);
    // Optional fields never complain.
    await box(page, 'Subject').focus();
    await box(page, 'Subject').blur();
    expect((await errorOf(page, 'Subject')).text).toBe('');

    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posts++;
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form(page).getAttribute('data-submitted')).toBe('true');
    // Focus on the first invalid field means the submit ended in the invalid branch: no request
    // can follow from it, so the count is final here.
    expect(await box(page, 'Name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(posts).toBe(0);

    const axe = await new AxeBuilder({ page }).include('form[data-form="contact"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('submit before the validation code arrived still validates (nothing typed is lost)', async () => {
    const page = await openPage(contactPage);
    await waitForHydration(page);
    // No scrolling: the form is far below the fold, so its validation code has not been loaded yet.
    expect(await form(page).getAttribute('data-live')).toBe('false');
    await box(page, 'Name').fill('Early Bird');
    await box(page, 'Name').press('Enter');
    await page.locator('form[data-form="contact"][data-live="true"]').waitFor();
    await expect.poll(() => form(page).getAttribute('data-submitted')).toBe('true');
    expect(await box(page, 'Name').inputValue()).toBe('Early Bird');
    await expect.poll(async () => (await errorOf(page, 'Email')).text).toBe(REQUIRED_MESSAGE);
  });

  test('a valid message is stored and mailed; Success toast; reset; saved details prefill the next visit', async () => {
    const { page, email } = await startMessage('ada', ada.name);
    await box(page, 'Subject').fill(ada.subject);
    await box(page, 'Comment').fill(ada.comment);
    await form(page).getByRole('checkbox').check();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    await expect.poll(() => box(page, 'Name').inputValue()).toBe('');
    expect(await box(page, 'Comment').inputValue()).toBe('');

    await expectLeadAndMail(email, { kind: 'contact', ...ada, page: contactPage }, [
      ada.name,
      email,
      ada.subject,
      ada.comment,
    ]);

    // Session cookies (no expiry) with the three values.
    const cookies = await page.context().cookies();
    const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
    expect(decodeURIComponent(byName[contactCookieNames.name]?.value ?? '')).toBe(ada.name);
    expect(decodeURIComponent(byName[contactCookieNames.email]?.value ?? '')).toBe(email);
    expect(decodeURIComponent(byName[contactCookieNames.subject]?.value ?? '')).toBe(ada.subject);
    for (const n of Object.values(contactCookieNames)) expect(byName[n]?.expires).toBe(-1);

    // Next visit (same browser session): prefilled.
    await page.goto(contactPage);
    await waitForHydration(page);
    await expect.poll(() => box(page, 'Name').inputValue()).toBe(ada.name);
    expect(await box(page, 'Email').inputValue()).toBe(email);
    expect(await box(page, 'Subject').inputValue()).toBe(ada.subject);
    expect(await box(page, 'Comment').inputValue()).toBe('');
  });

  test('without the save box, no cookie is written', async () => {
    const { page, email } = await startMessage('nosave', 'No Save');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    await theLead(email);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names.filter((n) => n.startsWith('contactForm_'))).toEqual([]);
  });

  test('a server error keeps the typed values and tells the visitor (SPEC 8)', async () => {
    const { page, email } = await startMessage('kept', 'Kept Values', {
      allowConsoleErrors: [failedResource],
    });
    await box(page, 'Comment').fill('Please call me back.');
    await page.route('**/api/send-contact-email', (r) =>
      r.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }),
    );
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(page, `${toastTitles.error} ${errorMessages.serverError}`);
    expect(await box(page, 'Name').inputValue()).toBe('Kept Values');
    expect(await box(page, 'Email').inputValue()).toBe(email);
    expect(await box(page, 'Comment').inputValue()).toBe('Please call me back.');
    expect(leadsByEmail(email)).toEqual([]);
  });
});

describe('Chat With Us and Subscribe Now are never dead', () => {
  test('Chat With Us offers the phone line with its status and leads to the message form', async () => {
    const page = await openPage(contactPage);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Chat With Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+1/);
    expect(['open', 'closed']).toContain(
      await dialog.locator('[data-line-status]').getAttribute('data-line-status'),
    );
    await dialog.getByRole('button', { name: /Send us a message/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => box(page, 'Name').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('Subscribe Now opens the plan request for the offer and sends it', async () => {
    const page = await openPage('/');
    await waitForHydration(page);
    const dialog = await openDialog(page.getByRole('button', { name: 'Subscribe Now' }), 'Request this plan');
    const title = await dialog.locator('[data-plan-title]').innerText();
    expect(title.length).toBeGreaterThan(0);
    const email = uniqueEmail('offer');
    await fillCallBack(dialog, 'Offer Taker', email, '30301', '404-555-0111');
    await dialog.getByRole('button', { name: 'Request this plan' }).click();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    const lead = await theLead(email);
    expect(lead.kind).toBe('package');
    expect(JSON.parse(lead.package_json ?? '{}').packageTitle).toBe(title);
  });
});
