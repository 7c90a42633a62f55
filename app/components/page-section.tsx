import type { SectionHead } from '../../contracts/content.ts';
import { SectionHeading } from './section-heading';

type PageSectionProps = SectionHead & { children: React.ReactNode };

/** One block of a service page: an anchored, labelled section with its heading and content. */
export function PageSection({
  id,
  title,
  eyebrow,
  lead,
  align = 'left',
  tone = 'white',
  children,
}: PageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`section ${tone === 'muted' ? 'bg-slate-50' : ''}`}
    >
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} align={align} />
        <div className="mt-8 md:mt-10">{children}</div>
      </div>
    </section>
  );
}
