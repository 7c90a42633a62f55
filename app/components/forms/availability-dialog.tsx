// Check Availability dialog (SPEC 2, 5, 7): availability request to send-contact-email; the
// response's message in a Success toast; closes on success, stays open with the values on failure.
// Once the ZIP field holds a ZIP, the providers the FCC's coverage data reports there are shown
// above the form (issue 27), announced politely; the state estimate is the ZIP prompt's to give.
import { type FormEvent, useEffect, useState } from 'react';
import { AvailabilityRequest, HONEYPOT_FIELD } from '../../../contracts/api';
import { API } from '../../../contracts/api-paths';
import type { AvailabilityResponse } from '../../../contracts/availability';
import { dialogs } from '../../i18n/dialogs';
import { useMessages } from '../../i18n/i18n';
import type { AvailabilityPrefill } from '../../lib/dialogs';
import { lookupZip } from '../../lib/zip-lookup';
import { useLeadForm, VisitorFields } from './lead-dialog-form';
import { ModalDialog } from './modal-dialog';
import { ReportedCoverage } from './zip-answer';

export default function AvailabilityDialog({
  prefill,
  onClose,
}: {
  prefill: AvailabilityPrefill;
  onClose: () => void;
}) {
  const form = useLeadForm({
    // The visitor's fields; consentVersion, attribution and gpc are added when sending.
    schema: AvailabilityRequest.omit({ consentVersion: true, attribution: true, gpc: true }),
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
    endpoint: API.contact,
    body: (visitor) => ({ kind: 'availability', ...visitor }),
  });
  const [zip, setZip] = useState(prefill.zipCode ?? '');
  const [reported, setReported] = useState<AvailabilityResponse | undefined>();
  useEffect(() => {
    const five = /^\d{5}/.exec(zip.trim())?.[0];
    if (!five) {
      setReported(undefined);
      return;
    }
    let current = true;
    void lookupZip(five).then((r) => {
      if (current)
        setReported(r.status === 'found' && r.data.coverage.basis === 'coverage' ? r.data : undefined);
    });
    return () => {
      current = false;
    };
  }, [zip]);
  const onInput = (e: FormEvent<HTMLFormElement>) => {
    const field = e.target as HTMLInputElement;
    if (field.name === 'zipCode') setZip(field.value);
  };
  const t = useMessages('dialogs', dialogs).availability;
  return (
    <ModalDialog title={t.title} onClose={onClose} dialogRef={form.dialogRef} description={t.description}>
      <div aria-live="polite" className="mb-3 empty:hidden">
        {reported ? <ReportedCoverage data={reported} dark={false} muted="text-slate-600" /> : null}
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit}
        onInput={onInput}
        className="relative grid gap-x-4 gap-y-1 sm:grid-cols-2"
        data-form="availability"
      >
        <VisitorFields form={form} withAddress submitLabel={t.submit} />
      </form>
    </ModalDialog>
  );
}
