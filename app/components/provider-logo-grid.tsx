import { Link } from 'react-router';
import { Wordmark } from './wordmark';

export type ProviderTile = { name: string; href: string; note?: string };

type ProviderLogoGridProps = {
  providers: readonly ProviderTile[];
  /** Accessible name of the list, e.g. "Internet providers". */
  label: string;
  columns?: 'compact' | 'wide';
};

/** Grid of provider wordmark tiles, each linking to the provider's page. */
export function ProviderLogoGrid({ providers, label, columns = 'wide' }: ProviderLogoGridProps) {
  const cols =
    columns === 'compact'
      ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3'
      : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
  return (
    <ul aria-label={label} className={`grid gap-3 md:gap-4 ${cols}`}>
      {providers.map((p) => (
        <li key={p.href}>
          <Link
            to={p.href}
            className="flex h-full min-h-18 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
          >
            <Wordmark name={p.name} />
            {p.note && <span className="shrink-0 text-xs font-medium text-slate-600">{p.note}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
