import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { plansText } from '../../content/plan-finder.ts';
import { API, apiPath } from '../../contracts/api-paths';
import type { BroadbandTechnology } from '../../contracts/availability';
import type { Plan, PlansResponse } from '../../contracts/plans';
import { Banner } from '../components/banner';
import { PlanCard } from '../components/plans/plan-card';
import { PlanCompare } from '../components/plans/plan-compare';
import { ApiError, apiGet } from '../lib/api-core';
import { openAvailabilityDialog } from '../lib/dialogs';
import {
  activeFilters,
  emptyFilters,
  filtersQuery,
  isValidZip,
  maxPriceOptions,
  minDownloadOptions,
  type PlanFilters,
  sorts,
  technologies,
} from '../lib/plan-filters';
import { pageMeta } from '../lib/seo';
import { usePageSearch } from '../lib/use-page-search';
import type { Route } from './+types/plans';

export const meta: Route.MetaFunction = () => pageMeta({ ...plansText, path: '/plans' });

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
 * The URL's reader (lib/plan-url.ts: zod, not in the page's initial JS), fetched while the page
 * hydrates; until it is there the page reads no query, as before hydration.
 */
const urlReader = typeof document === 'undefined' ? undefined : import('../lib/plan-url');
type UrlReader = Awaited<NonNullable<typeof urlReader>>;

function useFilters() {
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
      navigate(q ? `/plans?${q}` : '/plans', { preventScrollReset: true, replace });
    },
    [navigate, ready],
  );
  return { hydrated: ready, filters, query: ready ? filtersQuery(filters) : '', go, read: reader };
}

function usePlans(hydrated: boolean, filters: PlanFilters, query: string) {
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
    apiGet<PlansResponse>(apiPath(API.plans, {}, query), { signal: controller.signal })
      .then((data) => {
        // The list is rendered as a transition: React renders it in slices between which the page
        // answers input, rather than in one long task (issue 28: Lighthouse's total blocking time).
        startTransition(() => setResult({ state: 'done', data, query, extra: [] }));
      })
      .catch((e) => {
        if (controller.signal.aborted) return;
        setResult(
          e instanceof ApiError && e.status === 404 ? { state: 'unknown', zip } : { state: 'failed', zip },
        );
      });
    return () => controller.abort();
  }, [hydrated, query, attempt]);
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
    setMore({ state: 'loading', said: 'Loading more plans…', focus: null });
    apiGet<PlansResponse>(apiPath(API.plans, {}, `${asked}&offset=${shown}`), {
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
            said: `Showing ${now} of ${total} ${total === 1 ? 'plan' : 'plans'}.`,
            // The button goes once every plan is shown: focus moves to the first plan it added.
            focus: now >= total ? (added[0]?.labelId ?? null) : null,
          });
        });
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setMore({
            state: 'failed',
            said: 'We could not load more plans just now. Try again.',
            focus: null,
          });
      });
  };
  return { result: current, retry: () => setAttempt((n) => n + 1), more, loadMore };
}

function asOfText(asOf: string): string {
  return new Date(`${asOf}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The one sentence the live region says when the results change. */
function statusText(result: Result, filters: PlanFilters): string {
  switch (result.state) {
    case 'idle':
      return 'Enter your ZIP code to see the plans reported there.';
    case 'malformed':
      return `“${result.zip}” is not a ZIP code: enter 5 digits, for example 98101.`;
    case 'loading':
      return `Looking up plans at ${result.zip}…`;
    case 'unknown':
      return `We could not find ZIP code ${result.zip}. Check the digits and try again.`;
    case 'failed':
      return `We could not load the plans for ${result.zip} just now.`;
    case 'done': {
      const d = result.data;
      if (d.basis === 'none')
        return `No coverage data for ZIP ${d.zip} (${d.city}, ${d.state}) yet, so we cannot list its plans.`;
      if (d.total === 0)
        return activeFilters(filters).length
          ? `No plan at ${d.zip} matches these filters.`
          : `No provider reported at ${d.zip} has published plans we hold.`;
      const sort = sorts.find((s) => s.id === filters.sort)?.label.toLowerCase() ?? 'lowest price';
      return `${d.total} ${d.total === 1 ? 'plan' : 'plans'} at ${d.zip} (${d.city}, ${d.state}), ${sort} first${d.sample ? '. Sample data' : ''}.`;
    }
  }
}

/** The terms a plan can be filtered on, each a checkbox. */
const termFilters = [
  ['noContract', 'No contract'],
  ['noDataCap', 'No data cap'],
] as const;

type AmountName = 'minDownload' | 'maxPrice';

/** The speed and price selects' words: the label, the "any" choice and how an amount reads. */
const amountSelects: Record<
  AmountName,
  { id: string; label: string; any: string; text: (n: number) => ReactNode }
> = {
  minDownload: {
    id: 'plans-min-down',
    label: 'Minimum download',
    any: 'Any speed',
    text: (n) => <>{n} Mbps</>,
  },
  maxPrice: {
    id: 'plans-max-price',
    label: 'Maximum price',
    any: 'Any price',
    text: (n) => <>${n} a month</>,
  },
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
  const { id, label, any, text } = amountSelects[name];
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
            {text(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function PlansPage() {
  const { hydrated, filters, query, go, read } = useFilters();
  const { result, retry, more, loadMore } = usePlans(hydrated, filters, query);
  const [zipDraft, setZipDraft] = useState('');
  const [compare, setCompare] = useState<Plan[]>([]);
  const [comparing, setComparing] = useState(false);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const compareButton = useRef<HTMLButtonElement>(null);

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
  useEffect(() => {
    if (comparing) compareHeading.current?.focus();
  }, [comparing]);
  // After the last page, "Show more" is gone: focus goes to the first plan it added, not the page.
  useEffect(() => {
    if (!more.focus) return;
    const heading = document.querySelector<HTMLElement>(`[data-label-id="${CSS.escape(more.focus)}"] h3`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [more.focus]);

  const status = statusText(result, filters);
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
  const pickAmount = (name: 'minDownload' | 'maxPrice', value: string) =>
    read && go({ ...filters, [name]: read.readAmount(value) }, name);
  const toggleTech = (t: BroadbandTechnology, on: boolean) =>
    set({ technology: on ? [...filters.technology, t] : filters.technology.filter((x) => x !== t) });
  const zipInvalid = result.state === 'malformed' || result.state === 'unknown';

  return (
    <>
      <Banner
        eyebrow="Plan finder"
        title="Internet plans at your ZIP code"
        subTitle="Every plan a provider reports at your ZIP code, with its full Broadband Facts label: the price after the intro rate, every fee, typical speeds and data caps."
      >
        <search aria-label="Find plans at a ZIP code" className="mt-6">
          <form
            method="get"
            action="/plans"
            onSubmit={(e) => {
              e.preventDefault();
              set({ zip: zipDraft.trim() });
            }}
          >
            <div>
              <label htmlFor="plans-zip" className="block text-sm font-semibold text-white">
                ZIP code
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
                  Find plans
                </button>
              </div>
            </div>
          </form>
        </search>
      </Banner>
      <div className="container-page section grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <search aria-label="Filter and sort plans" className="min-w-0">
          <form method="get" action="/plans" className="space-y-5" onSubmit={(e) => e.preventDefault()}>
            <input type="hidden" name="zip" value={filters.zip} />
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Technology</legend>
              <div className="mt-1 grid grid-cols-2 gap-x-2 lg:grid-cols-1">
                {technologies.map((t) => (
                  <label key={t.id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="technology"
                      value={t.id}
                      className="size-5 accent-brand-700"
                      checked={filters.technology.includes(t.id)}
                      onChange={(e) => toggleTech(t.id, e.currentTarget.checked)}
                    />
                    {t.label}
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
                name="maxPrice"
                options={maxPriceOptions}
                value={filters.maxPrice}
                onPick={pickAmount}
              />
            </div>

            <fieldset>
              <legend className="text-sm font-semibold text-ink">Terms</legend>
              {termFilters.map(([name, label]) => (
                <label key={name} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={name}
                    value="true"
                    className="size-5 accent-brand-700"
                    checked={filters[name]}
                    onChange={(e) => set({ [name]: e.currentTarget.checked })}
                  />
                  {label}
                </label>
              ))}
            </fieldset>

            <div>
              <label htmlFor="plans-sort" className="block text-sm font-semibold text-ink">
                Sort by
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
                {sorts.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <p className="text-sm text-slate-600">
              Not sure what speed you need?{' '}
              <Link to="/speed-calculator" className="font-semibold text-brand-700 underline">
                Work it out
              </Link>
              .
            </p>
            <noscript>
              <button type="submit" className="btn-primary">
                Apply filters
              </button>
            </noscript>
          </form>
        </search>

        <section aria-labelledby="plans-results-title" className="min-w-0">
          <h2 id="plans-results-title" className="text-xl font-bold text-ink">
            {data ? `Plans at ${data.zip}, ${data.city}, ${data.state}` : 'Plans'}
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
              Try again
            </button>
          ) : null}

          {data?.basis === 'none' ? (
            <div className="mt-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
              <p>
                We have not imported the FCC’s coverage data for {data.state}, so we cannot say which plans
                are offered at this ZIP code. A specialist can check your exact address.
              </p>
              <button
                type="button"
                className="btn-accent mt-3"
                onClick={() => openAvailabilityDialog({ zipCode: data.zip, city: data.city })}
              >
                Check availability at your address
              </button>
            </div>
          ) : null}

          {result.state === 'done' &&
          data?.basis === 'coverage' &&
          data.total === 0 &&
          activeFilters(filters).length ? (
            <div className="mt-3 text-sm text-slate-700" data-loosen>
              <p>Loosen a filter:</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {activeFilters(filters).map((f) => (
                  <li key={f.label}>
                    <button type="button" className="btn-outline" onClick={() => go(f.without)}>
                      Remove “{f.label}”
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {data && data.basis === 'coverage' ? (
            <p className="mt-2 text-xs text-slate-600">
              {data.sample ? (
                <strong className="rounded bg-amber-100 px-1 text-amber-900">
                  Sample data: fictional providers and plans, not real offers.
                </strong>
              ) : null}{' '}
              Providers reported at this ZIP code in the FCC Broadband Data Collection
              {data.asOf ? `, as of ${asOfText(data.asOf)}` : ''}; plans from their Broadband Facts labels.
              Prices before taxes; your address decides what you can get.
            </p>
          ) : null}

          {compare.length > 0 ? (
            <div className="sticky bottom-0 z-20 mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-950 p-3 text-white shadow-lg">
              <p className="text-sm">
                {compare.length} of {MAX_COMPARE} plans chosen to compare
              </p>
              <button
                ref={compareButton}
                type="button"
                className="btn-accent"
                disabled={compare.length < 2}
                onClick={() => setComparing(true)}
              >
                {compare.length < 2 ? 'Choose one more to compare' : `Compare ${compare.length} plans`}
              </button>
            </div>
          ) : null}

          {comparing && compare.length >= 2 ? (
            <PlanCompare
              plans={compare}
              headingRef={compareHeading}
              onClose={() => {
                setComparing(false);
                requestAnimationFrame(() => compareButton.current?.focus());
              }}
              onRemove={(id) => setCompare((list) => list.filter((p) => p.labelId !== id))}
            />
          ) : null}

          {data && shownPlans.length > 0 ? (
            <ul
              className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4"
              aria-label={`Plans at ${data.zip}`}
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
              {more.state === 'loading'
                ? 'Loading more plans…'
                : `Show ${nextPage} more ${nextPage === 1 ? 'plan' : 'plans'}`}
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
        </section>
      </div>
    </>
  );
}
