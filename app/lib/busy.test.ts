import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginBusy, isBusy } from './busy';

describe('busy state behind the spinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts overlapping requests per scope and ends each once', () => {
    const a = beginBusy('page');
    const b = beginBusy('page');
    expect(isBusy('page')).toBe(true);
    expect(isBusy('dialog')).toBe(false);
    a();
    a();
    expect(isBusy('page')).toBe(true);
    b();
    expect(isBusy('page')).toBe(false);
  });
});
