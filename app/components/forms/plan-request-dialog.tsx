// Plan request (docs/routes.md, departures): Choose Plan shows the chosen plan as currently displayed and
// asks how to reach the visitor before sending send-package-email.
import { HONEYPOT_FIELD, PackageRequest } from '../../../contracts/api';
import { API } from '../../../contracts/api-paths';
import type { PackageCard } from '../../../contracts/content';
import { dialogs } from '../../i18n/dialogs';
import { useMessages } from '../../i18n/i18n';
import type { PlanChoice } from '../../lib/dialogs';
import { rememberedZip } from '../../lib/zip-memory';
import { useLeadForm, VisitorFields } from './lead-dialog-form';
import { ModalDialog } from './modal-dialog';

const VisitorSchema = PackageRequest.pick({
  name: true,
  email: true,
  zipCode: true,
  contact: true,
  [HONEYPOT_FIELD]: true,
});

export default function PlanRequestDialog({
  plan,
  choice,
  onClose,
}: {
  plan: PackageCard;
  /** From the plan finder: the label's ids and fields, stored with the lead. */
  choice?: PlanChoice;
  onClose: () => void;
}) {
  const form = useLeadForm({
    schema: VisitorSchema,
    // The ZIP the visitor last looked up (the finder's, a ZIP prompt's) is theirs already.
    defaultValues: { name: '', email: '', zipCode: rememberedZip() ?? '', contact: '', [HONEYPOT_FIELD]: '' },
    fields: ['name', 'email', 'zipCode', 'contact'],
    endpoint: API.packageRequest,
    body: (visitor) => ({
      mbps: plan.mbps,
      packageTitle: plan.packageTitle,
      packageDescription: plan.packageDescription,
      price: plan.price,
      planDuration: plan.planDuration,
      recommendation: plan.recommendation,
      ...(choice ? { label: choice } : {}),
      ...visitor,
    }),
  });
  const t = useMessages('dialogs', dialogs).planRequest;
  return (
    <ModalDialog title={t.title} onClose={onClose} dialogRef={form.dialogRef}>
      <section aria-label={t.chosenPlan} className="mb-5 rounded-xl border border-brand-100 bg-brand-50 p-4">
        {/* A plan from the finder has its label's typical speed; a package card an "up to" one. */}
        {plan.mbps ? (
          <p className="text-sm font-semibold text-brand-800">
            {choice ? t.typical(plan.mbps) : t.upTo(plan.mbps)}
          </p>
        ) : null}
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
      <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
      <form
        noValidate
        onSubmit={form.onSubmit}
        className="relative grid gap-x-4 gap-y-1 sm:grid-cols-2"
        data-form="plan"
      >
        <VisitorFields form={form} submitLabel={t.submit} />
      </form>
    </ModalDialog>
  );
}
