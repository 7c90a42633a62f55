// The contact form with validation and sending (SPEC 5, 7). Loaded when the form is first needed
// (see app/components/contact-form.tsx), then takes over from the static form: the values typed,
// the fields already left, the focused field and a pending submit carry over.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ContactRequest } from '../../../contracts/api';
import { API } from '../../../contracts/api-paths';
import { z } from '../../../contracts/zod.ts';
import { Submission } from '../../lib/api';
import { saveContact } from '../../lib/contact-cookies';
import { notifySuccess, reportFailure } from '../../lib/notify';
import { compactBody, submitLead } from '../../lib/submit-lead';
import type { ContactField, ContactFormViewProps, ContactTextField } from './contact-form-view';
import { applyFieldErrors, visibleError } from './form-state';
import { useSendOnce } from './use-send-once';

const ContactFormValues = ContactRequest.extend({ saveData: z.boolean() });
type Values = z.input<typeof ContactFormValues>;

export type ContactSnapshot = {
  values: Partial<Values>;
  touched: ContactTextField[];
  focused?: { name: ContactField; start: number | null; end: number | null };
  /** Position in form.elements of the control that had focus (any control, buttons included). */
  focusedIndex?: number;
  submit: boolean;
};

const textFields = ['name', 'email', 'subject', 'comment'] as const;
const empty: Values = { name: '', email: '', subject: '', comment: '', website: '', saveData: false };

export default function ContactFormLive({
  snapshot,
  View,
}: {
  snapshot: ContactSnapshot;
  View: ComponentType<ContactFormViewProps>;
}) {
  const [submission] = useState(() => new Submission());
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, setError, getValues, reset, setValue } = useForm<Values>({
    resolver: zodResolver(ContactFormValues),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { ...empty, ...snapshot.values },
  });
  const sendOnce = useSendOnce();

  const onValid = () =>
    sendOnce(async () => {
      const { saveData, ...request } = getValues();
      const body = { kind: 'contact', ...compactBody(request), page: location.pathname };
      const result = await submitLead(API.contact, body, submission, 'page');
      if (result.ok) {
        if (saveData) saveContact({ name: request.name, email: request.email, subject: request.subject });
        notifySuccess(result.data.message);
        reset(empty);
      } else if (result.fieldErrors && !applyFieldErrors(setError, result.fieldErrors, textFields)) {
        reportFailure(result.error);
      }
    });
  const submit = handleSubmit(onValid);

  // Carry over what happened on the static form before this module arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on take-over
  useLayoutEffect(() => {
    for (const name of snapshot.touched) {
      setValue(name, getValues(name), { shouldTouch: true, shouldValidate: true });
    }
    const f = snapshot.focused;
    const el = f ? formRef.current?.elements.namedItem(f.name) : null;
    const control =
      snapshot.focusedIndex === undefined ? null : formRef.current?.elements[snapshot.focusedIndex];
    if (!f && control instanceof HTMLElement) control.focus({ preventScroll: true });
    if (f && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
      el.focus({ preventScroll: true });
      if (f.start !== null && f.end !== null && el.type !== 'email' && el.type !== 'checkbox') {
        el.setSelectionRange(f.start, f.end);
      }
    }
    if (snapshot.submit) void submit();
  }, []);

  const errors: ContactFormViewProps['errors'] = {};
  for (const name of textFields) errors[name] = visibleError(formState, name);

  return (
    <View
      live
      formRef={formRef}
      field={(name) => register(name)}
      errors={errors}
      submitted={formState.isSubmitted}
      onSubmit={submit}
    />
  );
}
