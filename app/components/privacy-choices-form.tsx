// The "Your Privacy Choices" request form (docs/api.md, "Privacy choices"). Plain React with native
// inputs: the contracts' zod schema (the server's rules and words) loads on first submit, so the
// page ships no form library. The answer is the same whether or not we hold data.
import { type FormEvent, useId, useRef, useState } from 'react';
import { privacyChoices } from '../../content/privacy-choices';
import { API } from '../../contracts/api-paths';
import { useLanguage, useMessages } from '../i18n/i18n';
import { privacyChoicesPage } from '../i18n/privacy-choices-page';
import { ApiError, apiRequest } from '../lib/api';
import { beginBusy } from '../lib/busy';
import { notifySuccess, reportFailure } from '../lib/notify';
import { HoneypotField } from './forms/honeypot-field';
import { TextField } from './forms/text-field';

type Field = 'email' | 'phone' | 'type';

/** contracts/api.ts HONEYPOT_FIELD, copied so the page does not load zod before a submit (a test keeps them equal). */
export const honeypotFieldName = 'website';

export function PrivacyChoicesForm() {
  const t = useMessages('privacyChoicesPage', privacyChoicesPage).form;
  const language = useLanguage();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [answer, setAnswer] = useState<string>();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      email: String(data.get('email') ?? ''),
      ...(String(data.get('phone') ?? '').trim() ? { phone: String(data.get('phone')) } : {}),
      type: data.get('type') ?? undefined,
      language,
      [honeypotFieldName]: String(data.get(honeypotFieldName) ?? ''),
    };
    const [{ PrivacyRequest }, { fieldErrorsOf }] = await Promise.all([
      import('../../contracts/privacy'),
      import('../../contracts/api'),
    ]);
    const parsed = PrivacyRequest.safeParse(body);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    const end = beginBusy('page');
    try {
      const res = await apiRequest<{ message: string }>(API.privacyRequests, { method: 'POST', body });
      setAnswer(res.message);
      notifySuccess(res.message);
      form.reset();
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError({ kind: 'client', message: String(e) });
      if (error.fieldErrors) showErrors(error.fieldErrors);
      else reportFailure(error);
    } finally {
      end();
      setSending(false);
    }
  }

  /** Shows each field's message (the schema's English, here or from the server) in the page's language. */
  function showErrors(all: Record<string, string>) {
    const next: Partial<Record<Field, string>> = {};
    for (const name of ['email', 'phone', 'type'] as const) {
      const m = all[name];
      if (m) next[name] = t.fieldMessage(m);
    }
    setErrors(next);
    const first = (['type', 'email', 'phone'] as const).find((f) => next[f]);
    const el = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    el?.focus();
  }

  const err = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-danger-600">
        {errors[name]}
      </p>
    ) : null;
  const field = (name: Field) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-5"
      data-form="privacy-choices"
    >
      <fieldset {...field('type')}>
        <legend className="text-base font-semibold text-ink">
          {t.legend}
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-2">
          {privacyChoices.map(({ type }) => (
            <label
              key={type}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="type"
                value={type}
                required
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-ink">{t.choices[type].label}</span>
                <span className="block text-sm text-slate-700">{t.choices[type].description}</span>
              </span>
            </label>
          ))}
        </div>
        {err('type')}
      </fieldset>
      <TextField
        label={t.email}
        type="email"
        required
        autoComplete="email"
        registration={{ name: 'email' }}
        error={errors.email}
      />
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        hint={t.phoneHint}
        registration={{ name: 'phone' }}
        error={errors.phone}
      />
      <HoneypotField registration={{ name: honeypotFieldName }} />
      <div>
        <button type="submit" className="btn-primary" disabled={sending}>
          {t.send}
        </button>
      </div>
      <p role="status" className="text-base font-semibold text-brand-800">
        {answer ?? ''}
      </p>
    </form>
  );
}
