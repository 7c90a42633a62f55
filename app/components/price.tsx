import { priceNote } from '../../content/base/ui.ts';

type PriceProps = {
  /** With currency, e.g. "$45.99". */
  amount: string;
  /** What the amount is per; "/mo" by default. The TV page passes "/month", "/months" or "/year". */
  suffix?: string;
  /** Price honesty note; pass null to hide it where a table states it once for all rows. */
  note?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** One way to show a price honestly (issue 5): the amount, what it is per, and a short note. */
export function Price({ amount, suffix = '/mo', note = priceNote, size = 'md', className = '' }: PriceProps) {
  const amountSize = size === 'lg' ? 'text-4xl' : size === 'sm' ? 'text-lg' : 'text-3xl';
  return (
    <div className={className}>
      <p className="flex items-baseline gap-1">
        <span className={`${amountSize} font-extrabold tracking-tight text-ink`} data-price-amount="">
          {amount}
        </span>
        <span className="text-sm font-medium text-slate-600" data-price-suffix="">
          {suffix}
        </span>
      </p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </div>
  );
}
