import { describe, expect, it } from 'vitest';
import {
  AvailabilityRequest,
  ContactRequest,
  fieldErrorsOf,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_ZIP_MESSAGE,
  multiLine,
  normalizeUsPhone,
  PackageRequest,
  REQUIRED_MESSAGE,
  SUCCESS_MESSAGE,
  sendContactEmailSchema,
  singleLine,
  UNKNOWN_FIELD_MESSAGE,
} from './api.ts';
import { UNKNOWN_CONSENT_MESSAGE } from './lead-record.ts';

const errors = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsOf(r.error as Parameters<typeof fieldErrorsOf>[0]);
};

describe('messages', () => {
  it('are the SPEC words (success with its typo corrected)', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required.');
    expect(INVALID_EMAIL_MESSAGE).toBe('Enter a valid email address.');
    expect(SUCCESS_MESSAGE).toBe('Message sent successfully.');
  });
});

describe('ContactRequest', () => {
  it('requires name and a valid email; subject and comment are optional', () => {
    expect(errors(ContactRequest, {})).toEqual({ name: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE });
    expect(errors(ContactRequest, { name: ' ', email: ' ' })).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
    });
    for (const bad of ['a', 'a@', '@b.co', 'a b@c.co', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      expect(errors(ContactRequest, { name: 'A', email: bad }), bad).toEqual({
        email: INVALID_EMAIL_MESSAGE,
      });
    }
    expect(ContactRequest.parse({ name: ' Ada ', email: ' ada@example.com ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(ContactRequest.parse({ name: 'A', email: 'a@b.co', subject: '', comment: '' })).toMatchObject({
      subject: '',
      comment: '',
    });
  });

  it('rejects unknown fields (the form’s saveData flag is not sent)', () => {
    expect(errors(ContactRequest, { name: 'A', email: 'a@b.co', saveData: true })).toEqual({
      saveData: UNKNOWN_FIELD_MESSAGE,
    });
  });

  it('caps lengths', () => {
    expect(errors(ContactRequest, { name: 'x'.repeat(101), email: 'a@b.co' }).name).toMatch(/at most 100/);
    expect(errors(ContactRequest, { name: 'A', email: 'a@b.co', comment: 'x'.repeat(5001) }).comment).toMatch(
      /at most 5000/,
    );
  });
});

describe('AvailabilityRequest', () => {
  const ok = {
    name: 'G',
    email: 'g@example.com',
    zipCode: '22202',
    contact: '(703) 555-0142',
    consentVersion: '2026-11-23',
  };
  it('requires name, email, zipCode, contact and the consent version; address and city optional', () => {
    expect(errors(AvailabilityRequest, {})).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      zipCode: REQUIRED_MESSAGE,
      contact: REQUIRED_MESSAGE,
      consentVersion: UNKNOWN_CONSENT_MESSAGE,
    });
    expect(AvailabilityRequest.parse(ok)).toEqual({ ...ok, contact: '+17035550142' });
  });
  it('accepts 5-digit ZIPs and ZIP+4, normalised', () => {
    expect(AvailabilityRequest.parse({ ...ok, zipCode: '123456789' }).zipCode).toBe('12345-6789');
    expect(AvailabilityRequest.parse({ ...ok, zipCode: '12345-6789' }).zipCode).toBe('12345-6789');
    for (const bad of ['1234', '123456', 'abcde', '12345-678']) {
      expect(errors(AvailabilityRequest, { ...ok, zipCode: bad }), bad).toEqual({
        zipCode: INVALID_ZIP_MESSAGE,
      });
    }
  });
  it('accepts US phone numbers in the usual spellings, as E.164', () => {
    for (const input of [
      '7035550142',
      '703-555-0142',
      '703.555.0142',
      '(703) 555-0142',
      '+1 703 555 0142',
      '1-703-555-0142',
    ]) {
      expect(normalizeUsPhone(input), input).toBe('+17035550142');
    }
    for (const bad of [
      '555-0142',
      '0035550142',
      '7030550142',
      '+44 20 7946 0958',
      '703555014x',
      '17035550142999',
    ]) {
      expect(normalizeUsPhone(bad), bad).toBeUndefined();
      expect(errors(AvailabilityRequest, { ...ok, contact: bad }), bad).toEqual({
        contact: INVALID_PHONE_MESSAGE,
      });
    }
  });
});

describe('send-contact-email shape', () => {
  it('is availability when zipCode or contact is present or kind says so, contact otherwise', () => {
    expect(sendContactEmailSchema({ name: 'A', email: 'a@b.co' })).toBe(ContactRequest);
    expect(sendContactEmailSchema({ zipCode: '1' })).toBe(AvailabilityRequest);
    expect(sendContactEmailSchema({ contact: '1' })).toBe(AvailabilityRequest);
    expect(sendContactEmailSchema({ kind: 'availability' })).toBe(AvailabilityRequest);
    expect(sendContactEmailSchema({ kind: 'contact', zipCode: '1' })).toBe(ContactRequest);
    expect(sendContactEmailSchema(null)).toBe(ContactRequest);
  });
});

/** A valid package request: the plan of a package card and the visitor who wants it. */
const pkg = {
  packageTitle: 'TV Box',
  packageDescription: ['200+ channels'],
  price: '$45.99',
  planDuration: 'month',
  name: 'A',
  email: 'a@example.com',
  zipCode: '10001',
  contact: '212 555 0199',
  consentVersion: '2026-11-23',
};

describe('PackageRequest', () => {
  it('takes the plan (mbps and recommendation optional, as listing cards lack them) and the visitor', () => {
    expect(PackageRequest.parse(pkg).contact).toBe('+12125550199');
    expect(PackageRequest.parse({ ...pkg, mbps: '80', recommendation: true })).toMatchObject({
      mbps: '80',
      recommendation: true,
    });
    expect(errors(PackageRequest, { ...pkg, recommendation: 'yes' })).toEqual({
      recommendation: REQUIRED_MESSAGE,
    });
    expect(
      errors(PackageRequest, { ...pkg, packageDescription: Array(21).fill('x') }).packageDescription,
    ).toMatch(/at most 20/);
  });
});

describe('text fields: control characters and line breaks (issue 13, items 4 and 5)', () => {
  const BREAKS = ['\r\n', '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029'];
  const CONTROLS = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0080', '\u009f'];
  const avail = {
    name: 'A',
    email: 'a@example.com',
    zipCode: '10001',
    contact: '212 555 0199',
    consentVersion: '2026-11-23',
  };

  it('names lose bidi controls and invisible format characters, and keep joiners', () => {
    const c = ContactRequest.parse({ name: '\u202eevil\u2066 \u200bMallory\ufeff', email: 'a@b.co' });
    expect(c.name).toBe('evil Mallory');
    // Zero-width joiners belong to emoji and to some scripts' spelling.
    expect(singleLine('👩\u200d💻 \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645')).toBe(
      '👩\u200d💻 \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645',
    );
  });

  it('single-line fields become one line and lose control characters but tab', () => {
    for (const br of BREAKS) {
      const forged = `Hi${br}E-mail: attacker@example.net`;
      expect(singleLine(forged), JSON.stringify(br)).toBe('Hi E-mail: attacker@example.net');
      const c = ContactRequest.parse({ name: forged, email: 'a@b.co', subject: forged });
      expect([c.name, c.subject]).toEqual([
        'Hi E-mail: attacker@example.net',
        'Hi E-mail: attacker@example.net',
      ]);
      // A path with a space is not a site path: refused rather than stored with a break.
      expect(errors(ContactRequest, { name: 'A', email: 'a@b.co', page: `/x${br}y` })).toEqual({
        page: 'Enter a site path.',
      });
      const a = AvailabilityRequest.parse({ ...avail, address: forged, city: forged });
      expect([a.address, a.city]).toEqual([
        'Hi E-mail: attacker@example.net',
        'Hi E-mail: attacker@example.net',
      ]);
      const p = PackageRequest.parse({
        ...pkg,
        packageTitle: forged,
        mbps: `8${br}0`,
        price: `$1${br}x`,
        planDuration: `mo${br}x`,
        packageDescription: [forged],
      });
      for (const v of [p.packageTitle, ...p.packageDescription]) {
        expect(v).toBe('Hi E-mail: attacker@example.net');
      }
      expect([p.price, p.planDuration]).toEqual(['$1 x', 'mo x']);
      expect(p.mbps).toBe('8 0');
    }
    for (const ctl of CONTROLS) {
      const c = ContactRequest.parse({ name: `Ad${ctl}a\tL`, email: 'a@b.co', subject: `S${ctl}` });
      expect([c.name, c.subject], JSON.stringify(ctl)).toEqual(['Ada\tL', 'S']);
      const p = PackageRequest.parse({ ...pkg, packageTitle: `T${ctl}V`, packageDescription: [`${ctl}x`] });
      expect([p.packageTitle, p.packageDescription[0]]).toEqual(['TV', 'x']);
    }
  });

  it('a field that is only control characters is empty, so a required one is still required', () => {
    expect(errors(ContactRequest, { name: '\u0000\u0001', email: 'a@b.co' })).toEqual({
      name: REQUIRED_MESSAGE,
    });
  });

  it('the multi-line comment keeps its lines (each break one LF) and tabs, and loses other controls', () => {
    const c = ContactRequest.parse({
      name: 'A',
      email: 'a@b.co',
      comment: 'one\r\ntwo\rthree\u2028four\u0085five\u2029six\u0000\u001b\tend',
    });
    expect(c.comment).toBe('one\ntwo\nthree\nfour\nfive\nsix\tend');
    expect(multiLine('a\r\n\r\nb')).toBe('a\n\nb');
  });
});
