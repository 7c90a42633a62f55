import { describe, expect, it } from 'vitest';
import { privacyRows, touchesToShow, touchRows } from './lead-fields';
import { formatPhone } from './ui';

describe("a lead's story as its page reads it", () => {
  it('lists only the fields a touch has, in reading order, click ids by their ad network', () => {
    expect(touchRows({ landingPage: '/service/tv', msclkid: 'm1', source: 'bing' })).toEqual([
      ['Source', 'bing'],
      ['Microsoft Ads click id', 'm1'],
      ['Landed on', '/service/tv'],
    ]);
  });

  it('shows one visit when the first and the latest are the same, both when they differ, none without', () => {
    const t = { source: 'newsletter', at: '2026-11-20T10:00:00.000Z' };
    expect(touchesToShow({ firstTouch: t, lastTouch: { ...t } }).map((v) => v.title)).toEqual([
      'First and latest visit',
    ]);
    expect(
      touchesToShow({ firstTouch: t, lastTouch: { source: 'google' } }).map((v) => [v.title, v.touch.source]),
    ).toEqual([
      ['Latest visit', 'google'],
      ['First visit', 'newsletter'],
    ]);
    expect(touchesToShow({ lastTouch: t })).toHaveLength(1);
    expect(touchesToShow(null)).toEqual([]);
  });

  it('reads every privacy flag as yes or no, never a bare 0 / 1', () => {
    const rows = privacyRows({ gpc: 1, do_not_sell: 1, do_not_contact: 0, previously_opted_out: 1 });
    expect(Object.fromEntries(rows)).toEqual({
      'Global Privacy Control': 'Sent by the visitor’s browser',
      'Do not sell or share': 'Yes',
      'Do not contact': 'No',
      'Opted out before this lead': 'Yes: the contact was on the suppression list when it came in',
    });
  });

  it('writes a US number as people do and leaves any other as stored', () => {
    expect(formatPhone('+12025550188')).toBe('(202) 555-0188');
    expect(formatPhone('+442071838750')).toBe('+442071838750');
  });
});
