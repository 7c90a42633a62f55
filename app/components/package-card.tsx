import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { progressAnimation } from '../../content/base/ui.ts';
import type { PackageCard as PackageCardData } from '../../contracts/content.ts';
import { blocks } from '../i18n/blocks';
import { localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { useCountUp } from '../lib/use-count-up';
import { useInViewOnce } from '../lib/use-in-view-once';
import { CheckList } from './check-list';
import { Price } from './price';

type PackageCardProps = {
  pkg: PackageCardData;
  /** Label of the selected plan duration, e.g. "One Month" (Home) — shown on the card. */
  planDurationLabel?: string;
  /** Price suffix; "/mo" (in the page's language) by default (the TV page passes "/" + the selected duration value). */
  priceSuffix?: string;
  /** Opens the plan request; without it the button is a link to the contact page. */
  onChoosePlan?: (pkg: PackageCardData) => void;
  /** Speed that fills the whole ring (e.g. the fastest card shown); the card's own speed by default. */
  ringMaxMbps?: number;
};

/** "120" or "1,200" → 120 / 1200. */
export function targetMbps(mbps: string): number {
  const n = Number.parseInt(mbps.replace(/[^0-9]/g, ''), 10);
  return Number.isFinite(n) ? n : 0;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function ProgressCircle({
  target,
  max,
  recommended,
  upTo,
}: {
  target: number;
  max: number;
  recommended: boolean;
  upTo: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInViewOnce(ref, progressAnimation.threshold);
  // Counts by `step` (SPEC 4); a target below one step shows at the first tick.
  const ticks = Math.max(1, target / progressAnimation.step);
  const value = useCountUp(target, inView, ticks, progressAnimation.stepMs);
  const fraction = max > 0 ? Math.min(value / max, 1) : 0;
  return (
    <div ref={ref} className="relative mx-auto size-36" data-testid="progress-circle">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-slate-100" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          className={recommended ? 'stroke-accent-500' : 'stroke-brand-600'}
        />
      </svg>
      {/* Decorative: the heading carries the speed for screen readers. */}
      <p
        className="absolute inset-0 flex flex-col items-center justify-center text-center leading-tight"
        aria-hidden="true"
      >
        <span className="text-xs font-medium text-slate-600" aria-hidden="true">
          {upTo}
        </span>
        <span
          className="text-3xl font-extrabold text-ink tabular-nums"
          aria-hidden="true"
          data-testid="mbps-value"
        >
          {value}
        </span>
        <span className="text-xs font-semibold text-slate-600" aria-hidden="true">
          Mbps
        </span>
      </p>
    </div>
  );
}

/** Package card (SPEC 3): progress circle, title, description list, price, duration, Choose Plan. */
export function PackageCard({
  pkg,
  planDurationLabel,
  priceSuffix,
  onChoosePlan,
  ringMaxMbps,
}: PackageCardProps) {
  const t = useMessages('blocks', blocks).packageCard;
  const language = useLanguage();
  const titleId = useId();
  const target = targetMbps(pkg.mbps);
  const recommended = pkg.recommendation;
  const buttonClass = `${recommended ? 'btn-accent' : 'btn-primary'} mt-6 w-full`;
  return (
    <article
      aria-labelledby={titleId}
      // Marks a plan card whatever the language of its button (the JSON-LD gate, tests/e2e/page-facts.ts).
      data-plan-card=""
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${
        recommended ? 'border-accent-500 shadow-lg ring-2 ring-accent-500/40' : 'border-slate-200'
      }`}
    >
      {recommended ? (
        <p className="bg-accent-500 py-2 text-center text-xs font-bold tracking-[0.2em] text-ink uppercase">
          {t.recommendation}
        </p>
      ) : (
        <div aria-hidden="true" className="h-8" />
      )}
      <div className="flex flex-1 flex-col p-6 pt-4">
        <ProgressCircle target={target} max={ringMaxMbps ?? target} recommended={recommended} upTo={t.upTo} />
        <h3 id={titleId} className="mt-5 text-center text-xl font-bold text-ink">
          {pkg.packageTitle}
          <span className="sr-only">{t.upToMbps(target)}</span>
        </h3>
        <CheckList items={pkg.packageDescription} />
        <div className="mt-auto pt-6">
          <div className="border-t border-slate-100 pt-5">
            {planDurationLabel && (
              <p
                className="mb-2 text-xs font-semibold tracking-wide text-brand-800 uppercase"
                data-plan-duration=""
              >
                {t.durationPlan(planDurationLabel)}
              </p>
            )}
            <Price amount={pkg.price} suffix={priceSuffix ?? t.perMonth} note={t.priceNote} />
          </div>
          {onChoosePlan ? (
            <button
              type="button"
              className={buttonClass}
              onClick={() => onChoosePlan(pkg)}
              aria-describedby={titleId}
            >
              {t.choosePlan}
            </button>
          ) : (
            <Link
              to={localizedPath('/contact-us', language)}
              className={buttonClass}
              aria-describedby={titleId}
            >
              {t.choosePlan}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** The package cards of a page in one grid; every card gets the same props (duration, Choose Plan). */
export function PackageGrid({
  packages,
  label,
  belowToggle,
  ...card
}: Omit<PackageCardProps, 'pkg'> & {
  packages: readonly PackageCardData[];
  label: string;
  /** Spaced from a plan-duration toggle above it. */
  belowToggle?: boolean;
}) {
  return (
    <ul
      className={`${belowToggle ? 'mt-10 ' : ''}grid gap-6 sm:grid-cols-2 xl:grid-cols-4`}
      aria-label={label}
    >
      {packages.map((pkg) => (
        <li key={`${pkg.packageTitle}-${pkg.mbps}`}>
          <PackageCard pkg={pkg} {...card} />
        </li>
      ))}
    </ul>
  );
}
