// The Broadband Facts label of one plan, laid out like the FCC's label: one table, read in order
// (section headers, then each row's name and value), the unique plan id at the end; the caption
// says the label's version (the date it was first imported). A link field that is text stays text.
// Field names in the page's language; on a Spanish page an English label (the provider publishes
// none in Spanish for the plan) says so.
import type { PlanLabel } from '../../../contracts/plans';
import { useLanguage, useMessages } from '../../i18n/i18n';
import { planFinder } from '../../i18n/plan-finder';
import { factsOf, labelDateText } from './broadband-facts';

/** Where the FCC's label sends readers for the meaning of its terms. */
const FCC_CONSUMER = 'https://www.fcc.gov/consumer';

export function BroadbandFactsLabel({
  label,
  sample,
  labelDate,
  id,
}: {
  label: PlanLabel;
  sample: boolean;
  /** YYYY-MM-DD: the date this version of the label was first imported. */
  labelDate?: string;
  id?: string;
}) {
  const t = useMessages('planFinder', planFinder);
  const englishOnly = useLanguage() === 'es' && label.language !== 'es';
  const sections = factsOf(label, t.facts);
  return (
    <div
      id={id}
      className="max-w-md border-2 border-ink bg-white p-3 text-ink"
      data-facts-label
      data-label-language={label.language}
    >
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="border-b-8 border-ink pb-1 text-left">
          <span className="block text-2xl font-extrabold tracking-tight">{t.label.title}</span>
          <span className="block font-semibold">
            {label.providerName} · {sections[0]?.rows[1]?.value}
          </span>
          {labelDate ? (
            <span className="block text-xs" data-label-date>
              {t.card.labelVersion(labelDateText(labelDate, t.dateLocale))}
            </span>
          ) : null}
          {sample ? (
            <span className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t.label.sample}
            </span>
          ) : null}
          {englishOnly ? (
            <span className="mt-1 block text-xs font-normal" data-english-label>
              {t.label.englishOnly}
            </span>
          ) : null}
        </caption>
        <colgroup>
          <col className="w-[42%]" />
          <col />
        </colgroup>
        {sections.slice(1).map((s) => (
          <tbody key={s.key} className="border-b-4 border-ink">
            <tr>
              <th scope="colgroup" colSpan={2} className="pt-2 pb-1 text-base font-bold">
                {s.title}
              </th>
            </tr>
            {s.rows.map((r) => (
              <tr key={r.key} className="border-t border-slate-400 align-top" data-fact={r.key}>
                <th scope="row" className="py-1 pe-2 font-normal break-words">
                  {r.label}
                </th>
                <td className="py-1 font-semibold break-words [overflow-wrap:anywhere]">
                  {r.href ? (
                    <a href={r.href} className="text-brand-700 underline" rel="noopener nofollow">
                      {r.value}
                    </a>
                  ) : (
                    r.value
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {/* The FCC's label ends so: its terms are explained on the FCC's consumer pages. */}
      <p className="mt-2 text-xs" data-label-glossary>
        {t.label.learnMore}{' '}
        <a href={FCC_CONSUMER} className="font-semibold text-brand-700 underline" rel="noopener">
          fcc.gov/consumer
        </a>
      </p>
    </div>
  );
}
