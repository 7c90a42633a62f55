import { beforeEach, describe, expect, it } from 'vitest';
import { clearFlash, flashFor, setFlash } from './lead-queue';

describe('the flash: what the previous lead page did, said on the next one', () => {
  beforeEach(clearFlash);

  it('is read by every run of the next page loader until that page has shown it', () => {
    // The router may run a lead page's loader twice (a revalidation overtaking the navigation)
    // and keep the last run: the first run must not use it up (CI on PostgreSQL, 8 Dec).
    setFlash('The previous lead (Loop Three): Marked contacted.', 'three');
    expect(flashFor('two')).toBe('The previous lead (Loop Three): Marked contacted.');
    expect(flashFor('two')).toBe('The previous lead (Loop Three): Marked contacted.');
    clearFlash();
    expect(flashFor('two')).toBeNull();
  });

  it('is not said on the page of the lead it is about', () => {
    setFlash('The previous lead (Loop Three): Marked contacted.', 'three');
    expect(flashFor('three')).toBeNull();
    expect(flashFor('one')).not.toBeNull();
  });
});
