import { beforeEach, describe, expect, it } from 'vitest';
import { contactCookieNames, readSavedContact, saveContact } from './contact-cookies';

describe('contact form cookies (SPEC 9)', () => {
  beforeEach(() => {
    for (const n of Object.values(contactCookieNames)) {
      // biome-ignore lint/suspicious/noDocumentCookie: test setup
      document.cookie = `${n}=; Path=/; Max-Age=0`;
    }
  });

  it('writes the three named cookies and reads them back, special characters included', () => {
    saveContact({ name: 'Zoë O’Neil; Jr.', email: 'zoe+tv@example.com', subject: 'A=B & C' });
    expect(document.cookie).toContain('contactForm_name=');
    expect(document.cookie).toContain('contactForm_email=');
    expect(document.cookie).toContain('contactForm_subject=');
    expect(readSavedContact()).toEqual({
      name: 'Zoë O’Neil; Jr.',
      email: 'zoe+tv@example.com',
      subject: 'A=B & C',
    });
  });

  it('reads nothing when nothing was saved, and skips an empty subject', () => {
    expect(readSavedContact()).toEqual({});
    saveContact({ name: 'Ada', email: 'ada@example.com' });
    expect(readSavedContact()).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });
});
