import { useId, useState } from 'react';
import { site } from '../../content/site.ts';

/** The contact request of SPEC 3 plus the saveData flag (not sent to the server). */
export type ContactFormValues = {
  name: string;
  email: string;
  subject: string;
  comment: string;
  saveData: boolean;
};

export type ContactFormProps = {
  /**
   * Sends the message (wired by the forms issue: validation, CSRF, toasts, cookies). Without it the
   * form never posts natively; it tells the visitor how to reach us instead.
   */
  onSubmit?: (values: ContactFormValues, form: HTMLFormElement) => void | Promise<void>;
  /** Prefill, e.g. from the contactForm_* cookies. */
  defaultValues?: Partial<ContactFormValues>;
};

const field =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600';

/** Send Us A Message form (SPEC 2, 3): name, email, subject, comment, save-my-details. */
export function ContactForm({ onSubmit, defaultValues = {} }: ContactFormProps) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <form
      aria-label="Send us a message"
      className="grid gap-5 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const values: ContactFormValues = {
          name: String(data.get('name') ?? ''),
          email: String(data.get('email') ?? ''),
          subject: String(data.get('subject') ?? ''),
          comment: String(data.get('comment') ?? ''),
          saveData: data.get('saveData') === 'on',
        };
        if (onSubmit) {
          void onSubmit(values, form);
        } else {
          setNotice(
            `Online messages are not available yet. Please call ${site.phone.display} or e-mail ${site.email}.`,
          );
        }
      }}
    >
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-800">
          Name <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          defaultValue={defaultValues.name}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold text-slate-800">
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={defaultValues.email}
          className={field}
        />
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-subject`} className="text-sm font-semibold text-slate-800">
          Subject
        </label>
        <input
          id={`${id}-subject`}
          name="subject"
          type="text"
          defaultValue={defaultValues.subject}
          className={field}
        />
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-slate-800">
          Comment
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={5}
          defaultValue={defaultValues.comment}
          className={`${field} resize-y`}
        />
      </div>
      <div className="flex items-start gap-3 md:col-span-2">
        <input
          id={`${id}-save`}
          name="saveData"
          type="checkbox"
          defaultChecked={defaultValues.saveData}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${id}-save`} className="text-sm text-slate-700">
          Save my name, email and subject in this browser for the next time I write.{' '}
          <a href="/privacy-policy#cookies" className="font-semibold text-brand-700 underline">
            How we use cookies
          </a>
        </label>
      </div>
      <div className="flex flex-col gap-3 md:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          <span aria-hidden="true">*</span> Required.
        </p>
        <button type="submit" className="btn-accent px-8 text-base">
          Send Message
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700 md:col-span-2 empty:hidden">
        {notice}
      </p>
    </form>
  );
}
