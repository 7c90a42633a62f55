// Issue 14 in Chromium: a visit from a campaign link is remembered across pages and arrives with the
// lead; the consent disclosure sits directly above the submit button on a phone-sized screen.
import { describe, expect, test } from 'vitest';
import { toastTitles } from '../../app/lib/error-messages.ts';
import { currentConsent } from '../../content/consent.ts';
import { SUCCESS_MESSAGE } from '../../contracts/api.ts';
import { openPage, waitForHydration } from './browser.ts';
import { fillCallBack, openDialog, theLead, uniqueEmail, waitForToast } from './forms-support.ts';

type AttributedLead = {
  id: string;
  page: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  attribution_json: string | null;
  consent_version: string | null;
  gpc: number;
};

describe('campaign attribution and consent', () => {
  test('a campaign visit, two pages later, arrives with the availability request; consent above the button at 375 px', async () => {
    const page = await openPage('/?utm_source=news&utm_medium=email&utm_campaign=fall', {
      width: 375,
      height: 800,
    });
    // Two pages, by the site's own links (client-side navigation, as a visitor browses).
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About us' }).click();
    await page.waitForURL('**/about-us');
    await page
      .getByRole('navigation', { name: 'Services' })
      .getByRole('link', { name: 'TV providers' })
      .click();
    await page.waitForURL('**/service/tv');
    await waitForHydration(page);
    expect(new URL(page.url()).search).toBe('');

    const opener = page.getByRole('button', { name: 'Check Availability' }).first();
    const dialog = await openDialog(opener, 'Check Availability');
    const email = uniqueEmail('campaign');
    await fillCallBack(dialog, 'Campaign Visitor', email, '22201', '(703) 555-0149');

    // The disclosure, verbatim, directly above the submit button, visible at 375 px.
    const notice = dialog.locator('[data-consent-version]');
    const submit = dialog.getByRole('button', { name: 'Check Availability' });
    await submit.scrollIntoViewIfNeeded();
    await notice.scrollIntoViewIfNeeded();
    expect(await notice.isVisible()).toBe(true);
    // What the eye reads is the stored text (the screen-reader hint of the link aside).
    const shown = await notice.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const hint of copy.querySelectorAll('.sr-only')) hint.remove();
      return copy.textContent;
    });
    expect(shown).toBe(currentConsent.text);
    expect(await notice.getAttribute('data-consent-version')).toBe(currentConsent.version);
    const n = await notice.boundingBox();
    const b = await submit.boundingBox();
    expect(n && b).toBeTruthy();
    if (n && b) {
      expect(n.y + n.height).toBeLessThanOrEqual(b.y);
      expect(b.y - (n.y + n.height)).toBeLessThan(40); // nothing in between
      expect(n.width).toBeGreaterThan(250);
    }
    // No other form control sits between the notice and the button.
    const between = await dialog.evaluate((d) => {
      const all = [...d.querySelectorAll('input:not([tabindex="-1"]), select, textarea, button')];
      const notice = d.querySelector('[data-consent-version]');
      const button = [...d.querySelectorAll('button[type="submit"]')][0];
      return all.filter(
        (el) =>
          notice &&
          button &&
          notice.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
          el.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).length;
    });
    expect(between).toBe(0);

    await submit.click();
    await waitForToast(page, `${toastTitles.success} ${SUCCESS_MESSAGE}`);
    const lead = (await theLead(email)) as unknown as AttributedLead;
    expect(lead).toMatchObject({
      page: '/service/tv',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'fall',
      landing_page: '/',
      consent_version: currentConsent.version,
      gpc: 0,
    });
    const touches = JSON.parse(lead.attribution_json ?? '{}');
    expect(touches.firstTouch).toMatchObject({ source: 'news', campaign: 'fall', landingPage: '/' });
    expect(touches.lastTouch).toEqual(touches.firstTouch);
  });
});
