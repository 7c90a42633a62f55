import { describe, expect, it } from 'vitest';
import { visibleError } from './form-state';

type V = { name: string; email: string };
const errors = { name: { type: 'too_small', message: 'This field is required.' } };

describe('visibleError (SPEC 5 display timing)', () => {
  it('hides an error until the field was touched or the form submitted', () => {
    expect(visibleError<V>({ errors, touchedFields: {}, isSubmitted: false }, 'name')).toBeUndefined();
    expect(visibleError<V>({ errors, touchedFields: { name: true }, isSubmitted: false }, 'name')).toBe(
      'This field is required.',
    );
    expect(visibleError<V>({ errors, touchedFields: {}, isSubmitted: true }, 'name')).toBe(
      'This field is required.',
    );
  });

  it('shows nothing for a valid field', () => {
    expect(
      visibleError<V>({ errors, touchedFields: { email: true }, isSubmitted: true }, 'email'),
    ).toBeUndefined();
  });
});
