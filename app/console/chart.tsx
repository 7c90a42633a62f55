// A uPlot chart for the reports page. uPlot (and its CSS) is imported only here and only when a
// chart mounts, so it lands in a chunk of its own that no public page loads. The canvas is drawn
// for sighted readers; the wrapper is an image with a text alternative, and the page puts the same
// numbers in a table beside every chart.
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export type ChartSeries = { label: string; color: string; values: number[] };

export function Chart({
  label,
  x,
  series,
  categories,
  height = 260,
}: {
  /** The text alternative: what the chart shows and where its numbers are. */
  label: string;
  /** x values: Unix seconds (time axis) or, with `categories`, indexes 0…n-1 (bars). */
  x: number[];
  series: ChartSeries[];
  /** category names for a bar chart; without them the x axis is time and series are lines. */
  categories?: string[];
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const width = Math.max(240, el.clientWidth);
      const axis = { stroke: '#334155', grid: { stroke: '#e2e8f0' }, ticks: { stroke: '#cbd5e1' } };
      const opts: uPlot.Options = {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: categories
          ? {
              x: { time: false, range: [-0.5, Math.max(0.5, x.length - 0.5)] },
              y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
            }
          : { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          categories
            ? {
                ...axis,
                splits: () => x,
                values: (_u, splits) =>
                  splits.map((i) => {
                    const name = categories[i] ?? '';
                    return name.length > 14 ? `${name.slice(0, 13)}…` : name;
                  }),
                rotate: width < 640 ? -45 : 0,
                size: width < 640 ? 80 : 40,
              }
            : axis,
          // Counts: whole-number steps only.
          { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000] },
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            stroke: s.color,
            width: categories ? 0 : 2,
            fill: categories ? s.color : undefined,
            // Bars of one category overlap, each later series narrower (a part of the one before,
            // such as "reached qualified" within "leads"), so every bar stays readable.
            ...(categories
              ? {
                  paths: UPlot.paths.bars?.({ size: [0.7 / (i + 1), 72 / (i + 1)], gap: 1 }),
                  points: { show: false },
                }
              : { points: { show: x.length < 40 } }),
          })),
        ],
      };
      plot = new UPlot(opts, [x, ...series.map((s) => s.values)], el);
      observer = new ResizeObserver(() => {
        const w = Math.max(240, el.clientWidth);
        if (plot && Math.abs(plot.width - w) > 4) plot.setSize({ width: w, height });
      });
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [x, series, categories, height]);

  return (
    <figure className="min-w-0">
      <div ref={box} role="img" aria-label={label} className="w-full" style={{ minHeight: height }} />
      <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
