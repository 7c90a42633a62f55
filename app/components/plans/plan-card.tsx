// One plan in the finder's list: provider, plan, technology (one, or "Fiber or cable" when the
// provider's coverage leaves several), typical speeds, price now and what it becomes, the label's
// version, and its actions (label, compare, get this plan).
import { useId, useState } from 'react';
import type { Plan } from '../../../contracts/plans';
import { useMessages } from '../../i18n/i18n';
import { type PlanFinderMessages, planFinder } from '../../i18n/plan-finder';
import { openPlanDialog } from '../../lib/dialogs';
import { costText, dollars, factsSnapshot, labelDateText, planName, typicalRange } from './broadband-facts';
import { BroadbandFactsLabel } from './broadband-facts-label';
import { technologiesText } from './plan-filters';

const speed = (n: number | null, notProvided: string) =>
  n === null ? notProvided : n >= 1000 ? `${Number((n / 1000).toFixed(2))} Gbps` : `${n} Mbps`;

/** A typical speed, or the label's range ("67–622 Mbps"); one figure in Gbps from 1,000 Mbps. */
const typical = (low: number | null, high: number | null | undefined, notProvided: string) =>
  low !== null && high !== null && high !== undefined && high !== low
    ? typicalRange(low, high, 'Mbps', notProvided)
    : speed(low, notProvided);

/** Opens the plan request for a plan, its description in the page's words (`t`, English by default). */
export function getThisPlan(plan: Plan, t: PlanFinderMessages = planFinder): void {
  const l = plan.label;
  const w = t.request;
  const notProvided = t.card.notProvided;
  const name = planName(l, t.facts.notProvided);
  const intro =
    l.introRate && l.introRatePrice !== null
      ? w.intro(dollars(l.introRatePrice), l.introRateMonths, dollars(l.monthlyPrice))
      : null;
  openPlanDialog(
    {
      mbps: l.typicalDownloadMbps !== null ? String(Math.round(l.typicalDownloadMbps)) : '',
      packageTitle: `${plan.provider.name}: ${name}`,
      packageDescription: [
        w.speeds(
          technologiesText(plan.technologies, t),
          typical(l.typicalDownloadMbps, l.typicalDownloadMaxMbps, notProvided),
          typical(l.typicalUploadMbps, l.typicalUploadMaxMbps, notProvided),
        ),
        ...(intro ? [intro] : []),
        w.planId(l.uniquePlanId, labelDateText(plan.labelDate, t.dateLocale)),
        ...(plan.sample ? [w.sample] : []),
      ],
      price: dollars(l.monthlyPrice),
      planDuration: w.perMonth,
      recommendation: false,
    },
    { uniquePlanId: l.uniquePlanId, labelId: plan.labelId, facts: factsSnapshot(l) },
  );
}

/**
 * What the plan costs beyond its price (contracts/plan-select.ts): with the label's monthly
 * provider fees (shown when they add to the price or one varies), and over the first year.
 */
function PlanCostLines({ plan, words: w }: { plan: Plan; words: PlanFinderMessages['card'] }) {
  const { cost } = plan;
  const fees = cost.monthlyCost !== plan.monthlyPrice || cost.varies;
  return (
    <p className="mt-1 text-xs text-slate-700">
      {fees ? (
        <span className="block" data-monthly-cost={cost.monthlyCost}>
          {w.withFees}{' '}
          <strong className="text-ink">
            {costText(cost.monthlyCost, cost, w)}
            {w.perMonth}
          </strong>
        </span>
      ) : null}
      <span className="block" data-first-year-cost={cost.firstYearCost}>
        {w.firstYear} <strong className="text-ink">{costText(cost.firstYearCost, cost, w)}</strong>
      </span>
    </p>
  );
}

export function PlanCard({
  plan,
  compared,
  compareFull,
  onCompare,
}: {
  plan: Plan;
  compared: boolean;
  compareFull: boolean;
  onCompare: (on: boolean) => void;
}) {
  const t = useMessages('planFinder', planFinder);
  const c = t.card;
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const l = plan.label;
  const name = planName(l, t.facts.notProvided);
  const technologies = technologiesText(plan.technologies, t);
  const intro = l.introRate && l.introRatePrice !== null;
  return (
    <article
      aria-labelledby={`${labelId}-name`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-plan={l.uniquePlanId}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{plan.provider.name}</p>
          <h3 id={`${labelId}-name`} className="text-lg font-bold text-ink">
            {name}
          </h3>
          <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800" data-technology>
              {technologies}
            </span>
            {plan.sample ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{c.sample}</span>
            ) : null}
            {!plan.contractRequired ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{t.noContract}</span>
            ) : null}
            {plan.dataUnlimited ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{t.noDataCap}</span>
            ) : null}
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-extrabold text-ink" data-price>
            {dollars(l.monthlyPrice)}
            <span className="text-sm font-semibold text-slate-600">{c.perMonth}</span>
          </p>
          {intro ? (
            <p className="text-xs text-slate-700">
              <strong>
                {dollars(l.introRatePrice as number)}
                {c.perMonth}
              </strong>
              {c.introRate(l.introRateMonths)}
            </p>
          ) : null}
          <PlanCostLines plan={plan} words={c} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{c.typicalDownload}</dt>
          <dd className="font-semibold text-ink" data-download>
            {typical(l.typicalDownloadMbps, l.typicalDownloadMaxMbps, c.notProvided)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{c.typicalUpload}</dt>
          <dd className="font-semibold text-ink" data-upload>
            {typical(l.typicalUploadMbps, l.typicalUploadMaxMbps, c.notProvided)}
          </dd>
        </div>
      </dl>
      {plan.technologies.length > 1 ? (
        <p className="mt-2 text-xs text-slate-700">
          {c.whichTechnology(plan.provider.name, technologies.toLowerCase())}
        </p>
      ) : null}
      {plan.reachesTypicalSpeed === false ? (
        <p className="mt-2 text-xs text-slate-700">
          {c.belowTypical(speed(plan.zipMaxDownloadMbps, c.notProvided))}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600" data-label-date>
        {c.labelVersion(labelDateText(plan.labelDate, t.dateLocale))}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-outline"
          aria-expanded={open}
          aria-controls={`${labelId}-label`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? c.hideLabel : c.showLabel}
          <span className="sr-only">{c.forPlan(name)}</span>
        </button>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={compared}
            disabled={!compared && compareFull}
            onChange={(e) => onCompare(e.currentTarget.checked)}
          />
          {c.compare}
          <span className="sr-only"> {name}</span>
        </label>
        <button type="button" className="btn-accent ms-auto" onClick={() => getThisPlan(plan, t)}>
          {c.getPlan}
          <span className="sr-only">: {name}</span>
        </button>
      </div>
      {open ? (
        <div className="mt-4">
          <BroadbandFactsLabel
            label={l}
            sample={plan.sample}
            labelDate={plan.labelDate}
            id={`${labelId}-label`}
          />
        </div>
      ) : null}
    </article>
  );
}
