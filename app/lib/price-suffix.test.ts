import { describe, expect, it } from 'vitest';
import { planDurationsTv } from '../../content/base/ui.ts';
import { priceSuffixFor } from './price-suffix';

describe('priceSuffixFor', () => {
  it('is a slash plus each TV plan-duration value', () => {
    expect(planDurationsTv.map((o) => priceSuffixFor(o.value))).toEqual(['/month', '/months', '/year']);
  });
});
