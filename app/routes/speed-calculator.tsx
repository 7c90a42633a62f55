import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  activities,
  downloadTiers,
  headroom,
  perDevice,
  perPerson,
  speedSources,
} from '../../content/speed-guide.ts';
import { Banner } from '../components/banner';
import { localizedMeta, localizedPath, useLanguage, useMessages } from '../i18n/i18n';
import { speedCalculator } from '../i18n/speed-calculator';
import { toolPageLoader } from '../lib/page-copy';
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
import { toolShouldRevalidate } from '../lib/tool-page';
import { usePageSearch } from '../lib/use-page-search';
import { rememberedZip } from '../lib/zip-memory';
import type { Route } from './+types/speed-calculator';

// The page in English at /speed-calculator and in Spanish at /es/speed-calculator (routes.ts).
export const meta: Route.MetaFunction = localizedMeta(
  'speedCalculator',
  speedCalculator,
  '/speed-calculator',
  (t) => t,
);

/** The editors' banner in the page's language (app/lib/page-copy.ts); the inputs load nothing. */
export const loader = toolPageLoader('speed-calculator');
export const shouldRevalidate = toolShouldRevalidate;

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

export default function SpeedCalculator({ loaderData: copy }: Route.ComponentProps) {
  const t = useMessages('speedCalculator', speedCalculator);
  const language = useLanguage();
  const sourceName = (id: keyof typeof speedSources) =>
    id === 'estimate' ? t.sourceNames.estimate : t.sourceNames.fccGuide;
  const search = usePageSearch();
  const fromUrl = useMemo(() => parseInputs(search ?? ''), [search]);
  // The counts: the URL's when it changes (hydration, back and forward), then what the visitor
  // sets. A change renders this page alone and writes the URL with history.replaceState, not a
  // router navigation: a navigation renders the whole page tree again (the header and footer
  // included) on every key, the calculator's input delay (issue 39). The router reads the URL
  // again on the next navigation; the language switch reads window.location.
  const [inputs, setInputs] = useState(fromUrl);
  const [urlRead, setUrlRead] = useState(fromUrl);
  if (urlRead !== fromUrl) {
    setUrlRead(fromUrl);
    setInputs(fromUrl);
  }
  const rec = recommend(inputs);

  // What the visitor is typing (an emptied field stays empty until they type or leave it).
  const [drafts, setDrafts] = useState<Partial<Record<InputName, string>>>({});
  // The visitor's ZIP, if they looked one up (read once hydrated: the prerendered link has none).
  const [zip, setZip] = useState<string>();
  useEffect(() => setZip(rememberedZip()), []);
  const set = (name: InputName, raw: string) => {
    setDrafts((d) => ({ ...d, [name]: raw }));
    if (!/^\d{1,3}$/.test(raw)) return;
    const next = new URLSearchParams();
    const values: SpeedInputs = { ...inputs };
    values[name] = Math.min(Number(raw), inputMax(name));
    for (const n of inputNames) next.set(n, String(values[n]));
    setInputs(values);
    // The router's own entry (its key and index) is kept: back and forward still work.
    window.history.replaceState(window.history.state, '', `?${next}${window.location.hash}`);
  };
  const settle = (name: InputName) =>
    setDrafts((d) => {
      const { [name]: _, ...rest } = d;
      return rest;
    });

  return (
    <>
      <Banner eyebrow={t.banner.eyebrow} title={copy.banner.title} subTitle={copy.banner.subTitle} />
      <div className="container-page section grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="calc-inputs" className="min-w-0">
          <h2 id="calc-inputs" className="text-xl font-bold text-ink">
            {t.inputsHeading}
          </h2>
          <form
            method="get"
            action={localizedPath('/speed-calculator', language)}
            className="mt-4 grid gap-4"
            onSubmit={(e) => e.preventDefault()}
          >
            {inputNames.map((name) => (
              <div key={name} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-3">
                <label htmlFor={`calc-${name}`} className="text-sm font-medium text-slate-800">
                  {t.fields[name]}
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
                {t.submit}
              </button>
            </noscript>
          </form>
          {/* Below 992 px the answer is further down: a summary stays in view while the counts change
              (the live region in the answer already announces it, so this one is not read twice). */}
          <p
            aria-hidden="true"
            className="sticky bottom-0 -mx-4 mt-4 border-t border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink lg:hidden"
          >
            {t.need.before} <strong>{rec.downloadMbps} Mbps</strong> {t.need.middle}{' '}
            <strong>{rec.uploadMbps} Mbps</strong> {t.need.after}
          </p>
        </section>

        <section aria-labelledby="calc-answer" className="min-w-0">
          <h2 id="calc-answer" className="text-xl font-bold text-ink">
            {t.answerHeading}
          </h2>
          <div className="mt-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
            <p aria-live="polite" aria-atomic="true" className="text-lg text-ink" data-recommendation>
              {t.answer.before} <strong className="text-2xl">{rec.downloadMbps} Mbps</strong>{' '}
              {t.answer.middle} <strong className="text-2xl">{rec.uploadMbps} Mbps</strong> {t.answer.after}
            </p>
            <Link
              to={plansLink(rec, localizedPath('/plans', language), zip)}
              className="btn-accent mt-4 w-full text-center sm:w-auto"
              data-plans-link
            >
              {t.findPlans(rec.downloadMbps)}
            </Link>
          </div>

          <h3 className="mt-8 text-lg font-bold text-ink">{t.workingHeading}</h3>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-0 border-collapse text-left text-sm">
              <caption className="sr-only">{t.caption}</caption>
              <thead>
                <tr className="border-b-2 border-slate-300">
                  <th scope="col" className="py-2 pe-2">
                    {t.columns.activity}
                  </th>
                  <th scope="col" className="py-2 pe-2 text-right">
                    {t.columns.download}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t.columns.upload}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rec.lines.map((l) => (
                  <SumRow
                    key={l.text}
                    className="border-b border-slate-200 align-top"
                    label={t.line(l.count, t.units[l.id], mbps(l.eachDownMbps), mbps(l.eachUpMbps))}
                    labelWeight="font-normal"
                    down={mbps(l.downMbps)}
                    up={mbps(l.upMbps)}
                  />
                ))}
              </tbody>
              <tfoot>
                <SumRow
                  className="border-b border-slate-300 font-semibold"
                  label={t.total}
                  down={mbps(rec.totalDown)}
                  up={mbps(rec.totalUp)}
                />
                <SumRow
                  className="border-b border-slate-300"
                  label={t.headroom(Math.round(headroom * 100))}
                  labelWeight="font-normal"
                  down={mbps(rec.withHeadroomDown)}
                  up={mbps(rec.withHeadroomUp)}
                />
                <SumRow
                  className="font-bold text-ink"
                  label={t.rounded}
                  down={<>{rec.downloadMbps} Mbps</>}
                  up={<>{rec.uploadMbps} Mbps</>}
                />
              </tfoot>
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-600">{t.tiers(downloadTiers.join(', '))}</p>

          <h3 className="mt-8 text-lg font-bold text-ink">{t.figuresHeading}</h3>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            <li>
              {t.perPerson(
                mbps(perPerson.downMbps),
                sourceName(perPerson.downSource),
                t.notes.perPerson,
                mbps(perPerson.upMbps),
                sourceName(perPerson.upSource),
              )}
            </li>
            <li>{t.perDevice(mbps(perDevice.downMbps), mbps(perDevice.upMbps), t.notes.perDevice)}</li>
            {activities.map((a) => (
              <li key={a.id}>
                {t.activity(
                  t.fields[a.id],
                  mbps(a.downMbps),
                  sourceName(a.downSource),
                  t.notes[a.id],
                  mbps(a.upMbps),
                  sourceName(a.upSource),
                )}
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-base font-bold text-ink">{t.sourcesHeading}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {Object.values(speedSources).map((s) => (
              <li key={s.id}>
                {'url' in s ? (
                  <a
                    href={s.url}
                    className="font-semibold text-brand-700 underline"
                    rel="noopener"
                    hrefLang={language === 'es' ? 'en' : undefined}
                  >
                    {t.sources[s.id]}
                  </a>
                ) : (
                  t.sources[s.id]
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
