import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { speedCalculatorText } from '../../content/plan-finder.ts';
import {
  activities,
  downloadTiers,
  headroom,
  perDevice,
  perPerson,
  speedSources,
} from '../../content/speed-guide.ts';
import { Banner } from '../components/banner';
import { pageMeta } from '../lib/seo';
import {
  type InputName,
  inputMax,
  inputNames,
  mbps,
  parseInputs,
  plansLink,
  recommend,
  type SpeedInputs,
} from '../lib/speed-calculator';
import { usePageSearch } from '../lib/use-page-search';
import type { Route } from './+types/speed-calculator';

export const meta: Route.MetaFunction = () => pageMeta({ ...speedCalculatorText, path: '/speed-calculator' });

const fieldLabels: Record<InputName, string> = {
  people: 'People at home who go online',
  devices: 'Connected devices (phones, laptops, TVs, consoles)',
  ...(Object.fromEntries(activities.map((a) => [a.id, a.label])) as Record<
    (typeof activities)[number]['id'],
    string
  >),
};

const sourceName = (id: keyof typeof speedSources) => (id === 'estimate' ? 'our estimate' : 'FCC guide');

/** A row of the sum: what it counts, then its download and upload. */
function SumRow({
  className,
  label,
  labelWeight,
  down,
  up,
}: {
  className: string;
  label: ReactNode;
  labelWeight?: 'font-normal';
  down: ReactNode;
  up: ReactNode;
}) {
  return (
    <tr className={className}>
      <th scope="row" className={labelWeight ? `py-2 pe-2 ${labelWeight}` : 'py-2 pe-2'}>
        {label}
      </th>
      <td className="py-2 pe-2 text-right whitespace-nowrap">{down}</td>
      <td className="py-2 text-right whitespace-nowrap">{up}</td>
    </tr>
  );
}

export default function SpeedCalculator() {
  const search = usePageSearch();
  const navigate = useNavigate();
  const inputs = useMemo(() => parseInputs(search ?? ''), [search]);
  const rec = recommend(inputs);

  // What the visitor is typing (an emptied field stays empty until they type or leave it).
  const [drafts, setDrafts] = useState<Partial<Record<InputName, string>>>({});
  const set = (name: InputName, raw: string) => {
    setDrafts((d) => ({ ...d, [name]: raw }));
    if (!/^\d{1,3}$/.test(raw)) return;
    const next = new URLSearchParams();
    const values: SpeedInputs = { ...inputs };
    values[name] = Math.min(Number(raw), inputMax(name));
    for (const n of inputNames) next.set(n, String(values[n]));
    navigate(`?${next}`, { replace: true, preventScrollReset: true });
  };
  const settle = (name: InputName) =>
    setDrafts((d) => {
      const { [name]: _, ...rest } = d;
      return rest;
    });

  return (
    <>
      <Banner
        eyebrow="Speed calculator"
        title="How much speed do I need?"
        subTitle="Tell us who is online and what they do at the same time. We add it up from the FCC’s published figures, show every step, and find plans that are fast enough."
      />
      <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="calc-inputs" className="min-w-0">
          <h2 id="calc-inputs" className="text-xl font-bold text-ink">
            Your household, at its busiest
          </h2>
          <form
            method="get"
            action="/speed-calculator"
            className="mt-4 grid gap-4"
            onSubmit={(e) => e.preventDefault()}
          >
            {inputNames.map((name) => (
              <div key={name} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-3">
                <label htmlFor={`calc-${name}`} className="text-sm font-medium text-slate-800">
                  {fieldLabels[name]}
                </label>
                <input
                  id={`calc-${name}`}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={name === 'people' ? 1 : 0}
                  max={inputMax(name)}
                  step={1}
                  value={drafts[name] ?? inputs[name]}
                  onChange={(e) => set(name, e.currentTarget.value)}
                  onBlur={() => settle(name)}
                  className="min-h-11 w-full rounded-lg border border-slate-400 px-3 text-right text-base text-ink"
                />
              </div>
            ))}
            <noscript>
              <button type="submit" className="btn-primary">
                Work it out
              </button>
            </noscript>
          </form>
          {/* Below 992 px the answer is further down: a summary stays in view while the counts change
              (the live region in the answer already announces it, so this one is not read twice). */}
          <p
            aria-hidden="true"
            className="sticky bottom-0 -mx-4 mt-4 border-t border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink lg:hidden"
          >
            You need at least <strong>{rec.downloadMbps} Mbps</strong> down and{' '}
            <strong>{rec.uploadMbps} Mbps</strong> up.
          </p>
        </section>

        <section aria-labelledby="calc-answer" className="min-w-0">
          <h2 id="calc-answer" className="text-xl font-bold text-ink">
            What we recommend
          </h2>
          <div className="mt-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
            <p aria-live="polite" aria-atomic="true" className="text-lg text-ink" data-recommendation>
              At least <strong className="text-2xl">{rec.downloadMbps} Mbps</strong> download and{' '}
              <strong className="text-2xl">{rec.uploadMbps} Mbps</strong> upload.
            </p>
            <Link
              to={plansLink(rec)}
              className="btn-accent mt-4 w-full text-center sm:w-auto"
              data-plans-link
            >
              Find plans with at least {rec.downloadMbps} Mbps
            </Link>
          </div>

          <h3 className="mt-8 text-lg font-bold text-ink">How we worked it out</h3>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-0 border-collapse text-left text-sm">
              <caption className="sr-only">Speed needed by each activity, all at the same time</caption>
              <thead>
                <tr className="border-b-2 border-slate-300">
                  <th scope="col" className="py-2 pe-2">
                    At the same time
                  </th>
                  <th scope="col" className="py-2 pe-2 text-right">
                    Download
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Upload
                  </th>
                </tr>
              </thead>
              <tbody>
                {rec.lines.map((l) => (
                  <SumRow
                    key={l.text}
                    className="border-b border-slate-200 align-top"
                    label={l.text}
                    labelWeight="font-normal"
                    down={mbps(l.downMbps)}
                    up={mbps(l.upMbps)}
                  />
                ))}
              </tbody>
              <tfoot>
                <SumRow
                  className="border-b border-slate-300 font-semibold"
                  label="All at once"
                  down={mbps(rec.totalDown)}
                  up={mbps(rec.totalUp)}
                />
                <SumRow
                  className="border-b border-slate-300"
                  label={<>Plus {Math.round(headroom * 100)} % for peaks and Wi-Fi losses</>}
                  labelWeight="font-normal"
                  down={mbps(rec.withHeadroomDown)}
                  up={mbps(rec.withHeadroomUp)}
                />
                <SumRow
                  className="font-bold text-ink"
                  label="Rounded up to a plan speed you can buy"
                  down={<>{rec.downloadMbps} Mbps</>}
                  up={<>{rec.uploadMbps} Mbps</>}
                />
              </tfoot>
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Plan speeds we round to: {downloadTiers.join(', ')} Mbps. The FCC counts a connection as broadband
            from 100 Mbps download and 20 Mbps upload.
          </p>

          <h3 className="mt-8 text-lg font-bold text-ink">The figures we use</h3>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            <li>
              Each person browsing: {mbps(perPerson.downMbps)} down ({sourceName(perPerson.downSource)}:{' '}
              {perPerson.note}), {mbps(perPerson.upMbps)} up ({sourceName(perPerson.upSource)}).
            </li>
            <li>
              Each device in the background: {mbps(perDevice.downMbps)} down, {mbps(perDevice.upMbps)} up (
              {perDevice.note}).
            </li>
            {activities.map((a) => (
              <li key={a.id}>
                {a.label}: {mbps(a.downMbps)} down ({sourceName(a.downSource)}: {a.note}), {mbps(a.upMbps)} up
                ({sourceName(a.upSource)}).
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-base font-bold text-ink">Sources</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {Object.values(speedSources).map((s) => (
              <li key={s.id}>
                {'url' in s ? (
                  <a href={s.url} className="font-semibold text-brand-700 underline" rel="noopener">
                    {s.name}
                  </a>
                ) : (
                  s.name
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
