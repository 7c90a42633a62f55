import { useRef } from 'react';
import { counterAnimation } from '../../content/base/ui.ts';
import { useCountUp } from '../lib/use-count-up';
import { useInViewOnce } from '../lib/use-in-view-once';

export type Achievement = { label: string; target: number; suffix: string };

/** Ticks of the count-up; the duration itself is SPEC 9's 1000 ms. */
export const counterTicks = 50;

function Counter({ item, start }: { item: Achievement; start: boolean }) {
  const value = useCountUp(item.target, start, counterTicks, counterAnimation.durationMs / counterTicks);
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
