import { describe, expect, it } from 'vitest';
import { siteContactsSeed } from '../../content/site-contacts';
import { isLineOpen } from './business-hours';

// America/New_York is UTC-5 in January (EST) and UTC-4 in July (EDT).
describe('isLineOpen (the seed: 7am-11pm ET)', () => {
  it.each([
    ['2026-01-15T11:59:00Z', false], // 6:59 EST
    ['2026-01-15T12:00:00Z', true], // 7:00 EST
    ['2026-01-16T03:59:00Z', true], // 22:59 EST
    ['2026-01-16T04:00:00Z', false], // 23:00 EST
    ['2026-07-15T11:00:00Z', true], // 7:00 EDT
    ['2026-07-15T10:59:00Z', false], // 6:59 EDT
  ])('%s → %s', (iso, open) => {
    expect(isLineOpen(siteContactsSeed.en.hours, new Date(iso))).toBe(open);
  });
});

describe('isLineOpen (hours an editor set: 8:30am-8pm ET)', () => {
  const hours = { opens: '08:30', closes: '20:00' };
  it.each([
    ['2026-01-15T13:29:00Z', false], // 8:29 EST
    ['2026-01-15T13:30:00Z', true], // 8:30 EST
    ['2026-01-16T00:59:00Z', true], // 19:59 EST
    ['2026-01-16T01:00:00Z', false], // 20:00 EST
  ])('%s → %s', (iso, open) => {
    expect(isLineOpen(hours, new Date(iso))).toBe(open);
  });
});
