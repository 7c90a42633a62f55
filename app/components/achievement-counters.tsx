import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { counterAnimation } from '../../content/ui.ts';
import { prefersReducedMotion, useInViewOnce } from '../lib/use-in-view-once';

export type Achievement = { label: string; target: number; suffix: string };

/** Ticks of the count-up; the duration itself is SPEC 9's 1000 ms. */
export const counterTicks = 50;

/**
 * Counts 0 → target in `durationMs` once `start` is true, once (SPEC 4). Prerendered HTML shows the
 * target; after hydration it rewinds to 0 until started, unless motion is reduced.
 */
export function useCountUp(target: number, start: boolean, durationMs: number = counterAnimation.durationMs) {
  const [value, setValue] = useState(target);
  useLayoutEffect(() => {
    if (!prefersReducedMotion()) setValue(0);
  }, []);
  useEffect(() => {
    if (!start) return;
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      setValue(Math.round((target * tick) / counterTicks));
      if (tick >= counterTicks) clearInterval(timer);
    }, durationMs / counterTicks);
    return () => clearInterval(timer);
  }, [start, target, durationMs]);
  return value;
}

function Counter({ item, start }: { item: Achievement; start: boolean }) {
  const value = useCountUp(item.target, start);
  return (
    <div className="px-4 py-6 text-center md:py-8" data-testid="achievement">
      <dt className="order-2 mt-2 text-sm font-medium text-white/80 md:text-base">{item.label}</dt>
      <dd className="order-1 text-4xl font-extrabold tracking-tight text-white tabular-nums md:text-5xl">
        <span aria-hidden="true" data-testid="achievement-value">
          {value}
          {item.suffix}
        </span>
        <span className="sr-only">
          {item.target}
          {item.suffix}
        </span>
      </dd>
    </div>
  );
}

/** Achievements strip (SPEC 2, About): four counters that run once when half the strip is visible. */
export function AchievementCounters({ items }: { items: readonly Achievement[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const inView = useInViewOnce(ref, counterAnimation.threshold);
  return (
    <dl
      ref={ref}
      className="grid grid-cols-2 divide-white/15 rounded-3xl bg-brand-900 shadow-xl lg:grid-cols-4 lg:divide-x [&>div]:flex [&>div]:flex-col"
    >
      {items.map((item) => (
        <Counter key={item.label} item={item} start={inView} />
      ))}
    </dl>
  );
}
