// Markup of the Send Us A Message form, shared by the static first paint and the live form
// (contact-form-live.tsx), so swapping one for the other changes nothing the visitor sees.
import type { FocusEventHandler, FormEventHandler, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { HoneypotField } from './honeypot-field';
import { TextField } from './text-field';

export type ContactField = 'name' | 'email' | 'subject' | 'comment' | 'website' | 'save';
export type ContactTextField = Exclude<ContactField, 'save' | 'website'>;

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
  id?: string;
};

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
  id,
}: ContactFormViewProps) {
  return (
    <form
      id={id}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      onBlurCapture={onBlurCapture}
      onPointerDown={onPointerDown}
      data-form="contact"
      data-submitted={submitted ? 'true' : 'false'}
      data-live={live ? 'true' : 'false'}
      className="relative grid gap-x-4 gap-y-1 sm:grid-cols-2"
    >
      <TextField label="Name" required autoComplete="name" registration={field('name')} error={errors.name} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={field('email')}
        error={errors.email}
      />
      <TextField
        className="sm:col-span-2"
        label="Subject"
        registration={field('subject')}
        error={errors.subject}
      />
      <TextField
        className="sm:col-span-2"
        label="Message"
        multiline
        registration={field('comment')}
        error={errors.comment}
      />
      <HoneypotField registration={field('website')} />
      <div className="sm:col-span-2">
        <CheckboxField
          label="Save my name, e-mail and subject for my next visit"
          registration={field('save')}
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-accent w-full sm:w-auto sm:px-10">
          Send Message
        </button>
      </div>
    </form>
  );
}
