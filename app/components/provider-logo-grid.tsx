import { Link } from 'react-router';
import { localizedPath, useLanguage } from '../i18n/i18n';
import type { ProviderTile } from './provider-tiles';
import { Wordmark } from './wordmark';

type ProviderLogoGridProps = {
  providers: readonly ProviderTile[];
  /** Accessible name of the list, e.g. "Internet providers". */
  label: string;
  columns?: 'compact' | 'wide';
};

/** Grid of provider wordmark tiles, each linking to the provider's page. */
export function ProviderLogoGrid({ providers, label, columns = 'wide' }: ProviderLogoGridProps) {
  const language = useLanguage();
  const cols =
    columns === 'compact' ? 'grid-cols-2 lg:grid-cols-3' : 'grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
  return (
    <ul aria-label={label} className={`grid gap-3 md:gap-4 ${cols}`}>
      {providers.map((p) => (
        <li key={p.href}>
          <Link
            to={localizedPath(p.href, language)}
            className="flex h-full min-h-18 flex-col items-start justify-center gap-1 rounded-xl border border-slate-200 bg-white px-3 py-3 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:px-4 max-sm:px-2.5"
          >
            <Wordmark name={p.name} logo={p.logo} />
            {p.note && (
              // Under the name on a phone: past the initial's square, or under the logo where there is one.
              <span
                className={`shrink-0 ${p.logo ? '' : 'pl-12 '}text-xs font-medium text-slate-600 sm:pl-0`}
              >
                {p.note}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
