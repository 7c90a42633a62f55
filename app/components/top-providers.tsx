import { useId } from 'react';
import { Link } from 'react-router';
import type { HomePageMessages } from '../i18n/home-page';
import { Icon } from './icons';
import type { ProviderTile } from './provider-tiles';
import { Wordmark } from './wordmark';

type TopProvidersProps = {
  /** Category heading, e.g. "Streaming". */
  title: string;
  providers: readonly ProviderTile[];
  /** /service/{category} */
  seeAllHref: string;
  /** Its words in the page's language. */
  words: Pick<HomePageMessages, 'seeAll' | 'seeAllProviders'>;
};

/** Top providers of one category with a See All link to its listing (SPEC 2, Home). */
export function TopProviders({ title, providers, seeAllHref, words }: TopProvidersProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h3>
        <Link
          to={seeAllHref}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {words.seeAll}
          <span className="sr-only">{words.seeAllProviders(title)}</span>
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      <ol className="mt-4 divide-y divide-slate-100">
        {providers.map((p, i) => (
          <li key={p.href}>
            <Link
              to={p.href}
              className="flex items-center gap-3 rounded-lg py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <span className="w-5 text-right text-sm font-semibold text-slate-500" aria-hidden="true">
                {i + 1}
              </span>
              <Wordmark name={p.name} size="sm" logo={p.logo} />
              {p.note && <span className="ml-auto text-xs text-slate-600">{p.note}</span>}
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}
