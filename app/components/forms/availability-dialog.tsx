// Check Availability dialog (SPEC 2, 5, 7): availability request to send-contact-email; the
// response's message in a Success toast; closes on success, stays open with the values on failure.
import { AvailabilityRequest, HONEYPOT_FIELD } from '../../../contracts/api';
import type { AvailabilityPrefill } from '../../lib/dialogs';
import { useLeadForm, VisitorFields } from './lead-dialog-form';
import { ModalDialog } from './modal-dialog';

export default function AvailabilityDialog({
  prefill,
  onClose,
}: {
  prefill: AvailabilityPrefill;
  onClose: () => void;
}) {
  const form = useLeadForm({
    schema: AvailabilityRequest,
    defaultValues: {
      name: '',
      email: '',
      address: '',
      city: prefill.city ?? '',
      zipCode: prefill.zipCode ?? '',
      contact: '',
      [HONEYPOT_FIELD]: '',
    },
    fields: ['name', 'email', 'address', 'city', 'zipCode', 'contact'],
    endpoint: '/api/send-contact-email',
    body: (visitor) => ({ kind: 'availability', ...visitor }),
  });
  return (
    <ModalDialog
      title="Check Availability"
      onClose={onClose}
      dialogRef={form.dialogRef}
      description="Tell us where you live and how to reach you: a specialist checks which providers serve your address and gets back to you."
    >
      <form
        noValidate
        onSubmit={form.onSubmit}
        className="relative grid gap-x-4 gap-y-1 sm:grid-cols-2"
        data-form="availability"
      >
        <VisitorFields form={form} withAddress submitLabel="Check Availability" />
      </form>
    </ModalDialog>
  );
}
