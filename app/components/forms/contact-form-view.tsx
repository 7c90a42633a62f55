// Markup of the Send Us A Message form (layout from the contact screen), shared by the static
// first paint and the live form (contact-form-live.tsx), so the swap changes nothing visible.
import { type FocusEventHandler, type FormEventHandler, type Ref, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldError, forms } from '../../i18n/forms';
import { localizedPath, useLanguage, useMessages } from '../../i18n/i18n';
import { HoneypotField } from './honeypot-field';

export type ContactField = 'name' | 'email' | 'subject' | 'comment' | 'website' | 'saveData';
export type ContactTextField = Exclude<ContactField, 'saveData' | 'website'>;

export type ContactFormViewProps = {
  field: (name: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactTextField, string>>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** SPEC 4: true from the first submit attempt. */
  submitted: boolean;
  /** True once validation is loaded (the live form). */
  live: boolean;
  formRef?: Ref<HTMLFormElement>;
  onFocusCapture?: FocusEventHandler<HTMLFormElement>;
  onBlurCapture?: FocusEventHandler<HTMLFormElement>;
  onPointerDown?: () => void;
};

const fieldClass =
  'mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600';

function TextInput({
  label,
  required,
  registration,
  error,
  type = 'text',
  autoComplete,
  multiline,
}: {
  label: string;
  required?: boolean;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const props = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${fieldClass} ${error ? 'border-2 border-danger-600' : 'border-slate-400'}${multiline ? ' resize-y' : ''}`,
    ...registration,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea rows={5} {...props} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...props} />
      )}
      {/* Always there, so an error appearing on blur never moves the button under the pointer. */}
      <p id={errorId} className="mt-1 min-h-5 text-sm leading-5 font-medium text-danger-600">
        {error}
      </p>
    </div>
  );
}

export function ContactFormView({
  field,
  errors,
  onSubmit,
  submitted,
  live,
  formRef,
  onFocusCapture,
  onBlurCapture,
  onPointerDown,
}: ContactFormViewProps) {
  const id = useId();
  const t = useMessages('forms', forms);
  const language = useLanguage();
  const c = t.contact;
  const error = (name: ContactTextField) => fieldError(errors[name], t);
  return (
    <form
      ref={formRef}
      aria-label={c.formName}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      onBlurCapture={onBlurCapture}
      onPointerDown={onPointerDown}
      data-form="contact"
      data-submitted={submitted ? 'true' : 'false'}
      data-live={live ? 'true' : 'false'}
      className="relative grid gap-x-5 gap-y-2 md:grid-cols-2"
    >
      <TextInput
        label={c.name}
        required
        autoComplete="name"
        registration={field('name')}
        error={error('name')}
      />
      <TextInput
        label={c.email}
        type="email"
        required
        autoComplete="email"
        registration={field('email')}
        error={error('email')}
      />
      <div className="md:col-span-2">
        <TextInput label={c.subject} registration={field('subject')} error={error('subject')} />
      </div>
      <div className="md:col-span-2">
        <TextInput label={c.comment} multiline registration={field('comment')} error={error('comment')} />
      </div>
      <HoneypotField registration={field('website')} />
      <div className="flex items-start gap-3 md:col-span-2">
        <input
          id={`${id}-save`}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...field('saveData')}
        />
        <label htmlFor={`${id}-save`} className="text-sm text-slate-700">
          {c.saveData}{' '}
          <a
            href={localizedPath('/privacy-policy#cookies', language)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline"
          >
            {c.cookies}
            <span className="sr-only">{t.opensInNewTab}</span>
          </a>
        </label>
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between md:col-span-2">
        <p className="text-xs text-slate-600">
          <span aria-hidden="true">*</span> {c.required}
        </p>
        <button type="submit" className="btn-accent px-8 text-base">
          {c.send}
        </button>
      </div>
    </form>
  );
}
