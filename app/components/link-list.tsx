import { Link } from 'react-router';
import type { LinkItem } from '../../contracts/content.ts';
import { localizedPath, useLanguage } from '../i18n/i18n';
import { Icon } from './icons';

type LinkListProps = { items: readonly LinkItem[]; label: string; columns?: 2 | 3 | 4 };

/** A list of internal links, each with an optional one-line description. */
export function LinkList({ items, label, columns = 3 }: LinkListProps) {
  const language = useLanguage();
  const cols =
    columns === 4
      ? 'sm:grid-cols-2 xl:grid-cols-4'
      : columns === 2
        ? 'md:grid-cols-2'
        : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <ul aria-label={label} className={`grid gap-3 md:gap-4 ${cols}`}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={localizedPath(item.to, language)}
            className="group flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
          >
            <span>
              <span className="block font-semibold text-brand-800 group-hover:text-brand-900">
                {item.label}
              </span>
              {item.description && (
                <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
              )}
            </span>
            <Icon name="arrow-right" className="mt-1 size-4 shrink-0 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
