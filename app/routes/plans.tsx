import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router';
import { API, apiPath } from '../../contracts/api-paths';
import type { BroadbandTechnology } from '../../contracts/availability';
import type { Language } from '../../contracts/lead-record';
import { selectPlans } from '../../contracts/plan-select';
import type { Plan, PlansResponse } from '../../contracts/plans';
import { Banner } from '../components/banner';
import { getThisPlan, PlanCard } from '../components/plans/plan-card';
import {
  activeFilters,
  emptyFilters,
  filterQuery,
  filtersQuery,
  isValidZip,
  maxLatencyOptions,
  maxPriceOptions,
  minDownloadOptions,
  minUploadOptions,
  type PlanFilters,
  sorts,
  technologies,
} from '../components/plans/plan-filters';
import { localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { type PlanFinderMessages, planFinder } from '../i18n/plan-finder';
import { ApiError, apiGet } from '../lib/api-core';
import { openAvailabilityDialog } from '../lib/dialogs';
import { toolPageLoader } from '../lib/page-copy';
import { toolShouldRevalidate } from '../lib/tool-page';
import { usePageSearch } from '../lib/use-page-search';
import { rememberZip } from '../lib/zip-memory';
import type { Route } from './+types/plans';

// The page in English at /plans and in Spanish at /es/plans (routes.ts): the Spanish one asks the
// API for the providers' Spanish labels (language=es).
export const meta: Route.MetaFunction = localizedMeta('planFinder', planFinder, '/plans', (t) => t);

/** The editors' banner in the page's language (app/lib/page-copy.ts); a filter or a ZIP loads nothing. */
export const loader = toolPageLoader('plans');
export const shouldRevalidate = toolShouldRevalidate;

const MAX_COMPARE = 3;
/** Below Tailwind's lg: the filters sit above the list rather than beside it. */
const NARROW = '(max-width: 1023.98px)';

/** Where the ZIP's plans stand: `data.plans` holds every plan of the ZIP (filters and sort are the page's). */
type Result =
  | { state: 'idle' }
  | { state: 'malformed'; zip: string }
  | { state: 'loading'; zip: string; previous: PlansResponse | null }
  | { state: 'unknown'; zip: string }
  | { state: 'failed'; zip: string }
  | { state: 'done'; data: PlansResponse; key: string };

/** Plans shown at first and added by each "Show more": the list renders only these. */
const PAGE = 20;
/** The API's largest page: the ZIP's plans are asked for in pages of this many. */
const API_PAGE = 200;

/**
 * The URL's reader (components/plans/plan-url.ts: zod, not in the page's initial JS), fetched while the page
 * hydrates; until it is there the page reads no query, as before hydration.
 */
/** The comparison (its code and words): loaded once a plan is ticked to compare, not with the page. */
const loadCompare = () => import('../components/plans/plan-compare');
const PlanCompare = lazy(() => loadCompare().then((m) => ({ default: m.PlanCompare })));

const urlReader = typeof document === 'undefined' ? undefined : import('../components/plans/plan-url');
type UrlReader = Awaited<NonNullable<typeof urlReader>>;

function useFilters(language: Language) {
  const search = usePageSearch();
  const navigate = useNavigate();
  const [reader, setReader] = useState<UrlReader | null>(null);
  useEffect(() => {
    void urlReader?.then((r) => startTransition(() => setReader(r)));
  }, []);
  const ready = search !== null && reader !== null;
  // One object per URL: the list below renders from a deferred copy of it (useDeferredValue).
  const filters = useMemo(
    () => (ready ? reader.parseFilters(search) : emptyFilters),
    [ready, reader, search],
  );
  // Arrow keys on a select change it once per press: steps through one control within a moment of
  // each other replace the history entry, so Back undoes the choice rather than each step.
  const last = useRef<{ key: string; at: number } | null>(null);
  // The filters last asked for, until the page renders them. React Router renders a navigation as a
  // transition, so a second change (a fast keyboard, a slow phone) can come before the first is on
  // screen: it builds on the first, not on the filters still shown, or the first would be lost.
  // Each of ours is numbered in the history entry's state; any other navigation (Back, a link)
  // leaves the page's own filters in charge.
  const asked = useRef<{ seq: number; filters: PlanFilters } | null>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const seq = (location.state as { finder?: number } | null)?.finder;
    if (navigationType === 'POP' || seq === undefined || seq === asked.current?.seq) asked.current = null;
  }, [location, navigationType]);
  // Until the URL is read, a change would drop what it holds: none is made.
  const go = useCallback(
    (next: PlanFilters, control?: string) => {
      if (!ready) return;
      const q = filtersQuery(next);
      const now = performance.now();
      const replace = control !== undefined && last.current?.key === control && now - last.current.at < 1500;
      last.current = control ? { key: control, at: now } : null;
      asked.current = { seq: (asked.current?.seq ?? 0) + 1, filters: next };
      const page = localizedPath('/plans', language);
      navigate(q ? `${page}?${q}` : page, {
        preventScrollReset: true,
        replace,
        state: { finder: asked.current.seq },
      });
    },
    [navigate, ready, language],
  );
  /** A change to the filters last asked for (see `asked`). */
  const change = useCallback(
    (patch: (current: PlanFilters) => Partial<PlanFilters>, control?: string) => {
      const current = asked.current?.filters ?? filters;
      go({ ...current, ...patch(current) }, control);
    },
    [go, filters],
  );
  return { hydrated: ready, filters, go, change, read: reader };
}

/** The API's query for the page's: the Spanish page asks for the providers' Spanish labels. */
const apiQuery = (query: string, language: Language) => (language === 'es' ? `${query}&language=es` : query);

/**
 * Every plan of the page's ZIP, fetched once per ZIP and language (in pages of API_PAGE, the
 * largest the API gives); the filters and the sort are applied in the browser by the function the
 * API uses (contracts/plan-select.ts), so a filter or sort answers without a round trip (issue 39).
 */
function usePlans(hydrated: boolean, zip: string) {
  const language = useLanguage();
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const key = `${zip}|${language}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the ZIP and the language; attempt retries
  useEffect(() => {
    if (!hydrated) return;
    if (!zip) return setResult({ state: 'idle' });
    if (!isValidZip(zip)) return setResult({ state: 'malformed', zip });
    const controller = new AbortController();
    setResult((r) => ({
      state: 'loading',
      zip,
      previous: r.state === 'done' ? r.data : r.state === 'loading' ? r.previous : null,
    }));
    const page = (offset: number) =>
      apiGet<PlansResponse>(
        apiPath(
          API.plans,
          {},
          apiQuery(
            `zip=${encodeURIComponent(zip)}&limit=${API_PAGE}${offset ? `&offset=${offset}` : ''}`,
            language,
          ),
        ),
        { signal: controller.signal },
      );
    (async () => {
      const data = await page(0);
      // An import between two pages can move a plan across the boundary: never list one twice.
      const seen = new Set(data.plans.map((p) => p.labelId));
      const plans = [...data.plans];
      for (let offset = data.plans.length, pages = 1; offset < data.total && pages < 50; pages++) {
        const next = (await page(offset)).plans;
        if (next.length === 0) break;
        offset += next.length;
        for (const p of next) {
          if (seen.has(p.labelId)) continue;
          seen.add(p.labelId);
          plans.push(p);
        }
      }
      return { ...data, total: plans.length, plans };
    })()
      .then((data) => {
        // The list is rendered as a transition: React renders it in slices between which the page
        // answers input, rather than in one long task (issue 28: Lighthouse's total blocking time).
        startTransition(() => setResult({ state: 'done', data, key }));
        // The visitor's ZIP: the plan request and every ZIP prompt on the next pages start from it.
        rememberZip(zip);
      })
      .catch((e) => {
        if (controller.signal.aborted) return;
        setResult(
          e instanceof ApiError && e.status === 404 ? { state: 'unknown', zip } : { state: 'failed', zip },
        );
      });
    return () => controller.abort();
  }, [hydrated, key, attempt]);
  // Between a URL change and its effect, the last answer belongs to the previous ZIP: loading.
  const current: Result =
    result.state === 'done' && result.key !== key ? { state: 'loading', zip, previous: result.data } : result;
  return { result: current, retry: () => setAttempt((n) => n + 1) };
}

function asOfText(asOf: string, locale: string): string {
  return new Date(`${asOf}T00:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The one sentence the live region says when the results change (`matching`: the plans the filters leave). */
function statusText(result: Result, filters: PlanFilters, matching: number, t: PlanFinderMessages): string {
  const say = t.status;
  switch (result.state) {
    case 'idle':
      return say.idle;
    case 'malformed':
      return say.malformed(result.zip);
    case 'loading':
      return say.loading(result.zip);
    case 'unknown':
      return say.unknown(result.zip);
    case 'failed':
      return say.failed(result.zip);
    case 'done': {
      const d = result.data;
      if (d.basis === 'none') return say.noCoverage(d.zip, d.city, d.state);
      if (d.total === 0) return say.noPlans(d.zip);
      if (matching === 0) return activeFilters(filters, t).length ? say.noMatch(d.zip) : say.noPlans(d.zip);
      const sort = t.sorts[filters.sort].toLowerCase();
      return say.found(matching, d.zip, d.city, d.state, sort, d.sample);
    }
  }
}

/** The terms a plan can be filtered on, each a checkbox (its words: the area's message of that name). */
const termFilters = ['noContract', 'noDataCap'] as const;

type AmountName = 'minDownload' | 'minUpload' | 'maxPrice' | 'maxLatency';

/** The speed and price selects: their ids and how an amount reads (their words: the area's). */
const amountSelects: Record<
  AmountName,
  { id: string; text: (n: number, t: PlanFinderMessages) => ReactNode }
> = {
  minDownload: { id: 'plans-min-down', text: (n) => <>{n} Mbps</> },
  minUpload: { id: 'plans-min-up', text: (n) => <>{n} Mbps</> },
  maxPrice: { id: 'plans-max-price', text: (n, t) => t.maxPrice.amount(n) },
  maxLatency: { id: 'plans-max-latency', text: (n, t) => t.maxLatency.amount(n) },
};

/**
 * A speed or price filter: "any" first, then the usual amounts with the URL's own among them when
 * it is not one of those.
 */
function AmountSelect({
  name,
  options,
  value,
  onPick,
}: {
  name: AmountName;
  options: readonly number[];
  value: number | null;
  onPick: (name: AmountName, value: string) => void;
}) {
  const t = useMessages('planFinder', planFinder);
  const { id, text } = amountSelects[name];
  const { label, any } = t[name];
  const amounts = [...new Set([...options, ...(value ? [value] : [])])].sort((a, b) => a - b);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(e) => onPick(name, e.currentTarget.value)}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base"
      >
        <option value="">{any}</option>
        {amounts.map((n) => (
          <option key={n} value={n}>
            {text(n, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function PlansPage({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('planFinder', planFinder);
  const language = useLanguage();
  const { hydrated, filters, go, change, read } = useFilters(language);
  const { result, retry } = usePlans(hydrated, filters.zip);
  // The filters the list is rendered with: a control answers at once (its own state is the URL's),
  // and the list follows in a render React can interrupt for the next tap (issue 39 item 1).
  const listFilters = useDeferredValue(filters);
  // Phones: the filters fold behind a button once a ZIP is asked, so the plans are in view.
  const [filtersOpen, setFiltersOpen] = useState(true);
  const scrollToResults = useRef(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [zipDraft, setZipDraft] = useState('');
  const [compare, setCompare] = useState<Plan[]>([]);
  const [comparing, setComparing] = useState(false);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const compareButton = useRef<HTMLButtonElement>(null);
  // While the compare tray is shown, the page ends with room for it (nothing, the footer's last
  // line, is left under it once scrolled to the end), and a control reached with Tab is scrolled
  // above it, never hidden under it (scroll-padding).
  const trayShown = compare.length > 0;
  useEffect(() => {
    if (!trayShown) return;
    document.body.style.paddingBottom = '6rem';
    document.documentElement.style.scrollPaddingBottom = '7rem';
    return () => {
      document.body.style.paddingBottom = '';
      document.documentElement.style.scrollPaddingBottom = '';
    };
  }, [trayShown]);

  // The ZIP field follows the URL (a shared link, the back button).
  useEffect(() => {
    if (hydrated) setZipDraft(filters.zip);
  }, [hydrated, filters.zip]);
  // A new ZIP starts a new comparison.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on ZIP change only
  useEffect(() => {
    setCompare([]);
    setComparing(false);
  }, [filters.zip]);
  // The comparison's code loads once a plan is ticked, so it is there by the time two are compared.
  const ticked = compare.length > 0;
  useEffect(() => {
    if (ticked) void loadCompare();
  }, [ticked]);
  // The filters fold on "Find plans" only (wider screens show them beside the list whatever this
  // says). Not when a page opened with a ZIP hydrates: the prerendered page shows them, and folding
  // them then moved everything below (Lighthouse: CLS 0.25 on /plans?zip=… at 412 px); a fold
  // that follows the visitor's own tap is not a layout shift.

  // While a new answer loads, the last one stays on screen (marked busy) rather than flashing away.
  const data =
    result.state === 'done'
      ? result.data
      : result.state === 'loading' && result.previous?.zip === result.zip
        ? result.previous
        : null;
  const matching = useMemo(
    () => (data ? selectPlans(data.plans, filterQuery(listFilters)) : []),
    [data, listFilters],
  );
  // "Show more": PAGE plans at a time, counted afresh for each answer and each set of filters.
  const [paged, setPaged] = useState<{ of: unknown; n: number; said: string; focus: string | null }>({
    of: null,
    n: PAGE,
    said: '',
    focus: null,
  });
  const current = paged.of === matching ? paged : { of: matching, n: PAGE, said: '', focus: null };
  const shownPlans = matching.slice(0, current.n);
  const remaining = matching.length - shownPlans.length;
  const nextPage = Math.min(remaining, PAGE);
  const showMore = () => {
    const n = Math.min(current.n + PAGE, matching.length);
    setPaged({
      of: matching,
      n,
      said: t.more.shown(n, matching.length),
      // The button goes once every plan is shown: focus moves to the first plan it added.
      focus: n >= matching.length ? (matching[current.n]?.labelId ?? null) : null,
    });
  };
  // After the last page, "Show more" is gone: focus goes to the first plan it added, not the page.
  useEffect(() => {
    if (!current.focus) return;
    const heading = document.querySelector<HTMLElement>(`[data-label-id="${CSS.escape(current.focus)}"] h3`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [current.focus]);
  // After "Find plans" on a phone, the answer is scrolled into view (the filters are folded above it).
  const answered = result.state !== 'loading' && result.state !== 'idle';
  const revealResults = useCallback(() => {
    scrollToResults.current = false;
    const heading = resultsHeading.current;
    if (heading && matchMedia(NARROW).matches && heading.getBoundingClientRect().top > innerHeight / 3)
      heading.scrollIntoView({ block: 'start' });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer
  useEffect(() => {
    if (answered && scrollToResults.current) revealResults();
  }, [answered, result, revealResults]);

  const busy = result.state !== 'done' || listFilters !== filters;
  const status = statusText(result, listFilters, matching.length, t);
  const loosen = activeFilters(filters, t);
  const inUse = loosen.length + (filters.sort === 'price' ? 0 : 1);
  const plansPath = localizedPath('/plans', language);
  const set = (patch: Partial<PlanFilters>) => change(() => patch);
  /** A speed or price select's value, read as the URL's would be. */
  const pickAmount = (name: AmountName, value: string) =>
    read && change(() => ({ [name]: read.readAmount(value) }), name);
  const toggleTech = (t: BroadbandTechnology, on: boolean) =>
    change((f) => ({ technology: on ? [...f.technology, t] : f.technology.filter((x) => x !== t) }));
  const zipInvalid = result.state === 'malformed' || result.state === 'unknown';

  return (
    <>
      <Banner eyebrow={t.banner.eyebrow} title={copy.banner.title} subTitle={copy.banner.subTitle}>
        <search aria-label={t.zipSearch} className="mt-6">
          <form
            method="get"
            action={plansPath}
            onSubmit={(e) => {
              e.preventDefault();
              const zip = zipDraft.trim();
              setFiltersOpen(false);
              scrollToResults.current = true;
              // The same ZIP again: its answer is already there.
              if (zip === filters.zip && answered) requestAnimationFrame(revealResults);
              else set({ zip });
            }}
          >
            <div>
              <label htmlFor="plans-zip" className="block text-sm font-semibold text-white">
                {t.zipLabel}
              </label>
              <div className="mt-1 flex max-w-md gap-2">
                <input
                  id="plans-zip"
                  name="zip"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={10}
                  value={zipDraft}
                  onChange={(e) => setZipDraft(e.currentTarget.value)}
                  aria-invalid={zipInvalid || undefined}
                  aria-describedby={zipInvalid ? 'plans-status' : undefined}
                  className="min-h-11 w-full min-w-0 rounded-lg border-2 border-white bg-white px-3 text-base text-ink aria-invalid:border-danger-600"
                />
                <button type="submit" className="btn-accent shrink-0">
                  {t.findPlans}
                </button>
              </div>
            </div>
          </form>
        </search>
      </Banner>
      <div className="container-page section grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <search aria-label={t.filtersLabel} className="min-w-0">
          <button
            type="button"
            className="btn-outline w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="plans-filters"
            onClick={() => setFiltersOpen((v) => !v)}
            data-filters-toggle
          >
            {t.filtersToggle(inUse)}
          </button>
          <form
            id="plans-filters"
            method="get"
            action={plansPath}
            className={`space-y-5 max-lg:mt-4 ${filtersOpen ? '' : 'max-lg:hidden'}`}
            onSubmit={(e) => e.preventDefault()}
          >
            <input type="hidden" name="zip" value={filters.zip} />
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{t.technologyLegend}</legend>
              <div className="mt-1 grid grid-cols-2 gap-x-2 lg:grid-cols-1">
                {technologies.map((id) => (
                  <label key={id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="technology"
                      value={id}
                      className="size-5 accent-brand-700"
                      checked={filters.technology.includes(id)}
                      onChange={(e) => toggleTech(id, e.currentTarget.checked)}
                    />
                    {t.technologies[id]}
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
              <AmountSelect
                name="minDownload"
                options={minDownloadOptions}
                value={filters.minDownload}
                onPick={pickAmount}
              />
              <AmountSelect
                name="minUpload"
                options={minUploadOptions}
                value={filters.minUpload}
                onPick={pickAmount}
              />
              <AmountSelect
                name="maxPrice"
                options={maxPriceOptions}
                value={filters.maxPrice}
                onPick={pickAmount}
              />
              <AmountSelect
                name="maxLatency"
                options={maxLatencyOptions}
                value={filters.maxLatency}
                onPick={pickAmount}
              />
            </div>

            <fieldset>
              <legend className="text-sm font-semibold text-ink">{t.termsLegend}</legend>
              {termFilters.map((name) => (
                <label key={name} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={name}
                    value="true"
                    className="size-5 accent-brand-700"
                    checked={filters[name]}
                    onChange={(e) => set({ [name]: e.currentTarget.checked })}
                  />
                  {t[name]}
                </label>
              ))}
            </fieldset>

            <div>
              <label htmlFor="plans-sort" className="block text-sm font-semibold text-ink">
                {t.sortBy}
              </label>
              <select
                id="plans-sort"
                name="sort"
                value={filters.sort}
                onChange={(e) =>
                  read && change(() => ({ sort: read.readSort(e.currentTarget.value) }), 'sort')
                }
                className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-base"
              >
                {sorts.map((id) => (
                  <option key={id} value={id}>
                    {t.sorts[id]}
                  </option>
                ))}
              </select>
            </div>
            <p className="text-sm text-slate-600">
              {t.speedQuestion}{' '}
              <Link
                to={localizedPath('/speed-calculator', language)}
                className="font-semibold text-brand-700 underline"
              >
                {t.speedLink}
              </Link>
              .
            </p>
            <noscript>
              <button type="submit" className="btn-primary">
                {t.applyFilters}
              </button>
            </noscript>
          </form>
        </search>

        <section aria-labelledby="plans-results-title" className="min-w-0">
          <h2 id="plans-results-title" ref={resultsHeading} className="text-xl font-bold text-ink">
            {data ? t.resultsHeading(data.zip, data.city, data.state) : t.resultsHeadingEmpty}
          </h2>
          <p
            id="plans-status"
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className={`mt-2 ${zipInvalid || result.state === 'failed' ? 'font-semibold text-danger-600' : 'text-slate-700'}`}
            data-plans-status={result.state}
          >
            {status}
          </p>

          {result.state === 'failed' ? (
            <button type="button" className="btn-primary mt-3" onClick={retry}>
              {t.tryAgain}
            </button>
          ) : null}

          {data?.basis === 'none' ? (
            <div className="mt-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
              <p>{t.noCoverage.text(data.state)}</p>
              <button
                type="button"
                className="btn-accent mt-3"
                onClick={() => openAvailabilityDialog({ zipCode: data.zip, city: data.city })}
              >
                {t.noCoverage.button}
              </button>
            </div>
          ) : null}

          {result.state === 'done' && data?.basis === 'coverage' && matching.length === 0 && loosen.length ? (
            <div className="mt-3 text-sm text-slate-700" data-loosen>
              <p>{t.loosen}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {loosen.map((f) => (
                  <li key={f.label}>
                    <button type="button" className="btn-outline" onClick={() => go(f.without)}>
                      {t.removeFilter(f.label)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {data && data.basis === 'coverage' ? (
            <p className="mt-2 text-xs text-slate-600">
              {data.sample ? (
                <strong className="rounded bg-amber-100 px-1 text-amber-900">{t.sampleNotice}</strong>
              ) : null}{' '}
              {t.source(data.asOf ? asOfText(data.asOf, t.dateLocale) : null)}
            </p>
          ) : null}

          {/* The compare tray: fixed at the window's foot while plans are chosen (in view wherever the
              list is scrolled; the list ends with room for it), its count said as it changes. */}
          {compare.length > 0 ? (
            <div className="fixed inset-x-0 bottom-0 z-20 flex flex-wrap items-center justify-between gap-2 bg-brand-950 px-4 py-3 text-white shadow-lg sm:px-8">
              <p aria-hidden="true" className="text-sm">
                {t.compareBar.chosen(compare.length, MAX_COMPARE)}
              </p>
              <button
                ref={compareButton}
                type="button"
                className="btn-accent"
                disabled={compare.length < 2}
                onClick={() => setComparing(true)}
              >
                {compare.length < 2 ? t.compareBar.oneMore : t.compareBar.compare(compare.length)}
              </button>
            </div>
          ) : null}

          {comparing && compare.length >= 2 ? (
            <Suspense fallback={null}>
              <PlanCompare
                plans={compare}
                headingRef={compareHeading}
                onClose={() => {
                  setComparing(false);
                  requestAnimationFrame(() => compareButton.current?.focus());
                }}
                onRemove={(id) => setCompare((list) => list.filter((p) => p.labelId !== id))}
                onGet={(plan) => getThisPlan(plan, t)}
              />
            </Suspense>
          ) : null}

          {data && shownPlans.length > 0 ? (
            <ul
              className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4"
              aria-label={t.resultsList(data.zip)}
              aria-busy={busy}
            >
              {shownPlans.map((p) => (
                <li key={p.labelId} className="min-w-0" data-label-id={p.labelId}>
                  <PlanCard
                    plan={p}
                    compared={compare.some((c) => c.labelId === p.labelId)}
                    compareFull={compare.length >= MAX_COMPARE}
                    onCompare={(on) =>
                      setCompare((list) =>
                        on ? [...list, p].slice(0, MAX_COMPARE) : list.filter((c) => c.labelId !== p.labelId),
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}

          {result.state === 'done' && remaining > 0 ? (
            <button
              type="button"
              className="btn-outline mt-4 w-full sm:w-auto"
              onClick={showMore}
              data-show-more
            >
              {t.more.show(nextPage)}
            </button>
          ) : null}
          {/* Mounted with the section, so what "Show more" loads is announced (politely). */}
          <p
            id="plans-more-status"
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className="mt-2 text-sm text-slate-700"
          >
            {result.state === 'done' ? current.said : ''}
          </p>
          {/* The compare tray's count, said politely as plans are chosen (mounted with the section,
              so the first choice is said too). */}
          <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-compare-status>
            {compare.length > 0 ? t.compareBar.chosen(compare.length, MAX_COMPARE) : ''}
          </p>
        </section>
      </div>
    </>
  );
}
