// "Save my details" on the contact form (SPEC 9): session cookies with the visitor's name, e-mail
// and subject, read back to prefill the form on the next visit.
import { readCookie, writeSessionCookie } from './cookies';

export const contactCookieNames = {
  name: 'contactForm_name',
  email: 'contactForm_email',
  subject: 'contactForm_subject',
} as const;

export type SavedContact = { name?: string; email?: string; subject?: string };

export function readSavedContact(): SavedContact {
  const saved: SavedContact = {};
  for (const [field, cookie] of Object.entries(contactCookieNames) as [keyof SavedContact, string][]) {
    const value = readCookie(cookie);
    if (value) saved[field] = value;
  }
  return saved;
}

export function saveContact(values: SavedContact): void {
  for (const [field, cookie] of Object.entries(contactCookieNames) as [keyof SavedContact, string][]) {
    writeSessionCookie(cookie, values[field] ?? '');
  }
}
