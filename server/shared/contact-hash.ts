// Keyed hashes of contacts (HMAC-SHA256 under a key derived from COOKIE_SECRET) for the
// suppression list and privacy requests: a leaked database does not give away who opted out, and
// nobody can test an address against it without the key. Changing COOKIE_SECRET orphans the
// list, so deployments set it (README).
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

export type ContactHasher = { email(email: string): string; phone(phone: string): string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function contactHasher(secret: string): ContactHasher {
  const key: KeyObject = createSecretKey(createHmac('sha256', secret).update('contact-hash').digest());
  const hash = (v: string) => createHmac('sha256', key).update(v).digest('base64url');
  return {
    email: (email) => hash(`email:${normalizeEmail(email)}`),
    // Phones are stored normalised to E.164 by the contracts, so the stored value is the key.
    phone: (phone) => hash(`phone:${phone.trim()}`),
  };
}
