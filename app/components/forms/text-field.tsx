// A labelled input with its error linked by aria-describedby (SPEC 5: danger border on an invalid
// field). The caller decides when an error is shown (after touch or submit); see visibleError().
import { type InputHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type TextFieldProps = {
  label: string;
  /** react-hook-form's register(name), or just the name for a plain form read with FormData. */
  registration: Pick<UseFormRegisterReturn, 'name'> & Partial<UseFormRegisterReturn>;
  /** The message to show now, if any. */
  error?: string;
  required?: boolean;
  hint?: string;
  className?: string;
  multiline?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'
>;

export const inputClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus:outline-3 focus:outline-offset-1 focus:outline-brand-700';

export function TextField({
  label,
  registration,
  error,
  required,
  hint,
  className,
  multiline,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error ? 'border-danger-600 border-2' : 'border-slate-400'}`,
    ...registration,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...inputProps} {...common} />}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {/* The line is always there, so an error appearing on blur never moves the button the visitor
          is about to click (a moved button swallows the click). */}
      <p id={errorId} className="mt-1 min-h-5 text-sm leading-5 font-medium text-danger-600">
        {error}
      </p>
    </div>
  );
}
