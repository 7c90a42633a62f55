// Speed to lead on the reports page (issue 29 item 2): the median time from a lead's arrival to its
// first contact (first status change out of new), overall, per day (chart and table) and per agent
// (table), with how many were reached within the first-contact target.
import { useMemo } from 'react';
import type { SpeedRow, SpeedToLead } from '../../contracts/console.ts';
import { duration } from './age';
import { Chart } from './chart';
import { FiguresHead, ScrollTable } from './list';

const scrollBox = 'max-h-80 self-start overflow-auto rounded border border-slate-200';

const within = (r: SpeedRow) =>
  r.leads ? `${r.withinTarget} (${Math.round((r.withinTarget / r.leads) * 100)}%)` : '–';

function Head({ first, target }: { first: string; target: number }) {
  return (
    <FiguresHead
      first={first}
      figures={['Contacted', 'Median time to first contact', `Within ${target} min`]}
    />
  );
}

function Row({ name, r }: { name: string; r: SpeedRow }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="px-2 py-1 font-normal break-all">
        {name}
      </th>
      <td className="px-2 py-1 text-right tabular-nums">{r.leads}</td>
      <td className="px-2 py-1 text-right tabular-nums">{duration(r.medianMs)}</td>
      <td className="px-2 py-1 text-right tabular-nums">{within(r)}</td>
    </tr>
  );
}

export function SpeedReport({ speed }: { speed: SpeedToLead }) {
  const x = useMemo(() => speed.byDay.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), [speed]);
  const series = useMemo(
    () => [
      {
        label: 'Median minutes to first contact',
        color: '#1d4ed8',
        // A day without a contacted lead is a gap in the line, not a zero.
        values: speed.byDay.map((d) =>
          d.medianMs === null ? null : Math.round(d.medianMs / 6000) / 10,
        ) as number[],
      },
    ],
    [speed],
  );
  const { overall, targetMin } = speed;
  return (
    <>
      <h2 className="mt-8 text-xl font-bold text-ink">Speed to lead</h2>
      <p className="mt-2 text-slate-700">
        Median time from a lead's arrival to its first contact (its first status change out of new):{' '}
        <strong>{duration(overall.medianMs)}</strong> over {overall.leads} contacted leads; {within(overall)}{' '}
        within the {targetMin}-minute target.
      </p>
      <div className="mt-3 grid gap-4 rounded bg-white p-4 shadow lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Chart
          label={`Line chart of the median minutes to first contact per day: ${duration(overall.medianMs)} overall. The table "Speed to lead by day" has every number.`}
          x={x}
          series={series}
        />
        <ScrollTable className={scrollBox} label="Speed to lead by day">
          <Head first="Day" target={targetMin} />
          <tbody>
            {speed.byDay.map((d) => (
              <Row key={d.day} name={d.day} r={d} />
            ))}
          </tbody>
        </ScrollTable>
      </div>
      {speed.byAgent.length > 0 && (
        <div className="mt-4 rounded bg-white p-4 shadow">
          <ScrollTable className={scrollBox} label="Speed to lead by agent">
            <Head first="Agent" target={targetMin} />
            <tbody>
              {speed.byAgent.map((a) => (
                <Row key={a.operator ?? ''} name={a.operator ?? '(removed operator)'} r={a} />
              ))}
            </tbody>
          </ScrollTable>
        </div>
      )}
    </>
  );
}
