// Helpers of the forms e2e specs: the stored leads (SQLite in the server's DATA_DIR), the mails the
// SMTP sink wrote, page readiness and the toast on screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Selectable } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { LeadsTable } from '../../server/db/schema.ts';

/** A stored lead as `SELECT *` reads it: the leads table's own row type. */
export type LeadRow = Selectable<LeadsTable>;

function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(join(inject('dataDir'), 'site.db'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function leadsByEmail(email: string): LeadRow[] {
  return query<LeadRow>('SELECT * FROM leads WHERE email = ? ORDER BY created_at', email);
}

/** Waits until exactly one lead with this e-mail is stored, and returns it. */
export async function theLead(email: string): Promise<LeadRow> {
  await expect.poll(() => leadsByEmail(email).length, { timeout: 10_000 }).toBe(1);
  return leadsByEmail(email)[0] as LeadRow;
}

/**
 * The one lead stored for this e-mail, checked to hold `columns`, and the mail sent for it,
 * checked to contain every one of `mailed`.
 */
export async function expectLeadAndMail(
  email: string,
  columns: Partial<LeadRow>,
  mailed: string[],
): Promise<LeadRow> {
  const lead = await theLead(email);
  expect(lead).toMatchObject(columns);
  const mail = await mailFor(lead.id);
  for (const v of mailed) expect(mail).toContain(v);
  return lead;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

/** The first mail the SMTP sink received that mentions `needle` (a lead id, an address), decoded. */
export async function mailFor(needle: string): Promise<string> {
  const dir = inject('mailDir');
  const find = () => {
    for (const f of readdirSync(dir)) {
      const text = decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8'));
      if (text.includes(needle)) return text;
    }
    return undefined;
  };
  await expect.poll(find, { timeout: 20_000, interval: 200 }).toBeDefined();
  return find() as string;
}

/** The confirmation link mailed to `email` for a privacy request: its path and query. */
export async function privacyConfirmLink(email: string): Promise<string> {
  const link = /\/(?:es\/)?privacy-choices\/confirm\?token=[A-Za-z0-9_-]+/.exec(await mailFor(email))?.[0];
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  return link;
}

/** Clicks `opener` and waits for the dialog it opens, named `name`; returns the dialog. */
export async function openDialog(opener: Locator, name: string): Promise<Locator> {
  await opener.click();
  const dialog = opener.page().getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

/** Types into the fields of `scope` found by their labels, in order: label → value. */
export async function fillByLabel(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/** Types the visitor's name, e-mail, ZIP code and phone number into a dialog that asks for a call back. */
export async function fillCallBack(dialog: Locator, name: string, email: string, zip: string, phone: string) {
  await fillByLabel(dialog, { Name: name, Email: email, 'ZIP code': zip, 'Phone number': phone });
}

export const toast = (page: Page) => page.locator('.Toastify__toast');

/** Waits for a toast whose title and message read exactly `text`. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await toast(page).allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).includes(text),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Title and message of the toast on screen. */
export async function toastText(page: Page): Promise<string> {
  await toast(page).first().waitFor({ state: 'visible', timeout: 10_000 });
  return (await toast(page).first().innerText()).replace(/\s+/g, ' ').trim();
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Responses the tests provoke on purpose make Chromium log "Failed to load resource". */
export const failedResource = /Failed to load resource/;

/** What a field shows about its own validity: aria-invalid, its linked message, the danger border. */
export function fieldState(field: Locator) {
  return field.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
    const text = ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    return {
      invalid: el.getAttribute('aria-invalid'),
      text,
      danger: el.className.includes('border-danger-600'),
    };
  });
}
