import { describe, expect, it } from 'vitest';
import { defaultInputs } from '../../content/speed-guide.ts';
import { parseInputs, plansLink, pluralOf, recommend } from './speed-calculator.ts';

describe('speed calculator', () => {
  it('adds every activity at once, adds 25 % headroom and rounds up to a plan tier', () => {
    const rec = recommend(
      parseInputs(
        'people=4&devices=10&uhdStreams=2&hdStreams=1&videoCalls=2&gaming=1&downloads=1&workFromHome=2&smartHome=6',
      ),
    );
    // down: 4×1 + 10×0.5 + 2×25 + 1×8 + 2×6 + 1×4 + 1×10 + 2×25 + 6×0.5 = 146
    expect(rec.totalDown).toBe(146);
    // up: 4×0.5 + 10×0.2 + 0 + 0 + 2×3 + 1×1 + 0 + 2×5 + 6×0.5 = 24
    expect(rec.totalUp).toBe(24);
    expect(rec.withHeadroomDown).toBe(182.5);
    expect(rec.withHeadroomUp).toBe(30);
    expect(rec.downloadMbps).toBe(200);
    expect(rec.uploadMbps).toBe(35);
    // The finder with both needs, and the visitor's ZIP when one is known.
    expect(plansLink(rec)).toBe('/plans?minDownload=200&minUpload=35');
    expect(plansLink(rec, '/es/plans', '98101')).toBe('/es/plans?zip=98101&minDownload=200&minUpload=35');
    expect(rec.lines.map((l) => l.text)).toEqual([
      '4 × people browsing at 1 Mbps down, 0.5 Mbps up each',
      '10 × devices in the background at 0.5 Mbps down, 0.2 Mbps up each',
      '2 × 4K streams at 25 Mbps down, 0 Mbps up each',
      '1 × HD stream at 8 Mbps down, 0 Mbps up each',
      '2 × video calls at 6 Mbps down, 3 Mbps up each',
      '1 × online game at 4 Mbps down, 1 Mbps up each',
      '1 × large download at 10 Mbps down, 0 Mbps up each',
      '2 × people working from home at 25 Mbps down, 5 Mbps up each',
      '6 × smart-home devices at 0.5 Mbps down, 0.5 Mbps up each',
    ]);
  });

  it('uses the defaults for missing, malformed and out-of-range values', () => {
    expect(parseInputs('')).toEqual(defaultInputs);
    expect(parseInputs('people=abc&devices=-2&hdStreams=1.5').people).toBe(defaultInputs.people);
    expect(parseInputs('uhdStreams=999').uhdStreams).toBe(10);
    expect(parseInputs('people=0').people).toBe(1);
    expect(parseInputs('gaming=0').gaming).toBe(0);
  });

  it('the defaults: a household of three on a weekday evening', () => {
    const rec = recommend(parseInputs(''));
    // 3 + 4 + 25 + 8 + 6 + 0 + 0 + 25 + 2 = 73 → 91.25 → 100; up 1.5 + 1.6 + 3 + 5 + 2 = 13.1 → 16.38 → 20
    expect(rec.totalDown).toBe(73);
    expect(rec.downloadMbps).toBe(100);
    expect(rec.totalUp).toBe(13.1);
    expect(rec.uploadMbps).toBe(20);
  });

  it('goes past the largest tier in steps of 100 Mbps', () => {
    const rec = recommend(
      parseInputs('uhdStreams=10&workFromHome=10&downloads=10&hdStreams=10&videoCalls=10'),
    );
    expect(rec.downloadMbps).toBeGreaterThanOrEqual(rec.withHeadroomDown);
  });

  it('plurals', () => {
    expect(pluralOf('person working from home')).toBe('people working from home');
    expect(pluralOf('video call')).toBe('video calls');
  });
});
