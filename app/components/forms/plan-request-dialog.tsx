// Plan request (DESIGN.md departure): Choose Plan shows the chosen plan as currently displayed and
// asks how to reach the visitor before sending send-package-email.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_FIELD, PackageRequest } from '../../../contracts/api';
import type { PackageCard } from '../../../contracts/content';
import { Submission } from '../../lib/api';
import { notifySuccess, reportFailure } from '../../lib/notify';
import { compactBody, submitLead } from '../../lib/submit-lead';
import { ConsentNotice, consentVersion } from './consent-notice';
import { applyFieldErrors, visibleError } from './form-state';
import { HoneypotField } from './honeypot-field';
import { ModalDialog } from './modal-dialog';
import { TextField } from './text-field';
import { useSendOnce } from './use-send-once';

const VisitorFields = PackageRequest.pick({
  name: true,
  email: true,
  zipCode: true,
  contact: true,
  [HONEYPOT_FIELD]: true,
});
type Values = z.input<typeof VisitorFields>;
const fields = ['name', 'email', 'zipCode', 'contact'] as const;

export default function PlanRequestDialog({ plan, onClose }: { plan: PackageCard; onClose: () => void }) {
  const [submission] = useState(() => new Submission());
  const { register, handleSubmit, formState, setError, getValues } = useForm<Values>({
    resolver: zodResolver(VisitorFields),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', zipCode: '', contact: '', [HONEYPOT_FIELD]: '' },
  });
  const sendOnce = useSendOnce();
  const dialogRef = useRef<HTMLDialogElement>(null);

  const onValid = () =>
    sendOnce(async () => {
      const body = {
        mbps: plan.mbps,
        packageTitle: plan.packageTitle,
        packageDescription: plan.packageDescription,
        price: plan.price,
        planDuration: plan.planDuration,
        recommendation: plan.recommendation,
        ...compactBody(getValues()),
        page: location.pathname,
        consentVersion,
      };
      const result = await submitLead('/api/send-package-email', body, submission, 'dialog');
      if (result.ok) {
        void notifySuccess(result.data.message);
        dialogRef.current?.close();
      } else if (result.fieldErrors && !applyFieldErrors(setError, result.fieldErrors, fields)) {
        void reportFailure(result.error);
      }
    });

  const err = (name: (typeof fields)[number]) => visibleError(formState, name);
  return (
    <ModalDialog title="Request this plan" onClose={onClose} dialogRef={dialogRef}>
      <section aria-label="Chosen plan" className="mb-5 rounded-xl border border-brand-100 bg-brand-50 p-4">
        {plan.mbps ? <p className="text-sm font-semibold text-brand-800">Up to {plan.mbps} Mbps</p> : null}
        <p className="mt-1 text-lg font-bold text-ink" data-plan-title>
          {plan.packageTitle}
        </p>
        <p className="mt-1 text-ink">
          <span className="text-2xl font-bold" data-plan-price>
            {plan.price}
          </span>{' '}
          <span className="text-slate-700" data-plan-duration>
            {plan.planDuration}
          </span>
        </p>
        {plan.packageDescription.length > 0 ? (
          <ul className="mt-2 list-disc ps-5 text-sm text-slate-700">
            {plan.packageDescription.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <p className="mb-4 text-sm text-slate-600">
        Leave your details and a specialist calls you to set this plan up at your address.
      </p>
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        className="relative grid gap-x-4 gap-y-1 sm:grid-cols-2"
        data-form="plan"
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
          label="ZIP code"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          registration={register('zipCode')}
          error={err('zipCode')}
        />
        <TextField
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
            Request this plan
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
