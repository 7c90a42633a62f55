import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { internetProviders } from '../../content/providers/internet.ts';
import { streamingProviders } from '../../content/providers/streaming.ts';
import { tvProviders } from '../../content/providers/tv.ts';
import type { AvailabilityResponse, AvailableProvider } from '../../contracts/availability';
import { openAvailabilityDialog } from '../lib/dialogs';
import {
  isZip,
  lookupZip,
  type RememberedZip,
  rememberedZip,
  rememberZip,
  ZIP_EVENT,
  type ZipLookupResult,
} from '../lib/zip-lookup';
import { PinIcon } from './icons';

type Category = keyof AvailabilityResponse['providers'];

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
  | { status: 'invalid'; message: string }
  | ZipLookupResult;

const messages = {
  digitsOnly: 'A ZIP code has digits only.',
  tooShort: 'Enter all 5 digits of your ZIP code.',
  unknown: (zip: string) =>
    `We couldn't find ZIP code ${zip}. Check the digits, or ask us to check your address.`,
  failed: "We couldn't look up providers right now. Check your connection and try again.",
};

/** ZIP-code prompt: validates as you type, looks the ZIP up and shows who may serve the area. */
export function ZipPrompt({
  heading = 'See which providers serve your area',
  children,
  ...props
}: ZipPromptProps) {
  const headingId = useId();
  const dark = props.tone === 'dark';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl p-6 md:p-8 ${dark ? 'bg-brand-900 text-white' : 'border border-brand-100 bg-brand-50'}`}
    >
      <h2 id={headingId} className={`text-xl font-bold md:text-2xl ${dark ? 'text-white' : 'text-ink'}`}>
        {heading}
      </h2>
      <ZipLookup {...props} />
      {children}
    </section>
  );
}

/** The form and its answer, without a frame (for blocks that bring their own, e.g. providers near you). */
export function ZipLookup({
  label = 'ZIP code',
  buttonLabel = 'Find providers',
  onSubmitZip,
  tone = 'light',
  focus,
}: ZipLookupProps) {
  const inputId = useId();
  const messageId = useId();
  const [zip, setZip] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef('');
  const dark = tone === 'dark';
  const page = pageService(useLocation().pathname);

  async function look(value: string) {
    latest.current = value;
    setState({ status: 'loading', zip: value });
    const result = await lookupZip(value);
    if (latest.current !== value) return; // the visitor has typed another ZIP meanwhile
    setState(result);
    if (result.status === 'found') rememberZip({ zip: value, city: result.data.city });
  }

  // The last ZIP of the session, from an earlier page or another prompt on this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount; look() is stable in effect
  useEffect(() => {
    const start = (remembered: RememberedZip | undefined) => {
      if (!remembered || latest.current === remembered.zip) return;
      setZip(remembered.zip);
      void look(remembered.zip);
    };
    start(rememberedZip());
    const follow = (event: Event) => {
      if (latest.current === '') start((event as CustomEvent<RememberedZip>).detail);
    };
    window.addEventListener(ZIP_EVENT, follow);
    return () => window.removeEventListener(ZIP_EVENT, follow);
  }, []);

  function submit(value: string) {
    if (!isZip(value)) {
      setState({ status: 'invalid', message: messages.tooShort });
      return;
    }
    onSubmitZip?.(value);
    if (latest.current !== value || state.status === 'failed' || state.status === 'invalid') void look(value);
  }

  const invalid = state.status === 'invalid' || state.status === 'unknown';
  const message =
    state.status === 'invalid'
      ? state.message
      : state.status === 'unknown'
        ? messages.unknown(state.zip)
        : state.status === 'failed'
          ? messages.failed
          : state.status === 'loading'
            ? `Looking up ${state.zip}…`
            : state.status === 'found'
              ? `${placeName(state.data)}: providers that may be available around ZIP ${state.data.zip}.`
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
              maxLength={10}
              aria-invalid={invalid || undefined}
              aria-describedby={messageId}
              value={zip}
              onChange={(e) => {
                const raw = e.target.value;
                // ZIP+4 pasted or typed: keep the 5-digit ZIP.
                const plus4 = /^(\d{5})-\d{0,4}$/.exec(raw);
                const value = plus4 ? (plus4[1] as string) : raw.replace(/\D/g, '').slice(0, 5);
                setZip(value);
                if (!plus4 && /\D/.test(raw)) setState({ status: 'invalid', message: messages.digitsOnly });
                else if (isZip(value)) {
                  if (value !== latest.current) void look(value);
                } else {
                  latest.current = '';
                  setState({ status: 'idle' });
                }
              }}
              className={`block h-12 w-full rounded-xl border bg-white pr-3 pl-10 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 ${invalid ? 'border-danger-600' : 'border-slate-300'}`}
              placeholder="e.g. 80202"
            />
          </div>
        </div>
        <button type="submit" className="btn-accent h-12 px-6">
          {buttonLabel}
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
            Ask us to check your address
          </button>
        </p>
      ) : null}
      {state.status === 'found' ? (
        <ZipAnswer data={state.data} dark={dark} focus={focus ?? page.category} slug={page.slug} />
      ) : null}
    </div>
  );
}

function placeName(data: AvailabilityResponse): string {
  return `${data.city}, ${data.state}`;
}

/** What the lookup says about the provider whose page this is, in words that promise nothing. */
function providerVerdict(data: AvailabilityResponse, category: Category, slug: string): string | undefined {
  const list =
    category === 'internet' ? data.providers.internet.flatMap((g) => g.providers) : data.providers[category];
  const hit = list.find((p) => p.slug === slug);
  if (!hit) {
    const all = { internet: internetProviders, tv: tvProviders, streaming: streamingProviders }[category];
    const name = all.find((p) => p.slug === slug)?.name;
    return name
      ? `${name} does not list ${data.state} in its service area. These providers may serve it instead.`
      : undefined;
  }
  if (hit.coverage === 'nationwide')
    return `${hit.name} is offered across the US, so it may be available to you.`;
  if (hit.coverage === 'state')
    return `${hit.name} serves parts of ${data.state}, so it may be available to you.`;
  return `${hit.name} may be available here: check your address to be sure.`;
}

function needsAddressCheck(data: AvailabilityResponse): boolean {
  const { internet, tv, streaming } = data.providers;
  return [...internet.flatMap((g) => g.providers), ...tv, ...streaming].some(
    (p) => p.coverage === 'check-address',
  );
}

const categoryTitles: Record<Category, string> = { internet: 'Internet', tv: 'TV', streaming: 'Streaming' };

/** The service (and provider) a page is about, from paths like /service/tv/provider-detail/xfinity. */
function pageService(pathname: string): { category?: Category; slug?: string } {
  const match = /^\/service\/(tv|internet|streaming)(?:\/provider-detail\/([^/]+))?/.exec(pathname);
  return { category: match?.[1] as Category | undefined, slug: match?.[2] };
}

type ZipAnswerProps = { data: AvailabilityResponse; dark: boolean; focus?: Category; slug?: string };

function ZipAnswer({ data, dark, focus, slug }: ZipAnswerProps) {
  const order: Category[] = ['internet', 'tv', 'streaming'];
  if (focus) order.sort((a, b) => Number(b === focus) - Number(a === focus));
  const card = dark ? 'bg-white/10' : 'bg-white border border-brand-100';
  const muted = dark ? 'text-white/80' : 'text-slate-600';
  const own = focus && slug ? providerVerdict(data, focus, slug) : undefined;
  return (
    <div className="mt-2">
      {own ? <p className="mb-2 font-semibold">{own}</p> : null}
      <p className={`text-sm ${muted}`}>
        A ZIP code is not a service boundary: these providers serve parts of {data.state} and may or may not
        reach your street. Only your exact address can tell.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {order.map((category) => (
          <div key={category} className={`rounded-xl p-4 ${card}`}>
            <h3 className="text-base font-bold">{categoryTitles[category]}</h3>
            {category === 'internet' ? (
              data.providers.internet.map((group) => (
                <div key={group.type} className="mt-2">
                  <h4 className={`text-xs font-semibold tracking-wide uppercase ${muted}`}>{group.label}</h4>
                  <ProviderLinks providers={group.providers} dark={dark} />
                </div>
              ))
            ) : (
              <ProviderLinks providers={data.providers[category]} dark={dark} />
            )}
          </div>
        ))}
      </div>
      {needsAddressCheck(data) ? (
        <p className={`mt-3 text-xs ${muted}`}>
          * No published coverage by state: only an address check can tell.
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => openAvailabilityDialog({ zipCode: data.zip, city: data.city })}
        className="btn-accent mt-4 px-6 text-center"
      >
        Check availability at your address
      </button>
    </div>
  );
}

function ProviderLinks({ providers, dark }: { providers: AvailableProvider[]; dark: boolean }) {
  if (providers.length === 0) return <p className="mt-1 text-sm">None listed for this area.</p>;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {providers.map((p) => (
        <li key={p.slug}>
          <Link
            to={p.path}
            className={`font-medium underline underline-offset-2 ${dark ? 'text-white' : 'text-brand-700'}`}
          >
            {p.name}
            {p.coverage === 'check-address' ? '*' : ''}
          </Link>
        </li>
      ))}
    </ul>
  );
}
