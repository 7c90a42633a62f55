import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { API, apiPath } from '../../contracts/api-paths';
import type { BroadbandTechnology } from '../../contracts/availability';
import type { Language } from '../../contracts/lead-record';
import type { Plan, PlansResponse } from '../../contracts/plans';
import { Banner } from '../components/banner';
import { getThisPlan, PlanCard } from '../components/plans/plan-card';
import {
  activeFilters,
  emptyFilters,
  filtersQuery,
  isValidZip,
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
import { usePageSearch } from '../lib/use-page-search';
import { rememberZip } from '../lib/zip-memory';
import type { Route } from './+types/plans';

// The page in English at /plans and in Spanish at /es/plans (routes.ts): the Spanish one asks the
// API for the providers' Spanish labels (language=es).
export const meta: Route.MetaFunction = localizedMeta('planFinder', planFinder, '/plans', (t) => t);

const MAX_COMPARE = 3;

type Result =
  | { state: 'idle' }
  | { state: 'malformed'; zip: string }
  | { state: 'loading'; zip: string; previous: PlansResponse | null }
  | { state: 'unknown'; zip: string }
  | { state: 'failed'; zip: string }
  /** data: the first page; extra: the plans "Show more" appended (paging with offset). */
  | { state: 'done'; data: PlansResponse; query: string; extra: Plan[] };

type More = { state: 'idle' | 'loading' | 'failed'; said: string; focus: string | null };
const MORE_IDLE: More = { state: 'idle', said: '', focus: null };

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
  const filters = ready ? reader.parseFilters(search) : emptyFilters;
  // Arrow keys on a select change it once per press: steps through one control within a moment of
  // each other replace the history entry, so Back undoes the choice rather than each step.
  const last = useRef<{ key: string; at: number } | null>(null);
  // Until the URL is read, a change would drop what it holds: none is made.
  const go = useCallback(
    (next: PlanFilters, control?: string) => {
      if (!ready) return;
      const q = filtersQuery(next);
      const now = performance.now();
      const replace = control !== undefined && last.current?.key === control && now - last.current.at < 1500;
      last.current = control ? { key: control, at: now } : null;
      const page = localizedPath('/plans', language);
      navigate(q ? `${page}?${q}` : page, { preventScrollReset: true, replace });
    },
    [navigate, ready, language],
  );
  return { hydrated: ready, filters, query: ready ? filtersQuery(filters) : '', go, read: reader };
}

/** The API's query for the page's: the Spanish page asks for the providers' Spanish labels. */
const apiQuery = (query: string, language: Language) => (language === 'es' ? `${query}&language=es` : query);

function usePlans(hydrated: boolean, filters: PlanFilters, query: string, t: PlanFinderMessages) {
  const language = useLanguage();
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const [more, setMore] = useState<More>(MORE_IDLE);
  const moreRequest = useRef<AbortController | null>(null);
  const [attempt, setAttempt] = useState(0);
  const zip = filters.zip;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string stands for the filters; attempt retries
  useEffect(() => {
    if (!hydrated) return;
    if (!zip) return setResult({ state: 'idle' });
    if (!isValidZip(zip)) return setResult({ state: 'malformed', zip });
    const controller = new AbortController();
    moreRequest.current?.abort();
    setMore(MORE_IDLE);
    setResult((r) => ({
      state: 'loading',
      zip,
      previous:
        r.state === 'done'
          ? { ...r.data, plans: [...r.data.plans, ...r.extra] }
          : r.state === 'loading'
            ? r.previous
            : null,
    }));
    apiGet<PlansResponse>(apiPath(API.plans, {}, apiQuery(query, language)), { signal: controller.signal })
      .then((data) => {
        // The list is rendered as a transition: React renders it in slices between which the page
        // answers input, rather than in one long task (issue 28: Lighthouse's total blocking time).
        startTransition(() => setResult({ state: 'done', data, query, extra: [] }));
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
  }, [hydrated, query, attempt, language]);
  // Between a URL change and its effect, the last answer belongs to the previous query: loading.
  const current: Result =
    result.state === 'done' && result.query !== query
      ? { state: 'loading', zip, previous: result.data }
      : result;
  /** The next page of the same answer (offset = plans shown), appended; the count is said politely. */
  const loadMore = () => {
    if (current.state !== 'done' || more.state === 'loading') return;
    const { data, extra, query: asked } = current;
    const shown = data.plans.length + extra.length;
    const controller = new AbortController();
    moreRequest.current = controller;
    setMore({ state: 'loading', said: t.more.loading, focus: null });
    apiGet<PlansResponse>(apiPath(API.plans, {}, apiQuery(`${asked}&offset=${shown}`, language)), {
      signal: controller.signal,
    })
      .then((page) => {
        // An import between two pages can move a plan across the boundary: never list one twice.
        const seen = new Set([...data.plans, ...extra].map((p) => p.labelId));
        const added = page.plans.filter((p) => !seen.has(p.labelId));
        const now = shown + added.length;
        const total = Math.max(page.total, now);
        startTransition(() => {
          setResult((r) =>
            r.state === 'done' && r.query === asked
              ? { ...r, data: { ...r.data, total }, extra: [...r.extra, ...added] }
              : r,
          );
          setMore({
            state: 'idle',
            said: t.more.shown(now, total),
            // The button goes once every plan is shown: focus moves to the first plan it added.
            focus: now >= total ? (added[0]?.labelId ?? null) : null,
          });
        });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setMore({
            state: 'failed',
            said: t.more.failed,
            focus: null,
          });
      });
  };
  return { result: current, retry: () => setAttempt((n) => n + 1), more, loadMore };
}

function asOfText(asOf: string, locale: string): string {
  return new Date(`${asOf}T00:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The one sentence the live region says when the results change. */
function statusText(result: Result, filters: PlanFilters, t: PlanFinderMessages): string {
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
      if (d.total === 0) return activeFilters(filters, t).length ? say.noMatch(d.zip) : say.noPlans(d.zip);
      const sort = t.sorts[filters.sort].toLowerCase();
      return say.found(d.total, d.zip, d.city, d.state, sort, d.sample);
    }
  }
}

/** The terms a plan can be filtered on, each a checkbox (its words: the area's message of that name). */
const termFilters = ['noContract', 'noDataCap'] as const;

type AmountName = 'minDownload' | 'minUpload' | 'maxPrice';

/** The speed and price selects: their ids and how an amount reads (their words: the area's). */
const amountSelects: Record<
  AmountName,
  { id: string; text: (n: number, t: PlanFinderMessages) => ReactNode }
> = {
  minDownload: { id: 'plans-min-down', text: (n) => <>{n} Mbps</> },
  minUpload: { id: 'plans-min-up', text: (n) => <>{n} Mbps</> },
  maxPrice: { id: 'plans-max-price', text: (n, t) => t.maxPrice.amount(n) },
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

export default function PlansPage() {
  const t = useMessages('planFinder', planFinder);
  const language = useLanguage();
  const { hydrated, filters, query, go, read } = useFilters(language);
  const { result, retry, more, loadMore } = usePlans(hydrated, filters, query, t);
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
  // After the last page, "Show more" is gone: focus goes to the first plan it added, not the page.
  useEffect(() => {
    if (!more.focus) return;
    const heading = document.querySelector<HTMLElement>(`[data-label-id="${CSS.escape(more.focus)}"] h3`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [more.focus]);

  const status = statusText(result, filters, t);
  const loosen = activeFilters(filters, t);
  const plansPath = localizedPath('/plans', language);
  // While a new answer loads, the last one stays on screen (marked busy) rather than flashing away.
  const data =
    result.state === 'done'
      ? result.data
      : result.state === 'loading' && result.previous?.zip === result.zip
        ? result.previous
        : null;
  const shownPlans = data ? (result.state === 'done' ? [...data.plans, ...result.extra] : data.plans) : [];
  const remaining = data ? data.total - shownPlans.length : 0;
  const nextPage = Math.min(remaining, data?.plans.length || remaining);
  const set = (patch: Partial<PlanFilters>) => go({ ...filters, ...patch });
  /** A speed or price select's value, read as the URL's would be. */
  const pickAmount = (name: AmountName, value: string) =>
    read && go({ ...filters, [name]: read.readAmount(value) }, name);
  const toggleTech = (t: BroadbandTechnology, on: boolean) =>
    set({ technology: on ? [...filters.technology, t] : filters.technology.filter((x) => x !== t) });
  const zipInvalid = result.state === 'malformed' || result.state === 'unknown';

  return (
    <>
      <Banner eyebrow={t.banner.eyebrow} title={t.banner.title} subTitle={t.banner.subTitle}>
        <search aria-label={t.zipSearch} className="mt-6">
          <form
            method="get"
            action={plansPath}
            onSubmit={(e) => {
              e.preventDefault();
              set({ zip: zipDraft.trim() });
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
          <form method="get" action={plansPath} className="space-y-5" onSubmit={(e) => e.preventDefault()}>
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
                  read && go({ ...filters, sort: read.readSort(e.currentTarget.value) }, 'sort')
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
          <h2 id="plans-results-title" className="text-xl font-bold text-ink">
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

          {result.state === 'done' && data?.basis === 'coverage' && data.total === 0 && loosen.length ? (
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
              aria-busy={result.state !== 'done' || more.state === 'loading'}
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
              aria-disabled={more.state === 'loading' || undefined}
              onClick={loadMore}
              data-show-more
            >
              {more.state === 'loading' ? t.more.loading : t.more.show(nextPage)}
            </button>
          ) : null}
          {/* Mounted with the section, so what "Show more" loads is announced (politely). */}
          <p
            id="plans-more-status"
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className={`mt-2 text-sm ${more.state === 'failed' ? 'font-semibold text-danger-600' : 'text-slate-700'}`}
          >
            {result.state === 'done' ? more.said : ''}
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
