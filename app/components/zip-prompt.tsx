import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { AvailabilityResponse } from '../../contracts/availability';
import { useMessages } from '../i18n/i18n';
import { servicePage } from '../i18n/service-page';
import { openAvailabilityDialog } from '../lib/dialogs';
import type { ZipLookupResult } from '../lib/zip-lookup';
import { isZip, rememberedZip, rememberZip } from '../lib/zip-memory';
import { Icon } from './icons';

type Category = keyof AvailabilityResponse['providers'];

const loadAnswer = () => import('./forms/zip-answer');
/** The lookup and the API client load with the first lookup, beside the answer. */
const loadLookup = () => import('../lib/zip-lookup');
const ZipAnswer = lazy(loadAnswer);

type ZipLookupProps = {
  label?: string;
  buttonLabel?: string;
  /** Called with a 5-digit ZIP code when the visitor submits it (the lookup runs regardless). */
  onSubmitZip?: (zip: string) => void;
  tone?: 'light' | 'dark';
  /** The category shown first; by default the page's own service (from its path). */
  focus?: Category;
};

type ZipPromptProps = ZipLookupProps & {
  heading?: string;
  /** Shown under the form. */
  children?: React.ReactNode;
};

type State =
  | { status: 'idle' }
  | { status: 'loading'; zip: string }
  | { status: 'invalid'; message: 'digitsOnly' | 'tooShort' }
  | ZipLookupResult;

/** The 5-digit ZIP in what was typed or pasted (a ZIP+4 keeps its first five digits). */
const ZIP_PLUS4 = /^(\d{5})-\d{0,4}$/;

function normaliseZip(raw: string): string {
  const plus4 = ZIP_PLUS4.exec(raw);
  return plus4 ? (plus4[1] as string) : raw.replace(/\D/g, '').slice(0, 5);
}

/** ZIP-code prompt: validates as you type, looks the ZIP up and shows who may serve the area. */
export function ZipPrompt({ heading, children, ...props }: ZipPromptProps) {
  const t = useMessages('servicePage', servicePage).zip;
  const headingId = useId();
  const dark = props.tone === 'dark';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl p-6 md:p-8 ${dark ? 'bg-brand-900 text-white' : 'border border-brand-100 bg-brand-50'}`}
    >
      <h2 id={headingId} className={`text-xl font-bold md:text-2xl ${dark ? 'text-white' : 'text-ink'}`}>
        {heading ?? t.heading}
      </h2>
      <ZipLookup {...props} />
      {children}
    </section>
  );
}

/** The form and its answer, without a frame (for blocks that bring their own, e.g. providers near you). */
export function ZipLookup({ label, buttonLabel, onSubmitZip, tone = 'light', focus }: ZipLookupProps) {
  const messages = useMessages('servicePage', servicePage).zip;
  const inputId = useId();
  const messageId = useId();
  const [zip, setZip] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef('');
  const input = useRef<HTMLInputElement>(null);
  const dark = tone === 'dark';

  async function look(value: string) {
    latest.current = value;
    setState({ status: 'loading', zip: value });
    void loadAnswer(); // in parallel with the request
    const result = await loadLookup().then(
      ({ lookupZip }) => lookupZip(value),
      (): ZipLookupResult => ({ status: 'failed', zip: value }), // the chunk did not load: offline
    );
    if (latest.current !== value) return; // the visitor has typed another ZIP meanwhile
    setState(result);
    if (result.status === 'found') rememberZip(value);
  }

  // A ZIP typed into the prerendered page before hydration, else the last ZIP of the session.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount
  useEffect(() => {
    const typed = normaliseZip(input.current?.value ?? '');
    const start = typed || rememberedZip();
    if (start) {
      setZip(start);
      if (isZip(start)) void look(start);
    }
  }, []);

  function submit(value: string) {
    if (!isZip(value)) {
      setState({ status: 'invalid', message: 'tooShort' });
      return;
    }
    onSubmitZip?.(value);
    if (latest.current !== value || state.status === 'failed' || state.status === 'invalid') void look(value);
  }

  const invalid = state.status === 'invalid' || state.status === 'unknown';
  const message =
    state.status === 'invalid'
      ? messages[state.message]
      : state.status === 'unknown'
        ? messages.unknown(state.zip)
        : state.status === 'failed'
          ? messages.failed
          : state.status === 'loading'
            ? messages.looking(state.zip)
            : state.status === 'found'
              ? messages.found(state.data.city, state.data.state, state.data.zip)
              : '';
  const problem = state.status === 'invalid' || state.status === 'unknown' || state.status === 'failed';

  return (
    <div>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit(zip);
        }}
      >
        <div className="flex-1 sm:max-w-xs">
          <label
            htmlFor={inputId}
            className={`block text-sm font-semibold ${dark ? 'text-white' : 'text-slate-700'}`}
          >
            {label ?? messages.label}
          </label>
          <div className="relative mt-1">
            <Icon
              name="pin"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={input}
              id={inputId}
              name="zipCode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              aria-invalid={invalid || undefined}
              aria-describedby={messageId}
              value={zip}
              onChange={(e) => {
                const raw = e.target.value;
                const value = normaliseZip(raw);
                setZip(value);
                if (!ZIP_PLUS4.test(raw) && /\D/.test(raw))
                  setState({ status: 'invalid', message: 'digitsOnly' });
                else if (isZip(value)) {
                  if (value !== latest.current) void look(value);
                } else {
                  latest.current = '';
                  setState({ status: 'idle' });
                }
              }}
              className={`block h-12 w-full rounded-xl border bg-white pr-3 pl-10 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 ${invalid ? 'border-danger-600' : 'border-slate-300'}`}
              placeholder={messages.placeholder}
            />
          </div>
        </div>
        <button type="submit" className="btn-accent h-12 px-6">
          {buttonLabel ?? messages.button}
        </button>
      </form>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-6 text-sm font-medium ${
          problem ? (dark ? 'text-accent-400' : 'text-danger-600') : dark ? 'text-white/90' : 'text-slate-700'
        }`}
      >
        {message}
      </p>
      {state.status === 'unknown' || state.status === 'failed' ? (
        <p className="mt-1 text-sm">
          <button
            type="button"
            onClick={() => openAvailabilityDialog({ zipCode: state.zip })}
            className={`font-semibold underline underline-offset-2 ${dark ? 'text-white' : 'text-brand-700'}`}
          >
            {messages.askUs}
          </button>
        </p>
      ) : null}
      {state.status === 'found' ? (
        <Suspense fallback={null}>
          <ZipAnswer data={state.data} dark={dark} focus={focus} />
        </Suspense>
      ) : null}
    </div>
  );
}
