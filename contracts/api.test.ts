import { describe, expect, it } from 'vitest';
import {
  AvailabilityRequest,
  ContactRequest,
  fieldErrorsOf,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_ZIP_MESSAGE,
  normalizeUsPhone,
  PackageRequest,
  REQUIRED_MESSAGE,
  SUCCESS_MESSAGE,
  sendContactEmailSchema,
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

describe('PackageRequest', () => {
  const ok = {
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
  it('takes the plan (mbps and recommendation optional, as listing cards lack them) and the visitor', () => {
    expect(PackageRequest.parse(ok).contact).toBe('+12125550199');
    expect(PackageRequest.parse({ ...ok, mbps: '80', recommendation: true })).toMatchObject({
      mbps: '80',
      recommendation: true,
    });
    expect(errors(PackageRequest, { ...ok, recommendation: 'yes' })).toEqual({
      recommendation: REQUIRED_MESSAGE,
    });
    expect(
      errors(PackageRequest, { ...ok, packageDescription: Array(21).fill('x') }).packageDescription,
    ).toMatch(/at most 20/);
  });
});
