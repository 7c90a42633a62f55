import { type ReactNode, useId } from 'react';
import type { FaqItem } from '../../contracts/content.ts';
import { Icon } from './icons';

/** Exclusivity for browsers that predate `<details name>`; a no-op where the browser already did it. */
function closeOthers(event: React.SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  const name = opened.getAttribute('name');
  for (const other of opened.ownerDocument.querySelectorAll<HTMLDetailsElement>('details[name]')) {
    if (other !== opened && other.open && other.getAttribute('name') === name) other.open = false;
  }
}

/**
 * A question and its answer as text (what search engines read), and where the answer is more than
 * one paragraph of text (an editor's rich text, components/rich-text.tsx), what the page shows.
 */
type FaqEntry = FaqItem & { body?: ReactNode };

type FaqProps = {
  items: readonly FaqEntry[];
  /** Name of the exclusive group; unique per page by default. */
  name?: string;
};

/**
 * FAQ accordion (SPEC 4): the first item open, opening one closes the others. Native
 * `<details name=…>` gives exclusivity and keyboard operation without script.
 */
export function Faq({ items, name }: FaqProps) {
  const autoName = useId();
  const group = name ?? `faq-${autoName}`;
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, i) => (
        <details key={item.title} name={group} open={i === 0} className="group" onToggle={closeOthers}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink marker:hidden hover:text-brand-800 md:px-6 md:py-5 md:text-lg [&::-webkit-details-marker]:hidden">
            <span>{item.title}</span>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-slate-700 md:px-6">{item.body ?? <p>{item.description}</p>}</div>
        </details>
      ))}
    </div>
  );
}

/** FAQPage JSON-LD for the items shown (serialise with jsonLd()). */
export function faqJsonLd(items: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: item.description },
    })),
  };
}
