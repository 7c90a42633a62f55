// What the availability and plan-request dialogs share: one form hook (validation with the
// contract's schema, send once, Success toast and close, server field errors on the fields) and
// one set of visitor fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef, useState } from 'react';
import { type DefaultValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '../../../contracts/api';
import type { API } from '../../../contracts/api-paths';
import { dialogs } from '../../i18n/dialogs';
import { fieldError, forms } from '../../i18n/forms';
import { useMessages } from '../../i18n/i18n';
import { Submission } from '../../lib/api';
import { notifySuccess, reportFailure } from '../../lib/notify';
import { compactBody, submitLead } from '../../lib/submit-lead';
import { ConsentNotice, useConsentVersion } from './consent-notice';
import { applyFieldErrors, visibleError } from './form-state';
import { HoneypotField } from './honeypot-field';
import { TextField } from './text-field';
import { useSendOnce } from './use-send-once';

/** The visitor's details every lead dialog asks for; the availability dialog adds the address. */
export type VisitorValues = {
  name: string;
  email: string;
  address?: string;
  city?: string;
  zipCode: string;
  contact: string;
  [HONEYPOT_FIELD]?: string;
};

type VisitorField = Exclude<keyof VisitorValues, typeof HONEYPOT_FIELD>;

type LeadFormOptions = {
  /** The contract's request schema (or the part of it the form shows). */
  schema: z.ZodObject;
  defaultValues: DefaultValues<VisitorValues>;
  /** The fields the form shows, where a 400's fieldErrors may land. */
  fields: readonly VisitorField[];
  endpoint: typeof API.contact | typeof API.packageRequest;
  /** The request body around the visitor's values (what is sent besides them). */
  body: (visitor: Partial<VisitorValues>) => Record<string, unknown>;
};

export function useLeadForm(options: LeadFormOptions) {
  const [submission] = useState(() => new Submission());
  const { register, handleSubmit, formState, setError, getValues } = useForm<VisitorValues>({
    resolver: zodResolver(options.schema) as unknown as Resolver<VisitorValues>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: options.defaultValues,
  });
  const sendOnce = useSendOnce();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const consentVersion = useConsentVersion();

  const onValid = () =>
    sendOnce(async () => {
      // Every lead dialog takes a phone number and shows the consent notice: it sends that version.
      const body = { ...options.body(compactBody(getValues())), page: location.pathname, consentVersion };
      const result = await submitLead(options.endpoint, body, submission, 'dialog');
      if (result.ok) {
        // Closed first: a toast goes into the dialog while it is open (toasts.tsx), and this one
        // outlives it.
        dialogRef.current?.close();
        notifySuccess(result.data.message);
      } else if (result.fieldErrors && !applyFieldErrors(setError, result.fieldErrors, options.fields)) {
        reportFailure(result.error);
      }
    });

  return {
    register,
    error: (name: VisitorField) => visibleError(formState, name),
    onSubmit: handleSubmit(onValid),
    dialogRef,
  };
}

/** Each visitor field's input (its label: forms.visitor); a wide one spans both columns (the phone does beside an address). */
const visitorInputs: Record<
  VisitorField,
  {
    autoComplete: string;
    required?: true;
    wide?: true;
    type?: 'email' | 'tel';
    inputMode?: 'numeric';
  }
> = {
  name: { autoComplete: 'name', required: true, wide: true },
  email: { type: 'email', autoComplete: 'email', required: true, wide: true },
  address: { autoComplete: 'street-address', wide: true },
  city: { autoComplete: 'address-level2' },
  zipCode: { autoComplete: 'postal-code', inputMode: 'numeric', required: true },
  contact: { type: 'tel', autoComplete: 'tel', required: true },
};
const visitorFields: readonly VisitorField[] = ['name', 'email', 'zipCode', 'contact'];
const withAddressFields: readonly VisitorField[] = ['name', 'email', 'address', 'city', 'zipCode', 'contact'];

/** Name, email, (address and city,) ZIP and phone, the honeypot, the consent notice and the button. */
export function VisitorFields({
  form,
  withAddress = false,
  submitLabel,
}: {
  form: Pick<ReturnType<typeof useLeadForm>, 'register' | 'error'>;
  withAddress?: boolean;
  submitLabel: ReactNode;
}) {
  const { register, error } = form;
  const t = useMessages('dialogs', dialogs);
  const f = useMessages('forms', forms);
  return (
    <>
      {(withAddress ? withAddressFields : visitorFields).map((field) => {
        const input = visitorInputs[field];
        return (
          <TextField
            key={field}
            className={(field === 'contact' ? withAddress : input.wide) ? 'sm:col-span-2' : undefined}
            label={t.visitor[field]}
            type={input.type}
            required={input.required}
            autoComplete={input.autoComplete}
            inputMode={input.inputMode}
            registration={register(field)}
            error={fieldError(error(field), f)}
          />
        );
      })}
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <ConsentNotice />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-accent w-full">
          {submitLabel}
        </button>
      </div>
    </>
  );
}
