import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { ServiceCard as ServiceCardData } from '../../content/base/ui.ts';
import { CheckList } from './check-list';
import { Icon } from './icons';

type ServiceCardProps = {
  card: ServiceCardData;
  className?: string;
};

/**
 * Service card / feature card (SPEC 3): icon, heading, description, optional bullet list and link.
 * The link is the card's call to action; its accessible name includes the heading.
 */
export function ServiceCard({ card, className = '' }: ServiceCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg md:p-7 ${className}`}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={card.icon} className="size-6" />
      </span>
      <h3 id={headingId} className="mt-5 text-xl font-bold text-ink">
        {card.serviceHeading}
      </h3>
      <p className="mt-2 text-slate-600">{card.serviceDescription}</p>
      {card.bulletPoints && card.bulletPoints.length > 0 && <CheckList items={card.bulletPoints} />}
      {card.link && (
        <Link
          to={card.link.to}
          className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-brand-700 hover:text-brand-900"
        >
          {card.link.label}
          <span className="sr-only">: {card.serviceHeading}</span>
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      )}
    </article>
  );
}

/** Cards as a list laid out by `className`, one item each, keyed by their heading. */
export function CardGrid<T extends { serviceHeading: string }>({
  items,
  className,
  card,
}: {
  items: readonly T[];
  className: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.serviceHeading}>{card(item)}</li>
      ))}
    </ul>
  );
}

/** A page's service cards, three across from md up (Home's services, About's what we do, internet features). */
export function ServiceCardGrid({ cards }: { cards: readonly ServiceCardData[] }) {
  return (
    <CardGrid items={cards} className="grid gap-6 md:grid-cols-3" card={(c) => <ServiceCard card={c} />} />
  );
}
