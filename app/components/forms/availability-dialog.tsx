// Check Availability dialog (SPEC 2, 5, 7): availability request to send-contact-email; the
// response's message in a Success toast; closes on success, stays open with the values on failure.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AvailabilityRequest, HONEYPOT_FIELD } from '../../../contracts/api';
import { Submission } from '../../lib/api';
import type { AvailabilityPrefill } from '../../lib/dialogs';
import { notifySuccess, reportFailure } from '../../lib/notify';
import { compactBody, submitLead } from '../../lib/submit-lead';
import { ConsentNotice, consentVersion } from './consent-notice';
import { applyFieldErrors, visibleError } from './form-state';
import { HoneypotField } from './honeypot-field';
import { ModalDialog } from './modal-dialog';
import { TextField } from './text-field';
import { useSendOnce } from './use-send-once';

// The visitor's fields; consentVersion, attribution and gpc are added when sending.
const VisitorFields = AvailabilityRequest.omit({ consentVersion: true, attribution: true, gpc: true });
type Values = z.input<typeof VisitorFields>;
const fields = ['name', 'email', 'address', 'city', 'zipCode', 'contact'] as const;

export default function AvailabilityDialog({
  prefill,
  onClose,
}: {
  prefill: AvailabilityPrefill;
  onClose: () => void;
}) {
  const [submission] = useState(() => new Submission());
  const { register, handleSubmit, formState, setError, getValues } = useForm<Values>({
    resolver: zodResolver(VisitorFields),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      name: '',
      email: '',
      address: '',
      city: prefill.city ?? '',
      zipCode: prefill.zipCode ?? '',
      contact: '',
      [HONEYPOT_FIELD]: '',
    },
  });
  const sendOnce = useSendOnce();
  const dialogRef = useRef<HTMLDialogElement>(null);

  const onValid = () =>
    sendOnce(async () => {
      const body = {
        kind: 'availability',
        ...compactBody(getValues()),
        page: location.pathname,
        consentVersion,
      };
      const result = await submitLead('/api/send-contact-email', body, submission, 'dialog');
      if (result.ok) {
        void notifySuccess(result.data.message);
        dialogRef.current?.close();
      } else if (result.fieldErrors && !applyFieldErrors(setError, result.fieldErrors, fields)) {
        void reportFailure(result.error);
      }
    });

  const err = (name: (typeof fields)[number]) => visibleError(formState, name);
  return (
    <ModalDialog
      title="Check Availability"
      onClose={onClose}
      dialogRef={dialogRef}
      description="Tell us where you live and how to reach you: a specialist checks which providers serve your address and gets back to you."
    >
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        className="relative grid gap-x-4 gap-y-1 sm:grid-cols-2"
        data-form="availability"
      >
        <TextField
          className="sm:col-span-2"
          label="Name"
          required
          autoComplete="name"
          registration={register('name')}
          error={err('name')}
        />
        <TextField
          className="sm:col-span-2"
          label="Email"
          type="email"
          required
          autoComplete="email"
          registration={register('email')}
          error={err('email')}
        />
        <TextField
          className="sm:col-span-2"
          label="Address"
          autoComplete="street-address"
          registration={register('address')}
          error={err('address')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          registration={register('city')}
          error={err('city')}
        />
        <TextField
          label="ZIP code"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          registration={register('zipCode')}
          error={err('zipCode')}
        />
        <TextField
          className="sm:col-span-2"
          label="Phone number"
          type="tel"
          required
          autoComplete="tel"
          registration={register('contact')}
          error={err('contact')}
        />
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <div className="sm:col-span-2">
          <ConsentNotice />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-accent w-full">
            Check Availability
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
