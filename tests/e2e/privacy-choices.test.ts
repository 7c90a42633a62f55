// Issue 14 in Chromium: the footer's "Your Privacy Choices" link, the request form, the mailed
// confirmation link and the confirm page's button.
import { expect, test } from 'vitest';
import { privacyChoicesLabel } from '../../content/privacy-choices.ts';
import { PRIVACY_DONE_MESSAGES, PRIVACY_REQUEST_ACCEPTED_MESSAGE } from '../../contracts/privacy.ts';
import { openPage } from './browser.ts';
import { privacyConfirmLink, uniqueEmail } from './forms-support.ts';

test('a visitor asks for deletion from the footer link and confirms it from the mailed link', async () => {
  const page = await openPage('/about-us', { width: 375, height: 800 });
  await page.getByRole('contentinfo').getByRole('link', { name: privacyChoicesLabel }).click();
  await page.waitForURL('**/privacy-choices');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(privacyChoicesLabel);

  const form = page.locator('form[data-form="privacy-choices"]');
  // Nothing chosen, no e-mail: the contracts' messages, no request sent.
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect.poll(() => form.getByText('Choose what you want us to do.').count()).toBe(1);

  const email = uniqueEmail('privacy');
  await form.getByLabel('Delete my information').check();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect.poll(() => form.getByRole('status').innerText()).toBe(PRIVACY_REQUEST_ACCEPTED_MESSAGE);

  const link = await privacyConfirmLink(email);
  expect(link).toMatch(/^\/privacy-choices\/confirm\?token=/);
  const confirm = await openPage(link, { width: 375, height: 800 });
  await confirm.getByRole('button', { name: 'Confirm my request' }).click();
  await expect
    .poll(() => confirm.getByRole('status').filter({ hasText: PRIVACY_DONE_MESSAGES.delete }).count())
    .toBe(1);

  // The link is single use.
  const again = await openPage(link, {
    allowConsoleErrors: [/Failed to load resource/],
  });
  await again.getByRole('button', { name: 'Confirm my request' }).click();
  await expect
    .poll(() => again.getByRole('alert').innerText())
    .toMatch(/not valid, was already used or has expired/);
});
