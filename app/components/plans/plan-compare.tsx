// Up to three plans side by side, their labels aligned row by row; rows whose values differ are
// marked, and each column ends with its plan's "Get this plan". Below 768 px one plan's column at a
// time, chosen with the plan-name buttons kept in view.
import { type RefObject, useEffect, useState } from 'react';
import type { Plan } from '../../../contracts/plans';
import { useMessages } from '../../i18n/i18n';
import { type PlanCompareMessages, planCompare } from '../../i18n/plan-compare';
import { type PlanFinderMessages, planFinder } from '../../i18n/plan-finder';
import { costText, type FactRow, type FactWords, factsOf, planName } from './broadband-facts';

type Row = {
  key: string;
  label: string;
  section: string;
  sectionKey: string;
  cells: FactRow[];
  differs: boolean;
};

function rowsOf(plans: Plan[], words: FactWords, t: PlanFinderMessages, c: PlanCompareMessages): Row[] {
  const perPlan = plans.map((p) => factsOf(p.label, words));
  const first = perPlan[0] ?? [];
  // First, what each plan costs with its fees (the label's own rows follow, price and fees among them).
  const cost = (key: string, label: string, amount: (p: Plan) => number): Row => {
    const cells = plans.map((p) => ({ key, label, value: costText(amount(p), p.cost, t.card) }));
    return {
      key,
      label,
      section: c.cost.section,
      sectionKey: 'cost',
      cells,
      differs: new Set(cells.map((x) => x.value)).size > 1,
    };
  };
  const rows: Row[] = [
    cost('monthlyCost', c.cost.monthly, (p) => p.cost.monthlyCost),
    cost('firstYearCost', c.cost.firstYear, (p) => p.cost.firstYearCost),
  ];
  for (const [si, s] of first.entries()) {
    for (const [ri, r] of s.rows.entries()) {
      const cells = perPlan.map((sections) => sections[si]?.rows[ri] as FactRow);
      rows.push({
        key: r.key,
        label: r.label,
        section: s.title,
        sectionKey: s.key,
        cells,
        differs: new Set(cells.map((c) => c.value)).size > 1,
      });
    }
  }
  return rows;
}

export function PlanCompare({
  plans,
  onClose,
  onRemove,
  onGet,
  headingRef,
}: {
  plans: Plan[];
  onClose: () => void;
  onRemove: (labelId: string) => void;
  /** Get this plan: the request for it (plans.tsx opens it as a card's button does). */
  onGet: (plan: Plan) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useMessages('planFinder', planFinder);
  const c = useMessages('planCompare', planCompare);
  // Shown when its module has loaded (plans.tsx loads it lazily): the focus goes to its heading then.
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  const [active, setActive] = useState(0);
  const shown = Math.min(active, plans.length - 1);
  const rows = rowsOf(plans, t.facts, t, c);
  return (
    <section
      aria-labelledby="compare-title"
      className="mt-6 rounded-2xl border border-brand-200 bg-white p-3 sm:p-5"
      data-compare
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="compare-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
          {c.heading(plans.length)}
        </h2>
        <button type="button" className="btn-outline" onClick={onClose}>
          {c.close}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {c.legendBefore}{' '}
        <span className="rounded bg-amber-100 px-1 font-semibold text-amber-900">{c.differs}</span>{' '}
        {c.legendAfter}
        {plans.some((p) => p.sample) ? (
          <strong className="ms-1 rounded bg-amber-100 px-1 text-amber-900">{c.sample}</strong>
        ) : null}
      </p>
      {/* Narrow screens: one plan at a time; these buttons stay in view and name every plan. */}
      <fieldset className="sticky top-[var(--header-height)] z-10 -mx-3 mt-3 bg-white px-3 py-2 md:hidden">
        <legend className="sr-only">{c.planShown}</legend>
        <div className={`grid gap-1.5 ${plans.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
          {plans.map((p, i) => (
            <button
              key={p.labelId}
              type="button"
              aria-pressed={i === shown}
              onClick={() => setActive(i)}
              className="min-h-11 min-w-0 rounded-xl border-2 border-brand-700 px-2 py-1 text-left text-xs text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              <span className="block truncate">{p.provider.name}</span>
              <span className="block font-bold break-words">
                {p.label.tierPlanName ?? planName(p.label, t.facts.notProvided)}
              </span>
            </button>
          ))}
        </div>
      </fieldset>
      {/* One table per layout: display:none keeps the other out of the accessibility tree. */}
      <CompareTable
        t={t}
        c={c}
        plans={plans}
        rows={rows}
        columns={[shown]}
        onRemove={onRemove}
        onGet={onGet}
        className="md:hidden"
      />
      <CompareTable
        t={t}
        c={c}
        plans={plans}
        rows={rows}
        columns={plans.map((_, i) => i)}
        onRemove={onRemove}
        onGet={onGet}
        className="max-md:hidden"
      />
    </section>
  );
}

/** The comparison table for the given plan columns (all of them, or the one shown on a narrow screen). */
function CompareTable({
  t,
  c,
  plans,
  rows,
  columns,
  onRemove,
  onGet,
  className,
}: {
  t: PlanFinderMessages;
  c: PlanCompareMessages;
  plans: Plan[];
  rows: Row[];
  columns: number[];
  onRemove: (labelId: string) => void;
  onGet: (plan: Plan) => void;
  className: string;
}) {
  let lastSection = '';
  return (
    <table className={`mt-3 w-full table-fixed border-collapse text-left text-sm ${className}`}>
      <caption className="sr-only">{c.caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink">
          <td className={columns.length === 1 ? 'w-[45%]' : 'w-[22%]'} />
          {columns
            .map((i) => plans[i] as Plan)
            .map((p) => (
              <th
                key={p.labelId}
                scope="col"
                className="px-2 py-2 align-top break-words [overflow-wrap:anywhere]"
              >
                <span className="block text-xs font-normal text-slate-600">{p.provider.name}</span>
                <span className="block">{planName(p.label, t.facts.notProvided)}</span>
                <button
                  type="button"
                  className="mt-1 text-xs font-semibold text-brand-700 underline"
                  onClick={() => onRemove(p.labelId)}
                >
                  {c.remove}
                  <span className="sr-only">
                    {c.removeWhat(p.provider.name, planName(p.label, t.facts.notProvided))}
                  </span>
                </button>
              </th>
            ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const heading = r.section !== lastSection && r.sectionKey !== 'plan' ? r.section : null;
          lastSection = r.section;
          return [
            heading ? (
              <tr key={`${r.key}-section`}>
                <th
                  scope="colgroup"
                  colSpan={columns.length + 1}
                  className="pt-3 pb-1 text-base font-bold text-ink"
                >
                  {heading}
                </th>
              </tr>
            ) : null,
            <tr
              key={r.key}
              className={`border-t border-slate-300 align-top ${r.differs ? 'bg-amber-50' : ''}`}
              data-compare-row={r.key}
              data-differs={r.differs || undefined}
            >
              <th scope="row" className="py-1.5 pe-2 font-normal">
                {r.label}
                {r.differs ? (
                  <span className="ms-1 inline-block rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">
                    {c.differs}
                  </span>
                ) : null}
              </th>
              {columns.map((i) => (
                <td
                  key={plans[i]?.labelId}
                  className="px-2 py-1.5 font-semibold break-words [overflow-wrap:anywhere]"
                >
                  {r.cells[i]?.href ? (
                    <a href={r.cells[i]?.href} className="text-brand-700 underline" rel="noopener nofollow">
                      {r.cells[i]?.value}
                    </a>
                  ) : (
                    r.cells[i]?.value
                  )}
                </td>
              ))}
            </tr>,
          ];
        })}
      </tbody>
      <tfoot>
        {/* Chosen from the comparison: each column's plan can be asked for there. */}
        <tr className="border-t-2 border-ink">
          <td />
          {columns
            .map((i) => plans[i] as Plan)
            .map((p) => (
              <td key={p.labelId} className="px-2 pt-3">
                <button type="button" className="btn-accent w-full" onClick={() => onGet(p)}>
                  {t.card.getPlan}
                  <span className="sr-only">: {planName(p.label, t.facts.notProvided)}</span>
                </button>
              </td>
            ))}
        </tr>
      </tfoot>
    </table>
  );
}
