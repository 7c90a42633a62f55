// Shared rules of the lead forms (SPEC 5): when an error is shown, and server field errors.
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';

type FormStateView<T extends FieldValues> = {
  errors: FieldErrors<T>;
  touchedFields: Partial<Record<keyof T, unknown>>;
  isSubmitted: boolean;
};

/** An error shows after the field was touched (left once) or after a submit attempt. */
export function visibleError<T extends FieldValues>(
  state: FormStateView<T>,
  name: Path<T>,
): string | undefined {
  const touched = Boolean(state.touchedFields[name as keyof T]);
  if (!touched && !state.isSubmitted) return undefined;
  const message = state.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Puts a 400's fieldErrors on the fields the form has and focuses the first. Returns false when
 * none of them belongs to a field, so the caller can tell the visitor another way.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string>,
  fields: readonly Path<T>[],
): boolean {
  const known = fields.filter((f) => typeof fieldErrors[f] === 'string');
  known.forEach((f, i) => {
    setError(f, { type: 'server', message: fieldErrors[f] }, { shouldFocus: i === 0 });
  });
  return known.length > 0;
}
