import type { SectionHead } from '../../contracts/content.ts';
import { SectionHeading } from './section-heading';

type SplitSectionProps = Pick<SectionHead, 'id' | 'eyebrow' | 'title' | 'lead'> & {
  /** The grid's gap and columns (and alignment) on wide screens. */
  columns: string;
  /** What stands under the heading, in its column. */
  beside?: React.ReactNode;
  children: React.ReactNode;
};

/** A muted section whose heading column sits beside its content on wide screens (Home, Contact). */
export function SplitSection({ id, eyebrow, title, lead, columns, beside, children }: SplitSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-slate-50">
      <div className={`container-page section grid ${columns}`}>
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
          {beside}
        </div>
        {children}
      </div>
    </section>
  );
}
