// Issue 37 item 3 in Chromium: a privacy request made from /es/privacy-choices with the keyboard is
// checked, sent and answered in Spanish; the mailed link opens /es/privacy-choices/confirm, which
// confirms it in Spanish. At 375 and 1366 px neither page shows an English message of its area.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { privacyChoicesPage as spanishPage } from '../../app/i18n/privacy-choices-page.es.ts';
import { privacyChoicesPage } from '../../app/i18n/privacy-choices-page.ts';
import { PRIVACY_ANSWERS } from '../../contracts/privacy.ts';
import { openPage, waitForHydration } from './browser.ts';
import { privacyConfirmLink, uniqueEmail } from './forms-support.ts';

/** Every string of an area's messages (those with parameters aside). */
function messages(area: object): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(area);
  return out;
}

/** The English messages of the area, but for a word the Spanish keeps ("Privacy" of Global Privacy Control). */
function englishMessages(): string[] {
  const spanish = messages(spanishPage);
  return messages(privacyChoicesPage).filter((m) => !spanish.some((s) => s.includes(m)));
}

async function expectSpanish(page: Page, title: string) {
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'lang')).toBe('es-US');
  expect(await page.title()).toBe(`${title} | HomeWire`);
  expect(await page.locator('h1').first().textContent()).toBe(title);
  const shown = await page.locator('body').innerText();
  expect(englishMessages().filter((m) => shown.includes(m))).toEqual([]);
}

describe('privacy choices in Spanish', () => {
  test.each([375, 1366])('both pages are in Spanish at %i px', async (width) => {
    await expectSpanish(await openPage('/es/privacy-choices', { width }), 'Sus opciones de privacidad');
    await expectSpanish(
      await openPage('/es/privacy-choices/confirm', { width }),
      'Confirme su solicitud de privacidad',
    );
  });

  test('a request sent with the keyboard is checked, answered and confirmed in Spanish', async () => {
    const page = await openPage('/es/privacy-choices', { width: 375, height: 800 });
    await waitForHydration(page);
    const form = page.locator('form[data-form="privacy-choices"]');
    const send = form.getByRole('button', { name: 'Enviar mi solicitud' });
    await send.focus();
    await page.keyboard.press('Enter');
    await form.getByText('Elija lo que desea que hagamos.').waitFor();
    await form.getByText('Este campo es obligatorio.').waitFor();

    // The first choice has focus after the failed send; arrows move between the choices.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await form.getByLabel('Envíenme una copia de mi información').isChecked()).toBe(true);
    const email = uniqueEmail('es-privacy');
    await form.getByRole('textbox', { name: 'Correo electrónico' }).focus();
    await page.keyboard.type(email);
    await send.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('status').innerText()).toBe(PRIVACY_ANSWERS.es.accepted);

    const link = await privacyConfirmLink(email);
    expect(link).toMatch(/^\/es\/privacy-choices\/confirm\?token=/);
    const confirm = await openPage(link, { width: 375, height: 800 });
    await waitForHydration(confirm);
    await confirm.getByRole('button', { name: 'Confirmar mi solicitud' }).focus();
    await confirm.keyboard.press('Enter');
    await expect
      .poll(() => confirm.getByRole('status').filter({ hasText: PRIVACY_ANSWERS.es.done.access }).count())
      .toBe(1);
  });
});
