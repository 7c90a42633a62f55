type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
  /** Heading level; sections are h2 by default. */
  as?: 'h2' | 'h3';
  tone?: 'light' | 'dark';
};

/** Eyebrow, title and lead of a page section, aligned the same way everywhere. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  as: Tag = 'h2',
  tone = 'light',
}: SectionHeadingProps) {
  const centered = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-accent-400' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <Tag id={id} className={`section-title mt-1 text-balance ${dark ? 'text-white' : ''}`}>
        {title}
      </Tag>
      {lead && (
        <p className={`section-lead text-pretty ${centered ? 'mx-auto' : ''} ${dark ? 'text-white/80' : ''}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
