import { useId, useState } from 'react';
import { PinIcon } from './icons';

type ZipPromptProps = {
  heading?: string;
  label?: string;
  buttonLabel?: string;
  /** Called with a 5-digit ZIP code; the availability lookup is wired in later (issue 7). */
  onSubmitZip?: (zip: string) => void;
  /** Shown under the form (e.g. the lookup's result). */
  children?: React.ReactNode;
  tone?: 'light' | 'dark';
};

/** ZIP-code prompt (UI): label, 5-digit numeric input, submit button. */
export function ZipPrompt({
  heading = 'See which providers serve your area',
  label = 'ZIP code',
  buttonLabel = 'Find providers',
  onSubmitZip,
  children,
  tone = 'light',
}: ZipPromptProps) {
  const inputId = useId();
  const headingId = useId();
  const [zip, setZip] = useState('');
  const dark = tone === 'dark';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl p-6 md:p-8 ${dark ? 'bg-brand-900 text-white' : 'border border-brand-100 bg-brand-50'}`}
    >
      <h2 id={headingId} className={`text-xl font-bold md:text-2xl ${dark ? 'text-white' : 'text-ink'}`}>
        {heading}
      </h2>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          if (!form.reportValidity()) return;
          onSubmitZip?.(zip);
        }}
      >
        <div className="flex-1 sm:max-w-xs">
          <label
            htmlFor={inputId}
            className={`block text-sm font-semibold ${dark ? 'text-white' : 'text-slate-700'}`}
          >
            {label}
          </label>
          <div className="relative mt-1">
            <PinIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id={inputId}
              name="zipCode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              pattern="[0-9]{5}"
              maxLength={5}
              required
              title="Five digits, e.g. 80202"
              value={zip}
              onChange={(e) => setZip(e.target.value.replace(/\D/g, '').slice(0, 5))}
              className="block h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-ink placeholder:text-slate-500 focus:border-brand-600"
              placeholder="e.g. 80202"
            />
          </div>
        </div>
        <button type="submit" className="btn-accent h-12 px-6">
          {buttonLabel}
        </button>
      </form>
      {children}
    </section>
  );
}
