import { Fragment } from 'react';
import { Link } from 'react-router';
import { plainText, type RichParagraph } from '../../contracts/rich-text-runs.ts';

/**
 * An editor's long copy as the loader read it (contracts/rich-text.ts): paragraphs of plain, bold
 * and linked runs. A path on this site is a client-side link; an https address opens as a link
 * that tells the other site nothing.
 */
export function RichText({
  paragraphs,
  paragraphClassName,
}: {
  paragraphs: readonly RichParagraph[];
  /** Every paragraph's class; by default the second and later are spaced from the one before. */
  paragraphClassName?: string;
}) {
  return (
    <>
      {paragraphs.map((runs, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered in place
        <p key={i} className={paragraphClassName ?? (i > 0 ? 'mt-3' : undefined)}>
          {runs.map((run, j) => {
            // The runs of one paragraph, in the order written: their place is their identity.
            const key = `${i}-${j}`;
            const text = run.bold ? (
              <strong key={key} className="font-semibold text-ink">
                {run.text}
              </strong>
            ) : (
              run.text
            );
            if (!run.href) return <Fragment key={key}>{text}</Fragment>;
            return run.href.startsWith('/') ? (
              <Link key={key} to={run.href} className="font-semibold text-brand-700 underline">
                {text}
              </Link>
            ) : (
              <a
                key={key}
                href={run.href}
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {text}
              </a>
            );
          })}
        </p>
      ))}
    </>
  );
}

/**
 * A page's FAQ items from its loader's questions (each answer read into paragraphs): the answer as
 * the page shows it, and its plain text, which the FAQ's JSON-LD reads.
 */
export function richFaqItems(faqs: readonly { title: string; paragraphs: readonly RichParagraph[] }[]) {
  return faqs.map((f) => ({
    title: f.title,
    description: plainText(f.paragraphs),
    body: <RichText paragraphs={f.paragraphs} />,
  }));
}
