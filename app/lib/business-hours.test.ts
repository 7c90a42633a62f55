import { describe, expect, it } from 'vitest';
import { isLineOpen } from './business-hours';

// America/New_York is UTC-5 in January (EST) and UTC-4 in July (EDT).
describe('isLineOpen (7am-11pm ET)', () => {
  it.each([
    ['2026-01-15T11:59:00Z', false], // 6:59 EST
    ['2026-01-15T12:00:00Z', true], // 7:00 EST
    ['2026-01-16T03:59:00Z', true], // 22:59 EST
    ['2026-01-16T04:00:00Z', false], // 23:00 EST
    ['2026-07-15T11:00:00Z', true], // 7:00 EDT
    ['2026-07-15T10:59:00Z', false], // 6:59 EDT
  ])('%s → %s', (iso, open) => {
    expect(isLineOpen(new Date(iso))).toBe(open);
  });
});
